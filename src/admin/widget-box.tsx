/**
 * A widget the editor's preview cannot draw (it needs a data file, photos or the site's settings,
 * which only the build has): a box in its place that names it as the page writes it (`StaffList`),
 * says what it shows (its manifest's summary, as CONTENT.md lists it) and shows its text: the props a
 * reader sees and the text inside.
 */
import type { ReactNode } from 'react';
import styles from './widget-box.module.css';

export function WidgetBox({
  name,
  summary,
  texts,
  inline,
  children,
}: {
  name: string;
  summary?: string;
  /** The widget's props whose words a reader sees (its title, label, caption…), as written. */
  texts: string[];
  inline: boolean;
  children?: ReactNode;
}) {
  if (inline)
    return (
      <span className={styles.inline} title={summary}>
        <span className={styles.name}>{name}</span> {texts.join(' · ')}
        {children}
      </span>
    );
  return (
    <section className={styles.box} aria-label={name}>
      <p className={styles.label}>
        <span className={styles.name}>{name}</span>
        {summary && <> {summary}</>}
      </p>
      {texts.map((text, i) => (
        <p key={i} className={styles.text}>
          {text}
        </p>
      ))}
      {children}
    </section>
  );
}
