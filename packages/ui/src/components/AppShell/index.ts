export { AppShell, useAppShell, type AppShellProps, type AppShellState } from './AppShell';
