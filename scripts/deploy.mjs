// Puts the site on Cloudflare Pages (README, "Going live"), or with --dry does every step but the upload.
//   npm run deploy:dry                      build, check, stage and list what would be uploaded
//   node scripts/deploy.mjs --branch main   the same, then upload (the workflow, with CLOUDFLARE_API_TOKEN
//                                           and CLOUDFLARE_ACCOUNT_ID set); main is production, any other
//                                           branch a preview at its own address
// Options: --skip-build (use dist/ as built), --dir (another build), --out (where to stage it),
// --port (the host runtime's, for the crawl), --live (refuse a build whose contact form has no
// EmailJS settings, as the production deploy does). Nothing is uploaded unless every check
// passes; the live site then stays as it was.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { crawl } from '../tools/measure/crawl.mjs';
import { UPLOAD_DIR, WRANGLER_ENV, stageUpload, startHost } from '../tools/servers/host-runtime.mjs';

const { values } = parseArgs({
  options: {
    dry: { type: 'boolean', default: false },
    branch: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    port: { type: 'string', default: '8789' },
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: UPLOAD_DIR },
  },
});
if (!values.dry && !values.branch) refuse('Say --dry, or the --branch to deploy (main is production).');

// Cloudflare Pages' limits for a site (developers.cloudflare.com/pages/platform/limits).
const MAX_FILES = 20_000;
const MAX_FILE_BYTES = 25 * 1024 * 1024;
const MAX_HEADER_RULES = 100;

function refuse(reason) {
  console.error(`\nNothing was uploaded: ${reason}`);
  process.exit(1);
}

if (values.live) {
  const missing = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY'].filter(
    (name) => !process.env[name]?.trim(),
  );
  if (missing.length)
    refuse(
      `the live contact form needs its EmailJS settings; ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set (repository secrets).`,
    );
}

const dist = values.dir;
if (!values['skip-build']) {
  console.log('Building dist/ (npm run build)…');
  try {
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  } catch {
    refuse('the build failed (its message is above).');
  }
}
if (!fs.existsSync(`${dist}/index.html`) || !fs.existsSync(`${dist}/404.html`))
  refuse(`${dist}/ has no index.html or 404.html: run the build.`);

const out = values.out;
const { files, leftOut } = stageUpload(dist, out);

// The host's limits, then the site as the host's runtime serves the staged files.
const problems = [];
if (files.length > MAX_FILES) problems.push(`${files.length} files: Cloudflare Pages takes at most ${MAX_FILES}.`);
for (const { file, size } of files)
  if (size > MAX_FILE_BYTES) problems.push(`${file} is ${(size / 1048576).toFixed(1)} MiB: at most 25 MiB a file.`);
const headerRules = fs
  .readFileSync(`${dist}/_headers`, 'utf8')
  .split('\n')
  .filter((line) => /^\S/.test(line)).length;
if (headerRules > MAX_HEADER_RULES) problems.push(`_headers has ${headerRules} rules: at most ${MAX_HEADER_RULES}.`);
const folderPages = files.filter(({ file }) => file.endsWith('/index.html') && file !== 'admin/index.html');
for (const { file } of folderPages)
  problems.push(`${file}: a page in a folder costs every visitor a redirect (src/build/generate/dist-layout.mjs).`);

const host = await startHost(out, Number(values.port));
try {
  // The sitemap names every page by its canonical address; its first is the home page's, the site's origin.
  const listed = [...fs.readFileSync(`${dist}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
  const siteUrl = listed[0]?.origin ?? '';
  const pages = listed.map((url) => url.pathname);
  const { answered, redirects, broken } = await crawl(host.origin, { siteUrl, also: ['/sitemap.xml', '/news/feed.xml', ...pages] });
  for (const r of redirects)
    problems.push(`${r.address} (linked from ${r.from}) answers ${r.status} to ${r.location}: link the address it redirects to.`);
  for (const b of broken) problems.push(`${b.address} (linked from ${b.from}) answers ${b.status}.`);
  const missing = await fetch(`${host.origin}/no-such-page`);
  if (missing.status !== 404 || !(await missing.text()).includes('Page Not Found'))
    problems.push('an unknown address does not answer 404 with the 404 page.');
  console.log(
    `\nOn the host's runtime: ${answered.size} addresses crawled from /, the sitemap, the feed and every page: ${redirects.length} redirects, ${broken.length} broken.`,
  );
} finally {
  await host.stop();
}
if (problems.length) refuse(`${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nWhat is uploaded (${out}/, from ${dist}/):`);
for (const { file, size } of files) console.log(`  ${kb(size).padStart(10)}  ${file}`);
const total = files.reduce((n, f) => n + f.size, 0);
console.log(
  `\n${files.length} files, ${(total / 1048576).toFixed(2)} MiB; left out: ${leftOut} .br/.gz copies (the host compresses as it sends; only /admin's Brotli copies go up).`,
);

if (values.dry) {
  console.log('Dry run: nothing uploaded. The upload needs the internet and the two Cloudflare secrets (README, "Going live").');
  process.exit(0);
}
const sha = process.env.GITHUB_SHA ?? '';
const args = ['pages', 'deploy', out, '--branch', values.branch, ...(sha ? ['--commit-hash', sha] : []), '--commit-dirty=true'];
const upload = spawnSync('node_modules/.bin/wrangler', args, { env: { ...process.env, ...WRANGLER_ENV }, encoding: 'utf8' });
process.stdout.write(upload.stdout ?? '');
process.stderr.write(upload.stderr ?? '');
if (upload.status !== 0) refuse('the upload failed (wrangler says why above); the live site is as it was.');
const url = /https:\/\/\S+\.pages\.dev/.exec(upload.stdout ?? '')?.[0];
console.log(`Deployed ${values.branch}: ${url ?? '(address not printed)'}`);
if (url && process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `url=${url}\n`);
