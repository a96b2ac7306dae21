/** Roles, lowest to highest (spec 000, section 6). */
export const ROLE_ORDER = ['viewer', 'editor', 'admin', 'owner'] as const;
/** Plans, lowest to highest (spec 000, section 6). */
export const PLAN_ORDER = ['free', 'pro', 'pro_plus', 'enterprise'] as const;

export type Role = (typeof ROLE_ORDER)[number];
export type Plan = (typeof PLAN_ORDER)[number];

function rank(order: readonly string[], value: unknown): number {
  const index = typeof value === 'string' ? order.indexOf(value.trim().toLowerCase()) : -1;
  // Unknown or missing values (e.g. the server's default role 'user') rank as the lowest known one.
  return Math.max(0, index);
}

/** Whether `role` is at least `minimum`. No minimum always passes; an unknown role counts as viewer. */
export function hasMinimumRole(role: string | null | undefined, minimum?: Role | null): boolean {
  if (!minimum) return true;
  return rank(ROLE_ORDER, role) >= rank(ROLE_ORDER, minimum);
}

/** Whether `plan` is at least `minimum`. No minimum always passes; an unknown plan counts as free. */
export function hasMinimumPlan(plan: string | null | undefined, minimum?: Plan | null): boolean {
  if (!minimum) return true;
  return rank(PLAN_ORDER, plan) >= rank(PLAN_ORDER, minimum);
}

/** The shape of a sidebar item as far as filtering is concerned. */
export interface AccessRequirements {
  /** Minimum role to see the item. */
  minRole?: Role | null;
  /** Minimum plan to see the item. */
  minPlan?: Plan | null;
}

/** A titled group of items. */
export interface SectionLike<I extends AccessRequirements> {
  id: string;
  title?: string;
  items?: readonly I[] | null;
}

type ItemOf<S extends SectionLike<AccessRequirements>> = NonNullable<S['items']>[number];

/**
 * Keeps the items the viewer may see (role and plan at least the item's minimums) and drops sections left
 * empty (spec 000, section 6). Pure: never mutates, tolerates null lists and null entries.
 */
export function filterSidebarSections<S extends SectionLike<AccessRequirements>>(
  sections: readonly S[] | null | undefined,
  viewer: { role?: string | null; plan?: string | null } = {},
): Array<S & { items: ItemOf<S>[] }> {
  type I = ItemOf<S>;
  const result: Array<S & { items: I[] }> = [];
  for (const section of sections ?? []) {
    if (!section) continue;
    const items = ((section.items ?? []) as readonly I[]).filter(
      (item): item is I =>
        Boolean(item) && hasMinimumRole(viewer.role, item.minRole) && hasMinimumPlan(viewer.plan, item.minPlan),
    );
    if (items.length > 0) result.push({ ...section, items });
  }
  return result;
}
