/**
 * Where the search index's files are served (src/build/generate/search-files.ts writes them): the core
 * at a name that stays (it names the rest), the pieces and fragments by a hash of their content, kept
 * for ever under that name. Small on purpose: the loader reads only the core's name from here.
 */
import type { SearchCore } from './split-index.ts';

/**
 * Characters of a content hash in a piece's and in a fragment's file name: a fragment's hash also has
 * its page's number beside it, and the core lists one per page, so it is kept short.
 */
export const HASH_LENGTH = { pieces: 8, fragments: 5 } as const;

export const SEARCH_CORE_FILE = 'search/core.json';
export const SEARCH_PARTS_DIR = 'assets/search';

const hashAt = (hashes: string, i: number, length: number) => hashes.slice(i * length, (i + 1) * length);

/**
 * A piece's file (by its index in `SearchCore.pieces`): named by its hash alone, as a word added to the
 * site moves the index of every later piece, not its content.
 */
export const pieceFile = (core: SearchCore, piece: number) =>
  `${SEARCH_PARTS_DIR}/p-${hashAt(core.hashes!.pieces, piece, HASH_LENGTH.pieces)}.json`;

/** A page's fragment's file (by the page's index). */
export const fragmentFile = (core: SearchCore, page: number) =>
  `${SEARCH_PARTS_DIR}/f${page}-${hashAt(core.hashes!.fragments, page, HASH_LENGTH.fragments)}.json`;
