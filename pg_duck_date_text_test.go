package lateral_test

import (
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL 15 and DuckDB 1.5 read a DATE text alike only in some forms
// (rewrite/pg_duck_date_text.go, run here on both): PostgreSQL reads
// '2020-01-02 BC' before Christ and '99-01-02' as 1999, DuckDB as
// 2020-01-02 and 0099-01-02. Such a literal (also one compared with a
// DATE) is refused (T164) either way, but for the years DuckDB reads
// (TestDuckPgShortYears);
// from PostgreSQL a string column cast to DATE raises in DuckDB for a text
// of another form.
func TestPgDuckDateText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	for _, text := range []string{"2020-01-02 BC", "99-01-02", "0000-01-01", "2020-01-02 25:00"} {
		for _, q := range []string{"SELECT DATE '" + text + "' AS a", "SELECT CAST('" + text + "' AS DATE) AS a"} {
			dirs := [][2]string{{"postgres", "duckdb"}}
			if text != "99-01-02" && text != "0000-01-01" {
				dirs = append(dirs, [2]string{"duckdb", "postgres"})
			}
			for _, dir := range dirs {
				_, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{})
				if err == nil || !strings.Contains(err.Error(), "T164") {
					t.Errorf("%s to %s: %s: want T164, got %v", dir[0], dir[1], q, err)
				}
			}
		}
	}
	// a string literal compared with a DATE is read as a DATE by both;
	// one of the other forms is refused (T157: pg_literal_neighbours.go)
	const table0 = "CREATE TABLE d (id INTEGER, d DATE)"
	for _, q := range []string{"SELECT id FROM d WHERE d = '99-01-02'", "SELECT id FROM d WHERE d BETWEEN '0001-01-01' AND '99-01-02'"} {
		_, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table0})
		if err == nil || !strings.Contains(err.Error(), "T157") {
			t.Errorf("%s: want T157, got %v", q, err)
		}
	}
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table0)
		enginetest.Exec(t, e, "INSERT INTO d VALUES (1, DATE '1999-01-02'), (2, DATE '2020-01-02')")
	}
	if a, b := enginetest.Query(t, pg, "SELECT id FROM d WHERE d = '99-01-02'"), enginetest.Query(t, duck, "SELECT id FROM d WHERE d = '99-01-02'"); len(a.Rows) != 1 || len(b.Rows) != 0 {
		t.Errorf("want 1 row in postgres, none in duckdb: %v %v", a.Rows, b.Rows)
	}
	const cmp = "SELECT id FROM d WHERE d = '2020-01-02' OR d <= ' 1999-1-2 10:00' ORDER BY id"
	tr, err := lateral.Translate(cmp, "postgres", "duckdb", lateral.TranslateOptions{Schema: table0})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, pg, cmp).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("compared: %s", diff)
	}
	// the engines differ on the refused texts
	differ := "SELECT CAST('2020-01-02 BC' AS DATE) = DATE '2020-01-02' AS bc, CAST('99-01-02' AS DATE) = DATE '1999-01-02' AS yy"
	a, b := enginetest.Query(t, pg, differ), enginetest.Query(t, duck, differ)
	if got := engines.FormatRows(a.Rows) + " " + engines.FormatRows(b.Rows); !strings.Contains(got, "false") || !strings.Contains(got, "true") {
		t.Errorf("the engines agree on the refused texts: %s", got)
	}
	// the kept texts are read alike
	kept := "SELECT CAST('2020-01-02' AS DATE) AS a, DATE ' Infinity ' AS b, CAST('2020-1-2 23:59:59.9999999' AS DATE) AS c, CAST('0001-01-01T10:00' AS DATE) AS d, DATE 'epoch' AS e"
	for _, dir := range [][3]engines.Engine{{pg, duck}, {duck, pg}} {
		from, to := dir[0].Kind(), dir[1].Kind()
		tr, err := lateral.Translate(kept, from, to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %v", from, to, err)
		}
		x, y := enginetest.Query(t, dir[0], kept), enginetest.Query(t, dir[1], tr.SQL)
		if ok, diff := engines.EqualRows(x.Rows, y.Rows, true); !ok {
			t.Errorf("%s to %s: %s", from, to, diff)
		}
	}

	// a string column: guarded toward DuckDB
	const table = "CREATE TABLE t (id INTEGER, s TEXT)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, '2020-01-02'), (2, NULL), (3, ' 2020-1-2 10:00:00 '), (4, '-infinity')")
	}
	const q = "SELECT id, CAST(s AS DATE) AS d FROM t ORDER BY id"
	tr, err = lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("postgres to duckdb: %s\n%s", diff, tr.SQL)
	}
	for _, text := range []string{"2020-01-02 BC", "99-01-02"} {
		for _, e := range []engines.Engine{pg, duck} {
			enginetest.Exec(t, e, "DELETE FROM t WHERE id = 5; INSERT INTO t VALUES (5, '"+text+"')")
		}
		enginetest.Query(t, pg, q) // PostgreSQL reads it
		if _, err := duck.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "a date text that postgres reads otherwise") {
			t.Errorf("%s: want the guard's error, got %v", text, err)
		}
	}
}

