#!/usr/bin/env bash
# The type check of every workspace, one after another: TypeScript's compiler checks a project's files
# on several threads itself, so two projects side by side only share the same two cores. The script
# checks every workspace and fails when any of them fails.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
for project in packages/contracts server web e2e bench; do
  npx tsc -p "$project" || status=1
done
exit "$status"
