/**
 * Highlighting: where a result's words occur in a text, and a short excerpt around the first
 * of them, as segments the UI renders with <mark> (no HTML strings). Pure.
 */
import { clip, fold } from './text.ts';

export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * A searched phrase (folded, as the site spells it): whole words, or with `prefix` any words
 * starting with it (a half-typed word). A plain string is a whole-word term.
 */
export interface Term {
  text: string;
  prefix: boolean;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Ranges [start, end) of the words in `text` that the terms match, as the search matches them. */
export function matchRanges(text: string, terms: ReadonlyArray<string | Term>): Array<[number, number]> {
  const folded = fold(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    const { text: phrase, prefix } = typeof term === 'string' ? { text: term, prefix: false } : term;
    if (!phrase) continue;
    for (let at = folded.indexOf(phrase); at !== -1; at = folded.indexOf(phrase, at + 1)) {
      if (isWordChar(folded[at - 1])) continue;
      const start = at;
      let end = at + phrase.length;
      if (!prefix && isWordChar(folded[end])) continue;
      while (end < folded.length && isWordChar(folded[end])) end++;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

/** The whole text as segments, matched words marked. */
export function highlight(text: string, terms: ReadonlyArray<string | Term>): Segment[] {
  const segments: Segment[] = [];
  let pos = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > pos) segments.push({ text: text.slice(pos, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    pos = end;
  }
  if (pos < text.length) segments.push({ text: text.slice(pos), mark: false });
  return segments;
}

/** About `max` characters of `text` around its first match (cut at spaces), matched words marked. */
export function snippet(text: string, terms: ReadonlyArray<string | Term>, max = 160): Segment[] {
  const ranges = matchRanges(text, terms);
  if (!ranges.length) return [{ text: clip(text, max), mark: false }];
  let start = Math.max(0, ranges[0][0] - Math.round(max / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < ranges[0][0] ? space + 1 : ranges[0][0];
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > ranges[0][1] ? space : Math.max(end, ranges[0][1]);
  }
  const segments = highlight(text.slice(start, end).replace(/[\s,;:]+$/, ''), terms);
  if (start > 0) segments.unshift({ text: '…', mark: false });
  if (end < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
