/** What the browser knows about pages and sections: built from pages/ at build time. */
import type { Frontmatter, SectionMeta } from '../schemas/schema.ts';
import type { PostFrontmatter } from '../schemas/post-schema.ts';

/** A link in a menu, side list or footer. */
export interface NavLink {
  label: string;
  href: string;
  external: boolean;
}

/** One page of the site, as menus, breadcrumbs and meta tags need it: its frontmatter's fields as checked, and these. */
export interface PageInfo extends Pick<
  Frontmatter,
  'title' | 'description' | 'order' | 'hidden' | 'hideTitle' | 'layout' | 'footer' | 'image'
> {
  /** URL path, e.g. /admission/scholarship */
  path: string;
  /** Label in menus and breadcrumbs. */
  label: string;
  /** Folder slug of the section (admission, about, …), or null for top-level pages. */
  section: string | null;
  /** Breadcrumb of the current page, when it differs from label and path. */
  crumb: { label: string; path: string };
  /** Side links: the section's pages (true) or an explicit list. */
  sideLinks: boolean | NavLink[];
  /** The section's overview page (/<folder>), generated from its _meta.yml and pages. */
  overview?: true;
  /** A news post (pages/news/): its date and summary (src/content/listings/news.ts). */
  post?: PostInfo;
}

/** What a news post adds to a page (its frontmatter, src/content/schemas/post-schema.ts); its summary is the page's description. */
export interface PostInfo extends Pick<PostFrontmatter, 'date' | 'tags' | 'example'> {
  /** A photo from photos/ by name, and what it shows. */
  image?: { src: string; alt: string };
}

/** A menu group: one folder of pages/ with its _meta.yml. */
export interface SectionInfo extends Pick<SectionMeta, 'label' | 'icon' | 'order' | 'description'> {
  slug: string;
  /** Heading of the section's overview page (from _meta.yml, or the label). */
  title: string;
  /** Extra (usually external) links after the section's pages. */
  links: NavLink[];
  /** Left out of the main menu (src/content/nav/nav.ts). */
  menu?: false;
  /** How many of the term calendar's next dates its overview page shows. */
  nextDates?: number;
}

export interface SiteContent {
  pages: PageInfo[];
  sections: SectionInfo[];
  /** Old or alternative paths that redirect to a page: from → to. */
  redirects: Record<string, string>;
  /**
   * Dev server only: page path → the mistakes in data files it shows (file, line, field), while the
   * page shows their last correct reading (src/build/check/author-notices.ts). A build stops on them instead.
   */
  notices?: Record<string, string[]>;
}

/** Where an information page comes from and when it last changed ("Edit this page", "Last updated"). */
export interface PageHistoryEntry {
  /** The page's file in the repository (pages/admission/scholarship.mdx), for the edit link. */
  file: string;
  /** ISO 8601 date of the last commit touching the page or its data files, if known. */
  updated?: string;
}

/** page path → its file and last change; only information pages are listed. */
export type PageHistory = Record<string, PageHistoryEntry>;
