package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Diagnostic codes of PostgreSQL's string literals among values of a type.
const (
	// codeLiteralNeighbour: a string literal of a coalesce, greatest,
	// least, nullif, CASE, ARRAY or IN list that PostgreSQL reads as the
	// type of the values beside it, whose value lateral cannot write for
	// the target (or which PostgreSQL raises for).
	codeLiteralNeighbour = "T157"
	// codeLiteralUnknownNeighbour: such a literal beside a value of
	// unknown type that PostgreSQL could read as a number or a boolean.
	codeLiteralUnknownNeighbour = "T158"
)

// pgPlainIntRe is an integer text DuckDB reads as PostgreSQL does as
// any type PostgreSQL could read it as (an integer, a numeric, a float,
// a string; a date raises in both): run on PostgreSQL 15 and DuckDB 1.5,
// coalesce(CAST(NULL AS INTEGER), '01') and coalesce(CAST(NULL AS
// BOOLEAN), '0') are 1 and false in both.
var pgPlainIntRe = regexp.MustCompile(`^-?[0-9]{1,18}$`)

// pgLiteralNeighbours writes the string literals among the values of x
// (the arguments of coalesce, greatest, least and nullif, a CASE's
// results, an ARRAY's elements, an IN list and its operand) as PostgreSQL
// reads them: such a literal takes the type of the values beside it
// (PostgreSQL 15 manual, 10.5 "UNION, CASE, and Related Constructs", and
// 9.24 for IN; run on PostgreSQL 15: coalesce(1, '01'), CASE WHEN c THEN
// 1 ELSE '01' END, greatest(9, '10') and nullif(1, '01') are integers,
// ARRAY[1, '01'] is {1,1}, 1 IN ('01') true, coalesce(CAST(NULL AS DATE),
// '20200101') 2020-01-01), where Spark and Hive make a string of the two,
// Trino raises, and DuckDB reads '20200101' as no DATE and gives 1 for
// coalesce(1, 'x'), which PostgreSQL raises for (run on DuckDB 1.5). The
// literal is written as the value PostgreSQL reads (pgLiteralValue: a
// cast integer, a number, a DATE literal, TRUE or FALSE), or refused
// (T157; T150 for the integer PostgreSQL cannot read, toward every target); beside a value of
// unknown type, a literal PostgreSQL could read as a number or a boolean
// is refused (T158), but for an integer toward DuckDB (pgPlainIntRe).
// Literals beside a string, a float, a TIMESTAMP or TIME, another type
// (an array, JSON, an INTERVAL), or values of types that do not agree,
// are left (tsTextAmong reads the timestamps).
// x itself where none changes.
func (c *Context) pgLiteralNeighbours(x ast.Expr, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return x
	}
	switch x := x.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil {
			return x
		}
		switch name := strings.ToLower(x.Name[0].Name); name {
		case "coalesce", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls", "nullif":
			if args := c.pgLiteralsAmong(x.Args, sc, strings.TrimSuffix(name, "_ignore_nulls")); args != nil {
				nx := *x
				nx.Args = args
				return &nx
			}
		}
	case *ast.Case:
		var results []ast.Expr
		for _, w := range x.Whens {
			results = append(results, w.Result)
		}
		if x.Else != nil {
			results = append(results, x.Else)
		}
		nr := c.pgLiteralsAmong(results, sc, "CASE")
		if nr == nil {
			return x
		}
		nx := *x
		nx.Whens = make([]*ast.When, len(x.Whens))
		for i, w := range x.Whens {
			nw := *w
			nw.Result = nr[i]
			nx.Whens[i] = &nw
		}
		if x.Else != nil {
			nx.Else = nr[len(nr)-1]
		}
		return &nx
	case *ast.Array:
		if es := c.pgLiteralsAmong(x.Elems, sc, "ARRAY"); es != nil {
			nx := *x
			nx.Elems = es
			return &nx
		}
	case *ast.InList:
		if es := c.pgLiteralsAmong(append([]ast.Expr{x.X}, x.List...), sc, "IN"); es != nil {
			nx := *x
			nx.X, nx.List = es[0], es[1:]
			return &nx
		}
	}
	return x
}

