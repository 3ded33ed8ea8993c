#!/usr/bin/env bash
# The type check of every workspace. The web app, the largest, is checked beside the others (the
# machine has two cores); the script fails when any of them fails.
set -uo pipefail
cd "$(dirname "$0")/.."

npx tsc -p web &
web=$!
status=0
for project in packages/contracts server e2e bench; do
  npx tsc -p "$project" || status=1
done
wait "$web" || status=1
exit "$status"