// A DATE text with a zone after its time of day (UTC, GMT, Z, an offset
// up to 15:59) is read alike by PostgreSQL 15 and DuckDB 1.5, which both
// drop the zone: it is kept (rewrite/pg_duck_date_text.go). PostgreSQL
// raises for 'TT' between the date and the time, an offset of 16 hours or
// an unknown zone, which DuckDB reads (it drops what follows a date): those
// are refused (T164), and a string column of them raises in DuckDB (run
// here on both).
func TestPgDuckDateTextZones(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	kept := []string{"2020-01-02T10:00:00Z", "2020-01-02 10:00:00+05", "2020-01-02 10:00 UTC", " 2020-01-02 T 10:00:00.5 gmt ",
		"2020-01-02 10:00:00 -05:30", "2020-01-02 23:59:59+1559", "2020-01-02 0:00z", "2020-01-02T 10:00 +00"}
	for _, text := range kept {
		for _, q := range []string{"SELECT DATE '" + text + "' AS a", "SELECT CAST('" + text + "' AS DATE) AS a"} {
			for _, dir := range [][2]engines.Engine{{pg, duck}, {duck, pg}} {
				tr, err := lateral.Translate(q, dir[0].Kind(), dir[1].Kind(), lateral.TranslateOptions{})
				if err != nil {
					t.Errorf("%s to %s: %s: %v", dir[0].Kind(), dir[1].Kind(), q, err)
					continue
				}
				a, b := enginetest.Query(t, dir[0], q), enginetest.Query(t, dir[1], tr.SQL)
				if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok || engines.FormatRows(a.Rows) != engines.FormatRows([][]engines.Value{{"2020-01-02"}}) {
					t.Errorf("%s to %s: %s: %s %s", dir[0].Kind(), dir[1].Kind(), q, diff, engines.FormatRows(a.Rows))
				}
			}
		}
	}
	refused := []string{"2020-01-02 TT 10:00", "2020-01-02 10:00:00+16", "2020-01-02 10:00 Mars/Olympus"}
	for _, text := range refused {
		q := "SELECT DATE '" + text + "' AS a"
		for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
			if _, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T164") {
				t.Errorf("%s to %s: %s: want T164, got %v", dir[0], dir[1], q, err)
			}
		}
		if _, err := pg.Query(enginetest.Ctx(t), q); err == nil {
			t.Errorf("postgres reads %s", q)
		}
		enginetest.CheckRows(t, duck, q, true, [][]engines.Value{{"2020-01-02"}})
	}
	const table = "CREATE TABLE t (id INTEGER, s TEXT)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, '2020-01-02T10:00:00Z'), (2, '2020-01-03 10:00 -08'), (3, NULL)")
	}
	const q = "SELECT id, CAST(s AS DATE) AS d FROM t ORDER BY id"
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("postgres to duckdb: %s\n%s", diff, tr.SQL)
	}
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "INSERT INTO t VALUES (4, '2020-01-02 TT 10:00')")
	}
	if _, err := duck.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "a date text that postgres reads otherwise") {
		t.Errorf("want the guard's error, got %v", err)
	}
}

