/**
 * The site's declaration (src/site/, ARCHITECTURE.md) as the engine expects it: `tsc` fails when a module
 * there lacks a part or gives one of another type. Types only: nothing here reaches a bundle.
 */
import type * as Values from '#site/index.ts';
import type * as Widgets from '#site/widgets.ts';
import type * as Search from '#site/search.ts';
import type { catalogFrom } from '../content/schemas/manifest-catalog.ts';

interface Portal {
  label: string;
  url: string;
}

/** src/site/index.ts: what any part of the engine may read. */
interface SiteValues {
  settings: {
    name: string;
    shortName: string;
    url: string;
    locale: string;
    editBaseUrl: string;
    admissionsOffice: string;
    keptAddresses: readonly string[];
    logo: { src: string; width: number; height: number };
    portals: Readonly<Record<string, Portal>>;
  };
  portalKeys: readonly string[];
  telHref: (phone: string) => string;
  cms: { repo: string; branch: string };
  iconNames: readonly [string, ...string[]];
  MAIN_CONTENT_ID: string;
  listInWords: (items: readonly string[]) => string;
  timeZone: string;
  todayAtSchool: (now?: Date) => string;
}

/** src/site/widgets.ts: the catalog the engine's own `catalogFrom` makes of the widgets' manifests. */
type SiteWidgets = ReturnType<typeof catalogFrom>;

/** src/site/search.ts. */
interface SiteSearchParts {
  searchTopics: readonly string[];
  /** The search box's placeholder. */
  searchPlaceholder: string;
  /** Who answers an enquiry ("… and the admissions office will answer"), when the search finds nothing. */
  enquiryAnswerer: string;
  todayAtSchool: (now?: Date) => string;
}

type Declares<Contract, Module extends Contract> = Module;
export type SiteDeclarationChecked = [
  Declares<SiteValues, typeof Values>,
  Declares<SiteWidgets, typeof Widgets>,
  Declares<SiteSearchParts, typeof Search>,
];
