/**
 * The answer to a question of fact or date, above the results page's results: a region named
 * "Answer", each answer's label and value (a phone as a tap-to-call link, WhatsApp and e-mail as
 * links), its date's detail and the page it comes from. The status line above says it too.
 */
import type { SearchAnswer } from '../../search/engine/engine';
import styles from './AnswerBox.module.css';

export function AnswerBox({ answers }: { answers: readonly SearchAnswer[] }) {
  return (
    <section className={styles.answer} aria-label={answers.length === 1 ? 'Answer' : 'Answers'}>
      {answers.map((answer) => (
        <div key={answer.id} className={styles.item}>
          <p className={styles.text}>
            {answer.label}:{' '}
            <strong>
              {answer.value.map((part, i) =>
                part.href ? (
                  <a key={i} href={part.href} className={styles.link}>
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </strong>
          </p>
          {answer.detail && <p className={styles.detail}>{answer.detail}</p>}
          <p className={styles.source}>
            From <a href={answer.href}>{answer.source}</a>
          </p>
        </div>
      ))}
    </section>
  );
}
