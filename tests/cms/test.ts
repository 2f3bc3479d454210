import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's `test` for the web editor's suite, whose site pages have no `beforeunload` listener.
 *
 * The only one they have is Vite's client's (it notes that the page is going). A tab open on the dev
 * server is reloaded by that client whenever a test puts a file back; when Chromium was told to close
 * the test's context, or to navigate the tab, while such a reload was committing, it waited for the
 * page's answer to `beforeunload` and never went on: the test failed at teardown after passing (CI on
 * 8812d0e; here 1 run in 3 of the page-added test, 4 in 5 with a navigation at teardown; Chromium's
 * protocol log showed the close, or the navigation, never answered). A page without the listener is
 * closed without asking it. /admin keeps Decap's listener (the warning about unsaved changes).
 */
export const test = base.extend({
  context: async ({ context }, run) => {
    await context.addInitScript(() => {
      if (location.pathname.startsWith('/admin')) return;
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        if (args[0] !== 'beforeunload') add.apply(this, args);
      };
    });
    await run(context);
  },
});
