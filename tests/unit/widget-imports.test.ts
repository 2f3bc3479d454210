import { describe, expect, it } from 'vitest';
import { widgetImportsFor } from '../../src/build/site-plugin';

describe('widget auto-imports', () => {
  it('imports only the registered widgets a page uses, once each', () => {
    const imports = widgetImportsFor('<Quote author="A">x</Quote>\n\n<Quote />\n<FeatureCards>\n<Card title="t" />\n</FeatureCards>\n<NotAWidget />\n<div />');
    expect(imports.split('\n')).toEqual([
      'import { Quote } from "/src/widgets/Quote/Quote.tsx";',
      'import { FeatureCards } from "/src/widgets/FeatureCards/FeatureCards.tsx";',
      'import { Card } from "/src/widgets/FeatureCards/FeatureCards.tsx";',
    ]);
  });

  it('adds nothing to a page without widgets', () => {
    expect(widgetImportsFor('# Title\n\nText <span>inline</span>.')).toBe('');
  });
});

describe('interactive widgets', () => {
  it('come wrapped as islands', () => {
    expect(widgetImportsFor('<Gallery data={photos} />\n<Quote>x</Quote>').split('\n')).toEqual([
      'import { Gallery } from "virtual:island/Gallery";',
      'import { Quote } from "/src/widgets/Quote/Quote.tsx";',
    ]);
  });
});
