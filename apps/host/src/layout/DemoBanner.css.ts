import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

export const banner = style(
  inMediakitLayer({
    gridRow: '1',
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    background: vars.color.warningSubtle,
    color: vars.color.warning,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
  }),
);
