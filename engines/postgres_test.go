package engines_test

import (
	"context"
	"errors"
	"math"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

func TestMain(m *testing.M) { os.Exit(enginetest.Main(m)) }

type V = engines.Value

var inf, nan = math.Inf(1), math.NaN()

// arraysTable has int[] and text[] columns with a non-empty array, empty
// arrays, NULL arrays and NULL elements. It is valid for PostgreSQL and DuckDB.
const arraysTable = `
CREATE TABLE t (id integer PRIMARY KEY, xs integer[], tags text[]);
INSERT INTO t VALUES
  (1, ARRAY[10, 20, 30], ARRAY['a', 'b']),
  (2, ARRAY[]::integer[], ARRAY[]::text[]),
  (3, NULL, NULL),
  (4, ARRAY[NULL, 5]::integer[], ARRAY['x', NULL]),
  (5, ARRAY[7], ARRAY['it''s']);
`

// The expected rows below follow PostgreSQL's documented behaviour
// ("Table Functions", "LATERAL Subqueries", "Array Functions") and the rules
// in SEMANTICS.md (T1, T2, T3): unnest of a NULL or empty array yields no
// rows; a NULL element is one row holding NULL; WITH ORDINALITY numbers from 1
// and comes last; LEFT JOIN LATERAL ... ON TRUE keeps the left row once with
// NULLs (the ordinality NULL, not 0); unnest(a, b) zips, padding with NULL.

// unnestOrdinality is the same for PostgreSQL and DuckDB.
const unnestOrdinality = `SELECT t.id, u.x, u.n
FROM t CROSS JOIN LATERAL unnest(t.xs) WITH ORDINALITY AS u(x, n)
ORDER BY t.id, u.n`

var unnestOrdinalityRows = [][]V{
	{int64(1), int64(10), int64(1)},
	{int64(1), int64(20), int64(2)},
	{int64(1), int64(30), int64(3)},
	{int64(4), nil, int64(1)},
	{int64(4), int64(5), int64(2)},
	{int64(5), int64(7), int64(1)},
}

const leftJoinLateral = `SELECT t.id, u.x, u.n
FROM t LEFT JOIN LATERAL unnest(t.xs) WITH ORDINALITY AS u(x, n) ON TRUE
ORDER BY t.id, u.n`

var leftJoinLateralRows = [][]V{
	{int64(1), int64(10), int64(1)},
	{int64(1), int64(20), int64(2)},
	{int64(1), int64(30), int64(3)},
	{int64(2), nil, nil},
	{int64(3), nil, nil},
	{int64(4), nil, int64(1)},
	{int64(4), int64(5), int64(2)},
	{int64(5), int64(7), int64(1)},
}

var arraysRows = [][]V{
	{int64(1), []V{int64(10), int64(20), int64(30)}, []V{"a", "b"}},
	{int64(2), []V{}, []V{}},
	{int64(3), nil, nil},
	{int64(4), []V{nil, int64(5)}, []V{"x", nil}},
	{int64(5), []V{int64(7)}, []V{"it's"}},
}

func TestPostgresUnnest(t *testing.T) {
	pg := enginetest.Postgres(t)
	enginetest.Exec(t, pg, arraysTable)

	res := enginetest.CheckRows(t, pg, "SELECT id, xs, tags FROM t ORDER BY id", true, arraysRows)
	if want := []string{"id", "xs", "tags"}; !slices.Equal(res.Columns, want) {
		t.Errorf("columns %v, want %v", res.Columns, want)
	}
	res = enginetest.CheckRows(t, pg, unnestOrdinality, true, unnestOrdinalityRows)
	if want := []string{"id", "x", "n"}; !slices.Equal(res.Columns, want) {
		t.Errorf("columns %v, want %v", res.Columns, want)
	}
	enginetest.CheckRows(t, pg, leftJoinLateral, true, leftJoinLateralRows)

	// unnest(a, b) zips, padding the shorter with NULL; NULL and empty
	// arrays count as empty, so ids 2 and 3 vanish.
	enginetest.CheckRows(t, pg, `SELECT t.id, u.x, u.tag, u.n
		FROM t, unnest(t.xs, t.tags) WITH ORDINALITY AS u(x, tag, n) ORDER BY t.id, u.n`, true, [][]V{
		{int64(1), int64(10), "a", int64(1)},
		{int64(1), int64(20), "b", int64(2)},
		{int64(1), int64(30), nil, int64(3)},
		{int64(4), nil, "x", int64(1)},
		{int64(4), int64(5), nil, int64(2)},
		{int64(5), int64(7), "it's", int64(1)},
	})

	// A correlated aggregate yields one row per left row, even for NULL and
	// empty arrays (T10): count 0 and sum NULL there.
	enginetest.CheckRows(t, pg, `SELECT t.id, s.c, s.total
		FROM t CROSS JOIN LATERAL (SELECT count(x) AS c, sum(x) AS total FROM unnest(t.xs) AS x) s`, false, [][]V{
		{int64(1), int64(3), int64(60)},
		{int64(2), int64(0), nil},
		{int64(3), int64(0), nil},
		{int64(4), int64(1), int64(5)},
		{int64(5), int64(1), int64(7)},
	})

	// Unordered comparison: same multiset in another order.
	enginetest.CheckRows(t, pg, "SELECT tag FROM t, unnest(tags) AS tag", false, [][]V{
		{"it's"}, {nil}, {"x"}, {"b"}, {"a"},
	})
}

func TestPostgresTypes(t *testing.T) {
	pg := enginetest.Postgres(t)
	enginetest.CheckRows(t, pg, `SELECT 1.50::numeric, 12345678901234567890::numeric, 'NaN'::numeric,
		'2024-01-02'::date, 'infinity'::date, '2024-01-02 03:04:05.25'::timestamp,
		'2024-01-02 03:04:05+02'::timestamptz, '03:04:05'::time,
		interval '1 year 2 months 3 days 04:05:06.5', interval '-1 day 2 hours',
		'{"b": [1, 2.0], "a": null}'::jsonb, '{"a":1}'::json,
		true, 2.5::float8, 0.1::float4, 7::smallint, 9000000000::bigint,
		'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid, '\xdeadbeef'::bytea,
		'192.168.0.1'::inet, int4range(1, 5), '03:04:05+05:30'::timetz`, true, [][]V{{
		engines.Decimal("1.5"), engines.Decimal("12345678901234567890"), engines.Decimal("NaN"),
		"2024-01-02", "infinity", "2024-01-02 03:04:05.25",
		"2024-01-02 01:04:05+00", "03:04:05",
		"1 year 2 mons 3 days 04:05:06.5", "-1 days +02:00:00",
		`{"a":null,"b":[1,2]}`, `{"a":1}`,
		true, 2.5, 0.1, int64(7), int64(9000000000),
		"a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", `\xdeadbeef`,
		"192.168.0.1", "[1,5)", "03:04:05+05:30",
	}})

	// Arrays: multidimensional arrays nest, NULL elements stay, lower bounds
	// are dropped; anonymous records are structs named f1, f2, ...
	enginetest.CheckRows(t, pg, `SELECT ARRAY[[1,2],[3,4]], ARRAY[ARRAY[NULL::int]], '[2:3]={1,2}'::int[],
		ARRAY[1.5, NULL]::numeric[], ARRAY['2024-01-01'::date], ARRAY['{"x":1}'::jsonb],
		ARRAY['inf'::float8, 'nan'], ROW(1, 'x', NULL::int), ARRAY[ROW(1, ARRAY['a'])]`, true, [][]V{{
		[]V{[]V{int64(1), int64(2)}, []V{int64(3), int64(4)}}, []V{[]V{nil}}, []V{int64(1), int64(2)},
		[]V{engines.Decimal("1.5"), nil}, []V{"2024-01-01"}, []V{`{"x":1}`},
		[]V{inf, nan}, engines.Struct{{"f1", int64(1)}, {"f2", "x"}, {"f3", nil}},
		[]V{engines.Struct{{"f1", int64(1)}, {"f2", []V{"a"}}}},
	}})

	// User-defined enums, composites (field names kept) and domains.
	enginetest.Exec(t, pg, `CREATE TYPE mood AS ENUM ('sad', 'happy');
		CREATE TYPE pair AS (k text, v int);
		CREATE DOMAIN posint AS int CHECK (VALUE > 0);
		CREATE TABLE u (m mood, ms mood[], p pair, ps pair[], d posint)`)
	enginetest.Exec(t, pg, `INSERT INTO u VALUES ('happy', ARRAY['sad', 'happy']::mood[], ROW('a', 1), ARRAY[ROW('b', 2)::pair, NULL], 5)`)
	enginetest.CheckRows(t, pg, "SELECT m, ms, p, ps, d FROM u", true, [][]V{{
		"happy", []V{"sad", "happy"}, engines.Struct{{"k", "a"}, {"v", int64(1)}},
		[]V{engines.Struct{{"k", "b"}, {"v", int64(2)}}, nil}, int64(5),
	}})
}

func TestPostgresErrorsAndDeadline(t *testing.T) {
	pg := enginetest.Postgres(t)
	ctx := context.Background()

	_, err := pg.Query(ctx, "SELECT 1/0")
	var ee *engines.Error
	if !errors.As(err, &ee) || ee.Code != "22012" || ee.Engine != engines.Postgres {
		t.Fatalf("1/0: got %v, want an engines.Error with SQLSTATE 22012", err)
	}

	// Several statements in one Exec.
	enginetest.Exec(t, pg, "CREATE TABLE a (x int); INSERT INTO a VALUES (1); INSERT INTO a VALUES (2)")
	enginetest.CheckRows(t, pg, "SELECT sum(x) FROM a", true, [][]V{{int64(3)}})

	// A statement without rows through Query.
	res := enginetest.Query(t, pg, "INSERT INTO a VALUES (3)")
	if len(res.Columns) != 0 || len(res.Rows) != 0 {
		t.Errorf("insert through Query: %v %v", res.Columns, res.Rows)
	}

	// The context deadline cancels a long query; the session stays usable.
	dctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	if _, err := pg.Query(dctx, "SELECT pg_sleep(30)"); err == nil {
		t.Fatal("pg_sleep(30) with a 300ms deadline succeeded")
	}
	if d := time.Since(t0); d > 10*time.Second {
		t.Errorf("cancellation took %v", d)
	}
	enginetest.CheckRows(t, pg, "SELECT count(*) FROM a", true, [][]V{{int64(3)}})
}
