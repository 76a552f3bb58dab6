#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (never a downloaded browser) and screenshot Chinese
# text in the extension's default language, so they need the chromium package, its UI locales
# (chromium-l10n: without it Chromium runs in en-US whatever --lang says) and a CJK font.
# The Firefox smoke test (test/e2e/firefox.test.ts) needs firefox-esr and its Chinese language
# pack (without it Firefox runs in en-US and the extension shows its English strings).
# The Firefox user's-path test needs firefox-esr 153 or later (test/e2e/firefox.ts, PATH_MIN_FIREFOX:
# on 140.12.0esr its WebDriver BiDi calls fail): Debian bookworm's main archive has 140, its
# security archive 153, so an older one is upgraded when apt offers a newer one.
# Installs what is missing.
set -euo pipefail
FIREFOX_MIN=153
firefox_major() { /usr/bin/firefox-esr --version 2>/dev/null | grep -oE '[0-9]+' | head -1; }
firefox_old() { [ -x /usr/bin/firefox-esr ] && [ "$(firefox_major)" -lt "$FIREFOX_MIN" ]; }
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -f /usr/lib/chromium/locales/zh-CN.pak ] || missing+=(chromium-l10n)
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -f /usr/lib/firefox-esr/browser/extensions/langpack-zh-CN@firefox-esr.mozilla.org.xpi ] || missing+=(firefox-esr-l10n-zh-cn)
fc-list 2>/dev/null | grep -qi 'wqy\|noto.*cjk' || missing+=(fonts-wqy-microhei)
upgrade=()
firefox_old && upgrade+=(firefox-esr firefox-esr-l10n-zh-cn)
[ ${#missing[@]} -eq 0 ] && [ ${#upgrade[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} for the end-to-end tests" >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if firefox_old; then
  echo "upgrading firefox-esr $(firefox_major) (the Firefox user's-path test needs $FIREFOX_MIN or later)" >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --only-upgrade firefox-esr firefox-esr-l10n-zh-cn >/dev/null
fi
if firefox_old; then
  echo "firefox-esr $(firefox_major) is the newest apt offers here: the Firefox user's-path test will be skipped" \
    "(it needs $FIREFOX_MIN or later; Debian has it in bookworm-security: add 'deb http://deb.debian.org/debian-security bookworm-security main' to the apt sources)" >&2
fi
