/**
 * The preview beside a page's form: which school facts the page shows and where to change them,
 * then the page's heading and text with the figures written in, as the site shows them.
 */
import { FACT_TAG, PLACEHOLDER } from '../content/fact-syntax.ts';
import { siteData } from './site-data.ts';

type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface Entry {
  getIn(path: string[]): unknown;
}
const decap = window as unknown as {
  h: H;
  CMS: { registerPreviewTemplate(name: string, component: (props: { entry: Entry }) => unknown): void };
};

/** The fact names a page's text uses, in order, once each. */
export function factsIn(text: string): string[] {
  const names = [...text.matchAll(FACT_TAG), ...text.matchAll(PLACEHOLDER)]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((m) => m[1]);
  return [...new Set(names)];
}

/** The text with each fact's value in place of its name (an unknown name stays as written). */
export function withFigures(text: string, facts: Record<string, string>): string {
  const value = (whole: string, name: string) => facts[name] ?? whole;
  return text.replace(FACT_TAG, value).replace(PLACEHOLDER, value);
}

function PagePreview({ entry }: { entry: Entry }) {
  const h = decap.h;
  const { facts } = siteData;
  const title = String(entry.getIn(['data', 'title']) ?? '');
  const body = String(entry.getIn(['data', 'body']) ?? '');
  const used = factsIn(`${String(entry.getIn(['data', 'description']) ?? '')}\n${body}`).filter((name) => name in facts.values);
  return h(
    'article',
    { style: { fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, maxWidth: '70ch' } },
    used.length
      ? h(
          'aside',
          {
            'aria-label': facts.heading,
            style: { border: '2px solid #1d4ed8', borderRadius: 8, padding: '0.75rem 1rem', marginBottom: '1rem', background: '#eff6ff' },
          },
          h('p', { style: { margin: 0, fontWeight: 600 } }, facts.heading),
          h(
            'ul',
            { style: { margin: '0.5rem 0' } },
            ...used.map((name) => h('li', { key: name }, `${facts.labels[name] ?? name}: ${facts.values[name]}`)),
          ),
          h('p', { style: { margin: 0 } }, facts.where),
        )
      : null,
    h('h1', null, title),
    h('div', { style: { whiteSpace: 'pre-wrap' } }, withFigures(body, facts.values)),
  );
}

for (const name of siteData.pageCollections) decap.CMS.registerPreviewTemplate(name, PagePreview);
