package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL 15 and DuckDB 1.5 step a series of TIMESTAMP WITH TIME ZONE
// values by days otherwise in a repeated autumn hour (run here in
// America/New_York): from 2024-11-02 01:30:00-04 by a day the second row
// is 01:30:00-05 in PostgreSQL and 01:30:00-04 in DuckDB, which is why
// such a series is refused between them (rewrite/pg_duck_tz_series.go);
// by hours and by months the rows agree, and those are kept.
func TestPgDuckTzSeriesZone(t *testing.T) {
	q := func(step string) string {
		return "SELECT CAST(EXTRACT(EPOCH FROM s.g) AS BIGINT) AS e FROM generate_series(TIMESTAMPTZ '2024-11-02 01:30:00-04', " +
			"TIMESTAMPTZ '2024-11-04 02:00:00-05', INTERVAL '" + step + "') AS s(g) ORDER BY e"
	}
	want := map[string]map[string]string{
		"1 day":    {"postgres": "(1730525400)(1730615400)(1730701800)", "duckdb": "(1730525400)(1730611800)(1730701800)"},
		"25 hours": {"postgres": "(1730525400)(1730615400)", "duckdb": "(1730525400)(1730615400)"},
	}
	for _, d := range []string{"postgres", "duckdb"} {
		eng := enginetest.Open(t, d)
		enginetest.Exec(t, eng, "SET TimeZone = 'America/New_York'")
		for step, w := range want {
			res, err := eng.Query(enginetest.Ctx(t), q(step))
			if err != nil {
				t.Fatalf("%s: %v", d, err)
			}
			if got := strings.ReplaceAll(engines.FormatRows(res.Rows), "\n", ""); got != w[d] {
				t.Errorf("%s by %s: got %s, want %s", d, step, got, w[d])
			}
		}
		enginetest.Exec(t, eng, "SET TimeZone = 'UTC'")
	}
}
