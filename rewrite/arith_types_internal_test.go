package rewrite

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// The result types typeOf gives + - * and % (types.go, arithType), per
// source dialect. The integer widths were checked on PostgreSQL 15 and
// DuckDB 1.5 (pg_typeof, typeof) or follow the dialect's documented rule.
func TestArithTypes(t *testing.T) {
	col := func(name string) ast.Expr { return &ast.ColumnRef{Name: ast.QName{{Name: name}}} }
	lit := func(v string) ast.Expr { return &ast.Literal{Kind: ast.LitInt, Value: v} }
	dbl := &ast.Literal{Kind: ast.LitDouble, Value: "1.5e0"}
	neg := func(e ast.Expr) ast.Expr { return &ast.Unary{Op: ast.OpNeg, X: e} }
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr { return &ast.Binary{Op: op, L: l, R: r} }
	typ := func(k ast.TypeKind, p ...int) *ast.TypeName { return &ast.TypeName{Kind: k, Params: p} }
	fn := func(name string, args ...ast.Expr) ast.Expr {
		return &ast.Func{Name: ast.QName{{Name: name}}, Args: args}
	}
	// a scope belongs to one Context (it memoizes the types it gives)
	newScope := func() *scope {
		return &scope{rels: []relInfo{{name: "t", cols: []ColumnInfo{
			{Name: "ti", Type: typ(ast.TypeTinyInt)}, {Name: "si", Type: typ(ast.TypeSmallInt)},
			{Name: "i", Type: typ(ast.TypeInt)}, {Name: "b", Type: typ(ast.TypeBigInt)},
			{Name: "d", Type: typ(ast.TypeDecimal, 5, 2)}, {Name: "x", Type: typ(ast.TypeDouble)},
			{Name: "r", Type: typ(ast.TypeReal)}, {Name: "s", Type: typ(ast.TypeString)},
			{Name: "dt", Type: typ(ast.TypeDate)},
		}}}}
	}
	const unknown = ast.TypeUnknown // typeOf gives nil
	all := []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery", "snowflake"}
	for _, tc := range []struct {
		name string
		e    ast.Expr
		// want is the kind for every source, but for those in except.
		want   ast.TypeKind
		except map[string]ast.TypeKind
	}{
		{"INT + BIGINT", bin(ast.OpAdd, col("i"), col("b")), ast.TypeBigInt,
			map[string]ast.TypeKind{"doris": unknown, "ansi": unknown, "drill": unknown}},
		{"SMALLINT * SMALLINT", bin(ast.OpMul, col("si"), col("si")), ast.TypeSmallInt,
			map[string]ast.TypeKind{"bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"TINYINT + TINYINT", bin(ast.OpAdd, col("ti"), col("ti")), ast.TypeTinyInt,
			map[string]ast.TypeKind{"bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		// an INT literal widens a SMALLINT, but DuckDB's takes the
		// SMALLINT's type when it fits (SMALLINT + 1 is SMALLINT there)
		{"SMALLINT + 1", bin(ast.OpAdd, col("si"), lit("1")), ast.TypeInt,
			map[string]ast.TypeKind{"duckdb": ast.TypeSmallInt, "bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"3 - SMALLINT", bin(ast.OpSub, lit("3"), col("si")), ast.TypeInt,
			map[string]ast.TypeKind{"duckdb": ast.TypeSmallInt, "bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"TINYINT + -128", bin(ast.OpAdd, col("ti"), neg(lit("128"))), ast.TypeInt,
			map[string]ast.TypeKind{"duckdb": ast.TypeTinyInt, "bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"TINYINT + 128", bin(ast.OpAdd, col("ti"), lit("128")), ast.TypeInt,
			map[string]ast.TypeKind{"bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"SMALLINT + 32768", bin(ast.OpAdd, col("si"), lit("32768")), ast.TypeInt,
			map[string]ast.TypeKind{"bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"INT % BIGINT", bin(ast.OpMod, col("i"), col("b")), ast.TypeBigInt,
			map[string]ast.TypeKind{"bigquery": unknown, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"-(SMALLINT + SMALLINT)", neg(bin(ast.OpAdd, col("si"), col("si"))), ast.TypeSmallInt,
			map[string]ast.TypeKind{"bigquery": ast.TypeBigInt, "doris": unknown, "ansi": unknown, "drill": unknown}},
		{"INT * DOUBLE", bin(ast.OpMul, col("i"), dbl), ast.TypeDouble, nil},
		{"(INT + INT) * DOUBLE", bin(ast.OpMul, bin(ast.OpAdd, col("i"), col("i")), col("x")), ast.TypeDouble, nil},
		{"DECIMAL - DOUBLE", bin(ast.OpSub, col("d"), col("x")), ast.TypeDouble, nil},
		{"DOUBLE % INT", bin(ast.OpMod, col("x"), col("i")), unknown,
			map[string]ast.TypeKind{"hive": ast.TypeDouble, "spark": ast.TypeDouble, "trino": ast.TypeDouble, "presto": ast.TypeDouble, "duckdb": ast.TypeDouble}},
		{"DECIMAL * INT", bin(ast.OpMul, col("d"), col("i")), ast.TypeDecimal,
			map[string]ast.TypeKind{"ansi": unknown, "drill": unknown}},
		{"DECIMAL % DECIMAL", bin(ast.OpMod, col("d"), col("d")), ast.TypeDecimal,
			map[string]ast.TypeKind{"ansi": unknown, "drill": unknown, "bigquery": unknown}},
		{"REAL * INT", bin(ast.OpMul, col("r"), col("i")), unknown, nil},
		{"REAL + DOUBLE", bin(ast.OpAdd, col("r"), col("x")), unknown, nil},
		{"STRING + INT", bin(ast.OpAdd, col("s"), lit("1")), unknown, nil},
		// a DATE moved by days (PostgreSQL 15, 9.9: date + integer →
		// date; DuckDB's -(DATE, INTEGER) -> DATE; BigQuery's date
		// arithmetic operators); DATE - DATE an integer count of days
		// (PostgreSQL integer, DuckDB BIGINT: pg_typeof and typeof, run)
		{"DATE + INT", bin(ast.OpAdd, col("dt"), lit("1")), unknown,
			map[string]ast.TypeKind{"postgres": ast.TypeDate, "duckdb": ast.TypeDate, "bigquery": ast.TypeDate}},
		{"DATE - DATE", bin(ast.OpSub, col("dt"), col("dt")), unknown,
			map[string]ast.TypeKind{"postgres": ast.TypeInt, "duckdb": ast.TypeBigInt}},
		{"NULL + INT", bin(ast.OpAdd, &ast.Literal{Kind: ast.LitNull}, col("i")), unknown, nil},
		{"unknown column + INT", bin(ast.OpAdd, col("nope"), col("i")), unknown, nil},
		{"INT || INT", bin(ast.OpConcat, col("i"), col("i")), unknown, nil},
		// the fractional "/" of integers, of any width, is a DOUBLE where
		// the source reads "/" so
		{"(INT + INT) / 2", bin(ast.OpDivFrac, bin(ast.OpAdd, col("i"), col("i")), lit("2")), unknown,
			map[string]ast.TypeKind{"hive": ast.TypeDouble, "spark": ast.TypeDouble, "doris": ast.TypeDouble, "duckdb": ast.TypeDouble, "bigquery": ast.TypeDouble}},
		{"DECIMAL / 2", bin(ast.OpDivFrac, col("d"), lit("2")), unknown, nil},
		{"-REAL / 2", bin(ast.OpDivFrac, neg(col("r")), lit("2")), unknown, nil},
		// the branches of a CASE, COALESCE, GREATEST of numbers of
		// different kinds: the later of integer, DECIMAL, REAL, DOUBLE
		// in PostgreSQL and DuckDB (numBranchType, checked on both)
		{"CASE DECIMAL ELSE INT", &ast.Case{Whens: []*ast.When{{Cond: col("c"), Result: col("d")}}, Else: col("i")}, unknown,
			map[string]ast.TypeKind{"postgres": ast.TypeDecimal, "duckdb": ast.TypeDecimal}},
		{"coalesce(REAL, INT)", fn("coalesce", col("r"), col("i")), unknown,
			map[string]ast.TypeKind{"postgres": ast.TypeReal, "duckdb": ast.TypeReal}},
		{"greatest(DECIMAL, DOUBLE)", fn("greatest", col("d"), col("x")), unknown,
			map[string]ast.TypeKind{"postgres": ast.TypeDouble, "duckdb": ast.TypeDouble}},
		{"least(INT, BIGINT)", fn("least", col("i"), col("b")), ast.TypeBigInt,
			map[string]ast.TypeKind{"doris": unknown, "ansi": unknown, "drill": unknown}},
		// PostgreSQL's nullif(x, y) is x converted for x = y
		{"nullif(INT, DECIMAL)", fn("nullif", col("i"), col("d")), ast.TypeInt,
			map[string]ast.TypeKind{"postgres": ast.TypeDecimal}},
		{"nullif(INT, BIGINT)", fn("nullif", col("i"), col("b")), ast.TypeInt, nil},
		// float4 = float8 exists; int4 = float4 resolves to float8 =
		// float4 (PostgreSQL 15: pg_typeof real, double precision)
		{"nullif(REAL, DOUBLE)", fn("nullif", col("r"), col("x")), ast.TypeReal, nil},
		{"nullif(INT, REAL)", fn("nullif", col("i"), col("r")), ast.TypeInt,
			map[string]ast.TypeKind{"postgres": ast.TypeDouble}},
		{"nullif(INT, unknown)", fn("nullif", col("i"), col("nope")), ast.TypeInt,
			map[string]ast.TypeKind{"postgres": unknown}},
	} {
		for _, src := range all {
			want := tc.want
			if k, ok := tc.except[src]; ok {
				want = k
			}
			c := NewContext(Source{Name: src}, Target{Name: "trino"}, nil, nil)
			sc := newScope()
			got := c.typeOf(tc.e, sc)
			if _, memo := tc.e.(*ast.Binary); memo && c.typeOf(tc.e, sc) != got {
				t.Errorf("%s in %s: the memoized type is not the first %v", tc.name, src, got)
			}
			if again := c.typeOf(tc.e, sc); !sameType(again, got) {
				t.Errorf("%s in %s: typed again as %v, first as %v", tc.name, src, again, got)
			}
			switch {
			case want == unknown && got != nil:
				t.Errorf("%s in %s: got %v, want unknown", tc.name, src, got.Kind)
			case want != unknown && (got == nil || got.Kind != want):
				t.Errorf("%s in %s: got %v, want %v", tc.name, src, got, want)
			case got != nil && got.Kind == ast.TypeDecimal && len(got.Params) != 0:
				// the precision and scale are not inferred
				t.Errorf("%s in %s: a DECIMAL with parameters %v", tc.name, src, got.Params)
			}
		}
	}
}

// A DECIMAL computed by arithmetic has no known precision and scale; a
// DECIMAL column or literal keeps its own (sizedDecimal).
func TestSizedDecimal(t *testing.T) {
	c := NewContext(Source{Name: "hive"}, Target{Name: "spark"}, nil, nil)
	sc := &scope{rels: []relInfo{{name: "t", cols: []ColumnInfo{
		{Name: "d", Type: &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{5, 2}}},
		{Name: "i", Type: &ast.TypeName{Kind: ast.TypeInt}},
	}}}}
	d := &ast.ColumnRef{Name: ast.QName{{Name: "d"}}}
	sum := &ast.Binary{Op: ast.OpAdd, L: d, R: &ast.ColumnRef{Name: ast.QName{{Name: "i"}}}}
	lit := &ast.Literal{Kind: ast.LitDecimal, Value: "1.5"}
	for _, tc := range []struct {
		e    ast.Expr
		want bool
	}{{d, true}, {lit, true}, {sum, false}} {
		if got := sizedDecimal(tc.e, c.typeOf(tc.e, sc)); got != tc.want {
			t.Errorf("sizedDecimal(%T) = %v, want %v", tc.e, got, tc.want)
		}
	}
}
