/**
 * The preview beside a page's form: which school facts the page shows and where to change them,
 * then the page as a parent will read it: its text drawn as the site draws it, with the site's styles,
 * the facts' values in and its widgets (src/admin/page-drawing.tsx, in /admin/site-check.js, which
 * the form loads for its check anyway). Drawn again as the office types, with no request.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Root } from 'mdast';
import * as YAML from 'yaml';
import { FACT_TAG, PLACEHOLDER } from '../content/facts/fact-syntax.ts';
import { FACTS_FILE } from '../content/facts/facts.ts';
import type { SchoolFacts } from '../content/facts/facts.data.ts';
import { factTexts } from '#site/index.ts';
import { readFile } from './decap-store.ts';
import type { PageDrawing } from './page-drawing.tsx';
import { siteCheck } from './site-check-loader.ts';
import { siteData } from './site-data.ts';

interface Entry {
  getIn(path: string[]): unknown;
}
const decap = window as unknown as {
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

/** The drawing of pages, once /admin/site-check.js is loaded; 'failed' if it could not be. */
function usePageDrawing(): PageDrawing | 'failed' | undefined {
  const [drawing, setDrawing] = useState<PageDrawing | 'failed' | undefined>(
    () => (window as unknown as { SITE_PAGE_DRAWING?: PageDrawing }).SITE_PAGE_DRAWING,
  );
  useEffect(() => {
    if (drawing) return;
    siteCheck().then(
      () => setDrawing((window as unknown as { SITE_PAGE_DRAWING?: PageDrawing }).SITE_PAGE_DRAWING ?? 'failed'),
      () => setDrawing('failed'),
    );
  }, [drawing]);
  return drawing;
}

/**
 * The school facts as the repository holds them now (read once as the preview opens: a figure changed
 * since the editor was loaded shows), the ones /admin was built with until then or if it cannot be read.
 */
function useFacts(): Record<string, string> {
  const [facts, setFacts] = useState(siteData.facts.values);
  useEffect(() => {
    let open = true;
    readFile(FACTS_FILE)
      .then((text) => {
        if (open && text) setFacts(factTexts(YAML.parse(text) as SchoolFacts));
      })
      .catch(() => undefined);
    return () => {
      open = false;
    };
  }, []);
  return facts;
}

/** Which facts the page shows and where they are changed. */
function FactsUsed({ names, facts }: { names: string[]; facts: Record<string, string> }) {
  const { heading, labels, where } = siteData.facts;
  return (
    <aside
      aria-label={heading}
      style={{
        border: '2px solid #1d4ed8',
        borderRadius: 8,
        padding: '0.75rem 1rem',
        margin: '1rem',
        background: '#eff6ff',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <p style={{ margin: 0, fontWeight: 600 }}>{heading}</p>
      <ul style={{ margin: '0.5rem 0' }}>
        {names.map((name) => (
          <li key={name}>{`${labels[name] ?? name}: ${facts[name]}`}</li>
        ))}
      </ul>
      <p style={{ margin: 0 }}>{where}</p>
    </aside>
  );
}

/** The page drawn from its text; while the text cannot be read (a widget half typed), its last reading and why. */
function DrawnPage({ drawing, title, body, facts }: { drawing: PageDrawing; title: string; body: string; facts: Record<string, string> }) {
  const reading = useMemo(() => {
    try {
      return { tree: drawing.read(body, facts) };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  }, [drawing, body, facts]);
  const [lastGood, setLastGood] = useState<Root | undefined>(undefined);
  useEffect(() => {
    if (reading.tree) setLastGood(reading.tree);
  }, [reading]);
  const tree = reading.tree ?? lastGood;
  const { problem } = reading;
  return (
    <>
      <style>{drawing.styles}</style>
      {problem && (
        <p
          role="status"
          style={{ margin: '1rem', padding: '0.5rem 1rem', background: '#fff6e0', border: '2px solid #8a5a00', borderRadius: 8 }}
        >
          {siteData.messages.previewUnreadable}: {problem}
        </p>
      )}
      {tree && drawing.draw(title, tree)}
    </>
  );
}

function PagePreview({ entry }: { entry: Entry }) {
  const drawing = usePageDrawing();
  const facts = useFacts();
  const title = String(entry.getIn(['data', 'title']) ?? '');
  const body = String(entry.getIn(['data', 'body']) ?? '');
  const used = factsIn(`${String(entry.getIn(['data', 'description']) ?? '')}\n${body}`).filter((name) => name in facts);
  return (
    <>
      {used.length > 0 && <FactsUsed names={used} facts={facts} />}
      {drawing === undefined && <p role="status">{siteData.messages.previewLoading}</p>}
      {drawing === 'failed' && (
        // Without the drawing (no connection): the text as typed, the figures in.
        <article style={{ fontFamily: 'system-ui, sans-serif', lineHeight: 1.5, maxWidth: '70ch', margin: '1rem' }}>
          <h1>{title}</h1>
          <div style={{ whiteSpace: 'pre-wrap' }}>{withFigures(body, facts)}</div>
        </article>
      )}
      {drawing && drawing !== 'failed' && <DrawnPage drawing={drawing} title={title} body={body} facts={facts} />}
    </>
  );
}

for (const name of siteData.pageCollections) decap.CMS.registerPreviewTemplate(name, PagePreview);
