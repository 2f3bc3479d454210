import { useEffect, useRef, useState } from 'react';
import { site } from '../../config/site';
import { SmartLink } from '../../ui/SmartLink';
import { useHydrated } from '../../ui/useHydrated';
import { HomeSection } from '../../ui/HomeSection/HomeSection';
import { Picture } from '../../ui/Picture/Picture';
import { usePrefersReducedMotion } from '../../ui/Carousel/carousel';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './CampusVideo.module.css';

/** The embed URL with the parameters for muted autoplay and for the player to answer messages. */
function playerUrl(src: string, autoplay: boolean, muted: boolean): string {
  const url = new URL(src);
  const id = url.pathname.split('/').pop() ?? '';
  const params: Record<string, string> = { rel: '0', playsinline: '1', enablejsapi: '1', origin: window.location.origin };
  if (autoplay) Object.assign(params, { autoplay: '1', mute: muted ? '1' : '0', loop: '1', playlist: id });
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** 'saver': the browser asks to save data, so the player waits for a press (nothing loads from the video host). */
type State = 'waiting' | 'playing' | 'poster' | 'saver';

/**
 * Whether the visitor's browser asks to save data: Data Saver / Lite mode, or a 2G connection.
 * (The Save-Data request header is not visible to a static page; its script-side twin is.)
 */
function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/** The play symbol of the poster's button and link. */
function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The campus video. Prerendered (and without JavaScript) it is the poster with a plain link to
 * watch the video on its site. Once the code runs, it starts playing (muted) when its section
 * comes near the screen, so it costs nothing on first paint. If the player does not answer
 * within `timeout` (no network to the video site, blocked, offline), it shows the poster with a
 * play button instead of a broken frame; pressing play tries again. Under reduced motion it waits
 * for the visitor to press play inside the player. Props are plain data (an island can hydrate
 * them). MDX: <CampusVideo title="Campus Tour" poster="misc/video-poster" />
 */
export function CampusVideo({
  src = site.campusVideo.embedUrl,
  watchUrl = site.campusVideo.watchUrl,
  host = site.campusVideo.host,
  videoTitle = site.campusVideo.title,
  poster,
  timeout = 8000,
  title = 'Take a Tour of Our Campus',
  ...section
}: WidgetProps<typeof widgets, 'CampusVideo'>) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>('waiting');
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  // Insert the player only when the section is within about a screen of the viewport,
  // and never by itself when the browser asks to save data.
  useEffect(() => {
    const frame = frameRef.current;
    if (state !== 'waiting' || !frame) return;
    if (browserSavesData()) {
      setState('saver');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setState('playing');
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [state]);

  // A working player answers a "listening" message; an error page never does.
  useEffect(() => {
    if (state !== 'playing') return;
    const origin = new URL(src).origin;
    let answered = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === iframeRef.current?.contentWindow) answered = true;
    };
    // Sent to any origin: an error page has none, and the message carries nothing private.
    const hello = () =>
      iframeRef.current?.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: 'campus-video', channel: 'widget' }), '*');
    // Say hello as soon as the player has loaded, and every second until it answers.
    const iframe = iframeRef.current;
    iframe?.addEventListener('load', hello);
    const helloTimer = window.setInterval(() => (answered ? window.clearInterval(helloTimer) : hello()), 1000);
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => {
      if (!answered) setState('poster');
    }, timeout);
    return () => {
      iframe?.removeEventListener('load', hello);
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
      window.clearInterval(helloTimer);
    };
  }, [state, src, timeout, attempt]);

  const [playerLoaded, setPlayerLoaded] = useState(false);
  const play = () => {
    setPlayerLoaded(false);
    setAttempt((n) => n + 1);
    setState('playing');
  };

  return (
    <HomeSection title={title} {...section}>
      <div ref={frameRef} className={styles.frame}>
        {/* The poster until the player has loaded (not a black box), and in place of a player that cannot load. */}
        {!(hydrated && state === 'playing' && playerLoaded) && (
          <div className={styles.poster}>
            <Picture src={poster} alt="" sizes="(min-width: 1024px) 56rem, 100vw" className={styles.posterImage} />
            {!hydrated && (
              <SmartLink href={watchUrl} className={styles.play}>
                <PlayIcon />
                <span>
                  <span className="visually-hidden">{videoTitle}: </span>
                  Watch on {host}
                </span>
              </SmartLink>
            )}
            {hydrated && (state === 'poster' || state === 'saver') && (
              <button type="button" className={styles.play} onClick={play} aria-label={`Play video: ${videoTitle}`}>
                <PlayIcon />
                <span>Play video</span>
              </button>
            )}
            {hydrated && state === 'saver' && (
              <p className={styles.saverNote}>Your browser is saving data: the video loads only when you press play.</p>
            )}
          </div>
        )}
        {hydrated && state === 'playing' && (
          <iframe
            key={attempt}
            ref={iframeRef}
            className={`${styles.player} ${playerLoaded ? '' : styles.loading}`}
            src={playerUrl(src, attempt > 0 || !reducedMotion, attempt === 0)}
            title={videoTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setPlayerLoaded(true)}
          />
        )}
      </div>
    </HomeSection>
  );
}
