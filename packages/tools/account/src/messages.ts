import { testModeNotice } from '@mediakit/api-client/plans';

/** Every user-facing string of the account screen; pass `messages` to override any of them. */
export const accountMessages = {
  title: 'Account',
  loading: 'Loading your account…',
  retry: 'Retry',
  // Profile
  profileHeading: 'Profile',
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  phone: 'Phone',
  bio: 'Bio',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Profile saved.',
  nothingChanged: 'Nothing to save: the profile is as it was.',
  nameRequired: 'Enter your name.',
  emailInvalid: 'Enter a valid e-mail address.',
  avatar: 'Profile picture',
  cover: 'Cover picture',
  choosePicture: 'Choose a picture for {picture}',
  imagesOnly: 'Choose an image file (PNG, JPEG, WebP or GIF).',
  tooLarge: 'The image must be at most {mb} MB.',
  preview: 'Preview of the new {picture}',
  upload: 'Upload',
  uploading: 'Uploading…',
  discard: 'Discard',
  uploaded: '{picture} updated.',
  // Subscription
  subscriptionHeading: 'Subscription',
  plan: 'Plan',
  creditsPerMonth: 'Credits per month',
  balance: 'Credits left',
  renewal: 'Renews',
  renewsOn: '{date}',
  noRenewal: 'Does not renew (free plan)',
  endsAtPeriodEnd: 'Cancelled: moves to the free plan at the end of the period',
  changePlan: 'Change plan',
  changePlanTitle: 'Change your plan',
  changePlanIntro:
    'You confirm the change and pay on the payment page. A paid plan renews every month, and its monthly credits arrive when its invoice is paid; the free plan ends your subscription at the end of the period.',
  planOption: '{plan}: {price} a month, {credits} credits',
  currentPlan: '(current)',
  confirmPlan: 'Continue to payment',
  changingPlan: 'Opening the payment page…',
  testMode: testModeNotice,
  manageCards: 'Payment cards',
  openingPortal: 'Opening the payment portal…',
  keepPlan: 'Keep my plan',
  planCheckout: 'Opening the payment page for {plan}…',
  choosePlan: 'Choose a plan.',
  samePlan: 'Choose a plan other than your current one.',
  plansLoading: 'Loading the plans…',
  // Security
  securityHeading: 'Security',
  passwordHeading: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Repeat the new password',
  currentRequired: 'Enter your current password.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordsDiffer: 'The two new passwords differ.',
  changePassword: 'Change password',
  changingPassword: 'Changing…',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  notificationsHeading: 'E-mail notifications',
  emailProduct: 'Product news',
  emailProductHint: 'New tools and features, now and then.',
  emailBilling: 'Billing',
  emailBillingHint: 'Invoices, receipts and plan changes.',
  emailSecurity: 'Security',
  emailSecurityHint: 'A password change or a new sign-in on your account.',
  notificationsSaved: 'Notification settings saved.',
  // Activity
  activityHeading: 'Activity',
  activityEmpty: 'No activity yet.',
  showMore: 'Show more',
  // Delete
  deleteHeading: 'Delete account',
  deleteIntro:
    'Deleting your account removes your profile, media, jobs, API keys, invoices and credits for good. This cannot be undone.',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteConsequence:
    'Everything you made and your remaining credits are removed at once. Enter your password to confirm.',
  deletePassword: 'Your password',
  deletePasswordRequired: 'Enter your password to delete the account.',
  deleting: 'Deleting…',
  keepAccount: 'Keep my account',
  // Failures, by the api-client's error reason
  unauthenticated: 'Your session has ended. Sign in again to manage your account.',
  forbidden: 'Your account may not do this.',
  network: 'Could not reach the server. Check your connection and try again.',
  serverError: 'The server had a problem. Try again in a moment.',
  failed: 'Something went wrong. Try again.',
} as const;

export type AccountMessages = { [Key in keyof typeof accountMessages]: string };

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
