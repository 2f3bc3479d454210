import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Adding a widget is two files in its folder and no edit elsewhere: a copy of the project gets a
// new folder, src/widgets/Notice/, and nothing else; the check, the MDX imports, the search and
// CONTENT.md's reference all know <Notice> at once. A copy, so other tests never see the widget.
const root = path.join(__dirname, '../..');
const notice = {
  'Notice.tsx': `import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';

export function Notice({ headline, children }: WidgetProps<typeof widgets, 'Notice'>) {
  return <aside><strong>{headline}</strong>{children}</aside>;
}
`,
  'manifest.ts': `import { defineWidgets, text } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  Notice: { summary: 'A short notice with a headline.', props: { headline: text().describe('The headline.') } },
});
`,
};
const page = (body: string) => `---\ntitle: Notices\ndescription: A page of the fixture site with notices.\n---\n\n${body}\n`;

let project: string;
let site: string;
const node = (args: string[], cwd: string) => {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'widget-folder-'));
  for (const entry of ['src', 'scripts', 'package.json', 'CONTENT.md'])
    fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'));
  for (const [file, text] of Object.entries(notice)) {
    fs.mkdirSync(path.join(project, 'src/widgets/Notice'), { recursive: true });
    fs.writeFileSync(path.join(project, 'src/widgets/Notice', file), text);
  }
  site = path.join(project, 'site');
  fs.cpSync(path.join(root, 'tests/fixtures/good'), site, { recursive: true });
  fs.writeFileSync(
    path.join(site, 'pages/info/notices.mdx'),
    page('<Notice headline="Open day on Saturday">Come and see.</Notice>\n\n<Notice headlin="Typo" />'),
  );
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('a widget added as a folder, with no other edit', () => {
  it('is checked by npm run check: its props, by name', { timeout: 120_000 }, () => {
    const { code, output } = node([path.join(project, 'scripts/check.mjs')], site);
    expect(code).toBe(1);
    expect(output).toContain(
      'pages/info/notices.mdx:8: <Notice>: unknown prop "headlin"; did you mean "headline"? <Notice> takes: headline',
    );
    expect(output).not.toContain('unknown widget');
  });

  it('is imported into the MDX pages that use it, indexed by the search, and listed in CONTENT.md', { timeout: 120_000 }, () => {
    const probe = `
      import { runnerImport } from 'vite';
      const load = async (file) => (await runnerImport(file, { root: process.cwd(), configFile: false, logLevel: 'error' })).module;
      const { widgetImportsFor } = await load('src/build/page-module.ts');
      const { searchTextProps } = await load('src/widgets/manifest.ts');
      console.log(JSON.stringify({ imports: widgetImportsFor('<Notice headline="x" />'), indexed: searchTextProps.has('headline') }));
    `;
    const probed = node(['--input-type=module', '-e', probe], project);
    expect(JSON.parse(probed.output.trim().split('\n').pop()!)).toEqual({
      imports: 'import { Notice } from "/src/widgets/Notice/Notice.tsx";',
      indexed: true,
    });
    expect(node([path.join(project, 'scripts/content-guide.mjs')], project).output).toContain('widget reference updated');
    expect(fs.readFileSync(path.join(project, 'CONTENT.md'), 'utf8')).toContain(
      '- **`<Notice>`**: A short notice with a headline. Props: `headline` (required): text.',
    );
  });
});
