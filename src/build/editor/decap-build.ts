/** Decap CMS built for /admin from node_modules, with the site's stand-ins for what it does not need. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Alias, Plugin } from 'vite';
import { filesKey, kept } from '../kept.ts';
import { bundle, type Chunk } from './admin-scripts.ts';

/** Decap's build for /admin is made from src/admin/, this file and admin-scripts.ts (see decapBuild), beside node_modules. */
const DECAP_ENTRY = 'src/admin/decap.ts';
const DECAP_UNUSED = 'src/admin/decap-unused.ts';
/**
 * Modules of Decap replaced in /admin's build, each by a file that says why: importer (a file of a
 * Decap package), the import as written there, and the site's file that stands in for it.
 */
export type DecapReplacement = { importer: RegExp; source: string; file: string };
export const DECAP_REPLACED: DecapReplacement[] = [
  // Decap's configuration check runs at build time (tests/unit/decap-config-schema.test.ts), not before the login screen.
  { importer: /decap-cms-core\/dist\/esm\/actions\/config\.js$/, source: '../constants/configSchema', file: 'src/admin/decap-config-checked.ts' },
  // The GitHub backend's GraphQL client (only with backend.use_graphql).
  { importer: /decap-cms-backend-github\/dist\/esm\/implementation\.js$/, source: './GraphQLAPI', file: 'src/admin/decap-graphql-unused.ts' },
  // TOML (the site has none).
  { importer: /decap-cms-core\/dist\/esm\/formats\/(formats|frontmatter)\.js$/, source: './toml', file: 'src/admin/decap-toml-unused.ts' },
  // lodash/fp's four functions without the whole of lodash.
  { importer: /decap-cms-lib-util\/dist\/esm\/[^/]+\.js$/, source: 'lodash/fp', file: 'src/admin/decap-lodash-fp.ts' },
  // A field's hint: react-markdown with remark-gfm (whose plugin only react-markdown would call).
  { importer: /decap-cms-core\/dist\/esm\/components\/Editor\/EditorControlPane\/EditorControl\.js$/, source: 'react-markdown', file: 'src/admin/decap-hint.ts' },
  { importer: /decap-cms-core\/dist\/esm\/components\/Editor\/EditorControlPane\/EditorControl\.js$/, source: 'remark-gfm', file: 'src/admin/decap-hint.ts' },
  // Decap's UI index where the login screen's modules import it: its three parts they use, without the
  // board's drag and drop and the media library's modal, which come with what is shown after logging in.
  { importer: /decap-cms-core\/dist\/esm\/bootstrap\.js$/, source: './components/UI', file: 'src/admin/decap-ui.ts' },
  { importer: /decap-cms-core\/dist\/esm\/components\/App\/(App|Header)\.js$/, source: '../UI', file: 'src/admin/decap-ui.ts' },
  // Object.entries itself for node-polyglot's polyfill of it (and the polyfill's chain of helpers).
  { importer: /node-polyglot\/index\.js$/, source: 'object.entries', file: 'src/admin/decap-object-entries.cjs' },
  // Decap's own YAML library (yaml 1): the site's (yaml 2), which /admin's own script brings.
  ...['actions/config', 'formats/yaml', 'components/UI/ErrorBoundary'].map((module) => ({
    importer: new RegExp(`decap-cms-core/dist/esm/${module}\\.js$`),
    source: 'yaml',
    file: 'src/admin/decap-yaml.ts',
  })),
  // Without `eval`, which keeps the minifier from shortening any top-level name of decap-cms.js (a tenth
  // of its size): js-sha256 (it reaches Node's crypto through eval) and gray-matter's default engines
  // (front matter as JavaScript; Decap gives gray-matter its own engines).
  { importer: /decap-cms-lib-util\/dist\/esm\/getBlobSHA\.js$/, source: 'js-sha256', file: 'src/admin/decap-sha256.ts' },
  { importer: /gray-matter\/index\.js$/, source: './lib/engines', file: 'src/admin/decap-matter-engines.cjs' },
  { importer: /gray-matter\/lib\/defaults\.js$/, source: './engines', file: 'src/admin/decap-matter-engines.cjs' },
  // Decap's browser cache (localforage), loaded at its first use, after logging in.
  { importer: /decap-cms-lib-util\/dist\/esm\/index\.js$/, source: './localForage', file: 'src/admin/decap-localforage.ts' },
];
/** What Decap's App shows only after logging in: loaded then, from a chunk of its own (src/admin/decap-lazy.ts). */
const DECAP_LATER = /^\.\.\/(Collection|Workflow|Editor|MediaLibrary)\/\1$/;
const APP = /decap-cms-core\/dist\/esm\/components\/App\/App\.js$/;

