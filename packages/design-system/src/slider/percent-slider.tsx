import * as RadixSlider from '@radix-ui/react-slider';
import { useDocumentDirection } from '../direction/use-document-direction.ts';
import styles from './percent-slider.module.css';

/** The quick-pick marks of an order-size slider. */
export const PERCENT_MARKS: readonly number[] = [0, 25, 50, 75, 100];

/** Props of {@link PercentSlider}. */
export interface PercentSliderProps {
  /** Whole percent, 0 to 100. */
  value: number;
  onValueChange: (percent: number) => void;
  /** Called once when a drag or key press ends (e.g. to recompute the order amount). */
  onValueCommit?: (percent: number) => void;
  /** Accessible name of the thumb, e.g. "Order size (% of available)". */
  label: string;
  /** Accessible name of the group of mark buttons. */
  marksLabel?: string;
  marks?: readonly number[];
  /** Smallest change by arrow key; 1 by default. PageUp/PageDown move ten steps. */
  step?: number;
  disabled?: boolean;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Thumb size in px; must match `--thumb` in the CSS module. */
const THUMB = 16;

/**
 * Where the thumb's centre sits at `percent`: Radix keeps the thumb inside the track, shifting it
 * by half its width at the ends, so ticks and labels get the same shift to line up with it.
 */
const markPosition = (percent: number) => `calc(${percent}% + ${(0.5 - percent / 100) * THUMB}px)`;

/**
 * An order-size slider from 0 to 100 % (Radix Slider) with clickable 0/25/50/75/100 marks.
 * Arrow keys move by `step`, PageUp/PageDown by ten steps, Home/End to 0 and 100; right-to-left
 * the track runs from the right.
 *
 * @example <PercentSlider label={t`Amount`} value={percent} onValueChange={setPercent} />
 */
export function PercentSlider({
  value,
  onValueChange,
  onValueCommit,
  label,
  marksLabel = 'Quick amounts',
  marks = PERCENT_MARKS,
  step = 1,
  disabled = false,
}: PercentSliderProps) {
  const dir = useDocumentDirection();
  const current = clampPercent(value);

  const pick = (mark: number) => {
    if (mark !== current) onValueChange(mark);
    onValueCommit?.(mark);
  };

  return (
    <div className={styles.root} data-disabled={disabled ? '' : undefined}>
      <RadixSlider.Root
        className={styles.slider}
        value={[current]}
        min={0}
        max={100}
        step={step}
        dir={dir}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.range} />
        </RadixSlider.Track>
        {marks.map((mark) => (
          <span
            key={mark}
            className={styles.tick}
            data-reached={mark <= current ? '' : undefined}
            style={{ insetInlineStart: markPosition(mark) }}
            aria-hidden="true"
          />
        ))}
        <RadixSlider.Thumb
          className={styles.thumb}
          aria-label={label}
          aria-valuetext={`${current}%`}
        />
      </RadixSlider.Root>
      <div className={styles.marks} role="group" aria-label={marksLabel}>
        {marks.map((mark) => (
          <button
            key={mark}
            type="button"
            className={styles.mark}
            style={{ insetInlineStart: markPosition(mark) }}
            aria-pressed={mark === current}
            disabled={disabled}
            onClick={() => {
              pick(mark);
            }}
          >
            {mark}%
          </button>
        ))}
      </div>
    </div>
  );
}
