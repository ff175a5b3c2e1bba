package lateral_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// The reference executor finds names as the dialect does (run.go,
// exactNames). Snowflake (Identifier resolution; QUOTED_IDENTIFIERS_
// IGNORE_CASE false by default) and the SQL standard store and resolve an
// unquoted name in upper case and a quoted one as written: x and "X" are
// one column, "x" another, and an unquoted output name is upper case.
// PostgreSQL folds to lower case, and an ORDER BY name is an output name
// only when spelled as one (PostgreSQL 15 orders SELECT a AS "X" FROM t
// ORDER BY x by t.x).
func TestRunNameCase(t *testing.T) {
	for _, tc := range []struct{ dialect, setup, q, want string }{
		{"snowflake", `CREATE TABLE t (x INT, "x" INT, a INT); INSERT INTO t VALUES (1, 2, 3)`,
			`SELECT x, "x", "X", a AS "b", a AS c FROM t`, `X, x, X, b, C: [[1 2 1 3 3]]`},
		{"ansi", ``, `SELECT s.A, s."a" FROM (SELECT 1 AS a, 2 AS "a") AS s`, `A, a: [[1 2]]`},
		{"snowflake", ``, `SELECT s."A" FROM (SELECT 1 AS a) AS s`, `A: [[1]]`},
		{"snowflake", ``, `SELECT s."A" FROM (SELECT 1 AS "a") AS s`, `error: column S.A does not exist`},
		{"ansi", ``, `SELECT s.a FROM (SELECT 1 AS "a") AS s`, `error: column S.A does not exist`},
		{"postgres", `CREATE TABLE t (x INT, a INT); INSERT INTO t VALUES (10, 8), (20, 7)`,
			`SELECT a AS "X" FROM t ORDER BY x`, `X: [[8] [7]]`},
		// NATURAL and USING joins match names as the dialect does:
		// PostgreSQL 15 joins t(x, a) and s("X", z) on no column, and
		// USING (x) reads s's x, not its "X"
		{"postgres", `CREATE TABLE t (x INT, a INT); INSERT INTO t VALUES (10, 8), (20, 7)`,
			`SELECT count(*) AS n FROM t NATURAL JOIN (SELECT 10 AS "X", 1 AS z) AS s`, `n: [[2]]`},
		{"postgres", `CREATE TABLE t (x INT, a INT); INSERT INTO t VALUES (10, 8), (20, 7)`,
			`SELECT * FROM t JOIN (SELECT 10 AS "X", 20 AS x) AS s USING (x)`, `x, a, X: [[20 7 10]]`},
		{"snowflake", ``, `SELECT * FROM (SELECT 1 AS x) AS a NATURAL JOIN (SELECT 2 AS "x") AS b`, `X, x: [[1 2]]`},
		// a qualifier too: PostgreSQL 15 reads "S".x in a subquery over s
		// as the outer "S"'s, and "S".* as "S"'s columns only
		{"postgres", ``, `SELECT (SELECT "S".x FROM (SELECT 2 AS x) AS s) AS v FROM (SELECT 1 AS x) AS "S"`, `v: [[1]]`},
		{"postgres", ``, `SELECT "S".* FROM (SELECT 1 AS x) AS "S", (SELECT 2 AS y) AS s`, `x: [[1]]`},
		{"snowflake", ``, `SELECT (SELECT "S".x FROM (SELECT 2 AS x) AS s) AS v FROM (SELECT 1 AS x) AS "S"`, `V: [[2]]`},
		{"snowflake", ``, `SELECT * FROM (SELECT 1 AS x) AS a NATURAL JOIN (SELECT 1 AS "X", 2 AS y) AS b`, `X, Y: [[1 2]]`},
	} {
		opts := lateral.RunOptions{}
		if tc.setup != "" {
			opts.Setup = []string{tc.setup}
		}
		got := ""
		rows, err := lateral.Run(context.Background(), tc.q, tc.dialect, opts)
		if err == nil {
			var names []string
			for _, c := range rows.Columns() {
				names = append(names, c.Name)
			}
			all, aerr := rows.All()
			rows.Close()
			got, err = strings.Join(names, ", ")+": "+fmt.Sprint(all), aerr
		}
		if err != nil {
			got = "error: " + err.Error()
		}
		if got != tc.want && !(strings.HasPrefix(tc.want, "error: ") && strings.Contains(got, tc.want[len("error: "):])) {
			t.Errorf("%s: %s:\ngot  %s\nwant %s", tc.dialect, tc.q, got, tc.want)
		}
	}
}
