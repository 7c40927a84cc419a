#!/usr/bin/env bash
# Usage: ensure-debian-package.sh BINARY PACKAGE
# Installs Debian's PACKAGE when BINARY is missing (CI runs as root on a clean machine).
set -euo pipefail
binary=$1 package=$2
if command -v "$binary" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "$binary is missing: run 'sudo apt-get install $package'" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
