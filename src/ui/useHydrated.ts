import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the first client render (hydration must reproduce the prerendered
 * HTML exactly), true from then on, and at once in a component mounted later.
 *
 * Widgets render their no-JavaScript markup until this turns true, then enhance it. A store
 * (rather than useState + useEffect) because React re-renders a store whose client value differs
 * from the server's synchronously, right after hydration's effects: by the time the page is marked
 * hydrated (data-hydrated on the island) the enhanced markup is already in place.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
