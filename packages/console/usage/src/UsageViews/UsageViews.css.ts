import { style } from '@vanilla-extract/css';
import { inMediakitLayer, vars } from '@mediakit/ui/theme';

/** Two sections side by side when each gets `narrowest`, else one below the other. */
const sideBySide = (narrowest: string) =>
  style(
    inMediakitLayer({
      display: 'grid',
      gap: vars.space.lg,
      gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${narrowest}), 1fr))`,
      alignItems: 'start',
    }),
  );

export const columns = sideBySide('320px');

// Recent Activity's table needs about 29rem at its narrowest (four columns, the time broken before its clock): beside
// the plan on the host's 960 px column at 1280 px, below it at 1024 px rather than scrolling sideways.
export const columnsWithActivity = sideBySide('29rem');

export const meters = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' }),
);

export const projects = style(
  inMediakitLayer({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' }),
);

export const project = style(
  inMediakitLayer({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: `${vars.space.xs} ${vars.space.md}`,
    alignItems: 'center',
    paddingBlock: vars.space.sm,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  }),
);

export const projectTitle = style(
  inMediakitLayer({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere', color: vars.color.text }),
);

export const projectMeta = style(
  inMediakitLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignItems: 'center',
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  }),
);

// The time column of Recent Activity may break between the date and the clock time, never inside either.
export const activityTime = style(inMediakitLayer({ whiteSpace: 'normal' }));

export const unbroken = style(inMediakitLayer({ whiteSpace: 'nowrap' }));
