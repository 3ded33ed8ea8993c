#!/usr/bin/env bash
# The browser journeys against the built web app: the journeys that keep to their own accounts two at a
# time, then the ones that change what every page of the server sees, alone. Arguments go to both runs
# (a file or -g picks journeys; a run that has none of them is skipped).
set -euo pipefail
cd "$(dirname "$0")/.."

CHROME_PATH="${CHROME_PATH:-$(node scripts/ensure-chromium.mjs)}"
export CHROME_PATH
for project in journeys server-wide; do
  env -u DATABASE_URL npx playwright test -c e2e/playwright.config.ts --project "$project" --pass-with-no-tests "$@"
done
