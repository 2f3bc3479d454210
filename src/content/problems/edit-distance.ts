/**
 * How far apart two words are, for "did you mean" in content messages (src/content/facts/facts.node.ts) and
 * typo corrections in the site search (src/search/engine/expand.ts). Pure, so it runs in the browser too.
 */

/**
 * Edit distance with adjacent swaps counting once ("scholarhsip" is 1 from "scholarship"),
 * or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * The known words closest to `word` for "did you mean": those nearest in letters (case aside), or
 * else those it is the start of ("scholarship" → "scholarshipAmount"); at most three.
 */
export function closestWords(word: string, known: Iterable<string>): string[] {
  const candidates = [...known];
  const scored = candidates
    .map((candidate) => ({ candidate, distance: editDistance(word.toLowerCase(), candidate.toLowerCase(), Infinity) }))
    .filter(({ candidate, distance }) => distance <= Math.max(2, Math.floor(candidate.length / 3)))
    .sort((a, b) => a.distance - b.distance)
    .filter(({ distance }, _, all) => distance === all[0].distance)
    .slice(0, 3);
  if (scored.length) return scored.map(({ candidate }) => candidate);
  return candidates.filter((candidate) => candidate.toLowerCase().startsWith(word.toLowerCase())).slice(0, 3);
}

/** `did you mean "a" or "b"?`, or '' when nothing is close; `quote` wraps each word. */
export function didYouMean(word: string, known: Iterable<string>, quote = (w: string) => `"${w}"`): string {
  const close = closestWords(word, known);
  return close.length ? `did you mean ${close.map(quote).join(' or ')}?` : '';
}
