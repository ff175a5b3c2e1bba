package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const modZeroSchema = `CREATE TABLE t (id INT, a BIGINT, b BIGINT, d DOUBLE, z DOUBLE, sa ARRAY<STRING>, sep STRING)`

// TestModByZero: Hive's remainder by zero is NULL (GenericUDFOPMod), so a
// divisor not known to be non-zero is guarded with nullif for targets that
// raise (PostgreSQL, Trino) and for DuckDB when an operand is a DOUBLE
// (DuckDB's % of a double by zero is NaN); DuckDB's integer remainder by
// zero is already NULL, and Spark's is Hive's.
func TestModByZero(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: modZeroSchema}
	for _, tc := range []struct{ from, to, in, want string }{
		{"hive", "postgres", "SELECT t.a % t.b, t.a % 2 FROM t", "SELECT t.a % nullif(t.b, 0) AS _c0, t.a % 2 AS _c1 FROM t"},
		{"hive", "trino", "SELECT t.a % 0 AS r FROM t", "SELECT t.a % nullif(0, 0) AS r FROM t"},
		{"hive", "duckdb", "SELECT t.a % t.b AS r FROM t", "SELECT t.a % CASE WHEN t.b = -1 THEN 1 ELSE t.b END AS r FROM t"},
		{"hive", "duckdb", "SELECT t.d % t.z AS r FROM t", "SELECT t.d % nullif(t.z, 0) AS r FROM t"},
		{"hive", "spark", "SELECT t.a % t.b AS r FROM t", "SELECT t.a % t.b AS r FROM t"},
		{"spark", "postgres", "SELECT mod(t.a, t.b) AS r FROM t", "SELECT mod(t.a, nullif(t.b, 0)) AS r FROM t"},
		{"postgres", "duckdb", "SELECT t.a % t.b AS r FROM t", "SELECT CASE WHEN CASE WHEN t.b = 0 AND t.a IS NOT NULL THEN error('Division by zero (an error in postgres)') ELSE FALSE END THEN NULL ELSE t.a % CASE WHEN t.b = -1 THEN 1 ELSE t.b END END AS r FROM t"},
		// DuckDB's integer remainder by zero is NULL (run on DuckDB 1.5).
		{"duckdb", "postgres", "SELECT t.a % t.b AS r FROM t", "SELECT t.a % nullif(t.b, 0) AS r FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: got  %s\nwant %s", tc.from, tc.to, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, opts)
	}
}

// TestConcatWsArray: Hive's concat_ws of one array joins its elements, a
// NULL one written as the text null (GenericUDFConcatWS.evaluate), and
// gives the empty string for a NULL array; the other targets get
// coalesce(array_join(a, sep, 'null'), E), E the empty string (DuckDB:
// list_transform with coalesce, run on DuckDB 1.5); an array among other
// arguments (Hive keeps an empty array's separator), a separator that is
// not a literal for DuckDB (whose array_to_string takes a constant), and
// targets with no null replacement (Snowflake) are refused.
func TestConcatWsArray(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: modZeroSchema}
	for _, tc := range []struct{ to, in, want string }{
		{"postgres", "SELECT concat_ws(',', t.sa) AS j FROM t", "SELECT coalesce(array_to_string(t.sa, ',', 'null'), '') AS j FROM t"},
		{"trino", "SELECT concat_ws(t.sep, t.sa) AS j FROM t", "SELECT coalesce(array_join(t.sa, t.sep, 'null'), CASE WHEN t.sep IS NOT NULL THEN '' END) AS j FROM t"},
		{"spark", "SELECT concat_ws(',', t.sa) AS j FROM t", "SELECT coalesce(array_join(t.sa, ',', 'null'), '') AS j FROM t"},
		{"duckdb", "SELECT concat_ws(',', t.sa) AS j FROM t", "SELECT coalesce(array_to_string(list_transform(t.sa, lateral_x -> coalesce(CAST(lateral_x AS VARCHAR), 'null')), ','), '') AS j FROM t"},
		{"hive", "SELECT concat_ws(',', t.sep, t.sa) AS j FROM t", "SELECT concat_ws(',', t.sep, t.sa) AS j FROM t"},
		{"postgres", "SELECT concat_ws(',', t.sep, 'x') AS j FROM t", "SELECT concat_ws(',', t.sep, 'x') AS j FROM t"},
	} {
		tr := mustTranslate(t, tc.in, "hive", tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("hive to %s: got  %s\nwant %s", tc.to, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, opts)
	}
	for _, tc := range []struct{ to, in string }{
		{"postgres", "SELECT concat_ws(',', t.sep, t.sa) AS j FROM t"},
		{"spark", "SELECT concat_ws(',', t.sep, t.sa) AS j FROM t"},
		{"doris", "SELECT concat_ws(',', t.sep, t.sa) AS j FROM t"},
		{"duckdb", "SELECT concat_ws(t.sep, t.sa) AS j FROM t"},
		{"snowflake", "SELECT concat_ws(',', t.sa) AS j FROM t"},
	} {
		tr, err := lateral.Translate(tc.in, "hive", tc.to, opts)
		wantRefusal(t, tr, err, "T302")
	}
}

