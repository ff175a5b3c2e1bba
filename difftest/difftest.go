// Package difftest is lateral's differential tester, in the manner of
// SQLancer: it generates random tables (full of NULL arrays, empty arrays,
// NULL elements, empty strings and duplicates) and random queries over the
// row-generating constructs of a source dialect (Hive/Spark LATERAL VIEW
// with explode, posexplode, inline, stack, json_tuple and OUTER; Trino
// UNNEST zipped, WITH ORDINALITY, LEFT JOIN UNNEST ON TRUE, LATERAL
// subqueries; PostgreSQL/DuckDB set-returning functions in FROM and in the
// select list, ROWS FROM, generate_series, LATERAL subqueries with
// aggregates; Doris LATERAL VIEW with explode, posexplode, explode_map,
// explode_split, explode_numbers, explode_json_array_* and their _outer
// forms; BigQuery UNNEST in a comma, CROSS, INNER or LEFT join, WITH
// OFFSET, arrays of STRUCTs; Snowflake LATERAL FLATTEN with OUTER =>
// TRUE, reading VALUE and INDEX (and, to be refused, SEQ, KEY and PATH);
// ANSI SQL UNNEST WITH ORDINALITY and LATERAL subqueries; Spark
// inline(arrays_zip(...)) and sequence with a step; Hive/Spark posexplode,
// inline, stack and json_tuple in the select list with AS (c1, c2); Trino
// UNNEST(zip(...)) and regexp_split; PostgreSQL string_to_table and
// regexp_split_to_table; stepped generate_series and DuckDB range), with
// filters, GROUP BY, ORDER BY ... LIMIT and joins. A generated column may
// feed a later generator (a chain of laterals), and a column whose name
// is unique in scope is sometimes read unqualified. The base table is now
// and then read through a WITH query or a UNION ALL in FROM; collections
// pass through array functions (sort_array, array_distinct, reverse, ||
// and concat with a NULL operand, ARRAY_CONCAT), Spark and Trino build
// DATE sequences with INTERVAL steps (PostgreSQL and DuckDB date
// generate_series), series steps point away from the stop, arrays of
// structs are built in the query, and items take remainders and pmod by 0
// and -1, substrings from position 0 or a negative one, and concat_ws of
// string arrays (gen_exprs.go). From MoreSeeds on (gen_more.go) queries
// now and then have no generator, strings hold letters outside ASCII,
// and items divide integers by negative numbers and by zero, nest NULLs
// in CASE and coalesce, write DOUBLEs and DECIMALs as text, take upper
// and lower, DuckDB string slices and sums and averages of DECIMAL and
// DOUBLE casts, arrays meet NULL arrays in array_cat and list_concat,
// and ORDER BY keys take DESC and NULLS FIRST or LAST. From WindowSeeds
// on (gen_over.go) items are now and then window functions. A difference in
// rows of a translation carrying a warning that announces it (W026) is
// counted apart, not reported. Each source's fixture holds what
// that dialect stores (no NULL array or NULL element for BigQuery, no map
// for BigQuery, Snowflake or ANSI SQL).
//
// For each case the source query runs on the reference executor with the
// source's semantics; every translation (to each target) runs on the
// reference executor with the target's semantics, over the fixture
// translated to the target too; with Options.Engines the postgres and
// duckdb translations (and a postgres or duckdb source itself) also run on
// PostgreSQL and DuckDB. All must agree as multisets (engines.EqualRows;
// in order under ORDER BY), with the same column names, or the
// translation must be refused with positioned diagnostics. Anything else
// is a Difference, which Run minimizes (rows, values, then query parts,
// while the same difference persists) and reports as a reproducer.
//
// `lateral difftest` runs it from the command line.
package difftest

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// AllTargets are the dialects translations are checked into.
var AllTargets = []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery", "snowflake"}

