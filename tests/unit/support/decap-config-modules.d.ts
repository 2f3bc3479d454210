// The parts of Decap that decap-config-check.ts reaches (they ship without types).
declare module 'decap-cms-core/dist/esm/constants/configSchema.js' {
  export function validateConfig(config: object): void;
}
declare module 'decap-cms-core/dist/esm/lib/registry.js' {
  export function registerWidget(name: string, control: unknown, preview: unknown, schema?: object): void;
}
declare module 'decap-cms-widget-*/dist/esm/schema.js' {
  const schema: object;
  export default schema;
}
