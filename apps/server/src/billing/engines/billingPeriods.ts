/** Unix seconds, as Stripe's objects give times. */
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** The same day and time a month later (the month's last day when it has no such day), as Stripe bills. */
export const monthLater = (from: number) => {
  const date = new Date(from * 1000);
  const next = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return seconds(next);
};
