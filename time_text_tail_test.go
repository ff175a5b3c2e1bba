package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB reads a TIME text up to its seconds (or their fraction) and
// ignores what follows; it raises for seconds past 59, and both engines
// for a time past 24:00:00 (executor/duck_time_text.go, cast.go
// parseTimeText). lat run agrees with DuckDB and PostgreSQL (run here);
// the translation writes DuckDB's reading for PostgreSQL and refuses
// (T144) a PostgreSQL text with something after the seconds toward
// DuckDB (rewrite/time_text_tail.go).
func TestTimeTextTail(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT CAST('10:00:00 junk' AS TIME)::VARCHAR AS a, TIME '10:00:00+02 x'::VARCHAR AS b, CAST('10:00:00 PM' AS TIME)::VARCHAR AS c, CAST('10:5:7.5x' AS TIME)::VARCHAR AS d, CAST('10:00:00.1234567x' AS TIME)::VARCHAR AS e, CAST('24:00:00 x' AS TIME)::VARCHAR AS f, CAST(x AS TIME)::VARCHAR AS g FROM (VALUES (' 10:00:00.x')) v(x)",
			want: "(10:00:00, 10:00:00, 10:00:00, 10:05:07.5, 10:00:00.123456, 24:00:00, 10:00:00)", wantEng: "('10:00:00', '10:00:00', '10:00:00', '10:05:07.5', '10:00:00.123456', '24:00:00', '10:00:00')"},
		{sql: "SELECT CAST('10:00:60' AS TIME) AS a", err: "time field value out of range"},
		{sql: "SELECT TIME '10:00 x' AS a", err: "10:00 x"},
		{sql: "SELECT CAST('24:30:00' AS TIME) AS a", err: "time field value out of range"},
		{sql: "SELECT CAST('24:00:00.5' AS TIME) AS a", err: "time field value out of range"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
	for _, c := range []numericRow{
		{sql: "SELECT CAST('10:00:00 junk' AS TIME) AS a", err: "10:00:00 junk"},
		{sql: "SELECT CAST('24:30:00' AS TIME) AS a", err: "out of range"},
		{sql: "SELECT CAST('24:00:00.5' AS TIME) AS a", err: "out of range"},
		{sql: "SELECT CAST('10:00:60' AS TIME)::text AS a, CAST('24:00:00' AS TIME)::text AS b", want: "(10:01:00, 24:00:00)", wantEng: "('10:01:00', '24:00:00')"},
	} {
		c.dialect, c.engine = "postgres", engines.Postgres
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}

	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	// DuckDB to PostgreSQL: the time DuckDB reads
	const q = "SELECT CAST('10:00:00 junk' AS TIME) AS a, TIME '10:00:00.5x' AS b, CAST('10:00:00+02' AS TIME) AS c, TIME '10:00:00.1234567 PM' AS d, x = '10:00:00,5' AS e FROM (VALUES (TIME '10:00:00')) v(x)"
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, duck, q).Rows, enginetest.Query(t, pg, tr.SQL).Rows, true); !ok {
		t.Errorf("duckdb to postgres: %s: %s", tr.SQL, diff)
	}
	// refused: PostgreSQL raises, or reads the text otherwise
	for _, r := range []struct{ sql, from, to string }{
		{"SELECT CAST('10:00:00 junk' AS TIME) AS a", "postgres", "duckdb"},
		{"SELECT TIME '10:00:00 PM' AS a", "postgres", "duckdb"},
		{"SELECT x = '10:00:00 x' AS a FROM (VALUES (TIME '10:00:00')) v(x)", "postgres", "duckdb"},
		{"SELECT TIME '10:00:60' AS a", "duckdb", "postgres"},
	} {
		if _, err := lateral.Translate(r.sql, r.from, r.to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T144") {
			t.Errorf("%s to %s: %s: want T144, got %v", r.from, r.to, r.sql, err)
		}
	}
	// the engines differ on them
	differ := "SELECT TIME '10:00:00 PM' = TIME '22:00:00' AS pm, TIME '10:00:60' = TIME '10:01:00' AS s60"
	if _, err := duck.Query(enginetest.Ctx(t), differ); err == nil {
		t.Errorf("duckdb answers %s", differ)
	}
	if got := strings.TrimSpace(engines.FormatRows(enginetest.Query(t, pg, differ).Rows)); got != "(true, true)" {
		t.Errorf("postgres: %s", got)
	}
	if _, err := pg.Query(enginetest.Ctx(t), "SELECT TIME '10:00:00 junk'"); err == nil {
		t.Error("postgres reads '10:00:00 junk'")
	}
	if got := strings.TrimSpace(engines.FormatRows(enginetest.Query(t, duck, "SELECT TIME '10:00:00 PM' = TIME '10:00:00' AS pm").Rows)); got != "(true)" {
		t.Errorf("duckdb: %s", got)
	}
}

