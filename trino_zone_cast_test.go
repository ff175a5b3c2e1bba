package lateral_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Trino's and Presto's cast of a string column to TIMESTAMP WITH TIME
// ZONE keeps the zone a text carries after its time (lat run after
// Trino's documentation: '2001-08-22 03:04:05.321 America/New_York' is of
// hour 3), where PostgreSQL 15 and DuckDB 1.5 give the instant in the
// session's zone (hour 7 in a UTC session). A text without a zone is read
// in the session's zone by all three. Toward PostgreSQL and DuckDB the cast
// is guarded (rewrite/trino_zone_cast.go): the zone-less texts give the
// source's values, the others raise; toward other dialects, and for a
// column of unknown type or TRY_CAST, it is refused (T185).
func TestTrinoZoneCastRun(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, s VARCHAR)"
	fine := "(1, '2001-08-22 03:04:05.321'), (2, '2001-08-22 03:04:05'), (3, '2001-08-22 23:59'), (4, '2001-08-22'), " +
		"(5, '1969-12-31 23:59:59.5'), (6, '0099-01-02 10:00:00'), (7, NULL), (8, '2001-08-22 03:04:05.3'), " +
		"(10, '1500-03-01 00:00:00'), (11, '9999-12-31 23:59:59.999'), (12, '2024-02-29 12:00')"
	bad := []string{"'2001-08-22 03:04:05.321 America/New_York'", "'2001-08-22 03:04:05 UTC'", "'2001-08-22 03:04 -08:30'",
		"'2001-08-22 03:04:05+05:30'", "'2001-08-22T03:04:05'", "'2001-08-22 03:04:05.3214'", "' 2001-08-22 03:04:05'", "'2001-08-22 24:00:00'", "'2001-02-30 03:04:05'"}
	// EXTRACT(SECOND) toward PostgreSQL is refused (T128), which keeps
	// the fraction: there the fraction is compared through an order
	q := "SELECT id, EXTRACT(YEAR FROM c) AS y, EXTRACT(MONTH FROM c) AS mo, EXTRACT(DAY FROM c) AS d, EXTRACT(HOUR FROM c) AS h, " +
		"EXTRACT(MINUTE FROM c) AS mi, %s AS sec FROM (SELECT id, CAST(s AS TIMESTAMP WITH TIME ZONE) AS c FROM t) x ORDER BY id"
	secs := map[string]string{"duckdb": "EXTRACT(SECOND FROM c)", "postgres": "rank() OVER (ORDER BY c)"}
	ctx := context.Background()
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	for _, from := range []string{"trino", "presto"} {
		for _, e := range []engines.Engine{pg, duck} {
			q := fmt.Sprintf(q, secs[e.Kind()])
			src, err := refRows(from, q, schema+"; INSERT INTO t VALUES "+fine)
			if err != nil {
				t.Fatalf("%s: %v", from, err)
			}
			var want []string
			for _, r := range src {
				want = append(want, rowText(r))
			}
			tr, err := lateral.Translate(q, from, e.Kind(), lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Errorf("%s to %s: %v", from, e.Kind(), err)
				continue
			}
			sql := strings.TrimSuffix(tr.SQL, ";")
			enginetest.Exec(t, e, "SET TimeZone = 'UTC'; DROP TABLE IF EXISTS t; "+schema+"; INSERT INTO t VALUES "+fine)
			res, err := e.Query(ctx, sql)
			if err != nil {
				t.Errorf("%s to %s: %v\n%s", from, e.Kind(), err, sql)
				continue
			}
			var got []string
			for _, r := range res.Rows {
				parts := make([]string, len(r))
				for i, v := range r {
					parts[i] = fmt.Sprint(v)
					if v == nil {
						parts[i] = "NULL"
					}
				}
				got = append(got, "("+strings.Join(parts, ", ")+")")
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s to %s: got\n%s\nwant (%s)\n%s\n%s", from, e.Kind(), strings.Join(got, " "), from, strings.Join(want, " "), sql)
			}
			for _, b := range bad {
				enginetest.Exec(t, e, "DELETE FROM t; INSERT INTO t VALUES (9, "+b+")")
				if res, err := e.Query(ctx, sql); err == nil {
					t.Errorf("%s to %s: %s gives %s, want an error", from, e.Kind(), b, engines.FormatRows(res.Rows))
				}
			}
		}
	}
	// the source keeps the zone of the text, the engines do not (UTC session)
	zoned := "SELECT EXTRACT(HOUR FROM CAST(s AS TIMESTAMP WITH TIME ZONE)) AS h FROM (VALUES '2001-08-22 03:04:05.321 America/New_York') v(s)"
	if got, err := refText("trino", zoned); err != nil || got != "[[3]]" {
		t.Errorf("trino: %s: got %s %v, want [[3]]", zoned, got, err)
	}
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "SET TimeZone = 'UTC'")
		res := enginetest.Query(t, e, "SELECT CAST(EXTRACT(HOUR FROM CAST(s AS TIMESTAMPTZ)) AS INTEGER) AS h FROM (VALUES ('2001-08-22 03:04:05.321 America/New_York')) v(s)")
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); !strings.Contains(got, "7") {
			t.Errorf("%s: got %s, want 7", e.Kind(), got)
		}
	}
	// refused: other targets, a column of unknown type, TRY_CAST
	for _, c := range []struct{ from, to, sql, schema string }{
		{"trino", "snowflake", "SELECT CAST(s AS TIMESTAMP(3) WITH TIME ZONE) AS a FROM t", schema},
		{"presto", "ansi", "SELECT CAST(s AS TIMESTAMP(3) WITH TIME ZONE) AS a FROM t", schema},
		{"trino", "spark", "SELECT CAST(s AS TIMESTAMP WITH TIME ZONE) AS a FROM t", schema},
		{"trino", "postgres", "SELECT CAST(s AS TIMESTAMP WITH TIME ZONE) AS a FROM t", ""},
		{"trino", "duckdb", "SELECT TRY_CAST(s AS TIMESTAMP WITH TIME ZONE) AS a FROM t", schema},
		{"trino", "duckdb", "SELECT CAST(? AS TIMESTAMP(6) WITH TIME ZONE) AS a", ""},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{Schema: c.schema})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics.Errors() {
				found = found || d.Code == "T185"
			}
		}
		if !found {
			t.Errorf("%s to %s: %s: want T185, got %v", c.from, c.to, c.sql, err)
		}
	}
}
