/** What /admin/site-data.js gives the editor's script (src/build/editor/admin-page.ts, siteDataScript). */
export interface SiteData {
  /** Photo name → its file under photos/: "staff/head-languages" → "staff/head-languages.jpg". */
  photos: Record<string, string>;
  /** The editor's own messages (src/config/editor-words.yml). */
  messages: Record<string, string>;
  /** The page collections (their preview shows the figures, src/admin/page-preview.ts). */
  pageCollections: string[];
  /** Each page collection's folder (pages/admission): where a new page will be saved. */
  pageFolders: Record<string, string>;
  /** School facts: their values, names in the office's words, and what the preview says of them. */
  facts: { values: Record<string, string>; labels: Record<string, string>; heading: string; where: string };
  /** Decap's own English texts replaced, by their path ("ui.toast.onFailToPersist"). */
  decap: Record<string, string>;
}

export const siteData: SiteData = (window as unknown as { SITE_EDITOR?: SiteData }).SITE_EDITOR ?? {
  photos: {},
  messages: {},
  decap: {},
  pageCollections: [],
  pageFolders: {},
  facts: { values: {}, labels: {}, heading: '', where: '' },
};
