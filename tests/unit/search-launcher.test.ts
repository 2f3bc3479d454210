import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installSearchLauncher } from '../../src/search/ui/launcher';
import { isSearchShortcut, shortcutHint } from '../../src/search/ui/shortcuts';
import { serveSearchFiles } from './support/search-files';

const key = (init: Partial<KeyboardEvent> & { key: string }) => ({
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target: document.body,
  ...init,
});

describe('isSearchShortcut', () => {
  it('takes Ctrl+K, ⌘K and /', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
  });
  it('leaves other keys, Ctrl+Shift+K, Alt combinations and handled events alone', () => {
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', defaultPrevented: true }))).toBe(false);
  });
  it('lets / be typed into text fields, but not into buttons and checkboxes', () => {
    const text = document.createElement('input');
    const area = document.createElement('textarea');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isSearchShortcut(key({ key: '/', target: text }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', target: area }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', target: checkbox }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, target: text }))).toBe(true);
  });
});

describe('installSearchLauncher', () => {
  let link: HTMLAnchorElement;
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog[aria-label="Search the website"]');
  const click = (target: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(event);
    return event;
  };

  beforeAll(() => {
    serveSearchFiles();
    document.body.innerHTML = `<header><a href="/search" data-search-launcher=""><svg></svg><span>Search</span><kbd data-shortcut-hint="">Ctrl K</kbd></a></header><main><input id="field"></main>`;
    link = document.querySelector('a')!;
    installSearchLauncher();
    installSearchLauncher(); // a second call adds nothing
  }, 120_000); // making the index's files takes a few seconds on a busy machine

  it('marks the link as opening a dialog with shortcuts, and names the visitor’s keys', () => {
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    expect(link.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /');
    expect(link.querySelector('kbd')!.textContent).toBe(shortcutHint(navigator.userAgent));
  });

  it('a modified click is left to the browser (the search page in a new tab)', () => {
    expect(click(link.querySelector('span')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(dialog()?.open ?? false).toBe(false);
  });

  it(
    'a click opens the dialog as soon as its frame arrives, its code takes over the same input, and closing gives focus back',
    { timeout: 180_000 },
    async () => {
      expect(click(link.querySelector('svg')!).defaultPrevented).toBe(true);
      await vi.waitFor(() => expect(dialog()?.open).toBe(true), { timeout: 60_000 });
      const input = dialog()!.querySelector('input')!;
      expect(document.activeElement).toBe(input);
      // Typed as a visitor types (an input event): the dialog's code may already have taken over the input by now,
      // or may take it over later and read what it holds; either way the same words are searched.
      input.value = 'scholar';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.waitFor(() => expect(input.getAttribute('role')).toBe('combobox'), { timeout: 60_000 });
      // "scholar" is a word of the site: searched as itself, it finds the scholarship page's section on scholars.
      await vi.waitFor(
        () => expect(dialog()!.querySelector('[role="option"]')?.getAttribute('href')).toMatch(/^\/admission\/scholarship(#|$)/),
        { timeout: 60_000 },
      );
      expect(input.value).toBe('scholar');
      dialog()!.close();
      expect(document.activeElement).toBe(link);
      expect(document.body.classList.contains('scroll-locked')).toBe(false);
    },
  );

  it('Ctrl+K opens it with an empty field; / typed in a text field does not', async () => {
    const field = document.getElementById('field')!;
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    field.dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(false);
    expect(dialog()!.open).toBe(false);

    const ctrlK = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(ctrlK);
    expect(ctrlK.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(dialog()!.open).toBe(true), { timeout: 60_000 });
    expect(dialog()!.querySelector('input')!.value).toBe('');
    dialog()!.close();
    expect(document.activeElement).toBe(link);
  });
});

describe('what opening the search can load', () => {
  /** Packages reached from a module through its imports, static and dynamic, type-only ones left out. */
  function packagesReachedFrom(entry: string): Set<string> {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = fs.readFileSync(file, 'utf8');
      const specifiers = [
        ...[...code.matchAll(/^import\s+(?!type\b)(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]),
        ...[...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]),
      ];
      for (const written of specifiers) {
        // The site's declaration, by its alias (package.json's imports): a module of this project, not a package.
        const specifier = written.startsWith('#site/')
          ? path.relative(path.dirname(file), path.resolve('src/site', written.slice(6)))
          : written;
        if (!specifier.startsWith('.')) packages.add(specifier);
        else if (/\.tsx?$|^[^.]*$|\/[^./]+$/.test(specifier)) {
          const base = path.resolve(path.dirname(file), specifier);
          visit([base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile())!);
        }
      }
    };
    visit(path.resolve(entry));
    return packages;
  }

  it('the launcher, the dialog, the engine and the index use no framework and no library, nor import the index', () => {
    // The engine reads the Fuse index the build wrote without Fuse itself (src/search/engine/engine.ts); the index's
    // parts are fetched as files (src/search/ui/load.ts), so no script's name follows the site's text.
    expect([...packagesReachedFrom('src/search/ui/launcher.ts')].sort()).toEqual([]);
  });
});
