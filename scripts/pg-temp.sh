#!/usr/bin/env bash
# Runs a throw-away PostgreSQL 15 cluster in the foreground (Ctrl-C stops it and
# removes its files) and prints the line to paste into another shell:
#
#   scripts/pg-temp.sh [-port N] [-bindir DIR]
#   export LATERAL_PG_DSN='postgres://postgres@127.0.0.1:PORT/postgres?sslmode=disable'
#
# Tests then use that server instead of starting their own (see docs/engines.md).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
exec go run ./engines/pgtemp/cmd/pgtemp "$@"
