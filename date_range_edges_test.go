package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// lat run --dialect postgres and --dialect duckdb read and compute DATEs
// at the edges of each engine's range as the engine does, and raise
// beyond as it does (executor/date_range.go): run here on PostgreSQL 15
// and DuckDB 1.5.
func TestDateRangeEdgesEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	cases := map[string][]string{
		"postgres": {"SELECT DATE '5874897-12-30' + 1 AS a", "SELECT DATE '5874897-12-31' - DATE '1970-01-01' AS a",
			"SELECT DATE '4714-11-25 BC' - 1 AS a", "SELECT CAST('294276-12-31' AS DATE) AS a",
			"SELECT DATE '5874897-12-31' + 1 AS a", "SELECT DATE '4714-11-24 BC' - 1 AS a", "SELECT DATE '5874898-01-01' AS a",
			"SELECT CAST('4714-11-23 BC' AS DATE) AS a"},
		"duckdb": {"SELECT DATE '5881580-07-09' + 1 AS a", "SELECT DATE '5877642-06-26 (BC)' - 1 AS a",
			"SELECT DATE '5881580-07-10' - DATE '1970-01-01' AS a", "SELECT DATE '5874897-12-31' + 1 AS a",
			"SELECT DATE '5881580-07-10' + 1 AS a", "SELECT DATE '5877642-06-25 (BC)' - 1 AS a", "SELECT DATE '2020-01-01' + 2147483647 AS a",
			"SELECT DATE '5881580-07-11' AS a", "SELECT CAST('5877642-06-24 (BC)' AS DATE) AS a"},
	}
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	for d, qs := range cases {
		for _, q := range qs {
			want, werr := eng[d].Query(enginetest.Ctx(t), q)
			got, gerr := refEngineRows(d, q)
			switch {
			case werr != nil || gerr != nil:
				if werr == nil || gerr == nil || !strings.Contains(strings.ToLower(werr.Error()), "out of range") || !strings.Contains(strings.ToLower(gerr.Error()), "out of range") {
					t.Errorf("%s: %s: engine %v, lat run %v", d, q, werr, gerr)
				}
			default:
				if ok, diff := engines.EqualRows(want.Rows, got, true); !ok {
					t.Errorf("%s: %s: %s", d, q, diff)
				}
			}
		}
	}
}