// pgLiteralsAmong is es with its string literals written as PostgreSQL
// reads them beside the others (pgLiteralNeighbours), what naming the
// construct; nil where none changes or one is refused.
func (c *Context) pgLiteralsAmong(es []ast.Expr, sc *scope, what string) []ast.Expr {
	var lits []int
	for i, e := range es {
		if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitString {
			lits = append(lits, i)
		}
	}
	if len(lits) == 0 {
		return nil
	}
	t, unknown, ok := c.pgNeighbourType(es, sc)
	if !ok {
		return nil
	}
	var out []ast.Expr
	for _, i := range lits {
		lit := es[i].(*ast.Literal)
		if t == nil {
			if unknown && pgLiteralMaybeTyped(lit) && !(c.Target.Name == "duckdb" && pgPlainIntRe.MatchString(lit.Value)) {
				c.Refuse(codeLiteralUnknownNeighbour, lit, "give the column types with --schema (or a CREATE TABLE in the script), or cast the literal to the type of the values beside it",
					"the string '%s' in %s stands beside a value of unknown type: postgres reads the literal as that value's type (a number: '01' beside an integer is 1; a boolean: 'yes' beside one is true), where %s may keep it a string or read it otherwise",
					lit.Value, what, c.Target.Name)
				return nil
			}
			continue
		}
		if k := t.Kind; !isIntType(t) && k != ast.TypeDecimal && k != ast.TypeDate && k != ast.TypeBool {
			continue // a type pgLiteralValue does not write (a string, float, TIMESTAMP, array, JSON)
		}
		e, hint, why := c.pgLiteralValue(lit, t)
		switch {
		case hint == pgIntLiteralHint, isIntType(t) && !pgIntCastText(lit.Value, t):
			// refused toward every target: PostgreSQL raises as it reads
			// the query, where the target may not evaluate the cast (a
			// coalesce's later argument, a CASE's result not taken)
			c.Refuse(codePgStringIntLiteral, lit, pgIntLiteralHint,
				"the string '%s' in %s stands beside a value of type %s: postgres reads it as %s and raises an error (it is not an integer of the type's range), where %s may give a value",
				lit.Value, what, pgTypeWord(t), pgTypeWord(t), c.Target.Name)
			return nil
		case hint != "":
			c.Refuse(codeLiteralNeighbour, lit, hint,
				"the string '%s' in %s stands beside a value of type %s: postgres reads it as %s%s, where %s keeps a string or reads it otherwise",
				lit.Value, what, pgTypeWord(t), pgTypeWord(t), why, c.Target.Name)
			return nil
		case e == nil:
			continue
		}
		if out == nil {
			out = append([]ast.Expr(nil), es...)
		}
		out[i] = e
	}
	return out
}

// pgNeighbourType is the type PostgreSQL reads the string literals among
// es as: the type the values other than string literals and NULLs agree
// on (branchType's rules: integers of different widths the wider, mixed
// numbers PostgreSQL's numeric or float). unknown is set where a value's
// type is not known (t is the others', or nil); ok is false where the
// values of known types do not agree (PostgreSQL raises, or takes a type
// lateral does not follow).
func (c *Context) pgNeighbourType(es []ast.Expr, sc *scope) (t *ast.TypeName, unknown, ok bool) {
	for _, e := range es {
		if l, isLit := e.(*ast.Literal); isNullLit(e) || isLit && l.Kind == ast.LitString {
			continue
		}
		et := c.typeOf(e, sc)
		if et == nil && c.valueKindOf(e, sc) == "string" {
			et = &ast.TypeName{Kind: ast.TypeString}
		}
		switch {
		case et == nil, et.Kind == ast.TypeUnknown:
			unknown = true
		case t == nil, sameType(t, et):
			t = et
		case t.Kind.IsText() && et.Kind.IsText():
			t = &ast.TypeName{Kind: ast.TypeString}
		default:
			var nt *ast.TypeName
			var agree bool
			if t.Kind.IsInteger() && et.Kind.IsInteger() {
				var k ast.TypeKind
				k, agree = c.intBranchType(t.Kind, et.Kind)
				nt = &ast.TypeName{Kind: k}
			} else {
				nt, agree = c.numBranchType(t, et)
			}
			if !agree {
				return nil, unknown, false
			}
			t = nt
		}
	}
	return t, unknown, true
}

// pgValuesLiterals writes PostgreSQL's string literals in the columns of
// a VALUES list (not an INSERT's, whose values take their columns' types)
// as PostgreSQL reads them beside the other rows (pgLiteralsAmong: a
// VALUES column is typed as a UNION's: run on PostgreSQL 15, VALUES (1),
// ('01') gives 1 twice, VALUES (DATE '2020-01-01'), ('20200102') two
// dates), before mixedValues checks the kinds of the columns' values.
func pgValuesLiterals(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return s
	}
	var inserted *ast.Values
	if ins, ok := s.(*ast.Insert); ok && ins.Query != nil {
		inserted, _ = ins.Query.Body.(*ast.Values)
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		v, ok := n.(*ast.Values)
		if !ok || v == inserted || len(v.Rows) < 2 || c.Diags.HasErrors() {
			return n
		}
		var rows [][]ast.Expr
		for j := range v.Rows[0] {
			var col []ast.Expr
			for _, row := range v.Rows {
				if j >= len(row) {
					return n
				}
				col = append(col, row[j])
			}
			if _, unknown, _ := c.pgNeighbourType(col, &scope{}); unknown {
				continue // mixedValues refuses a string beside one (T092)
			}
			out := c.pgLiteralsAmong(col, &scope{}, "VALUES")
			if c.Diags.HasErrors() {
				return n
			}
			for r, e := range out {
				if e == col[r] {
					continue
				}
				if rows == nil {
					rows = make([][]ast.Expr, len(v.Rows))
					for i, row := range v.Rows {
						rows[i] = append([]ast.Expr(nil), row...)
					}
				}
				rows[r][j] = e
			}
		}
		if rows == nil {
			return n
		}
		nv := *v
		nv.Rows = rows
		return &nv
	})
}
