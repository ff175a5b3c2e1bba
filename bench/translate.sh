#!/usr/bin/env bash
# Translation speed: lateral vs sqlglot vs polyglot-sql on bench/corpus, measured in one run,
# interleaved (every round runs every tool on every corpus before the next round), plus the
# parse-only comparison with Vitess, whole-process runs on a file of 1,000 queries with peak
# memory, and 1- vs 2-goroutine throughput. Installs the peers itself. See docs/performance.md.
#
#   bench/translate.sh                      # ~4-6 minutes on 2 cores
#   ROUNDS=1 PEER_ITERS=10 bench/translate.sh   # quicker
#
# Knobs (environment): ROUNDS (3), LATERAL_ITERS (300 runs per query and round), PEER_ITERS
# (30), WARMUP (5), VITESS_ITERS (300), WHOLE_N (1000 queries), WHOLE_ROUNDS (3), SCALING_TIME
# (3s per measurement), PEERS ("sqlglot polyglot"), SKIP ("vitess whole scaling": parts to
# skip), OUT (output directory; default bench/out/translate-<time>).
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

ROUNDS=${ROUNDS:-3}
LATERAL_ITERS=${LATERAL_ITERS:-300}
PEER_ITERS=${PEER_ITERS:-30}
WARMUP=${WARMUP:-5}
VITESS_ITERS=${VITESS_ITERS:-300}
WHOLE_N=${WHOLE_N:-1000}
WHOLE_ROUNDS=${WHOLE_ROUNDS:-3}
SCALING_TIME=${SCALING_TIME:-3s}
PEERS=${PEERS:-"sqlglot polyglot"}
SKIP=${SKIP:-}
# A one-shot polyglot process cannot afford NODE_FLAGS' up-front WASM compilation (~10 s CPU).
NODE_WHOLE_FLAGS=${NODE_WHOLE_FLAGS:-}
OUT=$(new_out translate)
skip() { [[ " $SKIP " == *" $1 "* ]]; }

machine_info "$OUT/machine.txt"
for p in $PEERS; do "install_$p"; done
NODE=$(node_bin)
{
	echo "sqlglot: $($PY -c 'import sqlglot; print(sqlglot.__version__)' 2>/dev/null || echo missing)"
	echo "polyglot-sql: $POLYGLOT_VERSION on node $($NODE --version) (in-process: $NODE_FLAGS; whole process: ${NODE_WHOLE_FLAGS:-default flags})"
	echo "python: $($PY --version 2>&1)"
} >>"$OUT/machine.txt"
build_lateral "$OUT"
if ! skip vitess; then
	log "building the vitess comparison (bench/vitess, its own module)"
	(cd "$BENCH/vitess" && go test -c -o "$OUT/vitess.test" .) || { log "vitess build failed: skipped"; SKIP="$SKIP vitess"; }
fi

# pairs: corpus:target, from the corpus headers
PAIRS=()
for c in hive_lateral trino_unnest plain_hive plain_trino; do
	for to in $(sed -n 's/^-- to: //p' "$BENCH/corpus/$c.sql" | tr ',' ' '); do PAIRS+=("$c:$to"); done
done

JOBS=()
for pair in "${PAIRS[@]}"; do JOBS+=("$BENCH/corpus/${pair%%:*}.sql:${pair#*:}"); done

run_tool() { # run_tool TOOL ROUNDDIR: every corpus and target in one process
	local tool=$1 dir=$2
	case $tool in
	lateral)
		(cd "$BENCH" && LATERAL_BENCH_WARMUP=$WARMUP "$OUT/bench.test" -test.run '^$' \
			-test.bench '^BenchmarkTranslateQuery$' -test.benchtime "${LATERAL_ITERS}x" -test.benchmem -test.v) \
			>"$dir/lateral.txt" || true ;;
	sqlglot) $PY "$BENCH/peers/sqlglot_harness.py" per-query "$PEER_ITERS" "$WARMUP" "${JOBS[@]}" >"$dir/sqlglot.jsonl" ;;
	polyglot) $NODE $NODE_FLAGS "$BENCH/peers/polyglot_harness.mjs" per-query "$PEER_ITERS" "$WARMUP" "${JOBS[@]}" >"$dir/polyglot.jsonl" ;;
	esac
}

TOOLS=(lateral $PEERS)
for ((r = 1; r <= ROUNDS; r++)); do
	dir="$OUT/r$r"
	mkdir -p "$dir"
	echo "round $r load: $(load_note)" >>"$OUT/machine.txt"
	for ((k = 0; k < ${#TOOLS[@]}; k++)); do
		tool=${TOOLS[$(((k + r) % ${#TOOLS[@]}))]}
		log "round $r/$ROUNDS: $tool"
		run_tool "$tool" "$dir"
	done
	if ! skip vitess; then
		log "round $r/$ROUNDS: parse only, lateral vs vitess"
		(cd "$BENCH/vitess" && "$OUT/vitess.test" -test.run '^$' -test.bench BenchmarkParseQuery \
			-test.benchtime "${VITESS_ITERS}x" -test.benchmem) >"$dir/vitess.txt" || true
	fi
done

if ! skip whole; then
	log "whole process: $WHOLE_N queries per file"
	mkdir -p "$OUT/whole"
	$PY "$BENCH/lib/report.py" whole-files "$OUT" "$WHOLE_N"
	: >"$OUT/whole/times.tsv"
	for ((r = 1; r <= WHOLE_ROUNDS; r++)); do
		for f in "$OUT"/whole/*.sql; do
			base=$(basename "$f" .sql) c=${base%%:*} to=${base#*:}
			from=$(sed -n 's/^-- from: //p' "$BENCH/corpus/$c.sql")
			for ((k = 0; k < ${#TOOLS[@]}; k++)); do
				tool=${TOOLS[$(((k + r) % ${#TOOLS[@]}))]}
				case $tool in
				lateral) cmd=("$OUT/lateral" translate --from "$from" --to "$to" "$f") ;;
				sqlglot) cmd=("$PY" "$BENCH/peers/sqlglot_harness.py" whole "$f" "$from" "$to") ;;
				polyglot) cmd=("$NODE" $NODE_WHOLE_FLAGS "$BENCH/peers/polyglot_harness.mjs" whole "$f" "$from" "$to") ;;
				esac
				status=0
				/usr/bin/time -f "%e %U %S %M" -o "$OUT/whole/time.tmp" "${cmd[@]}" >"$OUT/whole/$tool-$base.out" 2>"$OUT/whole/$tool-$base.err" || status=$?
				printf '%s\t%s\t%s\t%s\t%s\n' "$tool" "$base" "$r" "$status" "$(tail -1 "$OUT/whole/time.tmp")" >>"$OUT/whole/times.tsv"
			done
		done
	done
fi

if ! skip scaling; then
	log "throughput with 1 and 2 goroutines"
	for ((r = 1; r <= ROUNDS; r++)); do
		(cd "$BENCH" && "$OUT/bench.test" -test.run '^$' -test.bench '^BenchmarkTranslateParallel$' -test.cpu 1,2 \
			-test.benchtime "$SCALING_TIME" -test.benchmem) >"$OUT/r$r-scaling.txt" || true
	done
fi

echo "load average at end: $(load_note)" >>"$OUT/machine.txt"
$PY "$BENCH/lib/report.py" translate "$OUT" >"$OUT/report.md"
cat "$OUT/report.md"
log "results in $OUT"
