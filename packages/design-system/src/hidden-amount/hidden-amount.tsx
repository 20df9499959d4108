import { VISUALLY_HIDDEN } from '../visually-hidden/visually-hidden.ts';

/** What hide-amounts mode shows in place of a figure (the eye toggle of the assets pages). */
export const HIDDEN_AMOUNT = '****';

/** Props of {@link HiddenAmount}. */
export interface HiddenAmountProps {
  /** Read by screen readers in place of the asterisks, translated ("Hidden"). */
  label: string;
}

/**
 * A figure hidden by the hide-amounts eye: `****` on screen, the word `label` for a screen
 * reader (which would otherwise read four asterisks).
 *
 * @example {hidden ? <HiddenAmount label={t`Hidden`} /> : <Num>{total}</Num>}
 */
export function HiddenAmount({ label }: HiddenAmountProps) {
  return (
    <>
      <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
      <span className={VISUALLY_HIDDEN}>{label}</span>
    </>
  );
}
