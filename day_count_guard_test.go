package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Trino's date_add of days raises for a count past INTEGER's range
// (Math.toIntExact); the translation toward Spark and Hive, whose casts
// to INT wrap, raises there too (rewrite/day_count_int.go), and gives
// Trino's dates and NULL within it: lat run of both, compared here.
func TestDayCountGuardRuns(t *testing.T) {
	const setup = "CREATE TABLE dc (id INTEGER, d DATE, n BIGINT);\n" +
		"INSERT INTO dc VALUES (1, DATE '2024-01-01', 10), (2, DATE '2024-01-01', 4294967297), (3, DATE '2024-01-01', NULL), (4, DATE '2024-01-01', -3)"
	for _, to := range []string{"spark", "hive"} {
		tset, err := lateral.Translate(setup, "trino", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct{ where, want, err string }{
			{"id <> 2", "[[1 2024-01-11] [3 NULL] [4 2023-12-29]]", ""},
			{"id = 2", "", "out of range"},
		} {
			q := "SELECT id, date_add('day', n, d) FROM dc WHERE " + tc.where + " ORDER BY id"
			src, srcErr := refText("trino", q, setup)
			tq, err := lateral.Translate(q, "trino", to, lateral.TranslateOptions{Schema: setup, SchemaDialect: "trino"})
			if err != nil {
				t.Fatal(err)
			}
			got, gotErr := refText(to, tq.SQL, tset.SQL)
			switch {
			case tc.err != "":
				if srcErr == nil || !strings.Contains(srcErr.Error(), tc.err) {
					t.Errorf("%s: trino: want an error containing %q, got %v %s", q, tc.err, srcErr, src)
				}
				if gotErr == nil {
					t.Errorf("%s: %s gives %s where trino raises", q, to, got)
				}
			case srcErr != nil || gotErr != nil:
				t.Errorf("%s: trino %v, %s %v", q, srcErr, to, gotErr)
			case src != tc.want || got != tc.want:
				t.Errorf("%s: trino %s, %s %s, want %s", q, src, to, got, tc.want)
			}
		}
	}
}
