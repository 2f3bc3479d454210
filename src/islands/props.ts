/**
 * An island's props as JSON, safe inside a <script type="application/json"> block.
 * Props the browser cannot receive (functions, React elements, children written in MDX)
 * fail the build with the widget's name and the prop's path, instead of breaking in the browser.
 */
export function islandPropsJson(name: string, data: { props: object; images?: object }): string {
  assertPlainData(name, data.props, 'props');
  return scriptJson(data);
}

/**
 * JSON safe inside a <script> (island props, the pages' JSON-LD): "<" never appears raw, so the text
 * can never close the script element; U+2028/9 are escaped for the same reason JSON-in-HTML always escapes them.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function assertPlainData(name: string, value: unknown, path: string): void {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return;
  if (typeof value === 'object' && '$$typeof' in (value as object)) {
    throw new Error(
      `<${name}>: ${path} is page content (an element or children); an interactive widget takes only data props (text, numbers, lists, data files).`,
    );
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertPlainData(name, item, `${path}[${i}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) assertPlainData(name, item, path === 'props' ? key : `${path}.${key}`);
    return;
  }
  const kind = typeof value === 'object' ? ((value as object).constructor?.name ?? 'object') : typeof value;
  throw new Error(`<${name}>: ${path} is a ${kind}; an interactive widget takes only data props (text, numbers, lists, data files).`);
}
