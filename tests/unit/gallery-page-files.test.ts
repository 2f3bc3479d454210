import { describe, expect, test } from 'vitest';
import { galleryAddress, galleryPagePath } from '../../src/content/listings/gallery-pages';
import { galleryListings } from '../../src/content/listings/gallery-listings';
import type { PageSource } from '../../src/content/reading/page-reading';
import type { GalleryImage } from '../../src/widgets/Gallery/gallery.data';
import { galleryPageFiles, PAGE_FILE_PATTERN, type GalleryPageData } from '../../src/widgets/Gallery/page-files';

const photo = (id: number): GalleryImage => ({ id, src: `gallery/${id}`, alt: `Photo ${id}`, caption: `Caption ${id}` });
const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(i + 1));
const entry = { width: 640, height: 480, widths: [480, 640], color: '#123456' };

describe('gallery page addresses', () => {
  test('page 1 is the gallery itself, later pages under /page/N, and back', () => {
    expect(galleryPagePath('/about/gallery', 1)).toBe('/about/gallery');
    expect(galleryPagePath('/about/gallery', 7)).toBe('/about/gallery/page/7');
    expect(galleryAddress('/about/gallery')).toEqual({ base: '/about/gallery', page: 1 });
    expect(galleryAddress('/about/gallery/page/7')).toEqual({ base: '/about/gallery', page: 7 });
    expect(galleryAddress('/about/gallery/page/7/')).toEqual({ base: '/about/gallery', page: 7 });
    expect(galleryAddress('/about/gallery/')).toEqual({ base: '/about/gallery', page: 1 });
  });
});

describe('gallery page data files', () => {
  test('one file per 12 photos, each holding its photos and their prepared sizes, named by content', () => {
    const files = galleryPageFiles(photos(100), (name) => (name === 'gallery/13' ? entry : undefined));
    expect(files).toHaveLength(9);
    for (const file of files) expect(file.href).toMatch(PAGE_FILE_PATTERN);
    expect(new Set(files.map((f) => f.href)).size).toBe(9);
    const second = JSON.parse(files[1].json) as GalleryPageData;
    expect(second.photos.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(second.images).toEqual({ 'gallery/13': entry });
    expect((JSON.parse(files[8].json) as GalleryPageData).photos.map((p) => p.id)).toEqual([97, 98, 99, 100]);
  });

  test("a photo added at the end changes only the last page's file (the others keep their cached names)", () => {
    const before = galleryPageFiles(photos(100), () => undefined).map((f) => f.href);
    const after = galleryPageFiles(photos(101), () => undefined).map((f) => f.href);
    expect(after.slice(0, 8)).toEqual(before.slice(0, 8));
    expect(after[8]).not.toBe(before[8]);
  });
});

describe('the gallery pages without JavaScript', () => {
  const source: PageSource = {
    file: 'pages/about/gallery.mdx',
    info: {
      path: '/about/gallery',
      title: 'School Gallery',
      description: 'Photos',
      label: 'Gallery',
      order: 7,
      hidden: false,
      section: 'about',
      crumb: { label: 'Gallery', path: '/about/gallery' },
    } as PageSource['info'],
    frontmatter: { title: 'School Gallery', search: true, hidden: false } as PageSource['frontmatter'],
    tree: { type: 'root', children: [{ type: 'mdxjsEsm', value: "import photos from './_gallery.gallery.yml'" } as never] },
  };

  test('a page showing a gallery of 100 photos gets pages 2 to 9, kept out of menus, search and sitemap', () => {
    const pages = galleryListings([source], new Map([['pages/about/_gallery.gallery.yml', photos(100)]]));
    expect(pages.map((p) => p.info.path)).toEqual(Array.from({ length: 8 }, (_, i) => `/about/gallery/page/${i + 2}`));
    expect(pages[0].file).toBe(source.file);
    expect(pages[0].info.title).toBe('School Gallery: page 2');
    expect(pages.every((p) => p.info.hidden && !p.frontmatter.search)).toBe(true);
  });

  test('none for a gallery of 12 photos or fewer, nor for a page without one', () => {
    expect(galleryListings([source], new Map([['pages/about/_gallery.gallery.yml', photos(12)]]))).toEqual([]);
    expect(galleryListings([{ ...source, tree: { type: 'root', children: [] } }], new Map())).toEqual([]);
  });
});
