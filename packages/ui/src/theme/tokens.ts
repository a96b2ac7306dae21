import type { MapLeafNodes } from './types';
import type { themeTokens } from './contract.css';

export type ThemeValues = MapLeafNodes<typeof themeTokens, string>;

const shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    family: {
      body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: '400', medium: '500', bold: '600' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  zIndex: {
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    popover: '1400',
    toast: '1500',
    tooltip: '1600',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export const lightThemeValues: ThemeValues = {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#f8f9fb',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f4',
    border: '#d0d5dd',
    borderStrong: '#667085',
    text: '#101828',
    textMuted: '#475467',
    accent: '#4f46e5',
    accentHover: '#4338ca',
    accentText: '#4338ca',
    accentSubtle: '#eef2ff',
    onAccent: '#ffffff',
    danger: '#b42318',
    dangerSolid: '#c4320a',
    dangerSubtle: '#fef3f2',
    success: '#067647',
    successSubtle: '#ecfdf3',
    warning: '#93370d',
    warningSubtle: '#fffaeb',
    info: '#175cd3',
    infoSubtle: '#eff8ff',
    focusRing: '#4f46e5',
    overlay: 'rgba(16, 24, 40, 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.1)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
  },
};

export const darkThemeValues: ThemeValues = {
  ...shared,
  color: {
    background: '#0c111d',
    surface: '#161b26',
    surfaceRaised: '#1f242f',
    surfaceSunken: '#0a0d14',
    border: '#333741',
    borderStrong: '#85888e',
    text: '#f5f5f6',
    textMuted: '#a8abb2',
    // Bright enough for 3:1 against dark surfaces (filled checkboxes, slider tracks), dark enough for white text.
    accent: '#5a5ff0',
    accentHover: '#444ce7',
    accentText: '#a4bcfd',
    accentSubtle: '#1d2144',
    onAccent: '#ffffff',
    danger: '#fda29b',
    dangerSolid: '#c4320a',
    dangerSubtle: '#3b1512',
    success: '#75e0a7',
    successSubtle: '#0b2e1f',
    warning: '#fec84b',
    warningSubtle: '#35240a',
    info: '#84caff',
    infoSubtle: '#0f2742',
    focusRing: '#a4bcfd',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
};
