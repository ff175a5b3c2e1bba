package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB reads the alias of a row-generating FROM item, named bare where
// no column has that name, as the STRUCT of the item's row (run here on
// DuckDB 1.5); PostgreSQL reads it as the function's one column, and the
// other dialects have no such reference: from DuckDB it is refused (T050,
// rewrite/gen_whole_row.go), from PostgreSQL it is written as that column
// (json_array_elements_text(j) AS e: e is e.value). Columns read by name
// translate.
func TestGenWholeRow(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, a INTEGER[], j VARCHAR)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, `INSERT INTO t VALUES (1, ARRAY[1, NULL], '["x", null, "2"]'), (2, NULL, '[]')`)
	}
	// DuckDB's whole row is a struct, never NULL itself
	res := enginetest.Query(t, duck, "SELECT t.id, u FROM t, unnest(t.a) AS u WHERE u IS NOT NULL ORDER BY u.unnest NULLS LAST")
	if got := engines.FormatRows(res.Rows); !strings.Contains(got, "{unnest: 1}") || !strings.Contains(got, "{unnest: NULL}") {
		t.Errorf("duckdb: want two struct rows, got %s", got)
	}
	// PostgreSQL reads the same text as the column: one row fewer
	res = enginetest.Query(t, pg, "SELECT t.id, u FROM t, unnest(t.a) AS u(\"unnest\") WHERE u IS NOT NULL")
	if len(res.Rows) != 1 {
		t.Errorf("postgres: want one row, got %s", engines.FormatRows(res.Rows))
	}
	for _, q := range []string{
		"SELECT t.id, u FROM t, unnest(t.a) AS u",
		"SELECT count(*) AS c FROM t, unnest(t.a) AS u WHERE u IS NOT NULL",
		"SELECT r FROM range(2) AS r",
		"SELECT g FROM t, generate_series(1, t.id) AS g(x)",
	} {
		for _, to := range []string{"postgres", "spark", "trino", "bigquery"} {
			_, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{Schema: table})
			if err == nil || !strings.Contains(err.Error(), "T050") {
				t.Errorf("to %s: %s: want T050, got %v", to, q, err)
			}
		}
	}
	// a lambda's parameter of the same name is no whole-row read
	if _, err := lateral.Translate("SELECT list_transform(t.a, u -> u + 1) AS l FROM t, unnest(t.a) AS u", "duckdb", "spark", lateral.TranslateOptions{Schema: table}); err != nil && strings.Contains(err.Error(), "T050") {
		t.Errorf("a lambda's parameter: %v", err)
	}
	// a column read by name, or an alias naming the column, translates
	for _, q := range []string{
		"SELECT t.id, u.unnest FROM t, unnest(t.a) AS u",
		"SELECT t.id, u FROM t, unnest(t.a) AS u(u)",
		"SELECT u.x AS u FROM t, unnest(t.a) AS u(x) ORDER BY u NULLS FIRST",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		ordered := strings.Contains(q, "ORDER BY")
		if ok, diff := engines.EqualRows(enginetest.Query(t, duck, q).Rows, enginetest.Query(t, pg, tr.SQL).Rows, ordered); !ok {
			t.Errorf("%s\n%s\n%s", q, tr.SQL, diff)
		}
	}
	// from PostgreSQL: the alias of a function of one column is its value
	for _, q := range []string{
		"SELECT t.id, e FROM t, json_array_elements_text(CAST(t.j AS JSON)) AS e",
		"SELECT t.id, e FROM t LEFT JOIN LATERAL json_array_elements_text(CAST(t.j AS JSON)) AS e ON TRUE WHERE e IS DISTINCT FROM 'x'",
		"SELECT t.id, count(e) AS c FROM t, json_array_elements_text(CAST(t.j AS JSON)) AS e GROUP BY t.id",
		"SELECT t.id, e FROM t, unnest(t.a) AS e",
		"SELECT e FROM generate_series(1, 2) AS e",
	} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Errorf("%s: %v", q, err)
			continue
		}
		if ok, diff := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, tr.SQL).Rows, false); !ok {
			t.Errorf("%s\n%s\n%s", q, tr.SQL, diff)
		}
	}
}
