/**
 * The backends /admin uses (the local one on `npm start`, GitHub on the live site) with the site's
 * rules around them (src/admin/decap.ts registers them):
 * - a photo that a page or a data file uses is not deleted; the office is told where it is used;
 * - a save the repository refuses is said in plain words (src/admin/save-errors.ts).
 */
import type { CmsBackendClass } from 'decap-cms-core';
import { fill } from './words.ts';
import { plainSaveError } from './save-errors.ts';
import { siteData } from './site-data.ts';
import { photoNamesOf } from '../content/reading/photo-lookup.ts';
import { listed } from '../content/nav/places.ts';
import { showRefusal } from './problem-notice.ts';

/** Where each photo is used (photo name → the places that name it, as the office knows them), from /admin/site-index.json. */
async function photoUses(): Promise<Record<string, string[]>> {
  const answer = await fetch('/admin/site-index.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!answer.ok) throw new Error(siteData.messages.checkUnavailable);
  return ((await answer.json()) as { photoUses?: Record<string, string[]> }).photoUses ?? {};
}

/** The message for a photo file that pages or data files still use, or none. */
export async function photoInUse(paths: readonly string[]): Promise<string | undefined> {
  const photos = photoNamesOf(paths);
  if (!photos.length) return undefined;
  const uses = await photoUses();
  const places = [...new Set(photos.flatMap((name) => uses[name] ?? []))];
  return places.length ? fill(siteData.messages.photoInUse, { places: listed(places) }) : undefined;
}

type Backend = { persistEntry(...args: unknown[]): Promise<unknown>; deleteFiles(paths: string[], message: string): Promise<unknown> };

export function withSiteRules(Base: CmsBackendClass): CmsBackendClass {
  const Parent = Base as unknown as new (...args: unknown[]) => Backend;
  class SiteBackend extends Parent {
    async persistEntry(...args: unknown[]) {
      try {
        return await super.persistEntry(...args);
      } catch (error) {
        throw plainSaveError(error);
      }
    }
    async deleteFiles(paths: string[], message: string) {
      const used = await photoInUse(paths);
      if (used) {
        // Said in the site's box too, where every refusal is (Decap's notice goes after a few seconds).
        showRefusal(siteData.messages.nothingDeleted, used);
        throw new Error(used);
      }
      return super.deleteFiles(paths, message);
    }
  }
  return SiteBackend as unknown as CmsBackendClass;
}
