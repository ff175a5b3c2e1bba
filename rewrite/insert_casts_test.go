package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const insertSchema = "CREATE TABLE t (x INT, s STRING, b BIGINT); " +
	"CREATE TABLE u (y DOUBLE, n DECIMAL(5,2), v STRING, i INT); " +
	"CREATE TABLE pt (x INT) PARTITIONED BY (p INT, q STRING); " +
	"CREATE TABLE w (y DOUBLE); CREATE TABLE sv (v STRING)"

// An INSERT converts each value to its column's type as the source's
// INSERT does (insert_casts.go): Hive as its CAST (truncating a fraction),
// PostgreSQL by its assignment casts (a double rounded half to even, a
// numeric half away from zero: checked on PostgreSQL 15); the cast is
// then written for the target by cast lowering.
func TestInsertCasts(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: insertSchema}
	for _, tc := range []struct {
		name, from, to, in, want string
		fires                    bool
	}{
		{"hive quotient into INT, to postgres", "hive", "postgres",
			"INSERT INTO t (x) VALUES (7/2), (NULL)",
			"INSERT INTO t (x) VALUES (CAST(CASE WHEN CAST(7 AS DOUBLE PRECISION) / nullif(2, 0) < 0 THEN ceil(CAST(7 AS DOUBLE PRECISION) / nullif(2, 0)) ELSE floor(CAST(7 AS DOUBLE PRECISION) / nullif(2, 0)) END AS INTEGER)), (NULL)", true},
		{"hive double column into INT, to duckdb", "hive", "duckdb",
			"INSERT INTO t SELECT y, v, i FROM u",
			"INSERT INTO t SELECT CAST(CASE WHEN y < 0 THEN ceil(y) ELSE floor(y) END AS INTEGER) AS y, v, i FROM u", true},
		{"an explicit column list", "hive", "duckdb",
			"INSERT INTO t (s, b, x) SELECT v, i, n FROM u",
			"INSERT INTO t (s, b, x) SELECT v, i, CAST(CASE WHEN n < 0 THEN ceil(n) ELSE floor(n) END AS INTEGER) AS n FROM u", true},
		{"each branch of UNION ALL", "hive", "trino",
			"INSERT INTO t (x) SELECT y FROM u UNION ALL SELECT 2",
			"INSERT INTO t (x) SELECT CAST(CASE WHEN y < 0 THEN ceil(y) ELSE floor(y) END AS INTEGER) AS y FROM u UNION ALL SELECT 2", true},
		{"INSERT OVERWRITE, dynamic partition columns last", "hive", "doris",
			"INSERT OVERWRITE TABLE pt PARTITION (p, q) SELECT i, y, v FROM u",
			"INSERT OVERWRITE TABLE pt PARTITION (p, q) SELECT i, CAST(CASE WHEN y < 0 THEN ceil(y) ELSE floor(y) END AS INT) AS y, v FROM u", true},
		{"postgres numeric and double, to hive", "postgres", "hive",
			"INSERT INTO t (x, b) VALUES (2.5, 3.5); INSERT INTO t (x) SELECT y FROM u",
			"INSERT INTO TABLE t (x, b) VALUES (CAST(round(2.5BD) AS INT), CAST(round(3.5BD) AS BIGINT));\nINSERT INTO TABLE t (x) SELECT CAST(bround(y) AS INT) AS y FROM u", true},
		// PostgreSQL 15 and DuckDB store 2 for the 2.5: the UNION ALL
		// makes it a double, rounded half to even
		{"a numeric made a double by UNION ALL", "postgres", "hive",
			"INSERT INTO t (x) SELECT y FROM u UNION ALL SELECT 2.5",
			"INSERT INTO TABLE t (x) SELECT CAST(bround(y) AS INT) AS y FROM u UNION ALL SELECT CAST(bround(CAST(2.5BD AS DOUBLE)) AS INT)", true},
		{"postgres double, to spark", "postgres", "spark",
			"INSERT INTO t (x) SELECT y FROM u",
			"INSERT INTO TABLE t (x) SELECT CAST(bround(y) AS INT) AS y FROM u", true},
		{"trino coerces numbers on INSERT, rounding halves away", "trino", "postgres",
			"INSERT INTO t (x) SELECT y FROM u",
			"INSERT INTO t (x) SELECT CAST(CASE WHEN y - floor(y) < 0.5 THEN floor(y) WHEN y - floor(y) > 0.5 THEN floor(y) + 1 WHEN y < 0 THEN floor(y) ELSE floor(y) + 1 END AS INTEGER) AS y FROM u", true},
		{"a string holding a fraction, hive to duckdb", "hive", "duckdb",
			"INSERT INTO t (x) VALUES ('2.5')",
			"INSERT INTO t (x) VALUES (CASE WHEN regexp_matches('2.5', '^[\\t-\\r\\x1c- ]*[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]*)[\\t-\\r\\x1c- ]*$') THEN TRY_CAST(regexp_extract('2.5', '^[\\t-\\r\\x1c- ]*([+-]?)', 1) || '0' || regexp_extract('2.5', '^[\\t-\\r\\x1c- ]*[+-]?([0-9]*)', 1) AS INTEGER) END)", true},
		// GROUP BY 1 and GROUP BY z group by the item as the source
		// computed it, not by the cast value
		{"GROUP BY a position and an output name", "spark", "postgres",
			"INSERT INTO t (x) SELECT y AS z FROM u GROUP BY 1; INSERT INTO t (x, b) SELECT y AS z, count(*) FROM u GROUP BY ROLLUP (z) HAVING z > 1",
			"INSERT INTO t (x) SELECT CAST(CASE WHEN y < 0 THEN ceil(y) ELSE floor(y) END AS INTEGER) AS z FROM u GROUP BY y;\n" +
				"INSERT INTO t (x, b) SELECT CAST(CASE WHEN y < 0 THEN ceil(y) ELSE floor(y) END AS INTEGER) AS z, count(*) FROM u GROUP BY ROLLUP (y) HAVING y > 1", true},
		// a * of known columns is written as its columns where one needs a
		// cast, and is read for the UNION ALL's column types (PostgreSQL
		// 15: 2.5 in SELECT * FROM w UNION ALL SELECT 2.5, w's column a
		// double, is stored as 2)
		{"a * written as its columns", "postgres", "hive",
			"INSERT INTO t (x) SELECT * FROM w",
			"INSERT INTO TABLE t (x) SELECT CAST(bround(w.y) AS INT) AS y FROM w", true},
		{"a * in a branch of UNION ALL", "postgres", "hive",
			"INSERT INTO t (x) SELECT 2.5 UNION ALL SELECT * FROM w",
			"INSERT INTO TABLE t (x) SELECT CAST(bround(CAST(2.5BD AS DOUBLE)) AS INT) UNION ALL SELECT CAST(bround(w.y) AS INT) AS y FROM w", true},
		{"a qualified * of a join", "hive", "duckdb",
			"INSERT INTO t (x) SELECT w.* FROM u JOIN w ON u.i = w.y",
			"INSERT INTO t (x) SELECT CAST(CASE WHEN w.y < 0 THEN ceil(w.y) ELSE floor(w.y) END AS INTEGER) AS y FROM u JOIN w ON u.i = w.y", true},
		{"no-op: a * that needs no cast stays", "postgres", "hive",
			"INSERT INTO t (s) SELECT * FROM sv",
			"INSERT INTO TABLE t (s) SELECT * FROM sv", false},
		{"no-op: the same types, NULL, an integer into BIGINT, plain digits", "hive", "duckdb",
			"INSERT INTO t VALUES (1, 'a', 2), (NULL, NULL, NULL), ('3', 'b', 4); INSERT INTO t (b, x) SELECT i, i FROM u",
			"INSERT INTO t VALUES (1, 'a', 2), (NULL, NULL, NULL), ('3', 'b', 4);\nINSERT INTO t (b, x) SELECT i, i FROM u", false},
		{"no-op: hive and spark convert alike", "hive", "spark",
			"INSERT INTO t SELECT y, y, n FROM u",
			"INSERT INTO TABLE t SELECT y, y, n FROM u", false},
		{"no-op: postgres raises for text into integer", "postgres", "hive",
			"INSERT INTO t (x) SELECT v FROM u",
			"INSERT INTO TABLE t (x) SELECT v FROM u", false},
		{"no-op: trino raises for double into varchar", "trino", "postgres",
			"INSERT INTO t (s) SELECT y FROM u",
			"INSERT INTO t (s) SELECT y FROM u", false},
		{"no-op: bigquery raises for FLOAT64 into INT64", "bigquery", "hive",
			"INSERT INTO t (x) SELECT y FROM u",
			"INSERT INTO TABLE t (x) SELECT y FROM u", false},
		{"no-op: same dialect", "hive", "hive",
			"INSERT INTO t (x) SELECT y FROM u",
			"INSERT INTO TABLE t (x) SELECT y FROM u", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "insert_casts", tc.fires)
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
}

