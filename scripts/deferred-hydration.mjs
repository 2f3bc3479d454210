// The prerendered page is complete and readable without JavaScript; the code only makes it
// interactive. On a slow phone the text, the stylesheets and the first photo should not share
// the connection or the processor with ~125 KB of code, so the app's code is fetched once the
// page has loaded and painted, or at the visitor's first tap or key press, or after a few
// seconds at the latest (a stalled photo must not keep the menus dead).
//
// React Router prerenders two things that start the code early, and both are rewritten here:
// - <link rel="modulepreload"> in <head>: taken out of the HTML and added back by the
//   bootstrap when it starts (React finds them by href when it hydrates the head);
// - the bootstrap module script: its static imports would be fetched at once, so they become
//   dynamic imports, run in the same order, when the page is ready.

const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="[a-z]+")? href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^[ \t]*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"\n]+");?[ \t]*$/gm;

/** Milliseconds after which the code starts even if the page has not finished loading. */
export const START_AT_THE_LATEST_MS = 3000;

// Until the code runs, a button does nothing (a link works without code): press the last one
// pressed once more when the page is interactive, so a tap on "Search" is not lost (the menus'
// buttons work without code: pressing one again would close it). A form with no
// action of its own (the enquiry form) would reload the page and drop what was typed: it is not
// sent, and the parent's text stays in the fields for the form's code to take over.
// src/app/root.tsx sets html[data-hydrated] once React has taken over the page.
const REPLAY_PRESSED_BUTTON = `let pressed = null;
const remember = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[type="button"]:not([popovertarget], [commandfor])') : null;
  if (button) pressed = button;
};
const hold = (event) => {
  if (event.target instanceof HTMLFormElement && !event.target.hasAttribute("action")) event.preventDefault();
};
addEventListener("click", remember, { capture: true });
addEventListener("submit", hold, { capture: true });
new MutationObserver((_, observer) => {
  if (!document.documentElement.dataset.hydrated) return;
  observer.disconnect();
  removeEventListener("click", remember, { capture: true });
  removeEventListener("submit", hold, { capture: true });
  if (pressed?.isConnected) pressed.click();
  pressed = null;
}).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
`;

/** Takes the module preloads out of one HTML document; returns the HTML and their URLs in order. */
export function takeModulePreloads(html) {
  const hrefs = [];
  const rest = html.replace(MODULE_PRELOAD, (_, href) => {
    hrefs.push(href);
    return '';
  });
  return { html: rest, hrefs };
}

/**
 * Rewrites React Router's bootstrap module (static imports of the manifest and the route
 * modules, then `window.__reactRouterRouteModules = …; import(entry)`) so that nothing is
 * fetched until the page is ready. Throws if the module does not have that shape, so a
 * React Router upgrade that changes it fails the build instead of shipping a page that never
 * becomes interactive.
 */
export function deferBootstrap(code, preloadHrefs) {
  const imports = [];
  const body = code.replace(STATIC_IMPORT, (_, name, specifier) => {
    imports.push(name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`);
    return '';
  });
  if (!imports.length || /^\s*import\s/m.test(body) || !/__reactRouterRouteModules/.test(body)) {
    throw new Error(`deferred-hydration: React Router's bootstrap module has an unexpected shape:\n${code}`);
  }
  return `const preloads = ${JSON.stringify(preloadHrefs)};
let started = false;
const start = async () => {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  ${imports.join('\n  ')}
  ${body.trim().split('\n').join('\n  ')}
};
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === "complete") afterNextPaint();
else addEventListener("load", afterNextPaint, { once: true });
for (const type of ["pointerdown", "keydown"]) addEventListener(type, start, { once: true, capture: true, passive: true });
setTimeout(start, ${START_AT_THE_LATEST_MS});
${REPLAY_PRESSED_BUTTON}`;
}
