"""Aggregates the raw outputs of bench/translate.sh into a Markdown report.

    report.py whole-files OUTDIR N   # writes OUTDIR/whole/<corpus>:<to>.sql: N queries every tool accepts
    report.py translate OUTDIR       # prints the report

Per query, the value of a round is the mean time of one translation over that round's
iterations (Go's ns/op; the peers' harnesses compute the same); the value of the run is the
median over rounds; tables give the median (and geometric mean) over queries. Ratios are per
query on the queries both tools accept, then the median of those ratios.
"""
import glob
import json
import math
import os
import re
import statistics
import sys

CORPORA = ["hive_lateral", "trino_unnest", "plain_hive", "plain_trino"]
PEERS = ["sqlglot", "polyglot"]
GO_LINE = re.compile(r"^BenchmarkTranslateQuery/(?P<corpus>[^:/]+):(?P<frm>[^-/]+)-(?P<to>[^/]+)/q(?P<i>\d+)(?:-\d+)?\s+(?P<n>\d+)\s+(?P<ns>[\d.]+) ns/op(?:\s+(?P<cpu>[\d.]+) cpu-ns/op)?")
VITESS_LINE = re.compile(r"^BenchmarkParseQuery/(?P<corpus>[^/]+)/q(?P<i>\d+)/(?P<tool>lateral|vitess)(?:-\d+)?\s+(?P<n>\d+)\s+(?P<ns>[\d.]+) ns/op")
PAR_LINE = re.compile(r"^BenchmarkTranslateParallel(?:-(?P<p>\d+))?\s+(?P<n>\d+)\s+(?P<ns>[\d.]+) ns/op(?:\s+(?P<cpu>[\d.]+) cpu-ns/op)?")


def load_corpus(path):
    c = {"from": "", "to": [], "queries": []}
    lines = []
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        if line.strip() == "":
            if lines:
                c["queries"].append("\n".join(lines))
            lines = []
        elif line.startswith("-- from:"):
            c["from"] = line[8:].strip()
        elif line.startswith("-- to:"):
            c["to"] = [s.strip() for s in line[6:].split(",") if s.strip()]
        elif not line.startswith("--"):
            lines.append(line)
    return c


def bench_dir():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def corpora():
    return {c: load_corpus(os.path.join(bench_dir(), "corpus", c + ".sql")) for c in CORPORA}


def pairs(cs):
    return [(c, to) for c in CORPORA for to in cs[c]["to"]]


def rounds(out):
    return sorted(glob.glob(os.path.join(out, "r[0-9]*/")), key=lambda p: int(re.findall(r"r(\d+)/$", p)[0]))


def med(xs):
    xs = [x for x in xs if x == x]
    return statistics.median(xs) if xs else float("nan")


