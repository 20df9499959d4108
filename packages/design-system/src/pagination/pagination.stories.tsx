import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination.tsx';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: fn(), label: 'Order pages' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 10 } };

export const LastPage: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 17' })).toBeVisible();
  },
};

export const KeyboardPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const RightToLeft: Story = { args: { page: 10 }, globals: { locale: 'ar' } };

export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[1, 4, 10, 20].map((page) => (
        <Pagination
          key={page}
          page={page}
          pageCount={20}
          onPageChange={() => undefined}
          label={`At page ${page}`}
        />
      ))}
      <Pagination page={1} pageCount={1} onPageChange={() => undefined} label="Single page" />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
