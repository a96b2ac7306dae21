import { testModeNotice } from '@mediakit/api-client/plans';

/** Every user-facing string of the credits menu; pass `messages` to override any of them. */
export const creditsMenuMessages = {
  checking: 'Credits: checking…',
  title: 'Credits',
  balance: 'Balance',
  cap: 'Monthly cap',
  used: 'Used this month',
  /** The credits spent this month of the cap, e.g. '47 of 2,000 (2%)'. */
  usedValue: '{spent} of {cap} ({percent}%)',
  topUp: 'Buy credits',
  /** A quick top-up's accessible name: it opens the checkout of that pack. */
  topUpButton: '+{amount}: buy {amount} credits for {price}',
  opening: 'Opening the checkout…',
  topUpFailed: 'Could not open the checkout. Please try again.',
  testMode: testModeNotice,
  allPacks: 'All credit packs and plans',
} as const;

export type CreditsMenuMessages = { [Key in keyof typeof creditsMenuMessages]: string };

/** The quick top-ups (spec 000, section 9): each is the credit pack of that many credits. */
export const topUpAmounts = [10, 50, 100] as const;

export const creditsLabel = (credits: number) => (credits === 1 ? '1 credit' : `${credits.toLocaleString()} credits`);
