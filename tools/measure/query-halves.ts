/**
 * The search benchmark's split of every query set (scripts/bench-search.ts): a tune half, whose
 * misses may be studied while the ranking is changed, and a held-back half, whose figures are the ones
 * reported and whose queries are never looked at while tuning.
 */
export type Half = 'tune' | 'held back';

/**
 * Which half a query belongs to: the parity of its FNV-1a hash (of the query as written, trimmed, in
 * lower case). Deterministic and independent of the file's order and of the other queries, so adding a
 * query never moves another from one half to the other.
 */
export function halfOf(query: string): Half {
  let hash = 0x811c9dc5;
  for (const c of query.trim().toLowerCase()) hash = Math.imul(hash ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return hash % 2 ? 'held back' : 'tune';
}
