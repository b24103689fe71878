#!/usr/bin/env bash
# Installs the Debian packages the test tiers need when they are missing: PostGIS for the machine's
# PostgreSQL, Chromium for Playwright (never a downloaded browser), libsecret headers for keytar's native build.
# As root with apt-get it installs them; otherwise it says what is missing and stops.
set -euo pipefail

missing=()
dpkg -s postgresql-15-postgis-3 >/dev/null 2>&1 || missing+=(postgresql-15-postgis-3)
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s libsecret-1-dev >/dev/null 2>&1 || missing+=(libsecret-1-dev)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing Debian packages: ${missing[*]}. Install them (sudo apt-get install ${missing[*]}) and retry." >&2
    exit 1
  fi
fi

# The test server: the machine's PostgreSQL on 127.0.0.1:5432 unless TEST_DATABASE_URL says otherwise.
url="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}"
if ! psql "$url" -qAtc 'select 1' >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v pg_ctlcluster >/dev/null; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
    sleep 2
  fi
  psql "$url" -qAtc 'select 1' >/dev/null || { echo "PostgreSQL is not reachable at $url" >&2; exit 1; }
fi
