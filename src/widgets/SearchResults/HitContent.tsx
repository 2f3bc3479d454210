/** One result of the results page: title, section and snippet, the matched words in <mark>. */
import type { SearchHit, Segment } from '../../search/engine/engine';
import styles from './HitContent.module.css';

function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.mark ? (
          <mark key={i} className={styles.mark}>
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

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
