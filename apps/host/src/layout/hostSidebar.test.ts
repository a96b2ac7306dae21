import { describe, expect, it } from 'vitest';
import { toolRoutes } from '../routes/toolRoutes';
import { activeSidebarItem, dashboardItemId, hostSidebarSections, logoutItemId } from './hostSidebar';

const noop = () => {};

describe('hostSidebarSections', () => {
  it('gives the user area Overview, Create with every tool once (free plan and up) and Account', () => {
    const sections = hostSidebarSections('user', { onLogout: noop });
    expect(sections.map((section) => section.title)).toEqual(['Overview', 'Create', 'Account']);
    expect(sections[0]?.items?.map((item) => item.href)).toEqual(['/user/dashboard']);
    const create = sections[1]?.items ?? [];
    expect(create.map((item) => item.href)).toEqual(toolRoutes.map((tool) => `/user/${tool.path}`));
    expect(create.every((item) => item.minPlan === 'free')).toBe(true);
    expect(sections[2]?.items?.map((item) => item.id)).toEqual([logoutItemId]);
  });

  it('gives every tool its own icon', () => {
    const icons = toolRoutes.map((tool) => (tool.icon as { type: unknown }).type);
    expect(new Set(icons).size).toBe(toolRoutes.length);
  });

  it('prefixes the admin area’s links with /admin and leaves its Create section empty (hidden by the Sidebar)', () => {
    const sections = hostSidebarSections('admin', { onLogout: noop });
    expect(sections[0]?.items?.map((item) => item.href)).toEqual(['/admin/dashboard']);
    expect(sections[1]?.items).toEqual([]);
  });

  it('runs onLogout from the Logout item', () => {
    let calls = 0;
    const sections = hostSidebarSections('user', { onLogout: () => (calls += 1) });
    sections[2]?.items?.[0]?.onAction?.();
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
    expect(activeSidebarItem('/user/image')).toBeUndefined();
    expect(activeSidebarItem('/no/such/page')).toBeUndefined();
  });
});
