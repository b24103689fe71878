import { dropDatabase } from './e2e-database.cjs';
import { removeE2eUpdatesFolder } from './support/desktop-releases';

/** Drops the database the webServer command created for this run and removes its update folder (see playwright.config.ts). */
export default async function globalTeardown(): Promise<void> {
  await dropDatabase(process.env.E2E_DATABASE_URL);
  if (process.env.E2E_DESKTOP_UPDATES_DIR) removeE2eUpdatesFolder(process.env.E2E_DESKTOP_UPDATES_DIR);
}
