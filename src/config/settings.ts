/**
 * The site's configuration: the school's name, the site URL, portals, social links, the video.
 * The real values are not in the specification: these are neutral placeholders for the school to
 * replace. School facts (phones, address, hours, bank, figures) are not here: they live in
 * pages/_school.facts.yml, and `site` (src/config/site.ts) joins the two for the pages.
 * Build-time code imports this module, never site.ts (which reads the facts file through Vite).
 */
/** External portals. Keys are referenced from pages/ metadata (`portal: registration`). */
const portals = {
  registration: { label: 'Online Registration', url: 'https://portal.example-college.edu.ng/register' },
  studentPortal: { label: 'Online Student Portal', url: 'https://portal.example-college.edu.ng/' },
  webmail: { label: 'Webmail', url: 'https://mail.example-college.edu.ng/' },
  parentPortal: { label: 'Parent Portal', url: 'https://parents.example-college.edu.ng/' },
  schoolManagement: { label: 'School Management Login', url: 'https://sms.example-college.edu.ng/login' },
  learningPlatform: { label: 'Learning Platform Login', url: 'https://learn.example-college.edu.ng/login' },
};

export const settings = {
  name: 'Example International College',
  shortName: 'EIC',
  tagline: 'Inspiring Excellence, Building Futures',
  footerTagline: 'Providing quality education and building future leaders since 2005',
  /** Absolute origin used for canonical URLs, the sitemap and Open Graph tags. */
  url: 'https://www.example-college.edu.ng',
  /**
   * The repository's web editor: a page's file path (pages/about/gallery.mdx) is appended to
   * make its "Edit this page" link. Placeholder: the school's repository. Empty ('') hides the link.
   */
  editBaseUrl: 'https://github.com/example-school/website/edit/main/' as string,
  locale: 'en_NG',
  logo: { src: '/images/logo.svg', width: 80, height: 60 },
  /** The admissions office, as named in enquiry e-mails (EmailJS to_name). */
  admissionsOffice: 'Admissions Office',
  /** Page addresses the specification writes with capitals; every other page file is named in small letters. */
  keptAddresses: ['/seven-success/ICT-Savviness'] as string[],
  portals,
  /** External links shown in the footer's Quick Links after the internal ones. */
  footerPortals: ['registration', 'webmail', 'parentPortal', 'learningPlatform'] as const,
  social: [
    { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/' },
    { name: 'X (Twitter)', icon: 'x', url: 'https://x.com/' },
    { name: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/' },
    { name: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/' },
    { name: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/' },
  ],
  /** The campus video (home page). Loaded only when its section nears the viewport. */
  campusVideo: {
    embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    /** The same video on its site: the link shown before (or without) JavaScript. */
    watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    host: 'YouTube',
    title: 'A tour of our campus',
    poster: 'misc/video-poster',
  },
} as const;

export type PortalKey = keyof typeof settings.portals;
// Pure, of a name: a script that reads other settings keeps neither this call nor the settings.
export const portalKeys = /* @__PURE__ */ Object.keys(portals) as PortalKey[];

export { displayPhone, telHref } from './phone.ts';
