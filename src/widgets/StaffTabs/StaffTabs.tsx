import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { StaffFile } from '../../content/data-schemas';
import { PeopleList } from '../StaffList/StaffList';
import styles from './StaffTabs.module.css';

interface Props {
  /** A staff data file: one tab (or toggle option) per group; the first group is shown first. */
  data: StaffFile;
  /** Name of the tab list for screen readers. */
  label?: string;
}

/**
 * Groups of staff behind tabs (Headless UI): click a tab, or focus it and use the arrow keys.
 * Every group is in the page (hidden until chosen), so all of them print. MDX:
 * import staff from './_academic.staff.yml'
 * <StaffTabs data={staff} label="Departments" />
 */
export function StaffTabs({ data, label = 'Departments', variant = 'tabs' }: Props & { variant?: 'tabs' | 'toggle' }) {
  return (
    <TabGroup className={styles[variant]}>
      <TabList aria-label={label} className={styles.list} data-print="hide">
        {data.groups.map((group) => (
          <Tab key={group.label} className={styles.tab}>
            {group.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {data.groups.map((group) => (
          <TabPanel key={group.label} unmount={false} className={styles.panel}>
            {/* Shown on paper only when the group has no heading: the tab that named it is not printed. */}
            <h2 className={group.heading ? undefined : styles.printOnly}>{group.heading ?? group.label}</h2>
            {group.intro && <p className={styles.intro}>{group.intro}</p>}
            <PeopleList people={group.people} label={group.heading ?? group.label} />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

/**
 * Two (or more) groups of staff behind a toggle, e.g. Administrative Staff / Pastoral Department.
 * Same keyboard use as tabs. MDX:
 * import staff from './_administrative.staff.yml'
 * <StaffToggle data={staff} label="Staff group" />
 */
export function StaffToggle({ data, label = 'Staff group' }: Props) {
  return <StaffTabs data={data} label={label} variant="toggle" />;
}
