import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { ApiFailureError, type SpotOrderBody } from '@exchange/api';
import { mockRouteLoading, mockUrl } from '@exchange/api/msw';
import { testApi } from '../../../testing/test-api.ts';
import { placeSpotOrder } from '../data/use-place-order.ts';
import { activateLocale } from '../../../i18n/load-locale.ts';

/** A number with its unit as the messages carry it: one isolated left-to-right run. */
const ltr = (text: string) => `\u2066${text}\u2069`;
import { OrderForm, type OrderFormProps } from './order-form.tsx';
import { BTC } from './order-form-fixtures.ts';
import type { BookSides } from '@exchange/formulas';

let i18n: I18n;
beforeAll(async () => {
  i18n = setupI18n();
  await activateLocale(i18n, 'en');
});

function renderForm(props: Partial<OrderFormProps> = {}) {
  const onSubmit = vi.fn<(body: SpotOrderBody) => Promise<void>>(() => Promise.resolve());
  const all: OrderFormProps = {
    pair: BTC,
    lastPrice: '64000',
    balances: { base: '0.5', quote: '1000' },
    signedIn: true,
    onSubmit,
    ...props,
  };
  return {
    onSubmit,
    all,
    screenPromise: render(
      <I18nProvider i18n={i18n}>
        <OrderForm {...all} />
      </I18nProvider>,
    ),
  };
}

describe('OrderForm linkage', () => {
  it('computes the total from price and amount, truncated', async () => {
    const { screenPromise } = renderForm();
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000.57');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.00013');
    // 64000.57 × 0.00013 = 8.3200741, truncated to the price precision.
    await expect.element(screen.getByLabelText('Total', { exact: true })).toHaveValue('8.32');
  });

  it('computes the amount from a typed total, and keeps it when the price changes', async () => {
    const { screenPromise } = renderForm();
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await userEvent.type(screen.getByLabelText('Total', { exact: true }), '100');
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.00156');
    await userEvent.clear(screen.getByLabelText('Price', { exact: true }));
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '50000');
    await expect.element(screen.getByLabelText('Total', { exact: true })).toHaveValue('100');
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.002');
  });

  it('turns 50 % of the quote balance into an amount at the price', async () => {
    const { screenPromise } = renderForm();
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await screen.getByRole('button', { name: '50%' }).click();
    // 500 USDT / 64000 = 0.0078125, truncated to 5 decimals.
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.00781');
    await expect.element(screen.getByLabelText('Total', { exact: true })).toHaveValue('499.84');
    await expect
      .element(screen.getByRole('slider', { name: 'Order size (% of available)' }))
      .toHaveAttribute('aria-valuenow', '50');
  });

  it('sells a share of the base balance', async () => {
    const { screenPromise } = renderForm();
    const screen = await screenPromise;
    await screen.getByRole('button', { name: 'Sell', exact: true }).click();
    await expect.element(screen.getByText('0.50000 BTC')).toBeVisible();
    await screen.getByRole('button', { name: '25%' }).click();
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.125');
  });

  it('ignores a decimal past the precision instead of rounding', async () => {
    const { screenPromise } = renderForm();
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.1234599');
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.12345');
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '1x,5');
    await expect.element(screen.getByLabelText('Price', { exact: true })).toHaveValue('1.5');
  });
});

describe('OrderForm validation and sending', () => {
  it('shows every missing field before sending and sends nothing', async () => {
    const { screenPromise, onSubmit } = renderForm();
    const screen = await screenPromise;
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    await expect
      .element(screen.getByLabelText('Price', { exact: true }))
      .toHaveAccessibleDescription('Enter a price.');
    await expect
      .element(screen.getByLabelText('Amount', { exact: true }))
      .toHaveAccessibleDescription('Enter an amount.');
    await expect.element(screen.getByLabelText('Price', { exact: true })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an order above the balance before sending', async () => {
    const { screenPromise, onSubmit } = renderForm();
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '1');
    await expect
      .element(screen.getByLabelText('Total', { exact: true }))
      .toHaveAccessibleDescription('Insufficient USDT balance: \u20661,000.00\u2069 available.');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a limit order on Enter, then clears the size, keeps the price and says so', async () => {
    const { screenPromise, onSubmit } = renderForm();
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000.5');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.0015{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '64000.5',
      amount: '0.0015',
      client_order_id: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
    });
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(`Buy order placed: ${ltr('0.0015 BTC')}.`);
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('');
    await expect.element(screen.getByLabelText('Total', { exact: true })).toHaveValue('');
    await expect.element(screen.getByLabelText('Price', { exact: true })).toHaveValue('64000.5');
    // The next order is a new order: it gets its own idempotency key.
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.002{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0].client_order_id).not.toBe(
      onSubmit.mock.calls[0]?.[0].client_order_id,
    );
  });

  it("shows the server's reason on a rejection and keeps the inputs", async () => {
    const { screenPromise } = renderForm({
      onSubmit: () =>
        Promise.reject(
          new ApiFailureError('spotPlaceOrder', 422, {
            status: 'error',
            code: 422,
            data: null,
            message: 'Insufficient USDT balance',
          }),
        ),
    });
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Order rejected: Insufficient USDT balance');
    await expect.element(screen.getByLabelText('Price', { exact: true })).toHaveValue('64000');
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.01');
    await expect.element(screen.getByLabelText('Total', { exact: true })).toHaveValue('640');
  });

  // Issue 15: with the server down an order failed with "spotPlaceOrder failed: no answer".
  it('says the order may or may not have been placed when the POST times out', async () => {
    const { api } = testApi([mockRouteLoading('spotPlaceOrder')], { timeoutMs: 50 });
    const queryClient = new QueryClient();
    const { screenPromise } = renderForm({
      onSubmit: (body) => placeSpotOrder({ api, queryClient }, body),
    });
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    const alert = screen.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent(
        'The exchange did not answer in time. Your order may or may not have been placed: check Open orders before trying again.',
      );
    await expect.element(alert).not.toHaveTextContent(/spotPlaceOrder|timed out|rejected/);
    await expect.element(screen.getByLabelText('Amount', { exact: true })).toHaveValue('0.01');
  });

  it('says nothing was sent when the POST fails while offline', async () => {
    const { api } = testApi([http.post(mockUrl('spotPlaceOrder'), () => HttpResponse.error())], {
      isOnline: () => false,
    });
    const { screenPromise } = renderForm({
      onSubmit: (body) => placeSpotOrder({ api, queryClient: new QueryClient() }, body),
    });
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('You are offline. Nothing was sent: your order was not placed.');
  });

  it('disables the submit while sending', async () => {
    let resolve: () => void = () => undefined;
    const { screenPromise } = renderForm({
      onSubmit: () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    });
    const screen = await screenPromise;
    await userEvent.type(screen.getByLabelText('Price', { exact: true }), '64000');
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    await expect.element(screen.getByRole('button', { name: 'Buy BTC' })).toBeDisabled();
    resolve();
    await expect.element(screen.getByRole('button', { name: 'Buy BTC' })).toBeEnabled();
  });
});

