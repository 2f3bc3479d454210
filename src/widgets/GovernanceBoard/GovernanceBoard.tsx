import type { BoardMember } from './board.data.ts';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import { Bio, PersonPhoto } from '../../ui/People/People';
import cardGrid from '../../ui/card-grid.module.css';
import type { WidgetProps } from '../../content/schemas/manifest-kit.ts';
import type widgets from './manifest.ts';
import styles from './GovernanceBoard.module.css';

/**
 * One board member. The biography is clamped to four lines (CSS) until the visitor opens the
 * card's "Read more" disclosure: a native <details> after the text, so it works without
 * JavaScript, and each card opens on its own. Screen readers read the whole biography either way.
 */
function MemberCard({ member, headingLevel }: { member: BoardMember; headingLevel?: HeadingLevel }) {
  return (
    <li className={styles.card}>
      <PersonPhoto photo={member.photo} name={member.name} className={styles.photo} />
      <Heading level={headingLevel} className={styles.name}>
        {member.name}
      </Heading>
      <p className={styles.role}>{member.role}</p>
      <div className={styles.bio}>
        <Bio text={member.bio} />
      </div>
      <details className={styles.more} data-print="hide">
        <summary className={styles.toggle}>
          <span className={styles.whenClosed}>Read more</span>
          <span className={styles.whenOpen}>Read less</span>
          <span className="visually-hidden"> about {member.name}</span>
        </summary>
      </details>
    </li>
  );
}

/**
 * The board of governors: a card per member with photo, name, role and biography.
 * Each card opens on its own; several can be open at once. MDX:
 * import board from './_governance.board.yml'
 * <GovernanceBoard data={board} />
 */
export function GovernanceBoard({
  data,
  label = 'Members of the Board of Governors',
  headingLevel,
}: WidgetProps<typeof widgets, 'GovernanceBoard'>) {
  return (
    <div className={styles.board}>
      <ul className={`${cardGrid.grid} ${styles.grid}`} aria-label={label}>
        {data.members.map((member) => (
          <MemberCard key={member.name} member={member} headingLevel={headingLevel} />
        ))}
      </ul>
    </div>
  );
}
