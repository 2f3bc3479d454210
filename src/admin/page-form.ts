/**
 * How a page's form is laid out, shared by the configuration (src/build/editor/cms-config.ts) and the page
 * format (src/admin/cms-formats.ts): the text first, the other settings folded into one group below.
 */
export const PAGE_FORMAT = 'mdx-page';
/** Frontmatter fields shown with the text (a news post's date and summary too); every other one goes into the group. */
export const PAGE_TEXT_FIELDS: readonly string[] = ['title', 'description', 'date', 'summary'];
/** The group's name in the form (never written to the file: its fields are). */
export const PAGE_SETTINGS = 'settings';
