import { Button, type ButtonProps } from '@exchange/design-system';
import styles from './order-form-blocks.module.css';

/** Props of {@link SideSubmitButton}. */
export interface SideSubmitButtonProps extends Omit<ButtonProps, 'block' | 'className'> {
  /** Rise for a buy or a long, fall for a sell or a short (the theme's up/down colours). */
  tone: 'rise' | 'fall';
}

/**
 * An order form's full-width send button in its side's colour: Buy / Sell on spot, Open long /
 * Open short and Close long / Close short on contracts.
 *
 * @example <SideSubmitButton type="submit" tone={side === 'buy' ? 'rise' : 'fall'} loading={sending}>{t`Buy BTC`}</SideSubmitButton>
 */
export function SideSubmitButton({ tone, ...rest }: SideSubmitButtonProps) {
  return <Button {...rest} block className={styles.submit} data-tone={tone} />;
}
