/**
 * Build time (node): each menu section gets an overview page at /<folder> (as Docusaurus's
 * generated category index does): its heading and description come from the folder's _meta.yml,
 * and its route (OVERVIEW_ROUTE) lists the section's pages with their descriptions. Nothing is
 * written per section; a folder that has its own page at that path keeps it.
 */
import type { z } from 'zod';
import { listInWords } from '#site/index.ts';
import { frontmatterSchema } from '../schemas/schema.ts';
import type { PageSource } from '../reading/source.node.ts';
import type { SectionInfo } from '../nav/types.ts';
import { pageInfo } from '../reading/page-reading.ts';

/** The route module every overview page is rendered by (project-relative). */
export const OVERVIEW_ROUTE = 'src/app/routes/section-overview.tsx';

/** The overview's description when _meta.yml gives none: the section's pages, named. */
export function defaultOverviewDescription(section: SectionInfo, pageLabels: string[]): string {
  const names = listInWords(pageLabels);
  const text = `All the pages in the ${section.label} section${names ? `: ${names}` : ''}.`;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/**
 * A page the build makes itself (a section's overview, a page of the News list), rendered by
 * `route`, never in the menus. It has no text of its own, so search indexes its title and description only.
 */
export function generatedPage(
  route: string,
  section: SectionInfo,
  path: string,
  fields: z.input<typeof frontmatterSchema>,
  crumbLabel: string,
  overview: boolean,
): PageSource {
  const frontmatter = frontmatterSchema.parse({ hidden: true, ...fields, breadcrumb: { label: crumbLabel } });
  const info = { ...pageInfo(path, section.slug, frontmatter), ...(overview ? { overview: true as const } : {}) };
  return { file: route, info, frontmatter, tree: { type: 'root', children: [] } };
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
      const fields = {
        title: section.title,
        description: section.description ?? defaultOverviewDescription(section, labels),
        menuLabel: section.label,
      };
      return generatedPage(OVERVIEW_ROUTE, section, `/${section.slug}`, fields, section.label, true);
    });
}
