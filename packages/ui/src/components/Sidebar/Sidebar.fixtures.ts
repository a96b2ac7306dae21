import type { SidebarSection } from './Sidebar';

/** The user-area sidebar of spec 000, section 2 (links prefixed by the role's base), for stories and tests. */
export function specSidebarSections(base = '/user', onLogout?: () => void): SidebarSection[] {
  return [
    {
      id: 'overview',
      title: 'Overview',
      items: [
        { id: 'dashboard', label: 'Dashboard', href: `${base}/dashboard` },
        { id: 'media', label: 'Media Library', href: `${base}/media` },
      ],
    },
    {
      id: 'create',
      title: 'Create',
      items: [
        { id: 'text-to-image', label: 'Text to Image', href: `${base}/image`, minPlan: 'free' },
        { id: 'image-editor', label: 'Image Editor', href: `${base}/image/edit`, minPlan: 'free' },
        { id: 'bg-remover', label: 'BG Remover', href: `${base}/image/bg-remover`, minPlan: 'free' },
        { id: 'image-to-video', label: 'Image to Video', href: `${base}/video`, minPlan: 'free' },
        { id: 'image-enhancer', label: 'Image Enhancer', href: `${base}/image/enhancer`, minPlan: 'free' },
        { id: 'image-text', label: 'Image Text', href: `${base}/image/text`, minPlan: 'free' },
      ],
    },
    {
      id: 'admin',
      title: 'Admin',
      items: [
        { id: 'users', label: 'Users', href: `${base}/user`, minRole: 'admin' },
        { id: 'models', label: 'Models', href: `${base}/models`, minRole: 'admin' },
        { id: 'datasets', label: 'Datasets', href: `${base}/datasets`, minRole: 'admin' },
        { id: 'jobs', label: 'Jobs', href: `${base}/jobs`, minRole: 'admin' },
        { id: 'admin-billing', label: 'Billing', href: `${base}/billing-admin`, minRole: 'admin' },
        { id: 'settings', label: 'Settings', href: `${base}/settings`, minRole: 'admin' },
        { id: 'system-logs', label: 'System Logs', href: `${base}/logs`, minRole: 'owner' },
      ],
    },
    {
      id: 'account',
      title: 'Account',
      items: [
        { id: 'profile', label: 'Profile', href: `${base}/profile` },
        { id: 'billing', label: 'Billing & Invoice', href: `${base}/billing` },
        { id: 'notifications', label: 'Notifications', href: `${base}/notifications` },
        { id: 'logout', label: 'Logout', onAction: onLogout },
      ],
    },
  ];
}
