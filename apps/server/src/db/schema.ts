// One schema for PGlite and Postgres, one file of tables per subject; drizzle-kit turns it into the SQL migrations in
// ../../drizzle.
export * from './tables/accounts';
export * from './tables/jobs';
export * from './tables/billing';
export * from './tables/messaging';