describe('OrderForm market confirmation', () => {
  // The asks start 10 % above the last price: a market buy walks into them.
  const thinBook = () => ({
    asks: [
      ['70400', '0.01'],
      ['71000', '1'],
    ] as [string, string][],
    bids: [['63990', '1']] as [string, string][],
  });

  it('asks before a market buy far from the last price, then sends it', async () => {
    const { screenPromise, onSubmit } = renderForm({ getOrderBook: thinBook });
    const screen = await screenPromise;
    await screen.getByRole('tab', { name: 'Market' }).click();
    await expect.element(screen.getByText('Market price')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Far from the last price' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        `Market buy of ${ltr('0.01000 BTC')}. Estimated price ${ltr('70,400.00 USDT')}, ${ltr('10.00%')} above the last price ${ltr('64,000.00 USDT')}.`,
      );
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Buy anyway' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toMatchObject({ side: 'buy', type: 'market', amount: '0.01' });
    expect(body).not.toHaveProperty('price');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { screenPromise, onSubmit } = renderForm({ getOrderBook: thinBook });
    const screen = await screenPromise;
    await screen.getByRole('tab', { name: 'Market' }).click();
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    await screen.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('judges a market order by the book at submit time, not at the last render', async () => {
    let book: BookSides = { asks: [['64010', '1']], bids: [] };
    const { screenPromise, onSubmit } = renderForm({ getOrderBook: () => book });
    const screen = await screenPromise;
    await screen.getByRole('tab', { name: 'Market' }).click();
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.01');
    book = thinBook();
    await screen.getByRole('button', { name: 'Buy BTC' }).click();
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a market sell near the last price without asking', async () => {
    const { screenPromise, onSubmit } = renderForm({ getOrderBook: thinBook });
    const screen = await screenPromise;
    await screen.getByRole('tab', { name: 'Market' }).click();
    await screen.getByRole('button', { name: 'Sell', exact: true }).click();
    await userEvent.type(screen.getByLabelText('Amount', { exact: true }), '0.2');
    await screen.getByRole('button', { name: 'Sell BTC' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ side: 'sell', type: 'market' });
  });
});

describe('OrderForm props', () => {
  it('fills a picked price and switches to Limit, again for the same price', async () => {
    const { screenPromise, all } = renderForm();
    const screen = await screenPromise;
    await screen.getByRole('tab', { name: 'Market' }).click();
    await screen.rerender(
      <I18nProvider i18n={i18n}>
        <OrderForm {...all} pickedPrice={{ price: '63999.999', nonce: 1 }} />
      </I18nProvider>,
    );
    await expect
      .element(screen.getByRole('tab', { name: 'Limit' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByLabelText('Price', { exact: true })).toHaveValue('63999.99');
    await userEvent.clear(screen.getByLabelText('Price', { exact: true }));
    await screen.rerender(
      <I18nProvider i18n={i18n}>
        <OrderForm {...all} pickedPrice={{ price: '63999.999', nonce: 2 }} />
      </I18nProvider>,
    );
    await expect.element(screen.getByLabelText('Price', { exact: true })).toHaveValue('63999.99');
  });

  it('disables a halted pair and says why', async () => {
    const { screenPromise } = renderForm({ pair: { ...BTC, status: 'halted' } });
    const screen = await screenPromise;
    await expect.element(screen.getByText('Trading is halted on this pair.')).toBeVisible();
    await expect.element(screen.getByLabelText('Price', { exact: true })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Buy BTC' })).toBeDisabled();
  });
});
