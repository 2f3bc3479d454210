/**
 * What the prerender draws of the site (part of the declaration: src/site/index.ts): the layout every
 * page sits in and the school's details as the pages show them. The pieces a generated page type draws
 * are in a module of their own (news-list.ts, section-overview.ts): a page's inlined CSS follows its
 * imports (src/build/plugins/page-styles-plugin.ts), so a page type imports only its own. Only code that Vite builds may import this module:
 * `schoolSite` reads the facts file through Vite.
 */
export { SiteLayout } from '../layout/SiteLayout';
export { AuthorNotice } from '../layout/AuthorNotice';
export { site as schoolSite } from '../config/site';
/** What the home page's structured data (schema.org, src/content/nav/structured-data.ts) says the site is, and where. */
export const organization = { schemaOrgType: 'HighSchool', countryCode: 'NG' } as const;
