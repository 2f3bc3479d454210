/**
 * A page about to be taken down (its `takenDown` ticked) while other places still link to it: each
 * would lead to a page that is not there. Said once, naming the places as the office knows them
 * (src/content/nav/places.ts). Pure and small: the editor's "Take this page down" asks it before it
 * touches the form (src/admin/take-down.ts), and the check of a save asks it again (edited-file.ts).
 */
import { listed } from '../nav/places.ts';
import type { Problem } from '../problems/problem.ts';

/** Each page's address → the places that link to it. */
export type LinksTo = Readonly<Record<string, readonly string[]>>;

export function stillLinked(file: string, address: string, site: { linksTo?: LinksTo }): Problem[] {
  // Every page's logo, breadcrumbs and menus lead home.
  if (address === '/')
    return [{ file, field: 'takenDown', path: ['takenDown'], message: 'the home page cannot be taken down: every page links to it' }];
  const places = site.linksTo?.[address] ?? [];
  if (!places.length) return [];
  return [
    {
      file,
      field: 'takenDown',
      path: ['takenDown'],
      message: `this page cannot be taken down while ${listed(places)} link${places.length > 1 ? '' : 's'} to it`,
      hint: 'open each of them and take the link out (or point it to another page), publish that, then take this page down',
    },
  ];
}
