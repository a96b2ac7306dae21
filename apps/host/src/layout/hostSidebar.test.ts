import { describe, expect, it } from 'vitest';
import { toolRoutes } from '../routes/toolRoutes';
import { activeSidebarItem, homeItemId, hostSidebarSections } from './hostSidebar';

describe('hostSidebarSections', () => {
  it('starts with Home, then one section per tool group holding each tool once, in route order', () => {
    const sections = hostSidebarSections();
    expect(sections[0]?.items?.map((item) => item.href)).toEqual(['/']);
    const groups = [...new Set(toolRoutes.map((tool) => tool.group))];
    expect(sections.slice(1).map((section) => section.title)).toEqual(groups);
    const hrefs = sections.slice(1).flatMap((section) => section.items?.map((item) => item.href) ?? []);
    expect([...hrefs].sort()).toEqual(toolRoutes.map((tool) => `/user/${tool.path}`).sort());
  });
});

describe('activeSidebarItem', () => {
  it('marks the tool of the current address, Home on the home pages and nothing elsewhere', () => {
    expect(activeSidebarItem('/user/image/generate')).toBe('image/generate');
    expect(activeSidebarItem('/user/image/generate/')).toBe('image/generate');
    expect(activeSidebarItem('/')).toBe(homeItemId);
    expect(activeSidebarItem('/user')).toBe(homeItemId);
    expect(activeSidebarItem('/user/image')).toBeUndefined();
    expect(activeSidebarItem('/no/such/page')).toBeUndefined();
  });
});
