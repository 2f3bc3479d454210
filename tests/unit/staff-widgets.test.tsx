import fs from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { parse } from 'yaml';
import { validateDataFile } from './support/data-file';
import type { StaffFile } from '../../src/ui/People/staff.data';
import type { BoardFile } from '../../src/widgets/GovernanceBoard/board.data';
import { bioParagraphs, EMPTY_GROUP_TEXT, PERSON_PLACEHOLDER } from '../../src/ui/People/people';
import { StaffList } from '../../src/widgets/StaffList/StaffList';
import { StaffTabs, StaffToggle, tabText } from '../../src/widgets/StaffTabs/StaffTabs';
import { slugOf } from '../../src/content/nav/route-path';

afterEach(cleanup);
// happy-dom loads no images (naturalWidth stays 0), which Picture takes for a failed load: pretend they loaded.
beforeAll(() => {
  Object.defineProperty(window.HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 400 });
});

const load = <T,>(file: string) => validateDataFile(file, parse(fs.readFileSync(file, 'utf8'))) as T;

describe('bioParagraphs', () => {
  it('splits on blank lines and joins the line breaks inside a paragraph', () => {
    expect(bioParagraphs('First line\nsame paragraph.\n\nSecond paragraph.\n')).toEqual([
      'First line same paragraph.',
      'Second paragraph.',
    ]);
  });

  it('treats whitespace-only lines as blank and drops empty paragraphs', () => {
    expect(bioParagraphs('\nOne.  \n   \n\n\t\nTwo.\n\n')).toEqual(['One.', 'Two.']);
  });

  it('keeps a one-paragraph biography whole', () => {
    expect(bioParagraphs('Just one paragraph.')).toEqual(['Just one paragraph.']);
  });
});

const small: StaffFile = {
  groups: [
    {
      label: 'LANGUAGES DEPARTMENT',
      heading: 'Languages Department',
      intro: 'Teachers of English and French.',
      people: [
        { name: 'Mrs. A. Teacher', role: 'English', bio: 'Paragraph one\nwrapped.\n\nParagraph two.' },
        { name: 'Mr. B. Teacher', role: 'French', photo: 'staff/head-languages', bio: 'Only paragraph.' },
      ],
    },
    { label: 'ART DEPARTMENT', people: [] },
  ],
};

