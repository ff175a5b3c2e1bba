package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestPgLiteralNeighbours: PostgreSQL reads a string literal among the
// values of a coalesce, greatest, least, nullif, CASE, ARRAY or IN list as
// their type (PostgreSQL 15 manual, 10.5; run on PostgreSQL 15:
// coalesce(1, '01') is 1, coalesce(CAST(NULL AS DATE), '20200101')
// 2020-01-01, ARRAY[1, '01'] {1,1}, 1 IN ('01', 2) true, coalesce(TRUE,
// 'yes') true, coalesce(CAST(NULL AS NUMERIC(4,1)), '2.25') 2.25), where
// DuckDB 1.5 raises for '20200101' as a DATE and gives 2.3 for the
// NUMERIC(4,1), and Spark and Hive make a string: the literal is written
// as the value PostgreSQL reads, or refused.
func TestPgLiteralNeighbours(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (d DATE, n SMALLINT, s TEXT, f DOUBLE PRECISION)"}
	for _, tc := range []struct{ from, to, q, want string }{
		{"postgres", "duckdb", "SELECT coalesce(d, '20200101') FROM t", "coalesce(d, DATE '2020-01-01')"},
		{"postgres", "spark", "SELECT coalesce(1, '01')", "coalesce(1, CAST(1 AS INT))"},
		{"postgres", "spark", "SELECT ARRAY[n, ' +02 '] FROM t", "array(n, CAST(2 AS SMALLINT))"},
		{"postgres", "trino", "SELECT 1 IN ('01', 2)", "1 IN (CAST(1 AS INTEGER), 2)"},
		{"postgres", "hive", "SELECT CASE WHEN n > 0 THEN TRUE ELSE ' Of' END FROM t", "ELSE FALSE END"},
		{"postgres", "duckdb", "SELECT coalesce(CAST(NULL AS NUMERIC(4,1)), '2.25')", "2.25)"},
		{"postgres", "duckdb", "SELECT greatest(9, '10')", "greatest(9, CAST(10 AS INTEGER))"},
		{"postgres", "duckdb", "SELECT nullif(n, '01') FROM t", "nullif(n, CAST(1 AS SMALLINT))"},
		{"postgres", "duckdb", "SELECT least(1.5, '1e3')", "least(1.5, 1000)"},
		// beside a string the literal is left; beside a value
		// of unknown type an integer toward DuckDB, which reads it alike
		{"postgres", "duckdb", "SELECT coalesce(s, '01') FROM t", "coalesce(s, '01')"},
		{"postgres", "duckdb", "SELECT coalesce(x, '0') FROM u", "coalesce(x, '0')"},
		{"postgres", "spark", "SELECT coalesce(x, 'none') FROM u", "coalesce(x, 'none')"},
		{"postgres", "postgres", "SELECT coalesce(1, '01')", "coalesce(1, '01')"},
		// a VALUES column is typed as a UNION's (PostgreSQL 15 run: VALUES
		// (1), ('01') gives 1 twice), where DuckDB 1.5 gives 1 twice too but
		// raises for ('20200102') beside a DATE
		{"postgres", "spark", "VALUES (1), ('01')", "(VALUES (1), (CAST(1 AS INT)))"},
		{"postgres", "duckdb", "SELECT * FROM (VALUES (DATE '2020-01-01'), ('20200102')) v(d)", "(DATE '2020-01-02')"},
	} {
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, schema)
		if err != nil {
			t.Errorf("%s from %s to %s: %v", tc.q, tc.from, tc.to, err)
			continue
		}
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s from %s to %s: got %s, want %s", tc.q, tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	for _, tc := range []struct{ from, to, q, code string }{
		// PostgreSQL 15 raises for coalesce(1, 'x') as it reads it, DuckDB
		// 1.5 gives 1; Trino need not evaluate the later argument either
		{"postgres", "duckdb", "SELECT coalesce(1, 'x')", "T150"},
		{"postgres", "trino", "SELECT coalesce(1, 'x')", "T150"},
		{"postgres", "duckdb", "SELECT CASE WHEN n > 0 THEN n ELSE '40000' END FROM t", "T150"},
		{"postgres", "duckdb", "SELECT coalesce(d, '01/02/2020') FROM t", "T157"},
		{"postgres", "duckdb", "SELECT ARRAY[TRUE, 'o']", "T157"},
		{"postgres", "duckdb", "SELECT coalesce(CAST(NULL AS NUMERIC), 'NaN')", "T157"},
		{"postgres", "spark", "SELECT coalesce(x, '0') FROM u", "T158"},
		{"postgres", "duckdb", "SELECT coalesce(x, 'yes') FROM u", "T158"},
		{"postgres", "trino", "SELECT x IN ('01', '02') FROM u", "T158"},
		{"postgres", "duckdb", "VALUES (TRUE), ('o')", "T157"},
	} {
		_, err := lateral.Translate(tc.q, tc.from, tc.to, schema)
		if err == nil || !strings.Contains(err.Error(), tc.code) {
			t.Errorf("%s from %s to %s: got %v, want %s", tc.q, tc.from, tc.to, err, tc.code)
		}
	}
}
