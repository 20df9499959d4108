import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Steps, stepState } from './steps.tsx';

const steps = [
  { title: 'Basic' },
  { title: 'Advanced', description: 'Documents' },
  { title: 'Done' },
];

describe('stepState', () => {
  it('is complete before, current at, upcoming after the current index', () => {
    expect([0, 1, 2].map((index) => stepState(index, 1))).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
  });
});

describe('Steps', () => {
  it('numbers the steps and marks the current one', async () => {
    const screen = await render(<Steps label="Verification" steps={steps} current={1} />);
    const list = screen.getByRole('list', { name: 'Verification' });
    const items = list.getByRole('listitem');
    expect(items.elements()).toHaveLength(3);
    await expect.element(items.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect.element(items.nth(0)).toHaveTextContent('Basic, complete');
    await expect.element(items.nth(2)).toHaveTextContent('3Done');
    await expect.element(items.nth(2)).not.toHaveAttribute('aria-current');
  });

  it('marks every step complete past the end', async () => {
    const screen = await render(
      <Steps label="Verification" steps={steps} current={3} completeLabel="done" />,
    );
    const items = screen.getByRole('listitem');
    for (const item of items.elements()) expect(item.dataset.state).toBe('complete');
    await expect.element(items.nth(2)).toHaveTextContent('Done, done');
  });
});
