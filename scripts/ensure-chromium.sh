#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser) and screenshot Chinese
# text in the extension's default language, so they need the chromium package, its UI locales
# (chromium-l10n: without it Chromium runs in en-US whatever --lang says) and a CJK font.
# Installs what is missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/lib/chromium/locales/zh-CN.pak ] || missing+=(chromium-l10n)
fc-list 2>/dev/null | grep -qi 'wqy\|noto.*cjk' || missing+=(fonts-wqy-microhei)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing ${missing[*]} for the end-to-end tests" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
