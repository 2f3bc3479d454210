/**
 * The schemas of everything an editor writes in pages/: a page's frontmatter and
 * a folder's _meta.yml. Build-time only (zod never ships to the browser).
 */
import { z } from 'zod';
import { iconNames, portalKeys } from '#site/index.ts';

/** A path inside this site: starts with one slash, e.g. /admission/scholarship */
const internalPath = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'must be a path inside this site that starts with "/", e.g. /admission/scholarship');

/** A link written in metadata: either a page of this site or an external portal / URL. */
const linkSchema = z
  .strictObject({
    /** Text shown for the link. */
    label: z.string().min(1),
    /** A path inside the site (/about/contact-us) or a full https:// URL. */
    href: z
      .string()
      .regex(/^(\/|https?:\/\/)/, 'must start with "/" or "https://"')
      .optional(),
    /** Key of an external portal in src/config/settings.ts (opens in a new tab). */
    portal: z.enum(portalKeys as [string, ...string[]]).optional(),
  })
  .refine((l) => Boolean(l.href) !== Boolean(l.portal), { message: 'give exactly one of "href" or "portal"' });

/**
 * Frontmatter of a page (the block between --- lines at the top of an .mdx file). Each field's
 * description is also its hint in the web editor (src/build/editor/cms-config.ts).
 */
export const frontmatterSchema = z.strictObject({
  title: z.string().min(1).describe('Page heading (h1) and browser title.'),
  description: z
    .string()
    .min(20, 'should be a sentence of at least 20 characters')
    .max(300)
    .describe('One or two sentences: the meta description and the search snippet.'),
  menuLabel: z.string().min(1).optional().describe('Shorter text for menus and breadcrumbs; defaults to the title.'),
  order: z.number().int().default(100).describe("Position in its section's menu: lower comes first; ties sort by path."),
  hidden: z.boolean().default(false).describe('Keep the page out of menus, side links and breadcrumb drop-downs (it still exists).'),
  hideTitle: z.boolean().default(false).describe("The page draws its own h1 (the home page's hero does)."),
  layout: z
    .enum(['page', 'full'])
    .default('page')
    .describe('"page": readable column with breadcrumbs; "full": widgets use the whole width (home page).'),
  breadcrumb: z
    .strictObject({ label: z.string().min(1).optional(), path: internalPath.optional() })
    .optional()
    .describe('Override the last breadcrumb; a path that differs from the route becomes a redirect to this page.'),
  sideLinks: z
    .union([z.boolean(), z.array(linkSchema).min(1)])
    .default(false)
    .describe("true: show the section's pages beside the content; or a list of links to show instead."),
  keywords: z.array(z.string().min(1)).default([]).describe('Words parents might search for that the page does not say itself.'),
  search: z.boolean().default(true).describe('false keeps the page out of the site search.'),
  footer: z.boolean().default(false).describe("List the page in the footer's Quick Links."),
  image: internalPath.optional().describe('Social-sharing image (path under public/); defaults to the site image.'),
  // How a page leaves the site through review (the editor's "Take this page down", src/admin/take-down.ts):
  // the file stays, so the page comes back by unticking it; no link may lead to it meanwhile.
  takenDown: z.boolean().default(false).describe('true: the page is not built (not on the site, in no menu or search); the file is kept.'),
});
export type Frontmatter = z.output<typeof frontmatterSchema>;

/** A folder's _meta.yml: the menu group for the pages inside it. */
export const sectionMetaSchema = z.strictObject({
  /** Group name in the menu and breadcrumb, e.g. "Pastoral Care". */
  label: z.string().min(1),
  /** Icon shown beside the group name. */
  icon: z.enum(iconNames),
  /** Position of the group in the menu. */
  order: z.number().int(),
  /** Heading of the section's overview page (/<folder>), which lists its pages; defaults to the label. */
  title: z.string().min(1).optional(),
  /** One or two sentences under that heading, and its meta description and search snippet. */
  description: z.string().min(20, 'should be a sentence of at least 20 characters').max(300).optional(),
  /** Extra links after the pages, e.g. the registration portal. */
  links: z.array(linkSchema).default([]),
  /** false keeps the group out of the main menu (its pages keep their breadcrumbs): the news, reached from the home page. */
  menu: z.boolean().default(true),
  /** How many of the term calendar's next dates the overview page shows (none by default). */
  nextDates: z.number().int().min(0).max(6).default(0),
});
export type SectionMeta = z.output<typeof sectionMetaSchema>;

/** Turns zod's issues into lines an editor can act on: file, field, what is wrong. */
export function describeIssues(file: string, where: string, error: z.ZodError, allowedKeys?: readonly string[]): string {
  const lines = error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.map((k) => `"${[...issue.path, k].join('.')}"`).join(', ');
      const allowed = issue.path.length === 0 && allowedKeys ? `; allowed fields are: ${allowedKeys.join(', ')}` : '';
      return `  - unknown field ${keys}${allowed}`;
    }
    const field = issue.path.length ? issue.path.join('.') : '(whole file)';
    return `  - field "${field}": ${issue.message}`;
  });
  return `${file}: invalid ${where}\n${lines.join('\n')}`;
}