// PostgreSQL 15 reads the 2-digit year of a TIMESTAMP text as 19xx or
// 20xx ('99-01-02 10:00' is 1999-01-02 10:00:00), DuckDB 1.5 as the year
// 99; PostgreSQL raises for the year 0000, which DuckDB reads (1 BC). Such a
// literal, cast or string compared with a TIMESTAMP is refused (T164)
// between them either way (rewrite/pg_duck_date_text.go); a year of 3
// digits is read alike (run here on both).
func TestPgDuckTimestampYear(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, ts TIMESTAMP, tz TIMESTAMPTZ)"
	for _, q := range []string{
		"SELECT TIMESTAMP '99-01-02 10:00' AS a",
		"SELECT CAST('9-01-02' AS TIMESTAMP) AS a",
		"SELECT TIMESTAMPTZ ' 99-01-02 10:00:00+00' AS a",
		"SELECT CAST('0000-01-02 10:00' AS TIMESTAMP) AS a",
		"SELECT id FROM t WHERE ts = '99-01-02 10:00'",
		"SELECT id FROM t WHERE tz > '99-01-02 10:00:00+00'",
		"SELECT id FROM t WHERE ts IN ('2020-01-01', '99-01-02 10:00')",
	} {
		// from DuckDB to PostgreSQL a year of 1 or 2 digits is written with 4
		// (TestDuckPgShortYears)
		dirs := [][2]string{{"postgres", "duckdb"}}
		if strings.Contains(q, "0000") {
			dirs = append(dirs, [2]string{"duckdb", "postgres"})
		}
		for _, dir := range dirs {
			_, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: table})
			if err == nil || !strings.Contains(err.Error(), "T164") {
				t.Errorf("%s to %s: %s: want T164, got %v", dir[0], dir[1], q, err)
			}
		}
	}
	const differ = "SELECT CAST(TIMESTAMP '99-01-02 10:00' AS VARCHAR) AS a, CAST(CAST('9-01-02' AS TIMESTAMP) AS VARCHAR) AS b"
	enginetest.CheckRows(t, pg, differ, true, [][]engines.Value{{"1999-01-02 10:00:00", "2009-01-02 00:00:00"}})
	enginetest.CheckRows(t, duck, differ, true, [][]engines.Value{{"0099-01-02 10:00:00", "0009-01-02 00:00:00"}})
	if _, err := pg.Query(enginetest.Ctx(t), "SELECT CAST('0000-01-02 10:00' AS TIMESTAMP) AS a"); err == nil {
		t.Error("postgres reads the year 0000")
	}
	enginetest.CheckRows(t, duck, "SELECT CAST(CAST('0000-01-02 10:00' AS TIMESTAMP) AS VARCHAR) AS a", true, [][]engines.Value{{"0001-01-02 (BC) 10:00:00"}}) // the year 1 BC
	// kept: a year of 3 or 4 digits
	const kept = "SELECT TIMESTAMP '999-01-02 10:00' AS a, CAST('0099-01-02' AS TIMESTAMP) AS b"
	for _, dir := range [][2]engines.Engine{{pg, duck}, {duck, pg}} {
		tr, err := lateral.Translate(kept, dir[0].Kind(), dir[1].Kind(), lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %v", dir[0].Kind(), dir[1].Kind(), err)
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, dir[0], kept).Rows, enginetest.Query(t, dir[1], tr.SQL).Rows, true); !ok {
			t.Errorf("%s to %s: %s", dir[0].Kind(), dir[1].Kind(), diff)
		}
	}
}