describe('staff widgets', () => {
  it('shows the first group by default and "Staff profiles coming soon." for an empty one', () => {
    render(<StaffTabs data={small} label="Departments" />);
    const tabs = within(screen.getByRole('tablist', { name: 'Departments' })).getAllByRole('tab');
    // Sentence case to read; the data's ALL-CAPS names stay the accessible names.
    expect(tabs.map((t) => t.textContent)).toEqual(['Languages department', 'Art department']);
    expect(tabs.map((t) => t.getAttribute('aria-label'))).toEqual(['LANGUAGES DEPARTMENT', 'ART DEPARTMENT']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(EMPTY_GROUP_TEXT)?.closest('[hidden]')).toBeTruthy();

    fireEvent.click(tabs[1]);
    const empty = screen.getByRole('tabpanel');
    expect(within(empty).getByText(EMPTY_GROUP_TEXT)).toBeTruthy();
    expect(within(empty).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('renders each biography paragraph as its own <p> and a placeholder for a missing photo', () => {
    const { container } = render(<StaffList data={{ groups: [small.groups[0]] }} />);
    const card = screen.getByRole('heading', { name: 'Mrs. A. Teacher' }).closest('li')!;
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['English', 'Paragraph one wrapped.', 'Paragraph two.']);
    expect(card.querySelector('img')?.getAttribute('src')).toBe(PERSON_PLACEHOLDER);
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    const withPhoto = screen.getByRole('img', { name: 'Photo of Mr. B. Teacher' });
    expect(withPhoto.getAttribute('src')).toMatch(/^\/img\/staff\/head-languages-\d+\.webp$/);
    expect(container.querySelector('h2')?.textContent).toBe('Languages Department');
  });

  it('falls back to the placeholder when a photo fails to load', () => {
    render(<StaffList data={{ groups: [small.groups[0]] }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo of Mr. B. Teacher' }));
    expect(screen.getByRole('img', { name: 'Photo of Mr. B. Teacher' }).getAttribute('src')).toBe(PERSON_PLACEHOLDER);
  });

  it('prerenders every group as a section with its heading and anchor, after links to them, and no tabs', () => {
    document.body.innerHTML = renderToString(<StaffTabs data={small} label="Departments" />);
    const nav = screen.getByRole('navigation', { name: 'Departments' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Languages department', 'LANGUAGES DEPARTMENT', '#languages-department'],
      ['Art department', 'ART DEPARTMENT', '#art-department'],
    ]);
    expect(screen.queryByRole('tablist')).toBeNull();
    // A group without a heading is headed by its label (there is no tab to name it).
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => [h.textContent, h.parentElement?.id])).toEqual([
      ['Languages Department', 'languages-department'],
      ['ART DEPARTMENT', 'art-department'],
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Mrs. A. Teacher', 'Mr. B. Teacher']);
    expect(document.querySelector('[hidden]')).toBeNull();
    document.body.innerHTML = '';
  });

  it('tab texts: sentence case from the heading (acronyms kept), the ALL-CAPS name as accessible name; mixed-case labels unchanged', () => {
    expect(tabText({ label: 'MATHEMATICS & ICT DEPARTMENT', heading: 'Mathematics & ICT Department' })).toEqual({
      text: 'Mathematics & ICT',
      tail: ' department',
      name: 'MATHEMATICS & ICT DEPARTMENT',
    });
    expect(tabText({ label: 'VOCATIONAL AND TECHNICAL DEPARTMENT', heading: 'Vocational and Technical Department' })).toEqual({
      text: 'Vocational and technical',
      tail: ' department',
      name: 'VOCATIONAL AND TECHNICAL DEPARTMENT',
    });
    expect(tabText({ label: 'ART DEPARTMENT' })).toEqual({ text: 'Art', tail: ' department', name: 'ART DEPARTMENT' });
    expect(tabText({ label: 'BOARDING' })).toEqual({ text: 'Boarding', tail: '', name: 'BOARDING' });
    expect(tabText({ label: 'Administrative Staff', heading: 'Administrative Staff' })).toEqual({ text: 'Administrative Staff', tail: '' });
  });

  it('a URL hash naming a group selects its tab', () => {
    window.history.replaceState(null, '', '#art-department');
    try {
      render(<StaffTabs data={small} label="Departments" />);
      expect(screen.getByRole('tab', { name: 'ART DEPARTMENT' }).getAttribute('aria-selected')).toBe('true');
      expect(within(screen.getByRole('tabpanel')).getByText(EMPTY_GROUP_TEXT)).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('names group anchors after their labels', () => {
    expect(slugOf('MATHEMATICS & ICT DEPARTMENT')).toBe('mathematics-ict-department');
    expect(slugOf('Administrative Staff')).toBe('administrative-staff');
  });

  it('StaffToggle is a two-way switch with its own heading and intro per group', () => {
    render(<StaffToggle data={small} label="Staff group" />);
    expect(screen.getByRole('heading', { name: 'Languages Department' })).toBeTruthy();
    expect(screen.getByText('Teachers of English and French.')).toBeTruthy();
  });
});

describe('staff and board data files', () => {
  const counts = (file: string) => load<StaffFile>(file).groups.map((g) => [g.label, g.people.length]);

  it('academic departments: LANGUAGES first, then 7, 6, 3, 4 people', () => {
    expect(counts('pages/staff-profile/_academic.staff.yml')).toEqual([
      ['LANGUAGES DEPARTMENT', 5],
      ['SCIENCE DEPARTMENT', 7],
      ['MATHEMATICS & ICT DEPARTMENT', 6],
      ['SOCIAL SCIENCE DEPARTMENT', 3],
      ['VOCATIONAL AND TECHNICAL DEPARTMENT', 4],
    ]);
  });

  it('administrative 6 + pastoral 6, executive 5, management 5', () => {
    expect(counts('pages/staff-profile/_administrative.staff.yml')).toEqual([
      ['Administrative Staff', 6],
      ['Pastoral Department', 6],
    ]);
    expect(counts('pages/staff-profile/_executive.staff.yml').map(([, n]) => n)).toEqual([5]);
    expect(counts('pages/staff-profile/_management.staff.yml').map(([, n]) => n)).toEqual([5]);
  });

  it('every biography has at least two paragraphs', () => {
    for (const file of ['academic', 'administrative', 'executive', 'management']) {
      for (const person of load<StaffFile>(`pages/staff-profile/_${file}.staff.yml`).groups.flatMap((g) => g.people)) {
        expect(bioParagraphs(person.bio).length, person.name).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('the board has the six roles of the spec', () => {
    const board = load<BoardFile>('pages/about/_governance.board.yml');
    expect(board.members.map((m) => m.role)).toEqual([
      'Board Member',
      'Education Director',
      'Administrative Director',
      'Chairman Board of Governors',
      'Academic Advisor',
      'Legal Advisor',
    ]);
  });

  it('rejects a person without a biography and an unknown photo, naming the field', () => {
    expect(() =>
      validateDataFile('x/_bad.staff.yml', { groups: [{ label: 'X', people: [{ name: 'Someone', photo: 'staff/nobody' }] }] }),
    ).toThrow(/people 1 \("Someone"\) › field "photo": no such photo[\s\S]*people 1 \("Someone"\) › field "bio": is missing/);
  });
});
