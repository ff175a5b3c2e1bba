package rewrite_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's unnest in FROM expands a composite element into its fields,
// so an unnest whose element type is not known to be a scalar is spelled
// with select-list set-returning functions in a LATERAL subquery; a known
// scalar element keeps the function in FROM.
func TestPgUnknownUnnestRewrite(t *testing.T) {
	scalars := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, x INT[], y TEXT[])", SchemaDialect: "postgres"}
	for _, tc := range []struct {
		name, in, want string
		opts           lateral.TranslateOptions
	}{
		{"a select-list unnest", "SELECT id, unnest(x) AS c FROM t",
			"SELECT id, _g1.c AS c FROM t CROSS JOIN LATERAL (SELECT unnest(x) AS c) AS _g1", lateral.TranslateOptions{}},
		{"unnest in FROM", "SELECT t.id, g.c FROM t, unnest(t.x) AS g(c)",
			"SELECT t.id, g.c FROM t CROSS JOIN LATERAL (SELECT unnest(t.x) AS c) AS g", lateral.TranslateOptions{}},
		{"outer, with ordinality", "SELECT t.id, g.c, g.n FROM t LEFT JOIN unnest(t.x) WITH ORDINALITY AS g(c, n) ON true",
			"SELECT t.id, g.c, g.n FROM t LEFT JOIN LATERAL (SELECT unnest(t.x) AS c, generate_series(CAST(1 AS BIGINT), cardinality(t.x)) AS n) AS g ON TRUE",
			lateral.TranslateOptions{}},
		{"a zip with ordinality", "SELECT t.id, g.* FROM t CROSS JOIN unnest(t.x, t.y) WITH ORDINALITY AS g(c, d, n)",
			"SELECT t.id, g.* FROM t CROSS JOIN LATERAL (SELECT unnest(t.x) AS c, unnest(t.y) AS d, " +
				"generate_series(CAST(1 AS BIGINT), greatest(cardinality(t.x), cardinality(t.y))) AS n) AS g",
			lateral.TranslateOptions{}},
		{"a zip of select-list unnests", "SELECT id, unnest(x) AS c, unnest(y) AS d FROM t",
			"SELECT id, _g1.c AS c, _g1.d AS d FROM t CROSS JOIN LATERAL (SELECT unnest(x) AS c, unnest(y) AS d) AS _g1",
			lateral.TranslateOptions{}},
		{"a lone select-list unnest stays", "SELECT unnest(ARRAY(SELECT x FROM t)) AS c",
			"SELECT unnest(ARRAY(SELECT x FROM t)) AS c", lateral.TranslateOptions{}},
		{"an element read in an expression", "SELECT unnest(ARRAY(SELECT x FROM t)) IS NULL AS e",
			"SELECT _g1.col IS NULL AS e FROM LATERAL (SELECT unnest(ARRAY(SELECT x FROM t)) AS col) AS _g1",
			lateral.TranslateOptions{}},
		{"a lone unnest with ordinality", "SELECT g.c, g.n FROM unnest(ARRAY(SELECT x FROM t)) WITH ORDINALITY AS g(c, n)",
			"SELECT g.c, g.n FROM LATERAL (SELECT unnest(ARRAY(SELECT x FROM t)) AS c, " +
				"generate_series(CAST(1 AS BIGINT), cardinality(ARRAY(SELECT x FROM t))) AS n) AS g", lateral.TranslateOptions{}},
		{"an array of a type the schema names", "SELECT id, unnest(x) AS c FROM t",
			"SELECT id, _g1.c AS c FROM t CROSS JOIN LATERAL (SELECT unnest(x) AS c) AS _g1",
			lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, x pair[])", SchemaDialect: "postgres"}},
		// Known scalar elements: no change.
		{"a known scalar element", "SELECT id, unnest(x) AS c FROM t",
			"SELECT id, _g1.c AS c FROM t CROSS JOIN unnest(x) AS _g1(c)", scalars},
		{"known scalar elements with ordinality", "SELECT t.id, g.c, g.n FROM t LEFT JOIN unnest(t.x) WITH ORDINALITY AS g(c, n) ON true",
			"SELECT t.id, g.c, g.n FROM t LEFT JOIN unnest(t.x) WITH ORDINALITY AS g(c, n) ON TRUE", scalars},
		{"a zip of known scalars", "SELECT t.id, g.c, g.d FROM t, unnest(t.x, t.y) AS g(c, d)",
			"SELECT t.id, g.c, g.d FROM t CROSS JOIN unnest(t.x, t.y) AS g(c, d)", scalars},
		{"an ARRAY subquery of a scalar", "SELECT g.c, g.n FROM unnest(ARRAY(SELECT 1)) WITH ORDINALITY AS g(c, n)",
			"SELECT g.c, g.n FROM unnest(ARRAY(SELECT 1)) WITH ORDINALITY AS g(c, n)", lateral.TranslateOptions{}},
		{"an array_agg of a known scalar", "SELECT ARRAY(SELECT v FROM unnest(array_agg(t.id)) AS v ORDER BY v) AS r FROM t",
			"SELECT ARRAY(SELECT v FROM unnest(array_agg(t.id)) AS v(v) ORDER BY v) AS r FROM t", scalars},
		{"an array_agg of an outer unnest's scalar", "SELECT id, ARRAY(SELECT v FROM unnest(array_agg(e)) AS v) AS r FROM t, unnest(t.x) AS e GROUP BY id",
			"SELECT id, ARRAY(SELECT v FROM unnest(array_agg(e)) AS v(v)) AS r FROM t CROSS JOIN unnest(t.x) AS e(e) GROUP BY id", scalars},
		{"a constructed array", "SELECT * FROM unnest(ARRAY[1, 2]) AS g(c)",
			"SELECT * FROM unnest(ARRAY[1, 2]) AS g(c)", lateral.TranslateOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", "postgres", tc.opts)
			if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			checkIdempotent(t, tr, "postgres", tc.opts)
		})
	}
}

