// The parts of Decap that src/admin/decap.ts puts together (they ship without types).
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-backend-test' {
  export const TestBackend: import('decap-cms-core').CmsBackendClass;
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: { getState(): unknown; subscribe(listener: () => void): () => void; dispatch(action: unknown): unknown };
}
declare module 'decap-cms-core/dist/esm/actions/mediaLibrary.js' {
  export function loadMedia(): unknown;
}
declare module 'decap-cms-core/dist/esm/backend.js' {
  export const currentBackend: (config: unknown) => unknown;
}
declare module 'decap-cms-core/dist/esm/lib/formatters.js' {
  export const slugFormatter: (collection: unknown, entryData: unknown, slugConfig: unknown) => string;
}
declare module 'decap-cms-core/dist/esm/reducers/collections.js' {
  export const selectEntryPath: (collection: unknown, slug: string) => string;
}
declare module 'decap-cms-core/dist/esm/reducers/config.js' {
  export const selectUseWorkflow: (config: unknown) => boolean;
}
declare module 'decap-cms-locales/dist/esm/en/index.js' {
  const en: Record<string, unknown>;
  export default en;
}
declare module 'decap-cms-core/dist/esm/components/*' {
  const component: import('react').ComponentType<object>;
  export default component;
}
