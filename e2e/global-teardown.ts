import { dropDatabase } from './e2e-database.cjs';

/** Drops the database the webServer command created for this run (see playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  await dropDatabase(process.env.E2E_DATABASE_URL);
}
