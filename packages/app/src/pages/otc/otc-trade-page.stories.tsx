import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW, mockRouteEmpty, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { stripIsolates } from '@exchange/design-system';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { otcLoader, OtcView, type OtcLoaded } from './otc-story-kit.tsx';

// /otc-trade over the MSW OTC desk: BTC (0.5 – 50) and ETH (10 – 1,000) against USDT, a buy of
// 1 BTC quoted at 64,378.99, the fixture user holding 250,000 USDT and 12 BTC in spot. The clock
// stands at the fixtures' instant until a play moves it.

const meta = {
  title: 'Pages/Otc/Trade',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <OtcView loaded={loaded as OtcLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedOf = (context: { loaded: unknown }) => context.loaded as OtcLoaded;

/** The buy form once the desk's coins and the balance are in. */
async function buyForm(): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: 'Buy BTC' });
  await waitFor(() => expect(within(form).getByText('250,000.00 USDT')).toBeVisible());
  return form;
}

/** Types an amount and asks for a quote; resolves with the quote's card. */
async function quoteFor(amount: string): Promise<HTMLElement> {
  const form = await buyForm();
  await userEvent.type(within(form).getByLabelText('Amount to buy'), amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Get quote' }));
  return screen.findByRole('region', { name: 'Your quote to buy BTC' });
}

const textOf = (element: HTMLElement) => stripIsolates(element.textContent).replace(/\s+/g, ' ');

/** The form: the side tabs, the coin with its limits, what the caller can pay with. */
export const Form: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'OTC trading' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^OTC trading \| /));
    await expect(await screen.findByRole('tab', { name: 'Buy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = await buyForm();
    await expect(within(form).getByRole('combobox', { name: 'Coin' })).toHaveTextContent(
      'BTC/USDT',
    );
    await expect(textOf(form)).toContain('From 0.5 BTC to 50 BTC per trade');
    await expect(within(form).getByRole('button', { name: 'Get quote' })).toBeEnabled();
    await shellSettled();
  },
};

/** The desk's limits and the balance are checked before asking: nothing is sent. */
export const Invalid: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade')],
  play: async () => {
    const form = await buyForm();
    const amount = within(form).getByLabelText('Amount to buy');
    await userEvent.click(within(form).getByRole('button', { name: 'Get quote' }));
    await expect(await within(form).findByText('Enter an amount.')).toBeVisible();
    await userEvent.type(amount, '0.2');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(textOf(form)).toContain('The desk trades at least 0.5 BTC.'));
    await userEvent.click(within(form).getByRole('button', { name: 'Get quote' }));
    await expect(screen.queryByRole('region', { name: 'Your quote to buy BTC' })).toBeNull();
    await shellSettled();
  },
};

/** Selling checks the coin itself: 20 BTC is more than the 12 held. */
export const SellShortOfCoin: Story = {
  loaders: [otcLoader('/otc-trade')],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Sell' }));
    const form = await screen.findByRole('form', { name: 'Sell BTC' });
    await waitFor(() => expect(within(form).getByText('12.0000 BTC')).toBeVisible());
    await userEvent.type(within(form).getByLabelText('Amount to sell'), '20');
    await waitFor(() =>
      expect(textOf(form)).toContain('Not enough BTC in your spot account: 12 BTC available.'),
    );
  },
};

/** A quote with its countdown: three seconds in, seven left; Accept is enabled. */
export const Quoted: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade')],
  play: async (context) => {
    const { clock } = loadedOf(context);
    const card = await quoteFor('1');
    await expect(within(card).getByRole('timer')).toHaveTextContent('0:10');
    await expect(textOf(card)).toContain('64,378.99 USDT');
    clock.now = FIXTURE_NOW + 3_000;
    await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent('0:07'));
    await expect(card).toHaveAttribute('data-state', 'valid');
    await expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
    // The form keeps the quote's coin and amount while it stands.
    await expect(screen.getByLabelText('Amount to buy')).toBeDisabled();
    await shellSettled();
  },
};

