import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogue, seedOf, svgFor } from '../../tools/illustrations.mjs';

const entries = Object.entries(catalogue);
const svgs = entries.map(([name, spec]) => svgFor({ ...spec, seed: seedOf(name) }));

/** Issue 19, item 11: placeholders look intended: no drawn-in words, no two alike, same names and sizes as before. */
describe('placeholder photos', () => {
  it('draw no text', () => {
    for (const svg of svgs) expect(svg).not.toMatch(/<(text|tspan|textPath)[\s>]/);
    // Nor does the generator know any font to draw with.
    expect(fs.readFileSync('tools/illustrations.mjs', 'utf8')).not.toMatch(/font-(family|size)/);
  });

  it('are all different, the two bedrooms of the accommodation page included', () => {
    expect(new Set(svgs).size).toBe(svgs.length);
    const room = (name: string) => svgFor({ ...catalogue[name], seed: seedOf(name) });
    expect(room('facilities/accommodation')).not.toBe(room('boarding/room'));
  });

  it('are the photos in photos/, at their catalogue sizes', async () => {
    const files = (function list(dir: string): string[] {
      return fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? list(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    })('photos')
      .map((f) => path.relative('photos', f).replace(/\.jpg$/, ''))
      .sort();
    expect(files).toEqual(entries.map(([name]) => name).sort());
    for (const [name, spec] of entries) {
      const { width, height } = await sharp(path.join('photos', `${name}.jpg`)).metadata();
      expect([name, width, height]).toEqual([name, spec.w, spec.h]);
    }
  });
});
