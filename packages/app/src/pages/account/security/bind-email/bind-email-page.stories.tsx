import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';

const PATH = '/account/security/bind-email';
/** An account signed up without an e-mail address (by phone): the form shows. */
const noEmail = mockRoute('securityOverview', { ...securityOverviewFixture, email: null });

const meta = {
  title: 'App/Pages/Account/Security/Bind Email',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: 'Link e-mail' });

async function fillAndSubmit(email: string, code: string) {
  const linking = await form();
  await userEvent.type(within(linking).getByLabelText('E-mail'), email);
  await userEvent.click(within(linking).getByRole('button', { name: 'Send code' }));
  await userEvent.type(within(linking).getByLabelText('E-mail code'), code);
  await userEvent.click(within(linking).getByRole('button', { name: 'Link e-mail' }));
  return linking;
}

export const Loading: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('securityOverview')] }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading'));
  },
};

/** No address yet: the address and the code sent to it. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [noEmail] })],
  play: async () => {
    const linking = await form();
    await expect(within(linking).getByLabelText('E-mail')).toBeVisible();
    await expect(within(linking).getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

export const Arabic: Story = inArabic(Empty);

/** The account has an address: it is shown, with the way to change it. */
export const AlreadyBound: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'bound'));
    await expect(main).toHaveTextContent('t***r@exchange.example');
    await expect(within(main).getByRole('link', { name: 'Change e-mail' })).toHaveAttribute(
      'href',
      '/account/security/modify-email',
    );
    await expect(screen.queryByRole('form', { name: 'Link e-mail' })).toBeNull();
  },
};

/** Send code with no address, then Link with nothing: each field says why. */
export const Invalid: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [noEmail] })],
  play: async () => {
    const linking = await form();
    await userEvent.click(within(linking).getByRole('button', { name: 'Send code' }));
    await expect(within(linking).getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    await userEvent.click(within(linking).getByRole('button', { name: 'Link e-mail' }));
    await expect(within(linking).getByLabelText('E-mail code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from the e-mail.',
    );
  },
};

/** A wrong code: the server's word shows under the code. */
export const WrongCode: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        noEmail,
        mockRouteFailure('bindEmail', {
          status: 422,
          message: 'email_code: Wrong or expired code',
          errors: [{ field: 'email_code', message: 'Wrong or expired code' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const linking = await fillAndSubmit('new@exchange.example', '111111');
    await waitFor(() =>
      expect(within(linking).getByLabelText('E-mail code')).toHaveAccessibleDescription(
        'Wrong or expired code',
      ),
    );
  },
};

export const Submitting: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [noEmail, mockRouteLoading('bindEmail')],
    }),
  ],
  play: async () => {
    await fillAndSubmit('new@exchange.example', '482913');
    await waitFor(() =>
      expect(screen.getByRole('main')).toHaveAttribute('data-state', 'submitting'),
    );
  },
};

/** Linked: the page shows the new address, masked as the server answers it. */
export const Done: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [noEmail] })],
  play: async () => {
    await fillAndSubmit('new@exchange.example', '482913');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'done'));
    await expect(within(main).getByRole('status')).toHaveTextContent(
      'E-mail linked: n***w@exchange.example.',
    );
  },
};

export const Failed: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('securityOverview', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(main).toHaveAttribute('data-state', 'error');
  },
};
