#!/usr/bin/env bash
# Fails (printing the diff) when gen/ is not what scripts/gen.sh produces from grammars/.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash "$root/scripts/gen.sh" "$tmp"
if ! diff -ru "$root/gen" "$tmp"; then
    echo "check-gen: gen/ is stale; run 'go generate ./...' and commit the result" >&2
    exit 1
fi
echo "check-gen: gen/ is up to date"
