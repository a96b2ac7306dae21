import { createGlobalTheme, globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeClassName, mediakitLayerName } from './layer';
import { darkThemeValues, lightThemeValues } from './tokens';

globalLayer(mediakitLayerName);

createGlobalTheme(':root, .mk-theme-light', vars, { '@layer': mediakitLayerName, ...lightThemeValues });
createGlobalTheme(`.${darkThemeClassName}, .mk-theme-dark`, vars, {
  '@layer': mediakitLayerName,
  ...darkThemeValues,
});

globalStyle(':root', {
  '@layer': {
    [mediakitLayerName]: {
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          vars: { [vars.motion.durationFast]: '0ms', [vars.motion.durationNormal]: '0ms' },
        },
      },
    },
  },
});

globalStyle(`.${darkThemeClassName}, .mk-theme-dark`, {
  '@layer': { [mediakitLayerName]: { colorScheme: 'dark' } },
});

globalStyle('.mk-theme-light', {
  '@layer': { [mediakitLayerName]: { colorScheme: 'light' } },
});
