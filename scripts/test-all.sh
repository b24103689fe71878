#!/usr/bin/env bash
# Every test tier, in the order a failure is cheapest to find: static checks, unit, build, migrations,
# integration on PostgreSQL + PostGIS, the embedded default as a user starts it, end-to-end in Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

export NX_DAEMON=false NX_NO_CLOUD=true
# Absolute: Playwright resolves a relative PLAYWRIGHT_JSON_OUTPUT_NAME against its config folder (e2e/), where the
# closing line would never find the end-to-end counts.
results="$PWD/tmp/test-results"
rm -rf "$results" && mkdir -p "$results"
failed_steps=()

step() {
  local name=$1; shift
  echo
  echo "=== $name"
  if "$@"; then echo "--- $name: ok"; else echo "--- $name: FAILED"; failed_steps+=("$name"); fi
}

bash scripts/ensure-system-deps.sh || exit 1
# keytar (the desktop app's keychain) is optional: an `npm install` run before libsecret's headers were installed
# skipped it. Now that they are, install it, so the desktop app built here can keep its sign-in.
if [ ! -d node_modules ] || [ ! -d node_modules/keytar ]; then npm install --no-fund --no-audit || exit 1; fi

step "lint" npm run --silent lint
step "typecheck" npm run --silent typecheck
step "unit tests" npx jest --config jest.config.ts --ci --json --outputFile="$results/unit.json"
step "build" bash -c 'npm run --silent build && npm run --silent build:desktop'
step "migration check" node scripts/migration-check.mjs
# --forceExit: a failed test can leave a handle open (a server, a socket) after the run; jest then waits for it forever,
# and CI would spend its whole time limit on a run whose answer is already known.
step "integration tests" env NODE_OPTIONS=--experimental-vm-modules npx jest --config backend/jest.integration.config.ts --ci --runInBand --forceExit --json --outputFile="$results/integration.json"
step "desktop integration tests" env NODE_OPTIONS=--experimental-vm-modules npx jest --config apps/desktop/jest.integration.config.ts --ci --runInBand --forceExit --json --outputFile="$results/desktop-integration.json"
step "embedded default smoke test" node scripts/smoke-embedded.mjs
step "end-to-end tests" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --config e2e/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs "$results"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed: ${failed_steps[*]}"
  exit 1
fi
echo "All test tiers passed."
