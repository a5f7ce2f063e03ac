#!/usr/bin/env bash
# Browser tests use Debian's chromium (playwright cannot download browsers here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "==> installing chromium (apt-get)"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null 2>&1
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "chromium is not installed; run: sudo apt-get install -y chromium" >&2
exit 1
