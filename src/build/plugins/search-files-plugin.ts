/**
 * The search index's files (src/build/generate/search-files.ts): written into the build beside the
 * browser code, and served by `npm start` as the site reads now (made again after a save). They are
 * fetched at run time by the names the core gives, never imported, so no script's name follows them.
 */
import type { Plugin } from 'vite';
import { inspectSite } from '../site-model.ts';
import { buildSearchData } from '../../search/index/build-index.node.ts';
import { loadSynonyms } from '../../search/index/synonyms.node.ts';
import { searchTextProps } from '#site/widgets.ts';
import { searchFiles } from '../generate/search-files.ts';
import type { SiteReading } from '../../content/reading/source.node.ts';

/** The search files of the site as `root` reads now, made once per reading of the site and of the synonyms. */
function filesFor(root: string, made: WeakMap<SiteReading, { synonyms: string; files: Map<string, string> }>): Map<string, string> {
  const reading = inspectSite(root);
  const synonyms = loadSynonyms(root);
  const key = JSON.stringify(synonyms);
  const kept = made.get(reading);
  if (kept?.synonyms === key) return kept.files;
  const files = searchFiles(buildSearchData(reading.loaded, synonyms, searchTextProps));
  made.set(reading, { synonyms: key, files });
  return files;
}

export function searchFilesPlugin(): Plugin {
  let root = process.cwd();
  const made = new WeakMap<SiteReading, { synonyms: string; files: Map<string, string> }>();
  return {
    name: 'site-search-files',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = decodeURIComponent((req.url ?? '').split('?')[0]).slice(1);
        if (!file.startsWith('search/') && !file.startsWith('assets/search/')) return next();
        const text = filesFor(root, made).get(file);
        if (text === undefined) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(text);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of filesFor(root, made)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
