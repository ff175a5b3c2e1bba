package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's and DuckDB's concat (canonical concat_skip_null) take
// arguments of any type, each written as its type's text, and skip NULLs.
// Toward Hive, Spark, Doris, Trino, Presto, BigQuery, Snowflake and ANSI
// SQL it is written concat of coalesce(a, the empty string), ... (|| for ANSI,
// dialects/functions.go emConcatCoalesce), where that coalesce of a
// non-string a is no text: PostgreSQL (which runs the ANSI output) reads
// the empty string as a's type and raises for an INTEGER, a DOUBLE PRECISION or a DATE
// ("invalid input syntax for type integer", run on PostgreSQL 15), Trino
// and BigQuery find no common type. concatTextArgs writes such an argument
// as CAST(a AS VARCHAR) (the target's string type) inside the coalesce:
//
//   - of a known type whose text the target's cast writes as the
//     source's concat does: an integer, a DECIMAL toward ANSI SQL only
//     (PostgreSQL's NUMERIC without a precision is refused, T100), a DATE (read to raise
//     before Christ and after 9999, bc_guard.go), a BOOLEAN from
//     DuckDB toward Spark, Trino, Presto and ANSI SQL (true or false in
//     both; PostgreSQL's t or f is rewritten to a string first,
//     pg_bool_text.go); a float's text is refused or
//     warned before (T087, W024), an INTERVAL's (T160), a CHAR's (T146);
//   - from PostgreSQL toward ANSI SQL, whose output runs on PostgreSQL,
//     of any type but an ARRAY, MAP or STRUCT (PostgreSQL's cast writes
//     every scalar as concat does but a BOOLEAN, which concat writes t or
//     f: rewritten first when known, warned W024 when the type is not
//     known), a value of unknown type too.
//
// Other arguments are left as they were: a string needs no cast. An
// ARRAY, MAP or STRUCT of known type is refused (T087): PostgreSQL's
// concat writes its text ({1,NULL}, (1,a)), DuckDB's concatenates lists
// (pg_duck_tz_text.go, pgDuckNestedConcat), and no target's cast gives
// that text (Spark's is [1, null], Trino's and BigQuery's raise, Hive and
// Snowflake would coerce it to their own). A TIMESTAMP, TIME,
// TIMESTAMPTZ or DECIMAL from PostgreSQL or DuckDB toward Trino, Presto,
// Hive, Spark, Doris, Snowflake and BigQuery is written as the source's
// text (a string, needing no cast here) or refused (T186) before
// (temporal_text.go); a value of unknown type is left as it was toward
// the other targets, where it may be such a value (run-time tests of
// pg_duck_tz_text.go and float_text.go stay as they were).
func (c *Context) concatTextArgs(f *ast.Func, sc *scope) *ast.Func {
	if len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "concat_skip_null") {
		return f
	}
	switch c.Target.Name {
	case "hive", "spark", "doris", "trino", "presto", "bigquery", "snowflake", "ansi":
	default:
		return f
	}
	for _, a := range f.Args {
		if t := c.typeOf(a, sc); t != nil && (t.Kind == ast.TypeArray || t.Kind == ast.TypeMap || t.Kind == ast.TypeStruct) {
			what := "writes it as its text ({1,NULL}, (1,a)), which " + c.Target.Name + " writes otherwise"
			switch {
			case c.Source.Name == "duckdb" && t.Kind == ast.TypeArray:
				what = "concatenates lists (concat([1], NULL, [2]) is [1, 2]) and raises for a list beside another value"
			case c.Source.Name == "duckdb":
				what = "writes it as its text ({'a': 1}), which " + c.Target.Name + " writes otherwise"
			}
			c.Refuse(codeFloatText, a, "join an array's elements with array_to_string, write a struct's fields with concat, or concatenate lists with list_concat",
				"concat of %s: %s's concat %s", valueName(a, strings.ToUpper(t.Kind.String())), c.Source.Name, what)
			return f
		}
	}
	return mapArgs(f, 0, func(a ast.Expr) (ast.Expr, bool) {
		if !c.concatArgNeedsText(a, sc) {
			return a, true
		}
		sp := a.SpanOf()
		return &ast.Cast{Span: sp, X: a, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}, true
	})
}

// concatArgNeedsText reports whether the argument a of concat_skip_null
// is written cast to the target's string type (concatTextArgs).
func (c *Context) concatArgNeedsText(a ast.Expr, sc *scope) bool {
	if isNullLit(a) {
		return false // coalesce(NULL, '') is the empty string
	}
	pgAnsi := c.Source.Name == "postgres" && c.Target.Name == "ansi"
	t := c.typeOf(a, sc)
	if t == nil || t.Kind == ast.TypeUnknown {
		return pgAnsi
	}
	switch k := t.Kind; {
	case k.IsText():
		return false
	case pgAnsi:
		return true
	case k.IsInteger(), k == ast.TypeDate:
		return true
	case k == ast.TypeDecimal:
		// PostgreSQL's and DuckDB's text keeps the column's scale (1.50),
		// as PostgreSQL's cast does (ANSI); the other targets' casts are
		// not checked here (BigQuery's NUMERIC may drop trailing zeros)
		return c.Target.Name == "ansi"
	case k == ast.TypeBool:
		// true or false in DuckDB's concat and in the cast of Spark,
		// Trino, Presto (pg_bool_text.go) and PostgreSQL (ANSI)
		return c.Source.Name == "duckdb" && (boolTextSource(c.Target.Name) || c.Target.Name == "ansi")
	}
	return false
}

// duckConcatLists writes DuckDB's concat of lists (concat_skip_null whose
// arguments are all arrays of known type or NULL, one at least an array)
// as what it is there, list_concat: NULL lists skipped, [] for all NULL
// (concat([1], NULL, [2]) is [1, 2], concat(NULL::INT[]) is []: run on
// DuckDB 1.5), the canonical concat_arrays_or_empty, which every target
// writes or refuses by its own row (dialects/functions.go).
func (c *Context) duckConcatLists(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" || len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "concat_skip_null") || len(f.Args) == 0 {
		return f
	}
	lists := false
	for _, a := range f.Args {
		if isNullLit(a) {
			continue
		}
		if t := c.typeOf(a, sc); t == nil || t.Kind != ast.TypeArray {
			return f
		}
		lists = true
	}
	if !lists {
		return f
	}
	nf := *f
	nf.Name = ast.QName{{Name: "concat_arrays_or_empty"}}
	return c.listConcatTyped(&nf, sc)
}
