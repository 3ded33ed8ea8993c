#!/usr/bin/env bash
# Every test: unit and API on PGlite; the API suite again on PostgreSQL when DATABASE_URL is set (the
# web app is built meanwhile); then the browser tests in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

# The fuzz (malformed input to every operation: a clear 4xx, never a 5xx) runs on one driver: on
# PostgreSQL when there is one, else on PGlite. What it tests is settled by the input checks and the
# database engine's own errors, the same in both; each route's own tests meet both drivers.
fuzz=src/api-fuzz.test.ts
[[ -f "server/$fuzz" ]] || { echo "scripts/test.sh names server/$fuzz, which is gone" >&2; exit 1; }

echo "== Unit and API tests (PGlite)"
if [[ -n "${DATABASE_URL:-}" ]]; then
  npx vitest run --exclude "$fuzz"
else
  npx vitest run
fi

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
  # The web build leaves a core idle much of its time (one file compressed after another), and this pass
  # does too (waiting on the server): side by side they finish sooner. Its output follows the pass's.
  build_log=$(mktemp)
  npm run build -w web >"$build_log" 2>&1 &
  build=$!
  trap 'kill "$build" 2>/dev/null || true' EXIT
  TEST_DATABASE_URL="$DATABASE_URL" npx vitest run --project server "${exclude[@]}"
  echo "== Web build (made beside the PostgreSQL pass)"
  built=0
  wait "$build" || built=$?
  trap - EXIT
  cat "$build_log"
  rm -f "$build_log"
  [[ $built -eq 0 ]] || exit "$built"
else
  npm run build -w web
fi

echo "== Browser tests (Chromium)"
npm run check:budget
# The browser suite runs its own server on PGlite in a temporary DATA_DIR.
bash scripts/e2e.sh
