/**
 * The widgets MDX pages may use without importing them: name → module (from the project root),
 * and, for the interactive ones, when their island hydrates in the browser.
 * The build adds the import of each widget a page uses, so editors never write imports.
 * To add a widget: export it by this name from its module, list it here. A widget that needs
 * JavaScript in the browser is listed in `islands` too; every other widget ships no code at all.
 */
import { DRAFT_KEY } from './InquiryForm/draft-key.ts';

export const widgetModules: Record<string, string> = {
  Quote: 'src/widgets/Quote/Quote.tsx',
  FeatureCards: 'src/widgets/FeatureCards/FeatureCards.tsx',
  Card: 'src/widgets/FeatureCards/FeatureCards.tsx',
  ClosingBanner: 'src/widgets/ClosingBanner/ClosingBanner.tsx',
  Callout: 'src/widgets/Callout/Callout.tsx',
  // One school fact in a page's text, from pages/_school.facts.yml (<Fact name="formFee" />).
  Fact: 'src/widgets/Fact/Fact.tsx',
  ImageStrip: 'src/widgets/ImageStrip/ImageStrip.tsx',
  Photo: 'src/widgets/ImageStrip/ImageStrip.tsx',
  // Life skills, about and staff pages (content-b).
  GovernanceBoard: 'src/widgets/GovernanceBoard/GovernanceBoard.tsx',
  LeaderMessage: 'src/widgets/LeaderMessage/LeaderMessage.tsx',
  StaffList: 'src/widgets/StaffList/StaffList.tsx',
  StaffTabs: 'src/widgets/StaffTabs/StaffTabs.tsx',
  StaffToggle: 'src/widgets/StaffTabs/StaffTabs.tsx',
  StaffSubnav: 'src/widgets/StaffSubnav/StaffSubnav.tsx',
  ActionCards: 'src/widgets/ActionCards/ActionCards.tsx',
  ActionCard: 'src/widgets/ActionCards/ActionCards.tsx',
  PackingList: 'src/widgets/PackingList/PackingList.tsx',
  ProhibitedItems: 'src/widgets/PackingList/PackingList.tsx',
  FAQ: 'src/widgets/FAQ/FAQ.tsx',
  Question: 'src/widgets/FAQ/FAQ.tsx',
  ExamVenues: 'src/widgets/ExamVenues/ExamVenues.tsx',
  ExamPhones: 'src/widgets/ExamVenues/ExamVenues.tsx',
  BankDetails: 'src/widgets/BankDetails/BankDetails.tsx',
  // Home page sections (the carousels bring embla, so only the home page uses them).
  HeroCarousel: 'src/widgets/HeroCarousel/HeroCarousel.tsx',
  HomeSection: 'src/widgets/HomeSection/HomeSection.tsx',
  CampusLife: 'src/widgets/CampusLife/CampusLife.tsx',
  CampusPhoto: 'src/widgets/CampusLife/CampusLife.tsx',
  AboutTeaser: 'src/widgets/AboutTeaser/AboutTeaser.tsx',
  CampusVideo: 'src/widgets/CampusVideo/CampusVideo.tsx',
  Facilities: 'src/widgets/Facilities/Facilities.tsx',
  Facility: 'src/widgets/Facilities/Facilities.tsx',
  LeaderMessages: 'src/widgets/LeaderMessages/LeaderMessages.tsx',
  Leader: 'src/widgets/LeaderMessages/LeaderMessages.tsx',
  PartnerStrip: 'src/widgets/PartnerStrip/PartnerStrip.tsx',
  Testimonials: 'src/widgets/Testimonials/Testimonials.tsx',
  // Gallery (/about/gallery).
  Gallery: 'src/widgets/Gallery/Gallery.tsx',
  Columns: 'src/widgets/Columns/Columns.tsx',
  SchoolInformation: 'src/widgets/SchoolInformation/SchoolInformation.tsx',
  InquiryForm: 'src/widgets/InquiryForm/InquiryForm.tsx',
  SearchResults: 'src/widgets/SearchResults/SearchResults.tsx',
};

/**
 * When an island's code loads: 'load' at once (it moves as soon as it is seen: the hero),
 * 'visible' when it is scrolled near, 'idle' when the browser has nothing else to do,
 * 'interaction' at the visitor's first press, tap or focus inside it (its HTML works until then).
 * Its props must be plain data (JSON): they travel to the browser in the page.
 */
export type HydrateOn = 'load' | 'visible' | 'idle' | 'interaction';

/**
 * An island that waits for the visitor wakes at load instead when the visitor has something kept
 * for it in the browser (`stored`: a localStorage key) or the address asks something of it (`query`).
 */
export interface WakeAtLoad {
  stored?: string;
  query?: string;
}

export const wakeAtLoadIf: Record<string, WakeAtLoad> = {
  // A saved draft is shown at once, and ?type= preselects the inquiry type.
  InquiryForm: { stored: DRAFT_KEY, query: 'type' },
};

export const islands: Record<string, HydrateOn> = {
  HeroCarousel: 'load',
  CampusVideo: 'visible',
  PartnerStrip: 'visible',
  Testimonials: 'visible',
  Gallery: 'load',
  StaffTabs: 'visible',
  StaffToggle: 'visible',
  // A parent can read and fill in the form as plain HTML; its code comes with the first tap or focus.
  InquiryForm: 'interaction',
  SearchResults: 'load',
};

export const widgetNames = Object.keys(widgetModules);
