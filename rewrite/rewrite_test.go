package rewrite_test

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral"
)

// passCase is one SQL-in/SQL-out check of a pass: the translation must
// equal want and the pass must have fired (or, for a no-op case, not).
type passCase struct {
	name     string
	from, to string
	in, want string
	fires    bool
}

func runPassCases(t *testing.T, pass string, cases []passCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				var le *lateral.Error
				if errors.As(err, &le) {
					t.Fatalf("translate: %s", le.Format("<in>"))
				}
				t.Fatalf("translate: %v", err)
			}
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			fired := false
			for _, p := range tr.Passes {
				if p.Pass == pass {
					fired = true
				}
			}
			if fired != tc.fires {
				t.Errorf("pass %s fired=%v, want %v (passes: %v)", pass, fired, tc.fires, tr.Passes)
			}
		})
	}
}

func TestFromLateral(t *testing.T) {
	runPassCases(t, "from_lateral", []passCase{
		{name: "no-op", from: "trino", to: "trino", in: "SELECT a FROM t", want: "SELECT a FROM t"},
		{name: "trino unnest to postgres", from: "trino", to: "postgres",
			in:    "SELECT o.id, x FROM orders o CROSS JOIN UNNEST(o.items) AS u(x)",
			want:  "SELECT o.id, x FROM orders AS o CROSS JOIN unnest(o.items) AS u(x)",
			fires: true},
		// T3: UNNEST(a, b) zips; Trino pads the shorter array with NULL and
		// so does DuckDB's select-list unnest.
		{name: "zip to duckdb", from: "trino", to: "duckdb",
			in:    "SELECT id, a, b FROM t CROSS JOIN UNNEST(x, y) AS u(a, b)",
			want:  "SELECT id, a, b FROM t CROSS JOIN LATERAL (SELECT unnest(x) AS a, unnest(y) AS b) AS u",
			fires: true},
		// T12: a LEFT JOIN LATERAL keeps its condition in the join.
		{name: "left lateral subquery", from: "postgres", to: "trino",
			in:    "SELECT t.id, s.x FROM t LEFT JOIN LATERAL (SELECT max(v) AS x FROM u WHERE u.id = t.id) s ON TRUE",
			want:  "SELECT t.id, s.x FROM t LEFT JOIN LATERAL (SELECT max(v) AS x FROM u WHERE u.id = t.id) AS s ON TRUE",
			fires: true},
		// T1: WITH ORDINALITY is 1-based; BigQuery's offset is 0-based.
		{name: "ordinality to bigquery offset", from: "postgres", to: "bigquery",
			in:    "SELECT id, e, n FROM t CROSS JOIN LATERAL unnest(t.x) WITH ORDINALITY AS u(e, n)",
			want:  "SELECT id, e, _off1 + 1 AS n FROM t CROSS JOIN UNNEST(t.x) AS e WITH OFFSET AS _off1",
			fires: true},
	})
}

func TestLateralView(t *testing.T) {
	runPassCases(t, "lateral_view", []passCase{
		{name: "no-op", from: "hive", to: "hive", in: "SELECT id FROM t", want: "SELECT id FROM t"},
		// T1 + T2: posexplode is 0-based and first; OUTER keeps the row with
		// a NULL position, which LEFT JOIN ... ON TRUE gives too.
		{name: "outer posexplode to trino", from: "hive", to: "trino",
			in:    "SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag",
			want:  "SELECT id, t._ord1 - 1 AS pos, tag FROM events LEFT JOIN UNNEST(tags) WITH ORDINALITY AS t(tag, _ord1) ON TRUE",
			fires: true},
		// T4: two names make explode a map's key and value.
		{name: "map to trino", from: "hive", to: "trino",
			in:    "SELECT id, k, v FROM t LATERAL VIEW explode(m) x AS k, v",
			want:  "SELECT id, k, v FROM t CROSS JOIN UNNEST(m) AS x(k, v)",
			fires: true},
		// T8: stack's missing cells are NULL.
		{name: "stack to postgres", from: "hive", to: "postgres",
			in:    "SELECT s.id, p, q FROM t s LATERAL VIEW stack(2, s.a, s.b, s.c) x AS p, q",
			want:  "SELECT s.id, p, q FROM t AS s CROSS JOIN LATERAL (VALUES (s.a, s.b), (s.c, NULL)) AS x(p, q)",
			fires: true},
	})
}

