import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserInfo } from '@exchange/api';
import {
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  sessionFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import {
  defaultsUser,
  filledUser,
  SETTINGS_PATH,
  settingsLoader,
  storyPicture,
  type SentChange,
} from './settings-story-kit.ts';

const meta = {
  title: 'App/Pages/Account/Settings',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who chose Japanese, the light theme and Tokyo time on a 24-hour clock. */
const chosenUser: UserInfo = {
  ...defaultsUser,
  language: 'ja',
  theme: 'light',
  timezone: 'Asia/Tokyo',
  time_24: true,
};

const sentOf = (loaded: Record<string, unknown>) => loaded.sent as SentChange[];
const page = () => screen.findByRole('main');
const ready = async () => {
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
};
const sample = () => screen.getByTestId('time-sample');
/** A baseline is taken once the toasts have gone (an error toast stays 2 s). */
const toastsGone = () =>
  waitFor(
    () => expect(screen.getByRole('region', { name: 'Notifications' }).childElementCount).toBe(0),
    { timeout: 5000 },
  );

/** A user who has chosen nothing: the config's defaults (Asia/Shanghai, 12-hour) and its avatar. */
export const Default: Story = {
  tags: ['visual'],
  loaders: [settingsLoader()],
  play: async () => {
    await ready();
    await expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Demo trader');
    await expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    await expect(screen.getByRole('button', { name: /Time zone/ })).toHaveTextContent(
      'Asia/Shanghai',
    );
    await expect(screen.getByRole('switch', { name: '24-hour time' })).not.toBeChecked();
    // The theme shown is the one the page is in.
    const theme = document.documentElement.dataset.theme === 'light' ? 'Light' : 'Dark';
    await expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent(theme);
    await expect(sample()).toHaveTextContent(/10\/13\/2025 04:26:40 PM/);
    // default_avatar from config until the user sets one.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Demo trader' })).toHaveAttribute(
        'src',
        '/avatar-default.svg',
      ),
    );
    await shellSettled();
  },
};

export const Arabic: Story = inArabic(Default, async () => {
  await expect(await screen.findByRole('switch', { name: /24/ })).not.toBeChecked();
  await shellSettled();
});

/** A user with a picture, a nickname and Berlin time on a 24-hour clock. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [settingsLoader({ user: filledUser })],
  play: async () => {
    await ready();
    await expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Satoshi');
    await expect(screen.getByRole('button', { name: /Time zone/ })).toHaveTextContent(
      'Europe/Berlin',
    );
    await expect(screen.getByRole('switch', { name: '24-hour time' })).toBeChecked();
    await expect(sample()).toHaveTextContent(/10\/13\/2025 10:26:40/);
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [settingsLoader({ handlers: [mockRouteLoading('getUserInfo')] })],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Settings' })).toBeVisible();
    await expect(await page()).toHaveAttribute('data-state', 'loading');
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  loaders: [
    settingsLoader({
      handlers: [mockRouteFailure('getUserInfo', { status: 500, message: 'Server error' })],
    }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error'));
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    await shellSettled();
  },
};

/**
 * Turning on 24-hour time saves that one field, says so, and every time on the page follows at
 * once; then a time zone picked from the search list does the same.
 */
export const SavesOneField: Story = {
  loaders: [settingsLoader()],
  play: async ({ loaded }) => {
    await ready();
    const sent = sentOf(loaded);
    await userEvent.click(screen.getByRole('switch', { name: '24-hour time' }));
    await expect(await screen.findByText('Your settings are saved.')).toBeVisible();
    await expect(sent).toEqual([{ time_24: true }]);
    await expect(screen.getByRole('switch', { name: '24-hour time' })).toBeChecked();
    await expect(sample()).toHaveTextContent(/10\/13\/2025 16:26:40/);

    await userEvent.click(screen.getByRole('button', { name: /Time zone/ }));
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Search time zones' }),
      'Tokyo',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Asia\/Tokyo/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual({ timezone: 'Asia/Tokyo' });
    await waitFor(() => expect(sample()).toHaveTextContent(/10\/13\/2025 17:26:40/));
  },
};

/** While a preference is on its way: "Saving…", the field busy and locked. */
export const Saving: Story = {
  tags: ['visual'],
  loaders: [settingsLoader({ handlers: [mockRouteLoading('updateUserInfo')] })],
  play: async () => {
    await ready();
    await userEvent.click(screen.getByRole('switch', { name: '24-hour time' }));
    await expect(await screen.findByText('Saving…')).toHaveAttribute('role', 'status');
    await expect(screen.getByRole('switch', { name: '24-hour time' })).toBeDisabled();
    await expect(screen.getByRole('switch', { name: '24-hour time' })).toBeChecked();
    await shellSettled();
  },
};

