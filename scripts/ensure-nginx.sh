#!/usr/bin/env bash
# The nginx routing test (packages/server/test/nginx.test.ts) runs the shipped deploy/nginx.conf with
# Debian's nginx; installs it when missing and we are root with apt-get. Exit 1 when it cannot.
set -euo pipefail
for n in nginx /usr/sbin/nginx; do
  if command -v "$n" >/dev/null 2>&1; then exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "==> installing nginx (apt-get)" >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx) >/dev/null 2>&1 || true
  # Installing the package may start the distribution's nginx service on port 80: we only need the binary.
  if command -v service >/dev/null 2>&1; then service nginx stop >/dev/null 2>&1 || true; fi
  [ -x /usr/sbin/nginx ] && exit 0
fi
echo "nginx is not installed; run: sudo apt-get install -y nginx-light" >&2
exit 1
