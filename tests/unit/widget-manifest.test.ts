import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetManifest } from '../../src/widgets/manifest';
import { islands, widgetModules } from '../../src/widgets/registry';
import { headingRoles, searchTextProps } from '../../src/widgets/manifest';

// Everything the build knows about a widget comes from the manifest.ts beside it.
const root = path.join(__dirname, '../..');
const widgetsDir = path.join(root, 'src/widgets');
const folders = fs.readdirSync(widgetsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

describe('the widget manifest', () => {
  it('has a manifest.ts in every widget folder, and each is gathered in src/widgets/manifest.ts', () => {
    const index = fs.readFileSync(path.join(widgetsDir, 'manifest.ts'), 'utf8');
    for (const folder of folders) {
      expect(fs.existsSync(path.join(widgetsDir, folder, 'manifest.ts')), `src/widgets/${folder}/ has no manifest.ts`).toBe(true);
      expect(index, `src/widgets/manifest.ts does not import ./${folder}/manifest.ts`).toContain(`'./${folder}/manifest.ts'`);
    }
  });

  it('names modules that exist and export the widget by its MDX name', () => {
    for (const [name, definition] of Object.entries(widgetManifest)) {
      const file = path.join(root, definition.module);
      expect(fs.existsSync(file), `${name}: ${definition.module} does not exist`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${definition.module} does not export ${name}`).toMatch(new RegExp(`export (function|const) ${name}\\b`));
    }
  });

  it('is where the registry, the islands, the heading roles and the search text props come from', () => {
    expect(widgetModules.Card).toBe('src/widgets/FeatureCards/FeatureCards.tsx');
    expect(islands).toMatchObject({ HeroCarousel: 'idle', InquiryForm: 'interaction' });
    expect(islands).not.toHaveProperty('Card');
    expect([...headingRoles.card]).toContain('Question');
    expect([...headingRoles.section]).toContain('ClosingBanner');
    expect(searchTextProps.has('title')).toBe(true);
    expect(searchTextProps.has('href')).toBe(false);
    expect(searchTextProps.has('icon')).toBe(false);
  });
});
