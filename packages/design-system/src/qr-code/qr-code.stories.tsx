import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code.tsx';

const meta = {
  title: 'Design system/QrCode',
  component: QrCode,
  args: { value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'Deposit address QR code' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Deposit address QR code' });
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  },
};

export const ReferralLink: Story = {
  args: {
    value: 'https://exchange.example/user/register?invite=AB12CD',
    label: 'Referral link QR code',
    size: 200,
    errorCorrection: 'Q',
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <QrCode value="hello" label="Small code" size={96} />
      <QrCode value="TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" label="Address code" />
      <QrCode
        value="https://exchange.example/user/register?invite=AB12CD"
        label="Link code"
        errorCorrection="H"
        size={200}
      />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
