import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '../../ui/useHydrated';
import { PeopleList } from '../../ui/People/People';
import { slugOf } from '../../content/nav/route-path';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './StaffTabs.module.css';

const TAIL = ' department';

/**
 * What a tab shows. An ALL-CAPS name (the spec's "LANGUAGES DEPARTMENT") is shown in sentence
 * case, taken from the group's heading where there is one so acronyms stay ("Mathematics & ICT
 * department"), and the name itself stays the tab's accessible name (its visible words are part
 * of it). On phones the tab drops the trailing " department" (`tail`, hidden by CSS).
 */
export function tabText(group: { label: string; heading?: string }): { text: string; tail: string; name?: string } {
  const { label } = group;
  if (label !== label.toUpperCase()) return { text: label, tail: '' };
  const source = group.heading ?? label;
  const keepCapitals = source !== source.toUpperCase();
  const words = source.split(' ').map((word, i) => {
    if (keepCapitals && word.length > 1 && word === word.toUpperCase()) return word; // an acronym
    const lower = word.toLowerCase();
    return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
  const sentence = words.join(' ');
  const tail = sentence.endsWith(TAIL) && sentence.length > TAIL.length ? TAIL : '';
  return { text: sentence.slice(0, sentence.length - tail.length), tail, name: label };
}

/** A tab's or link's words: the short label, then the part phones do without. */
function TabLabel({ group }: { group: { label: string; heading?: string } }) {
  const { text, tail } = tabText(group);
  return (
    <>
      {text}
      {tail && <span className={styles.tail}>{tail}</span>}
    </>
  );
}

/**
 * Groups of staff behind tabs. The prerendered page (and a browser without JavaScript) shows
 * every group as a section with its heading and anchor (#science-department), after a list of
 * links to them. Once the code runs they become tabs: click a tab, or focus it and use the
 * arrow keys, Home and End; a link to a group's anchor selects its tab. Every group stays in the
 * page (hidden until chosen), so all of them print. Props are plain data (an island can hydrate
 * them as they were prerendered). MDX:
 * import staff from './_academic.staff.yml'
 * <StaffTabs data={staff} label="Departments" />
 */
export function StaffTabs({ data, label = 'Departments', variant = 'tabs' }: WidgetProps<typeof widgets, 'StaffTabs'>) {
  const hydrated = useHydrated();
  const anchors = data.groups.map((group) => slugOf(group.label));
  const [selected, setSelected] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const tabsRef = useRef<HTMLDivElement>(null);

  // A URL hash naming a group selects it, at load (a shared link) and when a link changes it.
  const anchorList = anchors.join(' ');
  useEffect(() => {
    const groupInHash = () => anchorList.split(' ').indexOf(decodeURIComponent(window.location.hash.slice(1)));
    const atLoad = groupInHash();
    if (atLoad >= 0) {
      setSelected(atLoad);
      // The browser scrolled to the section in the long prerendered page; the tabs are shorter.
      requestAnimationFrame(() => rootRef.current?.scrollIntoView({ block: 'start' }));
    }
    const onHashChange = () => {
      const index = groupInHash();
      if (index >= 0) setSelected(index);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [anchorList]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = data.groups.length - 1;
    const to = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    setSelected(to);
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  const tabId = (i: number) => `${anchors[i]}-tab`;
  return (
    <div ref={rootRef} className={`${styles.staffTabs} ${styles[variant]}`}>
      {hydrated ? (
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs are focusable (roving tabindex); the list only hears their arrow keys
        <div
          ref={tabsRef}
          role="tablist"
          aria-label={label}
          className={`${styles.list} overflow-fade-x`}
          data-print="hide"
          onKeyDown={onKeyDown}
        >
          {data.groups.map((group, i) => (
            <button
              key={group.label}
              type="button"
              role="tab"
              id={tabId(i)}
              className={styles.tab}
              aria-selected={i === selected}
              aria-controls={anchors[i]}
              tabIndex={i === selected ? 0 : -1}
              aria-label={tabText(group).name}
              onClick={() => setSelected(i)}
            >
              <TabLabel group={group} />
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={label} data-print="hide">
          <ul className={`${styles.list} overflow-fade-x`}>
            {data.groups.map((group, i) => (
              <li key={group.label}>
                <a href={`#${anchors[i]}`} className={styles.tab} aria-label={tabText(group).name}>
                  <TabLabel group={group} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {data.groups.map((group, i) => (
        <div
          key={group.label}
          id={anchors[i]}
          className={styles.panel}
          {...(hydrated ? { role: 'tabpanel', 'aria-labelledby': tabId(i), hidden: i !== selected, tabIndex: 0 } : {})}
        >
          {/* With tabs, a group without a heading is named by its tab: its label then shows on paper only. */}
          <h2 className={hydrated && !group.heading ? styles.printOnly : undefined}>{group.heading ?? group.label}</h2>
          {group.intro && <p className={styles.intro}>{group.intro}</p>}
          <PeopleList people={group.people} label={group.heading ?? group.label} />
        </div>
      ))}
    </div>
  );
}

/**
 * Two (or more) groups of staff behind a toggle, e.g. Administrative Staff / Pastoral Department.
 * Same keyboard use as tabs, same sections without JavaScript. MDX:
 * import staff from './_administrative.staff.yml'
 * <StaffToggle data={staff} label="Staff group" />
 */
export function StaffToggle({ data, label = 'Staff group' }: WidgetProps<typeof widgets, 'StaffToggle'>) {
  return <StaffTabs data={data} label={label} variant="toggle" />;
}
