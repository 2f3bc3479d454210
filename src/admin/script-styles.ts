/**
 * Where /admin's own scripts find the styles they import (the site's stylesheet, the widgets' CSS
 * modules): written into the script by the build (stylesIntoScript, src/build/editor/admin-scripts.ts),
 * read by the preview (src/admin/page-drawing.tsx), which writes them into its frame.
 */
export const SCRIPT_STYLES_GLOBAL = 'SITE_SCRIPT_CSS';

/** The styles the running script was built with ('' for none). */
export const scriptStyles = (): string => (window as unknown as Record<string, string | undefined>)[SCRIPT_STYLES_GLOBAL] ?? '';
