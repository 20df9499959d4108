import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Avatar } from './avatar.tsx';

const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
  );

describe('Avatar', () => {
  it('shows initials named after the user when there is no picture', async () => {
    const screen = await render(<Avatar name="Ada Lovelace" />);
    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    await expect.element(fallback).toHaveTextContent('AL');
  });

  it('shows the picture once it has loaded', async () => {
    const screen = await render(<Avatar name="ada@example.com" src={picture} />);
    const image = screen.getByRole('img', { name: 'ada@example.com' });
    await expect.element(image).toHaveAttribute('src', picture);
  });

  it('falls back to initials when the picture fails to load', async () => {
    const screen = await render(<Avatar name="Bob Trader" src="/no-such-avatar.png" />);
    await expect.element(screen.getByRole('img', { name: 'Bob Trader' })).toHaveTextContent('BT');
  });
});
