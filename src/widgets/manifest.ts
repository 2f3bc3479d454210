/**
 * The widget manifest: every widget pages may use, by its MDX name, gathered from the
 * `manifest.ts` beside each widget. The registry (what the build imports and hydrates), the
 * heading levels, the search's text props, the content checks and CONTENT.md's widget reference
 * are all derived from it. To add a widget: give its folder a manifest.ts and list it here
 * (tests/unit/widget-manifest.test.ts fails until both are done). Build time only.
 */
import aboutTeaserWidgets from './AboutTeaser/manifest.ts';
import actionCardsWidgets from './ActionCards/manifest.ts';
import bankDetailsWidgets from './BankDetails/manifest.ts';
import calloutWidgets from './Callout/manifest.ts';
import campusLifeWidgets from './CampusLife/manifest.ts';
import campusVideoWidgets from './CampusVideo/manifest.ts';
import closingBannerWidgets from './ClosingBanner/manifest.ts';
import columnsWidgets from './Columns/manifest.ts';
import examVenuesWidgets from './ExamVenues/manifest.ts';
import faqWidgets from './FAQ/manifest.ts';
import facilitiesWidgets from './Facilities/manifest.ts';
import factWidgets from './Fact/manifest.ts';
import featureCardsWidgets from './FeatureCards/manifest.ts';
import galleryWidgets from './Gallery/manifest.ts';
import governanceBoardWidgets from './GovernanceBoard/manifest.ts';
import heroCarouselWidgets from './HeroCarousel/manifest.ts';
import homeSectionWidgets from './HomeSection/manifest.ts';
import imageStripWidgets from './ImageStrip/manifest.ts';
import inquiryFormWidgets from './InquiryForm/manifest.ts';
import latestNewsWidgets from './LatestNews/manifest.ts';
import leaderMessageWidgets from './LeaderMessage/manifest.ts';
import leaderMessagesWidgets from './LeaderMessages/manifest.ts';
import packingListWidgets from './PackingList/manifest.ts';
import partnerStripWidgets from './PartnerStrip/manifest.ts';
import quoteWidgets from './Quote/manifest.ts';
import schoolInformationWidgets from './SchoolInformation/manifest.ts';
import searchResultsWidgets from './SearchResults/manifest.ts';
import staffListWidgets from './StaffList/manifest.ts';
import staffSubnavWidgets from './StaffSubnav/manifest.ts';
import staffTabsWidgets from './StaffTabs/manifest.ts';
import termCalendarWidgets from './TermCalendar/manifest.ts';
import testimonialsWidgets from './Testimonials/manifest.ts';
import { widgetSpec, type HydrateOn, type WakeAtLoad, type WidgetDefinition } from './manifest-kit.ts';
import type { WidgetCatalog } from '../content/widget-catalog.ts';

export const widgetManifest: Readonly<Record<string, WidgetDefinition>> = {
  ...aboutTeaserWidgets,
  ...actionCardsWidgets,
  ...bankDetailsWidgets,
  ...calloutWidgets,
  ...campusLifeWidgets,
  ...campusVideoWidgets,
  ...closingBannerWidgets,
  ...columnsWidgets,
  ...examVenuesWidgets,
  ...faqWidgets,
  ...facilitiesWidgets,
  ...factWidgets,
  ...featureCardsWidgets,
  ...galleryWidgets,
  ...governanceBoardWidgets,
  ...heroCarouselWidgets,
  ...homeSectionWidgets,
  ...imageStripWidgets,
  ...inquiryFormWidgets,
  ...latestNewsWidgets,
  ...leaderMessageWidgets,
  ...leaderMessagesWidgets,
  ...packingListWidgets,
  ...partnerStripWidgets,
  ...quoteWidgets,
  ...schoolInformationWidgets,
  ...searchResultsWidgets,
  ...staffListWidgets,
  ...staffSubnavWidgets,
  ...staffTabsWidgets,
  ...termCalendarWidgets,
  ...testimonialsWidgets,
};

const entries = Object.entries(widgetManifest);

/** What the content checks know of each widget (src/content/widget-props.ts), handed in by src/build/site-model.ts. */
export const widgetCatalog: WidgetCatalog = new Map(entries.map(([name, definition]) => [name, widgetSpec(name, definition)]));

/** Each widget's module, from the project root: the build imports what a page uses. */
export const widgetModules: Readonly<Record<string, string>> = Object.fromEntries(entries.map(([name, d]) => [name, d.module]));

/** The interactive widgets and when each hydrates; every other widget ships no code. */
export const islands: Readonly<Record<string, HydrateOn>> = Object.fromEntries(
  entries.flatMap(([name, d]) => (d.hydrate ? [[name, d.hydrate]] : [])),
);

/** Islands that wake at load when the visitor has something kept for them (see WakeAtLoad). */
export const wakeAtLoadIf: Readonly<Record<string, WakeAtLoad>> = Object.fromEntries(
  entries.flatMap(([name, d]) => (d.wakeAtLoadIf ? [[name, d.wakeAtLoadIf]] : [])),
);

export const widgetNames = entries.map(([name]) => name);

/** Widgets whose title takes the level below the nearest heading, and those whose title is an h2. */
export const headingRoles = {
  card: new Set(entries.filter(([, d]) => d.heading === 'card').map(([name]) => name)),
  section: new Set(entries.filter(([, d]) => d.heading === 'section').map(([name]) => name)),
};

/** Props whose words a reader sees: the search indexes them (src/search/extract.ts). */
export const searchTextProps: ReadonlySet<string> = new Set(
  [...widgetCatalog.values()].flatMap((spec) => Object.entries(spec.props).filter(([, p]) => p.role === 'text').map(([prop]) => prop)),
);

/** Widgets that are told which page they are on (a `pagePath` prop the build sets). */
export const pagePathWidgets: ReadonlySet<string> = new Set(
  [...widgetCatalog.values()].filter((spec) => Object.values(spec.props).some((p) => p.role === 'pagePath')).map((spec) => spec.name),
);
