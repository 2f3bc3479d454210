/**
 * The widgets MDX pages may use without importing them: name → module.
 * The build adds `import { Name } from "module"` to each page that uses one, so a
 * page loads only the widgets it shows. Add a widget here to make it available.
 */
export const widgetModules: Record<string, string> = {
};

export const widgetNames = Object.keys(widgetModules);
