import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { HIDDEN_AMOUNT, HiddenAmount } from './hidden-amount.tsx';

describe('HiddenAmount', () => {
  it('shows the asterisks and gives a screen reader the word instead', async () => {
    const screen = await render(
      <p>
        Total: <HiddenAmount label="Hidden" />
      </p>,
    );
    const shown = screen.getByText(HIDDEN_AMOUNT);
    await expect.element(shown).toBeVisible();
    await expect.element(shown).toHaveAttribute('aria-hidden', 'true');
    // The word is in the accessibility tree but takes no room on screen.
    const word = screen.getByText('Hidden').element();
    expect(word.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(screen.container.textContent).toBe('Total: ****Hidden');
  });
});
