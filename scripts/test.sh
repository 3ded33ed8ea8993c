#!/usr/bin/env bash
# Every test: unit and API on PGlite; the API suite again on PostgreSQL when DATABASE_URL is set;
# then the browser tests in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Unit and API tests (PGlite)"
npx vitest run

if [[ -n "${DATABASE_URL:-}" ]]; then
  echo "== API tests on PostgreSQL (${DATABASE_URL%%@*}@…)"
  # Files whose outcome cannot depend on TEST_DATABASE_URL run in the first pass only: they open no
  # database (schedule rules, feed parsing, messages, signed links, messaging), test PGlite itself (its
  # scheduler and loading, the CLI on a DATA_DIR), or use both drivers in either pass (the copy to PostgreSQL).
  driver_free=(
    src/modules/tasks/schedule.test.ts src/modules/files/signed-links.test.ts
    src/modules/messaging/messaging.test.ts src/modules/bookings/feed-parse.test.ts
    src/modules/bookings/feed-fetch.test.ts src/i18n/messages.test.ts src/db/pglite-scheduler.test.ts
    src/cli/cli.test.ts src/db/copy-to-postgres.test.ts src/modules/webhooks/webhook-signature.test.ts
    src/db/client.test.ts
  )
  exclude=()
  for file in "${driver_free[@]}"; do
    [[ -f "server/$file" ]] || { echo "scripts/test.sh names server/$file, which is gone" >&2; exit 1; }
    exclude+=(--exclude "$file")
  done
  TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project server "${exclude[@]}"
fi

echo "== Browser tests (Chromium)"
npm run build -w web
npm run check:budget
# The browser suite runs its own server on PGlite in a temporary DATA_DIR.
bash scripts/e2e.sh
