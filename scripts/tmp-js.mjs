import { chromium } from 'playwright'; import fs from 'node:fs'; import zlib from 'node:zlib';
const b=await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox']});
for (const p of ['/about/gallery','/']) {
const c=await b.newContext({viewport:{width:412,height:823},serviceWorkers:'block'}); const pg=await c.newPage(); const r=[];
pg.on('request',q=>{const u=new URL(q.url()); if(u.pathname.endsWith('.js')) r.push(u.pathname)});
await pg.goto('http://127.0.0.1:4399'+p,{waitUntil:'networkidle'}); await pg.waitForTimeout(500);
console.log(p); for (const f of r) console.log('  ', f, zlib.gzipSync(fs.readFileSync('dist'+f),{level:9}).length);
await c.close();}
await b.close();
