/**
 * CONTENT.md's widget reference, generated from the widget manifest (src/widgets/manifest.ts):
 * every widget with what it is for and every prop it takes. `npm run content-guide` writes it
 * between the `<!-- generated: widget-reference -->` markers; tests/unit/content-guide.test.ts
 * fails when the guide is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { widgetCatalog } from '#site/widgets.ts';
import { describeProp } from '../../content/schemas/manifest-kit.ts';
import { propSpec } from '../../content/schemas/widget-catalog.ts';

export const GUIDE_FILE = 'CONTENT.md';
export const REFERENCE_MARKER = 'widget-reference';

/** The reference as Markdown: one entry per widget, alphabetical. */
export function widgetReference(): string {
  return [...widgetCatalog]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, widget]) => {
      const props = Object.entries(widget.props)
        .map(([prop, schema]) => [prop, propSpec(schema)] as const)
        .filter(([, spec]) => spec.role !== 'headingLevel' && spec.role !== 'pagePath')
        .map(([name, spec]) => `\`${name}\`${spec.required ? ' (required)' : ''}: ${describeProp(spec)}`);
      const oneOf = (widget.needsOneOf ?? []).map((group) => `give one of ${group.map((p) => `\`${p}\``).join(' or ')}`);
      const takes = props.length ? ` Props: ${[...props, ...oneOf].join('; ')}.` : ' No props.';
      return `- **\`<${name}>\`**: ${widget.summary}${takes}`;
    })
    .join('\n');
}

/** The text between `<!-- generated: name -->` and `<!-- /generated: name -->` in a guide. */
export function generatedPart(guide: string, name: string): string | undefined {
  return new RegExp(`<!-- generated: ${name} -->\\n([\\s\\S]*?)\\n<!-- /generated: ${name} -->`).exec(guide)?.[1];
}

/** Writes the reference into CONTENT.md; returns whether it changed. */
export function writeWidgetReference(root: string): boolean {
  const file = path.join(root, GUIDE_FILE);
  const guide = fs.readFileSync(file, 'utf8');
  const current = generatedPart(guide, REFERENCE_MARKER);
  if (current === undefined) throw new Error(`${GUIDE_FILE} has no <!-- generated: ${REFERENCE_MARKER} --> markers`);
  const fresh = widgetReference();
  if (current === fresh) return false;
  fs.writeFileSync(file, guide.replace(`<!-- generated: ${REFERENCE_MARKER} -->\n${current}\n`, `<!-- generated: ${REFERENCE_MARKER} -->\n${fresh}\n`));
  return true;
}
