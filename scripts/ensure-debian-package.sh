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
install() { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null; }
# The package index is refreshed only when it lacks the package (a clean machine has
# none), so the several packages the tests install in a row need one refresh.
install 2>/dev/null || { apt-get update -qq && install; }
