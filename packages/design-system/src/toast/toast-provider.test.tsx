import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider } from './toast-provider.tsx';
import { createToaster } from './toaster.ts';
import { useToast } from './use-toast.ts';

function CopyButton() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast.success('Copied');
      }}
    >
      Copy
    </button>
  );
}

class CatchError extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? (
      this.props.children
    ) : (
      <p role="alert">{this.state.message}</p>
    );
  }
}

describe('ToastProvider', () => {
  it('shows a toast from useToast once, however often it is asked while visible', async () => {
    const screen = await render(
      <ToastProvider>
        <CopyButton />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    await button.click();
    await button.click();
    await button.click();
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByRole('status')).toHaveTextContent('Copied');
    expect(region.getByRole('status').all()).toHaveLength(1);
  });

  it('shows toasts of an app-made toaster, errors as alerts, and removes them after the duration', async () => {
    const toaster = createToaster({ duration: 50 });
    await render(<ToastProvider toaster={toaster} />);
    toaster.error('Login expired');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Login expired');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('fails fast when useToast is used outside the provider', async () => {
    const screen = await render(
      <CatchError>
        <CopyButton />
      </CatchError>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('useToast must be used inside <ToastProvider>');
  });
});
