package lateral_test

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// PostgreSQL 15 raises for exp and power of double precision values where
// the other targets give Infinity, NaN, 0 or NULL (rewrite/numeric_math.go,
// pgDuckMathRaise): each query, run on PostgreSQL, and its translation to
// each target, run by lat run in that dialect, raise on the same rows;
// Drill, which has no raise, is refused (T174).
func TestPgMathRaiseTargets(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	const table = "CREATE TABLE m (id INTEGER, x DOUBLE PRECISION, y DOUBLE PRECISION)"
	pairs := [][2]string{
		{"2", "3"}, {"1000", "1"}, {"-1000", "2"}, {"-740", "-1075"}, {"709", "-1"}, {"0", "-1"}, {"0", "0"},
		{"-8", "0.5"}, {"-8", "3"}, {"-1", "'1e300'"}, {"-0.5", "'1e300'"}, {"10", "400"}, {"10", "-330"}, {"NULL", "-1"}, {"-8", "NULL"},
		// 1 in PostgreSQL, NaN in Java's Math.pow (Hive, Spark, Trino, Presto)
		{"1", "'NaN'"}, {"-1", "'Infinity'"}, {"1", "'-Infinity'"}, {"1", "NULL"},
	}
	setup := []string{table}
	for i, p := range pairs {
		setup = append(setup, fmt.Sprintf("INSERT INTO m VALUES (%d, CAST(%s AS DOUBLE PRECISION), CAST(%s AS DOUBLE PRECISION))", i, p[0], p[1]))
	}
	for _, s := range setup {
		enginetest.Exec(t, pg, s)
	}
	ctx := enginetest.Ctx(t)
	queries := []string{"SELECT exp(x) AS r FROM m", "SELECT power(x, y) AS r FROM m", "SELECT x ^ y AS r FROM m",
		// a NUMERIC literal beside a double: power(float8, float8)
		"SELECT power(x, 0.5) AS r FROM m", "SELECT power(10.5, y) AS r FROM m"}
	for _, target := range []string{"trino", "presto", "spark", "hive", "doris", "bigquery", "snowflake", "ansi"} {
		var tsetup []string
		for _, s := range setup {
			tr, err := lateral.Translate(s, "postgres", target, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s: %s: %v", target, s, err)
			}
			tsetup = append(tsetup, tr.SQL)
		}
		differ := false
		for _, q := range queries {
			tr, err := lateral.Translate(q, "postgres", target, lateral.TranslateOptions{Schema: table})
			if err != nil {
				t.Fatalf("%s: %s: %v", target, q, err)
			}
			for i := range pairs {
				one := fmt.Sprintf(" WHERE id = %d", i)
				a, errA := pg.Query(ctx, q+one)
				b, errB := refRows(target, strings.TrimSuffix(tr.SQL, ";")+one, tsetup...)
				if (errA != nil) != (errB != nil) {
					t.Errorf("%s: %s, row %v: postgres %v, lat run %v\n%s", target, q, pairs[i], errA, errB, tr.SQL)
					continue
				}
				if errA == nil && !sameFloat(a.Rows[0][0], b[0][0]) {
					t.Errorf("%s: %s, row %v: postgres %v, lat run %v", target, q, pairs[i], a.Rows[0][0], b[0][0])
				}
				if _, errU := refRows(target, strings.ReplaceAll(q, "x ^ y", "power(x, y)")+one, tsetup...); errA != nil && errU == nil {
					differ = true
				}
			}
		}
		if !differ {
			t.Errorf("%s raises where PostgreSQL does without the guard: the test checks nothing", target)
		}
	}
	if _, err := lateral.Translate("SELECT exp(x) FROM m", "postgres", "drill", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T174") {
		t.Errorf("drill: want T174, got %v", err)
	}
}

// sameFloat: PostgreSQL's double and lat run's are the same number to an
// ulp or two (lat run's exp is Go's math.Exp, not the C library's: exp(-8)
// is 0.0003354626279025118 there, 0.00033546262790251185 in PostgreSQL 15),
// or both NULL, both NaN or the same infinity.
func sameFloat(pg any, ref executor.Value) bool {
	if pg == nil || ref.IsNull() {
		return pg == nil && ref.IsNull()
	}
	a, errA := strconv.ParseFloat(fmt.Sprint(pg), 64)
	b, errB := strconv.ParseFloat(ref.String(), 64)
	return errA == nil && errB == nil && (a == b || math.IsNaN(a) && math.IsNaN(b) || math.Abs(a-b) <= 1e-15*math.Max(math.Abs(a), math.Abs(b)))
}
