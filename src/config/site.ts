/**
 * The one place for the school's identity, contacts and external URLs.
 * The real name and contacts are not in the specification: these are neutral
 * placeholders for the school to replace. Nothing else in the code hard-codes them.
 */
export const site = {
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
  address: {
    street: '1 College Road, off Sagamu–Ikorodu Road',
    locality: 'Sagamu',
    region: 'Ogun State',
    country: 'Nigeria',
    postalCode: '121101',
    postal: 'P.M.B. 2001, Sagamu, Ogun State, Nigeria',
  },
  phones: ['+234 800 000 0001', '+234 800 000 0002'],
  email: {
    info: 'info@example-college.edu.ng',
    admissions: 'admissions@example-college.edu.ng',
  },
  admissionsPhone: '+234 800 000 0003',
  /** The admissions office, as named in enquiry e-mails (EmailJS to_name). */
  admissionsOffice: 'Admissions Office',
  /** When the admissions office receives parents (contact page). */
  admissionHours: [
    { days: 'Monday to Friday', hours: '8:00 AM to 3:00 PM' },
    { days: 'Saturday', hours: '9:00 AM to 12:00 PM' },
  ],
  schoolTours: 'Campus tours are welcome on weekdays by appointment.',
  /** External portals. Keys are referenced from pages/ metadata (`portal: registration`). */
  portals: {
    registration: { label: 'Online Registration', url: 'https://portal.example-college.edu.ng/register' },
    studentPortal: { label: 'Online Student Portal', url: 'https://portal.example-college.edu.ng/' },
    webmail: { label: 'Webmail', url: 'https://mail.example-college.edu.ng/' },
    parentPortal: { label: 'Parent Portal', url: 'https://parents.example-college.edu.ng/' },
    schoolManagement: { label: 'School Management Login', url: 'https://sms.example-college.edu.ng/login' },
    learningPlatform: { label: 'Learning Platform Login', url: 'https://learn.example-college.edu.ng/login' },
  },
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
  /** The school fees account (admission policy page, BankDetails widget). Placeholder values. */
  bank: {
    accountName: 'Example International College',
    bankName: 'Example Bank Plc',
    accountNumber: '0000000000',
  },
  /** The two numbers parents call to schedule an entrance examination (examination centres page). */
  examPhones: ['+234 800 000 0004', '+234 800 000 0005'],
} as const;

export type PortalKey = keyof typeof site.portals;
export const portalKeys = Object.keys(site.portals) as PortalKey[];

/** A `tel:` link for a phone number as written for people ("+234 800 000 0004" → "tel:+2348000000004"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** A phone number as shown: non-breaking spaces, so it never wraps across lines. */
export const displayPhone = (phone: string) => phone.replace(/ /g, '\u00a0');
