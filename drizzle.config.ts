import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/server/db/schema and committed under drizzle/; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
