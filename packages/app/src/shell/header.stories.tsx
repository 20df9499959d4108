import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockRoute, userFixture } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../testing/story-app.tsx';
import { appLoader } from '../testing/story-loaders.tsx';

/** The header inside the whole app (router, API fixtures, fake socket). */
const meta = {
  title: 'App/Shell/Header',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: '/' })],
  play: async () => {
    const banner = await screen.findByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const entries = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(entries).toEqual([
      'Home',
      'Markets',
      'Futures',
      'Spot',
      'Options',
      'Earn',
      'Subscription',
      'Referral',
      'C2C',
      'Reports',
    ]);
    await expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    await expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/register',
    );
  },
};

export const UserWithoutTwoFactor: Story = {
  loaders: [appLoader({ path: '/', user: { ...userFixture, is_google2fa: false } })],
  play: async () => {
    const banner = await screen.findByRole('banner');
    await expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(
      within(banner).getByRole('button', { name: `Account ${userFixture.email}` }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    await expect(within(panel).getByText(userFixture.email)).toBeInTheDocument();
    await expect(panel).toHaveTextContent(`UID ${String(userFixture.id)}`);
    await expect(
      within(panel).getByRole('link', {
        name: 'Security (Google two-factor authentication is off)',
      }),
    ).toHaveAttribute('href', '/account/security');
    await expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

export const UserWithTwoFactor: Story = {
  loaders: [
    appLoader({
      path: '/',
      user: { ...userFixture, is_google2fa: true },
      handlers: [mockRoute('getUserInfo', { ...userFixture, is_google2fa: true })],
    }),
  ],
  play: async () => {
    const banner = await screen.findByRole('banner');
    await userEvent.click(
      within(banner).getByRole('button', { name: `Account ${userFixture.email}` }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Account' });
    await expect(within(panel).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/account/security',
    );
  },
};

export const WalletMenu: Story = {
  loaders: [appLoader({ path: '/', user: userFixture })],
  play: async () => {
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Wallet' }));
    const panel = await screen.findByRole('dialog', { name: 'Wallet' });
    await expect(await within(panel).findByText('25,318.44 USDC')).toBeInTheDocument();
    await expect(within(panel).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/assets/recharge',
    );
    await expect(within(panel).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/assets/withdraw',
    );
    const orders = within(panel).getByRole('list', { name: 'Order centre' });
    await expect(
      within(orders)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/order/futures',
      '/order/spot',
      '/order/option',
      '/order/finance',
      '/order/subscribe',
    ]);
  },
};

export const OnTradePage: Story = {
  loaders: [appLoader({ path: '/spot-trade', user: userFixture })],
  play: async () => {
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  loaders: [appLoader({ path: '/' })],
  play: async () => {
    const banner = await screen.findByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Japanese: Story = {
  globals: { locale: 'ja' },
  loaders: [appLoader({ path: '/' })],
  play: async () => {
    const banner = await screen.findByRole('banner');
    await expect(within(banner).getByRole('navigation', { name: 'メイン' })).toBeVisible();
  },
};

/** The settings popover: the theme switch persists `dark`, the language dialog switches language. */
export const SettingsThemeAndLanguage: Story = {
  loaders: [appLoader({ path: '/' })],
  play: async ({ loaded }) => {
    const { app } = loaded.story as StoryApp;
    const banner = await screen.findByRole('banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Settings' }));
    const panel = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(panel).getByRole('switch', { name: 'Dark mode' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(app.services.storage.get('dark')).toBe('false');
    await userEvent.click(within(panel).getByRole('button', { name: 'Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    await userEvent.click(within(dialog).getByText('日本語'));
    await expect(
      await within(banner).findByRole('navigation', { name: 'メイン' }),
    ).toBeInTheDocument();
    await expect(app.services.storage.get('locale')).toBe('ja');
    await expect(document.documentElement).toHaveAttribute('lang', 'ja');
  },
};

/** The visitor's header in one more of the 12 languages: its words, the page's `lang`. */
function inLanguage(
  locale: string,
  words: { home: string; markets: string; logIn: string },
): Story {
  return {
    tags: ['visual'],
    globals: { locale },
    loaders: [appLoader({ path: '/' })],
    play: async () => {
      const banner = await screen.findByRole('banner');
      await expect(document.documentElement).toHaveAttribute('lang', locale);
      await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
      const nav = within(banner).getAllByRole('navigation')[0] ?? banner;
      const entries = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      await expect(entries.slice(0, 2)).toEqual([words.home, words.markets]);
      await expect(within(banner).getByRole('link', { name: words.logIn })).toBeVisible();
    },
  };
}

export const Spanish = inLanguage('es', {
  home: 'Inicio',
  markets: 'Mercados',
  logIn: 'Iniciar sesión',
});
export const French = inLanguage('fr', {
  home: 'Accueil',
  markets: 'Marchés',
  logIn: 'Se connecter',
});
export const Hindi = inLanguage('hi', { home: 'होम', markets: 'बाज़ार', logIn: 'लॉग इन करें' });
export const Indonesian = inLanguage('id', { home: 'Beranda', markets: 'Pasar', logIn: 'Masuk' });
export const Korean = inLanguage('ko', { home: '홈', markets: '마켓', logIn: '로그인' });
export const Malay = inLanguage('ms', {
  home: 'Laman utama',
  markets: 'Pasaran',
  logIn: 'Log masuk',
});
export const Portuguese = inLanguage('pt', {
  home: 'Início',
  markets: 'Mercados',
  logIn: 'Entrar',
});
export const Russian = inLanguage('ru', { home: 'Главная', markets: 'Рынки', logIn: 'Войти' });
export const TraditionalChinese = inLanguage('zh-TW', {
  home: '首頁',
  markets: '行情',
  logIn: '登入',
});
