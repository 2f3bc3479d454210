import { site } from '../../config/site';
import styles from './BankDetails.module.css';

/**
 * The school's bank account for fees (from src/config/site.ts, never typed into pages). MDX:
 * <BankDetails />
 */
export function BankDetails({ title = 'Bank account details' }: { title?: string }) {
  const { accountName, bankName, accountNumber } = site.bank;
  return (
    <section className={styles.box} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <dl className={styles.list}>
        <div>
          <dt>Account name</dt>
          <dd>{accountName}</dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{bankName}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd className={styles.number}>{accountNumber}</dd>
        </div>
      </dl>
    </section>
  );
}
