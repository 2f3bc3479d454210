/**
 * How a page names a school fact (src/content/facts/facts.node.ts applies them at build time; the web
 * editor's preview shows them, src/admin/page-preview.ts): `<Fact name="formFee" />` in the text,
 * `$formFee` in a description or a widget's text prop.
 */
export const FACT_WIDGET = 'Fact';
/** `$formFee`, `$bank.accountNumber`: a dollar sign, then a name starting with a small letter. */
export const PLACEHOLDER = /\$([a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)?)/g;
/** `<Fact name="formFee" />` as written in a page's text. */
export const FACT_TAG = /<Fact\s+name=["']([^"']+)["']\s*\/>/g;
