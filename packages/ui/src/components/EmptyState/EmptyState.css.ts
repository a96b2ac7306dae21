import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '../../theme';

export const root = style(
  inMediakitLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    textAlign: 'center',
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

export const icon = style(
  inMediakitLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '48px',
    blockSize: '48px',
    marginBlockEnd: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xl,
  }),
);

export const title = style(
  inMediakitLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const description = style(
  inMediakitLayer({
    margin: 0,
    maxInlineSize: '40ch',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const action = style(inMediakitLayer({ marginBlockStart: vars.space.sm }));
