/**
 * The site's global stylesheet (part of the declaration: src/site/index.ts). The engine imports this
 * module where a page, the islands' stylesheet or the editor's preview needs the site's styles.
 */
import '../styles/global.css';
