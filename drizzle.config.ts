import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run at start-up on PGlite or PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  // The content-area kit's tables (server/db/schema/areas/<key>.ts) are found, not listed.
  schema: ['./server/db/schema/index.ts', './server/db/schema/areas/*.ts'],
  out: './server/db/migrations',
});
