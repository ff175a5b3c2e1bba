package lateral_test

import (
	"fmt"
	"testing"
)

// The executor runs PostgreSQL's EXTRACT as a numeric of scale 0 and
// date_part as a double precision (run on PostgreSQL 15:
// extract(day from date '2020-01-05')::text is 5, extract(dow from date
// '2021-06-15') / 2 is 1.00000000000000000000 and extract(doy ..) / 7 23.7142857142857143,
// date_part('month', date '2021-07-09') / 2 is 3.5, date_part('dow', ..)
// / 4 1.25), and rounds a cast to TIMESTAMPTZ(p) as a TIMESTAMP(p), half
// away from 2000-01-01 (CAST(TIMESTAMPTZ '1960-06-01 10:00:00.1235+00' AS
// TIMESTAMPTZ(3)) is 10:00:00.123+00, from 2020 .124).
func TestPgExtractRunReview(t *testing.T) {
	sql := "SELECT CAST(extract(day FROM DATE '2020-01-05') AS TEXT) AS a, extract(dow FROM DATE '2021-06-15') / 2 AS b, extract(doy FROM DATE '2021-06-15') / 7 AS c, " +
		"date_part('month', DATE '2021-07-09') / 2 AS d, date_part('dow', DATE '2021-07-09') / 4 AS e"
	got, err := runStrings(t, sql, "postgres")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[5 1.00000000000000000000 23.7142857142857143 3.5 1.25]"; fmt.Sprint(got) != want {
		t.Errorf("postgres extract: got %q, want %q", got, want)
	}
	sql = "SELECT CAST(CAST(TIMESTAMPTZ '1960-06-01 10:00:00.1235+00' AS TIMESTAMPTZ(3)) AS TIMESTAMP) AS a, CAST(CAST(TIMESTAMPTZ '2020-06-01 10:00:00.1235+00' AS TIMESTAMPTZ(3)) AS TIMESTAMP) AS b"
	got, err = runStrings(t, sql, "postgres")
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "[1960-06-01 10:00:00.123 2020-06-01 10:00:00.124]" {
		t.Errorf("postgres timestamptz(3): got %q", got)
	}
}
