import { forwardRef } from 'react';
import { IconButton, type IconButtonProps } from '../IconButton';
import { MoonIcon, SunIcon } from '../Icon';
import { useTheme } from './ThemeProvider';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'label' | 'children' | 'onPress'> {
  /** Accessible name while light is active. Defaults to "Switch to dark theme". */
  toDarkLabel?: string;
  /** Accessible name while dark is active. Defaults to "Switch to light theme". */
  toLightLabel?: string;
}

/** An icon button that toggles the ThemeProvider's theme; its name says what pressing it does. */
export const ThemeToggle = /*#__PURE__*/ forwardRef<HTMLButtonElement, ThemeToggleProps>(function ThemeToggle(
  { toDarkLabel = 'Switch to dark theme', toLightLabel = 'Switch to light theme', ...props },
  ref,
) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton {...props} ref={ref} label={dark ? toLightLabel : toDarkLabel} onPress={toggleTheme} data-theme={theme}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
});
