/** Props of {@link StarIcon}. */
export interface StarIconProps {
  /** Filled (a favourite) or outlined. */
  filled: boolean;
  /** Edge length in px; default 1em, so it follows the surrounding text. */
  size?: number | string;
}

/**
 * The favourite star as an SVG in `currentColor`. An SVG, not the ★/☆ characters: those live
 * only in the CJK fonts, so a Latin page would fetch a CJK font slice for one star (and show a
 * box until it arrived). Decorative: the button or row around it carries the accessible name.
 *
 * @example <button aria-pressed={fav} aria-label={t`Favourite ${name}`}><StarIcon filled={fav} /></button>
 */
export function StarIcon({ filled, size = '1em' }: StarIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-state={filled ? 'filled' : 'outline'}
      style={{ display: 'inline-block', verticalAlign: '-0.125em' }}
    >
      <path
        d="M12 2.8l2.85 5.78 6.38.93-4.62 4.5 1.09 6.35L12 17.36l-5.7 3 1.09-6.35-4.62-4.5 6.38-.93z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
