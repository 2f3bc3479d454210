import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { parse as parseYaml } from 'yaml';
import { site, telHref } from '../../src/config/site';
import { validateDataFile } from './support/data-file';
import { packingSchema, type PackingData } from '../../src/widgets/PackingList/packing.data';
import { venuesSchema } from '../../src/widgets/ExamVenues/venues.data';
import { ActionCard, ActionCards, actionHref } from '../../src/widgets/ActionCards/ActionCards';
import { PackingList, ProhibitedItems, formatQuantity } from '../../src/widgets/PackingList/PackingList';
import { FAQ, Question } from '../../src/widgets/FAQ/FAQ';
import { ExamPhones, ExamVenues } from '../../src/widgets/ExamVenues/ExamVenues';
import { BankDetails } from '../../src/widgets/BankDetails/BankDetails';

afterEach(cleanup);

const readData = (file: string) => validateDataFile(file, parseYaml(fs.readFileSync(file, 'utf8')));

describe('ActionCards', () => {
  it('resolves a portal key to its URL from the site config, and keeps a plain href', () => {
    expect(actionHref({ portal: 'studentPortal' })).toBe(site.portals.studentPortal.url);
    expect(actionHref({ href: '/forms/admission-form.pdf' })).toBe('/forms/admission-form.pdf');
  });

  it('names the valid portals when a key is wrong, and needs href or portal', () => {
    expect(() => actionHref({ portal: 'studentportal' })).toThrow(/unknown portal "studentportal".*studentPortal/);
    expect(() => actionHref({})).toThrow(/href or portal/);
  });

  it('renders each action as a link: pages through the router, portals in a new tab', () => {
    render(
      <MemoryRouter>
        <ActionCards label="Ways to apply">
          <ActionCard title="Pick up the form" href="/about/contact-us">
            At the office.
          </ActionCard>
          <ActionCard title="Download the form" href="/forms/admission-form.pdf" note="PDF" />
          <ActionCard title="Apply online" portal="studentPortal" />
        </ActionCards>
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Ways to apply' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Pick up the form' }).getAttribute('href')).toBe('/about/contact-us');
    expect(screen.getByRole('link', { name: 'Download the form' }).getAttribute('href')).toBe('/forms/admission-form.pdf');
    const portal = screen.getByRole('link', { name: /Apply online/ });
    expect(portal.getAttribute('href')).toBe(site.portals.studentPortal.url);
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(portal.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('At the office.')).toBeTruthy();
  });
});

describe('PackingList', () => {
  const data: PackingData = {
    categories: [
      { name: 'Toiletries', items: [{ item: 'Towels', quantity: 2 }] },
      { name: 'Clothing', items: [{ item: 'Socks', quantity: '4 pairs' }] },
    ],
    prohibited: ['Mobile phones', 'Lighters'],
  };

  it('formats numbers and quantities with units', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(' 4 pairs ')).toBe('4 pairs');
  });

  it('renders one table per category with item and quantity', () => {
    render(<PackingList data={data} />);
    expect(screen.getByRole('heading', { name: 'Toiletries' })).toBeTruthy();
    const clothing = screen.getByRole('region', { name: 'Clothing' });
    const row = within(clothing).getByRole('row', { name: /Socks/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Socks', '4 pairs']);
  });

  it('lists the prohibited items', () => {
    render(<ProhibitedItems data={data} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mobile phones', 'Lighters']);
  });

  it('validates the real packing file, with the quantities the spec gives', () => {
    const packing = readData('pages/pastoral/_packing.packing.yml') as PackingData;
    expect(packing.categories.map((c) => c.name)).toEqual(['Toiletries', 'Clothing', 'Footwear', 'Accessories']);
    const quantity = (name: string) => packing.categories.flatMap((c) => c.items).find((i) => i.item === name)?.quantity;
    expect([
      quantity('Towels'),
      quantity('Soaps'),
      quantity('Toothbrushes'),
      quantity('Toilet rolls'),
      quantity('Pants'),
      quantity('Socks'),
      quantity('Shoes'),
    ]).toEqual([2, 6, 3, 6, 6, '4 pairs', 2]);
    expect(packing.prohibited.length).toBeGreaterThan(0);
  });

  it('rejects an item without a quantity, naming the field', () => {
    const bad = packingSchema.safeParse({ categories: [{ name: 'Toiletries', items: [{ item: 'Towels' }] }] });
    expect(bad.success).toBe(false);
    expect(() =>
      validateDataFile('pages/x/_p.packing.yml', { categories: [{ name: 'T', items: [{ item: 'Towels', quantity: 0 }] }] }),
    ).toThrow('pages/x/_p.packing.yml: categories 1 ("T") › items 1 ("Towels") › field "quantity": should be more than 0');
  });
});

describe('FAQ', () => {
  it('makes each question a native disclosure, closed, with the question as a heading inside its summary', () => {
    const { container } = render(
      <FAQ>
        <Question title="Who qualifies?" headingLevel="3">
          The third child.
        </Question>
        <Question title="With a scholarship?" headingLevel="3">
          No.
        </Question>
      </FAQ>,
    );
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    expect(details.map((d) => d.open)).toEqual([false, false]);
    const heading = screen.getByRole('heading', { level: 3, name: 'Who qualifies?' });
    expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(heading.closest('details')).toBe(details[0]);
    // No script: the browser opens and closes it; nothing is wired to a click.
    expect(container.querySelector('button, [aria-expanded]')).toBeNull();
  });

  it('keeps closed answers in the page, so that they print and find-in-page reaches them', () => {
    const { container } = render(
      <FAQ>
        <Question title="Q">The answer text.</Question>
      </FAQ>,
    );
    expect(container.querySelector('details > div')?.textContent).toBe('The answer text.');
  });

  it('can start open', () => {
    const { container } = render(
      <Question title="Q" defaultOpen>
        A.
      </Question>,
    );
    expect(container.querySelector('details')?.open).toBe(true);
  });
});

describe('ExamVenues and ExamPhones', () => {
  it('validates the venues file: four venues with addresses', () => {
    const venues = readData('pages/admission/_venues.venues.yml') as { venues: { city: string }[] };
    expect(venues.venues.map((v) => v.city)).toEqual(['Abuja', 'Lagos', 'Ibadan', 'Port Harcourt']);
    expect(venuesSchema.safeParse({ venues: [{ city: 'Lagos', name: 'X', address: [] }] }).success).toBe(false);
  });

  it('renders a card per venue with its address', () => {
    render(<ExamVenues data={{ venues: [{ city: 'Lagos', name: 'Liaison Office', address: ['24 Allen Avenue', 'Ikeja'] }] }} />);
    expect(screen.getByRole('heading', { name: 'Lagos' })).toBeTruthy();
    expect(screen.getByText('24 Allen Avenue')).toBeTruthy();
  });

  it('turns the configured numbers into tel: links', () => {
    expect(telHref('+234 800 000 0004')).toBe('tel:+2348000000004');
    render(<ExamPhones />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(site.examPhones.map(telHref));
    // Shown with non-breaking spaces so a number never wraps.
    expect(links[0].textContent?.replace(/\u00a0/g, ' ')).toContain(site.examPhones[0]);
  });
});

describe('BankDetails', () => {
  it('shows the account from the site config', () => {
    render(<BankDetails title="Pay here" />);
    const box = screen.getByRole('region', { name: 'Pay here' });
    expect(box.textContent).toContain(site.bank.accountName);
    expect(box.textContent).toContain(site.bank.bankName);
    expect(box.textContent).toContain(site.bank.accountNumber);
  });
});
