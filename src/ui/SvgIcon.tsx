/**
 * A decorative 24×24 stroke icon drawn from one path: hidden from screen readers; the control
 * around it carries the name. Islands use it with the few paths they need (src/ui/icon-paths.ts),
 * so the browser never downloads the site's whole icon set; `Icon` (by name) is for prerendered parts.
 */
export interface SvgIconProps {
  d: string;
  size?: number;
  className?: string;
  /** Fill the shape (stars) instead of stroking it. */
  filled?: boolean;
}

export function SvgIcon({ d, size = 20, className, filled = false }: SvgIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
