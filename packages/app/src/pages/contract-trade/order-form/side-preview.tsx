import { useLingui } from '@lingui/react/macro';
import type { PositionSide } from '@exchange/api';
import { formatAmount, NO_VALUE, Num, withUnit } from '@exchange/design-system';
import type Big from 'big.js';
import type { SidePreview } from './contract-order-preview.ts';
import { SideSubmitButton } from '../../../trading/order-form/side-submit-button.tsx';
import styles from './contract-order-form.module.css';

/** Props of {@link SideColumn}. */
export interface SideColumnProps {
  side: PositionSide;
  preview: SidePreview;
  baseCoin: string;
  quoteCoin: string;
  pricePrecision: number;
  sizePrecision: number;
  /** The button: shown signed in only (a visitor sees the sign-in prompt instead). */
  showButton: boolean;
  loading: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** Decimals of a quote-coin amount shown in the preview (cost, fee). */
const QUOTE_DECIMALS = 2;

/**
 * One side of the order form's foot: what an order on this side would cost, the liquidation price
 * of the position it would leave, the largest size this side can open, its fee, and its button
 * (Buy / Long or Sell / Short). Values are truncated for display (SPEC.md section 5).
 *
 * @example <SideColumn side="long" preview={preview} baseCoin="BTC" quoteCoin="USDT" pricePrecision={1} sizePrecision={3} showButton loading={false} disabled={false} onSubmit={sendLong} />
 */
export function SideColumn({
  side,
  preview,
  baseCoin,
  quoteCoin,
  pricePrecision,
  sizePrecision,
  showButton,
  loading,
  disabled,
  onSubmit,
}: SideColumnProps) {
  const { t } = useLingui();
  const label = side === 'long' ? t`Buy / Long` : t`Sell / Short`;
  const quote = (value: Big | null) =>
    value === null ? NO_VALUE : withUnit(formatAmount(value, QUOTE_DECIMALS), quoteCoin);
  const liquidation =
    preview.liquidationPrice === null
      ? NO_VALUE
      : preview.liquidationPrice.eq(0)
        ? t`None`
        : withUnit(formatAmount(preview.liquidationPrice, pricePrecision), quoteCoin);
  const items: readonly { term: string; value: string }[] = [
    { term: t`Cost`, value: quote(preview.cost) },
    { term: t`Liq. price`, value: liquidation },
    {
      term: t`Max`,
      value:
        preview.maxOpenSize === null
          ? NO_VALUE
          : withUnit(formatAmount(preview.maxOpenSize, sizePrecision), baseCoin),
    },
    { term: t`Fee`, value: quote(preview.fee) },
  ];
  return (
    <div className={styles.side} role="group" aria-label={label}>
      <dl className={styles.preview}>
        {items.map((item) => (
          <div key={item.term} className={styles.previewItem}>
            <dt>{item.term}</dt>
            <dd>
              <Num>{item.value}</Num>
            </dd>
          </div>
        ))}
      </dl>
      {showButton ? (
        <SideSubmitButton
          type="button"
          tone={side === 'long' ? 'rise' : 'fall'}
          loading={loading}
          disabled={disabled}
          onClick={onSubmit}
        >
          {label}
        </SideSubmitButton>
      ) : null}
    </div>
  );
}
