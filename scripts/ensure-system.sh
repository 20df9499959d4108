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
# With the argument `cluster` (scripts/start-cluster.mjs, `npm run start:cluster`): only
# PostgreSQL unless DATABASE_URL is set and nats-server unless NATS_URL is set, no Chromium.
set -euo pipefail

for_cluster=0
[ "${1:-}" = cluster ] && for_cluster=1
command_name="npm test"
[ "$for_cluster" -eq 1 ] && command_name="npm run start:cluster"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ "$for_cluster" -eq 1 ] || [ -x "$chromium" ] || missing+=(chromium)
if [ -z "${DATABASE_URL:-}" ] && ! command -v initdb >/dev/null 2>&1 \
  && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=(postgresql)
fi
if { [ "$for_cluster" -eq 0 ] || [ -z "${NATS_URL:-}" ]; } \
  && ! command -v nats-server >/dev/null 2>&1 && [ ! -x /usr/sbin/nats-server ]; then
  missing+=(nats-server)
fi

[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "$command_name needs these Debian packages. Please install them, then run $command_name again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  if [ "$for_cluster" -eq 1 ]; then
    echo "(or point DATABASE_URL at a running PostgreSQL and NATS_URL at a running nats-server)" >&2
  else
    echo "(CHROMIUM_PATH may point at another Chromium; DATABASE_URL at a running PostgreSQL)" >&2
  fi
  exit 1
fi

echo "Installing ${missing[*]} from Debian (once)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
if [ "$for_cluster" -eq 1 ]; then
  echo "Installed: ${missing[*]}"
  exit 0
fi
[ -x "$chromium" ] || { echo "Chromium is still missing at $chromium" >&2; exit 1; }
echo "Installed: $("$chromium" --version 2>/dev/null)"
