import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { pageTree, PageView } from '../../src/admin/page-view';
import { headingRoles, widgetCatalog } from '../../src/admin/site-check-parts';
import { PREVIEW_WIDGETS } from '../../src/site/preview-widgets';
import { loadFactTexts } from '../../src/content/facts/facts.node';

// The editor's preview of a page (src/admin/page-view.tsx): the text read as the build reads it,
// drawn with the site's components; the widgets it cannot draw are boxes that name them.

afterEach(cleanup);

const site = { widgetCatalog, headingRoles };
const facts = loadFactTexts(process.cwd());
const draw = (body: string, title = 'A page') => render(<PageView title={title} tree={pageTree(body, facts, site)} site={site} />);
const bodyOf = (file: string) => fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

describe("the editor's preview of a page", () => {
  it("draws the scholarship page as the site does: headings, cards titled one level below, the facts' values, no source", () => {
    const { container } = draw(bodyOf('pages/admission/scholarship.mdx'), 'Scholarship');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scholarship');
    expect(screen.getByRole('heading', { level: 2, name: 'The award' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: facts.scholarshipAmount })).toBeTruthy();
    expect(facts.scholarshipAmount).toMatch(/^₦300,000/);
    expect(container.textContent).toContain(`The scholarship is worth ${facts.scholarshipAmount}, taken off`);
    expect(screen.getByRole('complementary', { name: 'Apply for a scholarship' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/[$<]|##/);
  });

  it('reads props as the page writes them: a text, a name alone, a literal in braces; a data file in braces is left to the build', () => {
    draw(
      '<Question title="Who pays?" defaultOpen>\nThe parents.\n</Question>\n\n<Callout title="Note" tone={"warning"}>\nText\n</Callout>',
    );
    expect(screen.getByText('The parents.').closest('details')?.open).toBe(true);
    expect(screen.getByText('Note')).toBeTruthy();
  });

  it('shows a widget it cannot draw as a box naming it, with what it shows and its words', () => {
    draw(
      '<StaffList data={staff} />\n\n<ImageStrip label="Our campus">\n  <Photo src="campus/field" alt="The field" caption="Sports day" />\n</ImageStrip>',
    );
    const staff = screen.getByRole('region', { name: 'StaffList' });
    expect(staff.textContent).toContain(widgetCatalog.get('StaffList')!.summary);
    const strip = screen.getByRole('region', { name: 'ImageStrip' });
    expect(strip.textContent).toContain('Our campus');
    expect(within(strip).getByRole('region', { name: 'Photo' }).textContent).toContain('The field');
  });

  it('draws plain Markdown: lists, links, emphasis, tables; an unknown fact stays as written', () => {
    const { container } = draw('- one **bold**\n- [a link](/admission/fees)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nFee: $noSuchFact');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one bold', 'a link']);
    expect(screen.getByRole('link', { name: 'a link' }).getAttribute('href')).toBe('/admission/fees');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.textContent).toContain('$noSuchFact');
  });

  it('cannot read a half-typed widget (the preview keeps its last reading)', () => {
    expect(() => pageTree('<Callout title="x"', facts, site)).toThrow();
  });

  it('draws only widgets the site has', () => {
    for (const name of Object.keys(PREVIEW_WIDGETS)) expect(widgetCatalog.has(name)).toBe(true);
  });
});
