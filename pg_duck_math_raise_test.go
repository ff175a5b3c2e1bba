package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL 15 raises for exp and power of double precision values where
// DuckDB 1.5 gives Infinity, NaN or 0 (rewrite/numeric_math.go,
// pgDuckMathRaise): each query, run on PostgreSQL, and its translation,
// run on DuckDB, raise on the same rows and give the same values on the
// others (the untranslated query is checked to differ on DuckDB, so the
// guard is what makes them agree).
func TestPgDuckMathRaise(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE m (id INTEGER, x DOUBLE PRECISION, y DOUBLE PRECISION, i INTEGER)"
	pairs := [][2]string{
		{"2", "3"}, {"1000", "1"}, {"-1000", "2"}, {"-740", "-1075"}, {"-745.2", "0.5"}, {"709.78", "-1"},
		{"0", "-1"}, {"-0.0", "-1"}, {"0", "'-Infinity'"}, {"0", "0"}, {"0", "2"}, {"-8", "0.5"}, {"-8", "3"}, {"-8", "'Infinity'"},
		{"'-Infinity'", "0.5"}, {"'-Infinity'", "2"}, {"'Infinity'", "-2"}, {"'Infinity'", "'NaN'"}, {"'NaN'", "0"},
		{"1", "'NaN'"}, {"0", "'NaN'"}, {"'NaN'", "'NaN'"}, {"10", "400"}, {"10", "-310"}, {"10", "-330"}, {"2", "1024"},
		{"-2", "1025"}, {"0.5", "'Infinity'"}, {"NULL", "-1"}, {"0", "NULL"}, {"-8", "NULL"},
	}
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		for i, p := range pairs {
			enginetest.Exec(t, e, fmt.Sprintf("INSERT INTO m VALUES (%d, CAST(%s AS DOUBLE PRECISION), CAST(%s AS DOUBLE PRECISION), %d)", i, p[0], p[1], i-15))
		}
	}
	ctx := enginetest.Ctx(t)
	differ := false
	for _, q := range []string{"SELECT exp(x) AS r FROM m", "SELECT power(x, y) AS r FROM m", "SELECT pow(y, x) AS r FROM m",
		"SELECT x ^ y AS r FROM m", "SELECT exp(i * 50) AS r FROM m", "SELECT power(i, y) AS r FROM m", "SELECT exp(exp(x)) AS r FROM m",
		// a NUMERIC or untyped literal beside a double: power(float8, float8)
		"SELECT power(x, 0.5) AS r FROM m", "SELECT power(10.5, y) AS r FROM m", "SELECT x ^ '-0.5' AS r FROM m", "SELECT power(x, CAST(i AS NUMERIC)) AS r FROM m"} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		for i := range pairs {
			one := fmt.Sprintf(" WHERE id = %d", i)
			a := enginetest.SameAnswer(t, pg, q+one, duck, tr.SQL+one, true)
			if _, errU := duck.Query(ctx, strings.ReplaceAll(q, "^", "**")+one); a == nil && errU == nil {
				differ = true
			}
		}
	}
	if !differ {
		t.Error("DuckDB raises where PostgreSQL does without the guard: the test checks nothing")
	}
	// a volatile argument is read again by the guard: refused
	if _, err := lateral.Translate("SELECT exp(CAST(x * random() AS DOUBLE PRECISION)) FROM m", "postgres", "duckdb", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("volatile argument: want T073, got %v", err)
	}
}

// DuckDB 1.5 raises for INTEGER arithmetic past its range and for a %
// whose quotient leaves it, which the translations toward Hive and Spark
// (which wrap: Spark's ANSI compliance page, spark.sql.ansi.enabled false)
// guard (rewrite/duck_int_literals.go, checked in
// rewrite/duck_int_literals_test.go): run here on columns.
func TestDuckIntOverflowRaises(t *testing.T) {
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, duck, "CREATE TABLE o (i INTEGER, s SMALLINT)")
	enginetest.Exec(t, duck, "INSERT INTO o VALUES (2147483647, -32768)")
	ctx := enginetest.Ctx(t)
	for _, q := range []string{"SELECT i + 1 FROM o", "SELECT 2147483647 + 1", "SELECT -i - 2 FROM o", "SELECT i * 2 FROM o",
		"SELECT s % -1 FROM o", "SELECT CAST(-i - 1 AS INTEGER) % -1 FROM o", "SELECT abs(-i - 1) FROM o"} {
		if _, err := duck.Query(ctx, q); err == nil || !strings.Contains(err.Error(), "Overflow") {
			t.Errorf("%s: want an overflow error, got %v", q, err)
		}
	}
	// and the guarded Spark forms are built for each of them
	for _, q := range []string{"SELECT i + 1 FROM o", "SELECT s % -1 FROM o", "SELECT abs(i) FROM o"} {
		tr, err := lateral.Translate(q, "duckdb", "spark", lateral.TranslateOptions{Schema: "CREATE TABLE o (i INTEGER, s SMALLINT)"})
		if err != nil || !strings.Contains(tr.SQL, "assert_true") {
			t.Errorf("%s: want a guard, got %v %v", q, tr, err)
		}
	}
	if _, err := lateral.Translate("SELECT 2147483647 + 1", "duckdb", "hive", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T169") {
		t.Errorf("constant overflow: want T169, got %v", err)
	}
}
