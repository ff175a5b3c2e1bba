package lateral_test

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB's + - * of DECIMALs raises where the value leaves a type cut to
// 18 or 38 digits (rewrite/duck_decimal_wrap.go), where Spark and Hive
// give NULL past 38 digits or the value (their type is wider); the
// translation raises there. Each form is run on DuckDB 1.5 over each pair
// of values, and its Spark translation evaluated by javaEval (Spark's
// decimal arithmetic: exact at the kept scale, NULL past 38 digits,
// "Spark SQL returns null for decimal overflows", its ANSI compliance
// page): the one raises exactly where the other does, and gives its value
// elsewhere.
func TestDuckDecimalWrap(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	types := map[string]string{"a": "DECIMAL(38, 0)", "b": "DECIMAL(38, 0)", "c": "DECIMAL(18, 2)", "d": "DECIMAL(18, 2)",
		"g": "DECIMAL(38, 6)", "h": "DECIMAL(38, 6)", "i": "INTEGER"}
	scale := map[string]uint{"a": 0, "b": 0, "c": 2, "d": 2, "g": 6, "h": 6}
	big38 := []string{"99999999999999999999999999999999999999", "50000000000000000000000000000000000000",
		"-50000000000000000000000000000000000000", "20000000000000000000", "5000000000000000000", "1", "0", "-3", "NULL"}
	big18 := []string{"9999999999999999.99", "5000000000000000.00", "-5000000000000000.01", "99999999.99", "100000000.00", "1.50", "-0.01", "NULL"}
	big386 := []string{"99999999999999999999999999999999.999999", "50000000000000000000000000000000.500000", "-1.000001", "0.000001", "NULL"}
	vals := map[string][]string{"a": big38, "b": big38, "c": big18, "d": big18, "g": big386, "h": big386,
		"i": {"2147483647", "-2", "100", "NULL"}}
	var schema []string
	for _, col := range []string{"a", "b", "c", "d", "g", "h", "i"} {
		schema = append(schema, col+" "+types[col])
	}
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (" + strings.Join(schema, ", ") + ")"}
	for _, form := range []struct{ q, l, r string }{
		{"a + b", "a", "b"}, {"a - b", "a", "b"}, {"a * b", "a", "b"}, {"(a + b) * 2", "a", "b"},
		{"c + d", "c", "d"}, {"c - d", "c", "d"}, {"c * d", "c", "d"}, {"c * i", "c", "i"},
		{"c * 2", "c", "c"}, {"c - 1.5", "c", "c"}, {"-c * d", "c", "d"}, {"g + h", "g", "h"}, {"g * 1000000", "g", "g"},
	} {
		sql := "SELECT " + form.q + " AS v FROM t"
		tr, err := lateral.Translate(sql, "duckdb", "spark", opts)
		if err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		e := sparkItem(t, tr.SQL)
		for _, lv := range vals[form.l] {
			for _, rv := range vals[form.r] {
				env := map[string]jv{}
				var items []string
				for col, v := range map[string]string{form.l: lv, form.r: rv} {
					items = append(items, fmt.Sprintf("CAST(%s AS %s) AS %s", v, types[col], col))
					switch {
					case v == "NULL":
						env[col] = jv{k: 'n'}
					case col == "i":
						var n big.Int
						n.SetString(v, 10)
						env[col] = intv(n.Int64(), 32)
					default:
						r, _ := new(big.Rat).SetString(v)
						env[col] = jv{k: 'd', r: r, w: scale[col]}
					}
				}
				q := "SELECT " + form.q + " FROM (SELECT " + strings.Join(items, ", ") + ") t"
				want, derr := duck.Query(ctx, q)
				if derr != nil && !strings.Contains(derr.Error(), "Overflow") {
					t.Fatalf("DuckDB %s: %v", q, derr)
				}
				got, err := javaEval(e, env, false)
				if err != nil && !errors.Is(err, errRaised) {
					t.Fatalf("%s: %v\n%s", form.q, err, tr.SQL)
				}
				if (derr != nil) != (err != nil) {
					t.Fatalf("%s, %s and %s: DuckDB %v, translation raises %v\n%s", form.q, lv, rv, derr, err, tr.SQL)
				}
				if derr != nil {
					continue
				}
				w := want.Rows[0][0]
				if w == nil {
					if got.k != 'n' {
						t.Fatalf("%s, %s and %s: got %v, DuckDB NULL", form.q, lv, rv, got)
					}
					continue
				}
				wr, ok := new(big.Rat).SetString(fmt.Sprint(w))
				if !ok || got.k == 'n' || got.rat().Cmp(wr) != 0 {
					t.Fatalf("%s, %s and %s: got %v, DuckDB %v\n%s", form.q, lv, rv, got, w, tr.SQL)
				}
			}
		}
		htr, err := lateral.Translate(sql, "duckdb", "hive", opts)
		if err != nil || !strings.Contains(htr.SQL, "assert_true") {
			t.Errorf("%s to hive: not guarded: %v %v", form.q, htr, err)
		}
	}
	// DuckDB's types (typeof on DuckDB 1.5); one not cut needs no guard,
	// and one whose scale Spark and Hive cut (DECIMAL(38, 10) * DECIMAL(38,
	// 10) is their DECIMAL(38, 6), DECIMAL(38, 10) + 1 their DECIMAL(38, 9):
	// the rule of duck_decimal_wrap.go) is refused (T178)
	for q, want := range map[string]string{
		"SELECT typeof(x * y), typeof(x + y) FROM (SELECT CAST(1 AS DECIMAL(18, 2)) AS x, CAST(1 AS DECIMAL(18, 2)) AS y)":   "DECIMAL(18,4) DECIMAL(18,2)",
		"SELECT typeof(x * y), typeof(x + y) FROM (SELECT CAST(1 AS DECIMAL(9, 2)) AS x, CAST(1 AS DECIMAL(9, 2)) AS y)":     "DECIMAL(18,4) DECIMAL(10,2)",
		"SELECT typeof(x * y), typeof(x + 1) FROM (SELECT CAST(1 AS DECIMAL(38, 10)) AS x, CAST(1 AS DECIMAL(38, 10)) AS y)": "DECIMAL(38,20) DECIMAL(38,10)",
		"SELECT typeof(x * 2), typeof(x + 1.5) FROM (SELECT CAST(1 AS DECIMAL(4, 2)) AS x)":                                  "DECIMAL(14,2) DECIMAL(5,2)",
	} {
		r, err := duck.Query(ctx, q)
		if err != nil || fmt.Sprint(r.Rows[0][0], " ", r.Rows[0][1]) != want {
			t.Errorf("DuckDB %s: %v %v, want %s", q, r, err, want)
		}
	}
	for _, to := range []string{"spark", "hive"} {
		tr, err := lateral.Translate("SELECT x * y AS v, x + y AS w FROM t", "duckdb", to, lateral.TranslateOptions{Schema: "CREATE TABLE t (x DECIMAL(9, 2), y DECIMAL(9, 2))"})
		if err != nil || strings.Contains(tr.SQL, "assert_true") {
			t.Errorf("DECIMAL(9, 2) to %s: %v %v", to, tr, err)
		}
		for _, q := range []string{"SELECT x * y FROM t", "SELECT x + 1 FROM t", "SELECT (x + 1) * 2 FROM t"} {
			_, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{Schema: "CREATE TABLE t (x DECIMAL(38, 10), y DECIMAL(38, 10))"})
			var le *lateral.Error
			if !errors.As(err, &le) || len(le.Diagnostics.Errors()) != 1 || le.Diagnostics.Errors()[0].Code != "T178" {
				t.Errorf("%s to %s: want one refusal T178, got %v", q, to, err)
			}
		}
	}
}

// sparkItem is the first SELECT item of Spark SQL text.
func sparkItem(t *testing.T, sql string) ast.Expr {
	t.Helper()
	s, err := lateral.Parse(sql, "spark", lateral.Limits{})
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	var e ast.Expr
	ast.Inspect(s, func(n ast.Node) bool {
		if it, ok := n.(*ast.SelectItem); ok && e == nil {
			e = it.Expr
		}
		return e == nil
	})
	return e
}
