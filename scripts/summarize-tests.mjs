// One closing line over every tier's test counts, 'N passed, N failed', so a reader (and CI) sees the total.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const tier of ['unit', 'integration', 'desktop-integration']) {
  const file = join(dir, `${tier}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += r.numPendingTests;
}
const e2e = join(dir, 'e2e.json');
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
