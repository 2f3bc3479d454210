/** Decap's own words the office meets, in the office's words (src/config/editor-words.yml, "decap"). */
import { siteData } from './site-data.ts';

import type { CMS } from 'decap-cms-core';

type Phrases = { [key: string]: string | Phrases };
const cms = (window as unknown as { CMS: CMS }).CMS;

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
