/**
 * The site's search index files as the build writes them (src/build/generate/search-files.ts), served
 * from memory as `fetch` answers: for components that load the search in a page with no server behind it.
 */
import { vi } from 'vitest';
import { loadSite } from '../../../src/build/site-model';
import { buildSearchData } from '../../../src/search/index/build-index.node';
import { loadSynonyms } from '../../../src/search/index/synonyms.node';
import { searchTextProps } from '../../../src/widgets/manifest';
import { searchFiles } from '../../../src/build/generate/search-files';

export function serveSearchFiles(root = process.cwd()): void {
  const files = searchFiles(buildSearchData(loadSite(root), loadSynonyms(root), searchTextProps));
  vi.stubGlobal('fetch', async (url: string) => {
    const text = files.get(new URL(url, 'http://localhost/').pathname.slice(1));
    return new Response(text ?? 'not found', { status: text === undefined ? 404 : 200 });
  });
}
