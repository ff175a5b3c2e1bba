package executor_test

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/difftest"
	"github.com/lateral-sql/lateral/fuzz"
)

// FuzzExecutor runs random queries over small random tables on the
// reference executor through lateral.Run, with its limits set. The bytes
// choose the source dialect, the tables (full of NULL arrays, empty
// arrays, NULL elements, empty strings and duplicates) and, when sql is
// empty, the query (difftest's generator driven by the bytes instead of a
// PRNG); a non-empty sql is run over the same tables instead. Run returns
// rows or an error, never an internal error (a recovered panic), and ends
// within its Timeout: never a hang.
//
//	go test ./executor -run '^$' -fuzz '^FuzzExecutor$' -fuzztime 5m
func FuzzExecutor(f *testing.F) {
	for i := 0; i < 48; i++ {
		seed := make([]byte, 64)
		for j := range seed {
			seed[j] = byte(i*131 + j*(i+7)*17)
		}
		f.Add(seed, "")
	}
	for i, q := range executorSeeds {
		f.Add([]byte{byte(i)}, q)
	}
	f.Fuzz(func(t *testing.T, data []byte, sql string) {
		b := fuzz.NewBytes(data)
		source := difftest.Sources[b.IntN(len(difftest.Sources))]
		fx, q := difftest.Generate(b, source)
		c := &difftest.Case{Source: source, Fixture: fx, Query: q}
		query := q.SQL()
		if sql != "" {
			query = sql
		}
		runBounded(t, source, c.FixtureFor(query)+";\n"+query)
	})
}

// executorSeeds are queries over the fuzz tables t(id, n, s, js, arr,
// arr2, sarr, m, sa, aa) and u(id, v, uarr) that push on the limits.
var executorSeeds = []string{
	"SELECT a.x, b.y FROM t LATERAL VIEW explode(sequence(1, 100000)) a AS x LATERAL VIEW explode(sequence(1, 100000)) b AS y",
	"SELECT count(*) FROM t CROSS JOIN UNNEST(sequence(1, 1000000)) AS a(x) GROUP BY a.x",
	"SELECT x FROM t, generate_series(1, 100000000) AS g(x)",
	"SELECT repeat(t.s, 100000000) FROM t",
	"SELECT t.id, p.pos, p.x FROM t LATERAL VIEW OUTER posexplode(t.arr) p AS pos, x",
	"SELECT t.id, a.x, a.y, a.n FROM t CROSS JOIN UNNEST(t.arr, t.sarr) WITH ORDINALITY AS a(x, y, n)",
	"SELECT t.id, l.c FROM t LEFT JOIN LATERAL (SELECT count(*) AS c FROM unnest(t.arr) AS v(e)) AS l ON TRUE",
	"SELECT id, unnest(arr) AS x, unnest(sarr) AS y FROM t",
	"SELECT s.c0, s.c1 FROM t LATERAL VIEW stack(3, t.id, t.n, 7) s AS c0, c1",
	"SELECT j.a, j.b FROM t LATERAL VIEW OUTER json_tuple(t.js, 'a', 'b') j AS a, b",
	"SELECT k, v FROM t LATERAL VIEW explode(t.m) e AS k, v LATERAL VIEW explode(array(v, v)) f AS w",
	"SELECT * FROM t LATERAL VIEW inline(t.sa) i AS a, b LATERAL VIEW explode(t.aa) n AS inner LATERAL VIEW explode(n.inner) m AS z",
	"WITH RECURSIVE r(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM r) SELECT x FROM r",
	"SELECT t.id FROM t WHERE t.id IN (SELECT u.id FROM u, UNNEST(u.uarr) AS z(e) WHERE e > t.id)",
	"SELECT 1 / 0, 5 % 0, t.arr[1000000000], t.arr[-1] FROM t",
	"SELECT CAST(t.s AS INT), CAST(t.js AS ARRAY<INT>) FROM t",
	"SELECT t.id, x FROM t LATERAL VIEW explode(split(t.s, '(a*)*b')) e AS x",
	"SELECT regexp_replace(t.s, '(a|aa)*c', 'x'), t.s RLIKE '(x+x+)+y' FROM t",
	"SELECT id, unnest(arr) FROM t GROUP BY id",
	"SELECT max(x) OVER (PARTITION BY t.id ORDER BY x ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM t CROSS JOIN UNNEST(t.arr) AS a(x)",
}

// executorTimeout is the Run timeout of one fuzz input, and hangAfter how
// long past it the run may take before it counts as a hang.
const (
	executorTimeout = 2 * time.Second
	hangAfter       = 20 * time.Second
)

func runBounded(t *testing.T, dialect, script string) {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		done <- drain(dialect, script)
	}()
	select {
	case err := <-done:
		if fuzz.IsInternal(err) {
			t.Fatalf("%s: internal error: %v\nscript:\n%s", dialect, err, script)
		}
	case <-time.After(executorTimeout + hangAfter):
		t.Fatalf("%s: Run did not end %v after its %v timeout\nscript:\n%s", dialect, hangAfter, executorTimeout, script)
	}
}

func drain(dialect, script string) error {
	rows, err := lateral.Run(context.Background(), script, dialect, lateral.RunOptions{
		Timeout: executorTimeout, MaxRows: 20000, MaxMemory: 64 << 20,
	})
	if err != nil {
		return err
	}
	defer rows.Close()
	for {
		if _, err := rows.Next(); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}
