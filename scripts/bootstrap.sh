#!/usr/bin/env bash
# Installs the pinned pnpm (into ./.tools, no root needed) and the workspace's dependencies.
# Sourced by start.sh and test.sh; needs only Node >= 20.19 and npm.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="$(node -p "require('$ROOT/package.json').packageManager.split('@')[1]")"

node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Quarterdeck needs Node >= 20.19 (found "+process.versions.node+")"); process.exit(1) }'

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$ROOT/.tools/node_modules/.bin/pnpm" ] || [ "$("$ROOT/.tools/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    echo "==> installing pnpm $PNPM_VERSION into .tools/"
    npm install --silent --no-save --no-audit --no-fund --prefix "$ROOT/.tools" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
fi

echo "==> installing dependencies (pnpm $(pnpm --version))"
(cd "$ROOT" && pnpm install --frozen-lockfile --reporter=silent)
