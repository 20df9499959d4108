import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pagination } from './pagination.tsx';

function Controlled({ initial, pageCount }: { initial: number; pageCount: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Orders" />;
}

describe('Pagination', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('marks the current page and hides skipped pages behind ellipses', async () => {
    const screen = await render(<Controlled initial={6} pageCount={20} />);
    const nav = screen.getByRole('navigation', { name: 'Orders' });
    await expect
      .element(nav.getByRole('button', { name: 'Page 6' }))
      .toHaveAttribute('aria-current', 'page');
    expect(
      nav
        .getByRole('button')
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['', '1', '5', '6', '7', '20', '']);
  });

  it('moves with previous and next and disables them at the ends', async () => {
    const screen = await render(<Controlled initial={1} pageCount={3} />);
    await expect.element(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Next page' }).click();
    await screen.getByRole('button', { name: 'Next page' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('does not report the page it is already on', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    await screen.getByRole('button', { name: 'Page 2' }).click();
    expect(onPageChange).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Page 4' }).click();
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('moves focus with arrow keys, mirrored right-to-left', async () => {
    const screen = await render(<Controlled initial={2} pageCount={5} />);
    await screen.getByRole('button', { name: 'Page 2' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    document.documentElement.dir = 'rtl';
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('button', { name: 'Page 5' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Page 5' }))
      .toHaveAttribute('aria-current', 'page');
  });
});