// An array of composites and an array of scalars, each unnested in every
// shape: the translation must give the source's rows on PostgreSQL. The
// source queries unnest in the select list, which keeps a composite whole;
// for scalar arrays the FROM spelling, which the translation replaced, must
// agree as well.
func TestPgUnknownUnnestOnEngine(t *testing.T) {
	pg := enginetest.Postgres(t)
	ctx := enginetest.Ctx(t)
	if err := pg.Exec(ctx, `CREATE TYPE pair AS (a INT, b TEXT);
		CREATE TABLE s (id INT, x INT[], y TEXT[]);
		INSERT INTO s VALUES (1, ARRAY[1, NULL, 3], ARRAY['a']), (2, NULL, ARRAY['b', 'c']), (3, '{}', NULL),
			(4, NULL, NULL), (5, '{{1,2},{3,4}}', '{}');
		CREATE TABLE c (id INT, x pair[], y pair[]);
		INSERT INTO c VALUES (1, ARRAY[ROW(1, 'a')::pair, NULL, ROW(NULL, NULL)::pair], ARRAY[ROW(9, 'z')::pair]),
			(2, NULL, ARRAY[ROW(2, 'b')::pair, ROW(3, 'c')::pair]), (3, '{}', NULL), (4, NULL, NULL)`); err != nil {
		t.Fatal(err)
	}
	rows := func(q string) []string {
		t.Helper()
		res, err := pg.Query(ctx, q)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		var out []string
		for _, r := range res.Rows {
			out = append(out, engines.CanonicalRow(r))
		}
		slices.Sort(out)
		return out
	}
	for _, tc := range []struct {
		name, in string
		// from is the FROM spelling of a select-list in, exact for scalar
		// elements only; oracle reads the elements by subscript, for the
		// one-dimensional arrays of composites.
		from, oracle string
	}{
		{"unnest", "SELECT id, unnest(x) AS v FROM %s",
			"SELECT id, g.v FROM %s, unnest(x) AS g(v)",
			"SELECT id, x[n] FROM %s, generate_subscripts(x, 1) AS n"},
		{"outer", "SELECT id, g.v FROM %s LEFT JOIN unnest(x) AS g(v) ON true", "",
			"SELECT id, x[n] FROM %s LEFT JOIN generate_subscripts(x, 1) AS n ON true"},
		{"ordinality", "SELECT id, g.v, g.n FROM %s, unnest(x) WITH ORDINALITY AS g(v, n)", "",
			"SELECT id, x[n], n FROM %s, generate_subscripts(x, 1) AS n"},
		{"outer ordinality", "SELECT id, g.v, g.n FROM %s LEFT JOIN unnest(x) WITH ORDINALITY AS g(v, n) ON true", "",
			"SELECT id, x[n], n FROM %s LEFT JOIN generate_subscripts(x, 1) AS n ON true"},
		{"zip", "SELECT id, unnest(x) AS v, unnest(y) AS w FROM %s",
			"SELECT id, g.v, g.w FROM %s, unnest(x, y) AS g(v, w)",
			"SELECT id, x[n], y[n] FROM %s, generate_series(1, greatest(cardinality(x), cardinality(y))) AS n"},
		{"outer zip with ordinality", "SELECT id, g.v, g.w, g.n FROM %s LEFT JOIN unnest(x, y) WITH ORDINALITY AS g(v, w, n) ON true", "",
			"SELECT id, x[n], y[n], n FROM %s LEFT JOIN generate_series(1, greatest(cardinality(x), cardinality(y))) AS n ON true"},
	} {
		for _, table := range []string{"s", "c"} {
			of := func(q string) string { return strings.ReplaceAll(q, "%s", table) }
			in := of(tc.in)
			t.Run(tc.name+"/"+table, func(t *testing.T) {
				tr := mustTranslate(t, in, "postgres", "postgres", lateral.TranslateOptions{})
				if !strings.Contains(tr.SQL, "(SELECT unnest(") {
					t.Fatalf("%s: not spelled with select-list unnests: %s", in, tr.SQL)
				}
				var want []string
				if table == "s" {
					// Scalars: the source itself, and its FROM spelling.
					want = rows(in)
					if tc.from != "" {
						if from := rows(of(tc.from)); !slices.Equal(from, want) {
							t.Fatalf("%s gives %v, its FROM spelling %v", in, want, from)
						}
					}
				} else {
					// Composites: kept whole, a NULL element staying NULL.
					want = rows(of(tc.oracle))
					if !strings.Contains(in, "unnest(x) AS v") {
						// The source's FROM unnest expands the fields.
					} else if src := rows(in); !slices.Equal(src, want) {
						t.Fatalf("%s gives %v, the oracle %v", in, src, want)
					}
				}
				if len(want) < 3 {
					t.Fatalf("too few rows to compare: %v", want)
				}
				if got := rows(tr.SQL); !slices.Equal(got, want) {
					t.Errorf("%s\n-> %s\ngot  %v\nwant %v", in, tr.SQL, got, want)
				}
			})
		}
	}
}

