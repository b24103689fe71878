import type { FullConfig } from '@playwright/test';
import type { HealthResponse } from '@portal/contracts';

/**
 * Runs once the backend answers (the webServer has created and seeded the database; see playwright.config.ts).
 * Stops the run with one clear message when the backend is not serving the migrated demo dataset, instead of
 * letting every test fail on its own.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0].use.baseURL;
  const response = await fetch(`${baseURL}/api/health`);
  const health = (await response.json()) as HealthResponse;
  const problems = [
    !health.database.reachable && 'the database is unreachable',
    health.database.pendingMigrations.length > 0 && `pending migrations: ${health.database.pendingMigrations.join(', ')}`,
    !health.demoData && 'the database does not hold the demo dataset',
  ].filter(Boolean);
  if (problems.length) throw new Error(`The backend at ${baseURL} is not ready for the tests: ${problems.join('; ')}`);
}
