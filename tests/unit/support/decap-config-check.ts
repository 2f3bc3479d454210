/**
 * Decap's own check of its configuration (decap-cms-core's validateConfig: ajv and Decap's JSON
 * schema, with the schemas of the widgets /admin registers), bundled on its own so that the build's
 * tests can run it on the configuration src/build/editor/cms-config.ts writes (tests/unit/decap-config-schema.test.ts).
 * /admin's Decap build leaves the check out (src/admin/decap-config-checked.ts).
 */
import { validateConfig } from 'decap-cms-core/dist/esm/constants/configSchema.js';
import { registerWidget } from 'decap-cms-core/dist/esm/lib/registry.js';
import fileSchema from 'decap-cms-widget-file/dist/esm/schema.js';
import imageSchema from 'decap-cms-widget-image/dist/esm/schema.js';
import listSchema from 'decap-cms-widget-list/dist/esm/schema.js';
import numberSchema from 'decap-cms-widget-number/dist/esm/schema.js';
import objectSchema from 'decap-cms-widget-object/dist/esm/schema.js';
import selectSchema from 'decap-cms-widget-select/dist/esm/schema.js';

// The widgets src/admin/decap.ts registers, with the schemas their packages give Decap.
const none = () => null;
const widgets: Record<string, object> = {
  string: {},
  text: {},
  boolean: {},
  number: numberSchema,
  select: selectSchema,
  list: listSchema,
  object: objectSchema,
  file: fileSchema,
  image: imageSchema,
};
for (const [name, schema] of Object.entries(widgets)) registerWidget(name, none, none, schema);

/** Throws Decap's own message when Decap would refuse `config` (as /admin gives it: load_config_file false). */
export function checkDecapConfig(config: object): void {
  validateConfig(JSON.parse(JSON.stringify({ ...config, load_config_file: false })) as object);
}
