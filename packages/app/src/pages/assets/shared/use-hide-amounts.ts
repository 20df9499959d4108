import { useState } from 'react';
import { HIDDEN_AMOUNT } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';

/** Storage key of the hide-amounts eye, shared by every assets page ("true" when hidden). */
export const HIDE_AMOUNTS_KEY = 'assets_hide_amounts';

/**
 * Whether the assets pages hide their amounts (the eye toggle), persisted so the choice
 * survives a reload and is the same on the overview and account pages.
 *
 * @example const [hidden, setHidden] = useHideAmounts();
 */
export function useHideAmounts(): [boolean, (hidden: boolean) => void] {
  const { storage } = useAppServices();
  const [hidden, setHiddenState] = useState(() => storage.get(HIDE_AMOUNTS_KEY) === 'true');
  const setHidden = (next: boolean) => {
    setHiddenState(next);
    storage.set(HIDE_AMOUNTS_KEY, String(next));
  };
  return [hidden, setHidden];
}

/**
 * The amount's text, or {@link HIDDEN_AMOUNT} while amounts are hidden.
 *
 * @example <Num>{masked(withUnit(formatAmount(total), 'USDC'), hidden)}</Num>
 */
export function masked(text: string, hidden: boolean): string {
  return hidden ? HIDDEN_AMOUNT : text;
}
