/**
 * `virtual:site-logo`: the logo's SVG markup when it can be drawn inline (src/build/generate/inline-logo.ts),
 * or null, for the layout's SiteLogo. The file is `settings.logo.src` under public/: replacing it
 * with the school's own logo is all it takes, inline or not.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { settings } from '#site/index.ts';
import { inlineableLogo } from '../generate/inline-logo.ts';

const LOGO_ID = 'virtual:site-logo';
const RESOLVED_LOGO_ID = `\0${LOGO_ID}`;

export function logoPlugin(): Plugin {
  return {
    name: 'school-site-logo',
    resolveId(id) {
      return id === LOGO_ID ? RESOLVED_LOGO_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_LOGO_ID) return undefined;
      const file = path.join(this.environment.config.root, 'public', settings.logo.src);
      this.addWatchFile(file);
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      const { width, height } = settings.logo;
      return `export default ${JSON.stringify(inlineableLogo(file, text, width, height))};`;
    },
  };
}
