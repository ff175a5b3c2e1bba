package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// avgIntDouble writes, for PostgreSQL and ANSI (whose translations are
// checked on PostgreSQL), the average of integers of a source whose avg
// of integers is a DOUBLE (Hive, Spark, Trino, Presto, BigQuery, Doris,
// DuckDB, Drill: agg_types.go) as avg(CAST(x AS DOUBLE PRECISION)). PostgreSQL's
// avg of integers is a numeric of at least 16 significant digits
// (pg_typeof(avg(int)) is numeric), which rounds otherwise: floor(avg(i)
// * 3) over 0, 0, 1 is 0 on PostgreSQL 15 and 1 on DuckDB 1.5 (run on
// both), whose avg is the DOUBLE 0.3333333333333333.
func (c *Context) avgIntDouble(f *ast.Func, sc *scope) ast.Expr {
	if !c.Target.is("postgres", "ansi") || c.Source.Name == "postgres" || c.Source.Name == "ansi" || f.Unread || f.Star ||
		len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "avg") || len(f.Args) != 1 || len(f.WithinGroup) > 0 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || !t.Kind.IsInteger() {
		return f
	}
	if at := avgType(c.Source.Name, f.Args[0], t); at == nil || at.Kind != ast.TypeDouble {
		return f
	}
	sp := f.Args[0].SpanOf()
	nf := *f
	nf.Args = []ast.Expr{&ast.Cast{Span: sp, X: f.Args[0], Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}}
	return &nf
}
