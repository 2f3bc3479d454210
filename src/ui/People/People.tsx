/**
 * People as the staff pages, the board of governors and the leaders' messages show them: a
 * portrait (or the placeholder silhouette), a biography, a card, a list of cards.
 */
import type { StaffMember } from './staff.data.ts';
import { Picture } from '../Picture/Picture';
import { bioParagraphs, EMPTY_GROUP_TEXT, PERSON_PLACEHOLDER, PLACEHOLDER_SIZE } from './people';
import styles from './People.module.css';

/** A person's portrait; no photo, or one that fails to load, shows the placeholder silhouette. */
export function PersonPhoto({
  photo,
  name,
  className,
  priority,
}: {
  photo?: string;
  name: string;
  className?: string;
  priority?: boolean;
}) {
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

/** The people of one group, or "Staff profiles coming soon." when there are none yet. */
export function PeopleList({ people, label }: { people: StaffMember[]; label: string }) {
  if (people.length === 0) return <p className={styles.empty}>{EMPTY_GROUP_TEXT}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {people.map((person) => (
        <li key={person.name} className={styles.card}>
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
      ))}
    </ul>
  );
}
