import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { inUiLayer } from '../../theme/layer';

export const root = style(inUiLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

export const copied = style(inUiLayer({ color: vars.color.success }));

export const error = style(
  inUiLayer({ fontFamily: vars.font.family.body, fontSize: vars.font.size.xs, color: vars.color.danger }),
);
