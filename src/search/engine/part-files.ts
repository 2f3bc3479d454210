/**
 * Where the search index's files are served (src/build/generate/search-files.ts writes them): the core
 * at a name that stays (it names the rest), the pieces and fragments by a hash of their content, kept
 * for ever under that name. Small on purpose: the loader reads only the core's name from here.
 */
import type { SearchCore } from './split-index.ts';

/**
 * Characters of a content hash in a piece's and in a fragment's file name, listed in the core (one per
 * piece, one per page: at 1,000 posts most of its bytes were these). Few, as each name also says which
 * piece or page it is (a piece's first word, a page's number): the hash only tells this version of it
 * from the one before, which 4 characters of base64 do but once in 16 million edits.
 */
export const HASH_LENGTH = { pieces: 4, fragments: 4 } as const;

export const SEARCH_CORE_FILE = 'search/core.json';
export const SEARCH_PARTS_DIR = 'assets/search';

const hashAt = (hashes: string, i: number, length: number) => hashes.slice(i * length, (i + 1) * length);

/** A short name for a piece's first word (FNV-1a, base 36): a file name's characters, whatever the word's. */
function wordTag(word: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * A piece's file (by its index in `SearchCore.pieces`): named by its first word and its hash, not its
 * index, as a word added to the site moves the index of every later piece, not its content.
 */
export const pieceFile = (core: SearchCore, piece: number) =>
  `${SEARCH_PARTS_DIR}/p-${wordTag(core.pieces[piece])}-${hashAt(core.hashes!.pieces, piece, HASH_LENGTH.pieces)}.json`;

/** A page's fragment's file (by the page's index). */
export const fragmentFile = (core: SearchCore, page: number) =>
  `${SEARCH_PARTS_DIR}/f${page}-${hashAt(core.hashes!.fragments, page, HASH_LENGTH.fragments)}.json`;
