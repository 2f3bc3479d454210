/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for react-markdown and
 * remark-gfm (with micromark and unified, about 110 KB minified): Decap uses them only to show a
 * field's hint (EditorControl), keeping links, bold, italic and struck-out text and unwrapping all
 * else. This does the same for the inline Markdown hints are written in (src/config/editor-words.yml,
 * the schemas' descriptions): `\` escapes, `code` (shown as its text), **bold**, *italic*, ~~struck~~,
 * [links](…), <https://…> and bare https:// or www. addresses; HTML is shown as written, as
 * react-markdown shows it. tests/unit/decap-hint.test.ts compares it with react-markdown on every hint.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';

type Props = { children?: string; components?: { a?: ComponentType<{ href: string; children: ReactNode }> } };

const INLINE =
  /\\([!-/:-@[-`{-~])|(`+)([^`]|[^`][\s\S]*?[^`])\2(?!`)|\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__(?!\w)|~~?(?=\S)([\s\S]*?\S)~~?|\*(?=\S)([\s\S]*?\S)\*|(?<!\w)_(?=\S)([\s\S]*?\S)_(?!\w)|\[([^\]]*)\]\(\s*<?([^\s)>]*)>?\s*\)|<((?:https?|mailto):[^\s<>]*)>|((?:https?:\/\/|www\.)[\w-]+(?:\.[\w-]+)+(?:[^\s<]*[^\s<?!.,:*_~'")\]])?)/g;

function inline(text: string, components: Props['components']): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, escaped, , code, strong, strong2, del, em, em2, label, href, angled, bare] = match;
    const key = out.length;
    const element = (tag: string, children: string) => createElement(tag, { key }, ...inline(children, components));
    const link = (url: string, children: ReactNode[]) => createElement(components?.a ?? 'a', { key, href: url, children });
    if (escaped !== undefined) out.push(escaped);
    else if (code !== undefined) out.push(code.replace(/^ (.*) $/, '$1'));
    else if (strong !== undefined || strong2 !== undefined) out.push(element('strong', strong ?? strong2));
    else if (del !== undefined) out.push(element('del', del));
    else if (em !== undefined || em2 !== undefined) out.push(element('em', em ?? em2));
    else if (label !== undefined) out.push(link(href, inline(label, components)));
    else if (angled !== undefined) out.push(link(angled, [angled]));
    else out.push(link(bare.startsWith('www.') ? `http://${bare}` : bare, [bare]));
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** A hint as Decap shows it: its paragraphs, one after another, with only links, bold, italic and struck-out text kept. */
export default function Hint({ children = '', components }: Props) {
  const paragraphs = children.trim().split(/\n\s*\n/);
  const parts = paragraphs.flatMap((paragraph, i) => [
    ...(i ? ['\n'] : []),
    ...inline(paragraph.replace(/[ \t]*\n[ \t]*/g, '\n').trim(), components),
  ]);
  return createElement(Fragment, null, ...parts);
}
