/**
 * The site's one stylesheet: the global styles, then every component's CSS. Every page,
 * island or not, links the same file (cached after the first page), so no page waits for a
 * stylesheet per widget. Only code loaded on demand brings its own styles (the lightbox).
 * The JavaScript of this entry is never loaded by a page.
 */
import '../styles/global.css';

const modules = import.meta.glob('/src/**/*.css', { eager: true });
// A use of the modules, so the bundler keeps them (and their CSS) in this entry.
if (Object.keys(modules).length === 0) throw new Error('No CSS modules found for the site stylesheet');
