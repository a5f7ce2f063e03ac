#!/usr/bin/env bash
# Installs everything, builds the web client, and runs Quarterdeck on http://localhost:8000
# with an embedded PGlite database under ./data (set DATABASE_URL for PostgreSQL, REDIS_URL for Redis).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/bootstrap.sh"
cd "$ROOT"
echo "==> building the web client"
pnpm --filter @quarterdeck/client build >/dev/null
export NODE_ENV="${NODE_ENV:-production}"
exec node --import tsx packages/server/src/main.ts
