package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeIntervalText: an INTERVAL written as text between two dialects.
const codeIntervalText = "T160"

// Each dialect writes an INTERVAL as text in its own words (run on
// PostgreSQL 15 and DuckDB 1.5: 1 year 2 mons 3 days 04:05:06.789 and
// 1 year 2 months 3 days 04:05:06.789, -1 days +02:00:00 and -1 day
// 02:00:00; BigQuery's canonical form, its "Interval type" and interval
// functions reference, Y-M D H:M:S: 1-6 15 0:0:0, 0-0 396 0:0:0; Spark
// INTERVAL '396' DAY), so an interval cast to a string type, concatenated
// with || or concat, or read by a string function is refused between two
// dialects (T160): lateral writes no dialect's text in another's words.
// The interval is one lateral can see: of INTERVAL type (a literal, a
// column the schema gives, PostgreSQL's and DuckDB's age(a[, b])), a
// difference of two timestamps or of two TIMEs (PostgreSQL 15: TIME
// '01:00' - TIME '02:30' is -01:30:00; DuckDB 1.5 has no TIME - TIME),
// BigQuery's and Spark's difference of two dates, and sums, negations,
// products and quotients of these.

// intervalValued says whether e is an interval that lateral can see.
func (c *Context) intervalValued(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Interval:
		return true
	case *ast.Unary:
		return (x.Op == ast.OpNeg || x.Op == ast.OpPlus) && c.intervalValued(x.X, sc)
	case *ast.Binary:
		switch x.Op {
		case ast.OpSub:
			lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
			stamp := func(t *ast.TypeName) bool {
				return t != nil && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ)
			}
			date := func(t *ast.TypeName) bool { return t != nil && t.Kind == ast.TypeDate }
			clock := func(t *ast.TypeName) bool { return t != nil && t.Kind == ast.TypeTime }
			if stamp(lt) && (stamp(rt) || date(rt)) || date(lt) && stamp(rt) || clock(lt) && clock(rt) ||
				date(lt) && date(rt) && dateMinusDateKind(c.Source.Name) == "interval" {
				return true
			}
			return c.intervalValued(x.L, sc) && c.intervalValued(x.R, sc)
		case ast.OpAdd:
			return c.intervalValued(x.L, sc) && c.intervalValued(x.R, sc)
		case ast.OpMul:
			return c.intervalValued(x.L, sc) || c.intervalValued(x.R, sc)
		case ast.OpDiv:
			return c.intervalValued(x.L, sc) && !c.intervalValued(x.R, sc)
		}
		return false
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeInterval
}

// intervalTextAt refuses (T160) writing o, an interval, as text at at;
// true when it did.
func (c *Context) intervalTextAt(o ast.Expr, at ast.Node, sc *scope, verb string) bool {
	if c.elemTimeTextAt(o, at, sc, verb) { // elem_time_text.go
		return true
	}
	if c.Source.Name == c.Target.Name || !c.intervalValued(o, sc) {
		return false
	}
	c.Refuse(codeIntervalText, at, "write the parts you need as numbers (EXTRACT(DAY FROM i), EXTRACT(EPOCH FROM i) in PostgreSQL and DuckDB) and build the text from them",
		"%s an INTERVAL to text: %s and %s write an interval otherwise (1 year 2 mons 3 days 04:05:06 in PostgreSQL, 1 year 2 months 3 days 04:05:06 in DuckDB, 1-2 3 4:5:6 in BigQuery) (%s to %s)",
		verb, c.Source.Name, c.Target.Name, c.Source.Name, c.Target.Name)
	return true
}

// intervalTextCast checks a CAST to a string type.
func (c *Context) intervalTextCast(x *ast.Cast, sc *scope) {
	if x.Type != nil && x.Type.Kind.IsText() {
		c.intervalTextAt(x.X, x, sc, "casting")
	}
}

// intervalTextBinary checks the operands of ||; it never rewrites.
func (c *Context) intervalTextBinary(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op == ast.OpConcat {
		_ = c.intervalTextAt(b.L, b, sc, "concatenating") || c.intervalTextAt(b.R, b, sc, "concatenating")
	}
	return b
}

// intervalTextFunc checks the arguments that concat, concat_ws, the
// format functions, the text aggregates and the string functions read as
// text (float_text.go's lists); it never rewrites.
func (c *Context) intervalTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 || c.Source.Name == c.Target.Name {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	var args []ast.Expr
	switch {
	case name == "concat" || name == "concat_skip_null":
		args = f.Args
	case name == "concat_ws" || formatFuncs[name]:
		args = f.Args[1:]
	case textAggs[name]:
		args = f.Args[:1]
	case textFuncs[name]:
		args = f.Args[:textArgs(name, len(f.Args))]
	}
	for _, a := range args {
		if c.intervalTextAt(a, f, sc, "converting") {
			break
		}
	}
	return f
}