// Options configure Run.
type Options struct {
	Seed uint64
	// First is the first iteration; cases First..First+Iterations-1 run.
	// A case depends only on (Seed, iteration, source), so one case is
	// reproduced with First = i, Iterations = 1.
	First      int
	Iterations int
	// Sources to generate queries in, taken in turn (default Sources).
	Sources []string
	// Targets to translate into (default AllTargets).
	Targets []string
	// Engines also runs postgres and duckdb SQL on the real engines;
	// PostgresDSN is the server to use (PostgreSQL is skipped without
	// one; DuckDB needs cgo).
	Engines     bool
	PostgresDSN string
	// NoShrink reports differences as found, unminimized.
	NoShrink bool
	// MaxShrinkSteps bounds the checks one minimization makes (default 400).
	MaxShrinkSteps int
	// Skip, when set, names differences to leave out of the result (known
	// bugs): it returns a non-empty reason for those. They are counted in
	// Result.Skipped.
	Skip func(*Difference) string
	// Log, when set, receives a line per difference as it is found.
	Log io.Writer

	// translate replaces lateral.Translate (the harness's self-test
	// breaks translations on purpose).
	translate func(sql, from, to string, opts lateral.TranslateOptions) (*lateral.Translation, error)
}

func (o *Options) targets() []string {
	if len(o.Targets) > 0 {
		return o.Targets
	}
	return AllTargets
}

func (o *Options) sources() []string {
	if len(o.Sources) > 0 {
		return o.Sources
	}
	return Sources
}

// Result is the outcome of Run.
type Result struct {
	Stats       Stats
	Differences []*Difference // minimized, one per distinct kind/target/engine and source
	Skipped     map[string]int
}

// NewCase generates the case of one iteration: deterministic in (seed,
// iter, source).
func NewCase(seed uint64, iter int, source string) *Case {
	r := rand.New(rand.NewPCG(seed, uint64(iter)))
	fx, q := generate(r, source, seed >= EdgeSeeds, seed >= MoreSeeds, seed >= WindowSeeds)
	return &Case{Seed: seed, Iter: iter, Source: source, Fixture: fx, Query: q}
}

// Run generates and checks opts.Iterations cases.
func Run(ctx context.Context, opts Options) (*Result, error) {
	k := &checker{opts: &opts}
	if opts.Engines && opts.PostgresDSN != "" {
		pg, err := engines.Open(ctx, engines.Postgres, opts.PostgresDSN)
		if err != nil {
			return nil, fmt.Errorf("difftest: connecting to PostgreSQL: %w", err)
		}
		defer pg.Close()
		k.pg = pg
	}
	res := &Result{Skipped: map[string]int{}}
	seen := map[string]bool{}
	sources := opts.sources()
	for i := opts.First; i < opts.First+opts.Iterations; i++ {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		c := NewCase(opts.Seed, i, sources[i%len(sources)])
		st := &Stats{Cases: 1}
		diffs := k.check(ctx, c, nil, st)
		for _, d := range diffs {
			st.pair(c.Source, d.Target).Differences++
		}
		res.Stats.add(st)
		for _, d := range diffs {
			if opts.Skip != nil {
				if reason := opts.Skip(d); reason != "" {
					res.Skipped[reason]++
					continue
				}
			}
			// One reproducer per kind of difference and source: the
			// same bug tends to show in many cases.
			key := c.Source + ":" + d.key()
			if d.Kind != KindRows && d.Kind != KindColumns {
				key += ":" + signature(d.Detail)
			}
			if seen[key] {
				res.Stats.Differences++
				continue
			}
			seen[key] = true
			if !opts.NoShrink {
				d = k.shrink(ctx, d)
			}
			res.Stats.Differences++
			res.Differences = append(res.Differences, d)
			if opts.Log != nil {
				fmt.Fprintf(opts.Log, "difference %s (seed %d, iteration %d): %s\n", d.key(), c.Seed, c.Iter, firstLine(d.Detail))
			}
		}
	}
	return res, nil
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// Report renders a difference as a reproducer: the fixture and query in
// the source dialect, the translation and its fixture, what each gave,
// and the commands that show it again.
func (d *Difference) Report() string {
	c := d.Case
	var b strings.Builder
	fmt.Fprintf(&b, "=== difference: %s, %s -> %s on the %s", d.Kind, c.Source, d.Target, d.Engine)
	if d.Engine != OnReference {
		b.WriteString(" engine")
	}
	if c.RawQuery == "" {
		fmt.Fprintf(&b, " (seed %d, iteration %d)", c.Seed, c.Iter)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "-- fixture (%s) --\n%s;\n", c.Source, c.fixtureSQL())
	fmt.Fprintf(&b, "-- query (%s) --\n%s;\n", c.Source, c.querySQL())
	if d.Target != c.Source || d.Translation != c.querySQL() {
		fmt.Fprintf(&b, "-- translation (%s) --\n%s;\n", d.Target, d.Translation)
		if d.TargetSetup != "" {
			fmt.Fprintf(&b, "-- fixture (%s) --\n%s;\n", d.Target, d.TargetSetup)
		}
	}
	if d.Want != nil {
		fmt.Fprintf(&b, "-- source rows (reference, %s) %s --\n%s", c.Source, strings.Join(d.WantCols, ", "), formatRows(d.Want))
	}
	if d.Kind == KindRows || d.Kind == KindColumns {
		fmt.Fprintf(&b, "-- rows of the %s (%s) %s --\n%s", d.Target, d.Engine, strings.Join(d.GotCols, ", "), formatRows(d.Got))
	}
	if d.Detail != "" {
		fmt.Fprintf(&b, "-- detail --\n%s\n", strings.TrimRight(d.Detail, "\n"))
	}
	fmt.Fprintf(&b, "-- reproduce --\n")
	if c.RawQuery == "" {
		fmt.Fprintf(&b, "lateral difftest --seed %d --iteration %d --iterations 1 --source %s --targets %s", c.Seed, c.Iter, c.Source, d.Target)
		if d.Engine != OnReference {
			b.WriteString(" --engines")
		}
		b.WriteString("   # the unminimized case\n")
	}
	fmt.Fprintf(&b, "lateral run --dialect %s --setup fixture.%s.sql -e %s\n", c.Source, c.Source, shellQuote(c.querySQL()))
	if d.Target != c.Source {
		fmt.Fprintf(&b, "lateral translate --from %s --to %s --schema fixture.%s.sql -e %s\n", c.Source, d.Target, c.Source, shellQuote(c.querySQL()))
	}
	return b.String()
}

func formatRows(rows [][]engines.Value) string {
	if len(rows) == 0 {
		return "(no rows)\n"
	}
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = engines.CanonicalRow(r)
	}
	return strings.Join(lines, "\n") + "\n"
}

