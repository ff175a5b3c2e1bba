package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Trino raises for a varchar compared with or stored into a TIMESTAMP WITH
// TIME ZONE (no implicit cast from varchar: trinodb/trino#7334), so from
// Trino it is refused (T201) where the targets would cast the text and
// answer; from_iso8601_timestamp, read by Joda-Time's ISO parser, is
// refused too but of NULL (rewrite/trino_text_tz.go).
func TestTrinoVarcharTimestampTZ(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, tz TIMESTAMP WITH TIME ZONE, ts TIMESTAMP, s VARCHAR)", SchemaDialect: "trino"}
	for _, to := range []string{"postgres", "duckdb", "spark", "snowflake", "presto"} {
		refusedWith(t, "SELECT t.id FROM t WHERE t.tz = '2024-03-10 10:00:00'", "trino", to, opts, "T201", 33, "compared with a TIMESTAMP WITH TIME ZONE")
	}
	refusedWith(t, "SELECT t.id FROM t WHERE t.s >= t.tz", "trino", "postgres", opts, "T201", 26, "varchar compared with")
	refusedWith(t, "SELECT t.id FROM t WHERE t.tz IN (TIMESTAMP '2024-01-01 00:00:00 UTC', '2024-01-02')", "trino", "duckdb", opts, "T201", 72, "varchar compared with")
	refusedWith(t, "SELECT t.id FROM t WHERE t.tz BETWEEN t.s AND t.tz", "trino", "postgres", opts, "T201", 39, "varchar compared with")
	refusedWith(t, "INSERT INTO t (id, tz) VALUES (1, '2024-03-10 10:00:00')", "trino", "postgres", opts, "T201", 35, "varchar stored into")
	refusedWith(t, "SELECT from_iso8601_timestamp('2024-03-10T10:00:00') AS a", "trino", "postgres", opts, "T201", 8, "from_iso8601_timestamp")
	refusedWith(t, "SELECT from_iso8601_timestamp(t.s) AS a FROM t", "trino", "duckdb", opts, "T201", 8, "from_iso8601_timestamp")
	runExprCases(t, []exprCase{
		{name: "cast is kept", from: "trino", to: "postgres", schema: opts.Schema,
			in:   "SELECT t.id FROM t WHERE t.tz = TIMESTAMP '2024-03-10 10:00:00' AND t.ts = '2024-03-10 10:00:00'",
			want: "SELECT t.id FROM t WHERE t.tz = TIMESTAMP '2024-03-10 10:00:00' AND t.ts = '2024-03-10 10:00:00'"},
		{name: "trino to trino", from: "trino", to: "trino", schema: opts.Schema,
			in: "SELECT t.id FROM t WHERE t.tz = '2024-03-10 10:00:00'", code: "T201"},
		{name: "from_iso8601_timestamp of NULL", from: "trino", to: "duckdb",
			in: "SELECT from_iso8601_timestamp(NULL) AS a", want: "SELECT CAST(NULL AS TIMESTAMPTZ) AS a", fires: true},
	})
}
