import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  demoConfigFixture,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  securityOverviewFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { appLoader } from '../../../../testing/story-loaders.tsx';

const PATH = '/account/security/bind-mobile';

const meta = {
  title: 'App/Pages/Account/Security/Bind Mobile',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: 'Link phone number' });

async function sendCodeTo(number: string) {
  const linking = await form();
  await userEvent.type(within(linking).getByLabelText('Phone number'), number);
  await userEvent.click(within(linking).getByRole('button', { name: 'Send code' }));
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

/** No number yet: the country code (United Kingdom, +44, to start), the number and its code. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const linking = await form();
    await expect(within(linking).getByRole('button', { name: /Country code/ })).toHaveTextContent(
      'United Kingdom',
    );
    await expect(linking).toHaveTextContent('+44');
    await expect(within(linking).getByLabelText('SMS code')).toBeVisible();
  },
};

export const Arabic: Story = inArabic(Empty);

/** The picker finds a country by name or by its code. */
export const PickCountry: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const linking = await form();
    const picker = within(linking).getByRole('button', { name: /Country code/ });
    await userEvent.click(picker);
    let search = await screen.findByRole('combobox', { name: 'Search countries or codes' });
    await userEvent.type(search, 'brazil');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('Brazil'));
    await expect(picker).toHaveTextContent('+55');

    await userEvent.click(picker);
    search = await screen.findByRole('combobox', { name: 'Search countries or codes' });
    await userEvent.type(search, '+852');
    const [first] = screen.getAllByRole('option');
    await expect(first).toHaveTextContent('Hong Kong');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('+852'));
  },
};

/** Send code with a number too short: it says why and nothing is sent. */
export const InvalidNumber: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const linking = await sendCodeTo('12');
    await expect(within(linking).getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter 4 to 14 digits, without the country code.',
    );
    await expect(within(linking).getByRole('button', { name: 'Send code' })).toBeEnabled();
    await userEvent.click(within(linking).getByRole('button', { name: 'Link phone number' }));
    await expect(within(linking).getByLabelText('SMS code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from the text message.',
    );
  },
};

/**
 * On a demo server no SMS goes out: after Send code the code from the demo SMS inbox shows,
 * "Use this code" fills it in, and the number is linked.
 */
export const DemoCodeAndLinked: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRoute('getConfig', demoConfigFixture)],
    }),
  ],
  play: async () => {
    const linking = await form();
    const notice = within(linking).getByRole('status', { name: 'Demo mode' });
    await expect(notice).toHaveTextContent('Demo mode: no text message is sent.');
    await sendCodeTo('7700900123');
    await waitFor(() => expect(notice).toHaveAttribute('data-state', 'code'));
    await expect(notice).toHaveTextContent('Your code is 482913.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Use this code' }));
    await expect(within(linking).getByLabelText('SMS code')).toHaveValue('482913');
    await userEvent.click(within(linking).getByRole('button', { name: 'Link phone number' }));
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'done'));
    await expect(main).toHaveTextContent('Phone number linked: +44 ****0123.');
  },
};

/** A demo server whose SMS inbox holds no code for the number: the notice says so. */
export const DemoInboxEmpty: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRoute('getConfig', demoConfigFixture), mockRoute('demoSmsInbox', [])],
    }),
  ],
  play: async () => {
    const linking = await sendCodeTo('7700900999');
    const notice = within(linking).getByRole('status', { name: 'Demo mode' });
    await waitFor(() => expect(notice).toHaveAttribute('data-state', 'missing'));
    await expect(notice).toHaveTextContent('the demo SMS inbox has no code yet');
  },
};

/** A wrong code: the server's word shows under the SMS code. */
export const WrongCode: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteFailure('bindMobile', {
          status: 422,
          message: 'sms_code: Wrong or expired code',
          errors: [{ field: 'sms_code', message: 'Wrong or expired code' }],
        }),
      ],
    }),
  ],
  play: async () => {
    const linking = await sendCodeTo('7700900123');
    await userEvent.type(within(linking).getByLabelText('SMS code'), '111111');
    await userEvent.click(within(linking).getByRole('button', { name: 'Link phone number' }));
    await waitFor(() =>
      expect(within(linking).getByLabelText('SMS code')).toHaveAccessibleDescription(
        'Wrong or expired code',
      ),
    );
  },
};

/** The account has a number: it is shown instead of the form. */
export const AlreadyBound: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('securityOverview', { ...securityOverviewFixture, mobile: '+44 ****5678' }),
      ],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'bound'));
    await expect(main).toHaveTextContent('Your account already has a phone number: +44 ****5678.');
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
  },
};
