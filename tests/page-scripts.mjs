// @ts-check
/**
 * The scripts a page's HTML has that run (JSON blocks, JSON-LD and island props, never run): their
 * attributes and text (empty for a script file). Read by the benchmarks, which count inline
 * scripts as JavaScript, and by the browser tests of what a page carries.
 * @param {string} html
 * @returns {{ attributes: string, text: string }[]}
 */
export function runningScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, attributes, text]) => ({ attributes: attributes.trim(), text }));
}