/** At ten seconds the quote is gone: no Accept, a new quote for the same amount instead. */
export const Expired: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade')],
  play: async (context) => {
    const { clock } = loadedOf(context);
    const card = await quoteFor('1');
    clock.now = FIXTURE_NOW + 10_000;
    await expect(await within(card).findByText('Quote expired')).toBeVisible();
    await expect(card).toHaveAttribute('data-state', 'expired');
    await expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Get a new quote' })).toBeEnabled();
    await shellSettled();
  },
};

/** "Get a new quote" asks again for the same amount and counts ten seconds from then. */
export const NewQuote: Story = {
  loaders: [otcLoader('/otc-trade')],
  play: async (context) => {
    const { clock } = loadedOf(context);
    const card = await quoteFor('1');
    clock.now = FIXTURE_NOW + 12_000;
    await userEvent.click(await within(card).findByRole('button', { name: 'Get a new quote' }));
    await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent('0:10'));
    await expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** Accepted in time: the trade at the quoted price, and the way to the caller's trades. */
export const Accepted: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade')],
  play: async (context) => {
    const { clock } = loadedOf(context);
    const card = await quoteFor('1');
    clock.now = FIXTURE_NOW + 4_000;
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const done = await screen.findByRole('region', { name: 'Trade done' });
    await expect(within(done).getByRole('status')).toHaveTextContent(
      'You bought BTC at the quoted price.',
    );
    await expect(textOf(done)).toContain('64,378.99 USDT');
    await expect(within(done).getByRole('link', { name: 'View your trades' })).toHaveAttribute(
      'href',
      '/otc-trade/order',
    );
    await shellSettled();
  },
};

/** The desk got the accept after the quote ended on its clock (410): said on the quote. */
export const Refused: Story = {
  tags: ['visual'],
  loaders: [
    otcLoader('/otc-trade', {
      handlers: [
        mockRouteFailure('otcAccept', {
          status: 410,
          message: 'quote_id: the quote has expired',
          errors: [{ field: 'quote_id', message: 'the quote has expired' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const card = await quoteFor('1');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The desk received your acceptance after the quote expired. Nothing was traded.',
    );
    await expect(card).toHaveAttribute('data-state', 'refused');
    await expect(within(card).getByRole('button', { name: 'Get a new quote' })).toBeEnabled();
    await shellSettled();
  },
};

/** A quote the desk refuses (more than it can fill now) says so under the amount. */
export const RefusedOnField: Story = {
  tags: ['visual'],
  loaders: [
    otcLoader('/otc-trade', {
      handlers: [
        mockRouteFailure('otcQuote', {
          status: 422,
          message: 'amount: is more than the desk can fill now',
          errors: [{ field: 'amount', message: 'is more than the desk can fill now' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const form = await buyForm();
    const amount = within(form).getByLabelText('Amount to buy');
    await userEvent.type(amount, '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Get quote' }));
    await expect(await within(form).findByText('is more than the desk can fill now')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toBeEnabled();
    await shellSettled();
  },
};

/** The desk's name comes from the `site_otc_name` setting. */
export const Named: Story = {
  loaders: [otcLoader('/otc-trade', { otcName: 'Block desk' })],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Block desk trading' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Block desk trading \| /));
  },
};

export const Loading: Story = {
  loaders: [otcLoader('/otc-trade', { handlers: [mockRouteLoading('otcCoins')] })],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading'));
    await expect(screen.getByRole('status', { name: 'Loading the desk…' })).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [
    otcLoader('/otc-trade', {
      handlers: [mockRouteFailure('otcCoins', { status: 400, message: 'No' })],
    }),
  ],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Empty: Story = {
  loaders: [otcLoader('/otc-trade', { handlers: [mockRouteEmpty('otcCoins')] })],
  play: async () => {
    await expect(await screen.findByText('The desk quotes no coin at the moment.')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
  },
};

/** /otc-trade is behind the sign-in guard (SPEC.md section 6): a visitor is asked to log in. */
export const SignedOut: Story = {
  loaders: [otcLoader('/otc-trade', { signedIn: false })],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(screen.queryByRole('form', { name: 'Buy BTC' })).toBeNull();
  },
};

export const Arabic: Story = inArabic(Form, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(within(main).getByText('250,000.00 USDT')).toBeVisible());
  await shellSettled();
});
