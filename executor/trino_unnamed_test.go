package executor_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestTrinoUnnamedColumns: Trino and Presto give no name to an unaliased
// UNNEST's columns and ordinality, to a VALUES column, or to an unaliased
// select item that is not a column or a field (StatementAnalyzer's
// visitUnnest, visitValues and its select items make their fields with
// Field.newUnqualified(Optional.empty(), ...)); the field of a named ROW
// type keeps its name. LogicalPlanner.createOutputPlan names the result's
// columns field.getName().orElse("_col" + columnNumber), columnNumber the
// position among the result's visible columns: so a star over unnamed
// columns gets the names of their positions in the result, not in the
// relation they came from.
func TestTrinoUnnamedColumns(t *testing.T) {
	for _, tc := range []struct{ dialect, q, want string }{
		{"trino", `SELECT * FROM UNNEST(ARRAY[1, 2])`, `_col0: [[1] [2]]`},
		{"presto", `SELECT * FROM UNNEST(ARRAY[1, 2])`, `_col0: [[1] [2]]`},
		{"trino", `SELECT * FROM (VALUES (ARRAY[1, 2])) AS t(a) CROSS JOIN UNNEST(t.a)`, `a, _col1: [[[1, 2] 1] [[1, 2] 2]]`},
		{"trino", `SELECT * FROM UNNEST(MAP(ARRAY[1], ARRAY['a'])) WITH ORDINALITY`, `_col0, _col1, _col2: [[1 a 1]]`},
		{"trino", `SELECT 9, * FROM UNNEST(ARRAY[7]) WITH ORDINALITY AS u(x, n)`, `_col0, x, n: [[9 7 1]]`},
		{"trino", `SELECT u.* FROM UNNEST(ARRAY[7], ARRAY['a', 'b']) AS u`, `_col0, _col1: [[7 a] [NULL b]]`},
		{"trino", `SELECT * FROM UNNEST(ARRAY[CAST(ROW(1, 'a') AS ROW(x INTEGER, y VARCHAR))], ARRAY[ROW(2, 'b')])`,
			`x, y, _col2, _col3: [[1 a 2 b]]`},
		{"trino", `SELECT * FROM (SELECT * FROM UNNEST(ARRAY[1])) AS s, UNNEST(ARRAY[2])`, `_col0, _col1: [[1 2]]`},
		{"trino", `SELECT 1, * FROM (VALUES (5, 6))`, `_col0, _col1, _col2: [[1 5 6]]`},
		{"trino", `SELECT 2, * FROM (SELECT 1, 3 AS b)`, `_col0, _col1, b: [[2 1 3]]`},
		{"trino", `SELECT * FROM (SELECT 1) UNION ALL SELECT 2`, `_col0: [[1] [2]]`},
		{"trino", `SELECT x, 2 FROM (SELECT 1 AS x) ORDER BY x + 0`, `x, _col1: [[1 2]]`},
		// Hive names an item by its position in its own select list
		{"hive", `SELECT 2, * FROM (SELECT 1) AS s`, `_c0, _c0: [[2 1]]`},
	} {
		got := ""
		rows, err := lateral.Run(context.Background(), tc.q, tc.dialect, lateral.RunOptions{})
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
		if got != tc.want {
			t.Errorf("%s: %s\n got %s\nwant %s", tc.dialect, tc.q, got, tc.want)
		}
	}
}
