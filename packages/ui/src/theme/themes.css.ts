import { assignVars, createGlobalTheme, globalLayer, globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { schemeVars, sharedVars, vars } from './contract.css';
import { mediakitElement, notMediakitElement } from './isolation';
import {
  darkThemeClassName,
  lightThemeClassName,
  mediakitLayerName,
  overlayThemeAttribute,
  schemeProperty,
  systemThemeClassName,
  uiLayerName,
} from './layer';
import { darkThemeValues, lightThemeValues } from './tokens';

// The one global stylesheet of Mediakit: the layer, the tokens, the theme classes and the isolation from the host
// page. Every component entry imports it. See the ui README, "Isolation and theming", for why it works this way.

globalLayer(mediakitLayerName);
globalLayer(uiLayerName);

const inLayer = (rule: GlobalStyleRule): GlobalStyleRule => ({ '@layer': { [uiLayerName]: rule } });
const { color: lightColor, shadow: lightShadow, ...shared } = lightThemeValues;
const light = { color: lightColor, shadow: lightShadow };
const dark = { color: darkThemeValues.color, shadow: darkThemeValues.shadow };

createGlobalTheme(':root', sharedVars, { '@layer': uiLayerName, ...shared });

globalStyle(
  ':root',
  inLayer({
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: { [vars.motion.durationFast]: '0ms', [vars.motion.durationNormal]: '0ms' },
      },
    },
  }),
);

// The theme classes (and an overlay's data-mk-theme) declare our defaults of the colours and shadows
// (`--mk-theme-*`, which our styles read after the page's own `--mk-color-*`), the scheme for our elements below
// them and the element's own `color-scheme`. No light-dark(): bundlers lower it for older browsers into variables
// that a custom property resolves once, at the root, which would freeze every token in the light theme.
const darkSelector = `.${darkThemeClassName}, .mk-theme-dark, [${overlayThemeAttribute}="dark"]`;
const lightSelector = `.${lightThemeClassName}, [${overlayThemeAttribute}="light"]`;
const system = `.${systemThemeClassName}, [${overlayThemeAttribute}="system"]`;
createGlobalTheme(`:root, ${lightSelector}, ${system}`, schemeVars, { '@layer': uiLayerName, ...light });
createGlobalTheme(darkSelector, schemeVars, { '@layer': uiLayerName, ...dark });
globalStyle(system, inLayer({ '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(schemeVars, dark) } } }));
globalStyle(darkSelector, inLayer({ vars: { [schemeProperty]: 'dark' }, colorScheme: 'dark' }));
globalStyle(lightSelector, inLayer({ vars: { [schemeProperty]: 'light' }, colorScheme: 'light' }));
globalStyle(system, inLayer({ vars: { [schemeProperty]: 'light dark' }, colorScheme: 'light dark' }));

// Isolation, page -> Mediakit. For each of our elements (any element with one of our class names, in any package),
// the host page's unlayered rules are set aside: `revert-layer` in an unlayered rule rolls the cascade back to the
// layered rules, i.e. to ours, and to the browser's defaults where we say nothing. Specificity 1,1,0 beats the
// page's element selectors (`button`, `*`, `h2`), `a:hover`, `.content a` and `#main a`. Custom properties are not
// part of `all`, so the tokens still come through.
const ours = `${mediakitElement}:not(#\\#)`;
globalStyle([ours, `${ours}::before`, `${ours}::after`, `${ours}::placeholder`].join(', '), { all: 'revert-layer' });

// The outermost of our elements (its parent is not ours: a tool's frame, a lone Button on the page, an overlay in
// <body>) starts from our text settings, not the page's inherited ones (body font, size, colour, spacing), and takes
// its colour scheme from the nearest theme class, light by default. :where() keeps it below every component's rules.
globalStyle(
  `:where(${notMediakitElement} > ${mediakitElement})`,
  inLayer({
    colorScheme: `var(${schemeProperty}, light)`,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.regular,
    fontStyle: 'normal',
    fontVariant: 'normal',
    fontStretch: 'normal',
    fontKerning: 'auto',
    fontFeatureSettings: 'normal',
    fontVariationSettings: 'normal',
    fontSizeAdjust: 'none',
    lineHeight: 'normal',
    letterSpacing: 'normal',
    wordSpacing: 'normal',
    textTransform: 'none',
    textIndent: 0,
    textAlign: 'start',
    textShadow: 'none',
    whiteSpace: 'normal',
    wordBreak: 'normal',
    overflowWrap: 'normal',
    hyphens: 'manual',
    cursor: 'auto',
  }),
);
