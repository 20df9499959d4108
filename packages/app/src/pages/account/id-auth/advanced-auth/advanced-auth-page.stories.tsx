import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MAX_AUTH_IMAGE_BYTES } from '@exchange/api';
import {
  ADVANCED_REJECTION_REASON,
  identityStatesFixture,
  mockRouteLoading,
  routeHandler,
} from '@exchange/api/msw';
import { inArabic } from '../../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../../testing/story-app.tsx';
import { footerSettled, identityLoader } from '../shared/identity-story-kit.ts';

const PATH = '/account/id-auth/advanced-auth';
const UPLOADS = ['Front of the document', 'Back of the document', 'You holding the document'];

const meta = {
  title: 'App/Pages/Account/Advanced verification',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const upload = (name: string) => screen.findByRole('region', { name });

/** A real PNG of one flat colour, drawn by the browser (so its preview renders). */
async function pngFile(name: string, colour: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 100;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('No 2D canvas to draw the story image');
  context.fillStyle = colour;
  context.fillRect(0, 0, 160, 100);
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (blob === null) throw new Error('The canvas gave no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/**
 * Drop a file on an upload as a pointer would: a real DragEvent carrying a DataTransfer (Testing
 * Library's fireEvent copies only a DataTransfer's own properties, which lose its files).
 */
async function dropOn(name: string, file: File) {
  const zone = within(await upload(name)).getByTestId('drop-zone');
  const data = new DataTransfer();
  data.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop'])
    zone.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
    );
}

async function fillAll() {
  const colours = ['#2563eb', '#16a34a', '#d97706'];
  for (const [index, name] of UPLOADS.entries())
    await dropOn(name, await pngFile(`photo-${String(index)}.png`, colours[index] ?? '#888888'));
  for (const name of UPLOADS)
    await expect(
      await within(await upload(name)).findByRole('img', { name: `Preview of ${name}` }),
    ).toBeVisible();
}

const submit = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
};

/** Basic verification not approved yet: closed, with why and the way there. */
export const Locked: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'unverified')],
  play: async () => {
    const card = await screen.findByRole('region', { name: 'Not available yet' });
    await expect(card).toHaveTextContent('opens once your basic verification is approved');
    await expect(
      within(card).getByRole('link', { name: 'Go to basic verification' }),
    ).toHaveAttribute('href', '/account/id-auth/base-auth');
    await expect(screen.queryByRole('form')).toBeNull();
    await footerSettled();
  },
};

/** Basic approved, nothing uploaded: one drop zone per configured image. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicApproved')],
  play: async () => {
    for (const name of UPLOADS) {
      const region = await upload(name);
      await expect(region).toHaveAttribute('data-state', 'empty');
      await expect(within(region).getByRole('button', { name: 'Choose a file' })).toBeVisible();
    }
    await expect(await upload('You holding the document')).toHaveAccessibleDescription(
      /today's date/,
    );
    await footerSettled();
  },
};

export const Arabic: Story = inArabic(Empty, async () => {
  await expect(await screen.findByRole('form', { name: 'التحقق المتقدم' })).toBeVisible();
});

/** Every image dropped: previews with Replace and Remove; Remove empties that upload again. */
export const PreviewsFilled: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicApproved')],
  play: async () => {
    await fillAll();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'filled');
    const front = await upload('Front of the document');
    await userEvent.click(within(front).getByRole('button', { name: 'Remove' }));
    await expect(front).toHaveAttribute('data-state', 'empty');
    // The picker takes it again (the same file input the Choose button opens).
    await userEvent.upload(
      within(front).getByLabelText('Front of the document'),
      await pngFile('front.png', '#2563eb'),
    );
    await expect(await within(front).findByRole('img')).toBeVisible();
    await expect(within(front).getByRole('button', { name: 'Replace' })).toBeVisible();
  },
};

/**
 * A program renamed .png and a photo over 5 MB are refused at their upload, by their bytes
 * and size, before anything is sent; Submit with an upload missing names it.
 */
export const BadFileRefused: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'basicApproved')],
  play: async () => {
    const program = new File(
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])],
      'id.png',
      {
        type: 'image/png',
      },
    );
    await dropOn('Front of the document', program);
    const front = await upload('Front of the document');
    await waitFor(() => expect(front).toHaveAttribute('data-state', 'refused'));
    await expect(front).toHaveAccessibleDescription('This file is not a JPEG, PNG or WebP image.');
    const big = new Uint8Array(MAX_AUTH_IMAGE_BYTES + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await dropOn('Back of the document', new File([big], 'back.jpg', { type: 'image/jpeg' }));
    await waitFor(async () =>
      expect(await upload('Back of the document')).toHaveAccessibleDescription(
        'The image is larger than 5 MB.',
      ),
    );
    await submit();
    await expect(await upload('You holding the document')).toHaveAccessibleDescription(
      'Add this image.',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
  },
};

/** Sent, the server not yet answering: the button is busy and the uploads wait. */
export const Submitting: Story = {
  loaders: [identityLoader(PATH, 'basicApproved', [mockRouteLoading('submitAdvancedIdentity')])],
  play: async () => {
    await fillAll();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Submit for review/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'submitting');
    await expect(
      within(await upload('Front of the document')).getByRole('button', { name: 'Replace' }),
    ).toBeDisabled();
  },
};

/**
 * A loader whose POST /identity/advanced records what it received (each part's name and size),
 * for the play function to read from `loaded.received`.
 */
function recordingLoader() {
  return async (context: Parameters<ReturnType<typeof identityLoader>>[0]) => {
    const parts = new Map<string, number>();
    const loaded = await identityLoader(PATH, 'basicApproved', [
      routeHandler('submitAdvancedIdentity', ({ body }) => {
        for (const [key, file] of Object.entries(body)) parts.set(key, file.size);
        return identityStatesFixture.advancedPending;
      }),
    ])(context);
    return { ...loaded, received: parts };
  };
}

/** Sent and accepted (multipart, one file per key): the page turns to the pending review. */
export const Sent: Story = {
  loaders: [recordingLoader()],
  play: async ({ loaded }) => {
    const received = loaded.received as Map<string, number>;
    await fillAll();
    await submit();
    const card = await screen.findByRole('region', { name: 'Your submission' });
    await expect(card).toHaveTextContent('Under review');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'pending');
    await expect([...received.keys()].sort()).toEqual(['back_img', 'front_img', 'hand_img']);
    for (const size of received.values()) await expect(size).toBeGreaterThan(0);
  },
};

export const Pending: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'advancedPending')],
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'Your submission' })).toHaveTextContent(
      'Under review',
    );
    await footerSettled();
  },
};

/** Refused last time: the reviewer's reason above the uploads to send again. */
export const Rejected: Story = {
  tags: ['visual'],
  loaders: [identityLoader(PATH, 'advancedRejected')],
  play: async () => {
    await expect(await screen.findByText(`Reason: ${ADVANCED_REJECTION_REASON}`)).toBeVisible();
    await expect(await upload('Front of the document')).toHaveAttribute('data-state', 'empty');
    await footerSettled();
  },
};
