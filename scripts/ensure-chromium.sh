#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing (CI runs as root on a clean machine).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Debian's chromium is missing: run 'sudo apt-get install chromium'" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
