/**
 * Build time (node): each menu section gets an overview page at /<folder> (as Docusaurus's
 * generated category index does): its heading and description come from the folder's _meta.yml,
 * and its route (OVERVIEW_ROUTE) lists the section's pages with their descriptions. Nothing is
 * written per section; a folder that has its own page at that path keeps it.
 */
import type { Root } from 'mdast';
import { frontmatterSchema } from './schema.ts';
import type { PageSource } from './source.node.ts';
import type { PageInfo, SectionInfo } from './types.ts';

/** The route module every overview page is rendered by (project-relative). */
export const OVERVIEW_ROUTE = 'src/app/routes/section-overview.tsx';

/** The overview's description when _meta.yml gives none: the section's pages, named. */
export function defaultOverviewDescription(section: SectionInfo, pageLabels: string[]): string {
  const names =
    pageLabels.length > 1 ? `${pageLabels.slice(0, -1).join(', ')} and ${pageLabels[pageLabels.length - 1]}` : (pageLabels[0] ?? '');
  const text = `All the pages in the ${section.label} section${names ? `: ${names}` : ''}.`;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

export function sectionOverviews(sections: SectionInfo[], sources: PageSource[]): PageSource[] {
  const taken = new Set(sources.map((s) => s.info.path));
  return sections
    .filter((section) => !taken.has(`/${section.slug}`))
    .map((section) => {
      const labels = sources
        // Pages kept out of the search are not named in the overview's (searchable) description.
        .filter((s) => s.info.section === section.slug && !s.info.hidden && s.frontmatter.search)
        .sort((a, b) => a.info.order - b.info.order || a.info.path.localeCompare(b.info.path))
        .map((s) => s.info.label);
      const path = `/${section.slug}`;
      const frontmatter = frontmatterSchema.parse({
        title: section.title,
        description: section.description ?? defaultOverviewDescription(section, labels),
        menuLabel: section.label,
        hidden: true,
      });
      const info: PageInfo = {
        path,
        title: frontmatter.title,
        description: frontmatter.description,
        label: section.label,
        order: frontmatter.order,
        hidden: true,
        hideTitle: false,
        layout: 'page',
        section: section.slug,
        crumb: { label: section.label, path },
        sideLinks: false,
        footer: false,
        overview: true,
      };
      // The page's own text is generated from the menu, so search indexes its title and description only.
      const tree: Root = { type: 'root', children: [] };
      return { file: OVERVIEW_ROUTE, info, frontmatter, tree };
    });
}
