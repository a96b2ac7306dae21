import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * Every design token as a global, prefixed CSS variable (`--mk-color-accent`, `--mk-space-md`, …) so partners can
 * read or override them from plain CSS without importing anything of ours.
 */
export const themeTokens = {
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSubtle: null,
    onAccent: null,
    danger: null,
    dangerSolid: null,
    dangerSubtle: null,
    success: null,
    successSubtle: null,
    warning: null,
    warningSubtle: null,
    info: null,
    infoSubtle: null,
    focusRing: null,
    overlay: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { dropdown: null, sticky: null, overlay: null, modal: null, popover: null, toast: null, tooltip: null },
  motion: { durationFast: null, durationNormal: null, easing: null },
} as const;

const toVariableName = (_value: string | null, path: string[]) =>
  `mk-${path.map((part) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)).join('-')}`;

export const vars = createGlobalThemeContract(themeTokens, toVariableName);
