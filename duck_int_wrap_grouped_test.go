package lateral_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A guarded + - * toward Hive and Spark (rewrite/duck_int_wrap.go) whose
// operand is a GROUP BY expression reads that operand whole: Spark and
// Hive accept a grouped expression outside an aggregate only as written in
// the GROUP BY, not its columns (Spark: "expression ... is neither present
// in the group by, nor is it an aggregate function"; lat run's executor
// applies the rule: "column b must appear in the GROUP BY clause"). Read
// through its link (the unchecked a + b and its checks of a and b) the
// translation of SELECT (a + b) * 2 FROM t GROUP BY a + b did not run.
// Each query is run on DuckDB 1.5 and its translations by lat run.
func TestDuckIntWrapGrouped(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := context.Background()
	rows := "(1, 2, 5), (1, 2, 6), (3, 4, 7), (NULL, 4, 8)"
	setup := "CREATE TABLE t (a BIGINT, b BIGINT, c INTEGER); INSERT INTO t VALUES " + rows
	typed := "(SELECT CAST(a AS BIGINT) AS a, CAST(b AS BIGINT) AS b, CAST(c AS INTEGER) AS c FROM (VALUES " + rows + ") v(a, b, c)) AS t"
	for _, q := range []string{
		"SELECT (a + b) * 2 AS v FROM t GROUP BY a + b ORDER BY 1",
		"SELECT a + b AS k, (a + b) * 2 + 1 AS v FROM t GROUP BY 1 ORDER BY 1",
		"SELECT a + b AS k, count(*) AS n FROM t GROUP BY a + b ORDER BY (a + b) - 1",
		"SELECT c * 3 - 1 AS v, sum(a) AS s FROM t GROUP BY c * 3 ORDER BY 1",
		"SELECT (a + b) * 2 AS v FROM t GROUP BY ROLLUP (a + b) ORDER BY 1",
		"SELECT (a + b) * 2 AS v, count(*) AS n FROM t GROUP BY a + b HAVING (a + b) * 2 > 6 ORDER BY 1",
		"SELECT a + b AS k, rank() OVER (ORDER BY (a + b) * 2) AS r FROM t GROUP BY a + b ORDER BY 1",
		"SELECT a + b AS k, rank() OVER w AS r FROM t GROUP BY a + b WINDOW w AS (ORDER BY (a + b) * 2) ORDER BY 1",
	} {
		want, err := duck.Query(ctx, strings.Replace(q, "FROM t", "FROM "+typed, 1))
		if err != nil {
			t.Fatalf("DuckDB %s: %v", q, err)
		}
		for _, schema := range []string{"", "CREATE TABLE t (a BIGINT, b BIGINT, c INTEGER)"} {
			for _, to := range []string{"spark", "hive"} {
				tr, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{Schema: schema})
				if err != nil {
					t.Fatalf("%s to %s: %v", q, to, err)
				}
				if !strings.Contains(tr.SQL, "assert_true") {
					t.Errorf("%s to %s: not guarded: %s", q, to, tr.SQL)
				}
				res, err := lateral.Run(ctx, tr.SQL, to, lateral.RunOptions{Setup: []string{setup}})
				if err != nil {
					t.Fatalf("%s to %s (schema %q): %v\n%s", q, to, schema, err, tr.SQL)
				}
				got, err := res.All()
				if err != nil {
					t.Fatalf("%s to %s: %v\n%s", q, to, err, tr.SQL)
				}
				if len(got) != len(want.Rows) || !sameText(got, want.Rows) {
					t.Errorf("%s to %s: got %s, DuckDB %s\n%s", q, to, fmt.Sprint(got), fmt.Sprint(want.Rows), tr.SQL)
				}
			}
		}
	}
}
