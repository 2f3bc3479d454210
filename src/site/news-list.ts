/** What the News list page type (src/app/routes/news-list.tsx) draws of the site (see prerender.ts). */
export { DateText } from '../ui/DatedItem/DateText';
export { ExampleBadge } from '../ui/DatedItem/ExampleBadge';
