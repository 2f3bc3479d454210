/**
 * The id of every page's <main>: the skip link's and the mobile menu's target, and what the
 * document's first paint waits for (document.tsx).
 */
export const MAIN_CONTENT_ID = 'main-content';
