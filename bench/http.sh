#!/usr/bin/env bash
# HTTP load: wrk against a local `lateral serve` (loopback only) posting a mix of real lateral
# queries (every corpus query lateral translates, all pairs) to /v1/translate, at each
# concurrency for DURATION, on a fresh server per cache mode. Reports throughput, latency
# percentiles, errors by kind and HTTP status, the server's RSS before and after, and the
# share of requests the server itself answered within 5, 10 and 25 ms (its request duration
# histogram, from /metrics: from its headers read to its answer handed to the connection, without
# the time a request waits in the socket or the answer in the client).
#
#   bench/http.sh                                   # 2 cache modes x 2 concurrencies x 60 s
#   DURATION=20s CONCURRENCY="8 64" CACHE="off" bench/http.sh
#
# Knobs: DURATION (60s), CONCURRENCY ("8 64"), CACHE ("off on": the server's translation
# cache disabled with --cache-entries 0, or at its default), WRK_THREADS (1: the machine has 2
# cores and wrk shares them with the server), SERVER_ENV (extra environment for the server,
# e.g. "GOGC=400"), SERVER_FLAGS (extra flags, e.g. "--max-concurrent 64"), OUT.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"

DURATION=${DURATION:-60s}
CONCURRENCY=${CONCURRENCY:-"8 64"}
CACHE=${CACHE:-"off on"}
WRK_THREADS=${WRK_THREADS:-1}
SERVER_ENV=${SERVER_ENV:-}
SERVER_FLAGS=${SERVER_FLAGS:-}
OUT=$(new_out http)

machine_info "$OUT/machine.txt"
apt_install wrk
build_lateral "$OUT"
(cd "$BENCH" && "$OUT/bench.test" -test.run '^TestWriteHTTPBodies$' -test.v -bodies "$OUT/bodies.jsonl" >/dev/null)
echo "bodies: $(wc -l <"$OUT/bodies.jsonl") translate requests (every corpus query lateral translates, all pairs)" >>"$OUT/machine.txt"

rss() { awk -v f="$2:" '$1 == f {print int($2 / 1024)}' "/proc/$1/status"; }
port=$(( 20000 + RANDOM % 20000 ))
: >"$OUT/results.tsv"
for cache in $CACHE; do
	flags=(--addr "127.0.0.1:$port" --log-level error)
	[ "$cache" = off ] && flags+=(--cache-entries 0)
	# shellcheck disable=SC2086
	env $SERVER_ENV "$OUT/lateral" serve "${flags[@]}" $SERVER_FLAGS 2>"$OUT/server-$cache.log" &
	pid=$!
	for _ in $(seq 200); do curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break; sleep 0.05; done
	for c in $CONCURRENCY; do
		before=$(rss $pid VmRSS)
		log "cache $cache, concurrency $c, $DURATION (server RSS ${before} MB)"
		curl -fsS "http://127.0.0.1:$port/metrics" >"$OUT/metrics-$cache-$c-before.txt"
		# the server's RSS every second while wrk runs, to show whether memory levels off
		(while kill -0 "$pid" 2>/dev/null; do rss "$pid" VmRSS; sleep 1; done) >"$OUT/rss-$cache-$c.txt" 2>/dev/null &
		sampler=$!
		BODIES="$OUT/bodies.jsonl" wrk -t"$WRK_THREADS" -c"$c" -d"$DURATION" --timeout 10s --latency \
			-s "$BENCH/http/mix.lua" "http://127.0.0.1:$port" >"$OUT/wrk-$cache-$c.txt" 2>&1 || true
		kill "$sampler" 2>/dev/null || true; wait "$sampler" 2>/dev/null || true
		curl -fsS "http://127.0.0.1:$port/metrics" >"$OUT/metrics-$cache-$c-after.txt"
		after=$(rss $pid VmRSS) peak=$(rss $pid VmHWM)
		printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$cache" "$c" "$before" "$after" "$peak" "$(sed -n 's/^RESULT //p' "$OUT/wrk-$cache-$c.txt")" >>"$OUT/results.tsv"
	done
	kill "$pid"
	wait "$pid" 2>/dev/null || true
	port=$((port + 1))
