package lateral_test

import (
	"fmt"
	"testing"
)

// The executor runs PostgreSQL's round(x) by the value's type, as
// PostgreSQL does (run on PostgreSQL 15: round(2.5::float8) = 2,
// round(-2.5::float8) = -2, round(2.5::numeric) = 3, round(-3.5) = -4;
// round of an integer is round of the double precision it converts to:
// round(9007199254740993::bigint) = 9007199254740992).
func TestPgRoundExecutor(t *testing.T) {
	sql := "SELECT round(d) AS a, round(-d) AS b, round(n) AS c, round(-n - 1) AS d, round(i) AS e, round(b) AS f FROM (SELECT CAST(2.5 AS DOUBLE PRECISION) AS d, 2.5 AS n, 7 AS i, CAST(9007199254740993 AS BIGINT) AS b) v"
	got, err := runStrings(t, sql, "postgres")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[2.0 -2.0 3 -4 7.0 9007199254740992.0]"; fmt.Sprint(got) != want {
		t.Errorf("postgres round: got %q, want %q", got, want)
	}
	// DuckDB's round of a DOUBLE goes away from zero (DuckDB 1.5: 3).
	got, err = runStrings(t, "SELECT round(d) AS a FROM (SELECT CAST(2.5 AS DOUBLE) AS d) v", "duckdb")
	if err != nil || fmt.Sprint(got) != "[3.0]" {
		t.Errorf("duckdb round: got %q, %v, want [3.0]", got, err)
	}
}
