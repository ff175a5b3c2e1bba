package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// BigQuery's MAKE_INTERVAL(year, month, day, hour, minute, second), its
// arguments named or not (rewrite/make_interval.go), translated to
// PostgreSQL (make_interval with named arguments: its third parameter is
// weeks) and DuckDB (to_years() + ...), gives there what lateral run
// bigquery gives (run here on PostgreSQL 15 and DuckDB 1.5), NULLs
// included; PostgreSQL's make_interval translated to BigQuery gives in
// lateral run bigquery what it gives on PostgreSQL. The other targets are
// refused (T173), as are fractional seconds toward BigQuery, an unknown
// or repeated parameter, toward PostgreSQL a literal part beyond INTEGER,
// and Spark's make_interval (weeks third, as PostgreSQL's) toward BigQuery.
func TestBigQueryMakeInterval(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const rowsT = `INSERT INTO t VALUES (1, 1, 6, 15, 10, 5, 20), (2, -1, 13, -40, 30, -90, 3661), (3, NULL, 1, 2, 3, 4, 5),
		(4, 0, 0, 0, 0, 0, NULL), (5, 10000, -120000, 3660000, 87840000, 2000000000, -316224000000)`
	const rowsP = `INSERT INTO p VALUES (1, 1, 6, 2, 15, 10, 5, 20), (2, -1, 13, -3, -40, 30, -90, 3661), (3, NULL, 1, 1, 2, 3, 4, 5),
		(4, 0, 0, 0, 0, 0, 0, NULL)`
	bqSetup := []string{"CREATE TABLE t (id INT64, y INT64, mo INT64, d INT64, h INT64, mi INT64, s INT64)", rowsT,
		"CREATE TABLE p (id INT64, y INT64, mo INT64, w INT64, d INT64, h INT64, mi INT64, s INT64)", rowsP}
	const schema = "CREATE TABLE t (id INT64, y INT64, mo INT64, d INT64, h INT64, mi INT64, s INT64);"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "CREATE TABLE t (id BIGINT, y BIGINT, mo BIGINT, d BIGINT, h BIGINT, mi BIGINT, s BIGINT)")
		enginetest.Exec(t, e, rowsT)
	}
	enginetest.Exec(t, pg, "CREATE TABLE p (id INTEGER, y INTEGER, mo INTEGER, w INTEGER, d INTEGER, h INTEGER, mi INTEGER, s INTEGER)")
	enginetest.Exec(t, pg, rowsP)

	// ref is lateral run bigquery's rows of sql, in the engines' form
	ref := func(sql string) [][]engines.Value {
		t.Helper()
		out, err := refEngineRows("bigquery", sql, bqSetup...)
		if err != nil {
			t.Fatalf("lateral run bigquery: %s: %v", sql, err)
		}
		return out
	}
	queries := []string{
		"SELECT id, MAKE_INTERVAL(y, mo, d, h, mi, s) AS a, MAKE_INTERVAL(hour => h, second => s) AS b, MAKE_INTERVAL(y, minute => mi, day => d) AS c FROM t ORDER BY id",
		"SELECT id, MAKE_INTERVAL() AS z, MAKE_INTERVAL(1, 6, 15) AS l, MAKE_INTERVAL(y) AS m, MAKE_INTERVAL(month => mo) AS mm, MAKE_INTERVAL(second => s, year => 2) AS n, MAKE_INTERVAL(DAY => 7, Hour => -1) AS k, MAKE_INTERVAL(NULL, 1) AS u, MAKE_INTERVAL(hour => NULL) AS v FROM t ORDER BY id",
	}
	for _, q := range queries {
		want := ref(q)
		if len(want) != 5 {
			t.Fatalf("lateral run bigquery: %s: %v", q, want)
		}
		for _, e := range []engines.Engine{pg, duck} {
			tr, err := lateral.Translate(q, "bigquery", e.Kind(), lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Errorf("to %s: %s: %v", e.Kind(), q, err)
				continue
			}
			if ok, diff := engines.EqualRows(want, enginetest.Query(t, e, tr.SQL).Rows, true); !ok {
				t.Errorf("to %s: %s\n%s", e.Kind(), diff, tr.SQL)
			}
		}
	}
	// a minute count beyond INTEGER: refused toward PostgreSQL, whose
	// make_interval takes INTEGER parts; DuckDB's to_minutes takes a BIGINT
	const big = "SELECT MAKE_INTERVAL(minute => 3000000000) AS m"
	if _, err := lateral.Translate(big, "bigquery", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T173") {
		t.Errorf("to postgres: %s: want T173, got %v", big, err)
	}
	if tr, err := lateral.Translate(big, "bigquery", "duckdb", lateral.TranslateOptions{}); err != nil {
		t.Errorf("to duckdb: %s: %v", big, err)
	} else if ok, diff := engines.EqualRows(ref(big), enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("to duckdb: %s\n%s", diff, tr.SQL)
	}

	// PostgreSQL's make_interval toward BigQuery: its weeks are 7 days
	const pq = "SELECT id, make_interval(y, mo, w, d, h, mi, s) AS a, make_interval(weeks => w, days => d) AS b, make_interval(1, 2, 3) AS c, make_interval(secs => s, mins => 2) AS e, make_interval(0, 0, 2, 3) AS f FROM p ORDER BY id"
	// and one added to a DATE is read as PostgreSQL wrote it
	// (month_interval.go), though rewritten for BigQuery before the sum
	const pd = "SELECT id, DATE '2024-01-31' + make_interval(0, 1, w, d) AS a, DATE '2024-01-31' + make_interval(0, 0, 0, 0, h) AS b, DATE '2024-01-31' - 2 * make_interval(0, 0, 1) AS c FROM p ORDER BY id"
	for _, q := range []string{pq, pd} {
		tr, err := lateral.Translate(q, "postgres", "bigquery", lateral.TranslateOptions{Schema: "CREATE TABLE p (id INTEGER, y INTEGER, mo INTEGER, w INTEGER, d INTEGER, h INTEGER, mi INTEGER, s INTEGER)"})
		if err != nil {
			t.Errorf("postgres to bigquery: %s: %v", q, err)
			continue
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, ref(tr.SQL), true); !ok {
			t.Errorf("postgres to bigquery: %s\n%s", diff, tr.SQL)
		}
	}

	for _, c := range []struct{ from, to, sql string }{
		{"postgres", "bigquery", "SELECT make_interval(secs => 1.5) AS i"},
		{"bigquery", "postgres", "SELECT MAKE_INTERVAL(week => 1) AS i"},
		{"bigquery", "duckdb", "SELECT MAKE_INTERVAL(1, year => 2) AS i"},
		{"bigquery", "postgres", "SELECT MAKE_INTERVAL(1, 2, 3, 4, 5, 6, 7) AS i"},
		{"spark", "bigquery", "SELECT make_interval(1, 2, 3) AS i"},
	} {
		if _, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T173") {
			t.Errorf("%s to %s: %s: want T173, got %v", c.from, c.to, c.sql, err)
		}
	}
	for _, to := range []string{"hive", "spark", "doris", "presto", "trino", "ansi", "drill", "snowflake"} {
		_, err := lateral.Translate("SELECT MAKE_INTERVAL(day => 1) AS i", "bigquery", to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T173") || !strings.Contains(err.Error(), "1:8") {
			t.Errorf("to %s: want T173 at 1:8, got %v", to, err)
		}
	}
}

