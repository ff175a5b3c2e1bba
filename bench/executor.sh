#!/usr/bin/env bash
# Executor workloads over LATERAL: lateral's reference executor vs DuckDB (threads=1 and its
# default) vs PostgreSQL 15 (a temporary cluster), on the same generated table, interleaved
# rounds, answers checked; then peak memory as the fan-out (array length) grows. See
# docs/performance.md and bench/cmd/execbench.
#
#   bench/executor.sh                       # 1,000,000 rows x 10, 3 rounds; sweep 20,000 rows x 10/100/1000
#   ROWS=200000 ROUNDS=1 FANOUTS="10 100" bench/executor.sh
#
# Knobs: MAIN (1; 0 skips the main run), ROWS (1000000), FANOUT (10), ROUNDS (3), WARMUP (1), ENGINES
# ("lateral,duckdb1,duckdb,postgres"), WORKLOADS ("count,groupby,outer,outer_subq,corr"),
# SWEEP_ROWS (20000), FANOUTS ("10 100 1000"; empty: no sweep), SWEEP_DUCKDB_OUTER (subq: in
# the sweep DuckDB's outer explode is spelled LEFT JOIN LATERAL (SELECT unnest(..)) ON true only;
# its LEFT JOIN unnest(..) ON true spelling took 208 s at fan-out 1000), TIMEOUT (5m per
# query), OUT.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

MAIN=${MAIN:-1}
ROWS=${ROWS:-1000000}
FANOUT=${FANOUT:-10}
ROUNDS=${ROUNDS:-3}
WARMUP=${WARMUP:-1}
ENGINES=${ENGINES:-lateral,duckdb1,duckdb,postgres}
WORKLOADS=${WORKLOADS:-count,groupby,outer,outer_subq,corr}
SWEEP_ROWS=${SWEEP_ROWS:-20000}
FANOUTS=${FANOUTS-"10 100 1000"}
SWEEP_DUCKDB_OUTER=${SWEEP_DUCKDB_OUTER:-subq}
TIMEOUT=${TIMEOUT:-5m}
OUT=$(new_out executor)

machine_info "$OUT/machine.txt"
log "building execbench"
(cd "$ROOT" && go build -o "$OUT/execbench" ./bench/cmd/execbench && go build -o "$OUT/pgtemp" ./engines/pgtemp/cmd/pgtemp)

# One temporary PostgreSQL cluster for every run (execbench recreates its table).
pgpid=""
if [[ ",$ENGINES," == *",postgres,"* ]] && [ -z "${LATERAL_PG_DSN:-}" ]; then
	log "starting a temporary PostgreSQL cluster"
	"$OUT/pgtemp" >"$OUT/pgtemp.out" 2>"$OUT/pgtemp.err" &
	pgpid=$!
	for _ in $(seq 600); do grep -q LATERAL_PG_DSN "$OUT/pgtemp.out" 2>/dev/null && break; sleep 0.1; done
	LATERAL_PG_DSN=$(sed -n "s/^export LATERAL_PG_DSN='\(.*\)'$/\1/p" "$OUT/pgtemp.out")
	[ -n "$LATERAL_PG_DSN" ] || { cat "$OUT/pgtemp.err" >&2; exit 1; }
	export LATERAL_PG_DSN
fi
cleanup() { [ -n "$pgpid" ] && kill "$pgpid" 2>/dev/null && wait "$pgpid" 2>/dev/null; true; }
trap cleanup EXIT

if [ "$MAIN" = 1 ]; then
	log "main run: $ROWS rows x $FANOUT, $ROUNDS rounds"
	"$OUT/execbench" -rows "$ROWS" -fanout "$FANOUT" -rounds "$ROUNDS" -warmup "$WARMUP" -engines "$ENGINES" \
		-workloads "$WORKLOADS" -timeout "$TIMEOUT" -json "$OUT/main.json" >"$OUT/main.md" 2>"$OUT/main.log"
fi

for k in $FANOUTS; do
	log "fan-out sweep: $SWEEP_ROWS rows x $k"
	"$OUT/execbench" -rows "$SWEEP_ROWS" -fanout "$k" -rounds 1 -warmup 1 -engines "$ENGINES" \
		-workloads "$WORKLOADS" -duckdb-outer "$SWEEP_DUCKDB_OUTER" -timeout "$TIMEOUT" -json "$OUT/fanout-$k.json" >"$OUT/fanout-$k.md" 2>"$OUT/fanout-$k.log"
done
echo "load average at end: $(load_note)" >>"$OUT/machine.txt"

$PY - "$OUT" "$FANOUTS" >"$OUT/report.md" <<'PY'
import json, os, sys
out, fanouts = sys.argv[1], sys.argv[2].split()
print("# Executor benchmark\n\n```\n" + open(os.path.join(out, "machine.txt")).read().rstrip() + "\n```\n")
if os.path.exists(os.path.join(out, "main.json")):
    print("## Main run\n")
    print(open(os.path.join(out, "main.md")).read())
    bad = [r for r in json.load(open(os.path.join(out, "main.json")))["Results"] if r.get("error") or not r["ok"]]
    for r in bad:
        print(f"- {r['workload']} on {r['engine']}: " + (f"error: {r['error']}" if r.get("error") else f"WRONG answer {r['answer']!r}, want {r['want']!r}"))
if fanouts:
    print("\n## Peak extra memory of one query as the fan-out grows (MB; seconds)\n")
    runs = {k: json.load(open(os.path.join(out, f"fanout-{k}.json"))) for k in fanouts}
    first = runs[fanouts[0]]
    engines = []
    for r in first["Results"]:
        if r["engine"] not in engines:
            engines.append(r["engine"])
    print(f"{first['Rows']} rows; each row's arrays hold the fan-out's number of elements.\n")
    print("| workload | engine | " + " | ".join(f"fan-out {k}" for k in fanouts) + " |")
    print("|---|---|" + "---|" * len(fanouts))
    works = []
    for r in first["Results"]:
        if r["workload"] not in works:
            works.append(r["workload"])
    for w in works:
        for e in engines:
            cells = []
            for k in fanouts:
                rr = [r for r in runs[k]["Results"] if r["workload"] == w and r["engine"] == e]
                if not rr:
                    cells.append("–"); continue
                r = rr[0]
                if r.get("error"):
                    cells.append("error"); continue
                cells.append(f"{r['peak_extra_kb']/1024:.0f} MB, {r['median']:.3f} s" + ("" if r["ok"] else " WRONG"))
            if any(c != "–" for c in cells):
                print(f"| {w} | {e} | " + " | ".join(cells) + " |")
PY
cat "$OUT/report.md"
log "results in $OUT"
