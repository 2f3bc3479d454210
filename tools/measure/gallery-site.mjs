// A copy of the site whose gallery has `count` photos, built, for the gallery's benchmark
// (scripts/bench-gallery.mjs) and its e2e test at 100 photos (tests/e2e/gallery-pages.spec.ts).
// The photos are the gallery's own, listed again in turn (each entry with its own id, alt text and
// caption): the page's HTML and data files are those of a gallery that size, and no photo needs
// encoding (scripts/images.mjs took about 2 s a photo here). The project's own pages/ are never touched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { copyProject } from './scale-site.mjs';

export const GALLERY_DATA = 'pages/about/_gallery.gallery.yml';

/**
 * The gallery's `count` photos: the project's own in order, then again with "(n)" added to the
 * alt text and caption, so each is found by its own name.
 * @param {string} project
 * @param {number} count
 */
export function galleryOf(project, count) {
  const own = parse(fs.readFileSync(path.join(project, GALLERY_DATA), 'utf8'));
  return Array.from({ length: count }, (_, i) => {
    const photo = own[i % own.length];
    const round = Math.floor(i / own.length);
    const mark = round === 0 ? '' : ` (${i + 1})`;
    return { id: i + 1, src: photo.src, alt: `${photo.alt}${mark}`, caption: `${photo.caption}${mark}` };
  });
}

/**
 * Copies the project into a temporary folder, gives its gallery `count` photos and builds it.
 * Returns the copy's folder (its dist/ is the built site) and the photos.
 * @param {string} project
 * @param {number} count
 */
export function buildGallerySite(project, count) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `gallery-${count}-`));
  copyProject(project, site);
  const photos = galleryOf(project, count);
  fs.writeFileSync(path.join(site, GALLERY_DATA), stringify(photos));
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: site, stdio: 'pipe' });
  return { site, photos };
}
