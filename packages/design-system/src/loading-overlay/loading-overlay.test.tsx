import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LoadingOverlay } from './loading-overlay.tsx';

describe('LoadingOverlay', () => {
  it('covers the content with a spinner and marks it busy while loading', async () => {
    const screen = await render(
      <LoadingOverlay loading label="Loading chart">
        <p>Candles</p>
      </LoadingOverlay>,
    );
    await expect.element(screen.getByRole('status', { name: 'Loading chart' })).toBeVisible();
    await expect.element(screen.getByText('Candles')).toBeInTheDocument();
    expect(screen.container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('shows only the content once loaded', async () => {
    const screen = await render(
      <LoadingOverlay loading={false}>
        <p>Candles</p>
      </LoadingOverlay>,
    );
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
    expect(screen.container.querySelector('[aria-busy="false"]')).not.toBeNull();
  });
});
