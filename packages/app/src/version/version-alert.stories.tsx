import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import { versionFixture } from '@exchange/api/msw';
import { VersionAlertView } from './version-alert.tsx';
import { WithI18n, i18nLoader } from '../testing/story-loaders.tsx';

const meta = {
  title: 'App/Session/VersionAlert',
  component: VersionAlertView,
  loaders: [i18nLoader],
  decorators: [(Story, { loaded }) => <WithI18n i18n={loaded.i18n as I18n}>{Story()}</WithI18n>],
  args: { alert: { kind: 'update', version: versionFixture }, onUpdate: fn(), onDismiss: fn() },
} satisfies Meta<typeof VersionAlertView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'New version 1.4.2' });
    await expect(within(dialog).getByText(versionFixture.content)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

export const CurrentVersion: Story = {
  args: { alert: { kind: 'current', version: versionFixture } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'You are up to date' });
    await expect(within(dialog).getByText('This is the current version (1.4.2).')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
