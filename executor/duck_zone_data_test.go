package executor_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// TestDuckZoneData runs zone conversions of a sample of DuckDB's zone
// names at instants from 1850 to 2150 through lat run (duckdb dialect)
// and DuckDB 1.5 (duck_zone_data.go): lat run gives DuckDB's answer or
// refuses, pointing to DuckDB, never another answer.
func TestDuckZoneData(t *testing.T) {
	duck := enginetest.DuckDB(t)
	all := executor.DuckZoneNames()
	names := []string{"America/Vancouver", "Africa/Casablanca", "Europe/Amsterdam", "america/new_york", "Asia/Kolkata", "EST", "US/Pacific"}
	for i := 0; i < len(all); i += 9 {
		names = append(names, all[i])
	}
	instants := []string{"1850-06-01 12:00:00", "1900-01-01 00:00:00", "1937-07-01 12:00:00", "1960-01-01 00:00:00", "1975-06-15 12:00:00",
		"2000-03-26 01:30:00", "2020-07-01 10:00:00", "2026-11-15 12:00:00", "2027-07-01 12:00:00", "2060-01-15 12:00:00", "2150-07-01 12:00:00"}
	var answered, refused int
	for _, n := range names {
		for _, at := range instants {
			queries := []string{
				fmt.Sprintf("SELECT timezone('%s', TIMESTAMPTZ '%s+00')::VARCHAR AS a, timezone('%s', TIMESTAMP '%s')::VARCHAR AS b", n, at, n, at),
				fmt.Sprintf("SELECT (TIMESTAMPTZ '%s+00')::VARCHAR AS a, (TIMESTAMPTZ '%s+00' + INTERVAL 1 MONTH)::VARCHAR AS b, '%s'::TIMESTAMPTZ::VARCHAR AS c", at, at, at),
			}
			if strings.Contains(n, "/") {
				queries = append(queries, fmt.Sprintf("SELECT '%s %s'::TIMESTAMPTZ::VARCHAR AS a", at, n))
			}
			for qi, q := range queries {
				set := ""
				if qi == 1 {
					set = "SET TimeZone = '" + n + "';\n"
					enginetest.Exec(t, duck, "SET TimeZone = '"+n+"'")
				} else {
					enginetest.Exec(t, duck, "SET TimeZone = 'UTC'")
				}
				got, latErr := latRunText(set+q, "duckdb")
				res, duckErr := duck.Query(enginetest.Ctx(t), q)
				switch {
				case latErr != nil && strings.Contains(latErr.Error(), "internal error"):
					t.Errorf("%s: lat run: %v", q, latErr)
				case latErr != nil:
					refused++
					if duckErr == nil && !strings.Contains(latErr.Error(), "DuckDB") {
						t.Errorf("%s %s: lat run refuses without pointing to DuckDB: %v", set, q, latErr)
					}
				case duckErr != nil:
					t.Errorf("%s%s: lat run answers %q, DuckDB raises %v", set, q, got, duckErr)
				default:
					answered++
					if want := strings.Join(duckRowsText(res), "\n"); got != want {
						t.Errorf("%s%s: lat run answers %q, DuckDB %q", set, q, got, want)
					}
				}
			}
		}
	}
	t.Logf("%d answered as DuckDB, %d refused", answered, refused)
	if answered < 3*refused {
		t.Errorf("too many refused: %d answered, %d refused", answered, refused)
	}
	// a known difference: ICU's data has not British Columbia's permanent
	// daylight-saving time of November 2026
	// daylight-saving time, and so from 2400 too, where the table compares
	// two days a year (duck_zone_data.go)
	for _, at := range []string{"2026-12-01 12:00:00+00", "3000-07-01 12:00:00+00"} {
		q := "SELECT timezone('America/Vancouver', TIMESTAMPTZ '" + at + "')::VARCHAR"
		if _, err := latRunText(q, "duckdb"); err == nil || !strings.Contains(err.Error(), "America/Vancouver") || !strings.Contains(err.Error(), "--engine duckdb") {
			t.Errorf("%s: want a refusal naming the zone, got %v", q, err)
		}
	}
}

// latRunText is the rows of sql run by lat run in dialect, as text
// (columns joined by " | ", rows by newlines).
func latRunText(sql, dialect string) (string, error) {
	r, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{Database: executor.NewDatabase()})
	if err != nil {
		return "", err
	}
	defer r.Close()
	rows, err := r.All()
	if err != nil {
		return "", err
	}
	var out []string
	for _, row := range engines.DisplayReferenceRowsIn(rows, dialect) {
		var parts []string
		for _, v := range row {
			if v == nil {
				parts = append(parts, "NULL")
			} else {
				parts = append(parts, fmt.Sprint(v))
			}
		}
		out = append(out, strings.Join(parts, " | "))
	}
	return strings.Join(out, "\n"), nil
}
