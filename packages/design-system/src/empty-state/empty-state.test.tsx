import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('says "No data" unless told otherwise', async () => {
    const screen = await render(<EmptyState />);
    await expect.element(screen.getByText('No data')).toBeVisible();
  });

  it('shows a title, a description and an action', async () => {
    const screen = await render(
      <EmptyState
        title="No open orders"
        description="Orders you place appear here."
        action={<button type="button">Trade now</button>}
      />,
    );
    await expect.element(screen.getByText('No open orders')).toBeVisible();
    await expect.element(screen.getByText('Orders you place appear here.')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Trade now' })).toBeVisible();
  });
});