// From DuckDB to PostgreSQL a string known by its type cast to DATE (also
// written date(s), which both read as that cast) is guarded to raise in
// PostgreSQL for a text of another form than those both read alike
// (TestDuckPgDateTextGuard): DuckDB reads '99-01-02' in a column as
// 0099-01-02 and '2020-01-02 BC' as 2020-01-02, PostgreSQL as 1999-01-02
// and a date before Christ. date(x) of a DATE or
// TIMESTAMP, or of a literal of the kept forms, is written as the cast
// (not warned, W014); one of a literal of another form is refused (T164);
// from PostgreSQL date(s) of a string column is guarded as the cast is
// (rewrite/pg_duck_date_text.go, run here on both).
func TestDuckPgDateTextColumn(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, s VARCHAR, d DATE, ts TIMESTAMP)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, "INSERT INTO t VALUES (1, '99-01-02', DATE '2020-01-02', TIMESTAMP '2020-01-02 23:59:59'), (2, '2020-01-02 BC', NULL, NULL)")
	}
	// the engines read the column otherwise
	const differ = "SELECT id, CAST(s AS DATE) = DATE '2020-01-02' AS a, CAST(s AS DATE) = DATE '1999-01-02' AS b FROM t ORDER BY id"
	if ok, _ := engines.EqualRows(enginetest.Query(t, pg, differ).Rows, enginetest.Query(t, duck, differ).Rows, true); ok {
		t.Errorf("the engines agree on %s", differ)
	}
	// (date('99-01-02') is written date('0099-01-02'): TestDuckPgShortYears)
	for _, q := range []string{"SELECT date('2020-01-02 BC') AS a"} {
		_, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err == nil || !strings.Contains(err.Error(), "T164") {
			t.Errorf("%s: want T164, got %v", q, err)
		}
	}
	if _, err := lateral.Translate("SELECT date('99-01-02') AS a", "postgres", "duckdb", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T164") {
		t.Errorf("postgres to duckdb: date('99-01-02'): want T164, got %v", err)
	}
	const kept = "SELECT id, date(d) AS a, date(ts) AS b, date('2020-01-02') AS c, date(' 2020-1-2 10:00 ') AS e FROM t ORDER BY id"
	for _, dir := range [][2]engines.Engine{{pg, duck}, {duck, pg}} {
		tr, err := lateral.Translate(kept, dir[0].Kind(), dir[1].Kind(), lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s to %s: %v", dir[0].Kind(), dir[1].Kind(), err)
		}
		if len(tr.Warnings) > 0 || strings.Contains(tr.SQL, "date(") {
			t.Errorf("%s to %s: want casts, no warning: %s %v", dir[0].Kind(), dir[1].Kind(), tr.SQL, tr.Warnings)
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, dir[0], kept).Rows, enginetest.Query(t, dir[1], tr.SQL).Rows, true); !ok {
			t.Errorf("%s to %s: %s", dir[0].Kind(), dir[1].Kind(), diff)
		}
	}
	// from PostgreSQL date(s) raises in DuckDB for a text it reads otherwise
	tr, err := lateral.Translate("SELECT id, date(s) AS a FROM t ORDER BY id", "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	enginetest.Query(t, pg, "SELECT id, date(s) AS a FROM t ORDER BY id") // PostgreSQL reads both
	if _, err := duck.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "a date text that postgres reads otherwise") {
		t.Errorf("want the guard's error, got %v\n%s", err, tr.SQL)
	}
}

// From PostgreSQL to the dialects other than DuckDB a DATE literal (or a
// string literal cast to DATE) is written YYYY-MM-DD, the form Trino,
// Hive and Spark document for their DATE literals (Trino's and Hive's
// data types: DATE '2001-08-22'; Spark's literals: DATE
// 'yyyy-[m]m-[d]d[T]'), as the date PostgreSQL reads (checked here on
// PostgreSQL 15); a text PostgreSQL reads by its own rules ('2020-01-02
// BC', '99-01-02', 'Jan 2 2020', 'infinity', 'today') or raises for is
// refused (T164) (rewrite/pg_duck_date_text.go).
func TestPgDateTextOut(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	for text, want := range map[string]string{
		"2020-01-02": "2020-01-02", "2020-1-2": "2020-01-02", " 2020-01-02 ": "2020-01-02", "20200102": "2020-01-02",
		"2020-01-02 10:00": "2020-01-02", "2020-01-02T23:59:59.999999+05": "2020-01-02", "0001-01-01": "0001-01-01", "EPOCH": "1970-01-01",
	} {
		if r := enginetest.Query(t, pg, "SELECT DATE '"+text+"' = DATE '"+want+"' AS a"); len(r.Rows) != 1 || r.Rows[0][0] != true {
			t.Errorf("postgres reads %q otherwise than %s: %s", text, want, engines.FormatRows(r.Rows))
		}
		for _, to := range []string{"trino", "spark", "hive", "snowflake"} {
			for _, q := range []string{"SELECT DATE '" + text + "' AS a", "SELECT CAST('" + text + "' AS DATE) AS a"} {
				tr, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{})
				if err != nil {
					t.Errorf("%s to %s: %v", q, to, err)
					continue
				}
				if !strings.Contains(tr.SQL, "'"+want+"'") {
					t.Errorf("%s to %s: %s, want the text %s", q, to, tr.SQL, want)
				}
			}
		}
	}
	for _, text := range []string{"2020-01-02 BC", "99-01-02", "Jan 2 2020", "infinity", "today", "2020-02-30", "0000-01-01", "2020-01-02 xyz"} {
		for _, to := range []string{"trino", "spark", "hive"} {
			for _, q := range []string{"SELECT DATE '" + text + "' AS a", "SELECT CAST('" + text + "' AS DATE) AS a"} {
				if _, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T164") {
					t.Errorf("%s to %s: want T164, got %v", q, to, err)
				}
			}
		}
	}
}