func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Summary is a short account of a result.
func (r *Result) Summary() string {
	s := r.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%d cases: %d skipped (source not runnable), %d translations compared on the reference executor, %d on real engines, %d refused, %d targets without fixture; %d differences (%d reported)",
		s.Cases, s.SourceInvalid, s.Compared, s.EngineRuns, s.Refused, s.FixtureSkip, s.Differences, len(r.Differences))
	writeCounts(&b, "; under a warning, not reported:", s.Warned)
	writeCounts(&b, "; known, not reported:", r.Skipped)
	return b.String()
}

// RefusalCounts lists the refusals by the code of their first error, the
// most frequent first, a line each with an example (Stats.RefusedExample).
func (r *Result) RefusalCounts() string {
	codes := make([]string, 0, len(r.Stats.RefusedCodes))
	for k := range r.Stats.RefusedCodes {
		codes = append(codes, k)
	}
	sort.Slice(codes, func(i, j int) bool {
		a, b := r.Stats.RefusedCodes[codes[i]], r.Stats.RefusedCodes[codes[j]]
		return a > b || a == b && codes[i] < codes[j]
	})
	var b strings.Builder
	b.WriteString("refused, by code:")
	for _, k := range codes {
		fmt.Fprintf(&b, "\n  %s %d, e.g. %s", k, r.Stats.RefusedCodes[k], r.Stats.RefusedExample[k])
	}
	return b.String()
}

// writeCounts writes label and each key of counts with its count, in the
// keys' order; nothing when counts is empty.
func writeCounts(b *strings.Builder, label string, counts map[string]int) {
	if len(counts) == 0 {
		return
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.WriteString(label)
	for _, k := range keys {
		fmt.Fprintf(b, " %s (%d)", k, counts[k])
	}
}

// PairTable renders, per source and target, how many translations were
// compared / refused / left without a fixture / different.
func (r *Result) PairTable(sources, targets []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s", "src\\tgt")
	for _, t := range targets {
		fmt.Fprintf(&b, " %-15s", t)
	}
	b.WriteString("\n")
	for _, s := range sources {
		fmt.Fprintf(&b, "%-9s", s)
		for _, t := range targets {
			p := r.Stats.Pairs[s+"->"+t]
			if p == nil {
				p = &PairStats{}
			}
			fmt.Fprintf(&b, " %-15s", fmt.Sprintf("%d/%d/%d/%d", p.Compared, p.Refused, p.FixtureSkip, p.Differences))
		}
		b.WriteString("\n")
	}
	b.WriteString("(compared/refused/no fixture/differences)\n")
	return b.String()
}
