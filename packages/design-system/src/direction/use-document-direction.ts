import { useSyncExternalStore } from 'react';

/** Text direction of the page. */
export type Direction = 'ltr' | 'rtl';

function readDirection(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(onChange: () => void): () => void {
  // Storybook's toolbar and the app's language switch flip `dir` on <html> without
  // remounting: watch the attribute so arrow keys and Radix sliders follow at once.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => {
    observer.disconnect();
  };
}

/**
 * The `dir` of <html> ("rtl" for Arabic), kept current when it changes. Radix primitives default
 * to "ltr" unless told, so controls pass this on.
 *
 * @example const dir = useDocumentDirection(); // 'rtl' when <html dir="rtl">
 */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, readDirection, () => 'ltr');
}
