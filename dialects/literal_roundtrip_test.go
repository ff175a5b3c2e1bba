package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// litType is the type a numeric literal denotes: its suffix type, else the kind's type; a
// cast (CAST('1.5' AS DECIMAL(2, 1)), CAST(1.5e0 AS DOUBLE)) or a typed literal denotes its
// type; a negation denotes its operand's.
func litType(t *testing.T, e ast.Expr) ast.TypeKind {
	t.Helper()
	switch x := e.(type) {
	case *ast.Literal:
		if x.Type != ast.TypeUnknown {
			return x.Type
		}
		switch x.Kind {
		case ast.LitInt:
			return ast.TypeInt
		case ast.LitDecimal:
			return ast.TypeDecimal
		case ast.LitDouble:
			return ast.TypeDouble
		}
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			return litType(t, x.X)
		}
	case *ast.Cast:
		if x.Mode == ast.CastStrict && x.Type != nil {
			return x.Type.Kind
		}
	case *ast.TypedLit:
		if x.Type != nil {
			return x.Type.Kind
		}
	}
	t.Fatalf("not a numeric literal: %T", e)
	return ast.TypeUnknown
}

// selectItem parses "SELECT <lit> AS x" and returns the item's expression.
func selectItem(t *testing.T, d *Dialect, sql string, noFast bool) ast.Expr {
	t.Helper()
	s, diags := Parse(d, sql, ParseOptions{NoFastPath: noFast})
	if diags.HasErrors() {
		t.Fatalf("parse %q: %v", sql, diags)
	}
	q, ok := s.Stmts[0].(*ast.QueryStmt)
	if !ok {
		t.Fatalf("parse %q: %T, want a query", sql, s.Stmts[0])
	}
	sel, ok := q.Query.Body.(*ast.Select)
	if !ok || len(sel.Items) != 1 {
		t.Fatalf("parse %q: not a one-item SELECT", sql)
	}
	return sel.Items[0].Expr
}

// TestNumericLiteralRoundTrip: a numeric literal read in a dialect and printed back in it
// reads back as the same type, and printing that again gives the same text (translation is
// idempotent).
func TestNumericLiteralRoundTrip(t *testing.T) {
	lits := []string{"1", "1.5", "1.5e0", "-2.5e-3", "1e400", "0.1", "0.30", "1E3"}
	for _, d := range All() {
		for _, lit := range lits {
			for _, noFast := range []bool{false, true} {
				src := "SELECT " + lit + " AS x"
				e0 := selectItem(t, d, src, noFast)
				want := litType(t, e0)
				out1, err := Print(d, e0, PrintOptions{})
				if err != nil {
					// A literal the dialect cannot write back (a decimal beyond 38
					// digits) must be refused, positioned, not misprinted.
					if !strings.Contains(lit, "e400") {
						t.Errorf("%s: print %s: %v", d.Name, lit, err)
					}
					continue
				}
				e1 := selectItem(t, d, "SELECT "+out1+" AS x", noFast)
				if got := litType(t, e1); got != want {
					t.Errorf("%s: %s reads as %v, printed as %s reads back as %v", d.Name, lit, want, out1, got)
				}
				out2, err := Print(d, e1, PrintOptions{})
				if err != nil {
					t.Errorf("%s: reprint %s: %v", d.Name, out1, err)
					continue
				}
				if out2 != out1 {
					t.Errorf("%s: %s printed as %s, then as %s", d.Name, lit, out1, out2)
				}
			}
		}
	}
}

// TestNumericLiteralTypes pins how each dialect types an unsuffixed literal, as its
// documentation says: BigQuery's 1.5 and 1e3 are FLOAT64 ("numeric literals that contain
// either a decimal point or an exponent marker are presumed to be type double"); PostgreSQL's
// 1.5 and 1.5e0 are numeric ("constants that contain decimal points and/or exponents are
// always initially presumed to be type numeric"; checked on PostgreSQL 15: pg_typeof(1.5e0) is
// numeric, 0.1e0 + 0.2e0 is 0.3); Hive's 1.5 is a DOUBLE; elsewhere 1.5 is an exact decimal
// and 1.5e0 a DOUBLE.
func TestNumericLiteralTypes(t *testing.T) {
	type want struct{ plain, exp ast.TypeKind }
	dec, dbl := ast.TypeDecimal, ast.TypeDouble
	cases := map[string]want{
		"bigquery":  {dbl, dbl},
		"postgres":  {dec, dec},
		"hive":      {dbl, dbl},
		"spark":     {dec, dbl},
		"doris":     {dec, dbl},
		"presto":    {dec, dbl},
		"trino":     {dec, dbl},
		"duckdb":    {dec, dbl},
		"ansi":      {dec, dbl},
		"drill":     {dec, dbl},
		"snowflake": {dec, dbl},
	}
	for name, w := range cases {
		d, ok := Lookup(name)
		if !ok {
			t.Fatalf("no dialect %s", name)
		}
		for _, noFast := range []bool{false, true} {
			if got := litType(t, selectItem(t, d, "SELECT 1.5 AS x", noFast)); got != w.plain {
				t.Errorf("%s (noFast=%v): 1.5 is %v, want %v", name, noFast, got, w.plain)
			}
			if got := litType(t, selectItem(t, d, "SELECT 1.5e0 AS x", noFast)); got != w.exp {
				t.Errorf("%s (noFast=%v): 1.5e0 is %v, want %v", name, noFast, got, w.exp)
			}
		}
	}
}

