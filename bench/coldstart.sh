#!/usr/bin/env bash
# Cold start: one `lateral translate` process on one query (next to `lateral dialects`, the
# cost of starting the binary at all, and the peers' one-shot runs), interleaved rounds; the
# first requests to fresh `lateral serve` processes (which warm the parser before listening);
# plus hyperfine's view of the CLI when hyperfine is installed. See docs/performance.md.
#
#   bench/coldstart.sh                      # ~1-2 minutes
#   ROUNDS=10 SERVER_ROUNDS=5 PEERS="" bench/coldstart.sh
#
# Knobs: ROUNDS (30), SERVER_ROUNDS (15), PEERS ("sqlglot polyglot"; polyglot's one-shot run
# compiles 22 MB of WASM and takes seconds), HYPERFINE (1: also run hyperfine), OUT.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

ROUNDS=${ROUNDS:-30}
SERVER_ROUNDS=${SERVER_ROUNDS:-15}
PEERS=${PEERS-"sqlglot polyglot"}
HYPERFINE=${HYPERFINE:-1}
OUT=$(new_out coldstart)

machine_info "$OUT/machine.txt"
for p in $PEERS; do "install_$p"; done
[ "$HYPERFINE" = 1 ] && { apt_install hyperfine || HYPERFINE=0; }
build_lateral "$OUT"
(cd "$ROOT" && go build -o "$OUT/coldstart" ./bench/cmd/coldstart)
args=(-lateral "$OUT/lateral" -rounds "$ROUNDS" -server-rounds "$SERVER_ROUNDS" -json "$OUT/coldstart.json")
[[ " $PEERS " == *" sqlglot "* ]] && args+=(-sqlglot "$PY")
[[ " $PEERS " == *" polyglot "* ]] && args+=(-node "$(node_bin)" -polyglot "$BENCH/peers/polyglot_harness.mjs")
log "coldstart: $ROUNDS rounds, $SERVER_ROUNDS fresh servers per variant"
"$OUT/coldstart" "${args[@]}" >"$OUT/coldstart.md"

if [ "$HYPERFINE" = 1 ]; then
	log "hyperfine"
	q=$(sed -n 's/^\ttypical = "\(.*\)"$/\1/p' "$BENCH/cmd/coldstart/main.go")
	hyperfine -N --warmup 3 --runs "$ROUNDS" --export-markdown "$OUT/hyperfine.md" \
		"$OUT/lateral dialects" "$OUT/lateral translate --from hive --to trino -e \"$q\"" >"$OUT/hyperfine.txt" 2>&1 || true
fi
echo "load average at end: $(load_note)" >>"$OUT/machine.txt"
{
	echo "# Cold start"
	echo
	echo '```'
	cat "$OUT/machine.txt"
	echo '```'
	echo
	cat "$OUT/coldstart.md"
	if [ -f "$OUT/hyperfine.md" ]; then
		echo
		echo "### hyperfine (not interleaved)"
		echo
		sed "s|$OUT/||g" "$OUT/hyperfine.md"
	fi
} >"$OUT/report.md"
cat "$OUT/report.md"
log "results in $OUT"
