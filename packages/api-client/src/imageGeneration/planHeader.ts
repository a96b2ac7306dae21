/** Image generation sends the user's plan so the server can check resolution limits before queueing. */
export const planHeaderName = 'X-Plan';

export type ImagePlan = 'free' | 'plus' | 'pro' | 'business';

export function planHeader(plan: string | undefined): Record<string, string> | undefined {
  return plan ? { [planHeaderName]: plan } : undefined;
}
