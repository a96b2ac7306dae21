import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@mediakit/ui/theme';

// The page itself, on every route (imported by main.tsx): the theme's background, text colour and font.

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

globalStyle('a', { color: vars.color.accentText });
