#!/usr/bin/env bash
# What `npm test` needs from the system, installed from Debian when missing and we are root;
# otherwise it says what to install:
# - Debian's Chromium for the browser tests. Never downloads a browser of its own (no `playwright
#   install`). No system fonts: the app ships its own (@exchange/design-system's fonts.css, npm
#   packages), and the browser tests hide the machine's fonts from Chromium (scripts/fonts/fonts.conf).
# - PostgreSQL, whose initdb/pg_ctl the server's storage tests use to start a throwaway cluster
#   (unless DATABASE_URL points at one).
# - nats-server, which the cluster tests (packages/server/src/cluster) start and restart as a
#   throwaway server of their own, so always. Debian installs it as /usr/sbin/nats-server.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
if [ -z "${DATABASE_URL:-}" ] && ! command -v initdb >/dev/null 2>&1 \
  && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=(postgresql)
fi
if ! command -v nats-server >/dev/null 2>&1 && [ ! -x /usr/sbin/nats-server ]; then
  missing+=(nats-server)
fi

[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test needs these Debian packages. Please install them, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  echo "(CHROMIUM_PATH may point at another Chromium; DATABASE_URL at a running PostgreSQL)" >&2
  exit 1
fi

echo "Installing ${missing[*]} from Debian (once)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ -x "$chromium" ] || { echo "Chromium is still missing at $chromium" >&2; exit 1; }
echo "Installed: $("$chromium" --version 2>/dev/null)"
