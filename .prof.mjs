// Temporary profiling helper (not committed).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/build/measure/chromium.mjs';
const origin = process.argv[2];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs = Number(process.argv[3] ?? 3);
for (let r = 0; r < runs; r++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'netlog'] });
  const t0 = Date.now();
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login with GitHub' }).waitFor({ timeout: 120000 });
  const total = Date.now() - t0;
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const sum = new Map();
  const marks = [];
  for (const e of events) {
    if (e.ph === 'X' && e.dur) {
      const key = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : '');
      if (['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.run', 'Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MajorGC', 'MinorGC', 'V8.GCScavenger', 'V8.GCFinalizeMC', 'RunMicrotasks', 'TimerFire', 'XHRLoad', 'EventDispatch', 'v8.parseOnBackground', 'V8.ParseFunction', 'v8.produceModuleCache', 'v8.deserializeOnBackground', 'V8.StackGuard', 'ScriptStreamer', 'v8.compileStreaming'].some((n) => e.name === n) || /compile|Compile|Parse|GC/.test(e.name)) {
        const k = `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : e.args?.fileName ? ' ' + e.args.fileName.replace(/.*\//, '') : ''} [tid ${e.tid}]`;
        const v = sum.get(k) ?? { dur: 0, n: 0, first: Infinity, last: 0 };
        v.dur += e.dur; v.n++; v.first = Math.min(v.first, e.ts - nav); v.last = Math.max(v.last, e.ts + e.dur - nav);
        sum.set(k, v);
      }
    }
    if (e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse' || e.name === 'ResourceSendRequest') marks.push([((e.ts - nav) / 1000).toFixed(0), e.name, e.args?.data?.url?.replace(/.*\//, '') ?? e.args?.data?.requestId]);
  }
  console.log(`run ${r}: ${total} ms`);
  for (const [k, v] of [...sum].sort((a, b) => b[1].dur - a[1].dur).slice(0, 25)) console.log(`  ${(v.dur / 1000).toFixed(0).padStart(6)} ms x${v.n} [${(v.first / 1000).toFixed(0)}-${(v.last / 1000).toFixed(0)}] ${k}`);
  for (const m of marks) console.log('   ', m.join(' '));
  if (r === 0) fs.writeFileSync('/tmp/adminprof/trace.json', buf);
  await context.close();
}
await browser.close();
