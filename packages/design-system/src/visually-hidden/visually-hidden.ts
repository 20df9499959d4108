/**
 * The class that hides an element from sight but not from screen readers (a table caption, a
 * "prices may be out of date" note, a legend the layout does not show). Defined once, globally,
 * in the design system's `styles.css`, which every host loads.
 *
 * @example <p className={VISUALLY_HIDDEN} role="status">{message}</p>
 */
export const VISUALLY_HIDDEN = 'ex-visually-hidden';