// A select that only projects a lone lateral's columns becomes select-list
// calls only when ORDER BY reads nothing that would go with FROM: a column
// the select list renamed, or one read inside an expression.
func TestSelectListFormKeepsOrderByColumns(t *testing.T) {
	for _, tc := range []struct{ name, to, in, want string }{
		{"renamed, postgres (elements of unknown type)", "postgres",
			"SELECT x AS y FROM UNNEST(sequence(3, 1, -1)) AS u(x) ORDER BY x",
			"SELECT x AS y FROM LATERAL (SELECT unnest(CASE WHEN 3 IS NULL OR 1 IS NULL OR -1 IS NULL THEN NULL ELSE ARRAY(SELECT lateral_seq.v FROM generate_series(3, 1, -1) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END) AS x) AS u ORDER BY x"},
		{"renamed, duckdb", "duckdb",
			"SELECT x AS a, z FROM UNNEST(ARRAY[2, 1], ARRAY[3]) AS u(x, z) ORDER BY x",
			"SELECT x AS a, z FROM LATERAL (SELECT unnest([2, 1]) AS x, unnest([3]) AS z) AS u ORDER BY x"},
		{"inside an expression, duckdb", "duckdb",
			"SELECT x, z FROM UNNEST(ARRAY[2, 1], ARRAY[3]) AS u(x, z) ORDER BY x + 0",
			"SELECT x, z FROM LATERAL (SELECT unnest([2, 1]) AS x, unnest([3]) AS z) AS u ORDER BY x + 0"},
		{"the output column itself, duckdb", "duckdb",
			"SELECT x, z FROM UNNEST(ARRAY[2, 1], ARRAY[3]) AS u(x, z) ORDER BY x",
			"SELECT unnest([2, 1]) AS x, unnest([3]) AS z ORDER BY x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "trino", tc.to, lateral.TranslateOptions{})
			if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}
