import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, PercentSlider, Select, Tabs, VISUALLY_HIDDEN } from '@exchange/design-system';
import { AvailableLine } from '../../../trading/order-form/available-line.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { MarketPriceField } from '../../../trading/order-form/market-price-field.tsx';
import { OrderConfirmDialog } from '../../../trading/order-form/order-confirm-dialog.tsx';
import { SignInPrompt } from '../../../trading/order-form/sign-in-prompt.tsx';
import { QUOTE_SIZE_DECIMALS, sizeForPercent, switchSizeUnit } from './contract-order-math.ts';
import { LimitOptions, SizeField, TpSlFields, TriggerField } from './order-fields.tsx';
import { SideColumn } from './side-preview.tsx';
import { SIDES, useOpenOrder, type OpenOrderInput } from './use-open-order.ts';
import { FormAlert, FormNotice } from '../../../trading/order-form/form-notices.tsx';
import styles from './contract-order-form.module.css';

/** The order-type tabs: the stop types share one. */
type OrderTab = 'limit' | 'market' | 'stop';
type StopType = 'stop_limit' | 'stop_market';

/** Props of {@link OpenOrderForm}. */
export type OpenOrderFormProps = OpenOrderInput;

/**
 * The Open tab: order type (limit, market, stop-limit, stop-market), trigger, price, size in
 * either coin with a percent slider of the largest openable size, time in force and post-only,
 * reduce-only, TP/SL, and for each side its preview and button. Checks run before sending
 * (formulas' `checkContractOrder`); the server's field errors land under their fields.
 *
 * @example <OpenOrderForm pair={btc} markPrice="64000" bookPrice={undefined} leverage={20} marginMode="cross" account={account} positions={[]} signedIn onOpen={open} />
 */
