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