done
echo "load average at end: $(load_note)" >>"$OUT/machine.txt"
echo "server: lateral serve --addr 127.0.0.1:PORT --log-level error [--cache-entries 0]${SERVER_FLAGS:+ $SERVER_FLAGS}${SERVER_ENV:+ (environment: $SERVER_ENV)}; wrk -t$WRK_THREADS" >>"$OUT/machine.txt"

$PY - "$OUT" >"$OUT/report.md" <<'PY'
import json, sys, os, re
out = sys.argv[1]

def server_hist(cache, c):
    # The server's own histogram of /v1/translate times (from the headers
    # read to the answer handed to the connection), summed over dialect pairs: the counts of
    # this line alone, the after snapshot minus the before one.
    def read(when):
        h = {}
        for line in open(os.path.join(out, f"metrics-{cache}-{c}-{when}.txt")):
            m = re.match(r'lateral_request_duration_seconds_bucket\{endpoint="/v1/translate".*le="([^"]+)"\} (\d+)', line)
            if m:
                le = float("inf") if m[1] == "+Inf" else float(m[1])
                h[le] = h.get(le, 0) + int(m[2])
        return h
    try:
        b, a = read("before"), read("after")
    except OSError:
        return ""
    d = {le: a[le] - b.get(le, 0) for le in a}
    total = d.get(float("inf"), 0)
    if not total:
        return ""
    return ", ".join(f"{100 * d[le] / total:.2f} %" for le in (0.005, 0.01, 0.025))

def runtime_line(cache, c):
    # The Go runtime's measures over this line (after minus before): the share of goroutine
    # runs that waited more than 1 and 10 ms for a CPU, and the collector's cycles.
    def read(when):
        h, cycles = {}, 0.0
        for line in open(os.path.join(out, f"metrics-{cache}-{c}-{when}.txt")):
            m = re.match(r'lateral_go_sched_latency_seconds_bucket\{le="([^"]+)"\} (\d+)', line)
            if m:
                h[float("inf") if m[1] == "+Inf" else float(m[1])] = int(m[2])
            m = re.match(r'lateral_go_gc_cycles_total (\S+)', line)
            if m:
                cycles = float(m[1])
        return h, cycles
    try:
        (hb, cb), (ha, ca) = read("before"), read("after")
    except OSError:
        return ""
    d = {le: ha[le] - hb.get(le, 0) for le in ha}
    total = d.get(float("inf"), 0)
    if not total:
        return ""
    over = lambda le: 100 * (total - d.get(le, total)) / total
    return f"{over(0.001):.2f} %, {over(0.01):.3f} %; {ca - cb:.0f}"

def rss_quarters(cache, c):
    # The server's RSS (MB) at each quarter of the line, from the 1-s samples: flat memory shows
    # as the last three about equal.
    try:
        xs = [int(l) for l in open(os.path.join(out, f"rss-{cache}-{c}.txt")) if l.strip()]
    except OSError:
        return ""
    if len(xs) < 4:
        return ""
    return " / ".join(str(xs[min(len(xs) - 1, len(xs) * q // 4)]) for q in (1, 2, 3, 4))

print("# HTTP load\n\n```\n" + open(os.path.join(out, "machine.txt")).read().rstrip() + "\n```\n")
print("| cache | connections | requests/s | p50 ms | p90 ms | p99 ms | max ms | socket errors | HTTP statuses | RSS before → after (peak) MB | RSS at ¼ / ½ / ¾ / end, MB | server-side ≤ 5, 10, 25 ms | goroutine waits > 1, 10 ms; GC cycles |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for line in open(os.path.join(out, "results.tsv")):
    cache, c, before, after, peak, res = line.rstrip("\n").split("\t", 5)
    if not res.strip():
        print(f"| {cache} | {c} | wrk failed: see wrk-{cache}-{c}.txt |"); continue
    r = json.loads(res)
    e = r["errors"]
    sock = sum(e[k] for k in ("connect", "read", "write", "timeout"))
    st = ", ".join(f"{k}: {v}" for k, v in sorted(r["statuses"].items()))
    print(f"| {cache} | {c} | {r['rps']:.0f} | {r['p50_us']/1000:.2f} | {r['p90_us']/1000:.2f} | {r['p99_us']/1000:.2f} | {r['max_us']/1000:.1f} | {sock} | {st} | {before} → {after} ({peak}) | {rss_quarters(cache, c)} | {server_hist(cache, c)} | {runtime_line(cache, c)} |")
PY
cat "$OUT/report.md"
log "results in $OUT"