// DuckDB reads a TIME text that is no time of day as a TIMESTAMP's and
// keeps its time of day (executor/duck_time_text.go duckTimeOfTimestamp);
// seconds past 59 raise in its TIMESTAMP texts too. lat run agrees with
// DuckDB (run here).
func TestDuckTimeOfTimestampText(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT CAST('2020-01-01 10:00:00' AS TIME)::VARCHAR AS a, TIME '2020-01-01T10:00:00.5'::VARCHAR AS b, CAST(s AS TIME)::VARCHAR AS c, CAST('2020-01-01' AS TIME)::VARCHAR AS d, CAST('2020-01-01 24:00:00' AS TIME)::VARCHAR AS e, CAST('2020-01-01 10:00:00+02:30' AS TIME)::VARCHAR AS f, CAST('20-01-01 1:2:3' AS TIME)::VARCHAR AS g, CAST('2020-01-01 10:00:00.1234567' AS TIME)::VARCHAR AS h FROM (VALUES (' 2020-01-01 10:00')) v(s)",
			want: "(10:00:00, 10:00:00.5, 10:00:00, 00:00:00, 00:00:00, 10:00:00, 01:02:03, 10:00:00.123456)", wantEng: "('10:00:00', '10:00:00.5', '10:00:00', '00:00:00', '00:00:00', '10:00:00', '01:02:03', '10:00:00.123456')"},
		{sql: "SELECT CAST('2020-01-01 10:00:60' AS TIME) AS a", err: "2020-01-01 10:00:60"},
		{sql: "SELECT CAST(s AS TIME) AS a FROM (VALUES ('2020-01-01 10:00:00 x')) v(s)", err: "2020-01-01 10:00:00 x"},
		{sql: "SELECT CAST('2020-13-01 10:00:00' AS TIME) AS a", err: "2020-13-01 10:00:00"},
		{sql: "SELECT CAST('2020-01-01 10:00 ' AS TIME) AS a", err: "time field value out of range"},
		{sql: "SELECT CAST('2020-01-01 10:00:60' AS TIMESTAMP) AS a", err: "invalid timestamp field format"},
		{sql: "SELECT TIMESTAMPTZ '2020-01-01 10:00:60+00' AS a", err: "invalid timestamp field format"},
		{sql: "SELECT CAST(s AS TIMESTAMP) AS a FROM (VALUES ('2020-01-01T10:00:60.5')) v(s)", err: "invalid timestamp field format"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}

// PostgreSQL reads a TIME text of 60 seconds as the next minute, DuckDB
// raises for it: from PostgreSQL the translation writes the time
// PostgreSQL reads (rewrite/time_text_tail.go pgLeapSecond); run on both.
func TestPgTimeLeapSecond(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	const q = "SELECT TIME '10:00:60' AS a, CAST('10:59:60.5' AS TIME) AS b, TIME '23:59:60' AS c, CAST(' 1:2:60+02' AS TIME) AS d, TIME '10:00:60.1234567' AS e"
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(tr.SQL, ":60") {
		t.Errorf("60 seconds kept: %s", tr.SQL)
	}
	enginetest.SameAnswer(t, pg, q, duck, tr.SQL, true)
	if _, err := duck.Query(enginetest.Ctx(t), "SELECT TIME '10:00:60'"); err == nil {
		t.Error("duckdb reads TIME '10:00:60'")
	}
	// PostgreSQL raises for these, and DuckDB for the text as written
	for _, q := range []string{"SELECT TIME '23:59:60.5' AS a", "SELECT TIME '10:60:60' AS a"} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		enginetest.SameAnswer(t, pg, q, duck, tr.SQL, true)
	}
	if _, err := lateral.Translate("SELECT TIME '23:59:60' AS a", "postgres", "trino", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T144") {
		t.Errorf("to trino: %v, want T144", err)
	}
}

// PostgreSQL reads the TIME text 'allballs' as midnight and raises for
// 'epoch', DuckDB the other way round: each is written as 00:00:00 from
// the dialect that reads it, and a word the source raises for is refused
// (rewrite/ts_text_digits.go timeTextWord); run on both.
func TestTimeTextWords(t *testing.T) {
	pg, duck := enginetest.Open(t, "postgres"), enginetest.DuckDB(t)
	for _, c := range []struct{ q, from, to string }{
		{"SELECT TIME ' AllBalls ' AS a, CAST('allballs' AS TIME WITH TIME ZONE) AS b", "postgres", "duckdb"},
		{"SELECT TIME ' EPOCH ' AS a, CAST('epoch' AS TIME WITH TIME ZONE) AS b", "duckdb", "postgres"},
	} {
		tr, err := lateral.Translate(c.q, c.from, c.to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		src, dst := pg, duck
		if c.from == "duckdb" {
			src, dst = duck, pg
		}
		enginetest.SameAnswer(t, src, c.q, dst, tr.SQL, true)
		// the word as written raises in the target
		if _, err := dst.Query(enginetest.Ctx(t), c.q); err == nil {
			t.Errorf("%s reads %s", c.to, c.q)
		}
	}
	for _, r := range []struct{ sql, from, to string }{
		{"SELECT CAST('epoch' AS TIME) AS a", "postgres", "duckdb"},
		{"SELECT TIME 'allballs' AS a", "duckdb", "postgres"},
		{"SELECT CAST('today' AS TIME) AS a", "postgres", "trino"},
	} {
		if _, err := lateral.Translate(r.sql, r.from, r.to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T144") {
			t.Errorf("%s to %s: %s: want T144, got %v", r.from, r.to, r.sql, err)
		}
	}
}
