import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { Crumb } from '../content/nav';
import { Icon } from './Icon';
import { usePopupGroup } from './usePopupGroup';
import styles from './Breadcrumbs.module.css';

/** Home › Section › Page. A crumb with siblings opens a drop-down of them. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const navRef = useRef<HTMLElement>(null);
  const { openKey: openIndex, toggle, close } = usePopupGroup<number>(navRef);
  const location = useLocation();

  return (
    <nav aria-label="Breadcrumb" ref={navRef} className={styles.bar} data-print="hide">
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const listId = `crumb-menu-${index}`;
          return (
            <li key={`${index}-${crumb.path}`} className={styles.crumb}>
              {index > 0 && <Icon name="chevron-right" size={14} className={styles.separator} />}
              {last ? (
                <Link to={crumb.path} aria-current="page" className={styles.current}>
                  {crumb.label}
                </Link>
              ) : crumb.siblings?.length ? (
                <>
                  <button
                    type="button"
                    className={styles.button}
                    aria-expanded={openIndex === index}
                    aria-controls={listId}
                    onClick={(event) => toggle(index, event)}
                  >
                    {crumb.label}
                    <Icon name="chevron-down" size={14} className={styles.chevron} />
                  </button>
                  <ul id={listId} className={styles.dropdown} hidden={openIndex !== index} onClick={close}>
                    {crumb.siblings.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href} className={styles.link} aria-current={link.href === location.pathname ? 'page' : undefined}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <Link to={crumb.path} className={styles.link}>
                  {index === 0 && <Icon name="home" size={16} />}
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
