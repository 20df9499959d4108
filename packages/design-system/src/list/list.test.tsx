import { createRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { List, type ListProps } from './list.tsx';

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

  it('hands its listbox to a `ref`, still windowed, and lets go of it on unmount', async () => {
    const ref = createRef<HTMLDivElement>();
    const screen = await render(<LongList ref={ref} />);
    expect(ref.current?.getAttribute('role')).toBe('listbox');
    expect(ref.current?.querySelectorAll('[role="option"]')).toHaveLength(16);
    ref.current?.focus();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByRole('option', { name: 'SYM9999' })).toBeInTheDocument();
    await screen.unmount();
    expect(ref.current).toBeNull();
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

/** The names of the options in the DOM, in order. */
function renderedOptions(): string[] {
  return page
    .getByRole('option')
    .elements()
    .map((option) => option.textContent);
}

/** The option the listbox's aria-activedescendant points at, if any. */
function activeOption(listbox: Element): HTMLElement | null {
  const id = listbox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
}

/** Whether `row` lies wholly inside the listbox's visible area. */
function isFullyInView(listbox: Element, row: Element): boolean {
  const outer = listbox.getBoundingClientRect();
  const inner = row.getBoundingClientRect();
  return inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
}

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => `SYM${from + offset}`);

function LongList(props: Partial<ListProps<string>>) {
  return (
    <List
      aria-label="Symbols"
      items={symbols}
      getKey={(symbol) => symbol}
      renderItem={(symbol) => symbol}
      itemHeight={32}
      maxHeight={320}
      {...props}
    />
  );
}

/** A long list a button cuts down to 20 rows, as a narrowing search does. */
function ShrinkingList() {
  const [items, setItems] = useState(symbols);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setItems(symbols.slice(0, 20));
        }}
      >
        Keep 20
      </button>
      <LongList items={items} />
    </>
  );
}

describe('List windowing (fixed row height)', () => {
  it('puts only the ten rows in view and six of overscan in the DOM for 10,000 items', async () => {
    await render(<LongList />);
    await expect.element(page.getByRole('option', { name: 'SYM0', exact: true })).toBeVisible();
    expect(renderedOptions()).toEqual(names(0, 15));
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    expect(listbox.scrollHeight).toBe(10_000 * 32);
    expect(listbox.clientHeight).toBe(320);
  });

  it('renders the rows of the new scroll position, each at its own offset', async () => {
    await render(<LongList />);
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    listbox.scrollTop = 3200;
    await expect.element(page.getByRole('option', { name: 'SYM100', exact: true })).toBeVisible();
    // Rows 100–109 in view, six either side.
    expect(renderedOptions()).toEqual(names(94, 115));
    const row = page.getByRole('option', { name: 'SYM100', exact: true }).element();
    expect(row.getBoundingClientRect().top).toBeCloseTo(listbox.getBoundingClientRect().top, 0);
    expect(row).toHaveAttribute('aria-posinset', '101');
    expect(row).toHaveAttribute('aria-setsize', '10000');
  });

  it('keeps the active row rendered and in view after End then Home', async () => {
    await render(<LongList />);
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect.poll(() => activeOption(listbox)?.textContent).toBe('SYM9999');
    const last = activeOption(listbox);
    expect(last).not.toBeNull();
    if (last !== null) expect(isFullyInView(listbox, last)).toBe(true);
    expect(listbox.scrollTop).toBe(10_000 * 32 - 320);

    await userEvent.keyboard('{Home}');
    await expect.poll(() => activeOption(listbox)?.textContent).toBe('SYM0');
    const first = activeOption(listbox);
    expect(first).not.toBeNull();
    if (first !== null) expect(isFullyInView(listbox, first)).toBe(true);
    expect(listbox.scrollTop).toBe(0);
    expect(renderedOptions()).toEqual(names(0, 15));
  });

  it('renders a far row in the same update as the key press that activates it', async () => {
    await render(<LongList />);
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    // Dispatched synchronously so that no scroll event can run before the check: the row must
    // not wait a frame for it, or aria-activedescendant would be missing for that frame.
    flushSync(() => {
      listbox.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(activeOption(listbox)?.textContent).toBe('SYM9999');
    flushSync(() => {
      listbox.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    });
    expect(activeOption(listbox)?.textContent).toBe('SYM0');
  });

  it('scrolls with Page Down only once the active row would leave the view, and just enough', async () => {
    await render(<LongList />);
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    await userEvent.tab();
    // ArrowDown activates row 0; a page is 320 / 32 - 1 = 9 rows.
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect.poll(() => activeOption(listbox)?.textContent).toBe('SYM9');
    expect(listbox.scrollTop).toBe(0);
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => activeOption(listbox)?.textContent).toBe('SYM18');
    // Row 18 becomes the last row in view: (18 + 1) * 32 - 320.
    expect(listbox.scrollTop).toBe(288);
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect.poll(() => activeOption(listbox)?.textContent).toBe('SYM0');
    expect(listbox.scrollTop).toBe(0);
  });

  it('renders more rows when the list grows taller', async () => {
    const screen = await render(<LongList />);
    expect(renderedOptions()).toEqual(names(0, 15));
    await screen.rerender(<LongList maxHeight={640} />);
    // The ResizeObserver sees the new height: twenty rows in view, six of overscan.
    await expect.poll(renderedOptions).toEqual(names(0, 25));
  });

  it('measures a list shorter than its max height and renders all of its rows', async () => {
    await render(<LongList items={symbols.slice(0, 3)} />);
    await expect.element(page.getByRole('option', { name: 'SYM2', exact: true })).toBeVisible();
    expect(renderedOptions()).toEqual(names(0, 2));
    expect(page.getByRole('listbox', { name: 'Symbols' }).element().clientHeight).toBe(96);
  });

  it('clamps the window when a scrolled list loses rows, instead of rendering nothing', async () => {
    await render(<ShrinkingList />);
    const listbox = page.getByRole('listbox', { name: 'Symbols' }).element();
    listbox.scrollTop = 3200;
    await expect.element(page.getByRole('option', { name: 'SYM100', exact: true })).toBeVisible();
    const keep20 = page.getByRole('button', { name: 'Keep 20' }).element();
    // Clicked synchronously and checked before the browser's clamping scroll event can arrive:
    // the first render with fewer rows must already show the last page, not a blank list.
    flushSync(() => {
      keep20.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(renderedOptions()).toEqual(names(4, 19));
    await expect.element(page.getByRole('option', { name: 'SYM19', exact: true })).toBeVisible();
  });
});
