package lateral_test

import (
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// The reference executor's exp and power of double precision values are
// the C library's for PostgreSQL and DuckDB (executor/libm_cgo.go): on a
// dense grid near exp's limits (708..709.78, where Go's math.Exp
// overflows from 709.44 on, and -745.13..-708, subnormal results), 2^y
// and 10^y near the limits and random arguments, `lat run` gives
// PostgreSQL 15's and DuckDB 1.5's doubles bit for bit.
func TestExpPowerLibm(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	r := rand.New(rand.NewSource(1))
	var xs, ys []float64
	add := func(x, y float64) { xs, ys = append(xs, x), append(ys, y) }
	for v := 708.0; v <= 709.78; v += 0.002 {
		add(v, 2)
	}
	add(709.782712893384, 10)
	for v := -745.13; v <= -708; v += 0.05 {
		add(v, 2)
	}
	for v := 1023.0; v < 1024; v += 0.01 {
		add(2, v)
	}
	for v := -1074.0; v < -1020; v += 0.1 {
		add(2, v)
	}
	for v := 307.0; v < 308.25; v += 0.01 {
		add(10, v)
	}
	for range 2000 {
		add(-745+r.Float64()*(709.78+745), r.Float64()*100)
		add(r.NormFloat64()*3, (r.Float64()*2-1)*150)
	}
	vals := make([]string, len(xs))
	for i := range xs {
		vals[i] = fmt.Sprintf("(%d, CAST('%s' AS DOUBLE PRECISION), CAST('%s' AS DOUBLE PRECISION))", i,
			strconv.FormatFloat(xs[i], 'e', -1, 64), strconv.FormatFloat(ys[i], 'e', -1, 64))
	}
	setup := "CREATE TABLE f (id INTEGER, x DOUBLE PRECISION, y DOUBLE PRECISION); INSERT INTO f VALUES " + strings.Join(vals, ", ")
	ctx := enginetest.Ctx(t)
	goDiffers := false
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, setup)
		dialect := e.Kind()
		for _, q := range []string{"SELECT id, exp(x) AS r FROM f ORDER BY id", "SELECT id, power(x, y) AS r FROM f WHERE x > 0 AND abs(ln(x) * y) < 700 ORDER BY id"} {
			want, err := e.Query(ctx, q)
			if err != nil {
				t.Fatalf("%s: %s: %v", dialect, q, err)
			}
			got, err := refRows(dialect, q, setup)
			if err != nil {
				t.Fatalf("%s: lat run %s: %v", dialect, q, err)
			}
			if len(got) != len(want.Rows) {
				t.Fatalf("%s: %s: %d rows, engine %d", dialect, q, len(got), len(want.Rows))
			}
			bad := 0
			for i, row := range want.Rows {
				w, ok := row[1].(float64)
				if !ok {
					t.Fatalf("%s: engine value %T", dialect, row[1])
				}
				if g := got[i][1].Float(); math.Float64bits(g) != math.Float64bits(w) {
					if bad++; bad <= 5 {
						t.Errorf("%s: %s row %v: lat run %v, engine %v", dialect, q, row[0], g, w)
					}
				}
				id := int(got[i][0].Int())
				goR := math.Exp(xs[id])
				if strings.Contains(q, "power") {
					goR = math.Pow(xs[id], ys[id])
				}
				goDiffers = goDiffers || goR != w
			}
		}
	}
	if !goDiffers {
		t.Error("Go's math.Exp and math.Pow give the engines' values: the test checks nothing")
	}
}
