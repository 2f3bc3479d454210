// Provided by src/build/site-plugin.ts; typed through src/content/site-content.ts.
declare module 'virtual:site-content' {
  const content: unknown;
  export default content;
}

// Provided by src/build/site-plugin.ts; typed as SearchData (src/search/types.ts). Import it lazily.
declare module 'virtual:search-index' {
  const data: import('./search/types').SearchData;
  export default data;
}

// Data files beside pages (validated by src/content/data-schemas.ts at build time).
declare module '*.yml' {
  const data: unknown;
  export default data;
}
