package difftest

import (
	"regexp"
	"slices"
)

// KnownBug is a bug difftest finds that is not fixed yet: how to
// recognize its differences, and a minimal reproducer.
type KnownBug struct {
	ID      string
	Summary string
	// Kind, Targets (nil: any), Engine ("": any), Sources (nil: any) and
	// Detail recognize its differences.
	Kind    string
	Sources []string
	Targets []string
	Engine  string
	Detail  *regexp.Regexp
	// Translation, when set, must match the SQL that misbehaved; Query
	// the source query.
	Translation *regexp.Regexp
	Query       *regexp.Regexp
	// Repro is a minimal case; ReproTarget the target it misbehaves in.
	Repro       Case
	ReproTarget string
	// NeedsEngines: the bug shows only with the real engines (a source
	// query the reference executor refuses is otherwise just skipped).
	NeedsEngines bool
}

// Match reports whether d is an instance of the bug.
func (k *KnownBug) Match(d *Difference) bool {
	return d.Kind == k.Kind &&
		(k.Sources == nil || slices.Contains(k.Sources, d.Case.Source)) &&
		(k.Targets == nil || slices.Contains(k.Targets, d.Target)) &&
		(k.Engine == "" || k.Engine == d.Engine) &&
		(k.Detail == nil || k.Detail.MatchString(d.Detail)) &&
		(k.Translation == nil || k.Translation.MatchString(d.Translation)) &&
		(k.Query == nil || k.Query.MatchString(d.Case.querySQL()))
}

// SkipKnown returns the ID of the known bug d is an instance of, or "".
func SkipKnown(d *Difference) string {
	for i := range Known {
		if Known[i].Match(d) {
			return Known[i].ID
		}
	}
	return ""
}

var hiveFamily = []string{"hive", "spark", "doris"}

// Known lists the bugs difftest has found that are not fixed yet. The
// short pass (TestDifftest) leaves them out; the long one
// (LATERAL_DIFFTEST_LONG=1) and TestKnownBugs with LATERAL_KNOWN_BUGS=1
// fail on them. Remove an entry once TestKnownBugs says it is fixed.
var Known = []KnownBug{
	{
		ID: "doris-json-array-invalid-text-postgres",
		Summary: "Doris explode_json_array_* give no row (one NULL row with _outer) for a string that is not valid JSON; " +
			"the PostgreSQL translation casts it to json, which PostgreSQL 15 cannot test without raising (warning W011, " +
			"documented at pgJSONArrayArg): the query fails there instead of returning the rows",
		Kind: KindError, Sources: []string{"doris"}, Targets: []string{"postgres"},
		Detail: regexp.MustCompile(`malformed JSON|invalid input syntax for type json`),
		Query:  regexp.MustCompile(`explode_json_array_`),
		Repro: Case{Source: "doris",
			RawSetup: "CREATE TABLE t (id INT, ja STRING);\nINSERT INTO t VALUES\n  (1, 'not json'),\n  (2, '[1, 2]')",
			RawQuery: "SELECT t.id, a.j FROM t LATERAL VIEW explode_json_array_string_outer(t.ja) a AS j"},
		ReproTarget: "postgres",
	},
	{
		ID: "duckdb-empty-timestamptz-series-join",
		Summary: "DuckDB 1.5 fails with an internal error (\"Information loss on integer cast\") preparing a join with a " +
			"generate_series of TIMESTAMPTZ whose constant bounds make it empty (start after end, positive step): " +
			"the PostgreSQL date series is written so for DuckDB and fails loudly there; the same series of " +
			"TIMESTAMP, or alone in FROM, gives no row as it should",
		Kind: KindInternal, Sources: []string{"postgres"}, Targets: []string{"duckdb"}, Engine: "duckdb",
		Detail:      regexp.MustCompile(`Information loss on integer cast`),
		Translation: regexp.MustCompile(`AS TIMESTAMPTZ\)`),
		Repro: Case{Source: "postgres",
			RawSetup: "CREATE TABLE t (id INTEGER, s TEXT);\nINSERT INTO t VALUES\n  (2, NULL)",
			RawQuery: "SELECT count(t.s) AS g9 FROM t, generate_series(DATE '2024-03-01', DATE '2024-02-01', INTERVAL '1 day') AS a1(d2)"},
		ReproTarget:  "duckdb",
		NeedsEngines: true,
	},
	{
		ID: "duckdb-ascii-substr-before-start",
		Summary: "DuckDB 1.5's substr(s, p, l) with a start before the first character (p < -length(s), l > 0) gives " +
			"two answers: the window where it is (substr('abc', -5, 3) is 'a') for constants, VALUES rows, unnest " +
			"output and a column holding a non-ASCII string, and the window moved to the first character ('abc') " +
			"for a stored column whose strings are all ASCII (its ASCII path). lateral reads the first, which the " +
			"translations for DuckDB keep (their substr never starts before the string); the source query run " +
			"on DuckDB over such a column gives the second",
		Kind: KindRows, Sources: []string{"duckdb"}, Targets: []string{"duckdb"}, Engine: "duckdb",
		Query: regexp.MustCompile(`(?i)substr`),
		Repro: Case{Source: "duckdb",
			RawSetup: "CREATE TABLE t (id INTEGER, s VARCHAR);\nINSERT INTO t VALUES\n  (5, 'b')",
			RawQuery: "SELECT substr(s, -2, 1) AS c6 FROM t"},
		ReproTarget:  "duckdb",
		NeedsEngines: true,
	},
}
