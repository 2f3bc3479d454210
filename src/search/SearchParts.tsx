/** Pieces shared by the search dialog and the results page. */
import type { Segment } from './snippet';
import type { SearchHit } from './engine';
import styles from './SearchParts.module.css';

/** Text with the matched words in <mark>. */
export function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i} className={styles.mark}>{s.text}</mark> : s.text))}
    </>
  );
}

/** Title, section and snippet of one result. */
export function HitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className={styles.title}>
        <Marked segments={hit.title} />
      </span>
      {hit.section && <span className={styles.section}>{hit.section}</span>}
      <span className={styles.snippet}>
        <Marked segments={hit.snippet} />
      </span>
    </>
  );
}
