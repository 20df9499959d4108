import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import type { OptionPair } from '@exchange/api';
import { optionPairsFixture, optionTimesFixture } from '@exchange/api/msw';
import {
  FormFrame,
  formLoader,
  type FormStory,
} from '../../contract-trade/order-form/order-form-story-kit.tsx';
import { OptionOrderForm } from './option-order-form.tsx';

const btc = optionPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (btc === undefined) throw new Error('BTCUSDT is missing from the option fixtures');
const BTC_OPTION: OptionPair = btc;
const BTC_TIMES = optionTimesFixture.filter((time) => time.symbol === 'BTCUSDT');

const meta = {
  title: 'Pages/Option Trade/Order',
  parameters: { layout: 'padded' },
  loaders: [formLoader({ user: null })],
  render: (_args, { loaded }) => {
    const { story } = loaded as FormStory;
    return (
      <FormFrame story={story}>
        <OptionOrderForm
          pair={BTC_OPTION}
          times={BTC_TIMES}
          available={null}
          signedIn={false}
          onOpen={() => Promise.reject(new Error('A visitor cannot open an option'))}
        />
      </FormFrame>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the durations and payouts show, and instead of Up and Down the form asks to log in. */
export const SignedOut: Story = {
  play: async () => {
    await expect(await screen.findByText('Log in to open an option.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^Up/ })).toBeNull();
    const durations = screen.getByRole('group', { name: 'Duration' });
    await expect(within(durations).getAllByRole('radio')).toHaveLength(4);
  },
};
