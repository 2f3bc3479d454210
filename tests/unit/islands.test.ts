import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { islandPropsJson } from '../../src/islands/props';
import { islands, widgetModules } from '../../src/widgets/manifest';
import loaders from 'virtual:island-loaders';

describe('island props', () => {
  it('travel as JSON that cannot close the script element they sit in', () => {
    const json = islandPropsJson('Gallery', { props: { title: '</script><script>alert(1)</script>', items: [{ n: 1 }], on: true } });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ props: { title: '</script><script>alert(1)</script>', items: [{ n: 1 }], on: true } });
  });

  it('that the browser cannot receive fail the build, naming the widget and the prop', () => {
    expect(() => islandPropsJson('Testimonials', { props: { items: [{ quote: createElement('b') }] } })).toThrow(
      '<Testimonials>: items[0].quote is page content (an element or children)',
    );
    expect(() => islandPropsJson('Gallery', { props: { onOpen: () => undefined } })).toThrow('<Gallery>: onOpen is a function');
    expect(() => islandPropsJson('Gallery', { props: { when: new Date() } })).toThrow('<Gallery>: when is a Date');
  });
});

describe('the island registry', () => {
  it('names only registered widgets, each exported by its module', () => {
    for (const name of Object.keys(islands)) {
      expect(widgetModules[name], name).toBeDefined();
      const source = fs.readFileSync(path.join(process.cwd(), widgetModules[name]), 'utf8');
      expect(source, name).toMatch(new RegExp(`export function ${name}\\b`));
    }
  });

  it('gives the browser one lazy loader per interactive widget, derived from it', () => {
    expect(Object.keys(loaders).sort()).toEqual(Object.keys(islands).sort());
  });
});

describe('photos of an island', () => {
  it('are collected while it is prerendered, to travel beside its props', async () => {
    const { collectImages, imageEntry } = await import('../../src/islands/images');
    const { result, images } = collectImages(() => [imageEntry('gallery/01'), imageEntry('not/a-photo')]);
    expect(result[0]).toBeDefined();
    expect(Object.keys(images)).toEqual(['gallery/01']);
    expect(images['gallery/01']).toEqual({
      width: result[0]!.width,
      height: result[0]!.height,
      widths: result[0]!.widths,
      color: result[0]!.color,
    });
  });
});
