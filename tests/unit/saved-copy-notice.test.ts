import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedCopy } from '../../src/worker/saved-copy-message';
import { showSavedCopy } from '../../src/islands/saved-copy-notice';

/** What a page shown from the service worker's saved copy says (src/islands/saved-copy-notice.ts), state by state. */

// The status's first words are set in the next frame (a live region is announced when it changes).
beforeAll(() => {
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (run(0), 0));
});
afterEach(() => vi.unstubAllGlobals());

const copy = (state: SavedCopy['state'], saved: string | null = 'Sat, 28 Nov 2026 12:00:00 GMT'): SavedCopy => ({
  type: 'saved-copy',
  state,
  saved,
});
const notice = () => document.querySelector<HTMLElement>('aside[aria-label="Saved copy"]')!;
const status = () => notice().querySelector('[role="status"]')!.textContent;
const button = () => notice().querySelector('button')!;

describe('the saved-copy notice', () => {
  it('says the copy is saved, from which day, while the network is awaited', () => {
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    showSavedCopy(copy('checking'));
    expect(document.querySelectorAll('aside.saved-copy')).toHaveLength(1);
    expect(status()).toBe('Saved copy from 28 November. Checking for a newer one…');
    expect(button().hidden).toBe(true);
    vi.useRealTimers();
  });

  it('offers the newer page once the network brought one, in the same notice', () => {
    showSavedCopy(copy('newer'));
    expect(document.querySelectorAll('aside.saved-copy')).toHaveLength(1);
    expect(status()).toBe('A newer version of this page has arrived.');
    expect(button().hidden).toBe(false);
    expect(button().textContent).toBe('Show the newer page');
  });

  it('goes from sight when the network brought the same page, and says so to a screen reader', () => {
    showSavedCopy(copy('current'));
    expect(notice().classList.contains('visually-hidden')).toBe(true);
    expect(status()).toBe('This page is up to date.');
    expect(button().hidden).toBe(true);
  });

  it('offline, says so with the date; the year when it is not this one; no date when the copy had none', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.setSystemTime(new Date('2027-01-05T10:00:00Z'));
    showSavedCopy(copy('offline'));
    expect(notice().classList.contains('visually-hidden')).toBe(false);
    expect(status()).toBe('You are offline: this is a saved copy from 28 November 2026.');
    showSavedCopy(copy('offline', null));
    expect(status()).toBe('You are offline: this is a saved copy.');
    vi.useRealTimers();
  });

  it('online but with no answer from the site, says the site cannot be reached', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    showSavedCopy(copy('offline'));
    expect(status()).toBe('The site cannot be reached: this is a saved copy from 28 November.');
    vi.useRealTimers();
  });
});
