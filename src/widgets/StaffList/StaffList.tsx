import type { StaffFile } from '../../ui/People/staff.data.ts';
import { PeopleList } from '../../ui/People/People';
import styles from './StaffList.module.css';

/**
 * Every group of a staff data file, one after the other (executive and management pages). MDX:
 * import staff from './_executive.staff.yml'
 * <StaffList data={staff} />
 */
export function StaffList({ data }: { data: StaffFile }) {
  return (
    <div className={styles.groups}>
      {data.groups.map((group) => (
        <section key={group.label} aria-label={group.heading ?? group.label}>
          {group.heading && <h2>{group.heading}</h2>}
          {group.intro && <p className={styles.intro}>{group.intro}</p>}
          <PeopleList people={group.people} label={group.heading ?? group.label} />
        </section>
      ))}
    </div>
  );
}
