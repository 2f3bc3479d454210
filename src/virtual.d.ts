// Provided by src/build/site-plugin.ts; typed through src/content/site-content.ts.
declare module 'virtual:site-content' {
  const content: unknown;
  export default content;
}