export function OpenOrderForm(props: OpenOrderFormProps) {
  const { pair, account, signedIn } = props;
  const { t } = useLingui();
  const priceRef = useRef<HTMLInputElement>(null);
  const triggerRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const takeProfitRef = useRef<HTMLInputElement>(null);
  const stopLossRef = useRef<HTMLInputElement>(null);
  const order = useOpenOrder(props, (field) => {
    const refs = {
      price: priceRef,
      trigger_price: triggerRef,
      amount: amountRef,
      take_profit: takeProfitRef,
      stop_loss: stopLossRef,
    };
    refs[field].current?.focus();
  });
  const { type, stop, limitPriced, halted, phase, sending } = order;
  const [stopKind, setStopKind] = useState<StopType>('stop_limit');
  const quote = pair.quote_coin;
  const base = pair.base_coin;
  const size = (text: string) => ({
    text,
    price: order.priceText,
    sizePrecision: pair.size_precision,
  });

  const form = (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        order.submit('long');
      }}
    >
      <fieldset className={styles.fieldset} disabled={halted}>
        {stop ? (
          <Select<StopType>
            aria-label={t`Stop order type`}
            value={type === 'stop_market' ? 'stop_market' : 'stop_limit'}
            onChange={(next) => {
              setStopKind(next);
              order.setType(next);
            }}
            options={[
              { value: 'stop_limit', label: t`Stop limit` },
              { value: 'stop_market', label: t`Stop market` },
            ]}
          />
        ) : null}
        {stop ? (
          <TriggerField
            value={order.trigger}
            by={order.triggerBy}
            quoteCoin={quote}
            error={order.errorOf('trigger_price')}
            ref={triggerRef}
            onChange={order.typing(order.setTrigger, order.trigger, pair.price_precision)}
            onBlur={order.touch('trigger_price')}
            onByChange={order.change(order.setTriggerBy)}
          />
        ) : null}
        {limitPriced ? (
          <DecimalField
            label={t`Price`}
            value={order.price}
            suffix={quote}
            error={order.errorOf('price')}
            ref={priceRef}
            onChange={order.typing(order.setPrice, order.price, pair.price_precision)}
            onBlur={order.touch('price')}
          />
        ) : (
          <MarketPriceField />
        )}
        <SizeField
          value={order.size}
          unit={order.unit}
          baseCoin={base}
          quoteCoin={quote}
          error={order.errorOf('amount')}
          ref={amountRef}
          onChange={order.typing(
            order.setSize,
            order.size,
            order.unit === 'base' ? pair.size_precision : QUOTE_SIZE_DECIMALS,
          )}
          onBlur={order.touch('amount')}
          onUnitChange={order.change((next: typeof order.unit) => {
            order.setUnit(next);
            order.setSize(switchSizeUnit({ ...size(order.size), to: next }));
          })}
        />
        <PercentSlider
          label={t`Size (% of max open size)`}
          marksLabel={t`Quick sizes`}
          value={order.percent}
          disabled={halted || order.maxSize === null}
          onValueChange={order.change((next: number) => {
            order.setSize(
              sizeForPercent({
                ...size(''),
                percent: next,
                maxSize: order.maxSize,
                unit: order.unit,
              }),
            );
          })}
        />
        {type === 'limit' ? (
          <LimitOptions
            timeInForce={order.timeInForce}
            postOnly={order.postOnly}
            onTimeInForceChange={order.change(order.setTimeInForce)}
            onPostOnlyChange={order.change(order.setPostOnly)}
          />
        ) : null}
        <TpSlFields
          enabled={order.tpsl}
          takeProfit={order.takeProfit}
          stopLoss={order.stopLoss}
          quoteCoin={quote}
          errors={{
            takeProfit: order.errorOf('take_profit'),
            stopLoss: order.errorOf('stop_loss'),
          }}
          onEnabledChange={order.change(order.setTpsl)}
          onTakeProfitChange={order.typing(
            order.setTakeProfit,
            order.takeProfit,
            pair.price_precision,
          )}
          onStopLossChange={order.typing(order.setStopLoss, order.stopLoss, pair.price_precision)}
          onBlur={(field) => {
            order.touch(field)();
          }}
          takeProfitRef={takeProfitRef}
          stopLossRef={stopLossRef}
        />
        <Checkbox
          label={t`Reduce-only`}
          checked={order.reduceOnly}
          onCheckedChange={order.change(order.setReduceOnly)}
        />
        {signedIn ? (
          <AvailableLine
            amount={account === null ? null : account.balance}
            coin={quote}
            decimals={2}
          />
        ) : null}
        {halted ? (
          <FormNotice>
            <Trans>Trading is halted on this pair.</Trans>
          </FormNotice>
        ) : null}
        <FormAlert message={order.formAlert} />
        <div className={styles.sides}>
          {SIDES.map((side) => (
            <SideColumn
              key={side}
              side={side}
              preview={order.previews[side]}
              baseCoin={base}
              quoteCoin={quote}
              pricePrecision={pair.price_precision}
              sizePrecision={pair.size_precision}
              showButton={signedIn}
              loading={sending === side}
              disabled={halted || (sending !== null && sending !== side)}
              onSubmit={() => {
                order.submit(side);
              }}
            />
          ))}
        </div>
        {signedIn ? null : <SignInPrompt />}
      </fieldset>
      <p className={VISUALLY_HIDDEN} role="status">
        {order.announcement}
      </p>
    </form>
  );

  // Limit | Market | Stop: the two stop types share a tab (and a select inside it), so the tabs
  // fit the form's column in every language.
  const tab: OrderTab = stop ? 'stop' : type === 'market' ? 'market' : 'limit';
  const tabs: readonly { value: OrderTab; label: string }[] = [
    { value: 'limit', label: t`Limit` },
    { value: 'market', label: t({ message: 'Market', context: 'order type' }) },
    { value: 'stop', label: t`Stop` },
  ];
  return (
    <div data-state={phase.name}>
      <Tabs
        label={t`Order type`}
        variant="pill"
        value={tab}
        onValueChange={(next) => {
          if (next === 'limit' || next === 'market') order.setType(next);
          if (next === 'stop' && !stop) order.setType(stopKind);
        }}
        items={tabs.map((item) => ({ ...item, content: form }))}
      />
      <OrderConfirmDialog
        order={
          phase.name === 'confirming'
            ? {
                side: phase.side === 'long' ? 'buy' : 'sell',
                amount: order.sizeBase,
                price: props.markPrice,
                lastPrice: pair.last_price,
              }
            : null
        }
        baseCoin={base}
        quoteCoin={quote}
        pricePrecision={pair.price_precision}
        sizePrecision={pair.size_precision}
        onConfirm={order.confirm}
        onCancel={order.cancelConfirm}
      />
    </div>
  );
}