// A SELECT DISTINCT, a set operation other than UNION ALL and ORDER BY
// with LIMIT pick their rows by the values: casting each item would
// change the rows, and is refused (T079) where a cast is needed.
func TestInsertCastsRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: insertSchema}
	for _, in := range []string{
		"INSERT INTO t (x) SELECT DISTINCT y FROM u",
		"INSERT INTO t (x) SELECT y FROM u UNION SELECT 1",
		"INSERT INTO t (x) SELECT y FROM u ORDER BY y LIMIT 2",
		"INSERT INTO t (x, b) SELECT y, count(*) FROM u GROUP BY ALL",
	} {
		t.Run(in, func(t *testing.T) {
			tr, err := lateral.Translate(in, "duckdb", "hive", opts)
			wantRefusal(t, tr, err, "T079")
		})
		t.Run("no-op "+in, func(t *testing.T) {
			// the same dialect needs no cast: nothing is refused
			if _, err := lateral.Translate(in, "duckdb", "duckdb", opts); err != nil {
				t.Errorf("duckdb to duckdb: %v", err)
			}
		})
	}
}

// Without the columns' types the INSERT is kept, with a warning (W023)
// where a value of fractional or unknown type may be stored otherwise;
// NULL, integers, booleans and strings no dialect reads as a fraction do
// not warn, nor dialects that convert alike.
func TestInsertCastsUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to, schema, in string
		warn                 bool
	}{
		{"hive", "postgres", "", "INSERT INTO t VALUES (7/2)", true},
		{"hive", "duckdb", "", "INSERT INTO t SELECT y FROM u", true},
		{"hive", "duckdb", "", "INSERT INTO t VALUES ('2.5')", true},
		{"hive", "duckdb", "", "INSERT INTO t SELECT * FROM u", true},
		{"postgres", "duckdb", "", "INSERT INTO t VALUES (2.5::float8)", true},
		{"hive", "postgres", "", "INSERT INTO t VALUES (1, 'a', NULL, '3', true)", false},
		{"hive", "postgres", "", "INSERT INTO t SELECT count(*) FROM u", false},
		{"hive", "spark", "", "INSERT INTO t SELECT y FROM u", false},
		{"hive", "postgres", "", "INSERT INTO t SELECT y FROM u UNION SELECT z FROM w", true},
		{"hive", "postgres", "CREATE TABLE u (i INT, y DOUBLE)", "INSERT INTO t SELECT i FROM u", false},
		{"hive", "postgres", "CREATE TABLE u (i INT, y DOUBLE)", "INSERT INTO t SELECT i, y FROM u", true},
		{"postgres", "postgres", "", "INSERT INTO t SELECT y FROM u", false},
		// a * whose columns are not known (a table without a schema, a
		// join USING) in a UNION ALL: whether the UNION makes 2.5 a double
		// cannot be told
		{"postgres", "hive", "CREATE TABLE t (x INT)", "INSERT INTO t SELECT * FROM c UNION ALL SELECT 2.5", true},
		{"postgres", "hive", "CREATE TABLE t (x INT)", "INSERT INTO t SELECT 2.5 UNION ALL SELECT * FROM c", true},
		{"postgres", "spark", "CREATE TABLE t (x INT, s TEXT); CREATE TABLE a (x FLOAT8, s TEXT); CREATE TABLE b (s TEXT)",
			"INSERT INTO t SELECT * FROM a JOIN b USING (s)", true},
		{"postgres", "hive", "CREATE TABLE t (x INT); CREATE TABLE a (x INT)", "INSERT INTO t SELECT * FROM a", false},
		// a fraction into a string column: each dialect writes its own text
		// (PostgreSQL 3, Hive 3.0); with the value's type known the cast
		// is refused (T087, float_text_test.go)
		{"hive", "spark", insertSchema, "INSERT INTO t (s) SELECT y FROM u", false},
		{"hive", "postgres", insertSchema, "INSERT INTO t (s) SELECT i FROM u", false},
		// the column is known, the value's type is not: PostgreSQL raises
		// for some types, so no cast is added
		{"postgres", "hive", "CREATE TABLE t (x INT)", "INSERT INTO t SELECT f(y) FROM u", true},
		{"postgres", "hive", "CREATE TABLE t (x INT)", "INSERT INTO t SELECT 2 FROM u", false},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema})
			if err != nil {
				t.Fatal(err)
			}
			checkWarned(t, tr, "W023", tc.warn)
		})
	}
}

// An INSERT of more values than the table's (or its column list's)
// columns raises in every dialect (PostgreSQL 15: INSERT has more
// expressions than target columns): it is refused at the first value too
// many (T080); as many values, or fewer, are translated.
func TestInsertTooManyValues(t *testing.T) {
	const schema = "CREATE TABLE dst (a INT, b INT); CREATE TABLE src (x INT, y INT); CREATE TABLE src2 (z INT)"
	opts := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct {
		in   string
		line int
		col  int
	}{
		{"INSERT INTO dst VALUES (1, 2), (1, 2, 3)", 1, 39},
		{"INSERT INTO dst (b) SELECT 1, 2", 1, 31},
		{"INSERT INTO dst SELECT * FROM src, src2", 1, 24},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", "hive", opts)
		wantRefusalAt(t, tr, err, "T080", tc.line, tc.col)
	}
	for _, in := range []string{"INSERT INTO dst VALUES (1, 2)", "INSERT INTO dst (b) SELECT 1", "INSERT INTO dst SELECT * FROM src", "INSERT INTO other VALUES (1, 2, 3)"} {
		mustTranslate(t, in, "postgres", "hive", opts)
	}
}
