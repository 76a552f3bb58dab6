#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser) and screenshot Chinese
# text in the extension's default language, so they need the chromium package, its UI locales
# (chromium-l10n: without it Chromium runs in en-US whatever --lang says) and a CJK font.
# The Firefox smoke test (test/e2e/firefox.test.ts) needs firefox-esr and its Chinese language
# pack (without it Firefox runs in en-US and the extension shows its English strings).
# Installs what is missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/lib/chromium/locales/zh-CN.pak ] || missing+=(chromium-l10n)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -f /usr/lib/firefox-esr/browser/extensions/langpack-zh-CN@firefox-esr.mozilla.org.xpi ] || missing+=(firefox-esr-l10n-zh-cn)
fc-list 2>/dev/null | grep -qi 'wqy\|noto.*cjk' || missing+=(fonts-wqy-microhei)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing ${missing[*]} for the end-to-end tests" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
