import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { inArabic } from '../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { appLoader } from '../testing/story-loaders.tsx';

const meta = {
  title: 'App/Pages/NotFound',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/no/such/page' })],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: '404: page not found' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** Right to left: the shell (header, page, footer with its network bar) in Arabic. */
export const Arabic: Story = inArabic(UnknownPath);
