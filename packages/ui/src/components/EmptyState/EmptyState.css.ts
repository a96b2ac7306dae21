import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const root = style(
  inUiLayer({
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
  inUiLayer({
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
  inUiLayer({
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const description = style(
  inUiLayer({
    margin: 0,
    maxInlineSize: '40ch',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const action = style(inUiLayer({ marginBlockStart: vars.space.sm }));