func TestSelectGenerators(t *testing.T) {
	runPassCases(t, "select_generators", []passCase{
		{name: "no-op", from: "postgres", to: "postgres", in: "SELECT upper(a) FROM t", want: "SELECT upper(a) FROM t"},
		// T7: PostgreSQL names the column unnest; T11: planned in FROM.
		{name: "postgres unnest to spark", from: "postgres", to: "spark",
			in:    "SELECT id, unnest(tags) FROM t",
			want:  "SELECT id, _g1.unnest AS unnest FROM t LATERAL VIEW explode(tags) _g1 AS unnest",
			fires: true},
		// T3: several SRFs in one PostgreSQL select list zip.
		{name: "two srfs zip", from: "postgres", to: "trino",
			in:    "SELECT id, unnest(tags), unnest(nums) AS n FROM t",
			want:  `SELECT id, _g1._s3 AS "unnest", _g1._s4 AS n FROM t CROSS JOIN UNNEST(tags, nums) AS _g1(_s3, _s4)`,
			fires: true},
		// A generator inside an expression (PostgreSQL allows it).
		{name: "srf in expression", from: "postgres", to: "hive",
			in:    "SELECT unnest(ARRAY[1, 2]) + 1",
			want:  "SELECT _g1.unnest + 1 LATERAL VIEW explode(array(1, 2)) _g1 AS unnest",
			fires: true},
	})
}

func TestLowerExprs(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op", from: "trino", to: "postgres", in: "SELECT a + 1 FROM t", want: "SELECT a + 1 FROM t"},
		// T14: Hive's / is fractional and NULL on a zero divisor; DIV of
		// two integers is Trino's integer /.
		{name: "hive division to trino", from: "hive", to: "trino",
			in: "SELECT 5 / 2, 7 DIV 2", want: "SELECT CAST(5 AS DOUBLE) / nullif(2, 0), 7 / 2", fires: true},
		// Trino puts NULLs last; Hive puts them first for ASC.
		{name: "null order", from: "trino", to: "hive",
			in: "SELECT a FROM t ORDER BY a", want: "SELECT a FROM t ORDER BY a NULLS LAST", fires: true},
	})
}

func TestLowerLateralView(t *testing.T) {
	runPassCases(t, "lower_lateral_view", []passCase{
		{name: "no-op", from: "trino", to: "hive", in: "SELECT a FROM t", want: "SELECT a FROM t"},
		// T1: WITH ORDINALITY (1-based, last) becomes posexplode (0-based,
		// first) with every reference shifted by one.
		{name: "ordinality to posexplode", from: "trino", to: "hive",
			in:    "SELECT o.id, u.x, u.n FROM orders o CROSS JOIN UNNEST(o.items) WITH ORDINALITY AS u(x, n) ORDER BY n",
			want:  "SELECT o.id, u.x, u._pos1 + 1 AS n FROM orders AS o LATERAL VIEW posexplode(o.items) u AS _pos1, x ORDER BY u._pos1 + 1 NULLS LAST",
			fires: true},
		// T3: ROWS FROM zips; Spark's arrays_zip does too once NULL arrays
		// count as empty.
		{name: "rows from to spark", from: "postgres", to: "spark",
			in:    "SELECT id, a, b FROM t, ROWS FROM (unnest(t.x), unnest(t.y)) AS u(a, b)",
			want:  "SELECT id, a, b FROM t LATERAL VIEW inline(arrays_zip(coalesce(t.x, array()), coalesce(t.y, array()))) u AS a, b",
			fires: true},
	})
}

func TestLowerJoin(t *testing.T) {
	runPassCases(t, "lower_join", []passCase{
		{name: "no-op", from: "hive", to: "trino", in: "SELECT id FROM t", want: "SELECT id FROM t"},
		{name: "posexplode to duckdb", from: "hive", to: "duckdb",
			in:    "SELECT id, pos, e FROM t LATERAL VIEW posexplode(arr) x AS pos, e ORDER BY pos DESC",
			want:  "SELECT id, x._ord1 - 1 AS pos, e FROM t CROSS JOIN unnest(arr) WITH ORDINALITY AS x(e, _ord1) ORDER BY x._ord1 - 1 DESC",
			fires: true},
	})
}

// TestRefusals: what the target cannot express exactly is refused with a
// positioned diagnostic naming the construct.
func TestRefusals(t *testing.T) {
	cases := []struct {
		name, from, to, in, code string
		line, col                int
	}{
		{"zip in hive", "postgres", "hive", "SELECT id, a, b FROM t, ROWS FROM (unnest(t.x), unnest(t.y)) AS u(a, b)", "T053", 1, 25},
		{"unknown collection", "trino", "hive", "SELECT * FROM t CROSS JOIN UNNEST(m) AS u(k, v)", "T056", 1, 35},
		{"unknown subscript base", "hive", "trino", "SELECT a[0] FROM t", "T070", 1, 8},
		{"series in hive", "postgres", "hive", "SELECT x, g FROM t, generate_series(1, t.n) AS g", "T057", 1, 21},
		{"lateral subquery in hive", "postgres", "hive", "SELECT t.id, s.x FROM t CROSS JOIN LATERAL (SELECT 1 AS x) s", "T050", 1, 23},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			var le *lateral.Error
			if !errors.As(err, &le) {
				t.Fatalf("want a refusal, got %v", err)
			}
			d := le.Diagnostics[0]
			if d.Code != tc.code || d.Span.Start.Line != tc.line || d.Span.Start.Col != tc.col {
				t.Errorf("got %s at %d:%d (%s), want %s at %d:%d", d.Code, d.Span.Start.Line, d.Span.Start.Col, d.Message, tc.code, tc.line, tc.col)
			}
		})
	}
}
