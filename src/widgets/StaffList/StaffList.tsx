import type { StaffFile, StaffMember } from '../../content/data-schemas';
import { Picture } from '../../ui/Picture/Picture';
import { bioParagraphs, EMPTY_GROUP_TEXT, PERSON_PLACEHOLDER, PLACEHOLDER_SIZE } from './people';
import styles from './StaffList.module.css';

/** A person's portrait; no photo, or one that fails to load, shows the placeholder silhouette. */
export function PersonPhoto({ photo, name, className, priority }: { photo?: string; name: string; className?: string; priority?: boolean }) {
  return (
    <Picture
      src={photo ?? PERSON_PLACEHOLDER}
      fallback={photo ? PERSON_PLACEHOLDER : undefined}
      alt={photo ? `Photo of ${name}` : ''}
      {...PLACEHOLDER_SIZE}
      sizes="(min-width: 640px) 10rem, 8rem"
      priority={priority}
      className={className}
    />
  );
}

/** A biography, one <p> per paragraph of the data file. */
export function Bio({ text }: { text: string }) {
  return (
    <>
      {bioParagraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

/** One staff member: photo, name, job title and biography. */
export function PersonCard({ person }: { person: StaffMember }) {
  return (
    <li className={styles.card}>
      <div className={styles.photoBox}>
        <PersonPhoto photo={person.photo} name={person.name} className={styles.photo} />
      </div>
      <div className={styles.head}>
        <h3 className={styles.name}>{person.name}</h3>
        {person.role && <p className={styles.role}>{person.role}</p>}
      </div>
      <div className={styles.bio}>
        <Bio text={person.bio} />
      </div>
    </li>
  );
}

/** The people of one group, or "Staff profiles coming soon." when there are none yet. */
export function PeopleList({ people, label }: { people: StaffMember[]; label: string }) {
  if (people.length === 0) return <p className={styles.empty}>{EMPTY_GROUP_TEXT}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => (
        <PersonCard key={person.name} person={person} />
      ))}
    </ul>
  );
}

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
