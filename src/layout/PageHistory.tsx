import { site } from '../config/site';
import type { PageHistoryEntry } from '../content/nav/types';
import { formatDate } from '../content/facts/dates';
import { SmartLink } from '../ui/SmartLink';
import styles from './PageHistory.module.css';

/**
 * "23 November 2026" from an ISO date ("2026-11-23T10:04:00+01:00"): the calendar day as the
 * author's commit wrote it, never shifted by the time zone of the machine that builds the site.
 */
export const formatDay = (iso: string): string => formatDate(iso.slice(0, 10));

/** The web editor's address of a page file, or undefined when editing links are switched off. */
export function editUrlFor(file: string, base: string = site.editBaseUrl): string | undefined {
  return base ? `${base.replace(/\/?$/, '/')}${file}` : undefined;
}

/** Under an information page: when it last changed (from git) and a link to edit it. */
export function PageHistory({ entry }: { entry: PageHistoryEntry }) {
  const editUrl = editUrlFor(entry.file);
  if (!entry.updated && !editUrl) return null;
  return (
    <div className={styles.history}>
      {entry.updated && (
        <p className={styles.updated}>
          Last updated <time dateTime={entry.updated}>{formatDay(entry.updated)}</time>
        </p>
      )}
      {editUrl && (
        // Hidden on paper: a link to an editor means nothing on a printed page.
        <p className={styles.edit} data-print="hide">
          <SmartLink href={editUrl}>Edit this page</SmartLink>
        </p>
      )}
    </div>
  );
}
