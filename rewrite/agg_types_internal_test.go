package rewrite

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// The types typeOf gives sum, avg, count, min and max per source dialect
// (agg_types.go): PostgreSQL 15 and DuckDB 1.5 checked with pg_typeof and
// typeof, the others by their documented rules (Drill's: its aggregate
// functions reference, SUM of integers BIGINT, of floats DOUBLE, AVG of
// the others than DECIMAL DOUBLE, COUNT BIGINT).
func TestAggTypes(t *testing.T) {
	col := func(name string) ast.Expr { return &ast.ColumnRef{Name: ast.QName{{Name: name}}} }
	call := func(name string, args ...ast.Expr) *ast.Func {
		return &ast.Func{Name: ast.QName{{Name: name}}, Args: args}
	}
	over := func(f *ast.Func) *ast.Func { f.Over = &ast.WindowSpec{}; return f }
	typ := func(k ast.TypeKind, p ...int) *ast.TypeName { return &ast.TypeName{Kind: k, Params: p} }
	sc := &scope{rels: []relInfo{{name: "t", cols: []ColumnInfo{
		{Name: "si", Type: typ(ast.TypeSmallInt)}, {Name: "i", Type: typ(ast.TypeInt)},
		{Name: "b", Type: typ(ast.TypeBigInt)}, {Name: "d", Type: typ(ast.TypeDecimal, 10, 2)},
		{Name: "x", Type: typ(ast.TypeDouble)}, {Name: "r", Type: typ(ast.TypeReal)},
		{Name: "s", Type: typ(ast.TypeString)},
	}}}}
	all := []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery", "snowflake"}
	big, dbl, dec, huge := typ(ast.TypeBigInt), typ(ast.TypeDouble), typ(ast.TypeDecimal), typ(ast.TypeHugeInt)
	for _, tc := range []struct {
		name string
		e    ast.Expr
		want map[string]*ast.TypeName // nil: unknown; a source not listed: unknown
	}{
		{"sum(INT)", call("sum", col("i")), map[string]*ast.TypeName{"drill": big, "hive": big, "spark": big, "doris": big, "presto": big,
			"trino": big, "postgres": big, "duckdb": huge, "bigquery": big}},
		{"sum(SMALLINT) OVER ()", over(call("sum", col("si"))), map[string]*ast.TypeName{"drill": big, "hive": big, "spark": big, "doris": big,
			"presto": big, "trino": big, "postgres": big, "duckdb": huge, "bigquery": big}},
		{"sum(BIGINT)", call("sum", col("b")), map[string]*ast.TypeName{"drill": big, "hive": big, "spark": big, "doris": big, "presto": big,
			"trino": big, "postgres": dec, "duckdb": huge, "bigquery": big}},
		// a sum of a sum: PostgreSQL's sum(sum(int)) is numeric, DuckDB's HUGEINT
		{"sum(sum(INT)) OVER ()", over(call("sum", call("sum", col("i")))), map[string]*ast.TypeName{"drill": big, "hive": big, "spark": big,
			"doris": big, "presto": big, "trino": big, "postgres": dec, "duckdb": huge, "bigquery": big}},
		{"sum(DECIMAL(10, 2))", call("sum", col("d")), map[string]*ast.TypeName{"hive": typ(ast.TypeDecimal, 20, 2),
			"spark": typ(ast.TypeDecimal, 20, 2), "presto": typ(ast.TypeDecimal, 38, 2), "trino": typ(ast.TypeDecimal, 38, 2),
			"postgres": dec, "duckdb": typ(ast.TypeDecimal, 38, 2), "bigquery": dec}},
		{"sum(sum(DECIMAL(10, 2))) OVER ()", over(call("sum", call("sum", col("d")))), map[string]*ast.TypeName{
			"hive": typ(ast.TypeDecimal, 30, 2), "spark": typ(ast.TypeDecimal, 30, 2), "presto": typ(ast.TypeDecimal, 38, 2),
			"trino": typ(ast.TypeDecimal, 38, 2), "postgres": dec, "duckdb": typ(ast.TypeDecimal, 38, 2), "bigquery": dec}},
		{"sum(DOUBLE)", call("sum", col("x")), map[string]*ast.TypeName{"drill": dbl, "hive": dbl, "spark": dbl, "presto": dbl, "trino": dbl,
			"postgres": dbl, "duckdb": dbl, "bigquery": dbl, "snowflake": dbl}},
		// Snowflake's REAL is its 64-bit FLOAT, summed into a FLOAT (SUM, usage notes)
		{"sum(REAL)", call("sum", col("r")), map[string]*ast.TypeName{"postgres": typ(ast.TypeReal), "duckdb": dbl, "snowflake": dbl}},
		{"avg(INT)", call("avg", col("i")), map[string]*ast.TypeName{"drill": dbl, "hive": dbl, "spark": dbl, "doris": dbl, "presto": dbl,
			"trino": dbl, "postgres": dec, "duckdb": dbl, "bigquery": dbl}},
		// avg.go's rules: Hive and Spark 4 more decimals, Trino the
		// argument's type, BigQuery NUMERIC, DuckDB a DOUBLE
		{"avg(DECIMAL(10, 2))", call("avg", col("d")), map[string]*ast.TypeName{"hive": typ(ast.TypeDecimal, 14, 6),
			"spark": typ(ast.TypeDecimal, 14, 6), "presto": typ(ast.TypeDecimal, 10, 2), "trino": typ(ast.TypeDecimal, 10, 2),
			"postgres": dec, "duckdb": dbl, "bigquery": typ(ast.TypeDecimal, 38, 9)}},
		{"avg(DOUBLE)", call("avg", col("x")), map[string]*ast.TypeName{"drill": dbl, "hive": dbl, "spark": dbl, "presto": dbl, "trino": dbl,
			"postgres": dbl, "duckdb": dbl, "bigquery": dbl}},
		{"avg(REAL)", call("avg", col("r")), map[string]*ast.TypeName{"postgres": dbl, "duckdb": dbl}},
		{"count(*)", &ast.Func{Name: ast.QName{{Name: "count"}}, Star: true}, map[string]*ast.TypeName{"drill": big, "hive": big, "spark": big,
			"doris": big, "presto": big, "trino": big, "postgres": big, "duckdb": big, "bigquery": big, "snowflake": big}},
		{"count(s) OVER ()", over(call("count", col("s"))), map[string]*ast.TypeName{"drill": big, "hive": big, "spark": big,
			"doris": big, "presto": big, "trino": big, "postgres": big, "duckdb": big, "bigquery": big, "snowflake": big}},
		// min and max keep the argument's type; PostgreSQL's numeric loses
		// its typmod (pg_typeof(max(d)) is numeric)
		{"max(DECIMAL(10, 2))", call("max", col("d")), map[string]*ast.TypeName{"hive": typ(ast.TypeDecimal, 10, 2),
			"spark": typ(ast.TypeDecimal, 10, 2), "doris": typ(ast.TypeDecimal, 10, 2), "presto": typ(ast.TypeDecimal, 10, 2),
			"trino": typ(ast.TypeDecimal, 10, 2), "ansi": typ(ast.TypeDecimal, 10, 2), "postgres": dec,
			"duckdb": typ(ast.TypeDecimal, 10, 2), "drill": typ(ast.TypeDecimal, 10, 2), "bigquery": typ(ast.TypeDecimal, 10, 2),
			"snowflake": typ(ast.TypeDecimal, 10, 2)}},
		{"min(SMALLINT)", call("min", col("si")), map[string]*ast.TypeName{"hive": typ(ast.TypeSmallInt),
			"spark": typ(ast.TypeSmallInt), "doris": typ(ast.TypeSmallInt), "presto": typ(ast.TypeSmallInt),
			"trino": typ(ast.TypeSmallInt), "ansi": typ(ast.TypeSmallInt), "postgres": typ(ast.TypeSmallInt),
			"duckdb": typ(ast.TypeSmallInt), "drill": typ(ast.TypeSmallInt), "bigquery": typ(ast.TypeSmallInt),
			"snowflake": typ(ast.TypeSmallInt)}},
		{"sum of an unknown column", call("sum", col("nope")), nil},
		{"max of an unknown column", call("max", col("nope")), nil},
		{"sum(STRING)", call("sum", col("s")), nil},
	} {
		for _, src := range all {
			c := NewContext(Source{Name: src}, Target{Name: "trino"}, nil, nil)
			got, want := c.typeOf(tc.e, sc), tc.want[src]
			if !sameType(got, want) {
				t.Errorf("%s in %s: got %v, want %v", tc.name, src, got, want)
			}
		}
	}
}
