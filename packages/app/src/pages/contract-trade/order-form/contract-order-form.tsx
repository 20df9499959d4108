import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContractPair, LeverSetting, MarginMode } from '@exchange/api';
import { Tabs } from '@exchange/design-system';
import { useAuth } from '../../../app-services.tsx';
import {
  useContractAccount,
  useContractLever,
  useContractPositions,
} from '../../../queries/contract.query.ts';
import { useContractOrderActions } from './contract-order-actions.ts';
import { ClosePositionForm } from './close-position-form.tsx';
import { LeverageDialog } from './leverage-dialog.tsx';
import { MarginModeDialog } from './margin-mode-dialog.tsx';
import { OpenOrderForm } from './open-order-form.tsx';
import { refusalOfError } from './order-refusal.ts';
import styles from './contract-order-form.module.css';

/** Props of {@link ContractOrderForm} (the interface the contract page mounts). */
export interface ContractOrderFormProps {
  pair: ContractPair;
  /** The live mark price: market orders are previewed at it. */
  markPrice: string;
  /** A price picked in the order book: fills the order's price. */
  bookPrice?: string;
}

/** The setting a visitor sees, and a trader until theirs loads: 20× cross (Binance's default). */
const DEFAULT_LEVER = { leverage: 20, margin_mode: 'cross' } as const;

/** Which settings dialog is open, with the refusal of its last send. */
type Dialog =
  { name: 'none' } | { name: 'leverage' | 'margin'; sending: boolean; refusal: string | null };

const CLOSED: Dialog = { name: 'none' };

/**
 * The contract order form: the symbol's margin mode (cross / isolated, with its dialog) and
 * leverage (with the bracket dialog), then the Open tab (every order type, size in either coin,
 * TP/SL, reduce-only, and a cost / liquidation / maximum preview per side) and the Close tab
 * (closes the symbol's position). A visitor sees the form with Log in / Register instead of the
 * buttons. Render it with `key={pair.symbol}` so a new pair starts an empty form.
 *
 * @example <ContractOrderForm key={pair.symbol} pair={pair} markPrice={mark} bookPrice={picked} />
 */
export function ContractOrderForm({ pair, markPrice, bookPrice }: ContractOrderFormProps) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const lever = useContractLever(pair.symbol, signedIn);
  const positions = useContractPositions(signedIn);
  const account = useContractAccount(signedIn);
  const actions = useContractOrderActions();
  const [tab, setTab] = useState<'open' | 'close'>('open');
  const [dialog, setDialog] = useState<Dialog>(CLOSED);

  const setting: Pick<LeverSetting, 'leverage' | 'margin_mode'> = lever.data ?? DEFAULT_LEVER;
  const allPositions = positions.data ?? [];
  const position = allPositions.find((item) => item.symbol === pair.symbol);
  const ready = signedIn && lever.data !== undefined;

  const adjust = async (leverage: number, marginMode: MarginMode) => {
    if (dialog.name === 'none') return;
    setDialog({ ...dialog, sending: true, refusal: null });
    try {
      await actions.adjustLever({ symbol: pair.symbol, leverage, margin_mode: marginMode });
      setDialog(CLOSED);
    } catch (error) {
      const refusal = refusalOfError(error, i18n, []);
      setDialog((current) =>
        current.name === 'none' ? current : { ...current, sending: false, refusal: refusal.form },
      );
    }
  };

  const modeLabel = setting.margin_mode === 'cross' ? t`Cross` : t`Isolated`;
  const leverage = setting.leverage;
  return (
    <div className={styles.root}>
      <div className={styles.settings}>
        <button
          type="button"
          className={styles.settingButton}
          disabled={!ready}
          aria-label={t`Margin mode: ${modeLabel}`}
          onClick={() => {
            setDialog({ name: 'margin', sending: false, refusal: null });
          }}
        >
          {modeLabel}
        </button>
        <button
          type="button"
          className={styles.settingButton}
          disabled={!ready}
          aria-label={t`Leverage: ${leverage}×`}
          onClick={() => {
            setDialog({ name: 'leverage', sending: false, refusal: null });
          }}
        >
          {`${leverage}×`}
        </button>
      </div>
      <Tabs
        label={t`Open or close`}
        variant="line"
        value={tab}
        onValueChange={(next) => {
          setTab(next === 'close' ? 'close' : 'open');
        }}
        items={[
          {
            value: 'open',
            label: t`Open`,
            content: (
              <OpenOrderForm
                pair={pair}
                markPrice={markPrice}
                bookPrice={bookPrice}
                leverage={setting.leverage}
                marginMode={setting.margin_mode}
                account={signedIn ? (account.data ?? null) : null}
                positions={allPositions}
                signedIn={signedIn}
                onOpen={actions.open}
              />
            ),
          },
          {
            value: 'close',
            label: t`Close`,
            disabled: !signedIn,
            content: (
              <ClosePositionForm
                pair={pair}
                position={position}
                markPrice={markPrice}
                onClose={actions.close}
              />
            ),
          },
        ]}
      />
      {dialog.name === 'leverage' ? (
        <LeverageDialog
          pair={pair}
          leverage={setting.leverage}
          sending={dialog.sending}
          refusal={dialog.refusal}
          onSubmit={(leverage) => adjust(leverage, setting.margin_mode)}
          onClose={() => {
            setDialog(CLOSED);
          }}
        />
      ) : null}
      {dialog.name === 'margin' ? (
        <MarginModeDialog
          mode={setting.margin_mode}
          symbolName={pair.name}
          sending={dialog.sending}
          refusal={dialog.refusal}
          onSubmit={(mode) => adjust(setting.leverage, mode)}
          onClose={() => {
            setDialog(CLOSED);
          }}
        />
      ) : null}
    </div>
  );
}
