/**
 * The index cut into files (src/search/engine/split-index.ts, src/build/generate/search-files.ts): a search
 * that fetches only the parts its query reads ranks, answers and shows exactly what the whole index does,
 * on the public query set (../shared/search-queries.json) and the repo's sets.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/site-model';
import { buildSearchData } from '../../src/search/index/build-index.node';
import { loadSynonyms } from '../../src/search/index/synonyms.node';
import { searchTextProps } from '../../src/widgets/manifest';
import { searchFiles } from '../../src/build/generate/search-files';
import { SEARCH_CORE_FILE, SEARCH_PARTS_DIR } from '../../src/search/engine/part-files';
import { SearchStore, SiteSearch } from '../../src/search/engine/engine';
import type { SearchCore } from '../../src/search/engine/split-index';
import type { SearchData } from '../../src/search/engine/types';
import { queriesOfSet, querySetFiles } from '../../tools/measure/query-sets';

const root = process.cwd();
const today = () => '2026-11-27';
const data = JSON.parse(JSON.stringify(buildSearchData(loadSite(root), loadSynonyms(root), searchTextProps))) as SearchData;
const files = searchFiles(data);

/** A search as the browser runs it: the core, then the parts it asks for, through JSON as served. */
function fetchingSearch() {
  const fetched: string[] = [];
  const store = new SearchStore(JSON.parse(files.get(SEARCH_CORE_FILE)!) as SearchCore, async (file) => {
    fetched.push(file);
    const text = files.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(text);
  });
  return { search: new SiteSearch(store, { today }), fetched };
}

const setFiles = querySetFiles(root);
const queriesOf = (file: string) => queriesOfSet(file).map((q) => q.q);

describe('the split index', () => {
  const whole = new SiteSearch(data, { today });

  it('has the repo’s query sets to compare on', () => {
    expect(setFiles.length).toBeGreaterThanOrEqual(2);
  });

  for (const file of setFiles)
    it(`gives the whole index's results, answers and snippets on ${path.basename(file)}`, { timeout: 120_000 }, async () => {
      const { search } = fetchingSearch();
      for (const q of queriesOf(file)) {
        await search.prepare(q);
        await search.prepare(q, 30);
        expect(search.isReady(q)).toBe(true);
        expect({ q, hits: search.search(q) }).toEqual({ q, hits: whole.search(q) });
        expect({ q, hits: search.search(q, 30) }).toEqual({ q, hits: whole.search(q, 30) });
        expect({ q, answers: search.answers(q) }).toEqual({ q, answers: whole.answers(q) });
      }
    });

  it('fetches for a first search only a few of its parts, each once', async () => {
    const { search, fetched } = fetchingSearch();
    await search.prepare('school fees');
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched.every((f) => f.startsWith(`${SEARCH_PARTS_DIR}/`))).toBe(true);
    expect(fetched.length).toBeLessThan((files.size - 1) / 3);
    // A query it has fetched for is answered with no more fetching.
    const count = fetched.length;
    await search.prepare('school fees');
    expect(fetched.length).toBe(count);
  });

  it('names each part by its content: the same index gives the same names, a changed page a new one', () => {
    expect([...searchFiles(data).keys()]).toEqual([...files.keys()]);
    const edited = structuredClone(data);
    const page = edited.pages.findIndex((p) => p.path === '/admission/scholarship');
    edited.pages[page].title = 'Scholarships';
    const renamed = [...searchFiles(edited).keys()].filter((f) => !files.has(f));
    // The page's fragment and the core (at its lasting name, with the new hash) change; no piece does.
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatch(/\/f\d+-/);
  });

  it('a search with a part missing from the server says so, and can be asked again', async () => {
    const store = new SearchStore(JSON.parse(files.get(SEARCH_CORE_FILE)!) as SearchCore, () => Promise.reject(new Error('offline')));
    const search = new SiteSearch(store, { today });
    await expect(search.prepare('boarding')).rejects.toThrow('offline');
    expect(search.isReady('boarding')).toBe(false);
  });
});
