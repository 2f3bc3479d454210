/** Title, description, canonical URL and sharing tags of a page, from its frontmatter. */
import { settings as site } from '#site/index.ts';
import { FEED_PATH, feedTitle, linksFeed } from '../listings/news.ts';
import type { PageInfo } from './types.ts';

export type MetaDescriptor = Record<string, string>;

/** The pages' language as HTML names it (`en_NG` → `en-NG`), from the site's locale. */
export const pageLanguage = site.locale.replace('_', '-');

export const DEFAULT_SHARE_IMAGE = '/images/og-image.png';

export function pageTitle(page: PageInfo): string {
  return page.path === '/' ? `${site.name} | ${site.tagline}` : `${page.title} | ${site.name}`;
}

export function canonicalUrl(path: string): string {
  return new URL(path, site.url).href;
}

/** The meta tags React Router renders into <head> for a page. */
export function pageMeta(page: PageInfo | undefined): MetaDescriptor[] {
  if (!page) return [{ title: site.name }];
  const title = pageTitle(page);
  const url = canonicalUrl(page.path);
  const image = canonicalUrl(page.image ?? DEFAULT_SHARE_IMAGE);
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.path === '/' ? 'website' : 'article' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: site.locale },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...(linksFeed(page.path)
      ? [{ tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: feedTitle(site.name), href: FEED_PATH }]
      : []),
  ];
}