def gmean(xs):
    xs = [x for x in xs if x == x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def us(ns):
    return "–" if ns != ns else (f"{ns / 1000:.0f}" if ns >= 10000 else f"{ns / 1000:.1f}")


def x(r):
    return "–" if r != r else f"{r:.1f}x"


SKIP_LINE = re.compile(r"^\s*--- SKIP: BenchmarkTranslateQuery/(?P<corpus>[^:/]+):(?P<frm>[^-/]+)-(?P<to>[^/]+)/q(?P<i>\d+)")


def read_lateral_round(path):
    """{(corpus, to): {index: (wall ns, cpu ns)}}, {(corpus, to): {index: skip message}}"""
    res, skipped = {}, {}
    if not os.path.exists(path):
        return res, skipped
    lines = open(path).read().split("\n")
    for k, line in enumerate(lines):
        m = GO_LINE.match(line)
        if m:
            res.setdefault((m["corpus"], m["to"]), {})[int(m["i"])] = (float(m["ns"]), float(m["cpu"]) if m["cpu"] else float("nan"))
        m = SKIP_LINE.match(line)
        if m:
            nxt = lines[k + 1] if k + 1 < len(lines) else ""
            msg = re.sub(r"^\S+\.go:\d+: ", "", nxt.strip()) if nxt.startswith(" ") else "refused"
            skipped.setdefault((m["corpus"], m["to"]), {})[int(m["i"])] = msg
    return res, skipped


def read_peer_round(path):
    """{(corpus, to): ({index: (wall, cpu)}, {index: record})}"""
    out = {}
    if not os.path.exists(path):
        return out
    for line in open(path):
        if not line.strip():
            continue
        d = json.loads(line)
        c = os.path.basename(d["corpus"])[:-4]
        times, recs = {}, {}
        for q in d["queries"]:
            recs[q["i"]] = q
            if q["ok"]:
                times[q["i"]] = (q["wall_ns"], q["cpu_ns"])
        out[(c, d["to"])] = (times, recs)
    return out


def collect(out, cs):
    """per (tool, corpus, to): {index: (median wall, median cpu)} over rounds; peer records and
    lateral's refusals of the first round"""
    per_round, recs, skipped = {}, {}, {}
    for rd in rounds(out):
        lat, sk = read_lateral_round(os.path.join(rd, "lateral.txt"))
        for key, d in lat.items():
            per_round.setdefault(("lateral",) + key, []).append(d)
        for key, d in sk.items():
            skipped.setdefault(key, d)
        for p in PEERS:
            for key, (t, r) in read_peer_round(os.path.join(rd, p + ".jsonl")).items():
                per_round.setdefault((p,) + key, []).append(t)
                recs.setdefault((p,) + key, r)
    agg = {}
    for key, lst in per_round.items():
        idx = set().union(*[set(d) for d in lst])
        agg[key] = {i: (med([d[i][0] for d in lst if i in d]), med([d[i][1] for d in lst if i in d])) for i in idx}
    return agg, recs, skipped


def whole_files(out, n):
    cs = corpora()
    _, recs, skipped = collect(out, cs)
    os.makedirs(os.path.join(out, "whole"), exist_ok=True)
    for c, to in pairs(cs):
        ok = [i for i in range(len(cs[c]["queries"])) if i not in skipped.get((c, to), {})
              and all(recs.get((p, c, to), {}).get(i, {"ok": True})["ok"] for p in PEERS)]
        qs = [cs[c]["queries"][ok[k % len(ok)]] for k in range(n)]
        with open(os.path.join(out, "whole", f"{c}:{to}.sql"), "w") as f:
            f.write("\n\n".join(qs) + "\n")


def report(out):
    cs = corpora()
    agg, recs, skipped = collect(out, cs)
    p = print
    p("# Translation benchmark\n")
    p("```")
    p(open(os.path.join(out, "machine.txt")).read().rstrip())
    p("```\n")
    peers = [q for q in PEERS if any(k[0] == q for k in agg)]

    p("## Warm in-process translation, per query (µs: median over queries of each query's mean time)\n")
    hdr = "| corpus | from → to | queries | lateral wall | lateral CPU |"
    sep = "|---|---|---|---|---|"
    for q in peers:
        hdr += f" {q} accepts (strict) | {q} wall | {q} CPU | {q} / lateral (wall) | {q} / lateral (CPU) |"
        sep += "---|---|---|---|---|"
    p(hdr)
    p(sep)
    summary = {}
    for c, to in pairs(cs):
        n = len(cs[c]["queries"])
        lat = agg.get(("lateral", c, to), {})
        row = f"| {c} | {cs[c]['from']} → {to} | {n} | {us(med([v[0] for v in lat.values()]))} | {us(med([v[1] for v in lat.values()]))} |"
        summary[(c, to)] = {"lateral_wall": med([v[0] for v in lat.values()]), "lateral_cpu": med([v[1] for v in lat.values()])}
        for q in peers:
            pt = agg.get((q, c, to), {})
            rc = recs.get((q, c, to), {})
            acc = sum(1 for r in rc.values() if r["ok"])
            sacc = sum(1 for r in rc.values() if r.get("strict_ok"))
            common = [i for i in pt if i in lat]
            rw = med([pt[i][0] / lat[i][0] for i in common])
            rc_ = med([pt[i][1] / lat[i][1] for i in common])
            summary[(c, to)][q] = (rw, rc_)
            row += f" {acc}/{n} ({sacc}) | {us(med([v[0] for v in pt.values()]))} | {us(med([v[1] for v in pt.values()]))} | {x(rw)} | {x(rc_)} |"
        p(row)
    p("\nAll pairs pooled (every query of every pair counts once):\n")
    allv = [v for (t, c, to), d in agg.items() if t == "lateral" for v in d.values()]
    p(f"- lateral: median {us(med([v[0] for v in allv]))} µs wall, {us(med([v[1] for v in allv]))} µs CPU; geometric mean {us(gmean([v[0] for v in allv]))} µs wall")
    for q in peers:
        pv = [v for (t, c, to), d in agg.items() if t == q for v in d.values()]
        ratios_w, ratios_c = [], []
        for c, to in pairs(cs):
            lat, pt = agg.get(("lateral", c, to), {}), agg.get((q, c, to), {})
            ratios_w += [pt[i][0] / lat[i][0] for i in pt if i in lat]
            ratios_c += [pt[i][1] / lat[i][1] for i in pt if i in lat]
        p(f"- {q}: median {us(med([v[0] for v in pv]))} µs wall, {us(med([v[1] for v in pv]))} µs CPU; per-query ratio to lateral: median {x(med(ratios_w))} wall, {x(med(ratios_c))} CPU (geometric mean {x(gmean(ratios_w))} wall)")

    for (c, to), d in sorted(skipped.items()):
        p(f"\nlateral now refuses {len(d)} query(ies) of {c} → {to} (the corpus predates a translator change; left out of its timings):\n")
        for i, msg in sorted(d.items()):
            p(f"- q{i:03d}: `{' '.join(cs[c]['queries'][i].split())[:90]}` — {msg[:140]}")
    p("\n## Queries the peers reject (default mode; \"strict\" adds unsupported-feature refusals)\n")
    for q in peers:
        for c, to in pairs(cs):
            rc = recs.get((q, c, to), {})
            bad = [r for r in rc.values() if not r["ok"] or not r.get("strict_ok")]
            if not bad:
                continue
            p(f"<details><summary>{q}, {c} → {to}: {sum(1 for r in bad if not r['ok'])} rejected, {sum(1 for r in bad if r['ok'])} more in strict mode</summary>\n")
            for r in sorted(bad, key=lambda r: r["i"]):
                first = " ".join(cs[c]["queries"][r["i"]].split())[:90]
                err = (r.get("err") or r.get("strict_err") or "").replace("\n", " ").replace("|", "\\|")
                err = re.sub(r"\x1b\[[0-9;]*m", "", err)[:140]
                p(f"- q{r['i']:03d} {'strict only' if r['ok'] else 'rejected'}: `{first}` — {err}")
            p("\n</details>\n")

    vit = {}
    for rd in rounds(out):
        path = os.path.join(rd, "vitess.txt")
        if not os.path.exists(path):
            continue
        for line in open(path):
            m = VITESS_LINE.match(line)
            if m:
                vit.setdefault((m["corpus"], int(m["i"]), m["tool"]), []).append(float(m["ns"]))
    if vit:
        p("\n## Parse only: lateral.Parse vs Vitess's parser (plain SELECTs both accept)\n")
        p("| corpus | queries | lateral µs | vitess µs | lateral / vitess (median of per-query ratios) |")
        p("|---|---|---|---|---|")
        for c in ["plain_hive", "plain_trino"]:
            idx = sorted({i for (cc, i, t) in vit if cc == c})
            lw = [med(vit[(c, i, "lateral")]) for i in idx if (c, i, "lateral") in vit and (c, i, "vitess") in vit]
            vw = [med(vit[(c, i, "vitess")]) for i in idx if (c, i, "lateral") in vit and (c, i, "vitess") in vit]
            if lw:
                p(f"| {c} | {len(lw)} | {us(med(lw))} | {us(med(vw))} | {x(med([a / b for a, b in zip(lw, vw)]))} |")
        summary["vitess"] = True

    tpath = os.path.join(out, "whole", "times.tsv")
    if os.path.exists(tpath):
        p("\n## Whole process on a file of queries (wall s, CPU s, peak RSS MB; medians over rounds)\n")
        rows = {}
        for line in open(tpath):
            tool, base, rnd, status, t = line.rstrip("\n").split("\t")
            f = t.split()
            if len(f) < 4:
                continue
            rows.setdefault((base, tool), []).append((int(status), float(f[0]), float(f[1]) + float(f[2]), int(f[3]) / 1024))
        bases = sorted({b for b, _ in rows})
        tools = ["lateral"] + peers
        p("| file | " + " | ".join(tools) + " | " + " | ".join(f"{t} / lateral (wall)" for t in peers) + " |")
        p("|---|" + "---|" * (len(tools) + len(peers)))
        for b in bases:
            n = sum(1 for _ in open(os.path.join(out, "whole", b + ".sql")).read().split("\n\n") if _.strip())
            cells, walls = [], {}
            for t in tools:
                v = rows.get((b, t), [])
                if not v:
                    cells.append("–")
                    continue
                bad = sum(1 for s in v if s[0] != 0)
                walls[t] = med([s[1] for s in v])
                cells.append(f"{walls[t]:.2f} s, {med([s[2] for s in v]):.2f} s CPU, {max(s[3] for s in v):.0f} MB" + (f" (exit≠0 ×{bad})" if bad else ""))
            rat = [x(walls[t] / walls["lateral"]) if t in walls and "lateral" in walls else "–" for t in peers]
            p(f"| {b} ({n} queries) | " + " | ".join(cells) + " | " + " | ".join(rat) + " |")

    scal, cpu = [], []
    for path in sorted(glob.glob(os.path.join(out, "r*-scaling.txt"))):
        d, c = {}, {}
        for line in open(path):
            m = PAR_LINE.match(line)
            if m:
                d[int(m["p"] or 1)] = float(m["ns"])
                c[int(m["p"] or 1)] = float(m["cpu"]) if m["cpu"] else float("nan")
        if 1 in d and 2 in d:
            scal.append(d[1] / d[2])
            cpu.append(c[2] / c[1])
    if scal:
        p("\n## Throughput, 2 goroutines vs 1 (BenchmarkTranslateParallel -cpu 1,2)\n")
        p(f"wall-clock speed-up per round: {', '.join(f'{s:.2f}x' for s in scal)}; median {med(scal):.2f}x, best {max(scal):.2f}x.")
        p(f"CPU time per translation with 2 goroutines / with 1: {', '.join(f'{s:.2f}' for s in cpu)} (1.00 = no contention cost; "
          "the wall-clock speed-up can reach 2/that only when both cores are free, which the load average above says they were not).")


def main():
    if sys.argv[1] == "whole-files":
        whole_files(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1] == "translate":
        report(sys.argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
