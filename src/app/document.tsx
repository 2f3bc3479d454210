import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError, type StaticHandlerContext } from 'react-router';
import type { PageHandle } from '../islands/page-handle';
import { scriptJson } from '../islands/props';
import assets from 'virtual:islands-assets';
import pageStyles from 'virtual:page-styles';
import '#site/styles.ts';
import { siteContent } from '../content/reading/site-content';
import { AuthorNotice } from '#site/prerender.ts';
import { MAIN_CONTENT_ID } from '#site/index.ts';
import { pageLanguage } from '../content/nav/meta';

/** A tag of a page's <head>: `title`, `tagName` (link or meta), `script:ld+json`, or a <meta>'s attributes. */
export type MetaTag = Record<string, unknown>;
/** A route's `meta`, in its `handle`: the tags of the page at `location`. */
export type MetaFunction = (args: { location: { pathname: string } }) => MetaTag[];

/** The tags of the deepest matched route whose handle has a `meta` (none on the error screen). */
function metaOf(context: StaticHandlerContext): MetaTag[] {
  if (context.errors) return [];
  const metaIn = (handle: unknown) => (handle as { meta?: MetaFunction } | undefined)?.meta;
  const match = context.matches.findLast((m) => metaIn(m.route.handle));
  return match ? metaIn(match.route.handle)!({ location: context.location }) : [];
}

function HeadTag({ tag }: { tag: MetaTag }) {
  const { tagName, ...attributes } = tag as Record<string, string>;
  if (tagName === 'link') return <link {...attributes} />;
  if ('title' in tag && !tagName) return <title>{String(tag.title)}</title>;
  if ('script:ld+json' in tag)
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(tag['script:ld+json']) }} />;
  return <meta {...attributes} />;
}

/**
 * The HTML document around every page (src/app/server.tsx renders it around React Router's output).
 * A built page is complete HTML with one stylesheet (the site's, cached), the CSS of the widgets it
 * shows inline or linked (src/build/plugins/page-styles-plugin.ts), and one small inline script
 * (src/build/generate/early-script.ts), which fetches one small module script (src/islands/boot.ts) once the
 * page has painted; that hydrates only the page's islands. The dev server serves the same page: its
 * CSS inline as Vite makes it (`styles`: no request to wait for after a save), and its own module scripts (Vite's client, which
 * reloads the page on a change and shows a mistake over it) have run before the boot script starts,
 * which waits for the page to be read (src/build/plugins/islands-plugin.ts).
 */
export function Document({ context, styles = [], children }: { context: StaticHandlerContext; styles?: string[]; children: ReactNode }) {
  const widgetStyle = pageStyles(context.location.pathname);
  const handlesSay = (key: keyof PageHandle) =>
    context.matches.some((match) => (match.route.handle as Partial<PageHandle> | undefined)?.[key]);
  return (
    <html lang={pageLanguage}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a6b" />
        {/* The first paint waits until the top bar is parsed (Chromium lets it go when <main> is
            inserted; others ignore it). Painted while its last menu groups were still arriving, the
            right-aligned bar grew leftwards: a layout shift on a slow phone or computer. */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        {metaOf(context).map((tag, i) => (
          <HeadTag key={i} tag={tag} />
        ))}
        {/* Inline, so no script file is fetched before the first paint; allowed by its hash in the
            Content-Security-Policy (src/build/generate/security-headers.ts). It holds presses on islands.
            Before the stylesheets: a script after them would wait for them to arrive. */}
        <script
          data-boot={assets.boot}
          data-boot-at-once={handlesSay('bootAtOnce') ? '' : undefined}
          dangerouslySetInnerHTML={{ __html: handlesSay('islands') ? assets.early.islands : assets.early.plain }}
        />
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
        {/* Built from the site's own CSS files; checked for "</style" (page-styles-plugin.ts). */}
        {widgetStyle && 'css' in widgetStyle && <style dangerouslySetInnerHTML={{ __html: widgetStyle.css }} />}
        {widgetStyle && 'href' in widgetStyle && <link rel="stylesheet" href={widgetStyle.href} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {styles.map((css, i) => (
          <style key={i} dangerouslySetInnerHTML={{ __html: css }} />
        ))}
        {assets.devScripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** Shown when rendering a page throws: a plain screen with a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  // While editing: a mistake in a file this page shows is the likely cause; say so first.
  const pathname = useLocation().pathname.replace(/(.)\/$/, '$1');
  const notices = import.meta.env.DEV ? siteContent.notices?.[pathname] : undefined;
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      {notices && <AuthorNotice messages={notices} />}
      <title>Unexpected Application Error!</title>
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again, or go back to the home page.</p>
      {import.meta.env.DEV && (
        // For the teacher editing the site with npm start: what went wrong, in the page itself.
        <section aria-label="What went wrong (shown only while editing)">
          <h2>While editing: what went wrong</h2>
          <pre style={{ whiteSpace: 'pre-wrap' }}>
            {error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error)}
          </pre>
        </section>
      )}
      <p>
        <a href="/">Back to Homepage</a>
      </p>
    </main>
  );
}
