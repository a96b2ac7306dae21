import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @mediakit/server db:generate` writes the next SQL migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
