import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { activity, billingProfiles, users } from '../db/schema';
import { emailPattern } from '../accounts/users';
import { invalid } from '../http/httpError';
import { billingContext } from './invoices';
import { isCurrency, isLocale, taxFor } from './money';

export interface BillingProfileInput {
  company?: string;
  taxId?: string;
  billingEmail?: string;
  address?: string;
  country?: string;
  currency?: string;
  locale?: string;
}

export async function billingProfileJson(tx: Tx, userId: string) {
  const { profile, currency, locale, tax } = await billingContext(tx, userId);
  return {
    company: profile?.company ?? '',
    tax_id: profile?.taxId ?? '',
    billing_email: profile?.billingEmail ?? '',
    address: profile?.address ?? '',
    country: profile?.country ?? '',
    currency,
    locale,
    tax_rate: tax.rate,
    tax_label: tax.label,
  };
}

/** Saves the billing profile (the form's Save Changes): only the fields given change. */
export async function updateBillingProfile(tx: Tx, userId: string, input: BillingProfileInput) {
  if (input.billingEmail && !emailPattern.test(input.billingEmail.trim())) {
    throw invalid('The billing email must be a valid email address.');
  }
  if (input.country && !/^[A-Za-z]{2}$/.test(input.country.trim())) {
    throw invalid('The country must be a two-letter code such as IN or US.');
  }
  if (input.currency !== undefined && !isCurrency(input.currency)) {
    throw invalid('The currency must be one of USD, EUR, GBP, INR.');
  }
  if (input.locale !== undefined && !isLocale(input.locale))
    throw invalid('The locale is not one we know, e.g. en-IN.');
  const fields = {
    ...(input.company !== undefined && { company: input.company.trim() }),
    ...(input.taxId !== undefined && { taxId: input.taxId.trim() }),
    ...(input.billingEmail !== undefined && { billingEmail: input.billingEmail.trim() }),
    ...(input.address !== undefined && { address: input.address.trim() }),
    ...(input.country !== undefined && { country: input.country.trim().toUpperCase() }),
  };
  await tx
    .insert(billingProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...fields, updatedAt: new Date() } });
  if (input.currency !== undefined || input.locale !== undefined) {
    await tx
      .update(users)
      .set({
        ...(input.currency !== undefined && { currency: input.currency }),
        ...(input.locale !== undefined && { locale: input.locale }),
      })
      .where(eq(users.id, userId));
  }
  await tx.insert(activity).values({ userId, kind: 'billing', detail: 'Billing profile updated' });
  return billingProfileJson(tx, userId);
}

export { taxFor };
