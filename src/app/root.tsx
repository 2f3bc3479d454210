import { useEffect, type ReactNode } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import '../styles/global.css';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** The HTML document around every route. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a6b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A signal for tests, styles and the deferred bootstrap (it replays a button pressed too early,
  // scripts/deferred-hydration.mjs): the prerendered page is now interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // The search button, Ctrl/⌘ K and / open the search dialog (a small chunk; the dialog, engine
    // and index come on first use). Until the site's boot script does this, the app starts it here.
    import('../search/launcher').then((m) => m.installSearchLauncher()).catch(() => {});
    // Pages already seen keep working offline (dist/sw.js, made at build).
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      const hadController = Boolean(navigator.serviceWorker.controller);
      // The first page was loaded before the worker existed: fetch it through the worker once.
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (!hadController) fetch(location.href, { headers: { accept: 'text/html' } }).catch(() => {});
      }, { once: true });
      navigator.serviceWorker.register('/sw.js').catch(() => {});
    }
  }, []);
  return <Outlet />;
}

/** Shown when rendering a page throws: a plain screen with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main-content" style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <title>Unexpected Application Error!</title>
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again, or go back to the home page.</p>
      <p>
        <Link to="/">Back to Homepage</Link>
      </p>
    </main>
  );
}
