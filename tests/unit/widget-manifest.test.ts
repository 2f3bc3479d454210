import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WidgetProps } from '../../src/content/schemas/manifest-kit';
import type featureCards from '../../src/widgets/FeatureCards/manifest';
import { folderProblems, manifests } from '../../src/widgets/manifest';
import { islands, widgetModules } from '../../src/widgets/manifest';
import { headingRoles, searchTextProps } from '../../src/widgets/manifest';

// Everything the build knows about a widget comes from the manifest.ts beside it.
const root = path.join(__dirname, '../..');
const widgetsDir = path.join(root, 'src/widgets');
const folders = fs
  .readdirSync(widgetsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('the widget manifest', () => {
  it('finds every folder by its manifest.ts: no folder breaks the rules, and none is listed by hand', () => {
    expect(folderProblems(widgetsDir, manifests)).toEqual([]);
    expect(Object.keys(manifests).sort()).toEqual(folders.map((f) => `./${f}/manifest.ts`).sort());
    expect(fs.readFileSync(path.join(widgetsDir, 'manifest.ts'), 'utf8')).not.toMatch(/from '\.\/[A-Z]/);
  });

  it('names the folder that breaks the rules, and what is wrong with it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'widgets-'));
    for (const [file, text] of Object.entries({
      'NoManifest/NoManifest.tsx': '',
      'NoComponent/manifest.ts': '',
      'Unexported/Unexported.tsx': 'export function Other() {}',
    })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const found = {
      './NoComponent/manifest.ts': { Thing: manifests['./Quote/manifest.ts'].Quote },
      './Unexported/manifest.ts': { Unexported: manifests['./Quote/manifest.ts'].Quote },
    };
    expect(folderProblems(dir, found).sort()).toEqual([
      'src/widgets/NoComponent/: no NoComponent.tsx; the component of a widget folder is named after it',
      'src/widgets/NoManifest/: no manifest.ts; a widget folder holds NoManifest.tsx and manifest.ts (src/content/schemas/manifest-kit.ts)',
      'src/widgets/Unexported/: Unexported.tsx does not export "Unexported" named in manifest.ts',
    ]);
    fs.rmSync(dir, { recursive: true });
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

  it('gives the component its props from the schema, declared once (checked by the type check)', () => {
    expectTypeOf<WidgetProps<typeof featureCards, 'FeatureCards'>['columns']>().toEqualTypeOf<2 | 3 | 4 | undefined>();
    expectTypeOf<WidgetProps<typeof featureCards, 'Card'>['title']>().toEqualTypeOf<string>();
    expect(manifests['./FeatureCards/manifest.ts']).toHaveProperty('Card');
  });
});
