/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for Decap's own copy of the
 * YAML library (yaml 1, about 60 KB minified, which came before the login screen): the calls Decap
 * makes of it, answered by the site's YAML library (yaml 2), which /admin's own script
 * (src/admin/main.ts) brings anyway and hands over as window.SITE_YAML before it starts Decap.
 * Decap reaches it in three places, none of them before the login screen:
 * - reading config.yml (actions/config.js): only if /admin/config.json could not be had;
 * - its own YAML formats (formats/yaml.js, front matter): the site's collections all use the site's
 *   formats (src/admin/cms-formats.ts), so Decap's are not used;
 * - the issue report of a crash (components/UI/ErrorBoundary.js): the configuration as YAML.
 */
import type * as Yaml from 'yaml';

const site = (): typeof Yaml => {
  const yaml = (window as unknown as { SITE_YAML?: typeof Yaml }).SITE_YAML;
  if (!yaml) throw new Error('The YAML library comes with /admin’s own script (src/admin/main.ts), which has not run');
  return yaml;
};

export default {
  parse: (text: string, options?: Yaml.ParseOptions & Yaml.DocumentOptions & Yaml.SchemaOptions & Yaml.ToJSOptions) =>
    site().parse(text, options) as unknown,
  parseDocument: (text: string, options?: Yaml.ParseOptions & Yaml.DocumentOptions & Yaml.SchemaOptions) =>
    site().parseDocument(text, options),
  stringify: (value: unknown) => site().stringify(value),
  // yaml 1's createNode(value): a node made outside any document, which Decap then sets as a new document's contents.
  createNode: (value: unknown) => new (site().Document)().createNode(value),
  get Document() {
    return site().Document;
  },
};
