/**
 * Build time (node): the News list, generated as the section overviews are (src/content/listings/section-overviews.ts):
 * /news shows the 10 newest posts, /news/page/2 the next 10, and so on, all rendered by one route
 * (NEWS_LIST_ROUTE) from the posts' frontmatter. Nothing is written per page of the list.
 */
import { listPageCount, NEWS_SECTION, newsListPath } from './news.ts';
import { generatedPage } from './section-overviews.ts';
import type { PageSource } from '../reading/source.node.ts';
import type { SectionInfo } from '../nav/types.ts';

/** The route module every page of the list is rendered by (project-relative). */
export const NEWS_LIST_ROUTE = 'src/app/routes/news-list.tsx';

/** The pages of the News list, when pages/news/ holds posts (its _meta.yml gives the heading and description). */
export function newsListings(sections: readonly SectionInfo[], sources: readonly PageSource[]): PageSource[] {
  const section = sections.find((s) => s.slug === NEWS_SECTION);
  if (!section) return [];
  const count = listPageCount(sources.filter((s) => s.info.post).length);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const fields = {
      title: n === 1 ? section.title : `${section.title}: page ${n}`,
      description: section.description ?? `News from the school: events, results and announcements, newest first.`,
      menuLabel: n === 1 ? 'Latest news' : `Page ${n}`,
      order: 0,
      // Never in the menus (the News section is not a menu group): a post's breadcrumb "News" is then
      // a plain link to the list, and later pages are reached from the list. Only the first is searched.
      search: n === 1,
    };
    // The first page is the section's own page (Home › News); the others sit under it.
    return generatedPage(NEWS_LIST_ROUTE, section, newsListPath(n), fields, n === 1 ? section.label : `Page ${n}`, n === 1);
  });
}
