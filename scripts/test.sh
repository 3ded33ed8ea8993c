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
npm run build -w web
npm run check:budget
# The browser suite runs its own server on PGlite in a temporary DATA_DIR.
bash scripts/e2e.sh
