import { render } from 'vitest-browser-react';
import { describe, expect, it } from 'vitest';
import { StarIcon } from './star-icon.tsx';

describe('StarIcon', () => {
  it('is a decorative SVG, filled or outlined, sized like the text around it', async () => {
    const screen = await render(
      <p style={{ fontSize: '20px' }}>
        <StarIcon filled />
        <StarIcon filled={false} />
      </p>,
    );
    const [filled, outline] = [...screen.container.querySelectorAll('svg')];
    expect(filled?.getAttribute('aria-hidden')).toBe('true');
    expect(filled?.dataset.state).toBe('filled');
    expect(filled?.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    expect(outline?.dataset.state).toBe('outline');
    expect(outline?.querySelector('path')?.getAttribute('fill')).toBe('none');
    expect(filled?.getBoundingClientRect().width).toBe(20);
  });
});
