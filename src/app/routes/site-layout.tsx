import { SiteLayout } from '#site/prerender.ts';
import { siteContent } from '../../content/reading/site-content';
import { breadcrumbsFor, findPage } from '../../content/nav/nav';
import { pageMeta } from '../../content/nav/meta';
import { breadcrumbJsonLd, schoolJsonLd } from '../../content/nav/structured-data';
import type { MetaFunction, MetaTag } from '../document';

/** Title, description, canonical, sharing tags and JSON-LD of whichever page is shown. */
export const meta: MetaFunction = ({ location }) => {
  const page = findPage(siteContent, location.pathname);
  const tags: MetaTag[] = pageMeta(page);
  if (page?.path === '/') tags.push({ 'script:ld+json': schoolJsonLd() });
  const crumbs = breadcrumbsFor(siteContent, page);
  // Search engines get the canonical URL of the page itself, not its alternative breadcrumb path.
  if (crumbs.length)
    tags.push({ 'script:ld+json': breadcrumbJsonLd(crumbs.map((c, i) => (i === crumbs.length - 1 ? { ...c, path: page!.path } : c))) });
  return tags;
};

export default SiteLayout;
