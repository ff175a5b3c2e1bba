package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestDuckIntLiterals: DuckDB types an integer literal beside a TINYINT or
// SMALLINT operand as that type, where the other dialects read an INTEGER
// (run on DuckDB 1.5: CAST(200 AS SMALLINT) * 300 raises, PostgreSQL 15
// gives 60000): toward DuckDB the literal is cast to INTEGER, beside the
// arithmetic operators and in coalesce, greatest, least and CASE results;
// from DuckDB toward PostgreSQL and ANSI SQL it is cast to the operand's
// type, which raises there as in DuckDB (duck_int_literals.go). Shifts
// (a SMALLINT in PostgreSQL too), two narrow operands, a literal past the
// type's range (an INTEGER in DuckDB too) and a wider operand are left
// alone.
func TestDuckIntLiterals(t *testing.T) {
	for _, tc := range []struct{ from, to, in, want string }{
		{"postgres", "duckdb", "SELECT x::smallint * 300 AS a, 300 * x::smallint AS b FROM t",
			"CAST(x AS SMALLINT) * CAST(300 AS INTEGER) AS a, CAST(300 AS INTEGER) * CAST(x AS SMALLINT) AS b"},
		{"postgres", "duckdb", "SELECT x::smallint / -1 AS a, x::smallint % 2 AS b, x::smallint # 3 AS c, x::smallint & 1 AS d FROM t",
			"CAST(x AS SMALLINT) // CAST(-1 AS INTEGER) AS a, CAST(x AS SMALLINT) % CAST(2 AS INTEGER) AS b, xor(CAST(x AS SMALLINT), CAST(3 AS INTEGER)) AS c, CAST(x AS SMALLINT) & CAST(1 AS INTEGER) AS d"},
		{"postgres", "duckdb", "SELECT (x::smallint + 1) * 1000 AS a, coalesce(x::smallint, 1) AS b, CASE WHEN y THEN x::smallint ELSE 0 END AS c, greatest(x::smallint, 2) AS d FROM t",
			"(CAST(x AS SMALLINT) + CAST(1 AS INTEGER)) * 1000 AS a, coalesce(CAST(x AS SMALLINT), CAST(1 AS INTEGER)) AS b, CASE WHEN y THEN CAST(x AS SMALLINT) ELSE CAST(0 AS INTEGER) END AS c, greatest(CAST(x AS SMALLINT), CAST(2 AS INTEGER)) AS d"},
		{"postgres", "duckdb", "SELECT x::smallint << 2 AS a, x::smallint - 70000 AS b, x::smallint * x::smallint AS c, x::int + 1 AS d, x * 300 AS e FROM t",
			"CAST(x AS SMALLINT) << 2 AS a, CAST(x AS SMALLINT) - 70000 AS b, CAST(x AS SMALLINT) * CAST(x AS SMALLINT) AS c, CAST(x AS INTEGER) + 1 AS d, x * 300 AS e"},
		{"spark", "duckdb", "SELECT CAST(x AS TINYINT) + 100 AS a, CAST(x AS TINYINT) - -100 AS b FROM t",
			"CAST(x AS TINYINT) + CAST(100 AS INTEGER) AS a, CAST(x AS TINYINT) - CAST(-100 AS INTEGER) AS b"},
		{"trino", "duckdb", "SELECT CAST(x AS SMALLINT) * 300 AS a FROM t", "CAST(x AS SMALLINT) * CAST(300 AS INTEGER) AS a"},
		{"duckdb", "postgres", "SELECT x::smallint * 300 AS a, x::smallint // 2 AS b, x::smallint + 100000 AS c FROM t",
			"CAST(x AS SMALLINT) * CAST(300 AS SMALLINT) AS a, CAST(x AS SMALLINT) / CAST(2 AS SMALLINT) AS b, CAST(x AS SMALLINT) + 100000 AS c"},
		{"duckdb", "ansi", "SELECT x::smallint * 300 AS a FROM t", "CAST(x AS SMALLINT) * CAST(300 AS SMALLINT) AS a"},
		// abs of a SMALLINT is a SMALLINT in both (PostgreSQL 15, DuckDB 1.5)
		{"postgres", "duckdb", "SELECT abs(x::smallint) * 300 AS a, (abs(x::smallint) + 1) * 300 AS b FROM t",
			"abs(CAST(x AS SMALLINT)) * CAST(300 AS INTEGER) AS a, (abs(CAST(x AS SMALLINT)) + CAST(1 AS INTEGER)) * 300 AS b"},
		// DuckDB's coalesce, greatest, least and CASE of a SMALLINT and a
		// literal that fits are SMALLINTs (run on DuckDB 1.5:
		// coalesce(200::smallint, 1) * 300 raises); PostgreSQL's integers
		{"duckdb", "postgres", "SELECT coalesce(x::smallint, 1) * 300 AS a, CASE WHEN y THEN x::smallint ELSE 0 END AS b, least(x::smallint, 2) * 3 AS c, coalesce(x::smallint, 70000) * 300 AS d FROM t",
			"coalesce(CAST(x AS SMALLINT), CAST(1 AS SMALLINT)) * CAST(300 AS SMALLINT) AS a, CASE WHEN y THEN CAST(x AS SMALLINT) ELSE CAST(0 AS SMALLINT) END AS b, least(CAST(x AS SMALLINT), CAST(2 AS SMALLINT)) * CAST(3 AS SMALLINT) AS c, coalesce(CAST(x AS SMALLINT), 70000) * 300 AS d"},
		{"duckdb", "duckdb", "SELECT x::smallint * 300 AS a FROM t", "CAST(x AS SMALLINT) * 300 AS a"},
		{"postgres", "postgres", "SELECT x::smallint * 300 AS a FROM t", "CAST(x AS SMALLINT) * 300 AS a"},
	} {
		if tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
	}
	// a SMALLINT column of the schema
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (s SMALLINT)", SchemaDialect: "postgres"}
	if tr := mustTranslate(t, "SELECT s * 300 AS a FROM t", "postgres", "duckdb", opts); !strings.Contains(tr.SQL, "s * CAST(300 AS INTEGER) AS a") {
		t.Errorf("postgres to duckdb: %s", tr.SQL)
	}
}

