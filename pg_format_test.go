package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

const pgFormatFixture = `CREATE TABLE ft (id INT, s TEXT, i INT, d DATE, b BOOLEAN);
INSERT INTO ft VALUES (1, 'a''b', 7, DATE '2024-01-02', true), (2, NULL, NULL, NULL, NULL),
  (3, 'x\y', -12, DATE '1999-12-31', false), (4, 'é', 0, DATE '2000-02-29', true), (5, '', 123456, DATE '2020-01-01', false)`

// PostgreSQL's format with a literal format is written as concat of its
// pieces for the other dialects (rewrite/pg_format.go): each query, run
// on PostgreSQL 15, gives the rows of its DuckDB translation run on DuckDB
// 1.5, of its ANSI translation run on PostgreSQL, and of the source and
// of its Spark, Hive, Trino, BigQuery and Snowflake translations on the
// reference executor (%s of text, integers, dates, booleans and NULL;
// positions; %%; widths, NULL padded as the empty string, é one character;
// %L of NULL, quotes and backslashes; a format or concat inside), with
// the column names kept.
func TestPGFormatOnEngines(t *testing.T) {
	pg, duck, setup := pgDuckFixture(t, pgFormatFixture)
	opts := lateral.TranslateOptions{Schema: pgFormatFixture}
	for _, c := range []struct {
		q    string
		ansi bool // no width, no %L: ANSI SQL writes them too
	}{
		{`SELECT id, format('%s-%s|%%|%2$s %1$s %s', s, i) AS f FROM ft`, true},
		{`SELECT id, format('%s/%s', d, b) AS f, format('abc') AS g, format('', s) AS h FROM ft`, true},
		{`SELECT id, format('%s', s) FROM ft`, true},
		{`SELECT id, format('[%5s][%-5s][%2s][%3s][%-1s][%12s]', s, s, s, i, d, b) AS f FROM ft`, false},
		{`SELECT id, format('%L|%L|%-8L|%L|%6L', s, i, s, d, b) AS f FROM ft`, false},
		// a format or concat as the argument of a padded or quoted piece
		{`SELECT id, format('%5s|%L', format('%s', b), concat(b, i)) AS f FROM ft`, false},
	} {
		want := enginetest.Query(t, pg, c.q)
		targets := []string{"duckdb", "spark", "hive", "trino", "bigquery", "snowflake"}
		if c.ansi {
			targets = append(targets, "ansi")
		}
		for _, to := range targets {
			tr, err := lateral.Translate(c.q, "postgres", to, opts)
			if err != nil {
				t.Errorf("%s to %s: %v", c.q, to, err)
				continue
			}
			if strings.Contains(strings.ToLower(tr.SQL), "format(") {
				t.Errorf("%s to %s: format kept: %s", c.q, to, tr.SQL)
			}
			switch to {
			case "duckdb":
				got := enginetest.SameAnswer(t, pg, c.q, duck, tr.SQL, false)
				if got != nil && strings.Join(enginetest.Query(t, duck, tr.SQL).Columns, ",") != strings.Join(want.Columns, ",") {
					t.Errorf("%s: duckdb columns differ: %s", c.q, tr.SQL)
				}
			case "ansi":
				enginetest.SameAnswer(t, pg, c.q, pg, tr.SQL, false)
			}
			rows, err := refEngineRows(to, tr.SQL, setup(to))
			if err != nil {
				t.Errorf("%s to %s on the reference executor: %v\n%s", c.q, to, err, tr.SQL)
				continue
			}
			if ok, diff := engines.EqualRows(want.Rows, rows, false); !ok {
				t.Errorf("%s to %s on the reference executor: %s\n%s", c.q, to, diff, tr.SQL)
			}
		}
		rows, err := refEngineRows("postgres", c.q, setup("postgres"))
		if err != nil {
			t.Errorf("%s on the reference executor: %v", c.q, err)
		} else if ok, diff := engines.EqualRows(want.Rows, rows, false); !ok {
			t.Errorf("%s on the reference executor: %s", c.q, diff)
		}
		// toward PostgreSQL itself the call is kept
		if tr, err := lateral.Translate(c.q, "postgres", "postgres", opts); err != nil || !strings.Contains(tr.SQL, "format(") {
			t.Errorf("%s to postgres: %v %v", c.q, tr, err)
		}
	}
}
