import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { BoardFile, BoardMember } from '../../content/data-schemas';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Bio, PersonPhoto } from '../StaffList/StaffList';
import styles from './GovernanceBoard.module.css';

/** One board member; the biography is clamped to four lines until "Read more". */
function MemberCard({ member, headingLevel }: { member: BoardMember; headingLevel?: HeadingLevel }) {
  return (
    <Disclosure as="li" className={styles.card}>
      {({ open }) => (
        <>
          <PersonPhoto photo={member.photo} name={member.name} className={styles.photo} />
          <Heading level={headingLevel} className={styles.name}>
            {member.name}
          </Heading>
          <p className={styles.role}>{member.role}</p>
          {/* static: the clamped text stays readable while the card is closed. */}
          <DisclosurePanel static className={open ? styles.bio : `${styles.bio} ${styles.clamped}`}>
            <Bio text={member.bio} />
          </DisclosurePanel>
          <DisclosureButton className={styles.toggle} data-print="hide">
            {open ? 'Read less' : 'Read more'}
            <span className="visually-hidden"> about {member.name}</span>
          </DisclosureButton>
        </>
      )}
    </Disclosure>
  );
}

/**
 * The board of governors: a card per member with photo, name, role and biography.
 * Each card opens on its own; several can be open at once. MDX:
 * import board from './_governance.board.yml'
 * <GovernanceBoard data={board} />
 */
export function GovernanceBoard({ data, label = 'Members of the Board of Governors', headingLevel }: { data: BoardFile; label?: string; headingLevel?: HeadingLevel }) {
  return (
    <div className={styles.board}>
      <ul className={styles.grid} aria-label={label}>
        {data.members.map((member) => (
          <MemberCard key={member.name} member={member} headingLevel={headingLevel} />
        ))}
      </ul>
    </div>
  );
}
