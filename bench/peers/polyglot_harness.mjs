// Translation harness for polyglot-sql (@polyglot-sql/sdk, Rust compiled to WASM), installed by
// bench/translate.sh into bench/.peers. Same protocol as sqlglot_harness.py:
//
//   node polyglot_harness.mjs per-query ITERS WARMUP CORPUS:TO...  -> one JSON line per corpus file
//   node polyglot_harness.mjs whole FILE FROM TO                   -> translates the file in one call
//
// per-query: every query is first translated once to see whether it is accepted (and once more
// with unsupportedLevel "raise", the strict mode closest to lateral's refusals); accepted
// queries are then translated WARMUP times, then ITERS times under the clock. Reported per
// query: mean wall and CPU nanoseconds of one translation over the ITERS runs.
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const peers = process.env.LATERAL_BENCH_PEERS || join(here, '..', '.peers');
const pg = await import(pathToFileURL(join(peers, 'node_modules/@polyglot-sql/sdk/dist/index.node.js')).href);
if (pg.init && pg.isInitialized && !pg.isInitialized()) await pg.init();

const dialects = { hive: pg.Dialect.Hive, spark: pg.Dialect.Spark, trino: pg.Dialect.Trino, presto: pg.Dialect.Presto,
  postgres: pg.Dialect.PostgreSQL, duckdb: pg.Dialect.DuckDB };

function loadCorpus(path) {
  const c = { from: '', to: [], queries: [] };
  let lines = [];
  const flush = () => { if (lines.length) c.queries.push(lines.join('\n')); lines = []; };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') flush();
    else if (line.startsWith('-- from:')) c.from = line.slice(8).trim();
    else if (line.startsWith('-- to:')) c.to = line.slice(6).split(',').map(s => s.trim()).filter(Boolean);
    else if (!line.startsWith('--')) lines.push(line);
  }
  flush();
  return c;
}

function translate(sql, from, to, strict) {
  try {
    const r = strict ? pg.transpile(sql, dialects[from], dialects[to], { unsupportedLevel: 'raise' })
                     : pg.transpile(sql, dialects[from], dialects[to]);
    if (!r.success) return { ok: false, err: String(r.error) };
    return { ok: true, sql: r.sql };
  } catch (e) {
    return { ok: false, err: String(e && e.message || e) };
  }
}

function cpuNs() { const u = process.cpuUsage(); return (u.user + u.system) * 1000; }

const [mode, ...args] = process.argv.slice(2);
const version = pg.getVersion ? String(pg.getVersion()) : 'unknown';
if (mode === 'per-query') {
  const [itersS, warmupS, ...jobs] = args;
  const iters = Number(itersS), warmup = Number(warmupS);
  for (const job of jobs) {
    const k = job.lastIndexOf(':');
    const corpus = job.slice(0, k), to = job.slice(k + 1);
    const c = loadCorpus(corpus);
    const out = { peer: 'polyglot-sql', version, corpus, from: c.from, to, queries: [] };
    c.queries.forEach((q, i) => {
      const r = translate(q, c.from, to, false);
      const s = translate(q, c.from, to, true);
      const rec = { i, ok: r.ok, strict_ok: s.ok };
      if (!r.ok) rec.err = r.err.slice(0, 300);
      if (!s.ok) rec.strict_err = s.err.slice(0, 300);
      if (r.ok) {
        for (let k = 0; k < warmup; k++) translate(q, c.from, to, false);
        const c0 = cpuNs(), t0 = process.hrtime.bigint();
        for (let k = 0; k < iters; k++) translate(q, c.from, to, false);
        const t1 = process.hrtime.bigint(), c1 = cpuNs();
        rec.wall_ns = Number(t1 - t0) / iters;
        rec.cpu_ns = (c1 - c0) / iters;
      }
      out.queries.push(rec);
    });
    process.stdout.write(JSON.stringify(out) + '\n');
  }
} else if (mode === 'whole') {
  const [file, from, to] = args;
  const r = translate(readFileSync(file, 'utf8'), from, to, false);
  if (!r.ok) { process.stderr.write('polyglot: ' + r.err + '\n'); process.exit(1); }
  process.stdout.write(r.sql.join(';\n') + ';\n');
} else {
  process.stderr.write('usage: polyglot_harness.mjs per-query ITERS WARMUP CORPUS:TO... | whole FILE FROM TO\n');
  process.exit(2);
}