// TestDuckNarrowGuardJava: DuckDB's + - * // and negation of a TINYINT or
// SMALLINT (a literal beside one taking its type) raise past its range
// (run on DuckDB 1.5: CAST(200 AS SMALLINT) * 300 is "Overflow in
// multiplication of INT16"), where Spark and Hive compute an INT for an
// INT literal and wrap a SMALLINT + SMALLINT (Spark's ANSI compliance
// page: with spark.sql.ansi.enabled false, "the same as the corresponding
// operation in a Java program"): the translation computes in INT and
// raises (assert_true) past the range, a constant that leaves it is
// refused (T169), one that does not is left alone; so is a << (Spark's
// shiftleft is Java's), refused without its operands' types.
func TestDuckNarrowGuardJava(t *testing.T) {
	for _, tc := range []struct{ to, in, want string }{
		{"spark", "SELECT x::smallint * 300 AS a FROM t",
			"CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(CAST(x AS SMALLINT) AS INT) * 300 BETWEEN -32768 AND 32767, TRUE)), TRUE) THEN CAST(CAST(x AS SMALLINT) AS INT) * 300 END AS SMALLINT) AS a"},
		{"hive", "SELECT x::smallint + x::smallint AS a FROM t",
			"CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(CAST(x AS SMALLINT) AS INT) + CAST(x AS SMALLINT) BETWEEN -32768 AND 32767, TRUE)), TRUE) THEN CAST(CAST(x AS SMALLINT) AS INT) + CAST(x AS SMALLINT) END AS SMALLINT) AS a"},
		{"spark", "SELECT -x::tinyint AS a FROM t",
			"CAST(CASE WHEN coalesce(assert_true(coalesce(-CAST(CAST(x AS TINYINT) AS INT) BETWEEN -128 AND 127, TRUE)), TRUE) THEN -CAST(CAST(x AS TINYINT) AS INT) END AS TINYINT) AS a"},
		{"spark", "SELECT x::smallint // 2 AS a, 2::smallint * 300 AS b, x::int * 300 AS c FROM t",
			"CAST(x AS SMALLINT) DIV 2 AS a, CAST(2 AS SMALLINT) * 300 AS b, CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(CAST(x AS INT) AS BIGINT) * 300 BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN CAST(CAST(x AS INT) AS BIGINT) * 300 END AS INT) AS c"},
		// INTEGER arithmetic raises in DuckDB too (run on DuckDB 1.5:
		// CAST(2147483647 AS INTEGER) + 1 is "Overflow in addition of
		// INT32"), and % raises where the quotient leaves the type
		// (CAST(-32768 AS SMALLINT) % -1 is "Overflow in division of -32768
		// / -1"), where Java's int arithmetic wraps and its % gives 0
		{"hive", "SELECT x::int + 1 AS a, -x::int AS b FROM t",
			"CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(CAST(x AS INT) AS BIGINT) + 1 BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN CAST(CAST(x AS INT) AS BIGINT) + 1 END AS INT) AS a, CAST(CASE WHEN coalesce(assert_true(coalesce(-CAST(CAST(x AS INT) AS BIGINT) BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN -CAST(CAST(x AS INT) AS BIGINT) END AS INT) AS b"},
		{"spark", "SELECT x::smallint % -1 AS a, x::int % 7 AS b FROM t",
			"CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(CAST(x AS SMALLINT) AS INT) DIV -1 BETWEEN -32768 AND 32767, TRUE)), TRUE) THEN CAST(CAST(x AS SMALLINT) AS INT) % -1 END AS SMALLINT) AS a, CAST(x AS INT) % 7 AS b"},
		{"spark", "SELECT x::smallint << 3 AS a FROM t", "THEN shiftleft(CAST(x AS SMALLINT), 3) END AS SMALLINT) AS a"},
	} {
		if tr := mustTranslate(t, tc.in, "duckdb", tc.to, lateral.TranslateOptions{}); !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("duckdb to %s: %s\ngot  %s\nwant %s", tc.to, tc.in, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ to, in string }{
		{"spark", "SELECT 200::smallint * 300 AS a"},
		{"hive", "SELECT -(-128)::tinyint AS a"},
		{"spark", "SELECT x << 2 AS a FROM t"},
		{"postgres", "SELECT x << 2 AS a FROM t"},
	} {
		tr, err := lateral.Translate(tc.in, "duckdb", tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T169")
	}
	// the guard reads the operands more than once: a volatile one is refused
	tr, err := lateral.Translate("SELECT x::smallint + CAST(random() * 10 AS SMALLINT) AS a FROM t", "duckdb", "spark", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T073")
}
