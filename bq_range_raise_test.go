package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// BigQuery's DATE(year, month, day), TIMESTAMP_SECONDS and TIMESTAMP_MILLIS
// raise outside BigQuery's DATE and TIMESTAMP ranges, 0001-01-01 to
// 9999-12-31 (BigQuery data types), which PostgreSQL's and DuckDB's
// make_date and timestamps go past (rewrite/bq_range.go): on each row,
// lat run of the BigQuery query, the translation on the real engine and lat run of it in the
// target's dialect raise alike, and give the same value where none raises.
func TestBigQueryRangeRaises(t *testing.T) {
	const table = "CREATE TABLE r (id INT64, y INT64, s INT64, ms INT64)"
	rows := [][3]string{
		{"1", "0", "0"}, {"9999", "253402300799", "253402300799999"}, {"2020", "-62135596800", "-62135596800000"},
		{"NULL", "NULL", "NULL"}, {"0", "-62135596801", "-62135596800001"}, {"10000", "253402300800", "253402300800000"},
		{"-5", "-1500", "-1500"},
	}
	setup := []string{table}
	for i, r := range rows {
		setup = append(setup, fmt.Sprintf("INSERT INTO r VALUES (%d, %s, %s, %s)", i, r[0], r[1], r[2]))
	}
	queries := []string{"SELECT DATE(y, 1, 1) AS v FROM r", "SELECT TIMESTAMP_SECONDS(s) AS v FROM r", "SELECT TIMESTAMP_MILLIS(ms) AS v FROM r"}
	ctx := enginetest.Ctx(t)
	for _, target := range []string{"postgres", "duckdb"} {
		eng := enginetest.Open(t, target)
		if target == "postgres" {
			enginetest.Exec(t, eng, "SET TimeZone = 'UTC'")
		}
		var tsetup []string
		for _, s := range setup {
			tr, err := lateral.Translate(s, "bigquery", target, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s: %s: %v", target, s, err)
			}
			tsetup = append(tsetup, tr.SQL)
			enginetest.Exec(t, eng, tr.SQL)
		}
		raised := 0
		for _, q := range queries {
			tr, err := lateral.Translate(q, "bigquery", target, lateral.TranslateOptions{Schema: table})
			if err != nil {
				t.Fatalf("%s: %s: %v", target, q, err)
			}
			for i := range rows {
				one := fmt.Sprintf(" WHERE id = %d", i)
				src, errS := refEngineRows("bigquery", q+one, setup...)
				got, errE := eng.Query(ctx, strings.TrimSuffix(tr.SQL, ";")+one)
				ref, errR := refEngineRows(target, strings.TrimSuffix(tr.SQL, ";")+one, tsetup...)
				if (errS != nil) != (errE != nil) || (errS != nil) != (errR != nil) {
					t.Errorf("%s: %s, row %v: bigquery %v, %s %v, lat run %v\n%s", target, q, rows[i], errS, target, errE, errR, tr.SQL)
					continue
				}
				if errS != nil {
					if !strings.Contains(errE.Error(), "lateral: ") {
						t.Errorf("%s: %s, row %v: %v, want the translation's message", target, q, rows[i], errE)
					}
					raised++
					continue
				}
				if fmt.Sprint(src) != fmt.Sprint(got.Rows) || fmt.Sprint(src) != fmt.Sprint(ref) {
					t.Errorf("%s: %s, row %v: bigquery %v, %s %v, lat run %v", target, q, rows[i], src, target, got.Rows, ref)
				}
			}
		}
		if raised != 7 {
			t.Errorf("%s: %d rows raised, want 7", target, raised)
		}
	}
}
