import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GalleryImage } from './gallery.data.ts';
import { SvgIcon } from '../../ui/SvgIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../../ui/icon-paths';
import { useHydrated } from '../../ui/useHydrated';
import { prefersReducedMotion } from './motion';
import { galleryPagePath, pageCount, pageItems, pageSize, viewLabel, views, type GalleryState, type View } from './paging';
import { usePagedPhotos } from './usePagedPhotos';
import { CarouselFrame } from './CarouselFrame';
import { SliderPlaceholder } from './SliderPlaceholder';
import { CaptionedThumb, LinkedThumb, Thumb, type ThumbProps } from './Thumb';
import { pushGalleryState, useGalleryLocation } from './url-state';
import styles from './Gallery.module.css';

// Loaded when first needed: the carousel or the slider when a visitor picks it, the lightbox when a photo is opened.
const GalleryCarousel = lazy(() => import('./GalleryCarousel'));
const GallerySlider = lazy(() => import('./GallerySlider'));
const GalleryLightbox = lazy(() => import('./GalleryLightbox'));

type Opener = ThumbProps['onOpen'];

/** Thumbnails of a page: rendered width per layout, so a phone fetches small files. */
const gridSizes = '(min-width: 1024px) 17rem, (min-width: 640px) 31vw, 46vw';

/** What the gallery is rendered and hydrated with (made from the page's `data` by prerender-props.ts). */
export interface GalleryProps {
  /** How many photos the gallery has. */
  count: number;
  /** The grid page this address shows (1; 2 at /about/gallery/page/2…). */
  start: number;
  /** Its photos: the others come from `files` when shown. */
  photos: GalleryImage[];
  /** The data file of each grid page (page-files.ts), page 1 first. */
  files: string[];
  /** The gallery's own address (/about/gallery). */
  base: string;
}

/**
 * The school gallery: photos from a data file in five views (Grid, Masonry, Tiles, Carousel,
 * Slider), paged 12 at a time (1 in Slider), with a full-screen lightbox. The view and page live
 * in the URL (`?view=masonry&page=2`). The page's HTML holds one grid page's photos; the script
 * fetches another page's small data file when it is shown (usePagedPhotos). Without JavaScript it
 * is the grid, each page at its own address (/about/gallery/page/2, see PageWithoutScript).
 * Props are plain data (an island can hydrate them as they were prerendered). MDX:
 *
 *   import photos from './_gallery.gallery.yml'
 *   <Gallery data={photos} />
 */
