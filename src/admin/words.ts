/** "{name} and {where}" with the values given (the editor's words, src/config/editor-words.yml, have such blanks). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