// From DuckDB to PostgreSQL CAST(s AS DATE) of a string column (s::DATE,
// date(s)) is written with a guard (rewrite/pg_duck_date_text.go,
// duckPgDateGuard): NULL and a text of the forms both read alike
// (pgDuckDateTextForms) give DuckDB's date, or raise where DuckDB raises
// ('2020-02-30'); PostgreSQL raises, naming the text, for another text,
// which DuckDB reads otherwise ('99-01-02', '2020-01-02 BC'), raises for
// ('Jan 2 2020', '20200102') or reads as PostgreSQL does in a form lateral
// does not keep ('2020 01 02'). Run here on PostgreSQL 15 and DuckDB 1.5,
// text by text: where the translation answers, DuckDB gives the same
// answer; where DuckDB raises, the translation raises.
func TestDuckPgDateTextGuard(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, s VARCHAR)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
	}
	const (
		same  = iota // both answer, alike
		raise        // a kept form both raise for
		guard        // the guard raises; PostgreSQL's cast would answer otherwise, or DuckDB raises
		over         // the guard raises, though both would read it alike
	)
	texts := map[string]int{
		"NULL": same, "' 2020-01-02 '": same, "'2020-1-2'": same, "'2020-01-02 10:00'": same, "'10000-01-01'": same,
		"'infinity'": same, "'-infinity'": same, "'epoch'": same, "'INFINITY'": same, "' Epoch'": same, "'999-01-02'": same,
		"'099-01-02'": same, "'02020-1-2'": same, "'2020/01/02'": same, "'2020-01-02T10:00'": same, "'2020-01-02t10:00'": same,
		"'2020-01-02 T 10:00:00.5 UTC'": same, "'2020-01-02 23:59:59.9999999'": same, "'2020-01-02 10:00:00+15:59'": same,
		"'2020-01-02 10:00z'": same, "chr(9) || '2020-01-02' || chr(11)": same, "'2020-01-02' || chr(10)": same,
		"'2020-02-30'": raise, "'2020-13-01'": raise,
		"'99-01-02'": guard, "'2020-01-02 BC'": guard, "'2020-01-02 10:00 bc'": guard, "'0000-01-01'": guard, "'-2020-01-02'": guard,
		"'2020-01-02 xyz'": guard, "'2020-01-02 10:00+16'": guard, "'2020-01-02' || chr(160)": guard, "'20200102'": guard,
		"'Jan 2 2020'": guard, "'today'": guard, "'2020.01.02'": guard, "''": guard, "'+2020-01-02'": guard, "'+infinity'": guard,
		"'2020 01 02'": over, "'2020-01-02 AD'": over, "'1000000-01-01'": over, "'2020-01-02 10:00 Europe/Paris'": over,
	}
	const plain = "SELECT id, CAST(s AS DATE) AS d FROM t"
	for _, q := range []string{plain, "SELECT id, s::DATE AS d FROM t", "SELECT id, date(s) AS d FROM t WHERE date(s) > DATE '0001-01-01' OR s IS NULL",
		"SELECT id, CAST(s || '' AS DATE) AS d FROM t"} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		for v, kind := range texts {
			for _, e := range []engines.Engine{pg, duck} {
				enginetest.Exec(t, e, "DELETE FROM t; INSERT INTO t VALUES (1, "+v+")")
			}
			d, derr := duck.Query(enginetest.Ctx(t), q)
			p, perr := pg.Query(enginetest.Ctx(t), tr.SQL)
			if perr == nil {
				if derr != nil {
					t.Errorf("%s: %s: duckdb raises (%v), the translation answers %s", q, v, derr, engines.FormatRows(p.Rows))
				} else if ok, diff := engines.EqualRows(d.Rows, p.Rows, true); !ok {
					t.Errorf("%s: %s: %s", q, v, diff)
				}
			} else if derr == nil && kind != guard && kind != over {
				t.Errorf("%s: %s: the translation raises (%v), duckdb answers %s", q, v, perr, engines.FormatRows(d.Rows))
			}
			guarded := perr != nil && strings.Contains(perr.Error(), "a date text that duckdb reads otherwise")
			switch {
			case kind == same && perr != nil, kind == raise && (derr == nil || perr == nil || guarded):
				t.Errorf("%s: %s: duckdb %v, translation %v", q, v, derr, perr)
			case (kind == guard || kind == over) && !guarded:
				t.Errorf("%s: %s: want the guard's error, got %v", q, v, perr)
			}
			if q != plain || kind != guard && kind != over {
				continue
			}
			// the cast unguarded: PostgreSQL answers otherwise than DuckDB
			// (or where it raises) for a guarded text, alike for the others
			if p, perr := pg.Query(enginetest.Ctx(t), plain); perr == nil {
				ok := derr == nil
				if ok {
					ok, _ = engines.EqualRows(d.Rows, p.Rows, true)
				}
				if ok != (kind == over) {
					t.Errorf("%s: postgres reads %s, duckdb %s (%v)", v, engines.FormatRows(p.Rows), engines.FormatRows(d.Rows), derr)
				}
			} else if kind == over {
				t.Errorf("%s: postgres raises: %v", v, perr)
			}
		}
	}
	// a volatile string is written twice: refused (T073)
	if _, err := lateral.Translate("SELECT CAST(CAST(random() AS VARCHAR) AS DATE) AS a", "duckdb", "postgres", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("random(): want T073, got %v", err)
	}
	// TRY_CAST has no PostgreSQL form (T090)
	if _, err := lateral.Translate("SELECT TRY_CAST(s AS DATE) AS a FROM t", "duckdb", "postgres", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T090") {
		t.Errorf("TRY_CAST: want T090, got %v", err)
	}
	// a constant text is not cast before the query runs: no row, no error
	// (DuckDB reads '99-01-02')
	const none = "SELECT CAST('99-01-02' || s AS DATE) AS a FROM t WHERE id < 0"
	tr, err := lateral.Translate(none, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	enginetest.CheckRows(t, pg, tr.SQL, true, nil)
}

