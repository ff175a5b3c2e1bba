"""Translation harness for sqlglot (Debian's python3-sqlglot, run with /usr/bin/python3).

    python3 sqlglot_harness.py per-query ITERS WARMUP CORPUS:TO...  -> one JSON line per corpus file
    python3 sqlglot_harness.py whole FILE FROM TO                   -> translates the file in one call

per-query: every query is first translated once to see whether it is accepted (and once more
with unsupported_level=RAISE, the strict mode closest to lateral's refusals); accepted queries
are then translated WARMUP times, then ITERS times under the clock. Reported per query: mean
wall and CPU nanoseconds of one translation over the ITERS runs. Same protocol as
polyglot_harness.mjs.
"""
import json
import logging
import sys
import time

import sqlglot
from sqlglot.errors import ErrorLevel

logging.getLogger("sqlglot").setLevel(logging.ERROR)  # unsupported-feature warnings are counted, not printed


def load_corpus(path):
    c = {"from": "", "to": [], "queries": []}
    lines = []

    def flush():
        nonlocal lines
        if lines:
            c["queries"].append("\n".join(lines))
        lines = []

    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.strip() == "":
                flush()
            elif line.startswith("-- from:"):
                c["from"] = line[8:].strip()
            elif line.startswith("-- to:"):
                c["to"] = [s.strip() for s in line[6:].split(",") if s.strip()]
            elif not line.startswith("--"):
                lines.append(line)
    flush()
    return c


def translate(sql, frm, to, strict=False):
    try:
        if strict:
            out = sqlglot.transpile(sql, read=frm, write=to, unsupported_level=ErrorLevel.RAISE)
        else:
            out = sqlglot.transpile(sql, read=frm, write=to)
        return True, out
    except Exception as e:  # noqa: BLE001 - any failure is a refusal
        return False, f"{type(e).__name__}: {e}"


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "per-query":
        iters, warmup = int(args[0]), int(args[1])
        for job in args[2:]:
            corpus, to = job.rsplit(":", 1)
            c = load_corpus(corpus)
            out = {"peer": "sqlglot", "version": sqlglot.__version__, "corpus": corpus, "from": c["from"], "to": to, "queries": []}
            for i, q in enumerate(c["queries"]):
                ok, r = translate(q, c["from"], to)
                sok, sr = translate(q, c["from"], to, strict=True)
                rec = {"i": i, "ok": ok, "strict_ok": sok}
                if not ok:
                    rec["err"] = r[:300]
                if not sok:
                    rec["strict_err"] = sr[:300]
                if ok:
                    for _ in range(warmup):
                        translate(q, c["from"], to)
                    c0, t0 = time.process_time_ns(), time.perf_counter_ns()
                    for _ in range(iters):
                        translate(q, c["from"], to)
                    t1, c1 = time.perf_counter_ns(), time.process_time_ns()
                    rec["wall_ns"] = (t1 - t0) / iters
                    rec["cpu_ns"] = (c1 - c0) / iters
                out["queries"].append(rec)
            sys.stdout.write(json.dumps(out) + "\n")
            sys.stdout.flush()
    elif mode == "whole":
        path, frm, to = args
        with open(path, encoding="utf-8") as f:
            ok, r = translate(f.read(), frm, to)
        if not ok:
            sys.stderr.write("sqlglot: " + r + "\n")
            sys.exit(1)
        sys.stdout.write(";\n".join(r) + ";\n")
    else:
        sys.stderr.write(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main()
