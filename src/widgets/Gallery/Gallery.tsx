import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { GalleryImage } from './gallery.data.ts';
import { SvgIcon } from '../../ui/SvgIcon';
import { CHEVRON_LEFT, CHEVRON_RIGHT } from '../../ui/icon-paths';
import { useHydrated } from '../../ui/useHydrated';
import { prefersReducedMotion } from './motion';
import { pageAnchor, pageCount, pageItems, pageSize, pageSlice, viewLabel, views, type GalleryState, type View } from './paging';
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

/**
 * The school gallery: photos from a data file in five views (Grid, Masonry, Tiles, Carousel,
 * Slider), paged 12 at a time (1 in Slider), with a full-screen lightbox. The view and page live
 * in the URL (`?view=masonry&page=2`). Prerendered, and without JavaScript, it is the grid with
 * every page in the HTML (see PagesWithoutScript): every photo can be reached through links.
 * Props are plain data (an island can hydrate them as they were prerendered). MDX:
 *
 *   import photos from './_gallery.gallery.yml'
 *   <Gallery data={photos} />
 */
export function Gallery({ data }: { data: GalleryImage[] }) {
  const images = data;
  const hydrated = useHydrated();
  // The defaults until hydrated (the page is prerendered without a query string), then the URL's.
  const { view, page } = useGalleryLocation(images.length);
  const size = pageSize(view);
  const total = pageCount(images.length, size);
  const first = (page - 1) * size;
  const shown = pageSlice(images, page, size);

  const topRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** Set by a visitor's change of view or page: scroll to the gallery's top (and maybe move focus) once it shows. */
  const pending = useRef<null | { focusContent: boolean }>(null);

  const go = (next: GalleryState, focusContent: boolean) => {
    if (next.view === view && next.page === page) return;
    pending.current = { focusContent };
    pushGalleryState(next);
  };
  const setView = (next: View) => go({ view: next, page: 1 }, false);
  const setPage = (next: number, focusContent = true) => go({ view, page: Math.min(Math.max(1, next), total) }, focusContent);

  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    pending.current = null;
    if (request.focusContent) contentRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
  }, [view, page]);

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
  const carouselProps = { images: shown, first, onOpen: open, label: `School photos, page ${page} of ${total}` };

  const from = first + 1;
  const to = first + shown.length;
  const listLabel = view === 'slider' ? `Photo ${from} of ${images.length}` : `Photos ${from} to ${to} of ${images.length}`;

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
            ? `${viewLabel(view)} view, photo ${from} of ${images.length}`
            : `${viewLabel(view)} view, photos ${from}–${to} of ${images.length}`}
        </p>
      </div>

      {hydrated ? (
        <>
          <div ref={contentRef} tabIndex={-1} className={styles.content} role="group" aria-label={listLabel}>
            {(view === 'grid' || view === 'masonry') && (
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
            {view === 'tiles' && (
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
            {view === 'carousel' && (
              <Suspense fallback={<CarouselFrame {...carouselProps} />}>
                <GalleryCarousel {...carouselProps} />
              </Suspense>
            )}
            {view === 'slider' && (
              <Suspense fallback={<SliderPlaceholder />}>
                <GallerySlider images={images} index={first} onOpen={open} onSelect={(i, focusContent) => setPage(i + 1, focusContent)} />
              </Suspense>
            )}
          </div>
          {/* In the slider a phone has the slider's own arrows and "n / 32": the pager would say it twice. */}
          {total > 1 && (
            <Pagination page={page} total={total} onPage={setPage} className={view === 'slider' ? styles.sliderPager : undefined} />
          )}
        </>
      ) : import.meta.env.SSR ? (
        <PagesWithoutScript images={images} />
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
          <GalleryLightbox key={lightbox.key} images={images} open={lightbox.open} index={lightbox.index} onClose={close} />
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
 * In the browser, PagesWithoutScript as prerendered, until hydration ends (a moment): React keeps
 * the children of an element whose HTML it is given as they are, without comparing them, so the
 * code that made them stays out of the browser's bundle (the gallery's first visit costs less).
 */
function PrerenderedPages() {
  return <div className={styles.staticPages} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/**
 * The gallery before (and without) JavaScript: the grid, 12 photos a page, every page in the
 * HTML as an in-page anchor (#gallery-page-2). CSS shows the first page, or the one a pager link
 * targets (:target); a browser without :has() shows them all. Each photo links to its large file.
 */
function PagesWithoutScript({ images }: { images: GalleryImage[] }) {
  const size = pageSize('grid');
  const total = pageCount(images.length, size);
  return (
    <div className={styles.staticPages}>
      {Array.from({ length: total }, (_, index) => {
        const page = index + 1;
        const first = index * size;
        const shown = pageSlice(images, page, size);
        return (
          <div
            key={page}
            id={pageAnchor(page)}
            className={styles.staticPage}
            role="group"
            aria-label={`Photos ${first + 1} to ${first + shown.length} of ${images.length}`}
          >
            <ul className={styles.grid} aria-label="Photos">
              {shown.map((image, i) => (
                <li key={image.id}>
                  <LinkedThumb image={image} sizes={gridSizes} eager={page === 1 && i < 4} imageClassName={styles.cropped} />
                </li>
              ))}
            </ul>
            {total > 1 && (
              <Pagination
                page={page}
                total={total}
                hrefFor={(to) => `#${pageAnchor(to)}`}
                label={`Gallery pages, from page ${page} of ${total}`}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
