export interface ChargeableBalance {
  credits: number | undefined;
  set: (credits: number) => void;
}

export interface OptimisticCharge {
  /** Puts the balance back if nothing newer (a server answer, a 402, another tab) replaced the local guess. */
  restore: (current: number | undefined) => void;
}

/** Shows the estimated cost as spent at once; the server's own figure replaces it as soon as one arrives. */
export function chargeOptimistically(
  balance: ChargeableBalance | undefined,
  cost: number | undefined,
): OptimisticCharge {
  const before = balance?.credits;
  if (!balance || before === undefined || !cost || cost <= 0) return { restore: () => {} };
  const charged = Math.max(0, before - cost);
  balance.set(charged);
  return {
    restore: (current) => {
      if (current === charged) balance.set(before);
    },
  };
}
