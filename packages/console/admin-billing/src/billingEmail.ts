/** The billing e-mail is optional; when given, it must look like an address (the server's rule). */
export const isBillingEmail = (email: string) => !email.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
