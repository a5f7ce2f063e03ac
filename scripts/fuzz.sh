#!/usr/bin/env bash
# The full seeded fuzz of every game, played to the end with the invariants and the leak checks of every view:
# Atlantic Storm and The Kaiser's Pirates at the counts `npm test` already plays; Atlantic Chase's 1,000 games and
# 100 whole campaigns and Gathering Storm's 500 random and 100 bot games, of which `npm test` plays samples.
# Extra arguments go to jest (e.g. --testPathPatterns atlantic-chase).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source "$ROOT/scripts/bootstrap.sh"
export NODE_OPTIONS="--experimental-vm-modules --no-warnings --max-old-space-size=4096"
export ATLANTIC_CHASE_FUZZ=full GS_FUZZ=full
pnpm exec jest --selectProjects games --testPathPatterns 'fuzz' "$@"
