import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, getPageCount } from './Pagination';

describe('getPageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect(getPageCount(0, 10)).toBe(1);
    expect(getPageCount(95, 10)).toBe(10);
    expect(getPageCount(100, 50)).toBe(2);
    expect(getPageCount(Number.NaN, 0)).toBe(1);
    expect(getPageCount(5, -1)).toBe(5);
  });
});

describe('Pagination', () => {
  it('moves between pages with previous/next', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalItems={95} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 10');
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination page={10} totalItems={95} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('does not crash on 0 items and disables both buttons', () => {
    render(<Pagination page={3} totalItems={0} pageSize={10} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('clamps nonsense pages', () => {
    render(<Pagination page={Number.NaN} totalItems={30} pageSize={Number.NaN} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 30')).toBeInTheDocument();
  });

  it('offers page sizes 10, 20, 50 and reports the choice', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination page={1} totalItems={95} pageSize={10} onPageChange={() => {}} onPageSizeChange={onPageSizeChange} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(picker).toHaveDisplayValue('10');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);
    await userEvent.selectOptions(picker, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('hides the size picker without onPageSizeChange', () => {
    render(<Pagination page={1} totalItems={5} pageSize={10} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });
});
