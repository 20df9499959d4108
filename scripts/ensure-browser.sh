#!/usr/bin/env bash
# Browser tests need Debian's Chromium and the fonts of our 12 languages (Latin, Cyrillic, Arabic,
# Devanagari, CJK). Install them when missing and we are root; otherwise say what to install.
# Never downloads a browser of its own (no `playwright install`).
set -euo pipefail

packages=(chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji fonts-dejavu-core)
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then
  # A custom Chromium was given: only the fonts are ours to check.
  missing=("${missing[@]/chromium}")
fi
read -r -a missing <<< "${missing[*]:-}"

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Browser tests need Debian's Chromium and fonts. Please install them, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  echo "(or point CHROMIUM_PATH at a Chromium binary and install the fonts)" >&2
  exit 1
fi

echo "Installing ${missing[*]} from Debian (once)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ -x "$chromium" ] || { echo "Chromium is still missing at $chromium" >&2; exit 1; }
echo "Installed: $("$chromium" --version 2>/dev/null)"
