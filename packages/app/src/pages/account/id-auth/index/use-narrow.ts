import { useSyncExternalStore } from 'react';

/** Below this width the level steps stack: three side by side leave ~80 px each on a phone. */
const NARROW = '(width <= 560px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
};

/** Whether the window is phone-narrow (the steps' orientation follows it). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
