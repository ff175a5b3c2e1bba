package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const groupBySchema = "CREATE TABLE t (k VARCHAR, n INTEGER); CREATE TABLE u (k VARCHAR, z INTEGER)"

// GROUP BY positions and output names the target reads otherwise than the
// source (group_by_names.go): PostgreSQL, DuckDB, Spark, Trino read a bare
// integer as a position, Hive (hive.groupby.position.alias false by
// default) and ANSI SQL do not; PostgreSQL, DuckDB, Spark, Snowflake read an
// output name where FROM has no column of that name, Hive, Trino, Presto
// and ANSI SQL never, Drill (and BigQuery, counted with it) before the FROM
// column.
func TestGroupByNamesRewrite(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: groupBySchema}
	for _, tc := range []struct {
		name, from, to, in, want string
		opts                     lateral.TranslateOptions
	}{
		{"issue #3: a position to Hive", "postgres", "hive",
			"SELECT upper(k), count(*) FROM t GROUP BY 1",
			"SELECT upper(k) AS upper, count(*) AS count FROM t GROUP BY upper(k)", lateral.TranslateOptions{}},
		{"without the schema, a name the select list reads as a FROM column", "postgres", "bigquery",
			"SELECT coalesce(region, '-') AS region, count(*) AS n FROM s GROUP BY region",
			"SELECT coalesce(region, '-') AS region, count(*) AS n FROM s GROUP BY s.region", lateral.TranslateOptions{}},
		{"a qualified read is a FROM column too", "postgres", "bigquery",
			"SELECT coalesce(s.region, '-') AS region, count(*) AS n FROM sales AS s GROUP BY region",
			"SELECT coalesce(s.region, '-') AS region, count(*) AS n FROM sales AS s GROUP BY s.region", lateral.TranslateOptions{}},
		{"the same in ROLLUP, Spark to Drill", "spark", "drill",
			"SELECT CASE WHEN grouping(region) = 1 THEN 'ALL' ELSE region END AS region, sum(v) AS v FROM s GROUP BY ROLLUP (region)",
			"SELECT CASE WHEN grouping(region) = 1 THEN 'ALL' ELSE region END AS region, sum(v) AS v FROM s GROUP BY ROLLUP (s.region)", lateral.TranslateOptions{}},
		{"a name WHERE reads as a FROM column", "postgres", "bigquery",
			"SELECT upper(region) AS region, count(*) AS n FROM s WHERE region <> 'x' GROUP BY region",
			"SELECT upper(region) AS region, count(*) AS n FROM s WHERE region <> 'x' GROUP BY s.region", lateral.TranslateOptions{}},
		{"a position to ANSI", "trino", "ansi",
			"SELECT n + 1 AS m, count(*) AS c FROM t GROUP BY 1",
			"SELECT n + 1 AS m, count(*) AS c FROM t GROUP BY n + 1", lateral.TranslateOptions{}},
		{"positions in GROUPING SETS", "postgres", "ansi",
			"SELECT upper(k), n, count(*) FROM t GROUP BY GROUPING SETS ((1, 2), (2), ())",
			"SELECT upper(k) AS \"UPPER\", n, count(*) AS \"COUNT\" FROM t GROUP BY GROUPING SETS ((upper(k), n), (n), ())", lateral.TranslateOptions{}},
		{"an output name FROM does not have, to Hive", "spark", "hive",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY kk",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY upper(k)", withSchema},
		{"an output name to Trino, in ROLLUP", "postgres", "trino",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY ROLLUP(kk)",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY ROLLUP (upper(k))", withSchema},
		{"PostgreSQL's name of an unaliased item", "postgres", "trino",
			"SELECT upper(k), count(*) AS c FROM t GROUP BY upper",
			"SELECT upper(k) AS upper, count(*) AS c FROM t GROUP BY upper(k)", withSchema},
		{"a WITH query's columns tell", "postgres", "hive",
			"WITH w AS (SELECT k AS c FROM t) SELECT upper(c) AS d, count(*) AS e FROM w GROUP BY d",
			"WITH w AS (SELECT k AS c FROM t) SELECT upper(c) AS d, count(*) AS e FROM w GROUP BY upper(c)", lateral.TranslateOptions{}},
		{"the input column, to a target reading the output name first", "postgres", "drill",
			"SELECT upper(k) AS k, count(*) AS c FROM t GROUP BY k",
			"SELECT upper(k) AS k, count(*) AS c FROM t GROUP BY t.k", withSchema},
		{"Drill reads the output name first", "drill", "postgres",
			"SELECT upper(k) AS k, count(*) AS c FROM t GROUP BY k",
			"SELECT upper(k) AS k, count(*) AS c FROM t GROUP BY upper(k)", lateral.TranslateOptions{}},
		{"Hive's name is the input column: the only table of unknown columns", "hive", "duckdb",
			"SELECT upper(j) AS k, count(*) AS c FROM v GROUP BY k",
			"SELECT upper(j) AS k, count(*) AS c FROM v GROUP BY v.k", lateral.TranslateOptions{}},
		{"Hive's constant beside another key is dropped", "hive", "trino",
			"SELECT k, 1 AS one, count(*) AS c FROM t GROUP BY k, 1",
			"SELECT k, 1 AS one, count(*) AS c FROM t GROUP BY k", lateral.TranslateOptions{}},
		{"Hive's constant alone, to PostgreSQL", "hive", "postgres",
			"SELECT count(*) AS c FROM t GROUP BY 1",
			"SELECT count(*) AS c FROM t GROUP BY CAST(1 AS INTEGER)", lateral.TranslateOptions{}},
		{"Hive's constant alone, to ANSI", "hive", "ansi",
			"SELECT count(*) AS c FROM t GROUP BY 1",
			"SELECT count(*) AS c FROM t GROUP BY CAST(1 AS INTEGER)", lateral.TranslateOptions{}},
		{"ANSI to ANSI: never a bare integer", "ansi", "ansi",
			"SELECT upper(k), count(*) FROM t GROUP BY 1",
			"SELECT upper(k), count(*) FROM t GROUP BY upper(k)", lateral.TranslateOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, tc.opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "group_by_names", true)
		})
	}
}

