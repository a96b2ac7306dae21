#!/usr/bin/env bash
# Installs what a fresh machine with only Node 20 lacks, then the workspace's packages.
#   bash scripts/setup.sh            pnpm + packages (enough to start the app)
#   bash scripts/setup.sh --browser  the same, plus Debian's Chromium for the browser and Storybook tests
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm 10 with npm (corepack cannot fetch it here)"
  npm install --global pnpm@10 --no-fund --no-audit --loglevel=error
fi

if [[ "${1:-}" == "--browser" ]] && [[ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]]; then
  echo "setup: installing Debian's chromium (browsers are never downloaded by the test tools)"
  sudo_cmd=""
  if [[ "$(id -u)" != "0" ]]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

pnpm install --frozen-lockfile --config.confirmModulesPurge=false
