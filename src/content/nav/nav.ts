/** Menus, breadcrumbs, side and footer links: all derived from the site content. */
import type { NavLink, PageInfo, SiteContent } from './types';

export interface Crumb {
  label: string;
  path: string;
  /** Other pages at this level, for the crumb's drop-down. */
  siblings?: NavLink[];
}

const pageLink = (p: PageInfo): NavLink => ({ label: p.label, href: p.path, external: false });

/** The visible pages of a section, in menu order. */
export function sectionPages(content: SiteContent, slug: string): PageInfo[] {
  return content.pages.filter((p) => p.section === slug && !p.hidden).sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
}

/** One menu group per section: its pages, then its extra links (portals). */
export function menuGroups(content: SiteContent) {
  return content.sections
    .filter((s) => s.menu !== false)
    .map((s) => ({
      slug: s.slug,
      label: s.label,
      icon: s.icon,
      links: [...sectionPages(content, s.slug).map(pageLink), ...s.links],
    }));
}

export type MenuGroup = ReturnType<typeof menuGroups>[number];

export function findPage(content: SiteContent, pathname: string): PageInfo | undefined {
  const normalized = pathname !== '/' ? pathname.replace(/\/+$/, '') : pathname;
  return content.pages.find((p) => p.path === normalized);
}

/**
 * Home › Section › Page, with drop-downs of sibling links on the section crumb (whose own link,
 * where popovers are missing, is the section's overview). A section's overview is Home › Section;
 * a page with the "full" layout (the home page) has none.
 */
export function breadcrumbsFor(content: SiteContent, page: PageInfo | undefined): Crumb[] {
  if (!page?.section || page.layout !== 'page') return [];
  const crumbs: Crumb[] = [{ label: 'Home', path: '/' }];
  if (page.overview) return [...crumbs, { label: page.crumb.label, path: page.crumb.path }];
  const section = content.sections.find((s) => s.slug === page.section);
  const siblings = sectionPages(content, page.section).map(pageLink);
  // The section's overview page is at /<folder> (src/content/listings/section-overviews.ts).
  if (section) crumbs.push({ label: section.label, path: `/${section.slug}`, siblings });
  crumbs.push({ label: page.crumb.label, path: page.crumb.path });
  return crumbs;
}

/** The side list of a page: explicit links, or its section's pages. */
export function sideLinksFor(content: SiteContent, page: PageInfo): NavLink[] {
  if (Array.isArray(page.sideLinks)) return page.sideLinks;
  if (!page.sideLinks || !page.section) return [];
  return sectionPages(content, page.section).map(pageLink);
}

/** Pages marked `footer: true`, in section then menu order. */
export function footerPageLinks(content: SiteContent): NavLink[] {
  const sectionOrder = new Map(content.sections.map((s, i) => [s.slug, i]));
  return content.pages
    .filter((p) => p.footer)
    .sort((a, b) => (sectionOrder.get(a.section ?? '') ?? 99) - (sectionOrder.get(b.section ?? '') ?? 99) || a.order - b.order)
    .map(pageLink);
}
