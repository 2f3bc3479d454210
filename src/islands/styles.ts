/**
 * The site's one stylesheet: the global styles, then the CSS of the layout, the search and every
 * other component outside src/widgets/ and src/ui/ (the widgets' shared building blocks). Every page, island or not, links the same file (cached
 * after the first page), so no page waits for a stylesheet per widget. A page carries the CSS of
 * the widgets it shows inline (src/build/plugins/page-styles-plugin.ts); code loaded on demand brings its
 * own styles (the lightbox). The JavaScript of this entry is left out of the build (islands-plugin.ts).
 */
import '#site/styles.ts';

// The engine's defaults for another site's declaration (src/app/site-defaults/) are not the school's.
const modules = import.meta.glob(['/src/**/*.css', '!/src/widgets/**', '!/src/ui/**', '!/src/app/site-defaults/**'], { eager: true });
// A use of the modules, so the bundler keeps them (and their CSS) in this entry.
if (Object.keys(modules).length === 0) throw new Error('No CSS modules found for the site stylesheet');