// TestConcatWsArrayToHive: Spark's concat_ws and array_join skip NULL
// elements (and array_join of a NULL array is NULL), where Hive's
// concat_ws writes them as null and a NULL array as ”, keeping an
// empty array's separator among other arguments
// (GenericUDFConcatWS.evaluate): written for Hive only where the
// elements are provably not NULL (literals, split, collect_list), the
// array among other arguments provably not empty, refused otherwise.
func TestConcatWsArrayToHive(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: modZeroSchema}
	for _, tc := range []struct{ in, want string }{
		{"SELECT concat_ws(',', split(t.sep, ';')) AS j FROM t", "SELECT concat_ws(',', split(t.sep, ';')) AS j FROM t"},
		{"SELECT concat_ws(',', 'a', array('x', 'y')) AS j FROM t", "SELECT concat_ws(',', 'a', array('x', 'y')) AS j FROM t"},
		{"SELECT array_join(array('x', 'y'), '-') AS j FROM t", "SELECT concat_ws('-', array('x', 'y')) AS j FROM t"},
		{"SELECT array_join(split(t.sep, ';'), '-') AS j FROM t",
			"SELECT CASE WHEN split(t.sep, ';') IS NOT NULL THEN concat_ws('-', split(t.sep, ';')) END AS j FROM t"},
		{"SELECT array_join(collect_list(t.sep), '-') AS j FROM t", "SELECT concat_ws('-', collect_list(t.sep)) AS j FROM t"},
		{"SELECT array_join(map_keys(map(t.sep, 1)), '-') AS j FROM t",
			"SELECT CASE WHEN map_keys(map(t.sep, 1)) IS NOT NULL THEN concat_ws('-', map_keys(map(t.sep, 1))) END AS j FROM t"},
	} {
		tr := mustTranslate(t, tc.in, "spark", "hive", opts)
		if tr.SQL != tc.want {
			t.Errorf("spark to hive: got  %s\nwant %s", tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ from, in, code string }{
		{"spark", "SELECT concat_ws(',', t.sa) AS j FROM t", "T302"},
		{"spark", "SELECT concat_ws(',', 'a', array(t.sep)) AS j FROM t", "T302"},
		{"spark", "SELECT concat_ws(',', 'a', CAST(array() AS ARRAY<STRING>)) AS j FROM t", "T302"},
		{"spark", "SELECT array_join(t.sa, ',') AS j FROM t", "T302"},
		{"spark", "SELECT array_join(array('a', NULL), ',') AS j FROM t", "T302"},
		{"trino", "SELECT array_join(t.sa, ',') AS j FROM t", "T302"},
		{"postgres", "SELECT array_to_string(t.sa, ',') AS j FROM t", "T302"},
		{"doris", "SELECT concat_ws(',', t.sa) AS j FROM t", "T302"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, "hive", opts)
		wantRefusal(t, tr, err, tc.code)
	}
}

// TestModByZeroDuckUnknown: DuckDB's remainder over operands of unknown
// type is guarded for PostgreSQL, whose % takes integers and numerics
// only, and BigQuery, whose MOD takes no floats; for Trino, Presto,
// Snowflake and Drill, whose remainder of integers by zero raises, it is
// guarded too, with a warning (W020) that a DOUBLE's (NaN in DuckDB)
// becomes NULL (rewrite/mod_zero.go, duckModUnknown). Hive's own % gives
// NULL.
func TestModByZeroDuckUnknown(t *testing.T) {
	for _, tc := range []struct {
		to, in, want string
		warns        bool
	}{
		{"postgres", "SELECT w.a % w.b AS r FROM w", "SELECT w.a % nullif(w.b, 0) AS r FROM w", false},
		{"ansi", "SELECT w.a % 0 AS r FROM w", "SELECT w.a % nullif(0, 0) AS r FROM w", false},
		{"bigquery", "SELECT w.a % w.b AS r FROM w", "SELECT mod(w.a, nullif(w.b, 0)) AS r FROM w", false},
		{"trino", "SELECT w.a % w.b AS r FROM w", "SELECT w.a % nullif(w.b, 0) AS r FROM w", true},
		{"presto", "SELECT mod(w.a, w.b) AS r FROM w", "SELECT mod(w.a, nullif(w.b, 0)) AS r FROM w", true},
		{"snowflake", "SELECT w.a % w.b AS r FROM w", "SELECT w.a % nullif(w.b, 0) AS r FROM w", true},
		{"drill", "SELECT w.a % w.b AS r FROM w", "SELECT mod(w.a, nullif(w.b, 0)) AS r FROM w", true},
		{"trino", "SELECT w.a % 2 AS r FROM w", "SELECT w.a % 2 AS r FROM w", false},
		// no nullif (the guard is of the minimum by -1: duck_int_wrap.go)
		{"hive", "SELECT w.a % w.b AS r FROM w", "SELECT CASE WHEN coalesce(assert_true(coalesce(NOT (w.b = -1 AND (w.a * w.b = w.a AND w.a * w.b <> w.a - w.a)), TRUE)), TRUE) THEN w.a % w.b END AS r FROM w", false},
	} {
		tr := mustTranslate(t, tc.in, "duckdb", tc.to, lateral.TranslateOptions{})
		if tr.SQL != tc.want {
			t.Errorf("duckdb to %s: got  %s\nwant %s", tc.to, tr.SQL, tc.want)
		}
		if hasWarning(tr, "W020") != tc.warns {
			t.Errorf("duckdb to %s, %s: W020 warned %v, want %v", tc.to, tc.in, !tc.warns, tc.warns)
		}
	}
	// Integers known: no warning.
	ints := lateral.TranslateOptions{Schema: "CREATE TABLE w (a INTEGER, b INTEGER)"}
	if tr := mustTranslate(t, "SELECT w.a % w.b AS r FROM w", "duckdb", "trino", ints); tr.SQL != "SELECT w.a % nullif(w.b, 0) AS r FROM w" || hasWarning(tr, "W020") {
		t.Errorf("integers for trino: got %s, %v", tr.SQL, tr.Warnings)
	}
	// A DOUBLE is left for Trino, whose remainder of a DOUBLE by zero is
	// NaN too (Java's floating-point remainder).
	doubles := lateral.TranslateOptions{Schema: "CREATE TABLE w (a DOUBLE, b INTEGER)"}
	if tr := mustTranslate(t, "SELECT w.a % w.b AS r FROM w", "duckdb", "trino", doubles); tr.SQL != "SELECT w.a % w.b AS r FROM w" || hasWarning(tr, "W020") {
		t.Errorf("a DOUBLE for trino: got %s, %v", tr.SQL, tr.Warnings)
	}
	// A DOUBLE is refused for PostgreSQL, which has no % of a double
	// precision (TestModByZeroNaN).
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE w (a DOUBLE, b INTEGER)"}
	tr, err := lateral.Translate("SELECT w.a % w.b AS r FROM w", "duckdb", "postgres", opts)
	wantRefusal(t, tr, err, "T074")
}

// TestModByZeroNaN: the remainder of a float by zero is NaN in DuckDB
// (run on DuckDB 1.5), Trino and Presto (Java's %), so a float remainder
// whose divisor may be zero is written CASE WHEN y = 0 AND x IS NOT NULL
// THEN NaN ELSE x % y END for the targets whose is NULL (Hive, Spark) or
// not NaN (Snowflake, Drill); Trino and Presto keep it, Doris (its NaN
// not documented) and PostgreSQL, ANSI and BigQuery (no remainder of
// floats) refuse, and so does an operand that is not deterministic.
func TestModByZeroNaN(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE w (d DOUBLE, e DOUBLE, r REAL, i INTEGER)"}
	for _, tc := range []struct{ from, to, in, want string }{
		{"duckdb", "hive", "SELECT w.d % w.e AS m FROM w", "SELECT CASE WHEN w.e = 0 AND w.d IS NOT NULL THEN CAST('NaN' AS DOUBLE) ELSE w.d % w.e END AS m FROM w"},
		{"duckdb", "spark", "SELECT mod(w.i, w.e) AS m FROM w", "SELECT CASE WHEN w.e = 0 AND w.i IS NOT NULL THEN CAST('NaN' AS DOUBLE) ELSE mod(w.i, w.e) END AS m FROM w"},
		{"trino", "hive", "SELECT w.r % w.i AS m FROM w", "SELECT CASE WHEN w.i = 0 AND w.r IS NOT NULL THEN CAST('NaN' AS FLOAT) ELSE w.r % w.i END AS m FROM w"},
		{"presto", "snowflake", "SELECT w.d % w.i AS m FROM w", "SELECT CASE WHEN w.i = 0 AND w.d IS NOT NULL THEN CAST('NaN' AS DOUBLE) ELSE w.d % w.i END AS m FROM w"},
		// no-ops: a divisor known not to be zero, a target whose remainder
		// of a float by zero is NaN too, integers (DuckDB's NULL).
		{"duckdb", "hive", "SELECT w.d % 2 AS m FROM w", "SELECT w.d % 2 AS m FROM w"},
		{"duckdb", "trino", "SELECT w.d % w.e AS m FROM w", "SELECT w.d % w.e AS m FROM w"},
		{"trino", "duckdb", "SELECT w.d % w.e AS m FROM w", "SELECT w.d % w.e AS m FROM w"},
		// (an INT divisor may be -1, whose quotient DuckDB raises for past INT:
		// duck_int_literals.go)
		{"duckdb", "hive", "SELECT w.i % w.i AS m FROM w", "SELECT CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(w.i AS BIGINT) DIV w.i BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN CAST(w.i AS BIGINT) % w.i END AS INT) AS m FROM w"},
		// Hive's NULL for a DuckDB target: nullif (modByZero).
		{"hive", "duckdb", "SELECT w.d % w.e AS m FROM w", "SELECT w.d % nullif(w.e, 0) AS m FROM w"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: got  %s\nwant %s", tc.from, tc.to, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, opts)
	}
	for _, tc := range []struct{ from, to, in, code string }{
		{"duckdb", "doris", "SELECT w.d % w.e AS m FROM w", "T074"},
		{"trino", "postgres", "SELECT mod(w.d, w.e) AS m FROM w", "T074"},
		{"duckdb", "bigquery", "SELECT w.d % w.i AS m FROM w", "T074"},
		{"duckdb", "hive", "SELECT w.d % random() AS m FROM w", "T073"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
		wantRefusal(t, tr, err, tc.code)
	}
}

// TestModByZeroDrill: Drill's remainder of integers and floats by zero is
// the dividend (its MathFunctions template: input2 == 0 ? input1 :
// input1 % input2), so a divisor not known to be non-zero is written
// CASE WHEN y = 0 THEN x ELSE x % y END for every other target, and a
// literal zero divisor gives x; a decimal operand is refused (T074: its
// remainder by zero is not documented) and a non-zero literal divisor is
// left alone.
func TestModByZeroDrill(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE w (d DOUBLE, i INTEGER, n DECIMAL(5,1))"}
	for _, tc := range []struct{ from, to, in, want string }{
		{"drill", "postgres", "SELECT mod(w.i, w.i) AS m FROM w", "SELECT CASE WHEN w.i = 0 THEN w.i ELSE mod(w.i, w.i) END AS m FROM w"},
		{"drill", "hive", "SELECT w.i % w.i AS m FROM w", "SELECT CASE WHEN w.i = 0 THEN w.i ELSE w.i % w.i END AS m FROM w"},
		{"drill", "duckdb", "SELECT w.d % w.i AS m FROM w", "SELECT CASE WHEN w.i = 0 THEN w.d ELSE w.d % w.i END AS m FROM w"},
		{"drill", "trino", "SELECT w.i % 0 AS m FROM w", "SELECT w.i AS m FROM w"},
		// no-ops: a non-zero divisor (a decimal operand too), Drill itself.
		{"drill", "trino", "SELECT w.i % 2 AS m FROM w", "SELECT w.i % 2 AS m FROM w"},
		{"drill", "trino", "SELECT w.n % 2 AS m FROM w", "SELECT w.n % 2 AS m FROM w"},
		{"drill", "drill", "SELECT mod(w.i, w.i) AS m FROM w", "SELECT mod(w.i, w.i) AS m FROM w"},
		// Drill as a target of a source whose remainder by zero is NULL.
		{"spark", "drill", "SELECT mod(w.i, w.i) AS m FROM w", "SELECT mod(w.i, nullif(w.i, 0)) AS m FROM w"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: got  %s\nwant %s", tc.from, tc.to, tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, tc.to, opts)
	}
	// the divisor is read twice; the dividend once
	tr, err := lateral.Translate("SELECT w.i % random() AS m FROM w", "drill", "postgres", opts)
	wantRefusal(t, tr, err, "T073")
	// a decimal's remainder by zero: not documented, and a DOUBLE's (the
	// dividend) where Drill's decimals are off
	for _, in := range []string{"SELECT w.n % w.i AS m FROM w", "SELECT mod(w.i, w.n) AS m FROM w", "SELECT w.n % 0 AS m FROM w"} {
		tr, err = lateral.Translate(in, "drill", "trino", opts)
		wantRefusal(t, tr, err, "T074")
	}
	tr = mustTranslate(t, "SELECT random() % w.i AS m FROM w", "drill", "postgres", opts)
	if want := "SELECT CASE WHEN w.i = 0 THEN random() ELSE random() % w.i END AS m FROM w"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
}
