/**
 * The widgets MDX pages may use without importing them: name → module (from the project root).
 * The build adds `import { Name } from "/module"` to each page that uses one, so a page loads
 * only the widgets it shows. To add a widget: export it by this name from its module, list it here.
 */
export const widgetModules: Record<string, string> = {
  Quote: 'src/widgets/Quote/Quote.tsx',
  FeatureCards: 'src/widgets/FeatureCards/FeatureCards.tsx',
  Card: 'src/widgets/FeatureCards/FeatureCards.tsx',
  ClosingBanner: 'src/widgets/ClosingBanner/ClosingBanner.tsx',
  Callout: 'src/widgets/Callout/Callout.tsx',
  ImageStrip: 'src/widgets/ImageStrip/ImageStrip.tsx',
  Photo: 'src/widgets/ImageStrip/ImageStrip.tsx',
  SearchResults: 'src/widgets/SearchResults/SearchResults.tsx',
};

export const widgetNames = Object.keys(widgetModules);
