#!/usr/bin/env bash
# Every test: unit and API on PGlite; the API suite again on PostgreSQL when DATABASE_URL is set;
# then the browser tests in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Unit and API tests (PGlite)"
npx vitest run

if [[ -n "${DATABASE_URL:-}" ]]; then
  echo "== API tests on PostgreSQL (${DATABASE_URL%%@*}@…)"
  TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project server
fi

echo "== Browser tests (Chromium)"
CHROME_PATH="$(node scripts/ensure-chromium.mjs)"
export CHROME_PATH
npm run build -w web
npm run check:budget
# The browser suite runs its own server on PGlite in a temporary DATA_DIR.
env -u DATABASE_URL npx playwright test -c e2e/playwright.config.ts
