#!/usr/bin/env bash
# Installs Debian's chromium for the real-browser tests when it is missing.
# Playwright drives this system browser; it never downloads a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
sudo=""
if [ "$(id -u)" != "0" ]; then
  command -v sudo >/dev/null || { echo "chromium is missing and neither root nor sudo is available" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
