package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// The reference executor names the unaliased select items of a query as
// the engine of its dialect does: each query below runs on PostgreSQL 15
// or DuckDB and on `lat run`, and the two must give the same column names
// (run.go, postgresItemName and duckdbItemName: the translation's namers,
// which know the name a call was written with, where the canonical tree
// holds btrim(s) as trim and char_length(s) as length). A translation from
// PostgreSQL to PostgreSQL keeps them too.
func TestRunItemNamesOnEngines(t *testing.T) {
	const setup = `CREATE TABLE t (a INTEGER, b INTEGER, s TEXT, f DOUBLE PRECISION);
INSERT INTO t VALUES (1, 2, ' xy ', 1.5);
CREATE TABLE u (k INTEGER);
INSERT INTO u VALUES (7)`
	const schema = `CREATE TABLE t (a INTEGER, b INTEGER, s TEXT, f DOUBLE PRECISION); CREATE TABLE u (k INTEGER)`
	for _, tc := range []struct {
		dialect, kind string
		queries       []string
	}{
		{"postgres", engines.Postgres, []string{
			// a scalar subquery over a star is named after its first column
			`SELECT (SELECT * FROM u LIMIT 1) FROM t`,
			`SELECT (SELECT * FROM u LIMIT 1)::text FROM t`,
			`SELECT (SELECT u.* FROM u LIMIT 1) FROM t`,
			`SELECT (SELECT * FROM (SELECT 1 AS "Q") AS x) FROM t`,
			`SELECT (SELECT k FROM u) FROM t`,
			// calls are named as written, not by their canonical name
			`SELECT btrim(s), char_length(s), character_length(s), trim(s), trim(both 'x' from s), trim(leading from s), trim(trailing from s) FROM t`,
			`SELECT substr(s, 1), substring(s, 1, 2), substring(s from 1), substring(s from 1 for 2) FROM t`,
			`SELECT strpos(s, 'x'), position('x' in s), length(s), octet_length(s), lower(s), upper(s), ltrim(s), rtrim(s) FROM t`,
			`SELECT ceiling(f), ceil(f), pow(f, 2), power(f, 2), log(f), ln(f), log10(f), abs(f), sign(f), sqrt(f) FROM t`,
			`SELECT coalesce(a, b), nullif(a, b), greatest(a, b), least(a, b), concat(s, s), concat_ws(',', s, s), replace(s, 'x', 'y') FROM t`,
			`SELECT regexp_replace(s, 'x', 'y'), split_part(s, 'x', 1), left(s, 1), right(s, 1), reverse(s), lpad(s, 5), rpad(s, 5), repeat(s, 2), md5(s), initcap(s) FROM t`,
			`SELECT array_length(ARRAY[1], 1), cardinality(ARRAY[1]), array_to_string(ARRAY[1], ','), array_position(ARRAY[1], 1), string_to_array(s, 'x') FROM t`,
			`SELECT every(a > 0), bool_and(a > 0), bool_or(a > 0), stddev(f), variance(f), stddev_samp(f), var_samp(f), stddev_pop(f), var_pop(f), string_agg(s, ','), array_agg(a), count(*), count(a), sum(a), avg(a), min(a), max(a) FROM t`,
			`SELECT extract(year from date '2020-01-01'), date_part('year', date '2020-01-01'), date_trunc('year', date '2020-01-01'), current_date IS NULL, now() IS NULL FROM t`,
			`SELECT a / b, a % b, mod(a, b), div(a, b), -a, a::text, CAST(a AS bigint), 1::int, '1'::numeric, CASE WHEN a = 1 THEN b END, CASE WHEN a = 1 THEN b ELSE a END FROM t`,
			`SELECT ARRAY[a], ROW(a, b), EXISTS (SELECT 1), a IS NULL, a BETWEEN 1 AND 2, s LIKE 'x', a IN (1, 2), NOT true, (a), t.a FROM t`,
			`SELECT row_number() OVER (), rank() OVER (ORDER BY a), lag(a) OVER (ORDER BY a), first_value(a) OVER (ORDER BY a) FROM t`,
		}},
		{"duckdb", engines.DuckDB, []string{
			`SELECT a + 1, a * b, a / b, a // b, a % b, -a, s || s, a = b, a <> b, NOT a = b, a IS NULL, a IS NOT NULL FROM t`,
			`SELECT upper(s), ucase(s), lower(s), lcase(s), length(s), len(s), trim(s), substring(s, 1, 2), substr(s, 1, 2), replace(s, 'x', 'y') FROM t`,
			`SELECT abs(f), ceil(f), ceiling(f), floor(f), pow(f, 2), power(f, 2), ln(f), log10(f), sqrt(f), round(f) FROM t`,
			`SELECT coalesce(a, b), ifnull(a, b), nullif(a, b), greatest(a, b), least(a, b), concat(s, s) FROM t`,
			`SELECT CAST(a AS BIGINT), CAST(a AS VARCHAR), a::DOUBLE, CASE WHEN a = 1 THEN b ELSE 0 END, [1, 2], a IN (1, 2), a BETWEEN 1 AND 2, s LIKE 'x' FROM t`,
			`SELECT count(*), count(a), sum(a), avg(a), min(a), max(a), string_agg(s, ','), list(a) FROM t`,
			`SELECT 1, 'x', 1.5, true, NULL, 007 FROM t`,
			`SELECT a, t.a, s, CASE WHEN a = 1 THEN 'x' END, a::INTEGER, lower(s) || 'x', coalesce(s, 'x'), current_date, now() FROM t`,
			`SELECT DATE '2020-01-01', DATE '2020-1-1', TIMESTAMP '2020-01-01 01:02:03', TIMESTAMP '2020-01-01', TIME '01:02', DATE '2020-01-01' + 1 FROM t`,
			`SELECT strlen(s), array_length([1]) FROM t`,
		}},
	} {
		eng := enginetest.Open(t, tc.kind)
		if err := eng.Exec(enginetest.Ctx(t), setup); err != nil {
			t.Fatalf("%s: setup: %v", tc.kind, err)
		}
		for _, q := range tc.queries {
			res, err := eng.Query(enginetest.Ctx(t), q)
			if err != nil {
				t.Errorf("%s: %s: %v", tc.kind, q, err)
				continue
			}
			rows, err := lateral.Run(context.Background(), q, tc.dialect, lateral.RunOptions{Setup: []string{setup}})
			if err != nil {
				t.Errorf("lat run --dialect %s: %s: %v", tc.dialect, q, err)
				continue
			}
			var got []string
			for _, c := range rows.Columns() {
				got = append(got, c.Name)
			}
			rows.Close()
			if g, w := strings.Join(got, " | "), strings.Join(res.Columns, " | "); g != w {
				t.Errorf("%s: %s\n lat run: %s\n %-8s %s", tc.dialect, q, g, tc.kind+":", w)
			}
			if tc.dialect != "postgres" {
				continue
			}
			// the translation to PostgreSQL itself keeps the names
			// (rewrite/item_names_same.go): ceiling(f) is printed
			// ceil(f) AS ceiling
			tr, err := lateral.Translate(q, "postgres", "postgres", lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Errorf("translate %s: %v", q, err)
				continue
			}
			again, err := eng.Query(enginetest.Ctx(t), strings.TrimSuffix(strings.TrimSpace(tr.SQL), ";"))
			if err != nil {
				t.Errorf("%s: %s: %v", tc.kind, tr.SQL, err)
				continue
			}
			if g, w := strings.Join(again.Columns, " | "), strings.Join(res.Columns, " | "); g != w {
				t.Errorf("postgres to postgres: %s\n %s\n translated: %s\n source:     %s", q, tr.SQL, g, w)
			}
		}
	}
}
