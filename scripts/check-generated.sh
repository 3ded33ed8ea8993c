#!/usr/bin/env bash
# Fails when generated files drift from their sources: a schema change without its migration, or a
# committed openapi.json that differs from what the routes produce.
set -euo pipefail
cd "$(dirname "$0")/../server"

before=$(ls drizzle/*.sql | wc -l)
npx drizzle-kit generate --name drift >/dev/null
after=$(ls drizzle/*.sql | wc -l)
if [[ "$before" != "$after" ]]; then
  echo "The database schema changed without a migration. Run \`npm run db:generate -w server\` and commit server/drizzle/." >&2
  git checkout -q -- drizzle/meta 2>/dev/null || true
  git clean -fq drizzle/ 2>/dev/null || true
  exit 1
fi

tmp=$(mktemp)
npx tsx src/cli/write-openapi.ts "$tmp" >/dev/null
if ! diff -q openapi.json "$tmp" >/dev/null; then
  echo "server/openapi.json is out of date. Run \`npm run openapi -w server\` and commit it." >&2
  rm -f "$tmp"
  exit 1
fi
rm -f "$tmp"
echo "Generated files are up to date."
