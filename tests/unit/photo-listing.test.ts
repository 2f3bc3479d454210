// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSite } from '../../src/build/check/check-site.ts';
import { setPhotoLookup } from '../../src/content/reading/photo-lookup.ts';
import { photoLookupOnDisk, photoNamesOnDisk } from '../../src/content/reading/photos.node.ts';
import { mediaLibraryFiles } from '../../src/build/servers/cms-backend.ts';

// Issue 55: photos are listed once per check and looked up in a set, not listed again for every
// photo a data file names; the editor's Photos list is made from the same listing.

const PHOTOS = 2000;
const name = (n: number) => `gallery/photo-${String(n).padStart(4, '0')}`;

describe('the photo listing', () => {
  let root: string;
  let photosDir: string;
  /** Listings of photos/ (its own folder read), counted. */
  let listings: () => number;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-listing-'));
    fs.cpSync(path.join(__dirname, '../fixtures/good'), root, { recursive: true });
    photosDir = path.join(root, 'photos');
    fs.mkdirSync(path.join(photosDir, 'gallery'), { recursive: true });
    fs.mkdirSync(path.join(root, 'public/img/gallery'), { recursive: true });
    let yaml = '';
    for (let n = 1; n <= PHOTOS; n++) {
      fs.writeFileSync(path.join(photosDir, `${name(n)}.jpg`), 'x');
      yaml += `- id: ${n}\n  src: ${name(n)}\n  alt: "Photo ${n} of the school"\n  caption: "Photo ${n}"\n`;
    }
    for (const width of [800, 480]) fs.writeFileSync(path.join(root, `public/img/${name(1)}-${width}.webp`), 'x');
    fs.writeFileSync(path.join(root, 'pages/info/_photos.gallery.yml'), yaml);
    // As a site checked out a while ago: folder times older than the clock's grain (files-under.node.ts).
    const earlier = new Date(Date.now() - 60_000);
    for (const dir of [photosDir, path.join(photosDir, 'gallery')]) fs.utimesSync(dir, earlier, earlier);
    setPhotoLookup(photoLookupOnDisk(root));
    const readdir = vi.spyOn(fs, 'readdirSync');
    listings = () => readdir.mock.calls.filter(([dir]) => String(dir) === photosDir).length;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setPhotoLookup(photoLookupOnDisk(process.cwd()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(`lists photos/ once for a check of a data file naming ${PHOTOS} photos, and finds a missing one`, async () => {
    fs.appendFileSync(
      path.join(root, 'pages/info/_photos.gallery.yml'),
      `- id: ${PHOTOS + 1}\n  src: gallery/not-there\n  alt: "A"\n  caption: "B"\n`,
    );
    const report = await checkSite(root);
    expect(listings()).toBe(1);
    expect(report.problems.map((p) => p.message)).toEqual([expect.stringContaining('no such photo "gallery/not-there"')]);
  });

  it('follows the disk without a watcher: the same set while nothing changed, a new one when a photo is added, renamed or removed', () => {
    const first = photoNamesOnDisk(root);
    expect(first.size).toBe(PHOTOS);
    expect(photoNamesOnDisk(root)).toBe(first);
    expect(listings()).toBe(1);
    fs.writeFileSync(path.join(photosDir, 'gallery/new.jpg'), 'x');
    expect(photoNamesOnDisk(root).has('gallery/new')).toBe(true);
    fs.renameSync(path.join(photosDir, 'gallery/new.jpg'), path.join(photosDir, 'gallery/renamed.jpg'));
    expect(photoNamesOnDisk(root).has('gallery/new')).toBe(false);
    expect(photoNamesOnDisk(root).has('gallery/renamed')).toBe(true);
    fs.rmSync(path.join(photosDir, 'gallery/renamed.jpg'));
    expect(photoNamesOnDisk(root).has('gallery/renamed')).toBe(false);
    expect(photoNamesOnDisk(root).size).toBe(PHOTOS);
  });

  it("gives the editor's Photos list from the same listing: names, paths and the smallest web copy's address, no bytes", () => {
    photoNamesOnDisk(root);
    const files = mediaLibraryFiles(root, 'photos');
    expect(listings()).toBe(1);
    expect(files).toHaveLength(PHOTOS);
    expect(files[0]).toEqual({ name: `${name(1)}.jpg`, path: `photos/${name(1)}.jpg`, url: `/img/${name(1)}-480.webp` });
    // No web copy yet: the photo itself, which the dev server serves.
    expect(files[1].url).toBe(`/photos/${name(2)}.jpg`);
    // A photo field's own library (photos/gallery/): the photos directly in it, by file name.
    expect(mediaLibraryFiles(root, 'photos/gallery', 'photos')[0]).toEqual({
      name: 'photo-0001.jpg',
      path: `photos/${name(1)}.jpg`,
      url: `/img/${name(1)}-480.webp`,
    });
    expect(JSON.stringify(files).length).toBeLessThan(300 * 1024);
  });
});
