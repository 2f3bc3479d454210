import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from './useDismiss';

/**
 * A set of pop-ups of which at most one is open (menu groups, breadcrumb drop-downs):
 * pressing its button again, a press outside, Escape or a navigation closes it.
 */
export function usePopupGroup<Key>(containerRef: RefObject<HTMLElement | null>) {
  const [openKey, setOpenKey] = useState<Key | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => setOpenKey(null), []);
  useDismiss(containerRef, openKey !== null, close, openerRef);
  const location = useLocation();
  useEffect(close, [location.key, close]);

  const toggle = (key: Key, event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setOpenKey((current) => (current === key ? null : key));
  };
  return { openKey, toggle, close };
}
