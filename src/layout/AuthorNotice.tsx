import styles from './AuthorNotice.module.css';

/**
 * Dev server only: the mistakes in a data file this page shows, above the page (which shows the
 * file's last correct version meanwhile). Written for the person who made the change.
 */
export function AuthorNotice({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>
        <strong>A file this page shows has a mistake.</strong> The page shows the file as it was before it. Fix the line named here and save
        (or publish again in the web editor); this message goes away at once.
      </p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
