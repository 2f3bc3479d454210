// Provided by src/build/plugins/site-plugin.ts; typed through src/content/reading/site-content.ts.
declare module 'virtual:site-content' {
  const content: unknown;
  export default content;
}

// Provided by src/build/plugins/site-plugin.ts: information pages' files and last changes (the layout only).
declare module 'virtual:page-history' {
  const history: import('./content/nav/types').PageHistory;
  export default history;
}

// Data files beside pages (validated by src/content/schemas/data-schemas.node.ts at build time).
declare module '*.yml' {
  const data: unknown;
  export default data;
}

// Provided by src/build/plugins/islands-plugin.ts.
declare module 'virtual:island-loaders' {
  const loaders: Record<string, () => Promise<import('react').ComponentType<Record<string, unknown>>>>;
  export default loaders;
}
declare module 'virtual:islands-assets' {
  const assets: import('./build/plugins/islands-plugin').IslandsAssets;
  export default assets;
}

// Provided by src/build/plugins/page-styles-plugin.ts: the CSS of the widgets a page shows (none in dev).
declare module 'virtual:page-styles' {
  const pageStyles: (pathname: string) => import('./build/plugins/page-styles-plugin').PageStyle | undefined;
  export default pageStyles;
}

// Provided by src/build/plugins/logo-plugin.ts: the logo's SVG markup to draw inline, or null (use the file).
declare module 'virtual:site-logo' {
  const svg: string | null;
  export default svg;
}

// Provided by src/build/plugins/routes-plugin.ts: the route table from the site model, every page's address,
// and each route's module.
declare module 'virtual:routes' {
  const routes: import('react-router').RouteObject[];
  export default routes;
  export const paths: string[];
  export const aliases: Record<string, string>;
  export const modules: Record<string, string>;
}
