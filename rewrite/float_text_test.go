package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const floatTextSchema = "CREATE TABLE t (d DOUBLE, f FLOAT, n DECIMAL(5,2), i INT, s STRING, a ARRAY<DOUBLE>); CREATE TABLE t2 (s STRING)"

// A floating-point value converted to text between dialects that write it
// otherwise (Hive 3.0 and 1.0E7, PostgreSQL 3 and 10000000, DuckDB 3.0
// and 10000000.0: checked on PostgreSQL 15 and DuckDB 1.5) is refused
// (T087), at the conversion; Hive and Spark write it alike, and other
// operands convert alike.
func TestFloatTextRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: floatTextSchema}
	for _, tc := range []struct{ from, to, in string }{
		{"hive", "postgres", "SELECT CAST(d AS STRING) FROM t"},
		{"hive", "duckdb", "SELECT CAST(f AS VARCHAR(20)) FROM t"},
		{"hive", "postgres", "SELECT concat('a', d) FROM t"},
		{"hive", "duckdb", "SELECT concat_ws('-', s, d) FROM t"},
		{"hive", "postgres", "SELECT 'a' || d FROM t"},
		{"hive", "duckdb", "SELECT length(d) FROM t"},
		{"spark", "duckdb", "SELECT TRY_CAST(d * 2 AS STRING) FROM t"},
		{"hive", "trino", "SELECT i FROM t WHERE CAST(d AS STRING) = '3.0'"},
		{"hive", "postgres", "SELECT CAST(1e7 AS STRING)"},
		{"duckdb", "postgres", "SELECT CAST(d AS VARCHAR) FROM t"},
		{"postgres", "duckdb", "SELECT d::text FROM t"},
		// a quotient of DOUBLEs, whose division the translation has already
		// rewritten when the CAST is checked (DuckDB's CAST(4 / 2 AS
		// VARCHAR) is 2.0, PostgreSQL's (4::float8 / 2)::text is 2: run on
		// both)
		{"hive", "postgres", "SELECT CAST(i / 2 AS STRING) FROM t"},
		{"duckdb", "postgres", "SELECT CAST(i / 2 AS VARCHAR) FROM t"},
		{"duckdb", "postgres", "SELECT CAST(d / 2 AS VARCHAR) FROM t"},
		// an ARRAY, MAP or STRUCT cast to text (Spark's [1, null], PostgreSQL's
		// {1,NULL}, DuckDB's [1, NULL]: run on PostgreSQL 15 and DuckDB 1.5)
		{"spark", "postgres", "SELECT CAST(array(i) AS STRING) FROM t"},
		{"spark", "duckdb", "SELECT CAST(array(i) AS STRING) FROM t"},
		{"spark", "duckdb", "SELECT CAST(named_struct('a', i) AS STRING) FROM t"},
		{"duckdb", "postgres", "SELECT CAST([i] AS VARCHAR) FROM t"},
		// an INSERT stores a DOUBLE into a string column as the source's
		// CAST writes it (insert_casts.go)
		{"hive", "postgres", "INSERT INTO t2 (s) SELECT d FROM t"},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			wantRefusal(t, tr, err, "T087")
		})
	}
	for _, tc := range []struct{ from, to, in string }{
		{"hive", "spark", "SELECT CAST(d AS STRING), concat('a', d), length(f) FROM t"},
		{"hive", "spark", "INSERT INTO t2 (s) SELECT d FROM t"},
		{"hive", "postgres", "SELECT CAST(n AS STRING), CAST(i AS STRING), concat(s, i), 'a' || s FROM t"},
		{"hive", "postgres", "SELECT CAST(CAST(d AS DECIMAL(20, 4)) AS STRING) FROM t"},
		{"hive", "duckdb", "SELECT CAST(d AS BIGINT), concat(a, a) FROM t"},
		{"postgres", "postgres", "SELECT d::text FROM t"},
	} {
		t.Run("no-op "+tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tr.Warnings {
				if w.Code == "W024" {
					t.Errorf("unexpected %v", w)
				}
			}
		})
	}
}

// Without the operand's type the conversion is kept, with a warning (W024)
// where the operand may be a float; literals, integral values and
// dialects that write floats alike do not warn.
func TestFloatTextUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to, in string
		warn         bool
	}{
		{"hive", "postgres", "SELECT CAST(x AS STRING) FROM u", true},
		{"hive", "duckdb", "SELECT concat('a', x) FROM u", true},
		{"hive", "postgres", "SELECT 'a' || x FROM u", true},
		{"hive", "duckdb", "SELECT CAST(sum(x) AS STRING) FROM u", true},
		{"hive", "postgres", "SELECT CAST(count(*) AS STRING), concat('a', 1), CAST('3' AS STRING) FROM u", false},
		{"hive", "spark", "SELECT CAST(x AS STRING), concat('a', x) FROM u", false},
		{"hive", "postgres", "SELECT CAST(x AS INT) + 1 FROM u", false},
		{"hive", "duckdb", "SELECT upper(x), length(x), lpad(x, 3, '0') FROM u", false},
		{"postgres", "postgres", "SELECT x::text FROM u", false},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			warned := false
			for _, w := range tr.Warnings {
				if w.Code == "W024" {
					warned = true
					if !w.Span.Start.IsValid() {
						t.Errorf("W024 without a position: %v", w)
					}
				}
			}
			if warned != tc.warn {
				t.Errorf("W024 warned=%v, want %v (%v)", warned, tc.warn, tr.Warnings)
			}
		})
	}
}
