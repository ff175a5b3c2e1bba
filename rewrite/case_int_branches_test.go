package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A CASE or coalesce of an INTEGER and a BIGINT is a BIGINT in Hive, Spark,
// Trino, Presto, PostgreSQL (checked on PostgreSQL 15), DuckDB (checked on
// DuckDB 1.5), BigQuery and Snowflake: its quotient by an integer is
// integral there, and is translated, where an operand of unknown type is
// refused (T071). DuckDB's CASE of a SMALLINT and an integer literal is a
// SMALLINT, which the fold of the branch types cannot tell (unknown, a
// warning); Drill and ANSI leave the width open (unknown, refused).
func TestCaseIntegerBranches(t *testing.T) {
	schema := "CREATE TABLE t (id INT, x INT, b BIGINT);"
	opts := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct {
		from, to, in, want string
		code               string
		warn               string
	}{
		{from: "trino", to: "hive", in: "SELECT CASE WHEN id > 0 THEN x ELSE b END / 2 AS q FROM t",
			want: "SELECT CASE WHEN id > 0 THEN x ELSE b END DIV 2 AS q FROM t"},
		{from: "postgres", to: "spark", in: "SELECT coalesce(x, b) / 2 AS q FROM t",
			want: "SELECT coalesce(x, b) DIV 2 AS q FROM t"},
		{from: "duckdb", to: "hive", in: "SELECT CASE WHEN id > 0 THEN x ELSE b END // 2 AS q FROM t",
			want: "SELECT CASE WHEN id > 0 THEN x ELSE b END DIV 2 AS q FROM t"},
		{from: "duckdb", to: "hive", in: "SELECT CASE WHEN id > 0 THEN CAST(x AS SMALLINT) ELSE 2 END // 2 AS q FROM t",
			want: "SELECT CASE WHEN id > 0 THEN CAST(x AS SMALLINT) ELSE 2 END DIV 2 AS q FROM t", warn: "W015"},
		{from: "drill", to: "hive", in: "SELECT CASE WHEN id > 0 THEN x ELSE b END / 2 AS q FROM t", code: "T071"},
		{from: "postgres", to: "hive", in: "SELECT CASE WHEN id > 0 THEN x ELSE 1.5 END / 2 AS q FROM t", code: "T071"},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			if tc.code != "" {
				wantRefusal(t, tr, err, tc.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			if got := hasWarning(tr, "W015"); got != (tc.warn == "W015") {
				t.Errorf("W015 warned=%v, want %q (%v)", got, tc.warn, tr.Warnings)
			}
		})
	}
}
