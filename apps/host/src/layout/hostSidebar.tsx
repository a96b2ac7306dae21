import { AudioIcon, ImageIcon, SparklesIcon, VideoIcon, type SidebarSection } from '@mediakit/ui';
import type { ReactNode } from 'react';
import { toolRoutes, type ToolRoute } from '../routes/toolRoutes';

export const homeItemId = 'home';

const groupIcons: Record<ToolRoute['group'], ReactNode> = {
  Images: <ImageIcon />,
  Video: <VideoIcon />,
  'Audio & chat': <AudioIcon />,
};

/** The address of a tool route. */
export function toolHref(tool: ToolRoute): string {
  return `/user/${tool.path}`;
}

/** Home, then one section per tool group in the order the groups first appear in `toolRoutes`. */
export function hostSidebarSections(tools: readonly ToolRoute[] = toolRoutes): SidebarSection[] {
  const groups = [...new Set(tools.map((tool) => tool.group))];
  return [
    {
      id: 'overview',
      title: 'Overview',
      items: [{ id: homeItemId, label: 'Home', href: '/', icon: <SparklesIcon /> }],
    },
    ...groups.map((group): SidebarSection => ({
      id: `group-${group}`,
      title: group,
      // Every creation tool needs at least the free plan (spec 000, section 6).
      items: tools
        .filter((tool) => tool.group === group)
        .map((tool) => ({
          id: tool.path,
          label: tool.label,
          href: toolHref(tool),
          icon: groupIcons[group],
          minPlan: 'free',
        })),
    })),
  ];
}

/** The sidebar item of the page at `pathname`: a tool's own item, Home for the home pages, none elsewhere (404). */
export function activeSidebarItem(pathname: string, tools: readonly ToolRoute[] = toolRoutes): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/user') return homeItemId;
  return tools.find((tool) => toolHref(tool) === path)?.path;
}
