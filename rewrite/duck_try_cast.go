package rewrite

import "github.com/lateral-sql/lateral/ast"

// duckTryCast keeps the NULL that Hive and Spark (ANSI mode off) give for a
// string that does not parse as a number: CAST('abc' AS INT) and
// CAST('abc' AS DOUBLE) are NULL there (Hive's UDFToInteger and
// UDFToDouble return NULL on a NumberFormatException; Spark SQL
// reference, ANSI compliance, cast: with spark.sql.ansi.enabled false an
// invalid string cast gives NULL), where DuckDB's CAST raises a Conversion
// Error. For DuckDB, a cast of a string known by its type to an integer
// type, DOUBLE or REAL is written TRY_CAST, which gives NULL where it
// fails (run on DuckDB 1.5: TRY_CAST('abc' AS INTEGER), TRY_CAST(” AS
// INTEGER) and TRY_CAST('2147483648' AS INTEGER) are NULL, as in Hive).
//
// What still differs is what the cast did before: a fraction ('1.5')
// rounds in DuckDB and is dropped in Hive (W018 says so, lower_casts.go),
// and DuckDB reads '0x10' and '1e2' as the integers 16 and 100 where
// Hive's integer parser gives NULL. Casts to DECIMAL, DATE and BOOLEAN are
// kept (their string forms are not compared here), and so are the other
// targets': Trino's, Presto's and BigQuery's TRY_CAST and SAFE_CAST give
// NULL for '1.5' to an integer, which Hive reads as 1 and their CAST
// refuses with an error, and PostgreSQL has no such cast.
func duckTryCast(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "duckdb" || c.Source.Name != "hive" && c.Source.Name != "spark" {
		return s
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if x, ok := n.(*ast.Cast); ok && x.Mode == ast.CastStrict && tryCastType(x.Type) {
			found = true
		}
		return !found
	})
	if !found {
		return s
	}
	try := map[ast.Span]bool{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict || !tryCastType(x.Type) || !x.Span.Start.IsValid() {
			return true
		}
		if lit, ok := x.X.(*ast.Literal); ok && plainDigits(lit.Value) {
			return true // '3' parses alike everywhere: CAST stays
		}
		if t := c.typeOf(x.X, sc); t != nil && t.Kind.IsText() {
			try[x.Span] = true
		}
		return true
	})
	if len(try) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict || !try[x.Span] {
			return n
		}
		nx := *x
		nx.Mode = ast.CastTry
		return &nx
	})
}

// tryCastType reports whether a failed cast of a string to t is written
// TRY_CAST for DuckDB: the integer types, DOUBLE and REAL.
func tryCastType(t *ast.TypeName) bool {
	return t != nil && (isIntType(t) || t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal)
}

// plainDigits reports whether v is 1 to 9 decimal digits, which every
// integer and floating type reads as the same number.
func plainDigits(v string) bool {
	if len(v) == 0 || len(v) > 9 {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
