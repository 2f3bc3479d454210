/**
 * The words of a PDF as far as they can be read without a PDF library: the strings its pages show
 * (`(…) Tj` and `[…] TJ`), from its content streams, deflated ones included. Enough for a form made
 * with standard fonts (the site's own, and most forms saved from a word processor with Latin text);
 * a PDF whose text is in embedded fonts' own codes gives nothing readable, and says so (undefined).
 */
import zlib from 'node:zlib';

/** A PDF string's body, unescaped (\( \) \\ \n and octal codes), in Latin-1 (WinAnsi's letters). */
function unescape(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(parseInt(c, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[c] ?? c;
  });
}

/** The strings shown by one content stream, in order: `(…) Tj` as it is, `[(…) -20 (…)] TJ` joined. */
function shownStrings(content: string): string[] {
  const string = /\(((?:\\.|[^\\)])*)\)/g;
  return [...content.matchAll(/(\((?:\\.|[^\\)])*\))\s*Tj|\[((?:\\.|[^\]])*)\]\s*TJ/g)].map(([, one, array]) =>
    [...(one ?? array).matchAll(string)].map((m) => unescape(m[1])).join(''),
  );
}

/** The lines of text a PDF shows, or undefined when none can be read. */
export function pdfTextLines(pdf: Buffer): string[] | undefined {
  const text = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of text.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(match[1])) {
      try {
        body = zlib.inflateSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
      } catch {
        continue;
      }
    } else if (/\/Filter/.test(match[1])) continue;
    lines.push(...shownStrings(body.toString('latin1')));
  }
  return lines.some((line) => /[a-z]{3}/i.test(line)) ? lines : undefined;
}
