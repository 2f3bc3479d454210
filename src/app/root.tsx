import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useMatches } from 'react-router';
import { hasIslands, wantsBootAtOnce } from '../islands/page-handle';
import assets from 'virtual:islands-assets';
import pageStyles from 'virtual:page-styles';
import '../styles/global.css';
import type { Route } from './+types/root';
import { siteContent } from '../content/site-content';
import { AuthorNotice } from '../layout/AuthorNotice';

/**
 * The HTML document around every route. A built page is complete HTML with one stylesheet (the
 * site's, cached), the CSS of the widgets it shows inline or linked (src/build/page-styles-plugin.ts),
 * and one small inline script (src/build/early-script.ts), which fetches one small module script
 * (src/islands/boot.ts) once the page has painted; that hydrates only the page's islands. The dev
 * server serves the same page: it hydrates islands alone too (never React Router's scripts), its
 * CSS comes from React Router's <Links />, and its own module scripts (Vite's client, which reloads
 * the page on a change and shows a mistake over it) have run before the boot script starts, which
 * waits for the page to be read (src/build/islands-plugin.ts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const widgetStyle = pageStyles(useLocation().pathname);
  const handles = useMatches().map((match) => match.handle);
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a6b" />
        <Meta />
        {/* Inline, so no script file is fetched before the first paint; allowed by its hash in the
            Content-Security-Policy (src/build/security-headers.ts). It holds presses on islands.
            Before the stylesheets: a script after them would wait for them to arrive. */}
        <script
          data-boot={assets.boot}
          data-boot-at-once={handles.some(wantsBootAtOnce) ? '' : undefined}
          dangerouslySetInnerHTML={{ __html: handles.some(hasIslands) ? assets.early.islands : assets.early.plain }}
        />
        {assets.stylesheet && <link rel="stylesheet" href={assets.stylesheet} />}
        {/* Built from the site's own CSS files; checked for "</style" (page-styles-plugin.ts). */}
        {widgetStyle && 'css' in widgetStyle && <style dangerouslySetInnerHTML={{ __html: widgetStyle.css }} />}
        {widgetStyle && 'href' in widgetStyle && <link rel="stylesheet" href={widgetStyle.href} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Links />
        {assets.devScripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown when rendering a page throws: a plain screen with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error(error);
  // While editing: a mistake in a file this page shows is the likely cause; say so first.
  const pathname = useLocation().pathname.replace(/(.)\/$/, '$1');
  const notices = import.meta.env.DEV ? siteContent.notices?.[pathname] : undefined;
  return (
    <main id="main-content" style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
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
