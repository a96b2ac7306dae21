import { createIcon } from '@mediakit/ui/Icon';

// The signed-in areas' sidebar items besides the tools (dashboard, console pages, logout): in a module of their own,
// since ./icons is shared with the public pages' first load, which would then carry these drawings too (issue #20).
export const ChartIcon = /*#__PURE__*/ createIcon('ChartIcon', ['M3 3v18h18', 'M7 15l4-4 3 3 5-6']);
export const FolderIcon = /*#__PURE__*/ createIcon('FolderIcon', [
  'M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
]);
export const UserIcon = /*#__PURE__*/ createIcon('UserIcon', [
  'M20 21a8 8 0 0 0-16 0',
  'M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
]);
export const UsersIcon = /*#__PURE__*/ createIcon('UsersIcon', [
  'M17 21a6 6 0 0 0-12 0',
  'M11 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M21 21a5 5 0 0 0-4-4.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]);
export const CardIcon = /*#__PURE__*/ createIcon('CardIcon', [
  'M2 7a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z',
  'M2 10h20',
]);
export const KeyIcon = /*#__PURE__*/ createIcon('KeyIcon', [
  'M15 7a4 4 0 1 1-3.9 4.9L4 19v2h3v-2h2v-2h2l1.1-1.1A4 4 0 0 1 15 7z',
  'M16 10h.01',
]);
export const ListIcon = /*#__PURE__*/ createIcon('ListIcon', [
  'M8 6h13',
  'M8 12h13',
  'M8 18h13',
  'M3 6h.01',
  'M3 12h.01',
  'M3 18h.01',
]);
export const MediaIcon = /*#__PURE__*/ createIcon('MediaIcon', [
  'M4 4h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M22 8v12a2 2 0 0 1-2 2H8',
  'm2 15 4-4 3 3 3-3 6 6',
]);
export const DashboardIcon = /*#__PURE__*/ createIcon('DashboardIcon', [
  'M3 3h7v9H3z',
  'M14 3h7v5h-7z',
  'M14 12h7v9h-7z',
  'M3 16h7v5H3z',
]);
export const LogoutIcon = /*#__PURE__*/ createIcon('LogoutIcon', [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
]);
// host-bell: the admin's development outbox
export const MailIcon = /*#__PURE__*/ createIcon('MailIcon', [
  'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  'M3 7l9 6 9-6',
]);
// host-bell: the top bar's search (ui's SearchIcon would join the public pages' first load, see above)
export const SearchIcon = /*#__PURE__*/ createIcon('SearchIcon', [
  'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0 -14z',
  'm21 21-4.3-4.3',
]);
