/**
 * The site's widgets as the build reads them (part of the declaration: src/site/index.ts). Build time
 * only: src/widgets/manifest.ts finds each widget folder's manifest on the disk.
 */
export {
  headingRoles,
  islands,
  pagePathWidgets,
  searchTextProps,
  wakeAtLoadIf,
  widgetCatalog,
  widgetModules,
} from '../widgets/manifest.ts';
