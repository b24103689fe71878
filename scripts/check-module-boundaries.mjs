// Proves the architecture rules are enforced, not merely configured: lints probe files that break them and
// fails unless ESLint reports each break. (The Nx rule silently skips itself without a project graph, so a
// lint run that "passes" is no evidence on its own.)
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const probes = [
  { file: 'libs/ui/src/__boundary_probe_electron__.ts', code: "import { app } from 'electron';\nexport const probe = app;\n" },
  { file: 'libs/ui/src/__boundary_probe_node__.ts', code: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n" },
  { file: 'libs/ui/src/__boundary_probe_backend__.ts', code: "import { loadConfig } from '../../../backend/src/config/config';\nexport const probe = loadConfig;\n" },
  { file: 'backend/src/__boundary_probe_ui__.ts', code: "import { usePlatform } from '@portal/ui';\nexport const probe = usePlatform;\n" },
  // A feature does not import another feature; common/ and components/ import no feature.
  { file: 'libs/ui/src/features/stations/__boundary_probe_feature__.ts', code: "import { TOOLTIP_FOOTER } from '../time-series-dashboards/time-series-dashboards.logic';\nexport const probe = TOOLTIP_FOOTER;\n" },
  { file: 'libs/ui/src/features/map-explorer/map/__boundary_probe_feature__.ts', code: "import { TOOLTIP_FOOTER } from '../../../features/time-series-dashboards/time-series-dashboards.logic';\nexport const probe = TOOLTIP_FOOTER;\n" },
  { file: 'libs/ui/src/components/__boundary_probe_feature__.ts', code: "import { NAV_GROUPS } from '../features/shell/navigation';\nexport const probe = NAV_GROUPS;\n" },
  // Runtime code does not use the demo seed; a migration depends on nothing that changes.
  { file: 'backend/src/health/__boundary_probe_seed__.ts', code: "import { seedDemoData } from '../seed/demo-seed';\nexport const probe = seedDemoData;\n" },
  { file: 'backend/src/database/migrations/__boundary_probe_migration__.ts', code: "import { loadConfig } from '../../config/config';\nexport const probe = loadConfig;\n" },
];

execFileSync('npx', ['nx', 'show', 'projects'], { stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
let failed = 0;
try {
  for (const probe of probes) {
    writeFileSync(probe.file, probe.code);
    const run = spawnSync('npx', ['eslint', '--no-warn-ignored', '--format', 'json', probe.file], { encoding: 'utf8' });
    rmSync(probe.file);
    const messages = JSON.parse(run.stdout || '[]').flatMap((r) => r.messages);
    const caught = messages.some((m) => ['@nx/enforce-module-boundaries', 'no-restricted-imports'].includes(m.ruleId));
    console.log(`${caught ? 'ok  ' : 'MISS'} ${probe.file}`);
    if (!caught) failed++;
  }
} finally {
  for (const probe of probes) rmSync(probe.file, { force: true });
}
if (failed) {
  console.error(`${failed} architecture violation(s) were not caught by ESLint.`);
  process.exit(1);
}
console.log('Module boundaries are enforced.');
