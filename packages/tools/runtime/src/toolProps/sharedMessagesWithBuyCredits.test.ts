import { describe, expect, it } from 'vitest';
import { sharedMessagesWithBuyCredits } from './sharedMessagesWithBuyCredits';

describe('sharedMessagesWithBuyCredits', () => {
  it("puts the tool's 'Buy credits' text in the cost badge and the status, beside the view's other wording", () => {
    expect(sharedMessagesWithBuyCredits({ resultActions: { copyLink: 'Link kopieren' } }, 'Credits kaufen')).toEqual({
      resultActions: { copyLink: 'Link kopieren' },
      costBadge: { buyCredits: 'Credits kaufen' },
      status: { buyCredits: 'Credits kaufen' },
    });
  });

  it("lets the view's own shared wording win", () => {
    const shared = { costBadge: { buyCredits: 'Acheter' }, status: { buyCredits: 'Acheter des crédits' } };
    expect(sharedMessagesWithBuyCredits(shared, 'Buy credits')).toEqual(shared);
  });

  it('works without shared wording', () => {
    expect(sharedMessagesWithBuyCredits(undefined, 'Buy credits')).toEqual({
      costBadge: { buyCredits: 'Buy credits' },
      status: { buyCredits: 'Buy credits' },
    });
  });
});
