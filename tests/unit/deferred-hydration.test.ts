import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { deferBootstrap, START_AT_THE_LATEST_MS, takeModulePreloads } from '../../scripts/deferred-hydration.mjs';

// The shape React Router 7 prerenders (from dist/admission/scholarship/index.html).
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/site-layout-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1};

import("/assets/entry.client-1.js");`;

const HEAD = '<link rel="manifest" href="/manifest.webmanifest"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/framework-1.js"/><script type="application/ld+json">{}</script>';

/** Runs the rewritten bootstrap in a page whose loading, painting, clock and imports the test drives. */
function runBootstrap(readyState: 'loading' | 'complete') {
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  const head: string[] = [];
  const imported: string[] = [];
  const window: Record<string, unknown> = {};
  const page = {
    document: {
      readyState,
      head: { append: (link: { rel: string; href: string }) => head.push(`${link.rel} ${link.href}`) },
      createElement: () => ({ rel: '', href: '' }),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: () => {},
    // The replay of an early button press is checked in the browser (tests/e2e/deferred-start.spec.ts).
    MutationObserver: class {
      observe() {}
    },
    Element: class {},
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, at: number) => timers.push({ at, run }),
    window,
    load: async (specifier: string) => {
      imported.push(specifier);
      return { specifier };
    },
  };
  const code = deferBootstrap(BOOTSTRAP, ['/assets/manifest-1.js', '/assets/framework-1.js']).replaceAll('import(', 'load(');
  new Function(...Object.keys(page), code)(...Object.values(page));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    head,
    imported,
    window,
    fire: async (type: string) => {
      listeners.get(type)?.();
      await settle();
    },
    paint: async () => {
      frames.splice(0).forEach((run) => run());
      timers.filter((t) => t.at === 0).forEach((t) => t.run());
      await settle();
    },
    wait: async (ms: number) => {
      timers.filter((t) => t.at === ms).forEach((t) => t.run());
      await settle();
    },
  };
}

describe('deferred hydration', () => {
  it('takes the module preloads out of the head and keeps their order', () => {
    const { html, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(['/assets/manifest-1.js', '/assets/framework-1.js']);
    expect(html).toBe('<link rel="manifest" href="/manifest.webmanifest"/><script type="application/ld+json">{}</script>');
  });

  it('fetches no code until the page has loaded and painted, then preloads and imports in order', async () => {
    const page = runBootstrap('loading');
    await page.paint();
    expect(page.imported).toEqual([]);
    expect(page.head).toEqual([]);

    await page.fire('load');
    expect(page.imported).toEqual([]);
    await page.paint();
    expect(page.head).toEqual(['modulepreload /assets/manifest-1.js', 'modulepreload /assets/framework-1.js']);
    expect(page.imported).toEqual(['/assets/manifest-1.js', '/assets/root-1.js', '/assets/site-layout-1.js', '/assets/entry.client-1.js']);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-1.js' },
      'routes/site-layout': { specifier: '/assets/site-layout-1.js' },
    });
  });

  it('starts at once when the visitor taps or presses a key before the page has loaded, and only once', async () => {
    const page = runBootstrap('loading');
    await page.fire('pointerdown');
    expect(page.imported).toContain('/assets/entry.client-1.js');
    await page.fire('keydown');
    await page.fire('load');
    await page.paint();
    await page.wait(START_AT_THE_LATEST_MS);
    expect(page.imported.filter((s) => s.includes('entry.client'))).toHaveLength(1);
    expect(page.head).toHaveLength(2);
  });

  it('starts after a few seconds even if the page never finishes loading', async () => {
    const page = runBootstrap('loading');
    await page.wait(START_AT_THE_LATEST_MS);
    expect(page.imported).toContain('/assets/entry.client-1.js');
  });

  it('starts after the next paint when the page had already loaded', async () => {
    const page = runBootstrap('complete');
    expect(page.imported).toEqual([]);
    await page.paint();
    expect(page.imported).toContain('/assets/entry.client-1.js');
  });

  it('fails the build when React Router changes the bootstrap it prerenders', () => {
    expect(() => deferBootstrap('import("/assets/entry.client-1.js");', [])).toThrow(/unexpected shape/);
  });
});
