import { defineConfig } from 'drizzle-kit';

// Migrations are generated from schema.ts (`npm run db:generate`) and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
