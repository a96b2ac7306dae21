import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: Omit<PaginationProps, 'page' | 'onPageChange' | 'pageSize'> & { initialPage?: number }) {
  const { initialPage = 1, onPageSizeChange, ...rest } = props;
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(10);
  return (
    <Pagination
      {...rest}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={
        onPageSizeChange &&
        ((size) => {
          setPageSize(size);
          setPage(1);
          onPageSizeChange(size);
        })
      }
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Stateful,
  args: { totalItems: 95, onPageSizeChange: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to Next, Enter pages forward; choose 20 rows per page in the (native) picker. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 10')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 10')).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    const picker = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(picker).toHaveFocus();
    await userEvent.selectOptions(picker, '20');
    await waitFor(() => expect(args.onPageSizeChange).toHaveBeenCalledWith(20));
    await expect(canvas.getByText('Page 1 of 5')).toBeInTheDocument();
  },
};

export const LastPage: Story = {
  args: { initialPage: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('91–95 of 95')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const NoItems: Story = {
  args: { totalItems: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const WithoutPageSize: Story = { args: { onPageSizeChange: undefined, totalItems: 42 } };
