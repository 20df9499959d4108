import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BASIC_REJECTION_REASON, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { footerSettled, identityLoader } from '../shared/identity-story-kit.ts';

const PATH = '/account/id-auth/base-auth';

const meta = {
  title: 'App/Pages/Account/Basic verification',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = () => screen.findByRole('form', { name: 'Basic verification' });

async function chooseCountry(name: string) {
  const basic = await form();
  await userEvent.click(within(basic).getByLabelText('Country'));
  await userEvent.type(await screen.findByRole('combobox', { name: 'Search countries' }), name);
  await userEvent.keyboard('{Enter}');
}

async function fillForm(birthDate = '1990-04-17') {
  const basic = await form();
  await userEvent.type(within(basic).getByLabelText('Full name'), 'Ada Lovelace');
  await chooseCountry('United King');
  await userEvent.click(within(basic).getByRole('radio', { name: 'Passport' }));
  await userEvent.type(within(basic).getByLabelText('Document number'), 'X1234567');
  await userEvent.type(within(basic).getByLabelText('Date of birth'), birthDate);
}

const submit = async () => {
  await userEvent.click(within(await form()).getByRole('button', { name: 'Submit for review' }));
};

/** Nothing sent yet: the form, empty. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'unverified')],
  play: async () => {
    const basic = await form();
    await expect(within(basic).getByLabelText('Country')).toHaveTextContent(
      'Choose the issuing country',
    );
    await expect(within(basic).getAllByRole('radio')).toHaveLength(3);
    await expect(within(basic).getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    await footerSettled();
  },
};

export const Arabic: Story = inArabic(Empty, async () => {
  const basic = await screen.findByRole('form', { name: 'التحقق الأساسي' });
  await userEvent.click(within(basic).getByLabelText('الدولة'));
  // The country names are the browser's own, in Arabic: no hand-kept list of translations.
  await expect(await screen.findByRole('option', { name: /المملكة المتحدة/ })).toBeVisible();
  await userEvent.keyboard('{Escape}');
});

/** The country list is searchable by name in the reader's language and by code. */
export const CountrySearch: Story = {
  loaders: [identityLoader(PATH, 'unverified')],
  play: async () => {
    const basic = await form();
    await userEvent.click(within(basic).getByLabelText('Country'));
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await userEvent.type(search, 'BR');
    await expect(screen.getAllByRole('option')[0]).toHaveTextContent('Brazil');
    await userEvent.keyboard('{Enter}');
    await expect(within(basic).getByLabelText('Country')).toHaveTextContent('Brazil');
  },
};

/**
 * Submit with nothing filled: every field says why; a date of birth under 18 says so before
 * anything is posted; then the server's word on a field shows under that field.
 */
export const FieldErrors: Story = {
  tags: ['visual'],
  loaders: [
    identityLoader(PATH, 'unverified', [
      mockRouteFailure('submitBasicIdentity', {
        status: 422,
        message: 'document_number: Not a passport number of the United Kingdom',
        errors: [
          {
            field: 'document_number',
            message: 'Not a passport number of the United Kingdom',
          },
        ],
      }),
    ]),
  ],
  play: async () => {
    await submit();
    const basic = await form();
    await expect(within(basic).getByLabelText('Full name')).toHaveAccessibleDescription(
      'Enter your full name as it is on the document.',
    );
    await expect(within(basic).getByLabelText('Country')).toHaveAccessibleDescription(
      /Choose the country that issued the document\./,
    );
    await expect(within(basic).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose the type of document.',
    );
    await expect(within(basic).getByLabelText('Document number')).toHaveAccessibleDescription(
      'Enter the document number.',
    );
    await userEvent.type(within(basic).getByLabelText('Full name'), 'A');
    await expect(within(basic).getByLabelText('Full name')).toHaveAccessibleDescription(
      'The name has 2 to 64 characters.',
    );
    await userEvent.type(within(basic).getByLabelText('Document number'), 'AB 12');
    await expect(within(basic).getByLabelText('Document number')).toHaveAccessibleDescription(
      'Use 4 to 32 letters, digits or hyphens.',
    );
    await userEvent.type(within(basic).getByLabelText('Date of birth'), '2020-01-01');
    await expect(within(basic).getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be 18 or older.',
    );
    // All correct by the page's rules: the server refuses the number, named at its field.
    await userEvent.clear(within(basic).getByLabelText('Full name'));
    await userEvent.clear(within(basic).getByLabelText('Document number'));
    await userEvent.clear(within(basic).getByLabelText('Date of birth'));
    await fillForm();
    await submit();
    await waitFor(() =>
      expect(within(basic).getByLabelText('Document number')).toHaveAccessibleDescription(
        'Not a passport number of the United Kingdom',
      ),
    );
    // A loading button is disabled and drops focus, but only if the answer came after the
    // loading state rendered: end without focus so the picture is the same every run.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sent, the server not yet answering: the button is busy. */
export const Submitting: Story = {
  loaders: [identityLoader(PATH, 'unverified', [mockRouteLoading('submitBasicIdentity')])],
  play: async () => {
    await fillForm();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Submit for review/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'submitting');
  },
};

/** The server failed: the form says so and keeps what was typed. */
export const ServerError: Story = {
  tags: ['visual'],
  loaders: [
    identityLoader(PATH, 'unverified', [
      mockRouteFailure('submitBasicIdentity', { status: 500, message: 'Internal error' }),
    ]),
  ],
  play: async () => {
    await fillForm();
    await submit();
    const basic = await form();
    await expect(await within(basic).findByRole('alert')).toHaveTextContent(
      'The exchange had a problem (error 500).',
    );
    await expect(within(basic).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    await footerSettled();
    // A loading button is disabled and drops focus, but only if the answer came after the
    // loading state rendered: end without focus so the picture is the same every run.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sent and accepted: the page turns to the pending review. */
export const Sent: Story = {
  loaders: [identityLoader(PATH, 'unverified')],
  play: async () => {
    await fillForm();
    await submit();
    const card = await screen.findByRole('region', { name: 'Your submission' });
    await expect(card).toHaveTextContent('Under review');
    await expect(card).toHaveTextContent('United Kingdom');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'pending');
  },
};

/** Rejected last time: the reviewer's reason above the form to send again. */
export const Rejected: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicRejected')],
  play: async () => {
    await expect(await screen.findByText(`Reason: ${BASIC_REJECTION_REASON}`)).toBeVisible();
    await expect(await form()).toBeVisible();
  },
};

export const Pending: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicPending')],
  play: async () => {
    const card = await screen.findByRole('region', { name: 'Your submission' });
    await expect(card).toHaveTextContent('Under review');
    await expect(screen.queryByRole('form')).toBeNull();
    await footerSettled();
  },
};
