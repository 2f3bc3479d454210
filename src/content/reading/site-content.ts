import data from 'virtual:site-content';
import type { SiteContent } from '../nav/types';

/** Menus, page titles and redirects, generated from pages/ by the build (src/build/plugins/site-plugin.ts). */
export const siteContent = data as SiteContent;
