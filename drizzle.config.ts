import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/app-api/db/schema/index.ts',
  out: './src/app-api/db/migrations',
  strict: true,
  verbose: true,
});
