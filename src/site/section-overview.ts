/** What a section's overview page type (src/app/routes/section-overview.tsx) draws of the site (see prerender.ts). */
export { MenuLinks } from '../layout/MenuLinks';
export { NextDatesList } from '../ui/DatedItem/NextDatesList';
export { LinkCard, LinkCards } from '../ui/LinkCards/LinkCards';
