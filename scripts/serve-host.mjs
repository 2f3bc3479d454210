// Serves what a deploy uploads on the host's own runtime (Cloudflare Pages, `wrangler pages dev`):
// stages dist/ into .upload/ (tools/servers/host-runtime.mjs), then runs the runtime until stopped.
// Usage: node scripts/serve-host.mjs [--port 8788] [--dir dist]   (after `npm run build`)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { UPLOAD_DIR, WRANGLER_ENV, hostCommand, stageUpload } from '../tools/servers/host-runtime.mjs';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8788' }, dir: { type: 'string', default: 'dist' } },
});
if (!fs.existsSync(`${values.dir}/index.html`)) {
  console.error(`No build in ${values.dir}/: run "npm run build" first.`);
  process.exit(1);
}
const { files } = stageUpload(values.dir, UPLOAD_DIR);
console.log(`${UPLOAD_DIR}/: ${files.length} files, as a deploy uploads them.`);
const [command, args] = hostCommand(UPLOAD_DIR, Number(values.port));
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...WRANGLER_ENV } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
