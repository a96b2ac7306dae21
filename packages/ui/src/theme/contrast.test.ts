import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkThemeValues, lightThemeValues, type ThemeValues } from './tokens';

type ColorToken = keyof ThemeValues['color'];

const surfaces: ColorToken[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'];

/** Text tokens and every background they are drawn on (WCAG AA for body text: 4.5:1). */
const textPairs: Array<[ColorToken, ColorToken[]]> = [
  ['text', [...surfaces, 'accentSubtle', 'dangerSubtle', 'successSubtle', 'warningSubtle', 'infoSubtle']],
  ['textMuted', [...surfaces, 'accentSubtle']],
  ['accentText', [...surfaces, 'accentSubtle']],
  ['danger', [...surfaces, 'dangerSubtle']],
  ['success', [...surfaces, 'successSubtle']],
  ['warning', [...surfaces, 'warningSubtle']],
  ['info', [...surfaces, 'infoSubtle']],
  ['onAccent', ['accent', 'accentHover', 'dangerSolid']],
];

/** Boundaries of controls and focus indicators against what they sit on (WCAG 1.4.11: 3:1). */
const uiPairs: Array<[ColorToken, ColorToken[]]> = [
  ['borderStrong', ['background', 'surface', 'surfaceRaised']],
  ['focusRing', ['background', 'surface', 'surfaceRaised']],
  ['accent', ['background', 'surface', 'surfaceRaised']],
];

const themes = { light: lightThemeValues, dark: darkThemeValues };

describe('contrast of token pairs (WCAG AA)', () => {
  for (const [themeName, theme] of Object.entries(themes)) {
    describe(themeName, () => {
      for (const [foreground, backgrounds] of textPairs) {
        for (const background of backgrounds) {
          it(`${foreground} on ${background} >= 4.5:1`, () => {
            const ratio = contrastRatio(theme.color[foreground], theme.color[background]);
            expect(ratio, `${theme.color[foreground]} on ${theme.color[background]}`).toBeGreaterThanOrEqual(4.5);
          });
        }
      }
      for (const [foreground, backgrounds] of uiPairs) {
        for (const background of backgrounds) {
          it(`${foreground} on ${background} >= 3:1 (non-text)`, () => {
            const ratio = contrastRatio(theme.color[foreground], theme.color[background]);
            expect(ratio, `${theme.color[foreground]} on ${theme.color[background]}`).toBeGreaterThanOrEqual(3);
          });
        }
      }
    });
  }
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the classic smallest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow();
  });
});
