import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StaffFile } from '../../content/data-schemas';
import { useHydrated } from '../../ui/useHydrated';
import { PeopleList } from '../StaffList/StaffList';
import styles from './StaffTabs.module.css';

interface Props {
  /** A staff data file: one tab (or toggle option) per group; the first group is shown first. */
  data: StaffFile;
  /** Name of the tab list (and of the in-page links before JavaScript) for screen readers. */
  label?: string;
}

/** The in-page anchor of a group: "MATHEMATICS & ICT DEPARTMENT" → "mathematics-ict-department". */
export function groupAnchor(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
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
export function StaffTabs({ data, label = 'Departments', variant = 'tabs' }: Props & { variant?: 'tabs' | 'toggle' }) {
  const hydrated = useHydrated();
  const anchors = data.groups.map((group) => groupAnchor(group.label));
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
    const to = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setSelected(to);
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  const tabId = (i: number) => `${anchors[i]}-tab`;
  return (
    <div ref={rootRef} className={`${styles.staffTabs} ${styles[variant]}`}>
      {hydrated ? (
        <div ref={tabsRef} role="tablist" aria-label={label} className={styles.list} data-print="hide" onKeyDown={onKeyDown}>
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
              onClick={() => setSelected(i)}
            >
              {group.label}
            </button>
          ))}
        </div>
      ) : (
        <nav aria-label={label} data-print="hide">
          <ul className={styles.list}>
            {data.groups.map((group, i) => (
              <li key={group.label}>
                <a href={`#${anchors[i]}`} className={styles.tab}>
                  {group.label}
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
export function StaffToggle({ data, label = 'Staff group' }: Props) {
  return <StaffTabs data={data} label={label} variant="toggle" />;
}
