#!/usr/bin/env bash
# Makes sure the e2e stage can run: Debian's Chromium (or CHROMIUM_PATH) and a CJK font
# (fonts-wqy-zenhei; without it every Chinese glyph is a box in screenshots and layouts shift).
# Called by `npm test` (scripts/test.mjs) before any stage starts, and by .ci/run.
#
#   scripts/ensure-browser.sh [extra Debian packages to install in the same apt-get call]
#
# - Nothing missing: exit 0 at once.
# - Something missing and running as root: `apt-get update` + `apt-get install` (as .ci/run always did).
# - Something missing and not root: print the one command to run, exit 3 — never start a stage
#   that would fail in every e2e file.
set -euo pipefail

missing=("$@")
if [ -n "${CHROMIUM_PATH:-}" ]; then
  # An explicit browser is the caller's business: never install Debian's over it.
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2; exit 3; }
else
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
# grep reads everything (no -q): with pipefail, an early exit would SIGPIPE fc-list into a false "missing".
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -i wqy >/dev/null; then missing+=(fonts-wqy-zenhei); fi

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages: ${missing[*]}. Install them, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 3
fi

echo "installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q "${missing[@]}" </dev/null
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "chromium is still missing after apt-get install" >&2
  exit 1
fi
