/**
 * The build's content check, in the browser (/admin/site-check.js, loaded by src/admin/cms-checks.ts
 * when a form is first opened): the same modules as `npm run check` and the build (the data schemas,
 * a page's settings, MDX, widgets and their props, school facts, links, photos, the MDX compiler),
 * against the site as /admin/site-index.json describes it. No server takes part, on the live site as
 * on `npm start`: the editor refuses exactly what the build refuses, in the same words.
 */
import './zod-without-eval.ts';
import { checkEditedFile, type EditedFile } from '../content/reading/edited-file.ts';
import { setPhotoLookup } from '../content/reading/photo-lookup.ts';
import type { Problem } from '../content/problems/problem.ts';
import { siteIndexFrom, type SiteIndexData } from '../content/nav/site-index.ts';
import { mdxCompileOptionsFor } from '../mdx/compile-options.ts';
import { headingRoles, pagePathWidgets, widgetCatalog } from './site-check-parts.ts';
// The page drawn for the editor's preview, with the same parts (src/admin/page-drawing.tsx).
import './page-drawing.tsx';

/** What this script gives the editor (window.SITE_CHECK). */
export interface SiteCheck {
  /** Every mistake the build would report in the file, as data (src/content/problems/problem.ts). */
  check(edited: EditedFile): Promise<Problem[]>;
}

/** The site as it stands (the dev server makes it anew when a file changes; the build wrote it once). */
async function siteIndexData(): Promise<SiteIndexData> {
  const answer = await fetch('/admin/site-index.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`/admin/site-index.json: ${answer.status}`);
  return (await answer.json()) as SiteIndexData;
}

/** The project's folder as the compiler is told it (only the paths below it matter). */
const ROOT = '/site';

const siteCheck: SiteCheck = {
  async check(edited) {
    const site = siteIndexFrom(await siteIndexData());
    setPhotoLookup(site.files);
    const compileOptions = mdxCompileOptionsFor({ headingRoles, pagePathWidgets, factsOf: () => site.facts ?? {} });
    return checkEditedFile(edited, site, widgetCatalog, { root: ROOT, compileOptions });
  },
};

(window as unknown as { SITE_CHECK: SiteCheck }).SITE_CHECK = siteCheck;