/** The nickname's own check, then the server's refusal, each at the field. */
export const FieldError: Story = {
  tags: ['visual'],
  loaders: [
    settingsLoader({
      handlers: [
        mockRouteFailure('updateUserInfo', {
          status: 422,
          message: 'nickname: This nickname is taken',
          errors: [{ field: 'nickname', message: 'This nickname is taken' }],
        }),
      ],
    }),
  ],
  play: async () => {
    await ready();
    const form = screen.getByRole('form', { name: 'Nickname' });
    const nickname = within(form).getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'x'.repeat(33));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(nickname).toHaveAccessibleDescription('A nickname is at most 32 characters.');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Satoshi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('This nickname is taken'));
    await toastsGone();
    await shellSettled();
  },
};

/** A picked picture opens the square crop, centred on the largest square, with its preview. */
export const AvatarCrop: Story = {
  tags: ['visual'],
  loaders: [settingsLoader()],
  play: async () => {
    await ready();
    await userEvent.upload(screen.getByLabelText('Choose a picture'), await storyPicture());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your picture' });
    const box = within(dialog).getByRole('button', { name: 'Crop area' });
    const slider = within(dialog).getByRole('slider', { name: 'Crop size' });
    await expect(slider).toHaveValue('320');
    // 320 of 480 wide, centred: 80 px in, on a 240 px stage at half scale.
    await expect(box).toHaveStyle({ left: '40px', width: '160px' });
    await shellSettled();
  },
};

/** Moving and sizing the crop, then using it: the cropped square is posted as `avatar`. */
export const AvatarUpload: Story = {
  loaders: [settingsLoader()],
  play: async ({ loaded }) => {
    await ready();
    const sent = sentOf(loaded);
    await userEvent.upload(screen.getByLabelText('Choose a picture'), await storyPicture());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your picture' });
    const box = within(dialog).getByRole('button', { name: 'Crop area' });
    box.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    // 3 × 5 × 6 px further right, stopped at the right edge (x = 160 of 480).
    await expect(box).toHaveStyle({ left: '80px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this picture' }));
    await expect(await screen.findByText('Your settings are saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sent).toHaveLength(1);
    const avatar = sent[0]?.avatar;
    if (!(avatar instanceof Blob)) throw new Error('No avatar was posted');
    await expect(['image/webp', 'image/png']).toContain(avatar.type);
    await expect(avatar.size).toBeLessThanOrEqual(2 * 1024 * 1024);
    const picture = await createImageBitmap(avatar);
    await expect([picture.width, picture.height]).toEqual([320, 320]);
  },
};

/** A file that is not a picture type is refused under the avatar, before any upload. */
export const AvatarWrongType: Story = {
  loaders: [settingsLoader()],
  play: async ({ loaded }) => {
    await ready();
    const input = screen.getByLabelText('Choose a picture');
    // The picker offers pictures only; a drop or a "All files" choice can still hand another.
    input.removeAttribute('accept');
    await userEvent.upload(
      input,
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG or WebP picture.',
    );
    await expect(sentOf(loaded)).toEqual([]);
  },
};

/**
 * The header's theme switch and language dialog, used while signed in, save to the account too:
 * the page's own fields follow, so the two never disagree.
 */
export const HeaderChoicesSave: Story = {
  loaders: [settingsLoader()],
  play: async ({ loaded }) => {
    await ready();
    const sent = sentOf(loaded);
    const dark = document.documentElement.dataset.theme === 'dark';
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Dark mode' }));
    const flipped = dark ? 'light' : 'dark';
    await waitFor(() => expect(sent).toEqual([{ theme: flipped }]));
    await expect(document.documentElement).toHaveAttribute('data-theme', flipped);
    await expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent(
      dark ? 'Light' : 'Dark',
    );

    // The popover stays open after the switch.
    await userEvent.click(await screen.findByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: '日本語' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]).toEqual({ language: 'ja' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ja'));
    await expect(screen.getByRole('combobox', { name: '言語' })).toHaveTextContent('日本語');
  },
};

/** Choosing a language on the page applies it at once: the page itself changes language. */
export const LanguageApplies: Story = {
  loaders: [settingsLoader()],
  play: async ({ loaded }) => {
    await ready();
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    await waitFor(() => expect(sentOf(loaded)).toEqual([{ language: 'fr' }]));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    await expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Settings');
  },
};

/**
 * The account's preferences apply on login: a visitor in English and the dark theme logs in as
 * a user who chose Japanese, the light theme and Tokyo time on a 24-hour clock.
 */
export const AppliedAtLogin: Story = {
  loaders: [
    appLoader({
      path: `/user/login?redirect=${encodeURIComponent(SETTINGS_PATH)}`,
      theme: 'dark',
      keepUserPreferences: true,
      handlers: [
        routeHandler('login', () => ({ ...sessionFixture, user: chosenUser })),
        routeHandler('getUserInfo', () => chosenUser),
      ],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('form', { name: 'Log in' });
    await userEvent.type(within(form).getByLabelText('E-mail'), chosenUser.email);
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret123');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    const html = document.documentElement;
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ja'), { timeout: 5000 });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await ready();
    await expect(screen.getByRole('switch', { name: '24時間表示' })).toBeChecked();
    await expect(sample()).toHaveTextContent(/10\/13\/2025 17:26:40/);
  },
};
