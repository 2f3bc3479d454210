import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/images.mjs on a fresh checkout with the encoded photos restored from CI's cache
// (.github/actions/encoded-photos): every file's time is new, so only content can say what is
// up to date. Real encodes of a small generated photo.
const script = path.join(__dirname, '../../scripts/images.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'images-up-to-date-'));
const run = (cwd: string) => spawnSync(process.execPath, [script], { cwd, encoding: 'utf8' });

/** A photo of one colour band over another (no text), as a PNG. */
const photo = (top: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: top } })
    .composite([{ input: { create: { width: 64, height: 24, channels: 3, background: '#2b5d34' } }, top: 24, left: 0 }])
    .png()
    .toBuffer();

/** A copy of `from` as a new checkout plus a restored cache has it: the same bytes, every file's time now. */
function freshCopy(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: false });
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('scripts/images.mjs decides by content, not by file times', () => {
  const first = path.join(work, 'first');
  const second = path.join(work, 'second');

  it('encodes a new photo, then finds it up to date in a fresh copy (new file times)', { timeout: 60_000 }, async () => {
    fs.mkdirSync(path.join(first, 'photos/gallery'), { recursive: true });
    fs.writeFileSync(path.join(first, 'photos/gallery/sports-day.png'), await photo('#c9a227'));
    expect(run(first).stdout).toContain('1 photos, 1 (re)encoded, 0 up to date');
    freshCopy(first, second);
    expect(run(second).stdout).toContain('1 photos, 0 (re)encoded, 1 up to date');
  });

  it('encodes a photo again when its bytes change, though its file time says older', { timeout: 60_000 }, async () => {
    const file = path.join(second, 'photos/gallery/sports-day.png');
    const { mtime } = fs.statSync(file);
    fs.writeFileSync(file, await photo('#8a1c1c'));
    const past = new Date(mtime.getTime() - 86_400_000);
    fs.utimesSync(file, past, past);
    expect(run(second).stdout).toContain('1 photos, 1 (re)encoded, 0 up to date');
  });
});
