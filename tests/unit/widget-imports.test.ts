import { describe, expect, it } from 'vitest';
import { widgetImportsFor } from '../../src/build/site-plugin';
import { widgetModules } from '../../src/widgets/registry';

describe('widget auto-imports', () => {
  it('imports only the registered widgets a page uses, once each', () => {
    const [name] = Object.keys(widgetModules);
    if (!name) return expect(widgetImportsFor('<Anything />')).toBe('');
    const imports = widgetImportsFor(`<${name} a="1" />\n\n<${name} />\n<NotAWidget />\n<div />`);
    expect(imports).toBe(`import { ${name} } from "/${widgetModules[name]}";`);
  });
});
