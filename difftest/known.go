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
		ID:      "lateral-rows-from",
		Summary: "PostgreSQL `LATERAL ROWS FROM (...)` (valid: LATERAL may precede a ROWS FROM function table) is a syntax error for lateral (P001 unexpected FROM, expected '(')",
		Kind:    KindError, Sources: []string{"postgres"}, Engine: OnReference,
		Detail:       regexp.MustCompile(`unexpected FROM, expected '\('`),
		Repro:        Case{Source: "postgres", RawSetup: "CREATE TABLE t (id INTEGER, arr INTEGER[]);\nINSERT INTO t VALUES (1, ARRAY[1, 2])", RawQuery: "SELECT a.x, a.y FROM t CROSS JOIN LATERAL ROWS FROM (unnest(t.arr), unnest(t.arr)) AS a(x, y)"},
		ReproTarget:  "postgres",
		NeedsEngines: true,
	},
	{
		ID:      "array-contains-to-postgres",
		Summary: "Hive/Spark array_contains, Trino/Presto contains and DuckDB list_contains are printed unchanged for postgres, where the function does not exist (the reference executor accepts every dialect's functions in every dialect, so only the real engine sees it); they need `x = ANY(arr)` with each source's NULL rule, or a refusal",
		Kind:    KindError, Targets: []string{"postgres"}, Engine: OnPostgres,
		Detail:       regexp.MustCompile(`function (array_contains|contains|list_contains)\(.*\) does not exist`),
		Repro:        Case{Source: "spark", RawSetup: "CREATE TABLE t (id INT, arr ARRAY<INT>);\nINSERT INTO t VALUES (1, array(1, NULL)), (2, array(2, NULL)), (3, NULL)", RawQuery: "SELECT t.id, array_contains(t.arr, 1) AS c FROM t"},
		ReproTarget:  "postgres",
		NeedsEngines: true,
	},
	{
		ID:      "nested-array-to-postgres",
		Summary: "arrays of arrays are translated to PostgreSQL INTEGER[][] although PostgreSQL arrays are rectangular and `aa[1]` of a 2-D array is an element, not a row: ragged data does not load, and unnest(t.aa[1]) fails (function unnest(integer) does not exist); the translation must be refused",
		Kind:    KindError, Targets: []string{"postgres"}, Engine: OnPostgres,
		Detail:       regexp.MustCompile(`function unnest\(integer\) does not exist`),
		Repro:        Case{Source: "spark", RawSetup: "CREATE TABLE t (id INT, aa ARRAY<ARRAY<INT>>);\nINSERT INTO t VALUES (1, array(array(1, 2), array(3, 4)))", RawQuery: "SELECT t.id, e.x FROM t LATERAL VIEW explode(t.aa[0]) e AS x"},
		ReproTarget:  "postgres",
		NeedsEngines: true,
	},
	{
		ID:      "nested-array-fixture-postgres",
		Summary: "(the fixture side of nested-array-to-postgres) ragged arrays of arrays translated to PostgreSQL do not load: multidimensional arrays must have array expressions with matching dimensions",
		Kind:    KindFixture, Targets: []string{"postgres"}, Engine: OnPostgres,
		Detail:       regexp.MustCompile(`multidimensional arrays must have array expressions with matching dimensions`),
		Repro:        Case{Source: "spark", RawSetup: "CREATE TABLE t (id INT, aa ARRAY<ARRAY<INT>>);\nINSERT INTO t VALUES (1, array(array(1, 2), array(3)))", RawQuery: "SELECT t.id, size(t.aa) AS n FROM t"},
		ReproTarget:  "postgres",
		NeedsEngines: true,
	},
	{
		ID:      "nested-array-cardinality-postgres",
		Summary: "(silently wrong) Hive/Spark size(aa) of an array of arrays becomes PostgreSQL coalesce(cardinality(aa), -1), which counts every element of the 2-D array: size(array(array(1, 2), array(3, 4))) is 2, the translation gives 4",
		Kind:    KindRows, Targets: []string{"postgres"}, Engine: OnPostgres,
		Translation:  regexp.MustCompile(`cardinality\(`),
		Repro:        Case{Source: "spark", RawSetup: "CREATE TABLE t (id INT, aa ARRAY<ARRAY<INT>>);\nINSERT INTO t VALUES (1, array(array(1, 2), array(3, 4)))", RawQuery: "SELECT t.id, size(t.aa) AS n FROM t"},
		ReproTarget:  "postgres",
		NeedsEngines: true,
	},

	{
		ID:      "trino-row-wrap-unnest",
		Summary: "Hive/Spark explode of an array of structs becomes Trino `UNNEST(transform(t.sa, x -> ROW(x))) AS a(st)`, and the reference executor does not expand the single-field ROW when the element is NULL: `a.st.b` fails with 'struct has no field \"b\"' (Trino gives st = NULL, st.b = NULL); `SELECT r.st.b FROM UNNEST(transform(CAST(ARRAY[ROW(1, 'q')] AS ARRAY(ROW(a INTEGER, b VARCHAR))), x -> ROW(x))) AS r(st)` fails the same way without any table",
		Kind:    KindError, Targets: []string{"presto", "trino"}, Engine: OnReference,
		Detail:      regexp.MustCompile(`struct has no field`),
		Repro:       Case{Source: "spark", RawSetup: "CREATE TABLE t (id INT, sa ARRAY<STRUCT<a: INT, b: STRING>>);\nINSERT INTO t VALUES (3, CAST(array(NULL) AS ARRAY<STRUCT<a: INT, b: STRING>>))", RawQuery: "SELECT e.st.b AS b FROM t LATERAL VIEW explode(t.sa) e AS st"},
		ReproTarget: "trino",
	},
}
