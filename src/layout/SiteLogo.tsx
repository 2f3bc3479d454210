import logoSvg from 'virtual:site-logo';
import { site } from '../config/site';
import styles from './SiteLogo.module.css';

/**
 * The school's logo: drawn inline when it is a small SVG (no request on a first visit), otherwise
 * from its file. `label` names it; without one it is decoration beside the school's name.
 */
export function SiteLogo({ label, className = '', lazy = false }: { label?: string; className?: string; lazy?: boolean }) {
  if (logoSvg === null) {
    return (
      <img
        src={site.logo.src}
        width={site.logo.width}
        height={site.logo.height}
        alt={label ?? ''}
        className={className}
        loading={lazy ? 'lazy' : undefined}
      />
    );
  }
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <span {...named} className={[styles.logo, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: logoSvg }} />;
}