export function Gallery({ count, start, photos, files, base }: GalleryProps) {
  const hydrated = useHydrated();
  // The address's page until hydrated (the page is prerendered without a query string), then the URL's.
  const { view, page } = useGalleryLocation(count, start, base);
  const size = pageSize(view);
  const total = pageCount(count, size);
  const first = (page - 1) * size;
  const indexes = Array.from({ length: Math.max(0, Math.min(size, count - first)) }, (_, i) => first + i);
  const { photoAt, want, failed } = usePagedPhotos({ start, photos, files });
  const found = indexes.map(photoAt);
  const shown = found.every((photo) => photo !== undefined) ? (found as GalleryImage[]) : null;
  // The slider's strip names the photos around the one shown: the pages before and after it too.
  const wanted = view === 'slider' ? [first - 12, first, first + 12] : indexes;
  const wantedKey = wanted.join(',');
  useEffect(() => {
    if (hydrated) want(wantedKey.split(',').map(Number));
  }, [hydrated, want, wantedKey]);

  const topRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** Set by a visitor's change of view or page: scroll to the gallery's top (and maybe move focus) once it shows. */
  const pending = useRef<null | { focusContent: boolean }>(null);

  const go = (next: GalleryState, focusContent: boolean) => {
    if (next.view === view && next.page === page) return;
    pending.current = { focusContent };
    pushGalleryState(next, base);
  };
  const setView = (next: View) => go({ view: next, page: 1 }, false);
  const setPage = (next: number, focusContent = true) => go({ view, page: Math.min(Math.max(1, next), total) }, focusContent);

  const arrived = shown !== null || failed;
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    // Focus waits for the page's photos (or its failure): a keyboard user's Tab then reaches the first of them.
    if (request.focusContent && !arrived) return;
    pending.current = null;
    if (request.focusContent) contentRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
  }, [view, page, arrived]);

  // The lightbox: the photo it opens on (index in the whole gallery), and whether its code was ever needed.
  // `key` gives each opening a fresh lightbox, so a photo opened while the last one is still
  // fading out is not closed by that one's delayed close.
  const [lightbox, setLightbox] = useState({ open: false, index: 0, loaded: false, key: 0 });
  const opener = useRef<HTMLElement | null>(null);
  const open: Opener = (index, element) => {
    opener.current = element;
    setLightbox((current) => ({ open: true, index, loaded: true, key: current.key + 1 }));
  };
  const close = () => {
    setLightbox((current) => ({ ...current, open: false }));
    // The lightbox gives focus back to the element it came from; make sure it is the photo. A photo
    // opened from the carousel's frame before its code arrived has since been redrawn: find it again.
    requestAnimationFrame(() => {
      const element = opener.current;
      const photo = element?.isConnected ? element : topRef.current?.querySelector<HTMLElement>(`[data-photo="${element?.dataset.photo}"]`);
      if (photo && document.activeElement !== photo) photo.focus({ preventScroll: true });
    });
  };
  const carouselProps = { images: shown ?? [], first, onOpen: open, label: `School photos, page ${page} of ${total}` };
  // The lightbox goes through every photo: those of pages not yet here are fetched as it comes near them.
  const lightboxPhotos = useMemo(
    () => Array.from({ length: lightbox.loaded ? count : 0 }, (_, i) => photoAt(i)),
    [lightbox.loaded, count, photoAt],
  );
  const nearPhoto = useCallback((index: number) => want([(index + count - 1) % count, index, (index + 1) % count]), [want, count]);

  const from = first + 1;
  const to = first + indexes.length;
  const listLabel = view === 'slider' ? `Photo ${from} of ${count}` : `Photos ${from} to ${to} of ${count}`;

  return (
    <div className={styles.gallery} ref={topRef}>
      {/* Before the code runs the buttons wait for it (a press is replayed); without JavaScript they are hidden (CSS). */}
      <div className={`${styles.toolbar} ${hydrated ? '' : styles.needsScript}`}>
        <div role="group" aria-label="Gallery view" className={styles.views}>
          {views.map((v) => (
            <button key={v} type="button" className={styles.viewButton} aria-pressed={v === view} onClick={() => setView(v)}>
              {viewLabel(v)}
            </button>
          ))}
        </div>
        <p className={`${styles.status} ${view === 'slider' ? styles.sliderStatus : ''}`} aria-live="polite">
          {view === 'slider'
            ? `${viewLabel(view)} view, photo ${from} of ${count}`
            : `${viewLabel(view)} view, photos ${from}–${to} of ${count}`}
        </p>
      </div>

      {hydrated ? (
        <>
          <div ref={contentRef} tabIndex={-1} className={styles.content} role="group" aria-label={listLabel}>
            {!shown && (
              <p className={styles.pageLoading} role="status">
                {failed ? 'These photos could not be loaded. Check your connection, then choose the page again.' : 'Loading photos…'}
              </p>
            )}
            {shown && (view === 'grid' || view === 'masonry') && (
              <ul key={view} className={styles[view]} aria-label="Photos">
                {shown.map((image, i) => (
                  <li key={image.id} className={view === 'masonry' ? styles.masonryItem : undefined}>
                    <CaptionedThumb
                      image={image}
                      index={first + i}
                      onOpen={open}
                      sizes={gridSizes}
                      eager={i < 4}
                      imageClassName={view === 'grid' ? styles.cropped : undefined}
                    />
                  </li>
                ))}
              </ul>
            )}
            {shown && view === 'tiles' && (
              <ul className={styles.tiles} aria-label="Photos">
                {shown.map((image, i) => (
                  <li key={image.id} className={`${styles.tile} ${tileClass(i)}`}>
                    <figure className={styles.tileFigure}>
                      <Thumb
                        image={image}
                        index={first + i}
                        onOpen={open}
                        sizes={tileSizes(i)}
                        eager={i < 3}
                        className={styles.tileThumb}
                        imageClassName={styles.cropped}
                      />
                      <figcaption className={styles.tileCaption}>{image.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            )}
            {shown && view === 'carousel' && (
              <Suspense fallback={<CarouselFrame {...carouselProps} />}>
                <GalleryCarousel {...carouselProps} />
              </Suspense>
            )}
            {shown && view === 'slider' && (
              <Suspense fallback={<SliderPlaceholder />}>
                <GallerySlider
                  count={count}
                  photoAt={photoAt}
                  index={first}
                  onOpen={open}
                  onSelect={(i, focusContent) => setPage(i + 1, focusContent)}
                />
              </Suspense>
            )}
          </div>
          {/* In the slider a phone has the slider's own arrows and "n / 32": the pager would say it twice. */}
          {total > 1 && (
            <Pagination page={page} total={total} onPage={setPage} className={view === 'slider' ? styles.sliderPager : undefined} />
          )}
        </>
      ) : import.meta.env.SSR ? (
        <PageWithoutScript count={count} page={start} photos={photos} base={base} />
      ) : (
        <PrerenderedPages />
      )}

      {lightbox.loaded && (
        <Suspense
          fallback={
            <p className={styles.lightboxLoading} role="status">
              Opening photo…
            </p>
          }
        >
          <GalleryLightbox
            key={lightbox.key}
            photos={lightboxPhotos}
            open={lightbox.open}
            index={lightbox.index}
            onClose={close}
            onView={nearPhoto}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Tiles: a repeating pattern of large, wide and tall cells (12 photos fill it exactly). */
const tilePattern = ['big', 'tall', '', '', 'wide', 'wide', 'tall', '', 'big', '', 'wide', 'wide'] as const;
function tileClass(i: number): string {
  const kind = tilePattern[i % tilePattern.length];
  return kind ? styles[kind] : '';
}
function tileSizes(i: number): string {
  const kind = tilePattern[i % tilePattern.length];
  return kind === 'big' || kind === 'wide' ? '(min-width: 1024px) 34rem, (min-width: 640px) 62vw, 92vw' : gridSizes;
}

type PageControl = { to: number; className: string; disabled?: boolean; label?: string; current?: boolean; children: ReactNode };

/**
 * Previous, up to five page numbers (an ellipsis before the last when pages are skipped), Next;
 * "2 / 3" on small screens. Buttons that call `onPage`, or, without JavaScript, links made by
 * `hrefFor` (a disabled step is then plain text).
 */
function Pagination({
  page,
  total,
  onPage,
  hrefFor,
  label = 'Gallery pages',
  className,
}: {
  page: number;
  total: number;
  onPage?: (page: number) => void;
  hrefFor?: (page: number) => string;
  /** Each page of the gallery without JavaScript has its own pager: each its own name. */
  label?: string;
  className?: string;
}) {
  const control = ({ to, className, disabled, label, current, children }: PageControl) => {
    const shared = { className, 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined };
    // Links only in the prerendered pages (PagesWithoutScript): the browser's bundle leaves them out.
    if (!import.meta.env.SSR || !hrefFor) {
      return (
        <button type="button" {...shared} disabled={disabled} onClick={() => onPage?.(to)}>
          {children}
        </button>
      );
    }
    return disabled ? (
      <span className={className} data-disabled="">
        {children}
      </span>
    ) : (
      <a href={hrefFor(to)} {...shared}>
        {children}
      </a>
    );
  };
  return (
    <nav className={`${styles.pagination} ${className ?? ''}`} aria-label={label}>
      {control({
        to: page - 1,
        className: styles.pageStep,
        disabled: page === 1,
        children: (
          <>
            <SvgIcon d={CHEVRON_LEFT} size={18} />
            Previous
          </>
        ),
      })}
      <ul className={styles.pageNumbers}>
        {pageItems(page, total).map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${i}`} className={styles.ellipsis} data-testid="pagination-ellipsis">
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">More pages</span>
            </li>
          ) : (
            <li key={item}>
              {control({ to: item, className: styles.pageNumber, label: `Page ${item}`, current: item === page, children: item })}
            </li>
          ),
        )}
      </ul>
      <p className={styles.pageCompact}>
        <span className="visually-hidden">Page </span>
        <span>
          {page} / {total}
        </span>
      </p>
      {control({
        to: page + 1,
        className: styles.pageStep,
        disabled: page === total,
        children: (
          <>
            Next
            <SvgIcon d={CHEVRON_RIGHT} size={18} />
          </>
        ),
      })}
    </nav>
  );
}

/**
 * In the browser, PageWithoutScript as prerendered, until hydration ends (a moment): React keeps
 * the children of an element whose HTML it is given as they are, without comparing them, so the
 * code that made them stays out of the browser's bundle (the gallery's first visit costs less).
 */
function PrerenderedPages() {
  return <div className={styles.staticPages} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/**
 * The gallery before (and without) JavaScript: one page of the grid (12 photos), and a pager whose
 * links lead to the other pages' own addresses (/about/gallery/page/2, generated by the build:
 * src/content/listings/gallery-listings.ts). Each photo links to its large file.
 */
function PageWithoutScript({ count, page, photos, base }: { count: number; page: number; photos: GalleryImage[]; base: string }) {
  const total = pageCount(count, pageSize('grid'));
  const first = (page - 1) * pageSize('grid');
  return (
    <div className={styles.staticPages}>
      <div className={styles.staticPage} role="group" aria-label={`Photos ${first + 1} to ${first + photos.length} of ${count}`}>
        <ul className={styles.grid} aria-label="Photos">
          {photos.map((image, i) => (
            <li key={image.id}>
              <LinkedThumb image={image} sizes={gridSizes} eager={i < 4} imageClassName={styles.cropped} />
            </li>
          ))}
        </ul>
        {total > 1 && <Pagination page={page} total={total} hrefFor={(to) => galleryPagePath(base, to)} />}
      </div>
    </div>
  );
}