// PostgreSQL 15's make_interval computes years * 12 + months in INTEGER
// and the microseconds of its hours, minutes and seconds in BIGINT without
// checking for overflow (run here: make_interval(years => 178956971) is
// -178956970 years -4 mons), where BigQuery raises (BigQuery data types,
// interval type: from -10000-0 -3660000 -87840000:0:0 to 10000-0 3660000
// 87840000:0:0) and DuckDB raises too. So from BigQuery its years of a
// column are given as months cast to INTEGER, and its seconds beyond
// INTEGER as hours (cast to INTEGER) and seconds below 3600
// (rewrite/make_interval.go): PostgreSQL raises for those parts beyond,
// gives lateral run bigquery's interval within, and a constant beyond is
// refused (T173).
func TestBigQueryMakeIntervalOverflow(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	enginetest.CheckRows(t, pg, "SELECT make_interval(years => 178956971)::text AS a, make_interval(secs => 1e13)::text AS b", true,
		[][]engines.Value{{"-178956970 years -4 mons", "-2562047788:00:54.775808"}})
	const schema = "CREATE TABLE t (id INT64, y INT64, mo INT64, h INT64, s INT64);"
	const rows = `INSERT INTO t VALUES (1, 178956971, 0, 0, 0), (2, 1, 2147483647, 0, 0), (3, 0, 0, 2147483647, 3000000000000),
		(4, 0, 0, 0, 10000000000000), (5, 0, 0, 87840000, -316224000000), (6, -1, 13, -5, 316223999999), (7, NULL, 1, 1, -3599),
		(8, 10000, -1, NULL, 7201), (9, 1, NULL, -1, NULL)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "CREATE TABLE t (id BIGINT, y BIGINT, mo BIGINT, h BIGINT, s BIGINT)")
		enginetest.Exec(t, e, rows)
	}
	const q = "SELECT id, MAKE_INTERVAL(y, mo, hour => h, second => s) AS a, MAKE_INTERVAL(year => y) AS b, MAKE_INTERVAL(second => s) AS c FROM t WHERE id = "
	for id := 1; id <= 9; id++ {
		sql := q + string(rune('0'+id))
		for _, e := range []engines.Engine{pg, duck} {
			tr, err := lateral.Translate(sql, "bigquery", e.Kind(), lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Fatalf("to %s: %v", e.Kind(), err)
			}
			got, err := e.Query(enginetest.Ctx(t), tr.SQL)
			if id <= 4 {
				if err == nil {
					t.Errorf("to %s: id %d: want an error, got %s\n%s", e.Kind(), id, engines.FormatRows(got.Rows), tr.SQL)
				}
				continue
			}
			if err != nil {
				t.Errorf("to %s: id %d: %v\n%s", e.Kind(), id, err, tr.SQL)
				continue
			}
			want, err := refRows("bigquery", sql, schema, rows)
			if err != nil {
				t.Fatal(err)
			}
			var w [][]engines.Value
			for _, row := range want {
				var r []engines.Value
				for _, v := range row {
					r = append(r, engines.FromReference(v))
				}
				w = append(w, r)
			}
			if ok, diff := engines.EqualRows(w, got.Rows, true); !ok {
				t.Errorf("to %s: id %d: %s\n%s", e.Kind(), id, diff, tr.SQL)
			}
		}
	}
	for _, c := range []struct{ sql, code string }{
		{"SELECT MAKE_INTERVAL(178956970, 8) AS i", "T173"},
		{"SELECT MAKE_INTERVAL(second => 316224000001) AS i", "T173"},
		{"SELECT MAKE_INTERVAL(second => CAST(RAND() * 10 AS INT64)) AS i", "T073"},
		// a positional argument after a named one, which PostgreSQL
		// raises for (checked below)
		{"SELECT MAKE_INTERVAL(year => 1, 2) AS i", "T173"},
	} {
		if _, err := lateral.Translate(c.sql, "bigquery", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s: want %s, got %v", c.sql, c.code, err)
		}
	}
	if _, err := pg.Query(enginetest.Ctx(t), "SELECT make_interval(years => 1, 2) AS i"); err == nil {
		t.Error("postgres reads a positional argument after a named one")
	}
}

// BigQuery raises where the months (year * 12 + month), the days or the
// time (hour, minute and second together) of MAKE_INTERVAL are beyond
// its intervals (BigQuery data types, interval type: -10000-0 -3660000
// -87840000:0:0 to 10000-0 3660000 87840000:0:0; ZetaSQL's
// IntervalValue::FromYMDHMS), where PostgreSQL's make_interval and
// DuckDB's to_years answer: the translation tests the parts when the
// query runs and raises (run here on PostgreSQL 15 and DuckDB 1.5), as
// lateral run bigquery does; at the edges and for NULLs it answers as
// lateral run bigquery; constants beyond are refused (T208) at the
// argument that weighs most.
func TestBigQueryMakeIntervalRange(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const schema = "CREATE TABLE r (id INT64, y INT64, mo INT64, d INT64, h INT64, mi INT64, s INT64);"
	const rows = `INSERT INTO r VALUES (1, 10000, 0, 3660000, 87840000, 0, 0), (2, -10000, 0, -3660000, -87840000, 0, 0),
		(3, 10001, -12, 0, 87840001, -60, 0), (4, NULL, 1, 1, 1, 1, 1), (5, 10001, 0, 0, 0, 0, 0), (6, -10000, -1, 0, 0, 0, 0),
		(7, 0, 0, 3660001, 0, 0, 0), (8, 0, 0, 0, 87840000, 0, 1), (9, 0, 0, 0, -87840000, -1, 0), (10, 0, 0, 0, 0, 0, -316224000001)`
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "CREATE TABLE r (id BIGINT, y BIGINT, mo BIGINT, d BIGINT, h BIGINT, mi BIGINT, s BIGINT)")
		enginetest.Exec(t, e, rows)
	}
	const q = "SELECT id, MAKE_INTERVAL(y, mo, d, h, mi, s) AS a FROM r WHERE id = "
	for id := 1; id <= 10; id++ {
		sql := q + fmt.Sprint(id)
		want, refErr := refEngineRows("bigquery", sql, schema, rows)
		if (refErr != nil) != (id >= 5) {
			t.Errorf("lateral run bigquery: id %d: %v %v", id, want, refErr)
		}
		for _, e := range []engines.Engine{pg, duck} {
			tr, err := lateral.Translate(sql, "bigquery", e.Kind(), lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Fatalf("to %s: %v", e.Kind(), err)
			}
			got, err := e.Query(enginetest.Ctx(t), tr.SQL)
			if id >= 5 {
				if err == nil || !strings.Contains(err.Error(), "bigquery's MAKE_INTERVAL raises for") {
					t.Errorf("to %s: id %d: want the raise, got %v %v\n%s", e.Kind(), id, got, err, tr.SQL)
				}
				continue
			}
			if err != nil {
				t.Errorf("to %s: id %d: %v\n%s", e.Kind(), id, err, tr.SQL)
				continue
			}
			if ok, diff := engines.EqualRows(want, got.Rows, true); !ok {
				t.Errorf("to %s: id %d: %s\n%s", e.Kind(), id, diff, tr.SQL)
			}
		}
	}
	// the engines answer beyond BigQuery's range
	enginetest.CheckRows(t, pg, "SELECT CAST(make_interval(years => 10001) AS TEXT) AS a", true, [][]engines.Value{{"10001 years"}})
	enginetest.CheckRows(t, duck, "SELECT CAST(to_years(10001) AS VARCHAR) AS a", true, [][]engines.Value{{"10001 years"}})
	for _, c := range []struct {
		sql string
		col int
	}{
		{"SELECT MAKE_INTERVAL(10001) AS i", 22},
		{"SELECT MAKE_INTERVAL(-10000, -1) AS i", 22},
		{"SELECT MAKE_INTERVAL(1, day => -3660001) AS i", 32},
		{"SELECT MAKE_INTERVAL(hour => 87840000, minute => 1) AS i", 30},
	} {
		for _, to := range []string{"postgres", "duckdb"} {
			_, err := lateral.Translate(c.sql, "bigquery", to, lateral.TranslateOptions{})
			if err == nil || !strings.Contains(err.Error(), "T208") || !strings.Contains(err.Error(), fmt.Sprintf("1:%d", c.col)) {
				t.Errorf("to %s: %s: want T208 at 1:%d, got %v", to, c.sql, c.col, err)
			}
		}
	}
	// within the range, constants are kept as they were
	for _, to := range []string{"postgres", "duckdb"} {
		tr, err := lateral.Translate("SELECT MAKE_INTERVAL(10001, -12) AS i, MAKE_INTERVAL(day => 3660000) AS j", "bigquery", to, lateral.TranslateOptions{})
		if err != nil || strings.Contains(tr.SQL, "CASE") {
			t.Errorf("to %s: %v %v", to, tr, err)
		}
	}
}
