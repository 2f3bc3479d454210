import { describe, expect, it } from 'vitest';
import { pageHandleFor, widgetImportsFor } from '../../src/build/page-module';

describe('widget auto-imports', () => {
  it('imports only the registered widgets a page uses, once each', () => {
    const imports = widgetImportsFor(
      '<Quote author="A">x</Quote>\n\n<Quote />\n<FeatureCards>\n<Card title="t" />\n</FeatureCards>\n<NotAWidget />\n<div />',
    );
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

describe('the page handle', () => {
  it('asks for the boot script at once only when an island wakes at load', () => {
    expect(pageHandleFor('<SearchResults />')).toBe('export const handle = {"islands":true,"bootAtOnce":true};');
    // The hero and the gallery wait for the page's load (their HTML is what they first show).
    expect(pageHandleFor('<HeroCarousel slides={slides} />')).toBe('export const handle = {"islands":true,"bootAtOnce":false};');
    expect(pageHandleFor('<InquiryForm />\n<Quote>x</Quote>')).toBe('export const handle = {"islands":true,"bootAtOnce":false};');
    expect(pageHandleFor('# Title\n\nText.')).toBe('export const handle = {"islands":false,"bootAtOnce":false};');
    expect(pageHandleFor('<Quote>x</Quote>')).toBe('export const handle = {"islands":false,"bootAtOnce":false};');
  });
});
