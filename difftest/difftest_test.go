package difftest

import (
	"context"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

func TestMain(m *testing.M) { os.Exit(pgtemp.ForTests(m)) }

// Environment of the tests:
//
//	LATERAL_DIFFTEST_LONG=1   a long pass (2000 cases, 400 with engines) that also fails on the known bugs
//	LATERAL_KNOWN_BUGS=1      TestKnownBugs fails on every known bug that still reproduces
//	LATERAL_REQUIRE_ENGINES=1 a missing PostgreSQL or DuckDB fails TestDifftestEngines instead of skipping it
const (
	envLong      = "LATERAL_DIFFTEST_LONG"
	envKnownBugs = "LATERAL_KNOWN_BUGS"
)

// The seeds of the short passes. The cases depend only on the seed and the
// generator, so a failure here reproduces with
// `lateral difftest --seed 1 --iteration N --iterations 1 --source S --targets T`.
const (
	shortSeed   = 1
	enginesSeed = 2
)

func long() bool { return os.Getenv(envLong) == "1" }

// reportDifferences fails t with the reproducer of every difference.
func reportDifferences(t *testing.T, res *Result) {
	t.Helper()
	t.Log(res.Summary())
	for _, d := range res.Differences {
		t.Errorf("\n%s", d.Report())
	}
}

// checkCoverage fails a pass that compared too little to mean anything:
// a generator whose queries the source stops accepting, or a translator
// that refuses everything, would otherwise pass vacuously.
func checkCoverage(t *testing.T, res *Result) {
	t.Helper()
	st := res.Stats
	if st.SourceInvalid*4 > st.Cases {
		t.Errorf("%d of %d generated queries do not run in their own dialect on the reference executor: %v", st.SourceInvalid, st.Cases, st.SourceErrors)
	}
	if st.Compared < 2*st.Cases {
		t.Errorf("only %d translations compared for %d cases", st.Compared, st.Cases)
	}
}

// TestDifftest is the short seeded pass on the reference executor: every
// source, every target, 200 cases. Known bugs (Known) are left out of it
// and listed in the log; the long mode fails on them.
func TestDifftest(t *testing.T) {
	opts := Options{Seed: shortSeed, Iterations: 200, Skip: SkipKnown}
	if long() {
		opts.Iterations, opts.Skip = 2000, nil
	} else if testing.Short() {
		opts.Iterations = 60
	}
	res, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	reportDifferences(t, res)
	checkCoverage(t, res)
}

// TestDifftestEngines is the short pass with PostgreSQL and DuckDB: the
// postgres and duckdb translations, and postgres and duckdb sources, run
// on the real engines too.
func TestDifftestEngines(t *testing.T) {
	dsn := pgtemp.Shared(t)
	if !engines.DuckDBAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
	opts := Options{Seed: enginesSeed, Iterations: 50, Skip: SkipKnown, Engines: true, PostgresDSN: dsn}
	if long() {
		opts.Iterations, opts.Skip = 400, nil
	} else if testing.Short() {
		opts.Iterations = 20
	}
	res, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	reportDifferences(t, res)
	checkCoverage(t, res)
	if res.Stats.EngineRuns < opts.Iterations {
		t.Errorf("only %d runs on real engines for %d cases", res.Stats.EngineRuns, opts.Iterations)
	}
}

// TestKnownBugs runs the reproducer of every known bug. A bug that still
// reproduces is skipped, or fails with LATERAL_KNOWN_BUGS=1; one that no
// longer does is logged, to be removed from Known.
func TestKnownBugs(t *testing.T) {
	var dsn string
	for i := range Known {
		k := &Known[i]
		t.Run(k.ID, func(t *testing.T) {
			opts := &Options{Targets: []string{k.ReproTarget}}
			if k.NeedsEngines {
				if !engines.DuckDBAvailable {
					pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
				}
				if dsn == "" {
					dsn = pgtemp.Shared(t)
				}
				opts.Engines, opts.PostgresDSN = true, dsn
			}
			kc := &checker{opts: opts}
			if opts.Engines {
				pg, err := engines.Open(context.Background(), engines.Postgres, dsn)
				if err != nil {
					t.Fatal(err)
				}
				defer pg.Close()
				kc.pg = pg
			}
			c := k.Repro
			var st Stats
			for _, d := range kc.check(context.Background(), &c, &filter{target: k.ReproTarget}, &st) {
				if !k.Match(d) {
					continue
				}
				if os.Getenv(envKnownBugs) == "1" {
					t.Errorf("known bug %s: %s\n%s", k.ID, k.Summary, d.Report())
					return
				}
				t.Skipf("known bug %s still reproduces (%s=1 to fail): %s", k.ID, envKnownBugs, firstLine(d.Detail))
			}
			t.Logf("known bug %s no longer reproduces: remove it from Known (differences left: %d, source skipped: %v)", k.ID, st.Differences, st.SourceErrors)
		})
	}
}

// ordShift matches the shift of a 1-based ordinality to Hive's 0-based position.
var ordShift = regexp.MustCompile(`(_ord[0-9]+) - 1\b`)

// TestDetectsWrongTranslations is the harness's self-test: translations
// broken on purpose (OUTER dropped, the position base not shifted) must be
// caught as row differences and shrunk to a small reproducer.
func TestDetectsWrongTranslations(t *testing.T) {
	breakers := map[string]func(string) string{
		"outer dropped": func(s string) string {
			s = strings.ReplaceAll(s, "LEFT JOIN UNNEST", "CROSS JOIN UNNEST")
			return strings.ReplaceAll(s, ") ON TRUE", ")")
		},
		"position not shifted": func(s string) string { return ordShift.ReplaceAllString(s, "$1") },
	}
	for name, broken := range breakers {
		t.Run(name, func(t *testing.T) {
			opts := Options{Seed: 7, Iterations: 200, Sources: []string{"hive", "spark"}, Targets: []string{"trino"}, MaxShrinkSteps: 300}
			opts.translate = func(sql, from, to string, o lateral.TranslateOptions) (*lateral.Translation, error) {
				tr, err := lateral.Translate(sql, from, to, o)
				if err == nil && !strings.HasPrefix(sql, "CREATE") {
					tr.SQL = broken(tr.SQL)
				}
				return tr, err
			}
			res, err := Run(context.Background(), opts)
			if err != nil {
				t.Fatal(err)
			}
			var found *Difference
			for _, d := range res.Differences {
				if d.Kind == KindRows {
					found = d
				}
			}
			if found == nil {
				t.Fatalf("a broken translation went unnoticed: %s", res.Summary())
			}
			rows := 0
			for _, tb := range found.Case.Fixture.prune(found.Case.querySQL()).Tables {
				rows += len(tb.Rows)
			}
			if rows > 2 || len(found.Case.Query.Items) > 1 || len(found.Case.Query.Where) > 0 {
				t.Errorf("the reproducer was not shrunk (%d rows, %d items, %d conjuncts):\n%s", rows, len(found.Case.Query.Items), len(found.Case.Query.Where), found.Report())
			}
		})
	}
}

// TestGenerateDeterministic: a case depends only on (seed, iteration,
// source), which is what makes a reported seed reproducible.
func TestGenerateDeterministic(t *testing.T) {
	for _, src := range AllSources {
		for i := 0; i < 20; i++ {
			a, b := NewCase(11, i, src), NewCase(11, i, src)
			if a.SQL() != b.SQL() || a.FixtureSQL() != b.FixtureSQL() {
				t.Fatalf("%s iteration %d differs between two generations", src, i)
			}
		}
	}
}

// TestRunSetupSchema: the column types of RunOptions.Setup's CREATE TABLE
// statements reach the query's canonical form, as they do when the CREATE
// TABLE is in the query's own script (a Trino UNNEST of an array of rows
// expands the row's fields into columns, T5). difftest found it broken; it
// runs its fixtures in the query's script, which works either way.
func TestRunSetupSchema(t *testing.T) {
	setup := "CREATE TABLE t (id INTEGER, sa ARRAY(ROW(a INTEGER, b VARCHAR)));\n" +
		"INSERT INTO t VALUES (1, ARRAY[CAST(ROW(1, 'x') AS ROW(a INTEGER, b VARCHAR))])"
	query := "SELECT t.id, u.a, u.b FROM t CROSS JOIN UNNEST(t.sa) AS u(a, b)"
	if o := runReference(context.Background(), "trino", setup, query); o.err != nil {
		t.Fatalf("in one script: %v", o.err)
	}
	rows, err := lateral.Run(context.Background(), query, "trino", lateral.RunOptions{Setup: []string{setup}})
	if err != nil {
		t.Fatalf("with the CREATE TABLE in RunOptions.Setup: %v", err)
	}
	defer rows.Close()
	got, err := rows.All()
	if err != nil || len(got) != 1 || len(got[0]) != 3 {
		t.Fatalf("with the CREATE TABLE in RunOptions.Setup: %v, %v", got, err)
	}
}

// TestRunBounded: the limits difftest runs with stop a runaway query.
func TestRunBounded(t *testing.T) {
	o := runReference(context.Background(), "spark", "CREATE TABLE t (id INT);\nINSERT INTO t VALUES (1)",
		"SELECT a.x FROM t LATERAL VIEW explode(sequence(1, 1000000)) a AS x")
	var le interface{ Error() string }
	if o.err == nil || !errors.As(o.err, &le) || !strings.Contains(o.err.Error(), "max_rows") {
		t.Fatalf("a million rows: %v", o.err)
	}
}