/** How a rule reads in a problem: the importer, the import and the stand-in. */
const describeRule = (rule: DecapReplacement) => `${rule.importer.source} imports '${rule.source}' → ${rule.file}`;

/**
 * Why a replacement rule would do nothing: its stand-in file is missing, or (given the rules the bundle
 * resolved) no Decap module imported what it names. An upgrade of Decap that moves or renames a file
 * turns a rule into a silent no-op, and the module it kept out (megabytes, some of them) comes back.
 */
export function decapRuleProblems(root: string, rules: readonly DecapReplacement[], used?: ReadonlySet<DecapReplacement>): string[] {
  return rules.flatMap((rule) => [
    ...(fs.existsSync(path.join(root, rule.file)) ? [] : [`Decap replacement rule points at a missing file: ${describeRule(rule)}.`]),
    ...(used && !used.has(rule)
      ? [`Decap replacement rule matched nothing in the bundle: ${describeRule(rule)}. Decap's files moved (an upgrade?): find where the module is imported now and change the rule, or remove it.`]
      : []),
  ]);
}

/** Resolves the imports DECAP_REPLACED names to the site's stand-ins, and App's DECAP_LATER to lazy ones; `used` collects the rules that matched. */
function decapReplacements(root: string, rules: readonly DecapReplacement[], used: Set<DecapReplacement>): Plugin {
  const lazy = '\0decap-lazy:';
  return {
    name: 'site-decap-replaced',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split(path.sep).join('/') ?? '';
      if (APP.test(from) && DECAP_LATER.test(source)) return lazy + source.replace(DECAP_LATER, '$1');
      const replaced = rules.find((r) => r.source === source && r.importer.test(from));
      if (!replaced) return null;
      used.add(replaced);
      return path.join(root, replaced.file);
    },
    load(id) {
      if (id.startsWith(lazy))
        return `import { lazily } from ${JSON.stringify(path.join(root, 'src/admin/decap-lazy.ts'))};\nexport default lazily(${JSON.stringify(id.slice(lazy.length))});`;
    },
  };
}
/** Decap needs React Router 5's react-router-dom, installed as `decap-react-router-dom` so that the site's own React Router 7 stays the one npm puts at the top of node_modules; and a browser's `path`. */
export function decapAlias(root: string): Alias[] {
  const require = createRequire(path.join(root, 'package.json'));
  return [
    { find: /^react-router-dom$/, replacement: path.dirname(require.resolve('decap-react-router-dom/package.json')) },
    { find: /^path$/, replacement: 'path-browserify' },
  ];
}

/**
 * Decap CMS as /admin loads it (src/admin/decap.ts): decap-cms-core with the two backends, nine
 * widgets and one locale the site uses, and the site's React (the prebuilt decap-cms.js with
 * everything was 5.2 MB), minified, as ES modules: decap-cms.js, what the login screen needs, and
 * the chunks of what is shown after logging in (src/admin/decap-later.ts).
 */
export async function bundleDecap(root: string, rules: readonly DecapReplacement[] = DECAP_REPLACED): Promise<Chunk[]> {
  const missing = decapRuleProblems(root, rules);
  if (missing.length) throw new Error(missing.join('\n'));
  const used = new Set<DecapReplacement>();
  const chunks = await bundle(root, DECAP_ENTRY, {
    plugins: [decapReplacements(root, rules, used)],
    alias: [...decapAlias(root), { find: /^(@jsquash\/webp|js-yaml|react-style-proptype)$/, replacement: path.join(root, DECAP_UNUSED) }],
    // What is shown after logging in has a fixed name, as decap-cms.js does, which preloads it by that
    // name once it runs (src/admin/decap-lazy.ts); /admin's files are checked for changes on every visit.
    rollup: {
      output: { format: 'es', entryFileNames: 'decap-cms.js', chunkFileNames: (chunk) => (chunk.name === 'decap-later' ? 'decap-later.js' : '[name]-[hash].js') },
    },
  });
  const unmatched = decapRuleProblems(root, rules, used);
  if (unmatched.length) throw new Error(unmatched.join('\n'));
  return chunks;
}

/**
 * Decap's build, its chunks by file name (decap-cms.js first): made once (a few seconds) and again only
 * when what it is made from changed (the installed packages, src/admin/, this file, admin-scripts.ts's
 * bundle()); the dev server makes it when it starts, before the first visit.
 */
export async function decapBuild(root: string): Promise<Map<string, string>> {
  const key = filesKey(root, ['package-lock.json', 'src/admin', 'src/build/editor/decap-build.ts', 'src/build/editor/admin-scripts.ts']);
  const make = async () => JSON.stringify((await bundleDecap(root)).map((chunk) => [chunk.fileName, chunk.code]));
  return new Map(JSON.parse((await kept('decap-cms', key, make, { keep: 1 })).toString('utf8')) as [string, string][]);
}
