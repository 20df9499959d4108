import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { List } from './list.tsx';

interface Zone {
  key: string;
  text: string;
}

const zones: Zone[] = [
  { key: 'UTC', text: 'UTC' },
  { key: 'Asia/Tokyo', text: 'Tokyo' },
  { key: 'Asia/Shanghai', text: 'Shanghai' },
  { key: 'Europe/London', text: 'London' },
];

const symbols = Array.from({ length: 10_000 }, (_, index) => `SYM${index}`);

function renderZones(onSelect = vi.fn(), selectedKey?: string) {
  return render(
    <List
      aria-label="Timezones"
      items={zones}
      getKey={(zone) => zone.key}
      renderItem={(zone) => zone.text}
      selectedKey={selectedKey}
      onSelect={onSelect}
      isDisabled={(zone) => zone.key === 'Europe/London'}
    />,
  );
}

describe('List', () => {
  it('opens with a selected row far down the list rendered, and only points aria-activedescendant at a rendered row', async () => {
    await render(
      <List
        aria-label="Symbols"
        items={symbols}
        getKey={(symbol) => symbol}
        renderItem={(symbol) => symbol}
        selectedKey="SYM5000"
        maxHeight={240}
      />,
    );
    await expect.element(page.getByRole('option', { name: 'SYM5000' })).toBeVisible();
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    const active = listbox.getAttribute('aria-activedescendant');
    expect(active).not.toBeNull();
    expect(document.getElementById(active ?? '')?.textContent).toBe('SYM5000');
  });

  it('chooses an item on click', async () => {
    const onSelect = vi.fn();
    await renderZones(onSelect);
    await page.getByRole('option', { name: 'Tokyo' }).click();
    expect(onSelect).toHaveBeenCalledWith(zones[1], 1);
  });

  it('moves with the arrow keys and chooses with Enter', async () => {
    const onSelect = vi.fn();
    await renderZones(onSelect);
    const list = page.getByRole('listbox', { name: 'Timezones' });
    await userEvent.tab();
    await expect.element(list).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect
      .element(list)
      .toHaveAttribute(
        'aria-activedescendant',
        page.getByRole('option', { name: 'Tokyo' }).element().id,
      );
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(zones[1], 1);
    await userEvent.keyboard('{End} ');
    // London is disabled: Space on it chooses nothing.
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('starts the keyboard at the selected item and marks it selected', async () => {
    const onSelect = vi.fn();
    await renderZones(onSelect, 'Asia/Shanghai');
    await expect
      .element(page.getByRole('option', { name: 'Shanghai' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(zones[1], 1);
  });

  it('renders only the visible rows of a long list and reaches the last with End', async () => {
    const onSelect = vi.fn();
    await render(
      <List
        aria-label="Symbols"
        items={symbols}
        getKey={(symbol) => symbol}
        renderItem={(symbol) => symbol}
        onSelect={onSelect}
        itemHeight={32}
        maxHeight={320}
      />,
    );
    const rendered = page.getByRole('option').all();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    await expect
      .element(page.getByRole('option', { name: 'SYM0', exact: true }))
      .toHaveAttribute('aria-setsize', '10000');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('option', { name: 'SYM9999' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('SYM9999', 9999);
  });

  it('shows the empty state when there are no items', async () => {
    await render(
      <List
        aria-label="Results"
        items={[]}
        getKey={String}
        renderItem={String}
        empty={<p>No results</p>}
      />,
    );
    await expect.element(page.getByText('No results')).toBeVisible();
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });
});
