/**
 * The pages' inline scripts, each bundled on its own into one minified classic script, and the
 * hashes the Content-Security-Policy allows them by (src/build/generate/security-headers.ts): a page without
 * islands gets src/islands/early.ts (about 300 bytes: when to fetch the boot script), a page with
 * islands src/islands/early-islands.ts (which holds presses too: 1.7 KB gzipped, 1.5 KB as Brotli).
 * The build, the dev server, the headers file and the nginx snippet's test all ask here, so a script
 * and its hash cannot drift apart. Made once per process (about 50 ms): after editing those files or
 * what they import, restart `npm start`.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const ISLANDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../islands');

/** The script and the CSP source that allows it ('sha256-…'). */
async function bundle(file: string) {
  const entry = path.join(ISLANDS_DIR, file);
  const { output } = await build({
    input: entry,
    write: false,
    platform: 'browser',
    logLevel: 'silent',
    output: { format: 'iife', minify: true, comments: false, codeSplitting: false },
  });
  const code = output[0].code.trim();
  // Written into the page as the text of a <script>: it must not close the element early.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry} bundles to text a <script> element cannot hold (</script or <!--)`);
  return { code, source: `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'` };
}

/** For a page without islands, and for a page with them. */
async function make() {
  const [plain, islands] = await Promise.all([bundle('early.ts'), bundle('early-islands.ts')]);
  return { plain, islands };
}

let made: ReturnType<typeof make> | undefined;

export function earlyScripts() {
  return (made ??= make());
}

/** The CSP sources of both scripts. */
export async function earlyScriptSources(): Promise<string[]> {
  const { plain, islands } = await earlyScripts();
  return [plain.source, islands.source];
}
