import { describe, expect, it } from 'vitest';
import { toolRoutes } from '../routes/toolRoutes';
import { activeSidebarItem, dashboardItemId, hostSidebarSections, logoutItemId } from './hostSidebar';

const noop = () => {};

describe('hostSidebarSections', () => {
  it('gives the user area Overview, Create with every tool once (free plan and up), no Admin items, and Account', () => {
    const sections = hostSidebarSections('user', { onLogout: noop });
    expect(sections.map((section) => section.title)).toEqual(['Overview', 'Create', 'Admin', 'Account']);
    expect(sections[0]?.items?.map((item) => item.href)).toEqual([
      '/user/dashboard',
      '/user/media',
      '/user/usage',
      '/user/projects',
    ]);
    const create = sections[1]?.items ?? [];
    expect(create.map((item) => item.href)).toEqual(toolRoutes.map((tool) => `/user/${tool.path}`));
    expect(create.every((item) => item.minPlan === 'free')).toBe(true);
    expect(sections[2]?.items).toEqual([]);
    expect(sections[3]?.items?.map((item) => item.href ?? item.id)).toEqual([
      '/user/profile',
      '/user/billing',
      logoutItemId,
    ]);
  });

  it('gives every tool its own icon', () => {
    const icons = toolRoutes.map((tool) => (tool.icon as { type: unknown }).type);
    expect(new Set(icons).size).toBe(toolRoutes.length);
  });

  it('prefixes the admin area’s links with /admin, gates its admin items by role, and leaves Create empty', () => {
    const sections = hostSidebarSections('admin', { onLogout: noop });
    expect(sections[0]?.items?.map((item) => item.href)).toEqual(['/admin/dashboard']);
    expect(sections[1]?.items).toEqual([]);
    const admin = sections[2]?.items ?? [];
    expect(admin.map((item) => item.label)).toEqual(['Jobs', 'API Keys', 'Billing', 'Users', 'Outbox']);
    expect(admin.every((item) => item.href?.startsWith('/admin/') && item.minRole === 'admin')).toBe(true);
    expect(sections[3]?.items?.map((item) => item.href ?? item.id)).toEqual([
      '/admin/profile',
      '/admin/media',
      logoutItemId,
    ]);
  });

  it('runs onLogout from the Logout item', () => {
    let calls = 0;
    const sections = hostSidebarSections('user', { onLogout: () => (calls += 1) });
    sections[3]?.items?.at(-1)?.onAction?.();
    expect(calls).toBe(1);
  });
});

describe('activeSidebarItem', () => {
  it('marks the tool of the current address, the dashboard on the dashboards and nothing elsewhere', () => {
    expect(activeSidebarItem('/user/image/generate')).toBe('image/generate');
    expect(activeSidebarItem('/user/image/generate/')).toBe('image/generate');
    expect(activeSidebarItem('/user/dashboard')).toBe(dashboardItemId);
    expect(activeSidebarItem('/admin')).toBe(dashboardItemId);
    expect(activeSidebarItem('/admin/dashboard')).toBe(dashboardItemId);
    expect(activeSidebarItem('/user/billing')).toBe('billing');
    expect(activeSidebarItem('/admin/user')).toBe('users');
    expect(activeSidebarItem('/admin/api-keys/')).toBe('api-keys');
    expect(activeSidebarItem('/user/image')).toBeUndefined();
    expect(activeSidebarItem('/no/such/page')).toBeUndefined();
  });
});
