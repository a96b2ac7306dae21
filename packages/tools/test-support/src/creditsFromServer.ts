/**
 * What a tool shows when the server refuses a run with a 402 on the fake (its balance is 432, the call needs one more):
 * the client's 'Not enough credits…' with the server's numbers. A tool's own 'Insufficient credits…' wording is for
 * its check before sending.
 */
export const insufficientCreditsFromServerMessage = 'Not enough credits. Need 433, you have 432.';
