import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inArabic } from '../../testing/in-arabic.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { C2cView, c2cLoader, type C2cLoaded } from './c2c-story-kit.tsx';

const meta = {
  title: 'Pages/C2C/My ads',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <C2cView loaded={loaded as C2cLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/c2c?tab=ads';

/** The caller's ads: online, paused and closed, with Pause / Resume / Close. */
export const List: Story = {
  tags: ['visual'],
  loaders: [c2cLoader(PATH)],
  play: async () => {
    const list = await screen.findByRole('list', { name: 'My ads' });
    const paused = within(list).getByRole('listitem', { name: 'Ad 230' });
    await expect(within(paused).getByText('Paused')).toBeVisible();
    await expect(within(paused).getByRole('button', { name: 'Resume' })).toBeVisible();
    await shellSettled();
  },
};

/** The publish form: a floating price previews the price it gives on the index. */
export const Publish: Story = {
  tags: ['visual'],
  loaders: [c2cLoader(PATH)],
  play: async () => {
    await screen.findByRole('list', { name: 'My ads' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish an ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish an ad' });
    await userEvent.type(within(dialog).getByLabelText('Total amount'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Order minimum'), '50');
    await userEvent.type(within(dialog).getByLabelText('Order maximum'), '500');
    await userEvent.type(within(dialog).getByLabelText('Percent of the index'), '130');
    await expect(await within(dialog).findByText('Between 80 and 120.')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Percent of the index'));
    await userEvent.type(within(dialog).getByLabelText('Percent of the index'), '101');
    await waitFor(() => expect(within(dialog).getByText(/your price/)).toBeVisible());
    await shellSettled();
  },
};

export const Arabic: Story = inArabic(List, async () => {
  await screen.findAllByRole('listitem');
  await shellSettled();
});