func TestGroupByNamesNoOp(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: groupBySchema}
	for _, tc := range []struct {
		name, from, to, in string
		opts               lateral.TranslateOptions
	}{
		{"positions read alike", "postgres", "duckdb",
			"SELECT upper(k) AS u, count(*) AS c FROM t GROUP BY 1", lateral.TranslateOptions{}},
		{"Hive to Hive", "hive", "hive",
			"SELECT count(*) FROM t GROUP BY 1", lateral.TranslateOptions{}},
		{"the input column of the output name's name", "postgres", "hive",
			"SELECT upper(k) AS k, count(*) AS c FROM t GROUP BY k", withSchema},
		{"output names read alike, whatever FROM has", "postgres", "snowflake",
			"SELECT upper(k) AS kk, count(*) AS c FROM v GROUP BY kk", lateral.TranslateOptions{}},
		{"a plain reference to the same column", "postgres", "hive",
			"SELECT t.k AS k, count(*) AS c FROM t, u GROUP BY k", lateral.TranslateOptions{}},
		{"a name no select item has", "postgres", "trino",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY k", lateral.TranslateOptions{}},
		{"an expression", "postgres", "hive",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY upper(k)", lateral.TranslateOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, tc.opts)
			if tr.SQL != tc.in {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.in)
			}
			checkFired(t, tr, "group_by_names", false)
		})
	}
}

// The refusals and their positions: T120 a position or an output name the
// target cannot be given (out of range, an aggregate, a star, an ambiguous
// name; PostgreSQL 15 rejects each of these too), T121 a name the schema
// cannot tell apart, T122 Hive's constant for a target that would read a
// position, T123 a name the source rejects and the target would read.
func TestGroupByNamesRefuse(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: groupBySchema}
	for _, tc := range []struct {
		name, from, to, in string
		opts               lateral.TranslateOptions
		code               string
		line, col          int
	}{
		{"a position out of range", "postgres", "hive",
			"SELECT upper(k), count(*) FROM t GROUP BY 3", withSchema, "T120", 1, 43},
		{"a position of an aggregate", "postgres", "hive",
			"SELECT upper(k), count(*)\nFROM t\nGROUP BY 1, 2", withSchema, "T120", 3, 13},
		{"a window", "duckdb", "hive",
			"SELECT k, row_number() OVER () AS r FROM t GROUP BY k, r", withSchema, "T120", 1, 56},
		{"a position of a star", "postgres", "hive",
			"SELECT *, count(*) FROM t GROUP BY 1, 2", withSchema, "T120", 1, 36},
		{"an ambiguous output name", "postgres", "hive",
			"SELECT upper(k) AS kk, lower(k) AS kk FROM t GROUP BY kk", withSchema, "T120", 1, 55},
		{"an output name FROM may have", "postgres", "hive",
			"SELECT upper(k) AS kk, count(*) FROM t GROUP BY kk", lateral.TranslateOptions{}, "T121", 1, 49},
		{"the input column for Drill, unknown", "postgres", "drill",
			"SELECT upper(j) AS k, count(*) AS c FROM t GROUP BY k", lateral.TranslateOptions{}, "T121", 1, 53},
		{"a FROM column of one of two tables", "postgres", "bigquery",
			"SELECT coalesce(region, '-') AS region, count(*) AS n FROM s JOIN r ON s.k = r.k GROUP BY region", lateral.TranslateOptions{}, "T121", 1, 91},
		{"a name read in a subquery only", "postgres", "bigquery",
			"SELECT upper(j) AS k, count(*) AS c FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = k) GROUP BY k", lateral.TranslateOptions{}, "T121", 1, 98},
		{"Hive's constant alone, to Trino", "hive", "trino",
			"SELECT count(*) AS c FROM t GROUP BY 1", lateral.TranslateOptions{}, "T122", 1, 38},
		{"Hive's constant in a grouping set, to Spark", "hive", "spark",
			"SELECT k, count(*) AS c FROM t GROUP BY k, ROLLUP(1)", lateral.TranslateOptions{}, "T122", 1, 51},
		{"an output name Hive rejects", "hive", "duckdb",
			"SELECT upper(k) AS kk, count(*) AS c FROM t GROUP BY kk", withSchema, "T123", 1, 54},
		{"an output name for a constant", "drill", "postgres",
			"SELECT 5 AS c, count(*) AS n FROM t GROUP BY c", lateral.TranslateOptions{}, "T120", 1, 46},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, tc.opts)
			wantRefusalAt(t, tr, err, tc.code, tc.line, tc.col)
		})
	}
}
