package engines_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// The expected rows below follow DuckDB's documented behaviour (unnest,
// "Lateral Joins", MAP and STRUCT types) and SEMANTICS.md: unnest of a NULL or
// empty list yields no rows; several unnests in one select list are zipped,
// padded with NULL (T3); unnest of a list of structs gives one struct column
// (T5); map_entries gives structs {key, value} (T4).

const duckMapsTable = `
CREATE TABLE m (id INTEGER, m MAP(VARCHAR, INTEGER), s STRUCT(b VARCHAR, a INTEGER), ls STRUCT(k VARCHAR, v INTEGER)[]);
INSERT INTO m VALUES
  (1, MAP {'k1': 1, 'k2': 2}, {'b': 'x', 'a': 1}, [{'k': 'p', 'v': 1}, {'k': 'q', 'v': NULL}]),
  (2, MAP {}, NULL, []),
  (3, NULL, {'b': NULL, 'a': 3}, NULL),
  (4, MAP {'z': NULL}, {'b': 'y', 'a': NULL}, [NULL]);
`

func kv(k, v V) engines.KV              { return engines.KV{Key: k, Value: v} }
func field(n string, v V) engines.Field { return engines.Field{Name: n, Value: v} }

func TestDuckDBUnnest(t *testing.T) {
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, duck, arraysTable)
	enginetest.CheckRows(t, duck, "SELECT id, xs, tags FROM t ORDER BY id", true, arraysRows)
	res := enginetest.CheckRows(t, duck, unnestOrdinality, true, unnestOrdinalityRows)
	if want := []string{"id", "x", "n"}; !slices.Equal(res.Columns, want) {
		t.Errorf("columns %v, want %v", res.Columns, want)
	}
	enginetest.CheckRows(t, duck, leftJoinLateral, true, leftJoinLateralRows)
	// Two unnests in one select list zip, padding the shorter with NULL.
	enginetest.CheckRows(t, duck, "SELECT id, unnest(xs) AS x, unnest(tags) AS tag FROM t", false, [][]V{
		{int64(1), int64(10), "a"},
		{int64(1), int64(20), "b"},
		{int64(1), int64(30), nil},
		{int64(4), nil, "x"},
		{int64(4), int64(5), nil},
		{int64(5), int64(7), "it's"},
	})
}

func TestDuckDBMapsAndStructs(t *testing.T) {
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, duck, duckMapsTable)

	// Struct fields keep their declaration order (b before a), map entries
	// their insertion order.
	enginetest.CheckRows(t, duck, "SELECT id, m, s, ls FROM m ORDER BY id", true, [][]V{
		{int64(1), engines.Map{kv("k1", int64(1)), kv("k2", int64(2))},
			engines.Struct{field("b", "x"), field("a", int64(1))},
			[]V{engines.Struct{field("k", "p"), field("v", int64(1))}, engines.Struct{field("k", "q"), field("v", nil)}}},
		{int64(2), engines.Map{}, nil, []V{}},
		{int64(3), nil, engines.Struct{field("b", nil), field("a", int64(3))}, nil},
		{int64(4), engines.Map{kv("z", nil)}, engines.Struct{field("b", "y"), field("a", nil)}, []V{nil}},
	})
	res := enginetest.Query(t, duck, "SELECT s FROM m WHERE id = 1")
	if got := engines.Canonical(res.Rows[0][0]); got != "{b: 'x', a: 1}" {
		t.Errorf("struct canonical text %s, want {b: 'x', a: 1}", got)
	}

	// Exploding a map: key and value columns; NULL and empty maps vanish.
	enginetest.CheckRows(t, duck, "SELECT id, unnest(map_keys(m)) AS k, unnest(map_values(m)) AS v FROM m", false, [][]V{
		{int64(1), "k1", int64(1)},
		{int64(1), "k2", int64(2)},
		{int64(4), "z", nil},
	})
	enginetest.CheckRows(t, duck, "SELECT id, unnest(map_entries(m)) AS e FROM m", false, [][]V{
		{int64(1), engines.Struct{field("key", "k1"), field("value", int64(1))}},
		{int64(1), engines.Struct{field("key", "k2"), field("value", int64(2))}},
		{int64(4), engines.Struct{field("key", "z"), field("value", nil)}},
	})

	// A list of structs unnests to one struct column; a NULL element is one
	// row holding NULL; LEFT JOIN LATERAL keeps ids 2 and 3 with NULLs.
	enginetest.CheckRows(t, duck, `SELECT m.id, u.e, u.n
		FROM m LEFT JOIN LATERAL unnest(m.ls) WITH ORDINALITY AS u(e, n) ON TRUE
		ORDER BY m.id, u.n`, true, [][]V{
		{int64(1), engines.Struct{field("k", "p"), field("v", int64(1))}, int64(1)},
		{int64(1), engines.Struct{field("k", "q"), field("v", nil)}, int64(2)},
		{int64(2), nil, nil},
		{int64(3), nil, nil},
		{int64(4), nil, int64(1)},
	})
	enginetest.CheckRows(t, duck, "SELECT id, e.k, e.v FROM (SELECT id, unnest(ls) AS e FROM m) WHERE e IS NOT NULL", false, [][]V{
		{int64(1), "p", int64(1)},
		{int64(1), "q", nil},
	})
}

