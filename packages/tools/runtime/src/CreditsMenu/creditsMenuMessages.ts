/** Every user-facing string of the credits menu; pass `messages` to override any of them. */
export const creditsMenuMessages = {
  checking: 'Credits: checking…',
  title: 'Credits',
  balance: 'Balance',
  cap: 'Monthly cap',
  used: 'Used this month',
  /** The credits spent this month of the cap, e.g. '47 of 2,000 (2%)'. */
  usedValue: '{spent} of {cap} ({percent}%)',
  topUp: 'Top up',
  topUpButton: 'Add {amount} credits',
  toppingUp: 'Adding credits…',
  toppedUp: 'Added {amount} credits. New balance: {credits}.',
  topUpFailed: 'Could not add credits. Please try again.',
} as const;

export type CreditsMenuMessages = { [Key in keyof typeof creditsMenuMessages]: string };

/** The top-up amounts the menu offers. */
export const topUpAmounts = [10, 50, 100] as const;

export const creditsLabel = (credits: number) => (credits === 1 ? '1 credit' : `${credits.toLocaleString()} credits`);
