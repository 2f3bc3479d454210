/**
 * The school's site as the engine reads it: the site's whole contract with the engine, in four modules
 * (ARCHITECTURE.md, "The declaration"). The engine imports nothing of the site but these: a lint zone
 * (eslint.config.js, `engineReadsTheSite`) refuses any other import, and src/app/site-contract.ts checks
 * each module's exports against the engine's types when `tsc` runs.
 * - this module: plain values and functions, safe in the browser and at build time;
 * - widgets.ts: the widget manifest (build time only: it reads src/widgets/ from the disk);
 *   gallery-pages.ts: the data files the Gallery widget's later pages are fetched from (build time);
 * - prerender.tsx: the layout and the pieces the page types draw, and the school's details (the prerender);
 * - mdx-components.tsx, preview-widgets.ts: how Markdown is drawn, and what the editor's preview draws.
 * Named exports, not one object: each bundle keeps only the parts it reads (one object would carry the
 * widget manifest, which reads the disk, and every component's styles into every script).
 */
export { settings, portalKeys, telHref } from '../config/settings.ts';
export { cms } from '../config/cms.ts';
export { contactsFrom, factTexts, isPhoneFact, listInWords } from '../config/school-facts.ts';
export { iconNames } from '../ui/icon-names.ts';
export { MAIN_CONTENT_ID } from '../layout/main-content.ts';
export { EMAILJS_DEFAULT_ORIGIN, resolveEmailConfig, type EmailConfig } from '../widgets/InquiryForm/email-config.ts';
export { timeZone, todayAtSchool } from '../config/time-zone.ts';
