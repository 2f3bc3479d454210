/**
 * The build's content check for the editor (/admin/site-check.js, src/admin/site-check.ts): about
 * 170 KB compressed (zod, the MDX compiler, the widgets' manifests), so it is fetched when a form is
 * first opened, never before the login screen, and once.
 */
import type { SiteCheck } from './site-check.ts';

let loading: Promise<SiteCheck> | undefined;

export function siteCheck(): Promise<SiteCheck> {
  loading ??= new Promise<SiteCheck>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/admin/site-check.js';
    script.onload = () => {
      const check = (window as unknown as { SITE_CHECK?: SiteCheck }).SITE_CHECK;
      if (check) resolve(check);
      else reject(new Error('/admin/site-check.js gave no check'));
    };
    script.onerror = () => reject(new Error('/admin/site-check.js could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // Tried again at the next save (a connection that came back).
    loading = undefined;
    throw error;
  });
  return loading;
}

/** An address of the editor that shows a form (an entry, or a new one). */
export const isFormAddress = (hash: string) => /^#\/collections\/[^/]+\/(entries|new)\b/.test(hash);
