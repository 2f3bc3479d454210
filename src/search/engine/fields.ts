/**
 * What is searched and how much each part counts. Shared by the index builder and the search,
 * so the serialised index and the browser's Fuse agree on keys and field-length norms.
 */
export const FIELDS = {
  /** Page title and menu label. */
  title: 't',
  /** Frontmatter `keywords`: words parents use that the page may not say. */
  keywords: 'k',
  /** The heading of a section. */
  heading: 'h',
  /** Frontmatter description (intro record only). */
  description: 'd',
  /** Section text, clipped to BODY_MAX characters. */
  body: 'b',
  /** Menu group label (Admission, Facilities, …; intro record only). */
  section: 's',
  /** Words of the text beyond BODY_MAX and of data files (names, lists), each once. */
  extra: 'x',
} as const;

/** A field's key in the index ('t', 'k', …). */
export type FieldKey = (typeof FIELDS)[keyof typeof FIELDS];

/** Relative weight of each field; Fuse normalises them to sum to 1. */
export const FUSE_KEYS = [
  { name: FIELDS.title, weight: 10 },
  { name: FIELDS.keywords, weight: 8 },
  { name: FIELDS.heading, weight: 6 },
  { name: FIELDS.description, weight: 3 },
  { name: FIELDS.body, weight: 2 },
  { name: FIELDS.section, weight: 1 },
  { name: FIELDS.extra, weight: 1 },
];

/** The keys in the serialised index's order (a record's `$` is keyed by position in FUSE_KEYS). */
export const KEY_ORDER = FUSE_KEYS.map((k) => k.name as FieldKey);

/** Each field's share of the total weight (what Fuse normalises the weights to). */
export const FIELD_SHARE = Object.fromEntries(
  FUSE_KEYS.map((k) => [k.name, k.weight / FUSE_KEYS.reduce((sum, f) => sum + f.weight, 0)]),
) as Record<FieldKey, number>;

/** The fields that name what a record is about: its page's title, a keyword, its heading. */
export const NAME_FIELDS: readonly FieldKey[] = [FIELDS.title, FIELDS.keywords, FIELDS.heading];

/**
 * How much a short field beats a long one (Fuse's field-length norm, 1/√words at 1).
 * 0.5 softens it so a word in a long paragraph still counts.
 */
export const FIELD_NORM_WEIGHT = 0.5;

/** Characters of a section's text kept whole (for snippets); the rest is kept as distinct words. */
export const BODY_MAX = 600;
