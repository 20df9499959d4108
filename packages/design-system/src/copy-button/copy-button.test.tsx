import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CopyButton } from './copy-button.tsx';

describe('CopyButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes the full text to the clipboard and reports success', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const onCopied = vi.fn();
    const screen = await render(
      <CopyButton text="0xabc" label="Copy address" writeText={writeText} onCopied={onCopied} />,
    );
    await screen.getByRole('button', { name: 'Copy address' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(onCopied).toHaveBeenCalledWith('0xabc');
  });

  it('reports failure when the clipboard refuses', async () => {
    const error = new Error('denied');
    const onFailed = vi.fn();
    const screen = await render(
      <CopyButton
        text="x"
        failedMessage="Copy failed"
        writeText={() => Promise.reject(error)}
        onFailed={onFailed}
      />,
    );
    await screen.getByRole('button', { name: 'Copy' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(onFailed).toHaveBeenCalledWith(error);
  });

  it('uses navigator.clipboard by default', async () => {
    const spy = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(<CopyButton text="UID 1234" />);
    await screen.getByRole('button', { name: 'Copy' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(spy).toHaveBeenCalledWith('UID 1234');
  });

  it('shows long text cut to 150 characters but copies all of it', async () => {
    const long = 'a'.repeat(200);
    const writeText = vi.fn(() => Promise.resolve());
    const screen = await render(<CopyButton text={long} showText writeText={writeText} />);
    await expect.element(screen.getByText(`${'a'.repeat(150)}…`)).toBeVisible();
    await screen.getByRole('button', { name: 'Copy' }).click();
    expect(writeText).toHaveBeenCalledWith(long);
  });

  it('goes back to ready after the reset delay', async () => {
    const screen = await render(
      <CopyButton text="x" resetAfterMs={50} writeText={() => Promise.resolve()} />,
    );
    await screen.getByRole('button', { name: 'Copy' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copied');
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });
});
