package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's cast of a text without a zone to TIMESTAMPTZ, translated for
// Trino and Presto (rewrite/pg_duck_zone_overlap.go), gives on lat run
// the instants PostgreSQL 15 gives in America/New_York (run there:
// extract(epoch) of 2024-11-03 01:30, 00:30, 02:30 and 2024-03-10 03:30
// are 1730615400, 1730608200, 1730619000 and 1710055800), where the
// plain cast reads the repeated 01:30 at the earlier offset (1730611800).
func TestPgDuckLaterOffsetRun(t *testing.T) {
	setup := []string{"SET timezone = 'America/New_York'"}
	for _, d := range []string{"trino", "presto"} {
		tr, err := lateral.Translate("SELECT CAST('2024-11-03 01:30' AS TIMESTAMPTZ) AS a, CAST('2024-11-03 00:30' AS TIMESTAMPTZ) AS b, "+
			"CAST('2024-11-03 02:30' AS TIMESTAMPTZ) AS c, CAST('2024-03-10 03:30' AS TIMESTAMPTZ) AS d", "postgres", d, lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		q := "SELECT CAST(to_unixtime(a) AS BIGINT), CAST(to_unixtime(b) AS BIGINT), CAST(to_unixtime(c) AS BIGINT), CAST(to_unixtime(d) AS BIGINT) FROM (" +
			strings.TrimSuffix(tr.SQL, ";") + ") AS q"
		runShown(t, sqlCase{name: d, dialect: d, setup: setup, query: q,
			want: []string{"1730615400 | 1730608200 | 1730619000 | 1710055800"}})
	}
}