// TestDoubleLiteralCastOnce: where a double literal is spelled CAST(v AS DOUBLE), that cast
// read back is printed once, not wrapped again; a cast of a decimal or to another type stays.
func TestDoubleLiteralCastOnce(t *testing.T) {
	dbl := &ast.TypeName{Kind: ast.TypeDouble}
	cases := []struct {
		dialect string
		e       ast.Expr
		want    string
	}{
		{"snowflake", &ast.Cast{X: pdbl("1.5e0"), Type: dbl}, "CAST(1.5e0 AS DOUBLE)"},
		{"doris", &ast.Cast{X: pdbl("1.5e0"), Type: dbl}, "CAST(1.5e0 AS DOUBLE)"},
		{"ansi", &ast.Cast{X: pdbl("1.5e0"), Type: dbl}, "CAST(1.5e0 AS DOUBLE PRECISION)"},
		{"postgres", &ast.Cast{X: pdbl("1.5e0"), Type: dbl}, "CAST(1.5e0 AS DOUBLE PRECISION)"},
		{"postgres", &ast.Cast{X: pdec("1.5e0"), Type: dbl}, "CAST(1.5e0 AS DOUBLE PRECISION)"},
		{"snowflake", &ast.Cast{X: pdbl("1.5e0"), Type: &ast.TypeName{Kind: ast.TypeInt}}, "CAST(CAST(1.5e0 AS DOUBLE) AS INTEGER)"},
		{"snowflake", &ast.Cast{Mode: ast.CastTry, X: pdbl("1.5e0"), Type: dbl}, "TRY_CAST(CAST(1.5e0 AS DOUBLE) AS DOUBLE)"},
		{"trino", &ast.Cast{X: pdbl("1.5e0"), Type: dbl}, "CAST(1.5e0 AS DOUBLE)"},
	}
	for _, c := range cases {
		d, _ := Lookup(c.dialect)
		got, err := Print(d, c.e, PrintOptions{})
		if err != nil || got != c.want {
			t.Errorf("%s: got %q, %v; want %q", c.dialect, got, err, c.want)
		}
	}
}

// TestDuckDBWideLiterals: DuckDB reads a decimal literal of more than 38
// digits, and an integer literal past UHUGEINT (2^128 - 1), as a DOUBLE
// (DuckDB 1.5: typeof(12345678901234567890123456789012345678.9),
// typeof(0.000000000000000000000000000000000000001) and typeof of a
// 41-digit integer are DOUBLE; of 2^128 - 1 UHUGEINT, of a 38-digit
// decimal DECIMAL(38, 1)); PostgreSQL's are exact numerics, which DuckDB's
// printer refuses to write as the DOUBLE DuckDB would read.
func TestDuckDBWideLiterals(t *testing.T) {
	duck, _ := Lookup("duckdb")
	pg, _ := Lookup("postgres")
	cases := []struct {
		lit  string
		duck ast.TypeKind
	}{
		{"12345678901234567890123456789012345678.9", ast.TypeDouble},
		{"0.000000000000000000000000000000000000001", ast.TypeDouble},
		{"1234567890123456789012345678901234567.8", ast.TypeDecimal},
		{"12345678901234567890123456789012345678901", ast.TypeDouble},
		{"340282366920938463463374607431768211456", ast.TypeDouble},
		{"340282366920938463463374607431768211455", ast.TypeInt},
	}
	for _, tc := range cases {
		for _, noFast := range []bool{false, true} {
			if got := litType(t, selectItem(t, duck, "SELECT "+tc.lit+" AS x", noFast)); got != tc.duck {
				t.Errorf("duckdb (noFast=%v): %s is %v, want %v", noFast, tc.lit, got, tc.duck)
			}
		}
		_, err := Print(duck, selectItem(t, pg, "SELECT "+tc.lit+" AS x", false), PrintOptions{})
		if wide := tc.duck == ast.TypeDouble; (err != nil) != wide {
			t.Errorf("postgres's %s printed for duckdb: error %v, want one: %v", tc.lit, err, wide)
		}
	}
}
