import { useLingui } from '@lingui/react/macro';
import type { OrderSide } from '@exchange/api';
import styles from './order-form-blocks.module.css';

/** Props of {@link SideToggle}. */
export interface SideToggleProps {
  side: OrderSide;
  onSideChange: (side: OrderSide) => void;
  disabled?: boolean;
}

/**
 * The Buy / Sell switch at the top of the order form: two pressed-state buttons in the up and
 * down colours (which follow the up/down swap of the theme). A toggle rather than two columns:
 * the form lives in a column about 320 px wide.
 *
 * @example <SideToggle side={side} onSideChange={setSide} />
 */
export function SideToggle({ side, onSideChange, disabled = false }: SideToggleProps) {
  const { t } = useLingui();
  const sides: readonly { value: OrderSide; label: string }[] = [
    { value: 'buy', label: t`Buy` },
    { value: 'sell', label: t`Sell` },
  ];
  return (
    <div className={styles.sides} role="group" aria-label={t`Side`}>
      {sides.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className={styles.side}
          data-side={value}
          aria-pressed={side === value}
          disabled={disabled}
          onClick={() => {
            if (side !== value) onSideChange(value);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
