// Lint rules run by `npm test` (`npm run lint`). Formatting is Prettier's (eslint-config-prettier turns
// off the rules it owns). The import rules below say which way code may depend, by folder:
// - src/content and src/search never import layout, widgets, app or islands;
// - a widget imports no other widget (shared pieces are in src/ui), and layout and ui import no widget;
// - only build-time code (src/build, *.node.ts, the prerenderer's server entry) uses Node's modules,
//   and code that may reach the browser imports build-time code for its types only;
// - scripts/ holds entry points: nothing imports from it;
// - the engine (ENGINE) reads the site only through its declaration, src/site/ (ARCHITECTURE.md).
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Build-time code: plugins, file readers, the route config and what only the build reads. */
const BUILD_TIME = ['src/build/**', '**/*.node.ts', 'src/app/server.tsx', 'src/widgets/**/manifest*.ts'];
const NODE_MODULES = `^(node:|(${builtinModules.filter((m) => !m.startsWith('_')).join('|')})(/|$))`;

const restrict = (...patterns) => ['error', { patterns }];
const rule = (regex, message) => ({ regex, message });
const notFromScripts = rule('(^|/)scripts/', 'scripts/ holds entry points only: move what you need into src/.');

/** The engine's folders; the site is src/config, widgets, layout, ui, styles and its declaration, src/site/. */
export const ENGINE_DIRS = ['admin', 'app', 'build', 'content', 'islands', 'mdx', 'search', 'worker', 'host'];
const ENGINE = ENGINE_DIRS.map((dir) => `src/${dir}/**`);
/**
 * An import of the site by a relative path (also counted by `npm run lines`, scripts/lines.mjs): the engine
 * names the declaration `#site/<module>`, which follows the site being built (src/build/site-root.mjs).
 */
export const SITE_IMPORT = '^\\.\\.?/(\\.\\./)*(config|widgets|layout|ui|styles|site)/';
const engineReadsTheSite = rule(
  SITE_IMPORT,
  'The engine reads the site only through its declaration: import this from #site/ (index.ts, widgets.ts, prerender.ts…).',
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'public/**',
      'src/generated/**',
      'tests/fixtures/**',
      'test-results/**',
      '.upload/**',
      '.wrangler/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `import('…').T` stays allowed: it names a lazily loaded module's type without loading it.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // Islands hydrate prerendered HTML: what only the browser knows (a kept draft, the viewport, the URL)
      // can be set only after hydration, in an effect; that is the point, not a cascade.
      'react-hooks/set-state-in-effect': 'off',
      // A carousel or a tab list listens for the arrow keys its focused buttons send (WAI-ARIA patterns);
      // the container itself is not a control, so key handlers on it are not "interactions" with it.
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] }],
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'] },
      ],
      '@typescript-eslint/no-restricted-imports': restrict(notFromScripts),
    },
  },
  {
    // Declaration merging repeats the type parameters it does not use.
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['src/content/**', 'src/search/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        notFromScripts,
        rule('(^|/)(layout|widgets|app|islands)/', 'Content and search never import layout, widgets, app or islands.'),
        engineReadsTheSite,
      ),
    },
  },
  {
    files: ['src/widgets/**'],
    ignores: BUILD_TIME,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        notFromScripts,
        rule('^\\.\\./[^./][^/]*/', 'A widget imports no other widget: shared pieces belong in src/ui/.'),
        rule('^node:', 'Only build-time code uses Node modules.'),
        {
          regex: '(^|/)build/|\\.node(\\.ts)?$|/manifest(\\.ts)?$',
          allowTypeImports: true,
          message: 'Browser code imports build-time code for its types only.',
        },
      ),
    },
  },
  {
    files: ['src/layout/**', 'src/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        notFromScripts,
        rule('(^|/)widgets/', 'Layout and shared ui import no widget.'),
        rule(NODE_MODULES, 'Only build-time code uses Node modules.'),
        {
          regex: '(^|/)build/|\\.node(\\.ts)?$',
          allowTypeImports: true,
          message: 'Browser code imports build-time code for its types only.',
        },
      ),
    },
  },
  {
    files: ['src/app/**', 'src/islands/**', 'src/config/**', 'src/admin/**'],
    ignores: BUILD_TIME,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(notFromScripts, rule(NODE_MODULES, 'Only build-time code uses Node modules.'), {
        regex: '(^|/)build/|\\.node(\\.ts)?$',
        allowTypeImports: true,
        message: 'Browser code imports build-time code for its types only.',
      }),
    },
  },
  {
    // The same, for the engine's browser code, with the declaration's zone.
    files: ['src/app/**', 'src/islands/**', 'src/admin/**'],
    ignores: BUILD_TIME,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        notFromScripts,
        rule(NODE_MODULES, 'Only build-time code uses Node modules.'),
        {
          regex: '(^|/)build/|\\.node(\\.ts)?$',
          allowTypeImports: true,
          message: 'Browser code imports build-time code for its types only.',
        },
        engineReadsTheSite,
      ),
    },
  },
  {
    // The rest of the engine: its build-time code and the folders with no rule of their own.
    files: ENGINE,
    ignores: ['src/content/**', 'src/search/**', 'src/app/**', 'src/islands/**', 'src/admin/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(notFromScripts, engineReadsTheSite) },
  },
  {
    // The build-time files of those three folders, which their rule above leaves out.
    files: ['src/app/server.tsx', 'src/{app,islands,admin}/**/*.node.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(notFromScripts, engineReadsTheSite) },
  },
  prettier,
);
