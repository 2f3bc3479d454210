// The search index as files (src/search/engine/split-index.ts): the core at a name that stays, naming the
// pieces and the pages' fragments, each named by a hash of its content, so a browser or the service
// worker keeps one as long as it is unchanged and the boot script never changes with the index.
import crypto from 'node:crypto';
import { splitIndex } from '../../search/engine/split-index.ts';
import { HASH_LENGTH, SEARCH_CORE_FILE, fragmentFile, pieceFile } from '../../search/engine/part-files.ts';
import type { SearchData } from '../../search/engine/types.ts';

const hashOf = (length: number) => (text: string) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, length);

/** Every file of the search index, by its path in dist/. */
export function searchFiles(data: SearchData): Map<string, string> {
  const { core, pieces, fragments } = splitIndex(data);
  const pieceTexts = pieces.map((piece) => JSON.stringify(piece));
  const fragmentTexts = fragments.map((fragment) => JSON.stringify(fragment));
  core.hashes = {
    pieces: pieceTexts.map(hashOf(HASH_LENGTH.pieces)).join(''),
    fragments: fragmentTexts.map(hashOf(HASH_LENGTH.fragments)).join(''),
  };
  const files = new Map([
    [SEARCH_CORE_FILE, JSON.stringify(core)],
    ...pieceTexts.map((text, i) => [pieceFile(core, i), text] as const),
    ...fragmentTexts.map((text, i) => [fragmentFile(core, i), text] as const),
  ]);
  // A piece is named by its hash alone: two pieces alike in their hash's characters would share a file.
  if (files.size !== 1 + pieceTexts.length + fragmentTexts.length) throw new Error('Two search index pieces have the same file name.');
  return files;
}
