// Makes the responsive images the site serves from the photos in photos/.
// For each photos/<name>.(jpg|jpeg|png|webp): public/img/<name>-<width>.avif and .webp at a
// few widths, and an entry in src/generated/images.json (size, widths, average colour).
// Runs before `npm start` and `npm run build`; unchanged photos are skipped (content hash).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const SOURCE = 'photos';
const OUT = 'public/img';
const MANIFEST = 'src/generated/images.json';
const WIDTHS = [480, 800, 1200, 1600];

const previous = fs.existsSync(MANIFEST) ? JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) : {};

// Under `npm start` a photo or folder may be removed or renamed while this runs (photos-plugin.ts runs
// it again after): what vanished is left out, and the run finishes.
const gone = (error) => error?.code === 'ENOENT' || error?.code === 'ENOTDIR';
const entriesOf = (dir) => {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
};

function listPhotos(dir, rel = '') {
  return entriesOf(path.join(dir, rel)).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listPhotos(dir, child);
    return /\.(jpe?g|png|webp)$/i.test(entry.name) ? [child] : [];
  });
}

const outputsOf = (name, widths) => widths.flatMap((w) => ['avif', 'webp'].map((ext) => path.join(OUT, `${name}-${w}.${ext}`)));

async function processPhoto(rel) {
  const name = rel.replace(/\.[^.]+$/, '');
  let source;
  try {
    source = fs.readFileSync(path.join(SOURCE, rel));
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
  const hash = crypto.createHash('sha1').update(source).digest('hex').slice(0, 12);
  const known = previous[name];
  if (known?.hash === hash && outputsOf(name, known.widths).every((f) => fs.existsSync(f))) return [name, known, false];

  // Loaded only when a photo needs encoding: most builds have none to encode.
  const { default: sharp } = await import('sharp');
  const image = sharp(source).rotate();
  const { width, height } = await image.metadata();
  const widths = [...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS.at(-1))])].sort((a, b) => a - b);
  const h = Math.round((height / width) * widths.at(-1));
  fs.mkdirSync(path.dirname(path.join(OUT, name)), { recursive: true });
  // Each file is written beside and renamed: dist/ links to the last ones (src/build/steps.ts).
  const write = async (encoded, file) => {
    const written = file.replace(/\.\w+$/, '.new$&');
    await encoded.toFile(written);
    fs.renameSync(written, file);
  };
  for (const w of widths) {
    const resized = image.clone().resize({ width: w });
    await write(resized.clone().avif({ quality: 50, effort: 3 }), path.join(OUT, `${name}-${w}.avif`));
    await write(resized.clone().webp({ quality: 74 }), path.join(OUT, `${name}-${w}.webp`));
  }
  const { dominant } = await image.stats();
  const color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return [name, { hash, width: widths.at(-1), height: h, widths, color }, true];
}

const photos = listPhotos(SOURCE).sort();
let failed = 0;
const results = [];
const queue = [...photos];
const workers = Array.from({ length: Math.max(1, os.availableParallelism?.() ?? 2) }, async () => {
  while (queue.length) {
    const rel = queue.shift();
    try {
      const result = await processPhoto(rel);
      if (result) results.push(result);
    } catch (error) {
      // Removed while it was encoded, or not a photo sharp can read (half copied): said, and left out.
      if (!fs.existsSync(path.join(SOURCE, rel))) continue;
      console.error(`images: photos/${rel} could not be prepared (${error.message}); the other photos were.`);
      failed++;
      // Its last web copies stay until it can be read again.
      const name = rel.replace(/\.[^.]+$/, '');
      if (previous[name]) results.push([name, previous[name], false]);
    }
  }
});
await Promise.all(workers);

const manifest = Object.fromEntries(results.sort(([a], [b]) => a.localeCompare(b)).map(([name, entry]) => [name, entry]));
// Remove the variants of photos that no longer exist, and any file an encoding stopped halfway left.
for (const [name, entry] of Object.entries(previous)) {
  if (!manifest[name]) for (const f of outputsOf(name, entry.widths)) fs.rmSync(f, { force: true });
}
for (const f of fs.existsSync(OUT) ? fs.readdirSync(OUT, { recursive: true }) : []) {
  if (/\.new\.\w+$/.test(f)) fs.rmSync(path.join(OUT, f), { force: true });
}
fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
const text = `{\n${Object.entries(manifest)
  .map(([k, v]) => ` ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
  .join(',\n')}\n}\n`;
// Written beside and renamed: the dev server never reads half of it.
if (!fs.existsSync(MANIFEST) || fs.readFileSync(MANIFEST, 'utf8') !== text) {
  fs.writeFileSync(`${MANIFEST}.new`, text);
  fs.renameSync(`${MANIFEST}.new`, MANIFEST);
}
const made = results.filter(([, , changed]) => changed).length;
console.log(`images: ${results.length} photos, ${made} (re)encoded, ${results.length - made} up to date.`);
if (failed) process.exitCode = 1;
