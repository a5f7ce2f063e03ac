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
# V8's helper threads for garbage collection (default 2 here; Node's own default is 4). On a small machine
# shared with PostgreSQL, fewer helpers leave the event loop its core: docs/PERFORMANCE.md#v8-helper-threads.
V8_POOL_SIZE="${V8_POOL_SIZE:-2}"
[[ "$V8_POOL_SIZE" =~ ^[0-9]+$ ]] || { echo "V8_POOL_SIZE must be a whole number (got '$V8_POOL_SIZE')" >&2; exit 1; }
exec node --v8-pool-size="$V8_POOL_SIZE" --import tsx packages/server/src/main.ts
