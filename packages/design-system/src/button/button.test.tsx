import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a confirm button of type "button" by default', async () => {
    const screen = await render(<Button>Confirm</Button>);
    const button = screen.getByRole('button', { name: 'Confirm' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await expect.element(button).toHaveAttribute('data-variant', 'confirm');
  });

  it('reports clicks', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Buy</Button>);
    await screen.getByRole('button', { name: 'Buy' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button variant="danger" disabled onClick={onClick}>
        Delete
      </Button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Delete' }).click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits a form only when asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    const screen = await render(
      <form
        aria-label="Order"
        ref={(form) => {
          form?.addEventListener('submit', onSubmit);
        }}
      >
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Plain' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
