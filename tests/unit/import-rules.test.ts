import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Which way imports run is enforced by eslint.config.js (`npm run lint`); these cases show that each
// rule fires where it should and stays quiet where an import is allowed, so the rules are not vacuous.
const eslint = new ESLint({ cwd: path.join(__dirname, '../..') });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

describe('import directions (lint rules)', () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => problems('src/ui/Icon.tsx', 'const x = 1;'), 120_000);

  it.each([
    ['src/content/nav/nav.ts', "import x from '../layout/Header.tsx';", 'Content and search never import'],
    ['src/search/engine/engine.ts', "import x from '../widgets/Gallery/Gallery.tsx';", 'Content and search never import'],
    ['src/widgets/Gallery/Gallery.tsx', "import x from '../StaffTabs/StaffTabs.tsx';", 'A widget imports no other widget'],
    ['src/layout/Footer.tsx', "import x from '../widgets/Quote/Quote.tsx';", 'Layout and shared ui import no widget'],
    ['src/ui/Icon.tsx', "import x from 'node:fs';", 'Only build-time code uses Node modules'],
    ['src/islands/boot.ts', "import x from 'path';", 'Only build-time code uses Node modules'],
    ['src/islands/boot.ts', "import x from '../build/site-model.ts';", 'types only'],
    ['src/app/document.tsx', "import x from '../content/source.node.ts';", 'types only'],
    ['src/build/site-model.ts', "import x from '../../scripts/build.mjs';", 'scripts/ holds entry points only'],
    // The engine reads the site only through its declaration, src/site/ (ARCHITECTURE.md).
    ['src/build/plugins/seo-plugin.ts', "import x from '../../config/settings.ts';", 'only through its declaration'],
    ['src/search/engine/engine.ts', "import x from '../config/settings.ts';", 'only through its declaration'],
    ['src/islands/boot.ts', "import x from '../ui/Icon.tsx';", 'only through its declaration'],
    ['src/app/server.tsx', "import x from '../layout/SiteLayout.tsx';", 'only through its declaration'],
    ['src/admin/page-view.tsx', "import x from '../widgets/Quote/Quote.tsx';", 'only through its declaration'],
    ['src/content/reading/source.node.ts', "import x from '../widgets/manifest.ts';", 'only through its declaration'],
    ['src/mdx/remark-facts.ts', "import x from '../styles/global.css';", 'only through its declaration'],
    // By its alias only, which follows the site being built (src/build/site-root.mjs), not by a path.
    ['src/build/plugins/seo-plugin.ts', "import x from '../../site/index.ts';", 'only through its declaration'],
  ])('%s: %s is refused', async (file, code, message) => {
    expect((await problems(file, code)).join('\n')).toContain(message);
  });

  it.each([
    ['src/widgets/Gallery/Gallery.tsx', "import x from '../../ui/Picture/Picture.tsx';"],
    ['src/widgets/Gallery/Gallery.tsx', "import x from './paging.ts';"],
    ['src/islands/boot.ts', "import type x from '../build/site-model.ts';"],
    ['src/build/site-model.ts', "import x from 'node:fs';"],
    ['src/content/reading/source.node.ts', "import x from 'node:path';"],
    ['src/layout/Footer.tsx', "import x from '../ui/Icon.tsx';"],
    ['src/build/plugins/seo-plugin.ts', "import x from '#site/index.ts';"],
    ['src/content/reading/source.node.ts', "import x from '#site/widgets.ts';"],
    ['src/config/site.ts', "import x from './settings.ts';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
