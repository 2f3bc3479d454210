/** Decap's own words the office meets, in the office's words (src/config/editor-words.yml, "decap"). */
import { siteData } from './site-data.ts';

type Phrases = { [key: string]: string | Phrases };
interface DecapGlobal {
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
}
const cms = (window as unknown as { CMS: DecapGlobal }).CMS;

const english = cms.getLocale?.('en');
if (english) {
  for (const [where, text] of Object.entries(siteData.decap)) {
    const keys = where.split('.');
    let node: Phrases = english;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Phrases;
    node[keys.at(-1)!] = text;
  }
  cms.registerLocale('en', english);
}