// pgDuckDateTextForms is checked here on texts drawn at random from the
// parts of date texts (years of 1 to 17 digits, separators, months, days,
// times of day, zones, words, white space), on PostgreSQL 15 under two
// DateStyles and DuckDB 1.5: the translation of DuckDB's CAST(s AS DATE)
// gives DuckDB's date wherever it answers; for a text of the forms (the
// guard does not raise) PostgreSQL's and DuckDB's casts agree, as the
// guard toward DuckDB needs; DuckDB's regexp_matches reads the forms as
// PostgreSQL's ~ reads pgDuckDateTextFormsARE.
func TestDuckPgDateTextForms(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (s VARCHAR)"
	const q = "SELECT CAST(s AS DATE) AS d FROM t"
	toPG, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	toDuck, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
	if err != nil {
		t.Fatal(err)
	}
	guardPG := strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(toPG.SQL, "SELECT "), ";"), " AS d FROM t")
	m := regexp.MustCompile(`regexp_matches\(s, ('(?:[^']|'')*')\)`).FindStringSubmatch(toDuck.SQL)
	if m == nil || guardPG == toPG.SQL {
		t.Fatalf("no guard in %s\n%s", toPG.SQL, toDuck.SQL)
	}
	// the date as text alike in both (whatever the DateStyle), or ERR
	enginetest.Exec(t, pg, `CREATE FUNCTION ymd(v date) RETURNS text LANGUAGE sql AS $$ SELECT CASE WHEN isfinite(v) THEN
		lpad(abs(extract(year FROM v))::text, greatest(4, length(abs(extract(year FROM v))::text)), '0') || '-' || lpad(extract(month FROM v)::text, 2, '0') || '-' ||
		lpad(extract(day FROM v)::text, 2, '0') || CASE WHEN extract(year FROM v) < 0 THEN ' (BC)' ELSE '' END ELSE v::text END $$`)
	enginetest.Exec(t, pg, `CREATE FUNCTION guarded(s text) RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN ymd(`+guardPG+`); EXCEPTION WHEN others THEN RETURN 'ERR ' || SQLERRM; END $$`)
	enginetest.Exec(t, pg, `CREATE FUNCTION plain(s text) RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN ymd(s::date); EXCEPTION WHEN others THEN RETURN 'ERR ' || SQLERRM; END $$`)
	r := rand.New(rand.NewSource(7))
	pick := func(xs ...string) string { return xs[r.Intn(len(xs))] }
	texts := []string{}
	for len(texts) < 3000 {
		ws := func() string { return pick("", "", "", " ", "\t", "\n", "\v", "\f", "\r", "\u00a0") }
		text := pick("infinity", "-Infinity", "+infinity", "EPOCH", "today", "Jan 2 2020", "J2451187", "2020-002", "")
		if r.Intn(8) > 0 {
			text = pick("", "", "", "", "+", "-") + pick("1", "01", "99", "099", "999", "000", "0000", "0001", "0099", "2020", "02020", "10000",
				"999999", "1000000", "5874897", "5874898", "00000000000000001")
			sep := pick("-", "-", "/", ".", " ")
			text += sep + pick("1", "01", "12", "13", "0", "001") + sep + pick("2", "02", "29", "30", "31", "0")
			if r.Intn(2) == 0 {
				text += pick(" ", "T", "t", " T ", "  ", "") + pick("10:00", "0:00", "23:59", "24:00", "25:00", "10:60", "10:00:00", "10:00:60", "23:59:59.9999999", "10") +
					pick("", "", " UTC", "gmt", "Z", "+02", " -02:00", "+0530", "+15:59", "+16", " BC", " bc", " AD", " Europe/Paris", " xyz")
			} else if r.Intn(3) == 0 {
				text += pick(" BC", " AD", " xyz", "T", "Z", " UTC", " today")
			}
		}
		texts = append(texts, ws()+text+ws())
	}
	lit := func(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
	var rows []string
	for i, s := range texts {
		rows = append(rows, fmt.Sprintf("(%d, %s)", i, lit(s)))
	}
	values := "(VALUES " + strings.Join(rows, ", ") + ") v(id, s)"
	matched := map[int64]bool{}
	for _, row := range enginetest.Query(t, duck, "SELECT id, regexp_matches(s, "+m[1]+") FROM "+values).Rows {
		matched[row[0].(int64)] = row[1].(bool)
	}
	duckDate := make([]string, len(texts))
	for i, s := range texts {
		if res, err := duck.Query(enginetest.Ctx(t), "SELECT CAST(CAST("+lit(s)+" AS VARCHAR) AS DATE)::VARCHAR"); err != nil {
			duckDate[i] = "ERR " + err.Error()
		} else {
			duckDate[i] = fmt.Sprint(res.Rows[0][0])
		}
	}
	isErr := func(v string) bool { return strings.HasPrefix(v, "ERR ") }
	for _, style := range []string{"ISO, MDY", "SQL, DMY"} {
		enginetest.Exec(t, pg, "SET datestyle = '"+style+"'")
		kept := 0
		for _, row := range enginetest.Query(t, pg, "SELECT id, guarded(s), plain(s) FROM "+values).Rows {
			i := row[0].(int64)
			s, g, p, d := texts[i], row[1].(string), row[2].(string), duckDate[i]
			isGuarded := strings.Contains(g, "a date text that duckdb reads otherwise")
			if !isErr(g) && g != d {
				t.Errorf("%s: %q: the translation gives %s, duckdb %s", style, s, g, d)
			}
			if isGuarded == matched[i] {
				t.Errorf("%s: %q: guarded in postgres %v, matched in duckdb %v", style, s, isGuarded, matched[i])
			}
			if !isGuarded && !(p == d || isErr(p) && isErr(d)) {
				t.Errorf("%s: %q: kept, postgres reads %s, duckdb %s", style, s, p, d)
			}
			if !isGuarded && !isErr(d) {
				kept++
			}
		}
		if kept < 100 {
			t.Errorf("%s: only %d texts kept with a date", style, kept)
		}
	}
}

// PostgreSQL reads a DATE text YYYYMMDD as YYYY-MM-DD, which DuckDB raises
// for: from PostgreSQL to DuckDB such a literal (or string literal cast to
// DATE, or date('...')) is written YYYY-MM-DD (rewrite/pg_duck_date_text.go,
// pgDuckDateLitText; run here on both).
func TestPgDuckDateTextDigits(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const q = "SELECT DATE '20200102' AS a, CAST(' 20200102 ' AS DATE) AS b, date('20201231') AS c"
	if _, err := duck.Query(enginetest.Ctx(t), q); err == nil {
		t.Errorf("duckdb reads %s", q)
	}
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, true); !ok {
		t.Errorf("%s\n%s", diff, tr.SQL)
	}
	// a day that does not exist is still refused
	if _, err := lateral.Translate("SELECT DATE '20201302' AS a", "postgres", "duckdb", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T164") {
		t.Errorf("20201302: want T164, got %v", err)
	}
}
