import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { appLoader } from '../testing/story-loaders.tsx';

const meta = {
  title: 'App/Shell/RootLayout',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 15, item 8: on a page shorter than the window, the footer (with the network bar) sits
 * at the bottom of the window instead of right under the content, mid-screen.
 */
export const ShortPageFooterAtBottom: Story = {
  loaders: [appLoader({ path: '/no/such/page' })],
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: '404: page not found' });
    const footer = screen.getByRole('contentinfo');
    const main = screen.getByRole('main');
    await waitFor(async () => {
      // The page is short: its content ends well above the footer.
      await expect(main.getBoundingClientRect().bottom).toBeLessThan(
        footer.getBoundingClientRect().top - 40,
      );
      await expect(footer.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    });
    // Nothing to scroll: the shell is exactly the window's height.
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  },
};
