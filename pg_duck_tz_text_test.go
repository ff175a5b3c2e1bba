package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgDuckTZText: a TIMESTAMPTZ written as text (CAST, ||, concat,
// concat_ws) between PostgreSQL and DuckDB gives the source's text on the
// target in every session zone (rewrite/pg_duck_tz_text.go): an offset
// with seconds (local mean time: -07:52:58 in America/Los_Angeles before
// 1883-11-18, +05:53:28 in Asia/Kolkata, -00:44:30 in Africa/Monrovia up
// to 1972), which DuckDB writes without them, and a date before Christ
// (0010-06-01 00:00:00+00 BC, 0010-06-01 (BC) 00:00:00+00 in DuckDB).
// Run on PostgreSQL 15 and DuckDB 1.5 with the same session zone; lat
// run's text of each dialect is compared with its engine's
// (executor/duck_tz_text.go), but for the dates before Christ.
func TestPgDuckTZText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const schema = "CREATE TABLE z (id INT, ts TIMESTAMPTZ)"
	instants := []string{"'1850-01-01 00:00:00+00'", "'1850-01-01 00:00:00.25+00'", "'1883-11-18 19:00:00+00'",
		"'1883-11-18 21:00:00+00'", "'1900-01-01 00:00:00.120+00'", "'1960-01-01 00:00:00+00'", "'2020-07-01 00:00:00.5+00'",
		"'2020-01-01 00:00:00.000001+00'", "'20000-01-01 00:00:00+00'", "'infinity'", "'-infinity'", "NULL"}
	var values, finite []string
	for i, s := range instants {
		v := fmt.Sprintf("(%d, CAST(%s AS TIMESTAMPTZ))", i+1, s)
		values = append(values, v)
		if !strings.Contains(s, "infinity") {
			finite = append(finite, v) // lat run has no infinite timestamps
		}
	}
	insert := "INSERT INTO z VALUES " + strings.Join(values, ", ")
	// before Christ: 10 BC and 1 BC, written alike in both
	const insertBC = "INSERT INTO z VALUES (100, CAST('0001-06-01 00:00:00+00' AS TIMESTAMPTZ) - INTERVAL '10 years'), " +
		"(101, CAST('0001-06-01 00:00:00.5+00' AS TIMESTAMPTZ) - INTERVAL '1 year')"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		enginetest.Exec(t, e, schema)
		enginetest.Exec(t, e, insert)
		enginetest.Exec(t, e, insertBC)
	}
	const q = "SELECT id, CAST(ts AS TEXT) AS a, ts || '|' AS b, concat(ts, '|') AS c, concat_ws(',', ts, 'x') AS d, " +
		"CAST(ts AS VARCHAR(40)) AS e FROM z ORDER BY id"
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	for _, zone := range []string{"UTC", "America/Los_Angeles", "Asia/Kolkata", "Africa/Monrovia"} {
		set := "SET TimeZone = '" + zone + "'"
		enginetest.Exec(t, pg, set)
		enginetest.Exec(t, duck, set)
		raw := map[string]*engines.Result{"postgres": enginetest.Query(t, pg, q), "duckdb": enginetest.Query(t, duck, q)}
		same, _ := engines.EqualRows(raw["postgres"].Rows, raw["duckdb"].Rows, true)
		if same {
			t.Errorf("%s: the engines write every value alike, the test checks nothing", zone)
		}
		for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Fatalf("%s to %s: %v", dir[0], dir[1], err)
			}
			got := enginetest.Query(t, eng[dir[1]], tr.SQL)
			if ok, diff := engines.EqualRows(raw[dir[0]].Rows, got.Rows, true); !ok {
				t.Errorf("%s, %s to %s: %s\n%s", zone, dir[0], dir[1], tr.SQL, diff)
			}
		}
		for d, res := range raw {
			// (a value lat run reads from a table is shown in the zone it was
			// stored under: the zone is set before the rows are)
			rows, err := refRows(d, q, set+"; "+schema+"; INSERT INTO z VALUES "+strings.Join(finite, ", "))
			if err != nil {
				t.Errorf("lat run --dialect %s, %s: %v", d, zone, err)
				continue
			}
			byID := map[string][]any{}
			for _, w := range res.Rows {
				byID[fmt.Sprint(w[0])] = w
			}
			if len(rows) != len(finite) {
				t.Errorf("lat run --dialect %s, %s: %d rows, want %d", d, zone, len(rows), len(finite))
			}
			for _, r := range rows {
				want := byID[r[0].String()]
				for j := range r {
					if w, g := fmt.Sprint(want[j]), r[j].String(); w != g && !(want[j] == nil && r[j].IsNull()) {
						t.Errorf("lat run --dialect %s, %s, row %v column %d: %q, the engine %q", d, zone, want[0], j, g, w)
					}
				}
			}
		}
	}
	// PostgreSQL's text is built from x three times in DuckDB: a subquery
	// is refused (T073)
	_, err := lateral.Translate("SELECT CAST(CAST((SELECT max(ts) FROM z) AS TIMESTAMPTZ) AS TEXT) AS a", "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
	if err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("postgres to duckdb, a subquery written as text: %v, want T073", err)
	}
}
