/**
 * The gallery's photos in the browser: the page it was prerendered with, and the others fetched
 * from their data files (page-files.ts) when first shown, each once. A failed fetch (offline, a
 * lost connection) is said, and tried again the next time that page is wanted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addKnownImages } from '../../islands/images';
import type { GalleryImage } from './gallery.data.ts';
import { FILE_PAGE_SIZE, type GalleryPageData } from './page-files';

export interface PagedPhotos {
  /** The photo at `index` in the whole gallery (0-based), once its page has arrived. */
  photoAt: (index: number) => GalleryImage | undefined;
  /** Fetches the data files of the photos at these indexes, unless they are here or on their way. */
  want: (indexes: readonly number[]) => void;
  /** Some of the photos last wanted could not be fetched. */
  failed: boolean;
}

/** The data page (1-based) holding the photo at `index`. */
export const filePageOf = (index: number) => Math.floor(index / FILE_PAGE_SIZE) + 1;

export function usePagedPhotos({ start, photos, files }: { start: number; photos: GalleryImage[]; files: string[] }): PagedPhotos {
  const [pages, setPages] = useState<ReadonlyMap<number, GalleryImage[]>>(() => new Map([[start, photos]]));
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>([start]));
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fetchPage = useCallback(
    (page: number) => {
      asked.current.add(page);
      fetch(files[page - 1])
        .then((response) => {
          if (!response.ok) throw new Error(`${files[page - 1]}: ${response.status}`);
          return response.json() as Promise<GalleryPageData>;
        })
        .then((data) => {
          addKnownImages(data.images);
          if (alive.current) setPages((current) => new Map(current).set(page, data.photos));
        })
        .catch(() => {
          asked.current.delete(page);
          if (alive.current) setFailed(true);
        });
    },
    [files],
  );

  const want = useCallback(
    (indexes: readonly number[]) => {
      const missing = [...new Set(indexes.map(filePageOf))].filter((page) => page >= 1 && page <= files.length && !asked.current.has(page));
      if (missing.length === 0) return;
      setFailed(false);
      missing.forEach(fetchPage);
    },
    [files.length, fetchPage],
  );

  const photoAt = useCallback((index: number) => pages.get(filePageOf(index))?.[index % FILE_PAGE_SIZE], [pages]);
  return { photoAt, want, failed };
}
