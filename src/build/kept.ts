/**
 * What the build makes slowly from known inputs (Decap's build and /admin's scripts, a page's
 * compile, the service worker, a compressed copy), kept between runs in node_modules/.cache/<kind>/
 * under a hash of those inputs: the same inputs give it back without making it again.
 * A kept file is written whole or not at all (a temporary file renamed), for another process reading
 * it meanwhile; a kind keeps at most `keep` entries, the ones used last (a use touches its file).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hash of `inputs`, each told apart from the next. */
export function keyOf(...inputs: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${Buffer.byteLength(input)}:`).update(input);
  return hash.digest('hex');
}

/** Every file below each of `paths` (files or folders of `root`), by name and content: a file added, removed or changed changes it. */
export function filesKey(root: string, paths: string[]): string {
  const files = paths.flatMap((p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return [];
    if (!fs.statSync(full).isDirectory()) return [p];
    return fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  });
  return keyOf(...files.flatMap((file) => [file, fs.readFileSync(path.join(root, file))]));
}

/** Kinds already trimmed by this process: once is enough, `keep` being more than one run uses. */
const trimmed = new Set<string>();
/** Temporary files' numbers: two makings of one key at once write two files. */
let made = 0;

/**
 * How many entries a kind keeps for a site of `pages` pages: each page's (two texts for a compile: as
 * the check reads it and as the build does), and room for as many again (pages edited since), so
 * a check and a build never push each other's out (a fixed 1,000 did at 1,000 posts).
 */
export const keepForPages = (pages: number) => Math.max(1000, 4 * pages);

/** Writes `value` to `file` whole or not at all (a temporary file renamed), for another process reading it meanwhile. */
export function writeWhole(file: string, value: string | Buffer): void {
  const temporary = `${file}.${process.pid}-${++made}.tmp`;
  fs.writeFileSync(temporary, value);
  fs.renameSync(temporary, file);
}

/** Leaves the `keep` files of `dir` (a kind's folder) used last and removes the rest, once per process. */
export function trimKept(dir: string, keep: number): void {
  if (trimmed.has(dir)) return;
  trimmed.add(dir);
  const entries = fs
    .readdirSync(dir)
    .filter((name) => !name.endsWith('.tmp'))
    .map((name) => ({ file: path.join(dir, name), time: fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of entries.slice(keep)) fs.rmSync(file, { force: true });
}

/** Whether a value is kept under `key` in node_modules/.cache/`kind`, without reading it (it counts as used). */
export async function isKept(kind: string, key: string): Promise<boolean> {
  const now = new Date();
  return fs.promises.utimes(path.resolve('node_modules/.cache', kind, key), now, now).then(
    () => true,
    () => false,
  );
}

/**
 * The value kept under `key` in node_modules/.cache/`kind` (of the current directory), else what
 * `make` makes, kept from now on.
 */
export async function kept(kind: string, key: string, make: () => Promise<string | Buffer>, { keep = 1000 } = {}): Promise<Buffer> {
  const dir = path.resolve('node_modules/.cache', kind);
  const file = path.join(dir, key);
  try {
    const value = await fs.promises.readFile(file);
    const now = new Date();
    await fs.promises.utimes(file, now, now);
    return value;
  } catch {
    // Not made yet: made now.
  }
  const value = Buffer.from(await make());
  await fs.promises.mkdir(dir, { recursive: true });
  writeWhole(file, value);
  trimKept(dir, keep);
  return value;
}
