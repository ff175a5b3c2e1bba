package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A derived table without an alias (Spark, DuckDB, PostgreSQL 16+,
// Snowflake, BigQuery allow one) types its columns as an aliased one does
// (types.go addRel): each query is refused, or translated, as its aliased
// form is. Before, its columns had no type and the first two were kept.
func TestUnaliasedDerivedTypes(t *testing.T) {
	const schema = "CREATE TABLE t (i INT, s STRING, d DOUBLE, m MAP<STRING, INT>, arr ARRAY<INT>)"
	opts := lateral.TranslateOptions{Schema: schema}
	refused := []struct{ to, in, code string }{
		// a DOUBLE written as text (casts/spark_union_unaliased_derived_float)
		{"duckdb", "SELECT CAST(x AS STRING) AS h FROM (SELECT d AS x FROM t)", "T087"},
		{"trino", "SELECT x FROM (SELECT s AS x FROM t) UNION ALL SELECT x FROM (SELECT d AS x FROM t)", "T087"},
		// a map's subscript, which PostgreSQL has no map for
		{"postgres", "SELECT x['k'] AS h FROM (SELECT m AS x FROM t)", "T063"},
	}
	for _, c := range refused {
		for _, in := range []string{c.in, strings.ReplaceAll(c.in, " FROM t)", " FROM t) AS q")} {
			tr, err := lateral.Translate(in, "spark", c.to, opts)
			wantRefusal(t, tr, err, c.code)
		}
	}
	// explode of a map column read through the derived table: a map's
	// keys and values (run on DuckDB 1.5: a 2-entry map gives 2 rows)
	tr := mustTranslate(t, "SELECT explode(x) FROM (SELECT m AS x FROM t)", "spark", "duckdb", opts)
	if !strings.Contains(tr.SQL, "map_keys(x)") {
		t.Errorf("explode of a map: %s", tr.SQL)
	}
	// an array's 0-based subscript is shifted
	tr = mustTranslate(t, "SELECT x[0] AS h FROM (SELECT arr AS x FROM t)", "spark", "duckdb", opts)
	if !strings.Contains(tr.SQL, "x[1]") {
		t.Errorf("subscript: %s", tr.SQL)
	}

	// a star's columns are not known: a bare d in the subquery reads u's
	// DOUBLE d, not the outer STRING d, and its type is unknown (W024),
	// aliased or not (before, the outer d's STRING was read and the cast
	// kept without a word)
	opts.Schema = schema + "; CREATE TABLE u (d DOUBLE)"
	for _, in := range []string{
		"SELECT (SELECT CAST(d AS STRING) FROM (SELECT * FROM u) LIMIT 1) AS h FROM (SELECT s AS d FROM t)",
		"SELECT (SELECT CAST(d AS STRING) FROM (SELECT * FROM u) AS q LIMIT 1) AS h FROM (SELECT s AS d FROM t) AS p",
	} {
		if tr := mustTranslate(t, in, "spark", "duckdb", opts); !hasWarning(tr, "W024") {
			t.Errorf("%s: want W024, got %v", in, tr.Warnings)
		}
	}
}
