#!/usr/bin/env bash
# Installs a headless-capable Chromium for the playground's end-to-end test
# (api/backend/playground_e2e_test.go), from Debian's own package, and prints
# the browser's version. Idempotent: nothing is installed when a Chromium is
# already on PATH or named by LATERAL_CHROMIUM.
#
#   scripts/install-chromium.sh          # as root, on Debian/Ubuntu
#
# The test drives the browser over the DevTools protocol on a pipe
# (--remote-debugging-pipe), so chromium-driver (WebDriver) is not needed.
# The test finds the browser through LATERAL_CHROMIUM, else chromium,
# chromium-browser, google-chrome or google-chrome-stable on PATH.
set -euo pipefail

find_browser() {
    if [ -n "${LATERAL_CHROMIUM:-}" ] && [ -x "${LATERAL_CHROMIUM}" ]; then
        echo "$LATERAL_CHROMIUM"
        return 0
    fi
    local b
    for b in chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$b" >/dev/null 2>&1; then
            command -v "$b"
            return 0
        fi
    done
    return 1
}

if ! browser=$(find_browser); then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "install-chromium: no Chromium found, and installing one needs root and apt-get" >&2
        exit 1
    fi
    echo "install-chromium: installing Debian's chromium"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core </dev/null
    browser=$(find_browser)
fi
# --version needs no display and no sandbox.
echo "install-chromium: $browser: $("$browser" --version 2>/dev/null || echo 'version unknown')"
