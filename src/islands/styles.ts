/**
 * The site's one stylesheet. Every page, island or not, links the same file (cached after the
 * first page), so no page waits for a stylesheet per widget. Importing every component here puts
 * all their CSS into the islands build in the order the components import it (the global styles
 * first); the JavaScript of this entry is never loaded by a page.
 */
import '../styles/global.css';

import.meta.glob(['../layout/**/*.tsx', '../widgets/**/*.tsx', '../search/**/*.tsx', '../app/routes/*.tsx'], { eager: true });
