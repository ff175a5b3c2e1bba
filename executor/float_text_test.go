package executor_test

import "testing"

// A DOUBLE or REAL converted to text (CAST to a string type, ||, concat,
// a string function's argument) is written by the dialect's rule
// (executor.FloatText). PostgreSQL's and DuckDB's texts were checked on
// PostgreSQL 15 and DuckDB 1.5 over the same values; Hive's and Spark's
// are Java's Double.toString and Float.toString (Java SE API: plain from
// 10^-3 up to 10^7, else d.dEn).
func TestFloatText(t *testing.T) {
	values := []string{"0", "3", "0.1", "1e7", "1e15", "1e16", "1e-4", "1e-5", "123456789.125", "'NaN'", "'Infinity'", "'-Infinity'"}
	for _, w := range []struct {
		dialect, dbl, str string
		want              []string
	}{
		{"hive", "DOUBLE", "STRING", []string{"0.0", "3.0", "0.1", "1.0E7", "1.0E15", "1.0E16", "1.0E-4", "1.0E-5", "1.23456789125E8", "NaN", "Infinity", "-Infinity"}},
		{"spark", "DOUBLE", "STRING", []string{"0.0", "3.0", "0.1", "1.0E7", "1.0E15", "1.0E16", "1.0E-4", "1.0E-5", "1.23456789125E8", "NaN", "Infinity", "-Infinity"}},
		{"postgres", "DOUBLE PRECISION", "TEXT", []string{"0", "3", "0.1", "10000000", "1e+15", "1e+16", "0.0001", "1e-05", "123456789.125", "NaN", "Infinity", "-Infinity"}},
		{"duckdb", "DOUBLE", "VARCHAR", []string{"0.0", "3.0", "0.1", "10000000.0", "1000000000000000.0", "1e+16", "0.0001", "1e-05", "123456789.125", "nan", "inf", "-inf"}},
	} {
		for i, v := range values {
			x := "CAST(" + v + " AS " + w.dbl + ")"
			if w.dialect == "hive" || w.dialect == "spark" {
				x = "CAST(CAST(" + v + " AS STRING) AS DOUBLE)"
				if v[0] == '\'' {
					x = "CAST(" + v + " AS DOUBLE)"
				}
			}
			cat := "'a' || " + x
			if w.dialect == "hive" {
				cat = "concat('a', " + x + ")"
			}
			runSQL(t, sqlCase{name: w.dialect + " " + v, dialect: w.dialect,
				query: "SELECT CAST(" + x + " AS " + w.str + "), " + cat + ", length(CAST(" + x + " AS " + w.str + "))",
				want:  []string{w.want[i] + " | a" + w.want[i] + " | " + itoa(len(w.want[i]))}})
		}
	}
	// a REAL has its own shortest digits; PostgreSQL's exponent starts at
	// 10^6 there (checked on PostgreSQL 15: 1e+06, 123456, 1.2345679e+08),
	// DuckDB's as for a DOUBLE (123456790.0); Java's Float.toString 1.2345679E8
	for _, c := range []sqlCase{
		{name: "postgres real", dialect: "postgres", query: "SELECT CAST(1e6 AS REAL)::text, CAST(123456 AS REAL)::text, CAST(123456789.125 AS REAL)::text, CAST('-0' AS REAL)::text",
			want: []string{"1e+06 | 123456 | 1.2345679e+08 | -0"}},
		{name: "duckdb real", dialect: "duckdb", query: "SELECT CAST(CAST(123456789.125 AS REAL) AS VARCHAR), CAST(CAST('-0' AS REAL) AS VARCHAR), CAST(CAST(NULL AS REAL) AS VARCHAR)",
			want: []string{"123456790.0 | -0.0 | NULL"}},
		{name: "hive float", dialect: "hive", query: "SELECT CAST(CAST('123456789.125' AS FLOAT) AS STRING), concat('x', CAST('0.001' AS FLOAT), '-', CAST('1e7' AS FLOAT))",
			want: []string{"1.2345679E8 | x0.001-1.0E7"}},
		{name: "duckdb concat_ws", dialect: "duckdb", query: "SELECT concat_ws('-', CAST(1e7 AS DOUBLE), 'b', CAST(NULL AS DOUBLE))",
			want: []string{"10000000.0-b"}},
	} {
		runSQL(t, c)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// A DOUBLE column meeting a string one in a set operation is a string
// whichever arm comes first, the float written by the dialect's rule:
// DuckDB's SELECT d UNION ALL SELECT s is a VARCHAR holding 10000000.0
// and 3.0 (run on DuckDB 1.5); Spark widens a DOUBLE and a string to a
// string (TypeCoercion's WidenSetOperationTypes), 1.0E7.
func TestFloatTextSetOpFloatFirst(t *testing.T) {
	for _, c := range []struct {
		dialect, str string
		want         []string
	}{
		{"duckdb", "VARCHAR", []string{"10000000.0", "3.0", "10", "abc"}},
		{"spark", "STRING", []string{"1.0E7", "3.0", "10", "abc"}},
	} {
		runSQL(t, sqlCase{name: c.dialect + " float first", dialect: c.dialect,
			setup: []string{"CREATE TABLE t (id INT, s " + c.str + ", d DOUBLE)",
				"INSERT INTO t VALUES (1, '10', 1e7), (2, 'abc', 3.0)"},
			query: "SELECT d AS x FROM t UNION ALL SELECT s FROM t",
			want:  c.want})
	}
}
