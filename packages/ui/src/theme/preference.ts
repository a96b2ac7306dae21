/** The themes Mediakit ships. */
export const themeNames = ['light', 'dark'] as const;

export type Theme = (typeof themeNames)[number];

/** Where the user's choice is stored unless a ThemeProvider is given another key (spec 000, section 9). */
export const defaultThemeStorageKey = 'theme';

/** The system preference followed while nothing is stored. */
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return themeNames.some((name) => name === value);
}
