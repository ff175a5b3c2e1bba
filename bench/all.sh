#!/usr/bin/env bash
# Every benchmark, one after the other: translation, cold start, executor, HTTP load. Each
# script's knobs apply (see their headers). ~15-20 minutes on 2 cores with the defaults.
#
#   bench/all.sh
#   QUICK=1 bench/all.sh     # shorter runs of everything (~5 minutes)
set -euo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
stamp=$(date -u +%Y%m%dT%H%M%SZ)
if [ "${QUICK:-0}" = 1 ]; then
	export ROUNDS=${ROUNDS:-1} PEER_ITERS=${PEER_ITERS:-10} LATERAL_ITERS=${LATERAL_ITERS:-100} VITESS_ITERS=${VITESS_ITERS:-100}
	export WHOLE_ROUNDS=${WHOLE_ROUNDS:-1} SERVER_ROUNDS=${SERVER_ROUNDS:-5} ROWS=${ROWS:-200000} DURATION=${DURATION:-15s}
fi
for s in translate coldstart executor http; do
	OUT="$dir/out/all-$stamp/$s" "$dir/$s.sh"
done
echo "reports: $dir/out/all-$stamp/*/report.md"
