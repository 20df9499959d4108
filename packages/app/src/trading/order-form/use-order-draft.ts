import { useState } from 'react';
import type { OrderSide, OrderType } from '@exchange/api';
import {
  amountForPercent,
  amountForTotal,
  percentOfAvailable,
  quoteDecimals,
  totalFor,
  truncateDecimal,
  type Available,
  type OrderRules,
} from '@exchange/formulas';
import { sanitizeDecimalInput } from './decimal-input.ts';

/** The linked fields of the order form, as typed. */
export interface DraftFields {
  price: string;
  amount: string;
  total: string;
  /** The slider's position, whole percent of the available balance. */
  percent: number;
  /** The size field typed last: a price change keeps it and recomputes the other. */
  anchor: 'amount' | 'total';
}

/** What the linkage needs to know on every change. */
export interface DraftContext {
  pair: OrderRules;
  side: OrderSide;
  type: OrderType;
  /** A market order's estimated price, which the fields link at; unused for a limit order. */
  marketPrice: string | null;
  available: Available | null;
}

const EMPTY: DraftFields = { price: '', amount: '', total: '', percent: 0, anchor: 'amount' };

/**
 * Price, amount, total and the percent slider, linked both ways and truncated to the pair's
 * precisions: a new price recomputes the total (or the amount, if the total was typed last), an
 * amount the total, a total the amount, a percent the amount and total. Every keystroke is
 * sanitised first ({@link sanitizeDecimalInput}).
 *
 * @example const { fields, setAmount } = useOrderDraft(context);
 */
export function useOrderDraft(context: DraftContext) {
  const [fields, setFields] = useState<DraftFields>(EMPTY);
  const { pair } = context;
  const totalDecimals = quoteDecimals(pair);
  const priceFor = (price: string, ctx: DraftContext) =>
    ctx.type === 'market' ? ctx.marketPrice : price;
  const percentFor = (amount: string, price: string, ctx: DraftContext) =>
    percentOfAvailable(amount, {
      side: ctx.side,
      price: priceFor(price, ctx),
      available: ctx.available,
      sizeDecimals: pair.sizePrecision,
    });

  /** Recompute what depends on the price from the anchored size field. */
  const relink = (next: DraftFields, ctx: DraftContext = context): DraftFields => {
    const price = priceFor(next.price, ctx);
    if (next.anchor === 'total') {
      const amount = amountForTotal(next.total, price, pair.sizePrecision);
      return { ...next, amount, percent: percentFor(amount, next.price, ctx) };
    }
    return {
      ...next,
      total: totalFor(price, next.amount, totalDecimals),
      percent: percentFor(next.amount, next.price, ctx),
    };
  };

  return {
    fields,
    setPrice(text: string) {
      setFields((current) =>
        relink({
          ...current,
          price: sanitizeDecimalInput(text, current.price, pair.pricePrecision),
        }),
      );
    },
    /** Fill the price from outside (an order-book click), truncated to the tick. */
    fillPrice(price: string, changes: Partial<DraftContext> = {}) {
      const ctx = { ...context, ...changes };
      setFields((current) =>
        relink({ ...current, price: truncateDecimal(price, pair.pricePrecision) }, ctx),
      );
    },
    setAmount(text: string) {
      setFields((current) => {
        const amount = sanitizeDecimalInput(text, current.amount, pair.sizePrecision);
        return relink({ ...current, amount, anchor: 'amount' });
      });
    },
    setTotal(text: string) {
      setFields((current) => {
        const total = sanitizeDecimalInput(text, current.total, totalDecimals);
        return relink({ ...current, total, anchor: 'total' });
      });
    },
    setPercent(percent: number) {
      setFields((current) => {
        const amount = amountForPercent(percent, {
          side: context.side,
          price: priceFor(current.price, context),
          available: context.available,
          sizeDecimals: pair.sizePrecision,
        });
        return {
          ...current,
          amount,
          total: totalFor(priceFor(current.price, context), amount, totalDecimals),
          percent,
          anchor: 'amount',
        };
      });
    },
    /** After a side or order-type change (given as `changes`): recompute from the amount. */
    relinkFromAmount(changes: Partial<DraftContext>) {
      const ctx = { ...context, ...changes };
      setFields((current) => relink({ ...current, anchor: 'amount' }, ctx));
    },
    /** After an order is placed: clear the size, keep the price. */
    clearSize() {
      setFields((current) => ({ ...EMPTY, price: current.price }));
    },
  };
}
