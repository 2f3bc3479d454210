/**
 * Which files under pages/ may be pages: a page's path is its address, so a name must make a
 * clean one (small letters, digits, hyphens), pages sit at most one folder deep (the folder is
 * the menu group), and no two files may claim the same address. Everything else is refused with
 * a message saying what to rename, instead of an odd address or a page listed twice in the menu.
 */
import type { Problem } from '../problems/problem.ts';
import { routePathFor, slugOf } from '../nav/route-path.ts';

/** A clean address word: small letters and digits, words joined by single hyphens. */
const CLEAN_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The page files (relative to pages/) that can be routes, and a message for each that cannot.
 * `keptAddresses`: addresses the specification fixes with capitals (e.g. /seven-success/ICT-Savviness).
 */
export function checkPageFiles(files: readonly string[], keptAddresses: ReadonlySet<string>): { accepted: string[]; problems: Problem[] } {
  const accepted: string[] = [];
  const problems: Problem[] = [];
  for (const rel of files) {
    const file = `pages/${rel}`;
    // a/b/index.mdx is the page /a/b: the index adds no depth.
    const parts = rel
      .replace(/\.mdx$/, '')
      .split('/')
      .filter((part, i, all) => !(part === 'index' && i === all.length - 1 && i > 0));
    if (parts.length > 2) {
      problems.push({
        file,
        message: `pages go at most one folder deep (pages/<group>/<page>.mdx; the folder is the menu group): move it to pages/${parts[0]}/${parts.at(-1)}.mdx, or make ${parts.slice(0, -1).join('/')} a group of its own at pages/${parts[1]}/`,
      });
      continue;
    }
    const bad = parts.find((part) => !CLEAN_NAME.test(part));
    if (bad !== undefined && !keptAddresses.has(routePathFor(rel))) {
      const what = parts.length === 2 && bad === parts[0] ? 'folder' : 'file';
      problems.push({
        file,
        message: `the ${what} name "${bad}" becomes the page's address: use small letters, digits and hyphens only, e.g. ${slugOf(bad) || 'page-name'}${what === 'file' ? '.mdx' : ''}`,
      });
      continue;
    }
    accepted.push(rel);
  }
  // fees.mdx beside fees/index.mdx: two files, one address.
  const byRoute = new Map<string, string[]>();
  for (const rel of accepted) byRoute.set(routePathFor(rel), [...(byRoute.get(routePathFor(rel)) ?? []), rel]);
  for (const [route, rels] of byRoute) {
    if (rels.length < 2) continue;
    problems.push({ file: `pages/${rels[1]}`, message: `the address ${route} is also pages/${rels[0]}: keep one of the two files` });
    accepted.splice(accepted.indexOf(rels[1]), 1);
  }
  return { accepted, problems };
}