func TestDuckDBTypes(t *testing.T) {
	duck := enginetest.DuckDB(t)
	enginetest.CheckRows(t, duck, `SELECT 1.50::DECIMAL(10,2), 170141183460469231731687303715884105727::HUGEINT,
		42::HUGEINT, 18446744073709551615::UBIGINT, 7::TINYINT, 2.5::DOUBLE, 0.1::FLOAT, 'inf'::DOUBLE, true,
		DATE '2024-01-02', TIMESTAMP '2024-01-02 03:04:05.25', TIMESTAMPTZ '2024-01-02 03:04:05+02',
		TIME '03:04:05', TIMETZ '03:04:05+05:30', TIMESTAMP_NS '2024-01-01 00:00:00.123456789',
		INTERVAL '1 year 2 months 3 days 04:05:06.5', INTERVAL '-1 day 2 hours',
		'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::UUID, '\xDE\xAD'::BLOB,
		'{"b":[1,2.0],"a":null}'::JSON, 'a'::ENUM('a', 'b'), union_value(num := 2)`, true, [][]V{{
		engines.Decimal("1.5"), engines.Decimal("170141183460469231731687303715884105727"),
		int64(42), engines.Decimal("18446744073709551615"), int64(7), 2.5, 0.1, inf, true,
		"2024-01-02", "2024-01-02 03:04:05.25", "2024-01-02 01:04:05+00",
		"03:04:05", "03:04:05+05:30", "2024-01-01 00:00:00.123456789",
		"1 year 2 mons 3 days 04:05:06.5", "-1 days +02:00:00",
		"a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", `\xdead`,
		`{"a":null,"b":[1,2]}`, "a", int64(2),
	}})
	// DuckDB's infinite dates and timestamps (the driver gives a time
	// past the last finite one), beside the last finite ones
	enginetest.CheckRows(t, duck, `SELECT 'infinity'::DATE, '-infinity'::DATE, 'infinity'::TIMESTAMP,
		'-infinity'::TIMESTAMPTZ, 'infinity'::TIMESTAMP_NS, '-infinity'::TIMESTAMP_MS, 'infinity'::TIMESTAMP_S,
		['infinity'::DATE], DATE '5881580-07-10', TIMESTAMP '294247-01-10 04:00:54.775806'`, true, [][]V{{
		"infinity", "-infinity", "infinity", "-infinity", "infinity", "-infinity", "infinity",
		[]V{"infinity"}, "5881580-07-10", "294247-01-10 04:00:54.775806",
	}})
	enginetest.CheckRows(t, duck, `SELECT [[1, 2], [3, 4]], [1, 2]::INTEGER[2], {'x': [1, 2], 'y': {'z': 'w'}},
		[MAP {1: [DATE '2024-01-01']}], {'A B': 1}, [[]::INTEGER[], NULL]`, true, [][]V{{
		[]V{[]V{int64(1), int64(2)}, []V{int64(3), int64(4)}}, []V{int64(1), int64(2)},
		engines.Struct{field("x", []V{int64(1), int64(2)}), field("y", engines.Struct{field("z", "w")})},
		[]V{engines.Map{kv(int64(1), []V{"2024-01-01"})}}, engines.Struct{field("A B", int64(1))},
		[]V{[]V{}, nil},
	}})
}

func TestDuckDBErrorsAndDeadline(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := context.Background()
	_, err := duck.Query(ctx, "SELECT * FROM no_such_table")
	var ee *engines.Error
	if !errors.As(err, &ee) || ee.Engine != engines.DuckDB {
		t.Fatalf("missing table: got %v, want an engines.Error", err)
	}
	enginetest.Exec(t, duck, "CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (1); INSERT INTO a VALUES (2)")
	enginetest.CheckRows(t, duck, "SELECT sum(x) FROM a", true, [][]V{{int64(3)}})

	dctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	if _, err := duck.Query(dctx, "SELECT count(*) FROM range(1000000000000) a"); err == nil {
		t.Fatal("a huge count with a 300ms deadline succeeded")
	}
	if d := time.Since(t0); d > 10*time.Second {
		t.Errorf("cancellation took %v", d)
	}
	enginetest.CheckRows(t, duck, "SELECT count(*) FROM a", true, [][]V{{int64(2)}})
}

// TestCrossEngine runs the same SQL on PostgreSQL and DuckDB and checks that
// the normalized rows agree, besides agreeing with the hand-written rows.
func TestCrossEngine(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, pg, arraysTable)
	enginetest.Exec(t, duck, arraysTable)
	queries := []struct {
		sql     string
		ordered bool
	}{
		{"SELECT id, xs, tags FROM t ORDER BY id", true},
		{unnestOrdinality, true},
		{leftJoinLateral, true},
		{"SELECT t.id, sum(x) FROM t, unnest(t.xs) AS u(x) GROUP BY t.id", false},
		{`SELECT DATE '2024-01-02', TIMESTAMP '2024-01-02 03:04:05.25',
			CAST('2024-01-02 03:04:05+02' AS TIMESTAMPTZ), TIME '03:04:05',
			INTERVAL '1 day 2 hours', CAST(1.50 AS DECIMAL(10,2)), CAST(2.5 AS DOUBLE PRECISION),
			CAST('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' AS UUID), 1 / 3.0 > 0.33, NULL`, true},
		// infinite dates and timestamps read "infinity" in both, never
		// as a date in the year 294247 or 5881580
		{`SELECT CAST('infinity' AS DATE), CAST('-infinity' AS DATE), CAST('infinity' AS TIMESTAMP),
			CAST('-infinity' AS TIMESTAMP), CAST('infinity' AS TIMESTAMPTZ), CAST('-infinity' AS TIMESTAMPTZ)`, true},
	}
	for _, q := range queries {
		a := enginetest.Query(t, pg, q.sql)
		b := enginetest.Query(t, duck, q.sql)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, q.ordered); !ok {
			t.Errorf("%s\npostgres (-) vs duckdb (+): %s", q.sql, diff)
		}
	}
}
