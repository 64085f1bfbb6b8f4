import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run at start-up on PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
