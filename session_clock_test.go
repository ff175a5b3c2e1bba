package lateral_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// A TIMESTAMPTZ read on a clock (EXTRACT, date_trunc, a cast to DATE or
// TIMESTAMP) from PostgreSQL toward Trino is read in the session's zone
// (rewrite/session_clock.go): PostgreSQL 15 in America/New_York gives the
// instant 2024-03-09 03:00 UTC the hour 22 and the date 2024-03-08 (run
// here); the translation gives the same on the reference executor's Trino
// model in that session, for a table value that carries UTC, as a
// connector's may, where the value's own zone would give 3 and
// 2024-03-09.
func TestSessionClockTrino(t *testing.T) {
	const q = "SELECT EXTRACT(HOUR FROM tz) AS h, CAST(tz AS DATE) AS d, CAST(date_trunc('day', tz) AS TIMESTAMP) AS t FROM e"
	want := "[[22 2024-03-08 2024-03-08 00:00:00]]"
	pg := enginetest.Open(t, "postgres")
	enginetest.Exec(t, pg, "SET TimeZone = 'America/New_York'")
	enginetest.Exec(t, pg, "CREATE TABLE e (tz TIMESTAMPTZ)")
	enginetest.Exec(t, pg, "INSERT INTO e VALUES (CAST('2024-03-09 03:00:00+00' AS TIMESTAMPTZ))")
	res := enginetest.Query(t, pg, q)
	if got := fmt.Sprint(res.Rows); got != want {
		t.Fatalf("postgres: %s: got %s, want %s", q, got, want)
	}
	tr, err := lateral.Translate(q, "postgres", "trino", lateral.TranslateOptions{Schema: "CREATE TABLE e (tz TIMESTAMPTZ)"})
	if err != nil {
		t.Fatal(err)
	}
	db := executor.NewDatabase()
	ctx := context.Background()
	for _, s := range []string{"SET TimeZone = 'America/New_York'", "CREATE TABLE e (tz TIMESTAMP WITH TIME ZONE)",
		"INSERT INTO e VALUES (TIMESTAMP '2024-03-09 03:00:00 UTC')", tr.SQL} {
		rows, err := lateral.Run(ctx, s, "trino", lateral.RunOptions{Database: db})
		if err != nil {
			t.Fatalf("trino: %s: %v", s, err)
		}
		got, err := rows.All()
		rows.Close()
		if err != nil {
			t.Fatal(err)
		}
		if s == tr.SQL {
			if g := fmt.Sprint(engines.DisplayReferenceRowsIn(got, "trino")); g != want {
				t.Errorf("trino: %s: got %s, want %s", s, g, want)
			}
		}
	}
}
