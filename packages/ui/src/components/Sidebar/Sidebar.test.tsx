import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';
import { filterSidebarSections, hasMinimumPlan, hasMinimumRole } from './access';
import { specSidebarSections } from './Sidebar.fixtures';

const titles = (sections: { title?: string }[]) => sections.map((s) => s.title);
const labelsOf = (sections: { id: string; items: { label: string }[] }[], id: string) =>
  sections.find((s) => s.id === id)?.items.map((i) => i.label);

describe('role and plan order', () => {
  it('orders roles viewer < editor < admin < owner', () => {
    expect(hasMinimumRole('editor', 'viewer')).toBe(true);
    expect(hasMinimumRole('editor', 'admin')).toBe(false);
    expect(hasMinimumRole('owner', 'admin')).toBe(true);
    expect(hasMinimumRole('admin', 'owner')).toBe(false);
    expect(hasMinimumRole('ADMIN', 'admin')).toBe(true);
  });

  it('orders plans free < pro < pro_plus < enterprise', () => {
    expect(hasMinimumPlan('pro', 'free')).toBe(true);
    expect(hasMinimumPlan('pro', 'pro_plus')).toBe(false);
    expect(hasMinimumPlan('enterprise', 'pro_plus')).toBe(true);
  });

  it('treats unknown or missing values as the lowest and no minimum as open', () => {
    expect(hasMinimumRole('user', 'viewer')).toBe(true);
    expect(hasMinimumRole(undefined, 'editor')).toBe(false);
    expect(hasMinimumRole(null)).toBe(true);
    expect(hasMinimumPlan(null, 'free')).toBe(true);
    expect(hasMinimumPlan('gold', 'pro')).toBe(false);
  });
});

describe('filterSidebarSections with the spec sections', () => {
  const sections = specSidebarSections();

  it('hides the Admin section from viewers and editors', () => {
    for (const role of ['viewer', 'editor', undefined, 'user']) {
      const visible = filterSidebarSections(sections, { role, plan: 'free' });
      expect(titles(visible)).toEqual(['Overview', 'Create', 'Account']);
      expect(labelsOf(visible, 'create')).toHaveLength(6);
    }
  });

  it('shows admins every admin item except System Logs', () => {
    const visible = filterSidebarSections(sections, { role: 'admin', plan: 'pro' });
    expect(titles(visible)).toEqual(['Overview', 'Create', 'Admin', 'Account']);
    expect(labelsOf(visible, 'admin')).toEqual(['Users', 'Models', 'Datasets', 'Jobs', 'Billing', 'Settings']);
  });

  it('shows owners System Logs too', () => {
    const visible = filterSidebarSections(sections, { role: 'owner' });
    expect(labelsOf(visible, 'admin')).toContain('System Logs');
  });

  it('filters by plan and drops sections left empty', () => {
    const visible = filterSidebarSections(
      [
        { id: 'a', title: 'Pro', items: [{ id: 'x', label: 'X', minPlan: 'pro' as const }] },
        { id: 'b', title: 'Empty', items: [] },
        { id: 'c', title: 'Null', items: null },
      ],
      { plan: 'free' },
    );
    expect(visible).toEqual([]);
    expect(
      filterSidebarSections([{ id: 'a', items: [{ id: 'x', minPlan: 'pro_plus' as const }] }], { plan: 'enterprise' }),
    ).toHaveLength(1);
  });

  it('never mutates its input and survives null', () => {
    const before = JSON.stringify(sections);
    filterSidebarSections(sections, { role: 'viewer' });
    expect(JSON.stringify(sections)).toBe(before);
    expect(filterSidebarSections(null)).toEqual([]);
    expect(filterSidebarSections([null as never, { id: 'a', items: [null as never] }])).toEqual([]);
  });
});

describe('Sidebar', () => {
  it('renders labelled section groups, hides Admin for editors and marks the current item', () => {
    render(<Sidebar sections={specSidebarSections()} userRole="editor" currentHref="/user/image/edit" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('group')).toHaveLength(3);
    expect(within(nav).queryByRole('group', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('group', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Image Editor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Text to Image' })).not.toHaveAttribute('aria-current');
  });

  it('runs actions for items without href', async () => {
    const onLogout = vi.fn();
    render(<Sidebar sections={specSidebarSections('/user', onLogout)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('navigates through the host router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Sidebar sections={specSidebarSections('/admin')} userRole="owner" activeId="jobs" />
      </RouterProvider>,
    );
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'System Logs' }));
    expect(navigate).toHaveBeenCalledWith('/admin/logs', undefined);
  });

  it('keeps labels as accessible names when collapsed and renders nothing for no sections', () => {
    const { rerender } = render(<Sidebar sections={specSidebarSections()} isCollapsed />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    rerender(<Sidebar sections={undefined} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
