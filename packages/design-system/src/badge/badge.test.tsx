import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Badge } from './badge.tsx';
import { Tag } from './tag.tsx';

describe('Badge', () => {
  it('shows its text and exposes its tone for styling', async () => {
    const screen = await render(<Badge tone="rise">Long</Badge>);
    const badge = screen.getByText('Long');
    await expect.element(badge).toBeVisible();
    await expect.element(badge).toHaveAttribute('data-tone', 'rise');
  });
});

describe('Tag', () => {
  it('calls onRemove from its labelled remove button', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <Tag onRemove={onRemove} removeLabel="Remove BTC">
        BTC
      </Tag>,
    );
    await screen.getByRole('button', { name: 'Remove BTC' }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no remove button when it cannot be removed', async () => {
    const screen = await render(<Tag>ETH</Tag>);
    await expect.element(screen.getByText('ETH')).toBeVisible();
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
