import type { PackingData } from './packing.data.ts';
import { Icon } from '../../ui/Icon';
import styles from './PackingList.module.css';

/** "2" for 2, "4 pairs" as written. */
export function formatQuantity(quantity: number | string): string {
  return typeof quantity === 'number' ? String(quantity) : quantity.trim();
}

/**
 * What to pack, one table per category, from a packing data file. MDX:
 * import packing from './_packing.packing.yml'
 * <PackingList data={packing} />
 */
export function PackingList({ data, headingLevel = 3 }: { data: PackingData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.grid}>
      {data.categories.map((category) => (
        <section key={category.name} className={styles.category} aria-label={category.name}>
          <Heading className={styles.heading}>{category.name}</Heading>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className={styles.qty}>
                  Quantity
                </th>
              </tr>
            </thead>
            <tbody>
              {category.items.map((entry) => (
                <tr key={entry.item}>
                  <td>{entry.item}</td>
                  <td className={styles.qty}>{formatQuantity(entry.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/**
 * The items students must not bring, from the same data file. MDX:
 * <ProhibitedItems data={packing} />
 */
export function ProhibitedItems({ data }: { data: PackingData }) {
  return (
    <ul className={styles.prohibited}>
      {data.prohibited.map((item) => (
        <li key={item}>
          <Icon name="close" size={18} className={styles.cross} />
          {item}
        </li>
      ))}
    </ul>
  );
}
