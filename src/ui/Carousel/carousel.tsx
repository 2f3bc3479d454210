/**
 * What every carousel on the site shares (WAI-ARIA APG carousel pattern): region and slide
 * labelling, pausing while hovered or focused, a pause/play button (WCAG 2.2.2), arrow keys,
 * and nothing moving by itself under prefers-reduced-motion. Not a widget: the carousel widgets
 * import it, so embla and this code load only on pages that show a carousel.
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import styles from './carousel.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for reduced motion. False while prerendering and hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Whether an auto-rotating carousel may move now: not while the pointer is over it, not while
 * focus is inside it (until the visitor presses Play), not after the visitor pressed Pause,
 * never under reduced motion. The carousel's root element takes `rootProps`.
 */
export function useAutoRotation() {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  return {
    rootProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    running: !reducedMotion && !paused && !hovered && !focused,
    paused,
    /** Pause, or play: pressing Play starts it even under the pointer or with focus on the button. */
    togglePaused: () => {
      if (paused) {
        setHovered(false);
        setFocused(false);
      }
      setPaused(!paused);
    },
    reducedMotion,
  };
}

/** Starts or stops an embla plugin (autoplay, autoScroll) as `running` says; a drag does not restart it. */
export function usePluginRunning(api: EmblaCarouselType | undefined, name: 'autoplay' | 'autoScroll', running: boolean): void {
  useEffect(() => {
    const plugin = api?.plugins()?.[name] as { play: () => void; stop: () => void } | undefined;
    if (!api || !plugin) return;
    const sync = () => (running ? plugin.play() : plugin.stop());
    sync();
    api.on('pointerUp', sync);
    return () => {
      api.off('pointerUp', sync);
    };
  }, [api, name, running]);
}

/**
 * The selected slide of an embla carousel, and moves that also restart the auto-play timer. A move
 * asked for before the engine has started (a press kept while the island woke, replayed as it
 * wakes: src/islands/press-replay.ts) is made as soon as it starts, not dropped.
 */
export function useEmblaSelection(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const waiting = useRef<((api: EmblaCarouselType) => void) | null>(null);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    waiting.current?.(api);
    waiting.current = null;
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);
  const moves = useMemo(() => {
    const run = (how: (embla: EmblaCarouselType) => void) => {
      const move = (embla: EmblaCarouselType) => {
        how(embla);
        // A move by the visitor restarts the auto-play count, so the next slide gets its full time.
        (embla.plugins()?.autoplay as { reset?: () => void } | undefined)?.reset?.();
      };
      if (api) move(api);
      else waiting.current = move;
    };
    return {
      prev: () => run((embla) => embla.scrollPrev()),
      next: () => run((embla) => embla.scrollNext()),
      goTo: (index: number) => run((embla) => embla.scrollTo(index)),
    };
  }, [api]);
  return { selected, ...moves };
}

/** Left and Right arrow keys move the carousel while focus is inside it (not in a text field). */
function arrowKeys(prev: () => void, next: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('input, textarea, select, [role="tablist"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      prev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
}

/**
 * Attributes of the element that holds a whole carousel: a group inside a labelled section, or
 * (role null) a labelled <section>, which is a region by itself.
 */
export function carouselProps(label: string, role: 'group' | null = null): HTMLAttributes<HTMLElement> {
  return { ...(role ? { role } : {}), 'aria-roledescription': 'carousel', 'aria-label': label };
}

/** Attributes of one slide: announced as "3 of 7". */
export function slideProps(index: number, count: number): HTMLAttributes<HTMLElement> {
  return { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${index + 1} of ${count}` };
}

const pausePath = 'M7 5h3v14H7zM14 5h3v14h-3z';
const playPath = 'M7 4.5v15L19.5 12z';

/** Stops or resumes automatic movement. Hidden under reduced motion, when nothing moves anyway. `className` replaces the default look (white on dark). */
export function PlayPauseButton({
  paused,
  onClick,
  what = 'slides',
  className,
}: {
  paused: boolean;
  onClick: () => void;
  what?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${styles.rotation} ${className ?? styles.playPause}`}
      onClick={onClick}
      aria-label={paused ? `Play ${what}` : `Pause ${what}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={paused ? playPath : pausePath} fill="currentColor" />
      </svg>
    </button>
  );
}

/**
 * embla's `duration` is a spring constant, not milliseconds. This finds the value whose move
 * (at embla's fixed 60 Hz steps) comes within 1% of its target in about `ms`, without
 * overshooting: emblaDuration(500) is 20.
 */
export function emblaDuration(ms: number): number {
  let best = 25;
  let bestError = Infinity;
  for (let duration = 10; duration <= 60; duration += 1) {
    let x = 0;
    let v = 0;
    let overshoot = 0;
    let arrived = 0;
    for (let step = 1; step <= 600; step += 1) {
      v = (v + (1 - x) / duration) * 0.68;
      x += v;
      overshoot = Math.max(overshoot, x - 1);
      if (Math.abs(1 - x) < 0.01) arrived ||= step;
      else arrived = 0;
    }
    const error = Math.abs((arrived * 1000) / 60 - ms);
    if (overshoot < 0.005 && error < bestError) [best, bestError] = [duration, error];
  }
  return best;
}

/**
 * A carousel that loops and moves on by itself every `interval` ms (embla and its autoplay plugin)
 * when useAutoRotation allows it; a move takes about `speed` ms, none under reduced motion. The root
 * element takes `rootProps` (with the arrow keys), the slides' container `live`.
 */
export function useRotatingCarousel({ interval, speed, autoSlide = true }: { interval: number; speed: number; autoSlide?: boolean }) {
  const duration = useMemo(() => emblaDuration(speed), [speed]);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration, breakpoints: { [REDUCED_MOTION]: { duration: 0 } } }, [
    Autoplay({ delay: interval, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }),
  ]);
  const selection = useEmblaSelection(api);
  const { rootProps, ...rotation } = useAutoRotation();
  const running = autoSlide && rotation.running;
  usePluginRunning(api, 'autoplay', running);
  return {
    rootProps: { ...rootProps, onKeyDown: arrowKeys(selection.prev, selection.next) },
    viewportRef,
    rotation,
    ...selection,
    // The slides: announced politely when the visitor moves them, silent while they rotate by themselves (APG).
    live: { 'aria-live': running ? 'off' : 'polite' } satisfies HTMLAttributes<HTMLElement>,
  };
}
