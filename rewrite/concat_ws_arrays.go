package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// concatWsArray writes the canonical concat_ws(sep, a) of an array a for
// targets whose concat_ws reads an array otherwise. Spark's ConcatWs and
// Doris's CONCAT_WS (Doris documentation, CONCAT_WS: NULL values skipped,
// also in an array) join the non-NULL elements with sep; Hive's
// GenericUDFConcatWS.evaluate appends every element, a NULL one as the
// text 'null' (StringBuilder.append of a null), and an empty array counts
// as an argument, its separator kept (concat_ws(',', 'a', array(), 'b')
// is 'a,,b' in Hive, 'a,b' in Spark); for all three a NULL array is
// skipped like any NULL argument, so alone it gives the empty string.
// PostgreSQL and DuckDB print the array as one string, Trino's concat_ws
// of a NULL array is NULL: the array is written coalesce(array_join(a,
// sep), E), E the empty string, from Hive coalesce(array_join(a, sep,
// 'null'), E), and with a separator that is not a literal E is CASE WHEN
// sep IS NOT NULL THEN E END, which keeps NULL for a NULL separator.
// From Hive to Spark and Doris the same form is written (their concat_ws
// skips NULL elements). An array among other arguments is refused (T302)
// for those targets, and from Hive for every other target: no portable
// form skips an empty array with its separator, or keeps it. Only
// sources whose concat_ws reads arrays so (Hive, Spark, Doris) are
// rewritten, and only arguments whose type is known to be an array; an
// argument that could be either (its type not known, not a literal or a
// string function's result) is refused (T056). From Spark or Doris to
// Hive, an array argument whose elements could be NULL is refused (T302),
// and among other arguments one that could be empty too
// (concatWsToHive). f itself otherwise.
func (c *Context) concatWsArray(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil || f.Star {
		return f
	}
	if strings.EqualFold(f.Name[0].Name, "array_join") {
		return c.arrayJoinToHive(f, sc)
	}
	if len(f.Args) < 2 || !strings.EqualFold(f.Name[0].Name, "concat_ws") {
		return f
	}
	switch c.Source.Name {
	case "hive", "spark", "doris":
	default:
		return f
	}
	fromHive := c.Source.Name == "hive"
	switch {
	case c.Source.Name == c.Target.Name:
		return f
	case c.Target.Name == "hive":
	case (c.Target.Name == "spark" || c.Target.Name == "doris") && !fromHive:
		return f
	}
	arrays := 0
	for _, a := range f.Args[1:] {
		if t := c.concatWsArgType(a, sc); t != nil && t.Kind == ast.TypeArray {
			arrays++
		} else if t == nil && !c.notArray(a, sc) {
			// a string is passed on, an array is joined: without the
			// type the two cannot be told apart
			c.Refuse(codeTypeUnknown, a, "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to a string or an array",
				"concat_ws reads an array argument as its elements, and the type of this argument is not known, so it cannot be written in %s", c.Target.Name)
			return f
		}
	}
	if arrays == 0 {
		return f
	}
	if c.Target.Name == "hive" {
		return c.concatWsToHive(f, sc)
	}
	if len(f.Args) != 2 {
		if fromHive {
			c.Refuse("T302", f, "join the array first and pass the result, or keep Hive as the target",
				"Hive's concat_ws writes a NULL array element as 'null' and keeps the separator of an empty array among other arguments; %s has no such form", c.Target.Name)
			return f
		}
		c.Refuse("T302", f, "join the array first (array_join(a, sep)) and pass the result, or use Hive, Spark or Doris as the target",
			"concat_ws of an array among other arguments cannot be written in %s", c.Target.Name)
		return f
	}
	sp := f.Span
	sep, arr := f.Args[0], f.Args[1]
	var empty ast.Expr = &ast.Literal{Span: sp, Kind: ast.LitString, Value: ""}
	if l, ok := sep.(*ast.Literal); !ok || l.Kind != ast.LitString {
		if c.Target.Name == "duckdb" {
			// DuckDB's array_to_string takes a constant separator only
			// (run on DuckDB 1.5: a binding error otherwise).
			c.Refuse("T302", f.Args[0], "write the separator as a string literal",
				"concat_ws of an array can be written in duckdb only with a literal separator")
			return f
		}
		empty = caseWhen(sp, &ast.IsNull{Span: sp, X: ast.Clone(sep), Not: true}, empty, nil)
	}
	join := canonCall(sp, "array_join", arr, sep)
	if fromHive {
		join.Args = append(join.Args, &ast.Literal{Span: sp, Kind: ast.LitString, Value: "null"})
	}
	return canonCall(sp, "coalesce", join, empty)
}

// concatWsToHive checks Spark's or Doris's concat_ws with array arguments
// for Hive, whose concat_ws writes a NULL element as 'null' and keeps an
// empty array's separator among other arguments (concatWsArray): each
// array's elements must be provably not NULL (noNullElems), and among
// other arguments the array provably not empty (a non-empty array
// constructor, a split). Refused (T302) otherwise.
func (c *Context) concatWsToHive(f *ast.Func, sc *scope) ast.Expr {
	for _, a := range f.Args[1:] {
		if t := c.concatWsArgType(a, sc); t == nil || t.Kind != ast.TypeArray {
			continue
		}
		if !noNullElems(a) {
			c.Refuse("T302", a, "filter the NULL elements out before translating, or pass an array that cannot hold one (an array of literals, split's result, collect_list's)",
				"Hive's concat_ws writes a NULL array element as 'null', where %s's skips it, and this array's elements may be NULL", c.Source.Name)
			return f
		}
		if len(f.Args) > 2 {
			// a split gives at least one piece ('' gives [''])
			if arr, ok := a.(*ast.Array); (!ok || len(arr.Elems) == 0) && !isSplitCall(a) {
				c.Refuse("T302", a, "join the array first and pass the result, or pass it alone after the separator",
					"Hive's concat_ws keeps the separator of an empty array among other arguments, where %s's drops it, and this array may be empty", c.Source.Name)
				return f
			}
		}
	}
	return f
}

// arrayJoinToHive writes array_join(a, sep) for Hive, whose only form is
// concat_ws(sep, a): it writes a NULL element as 'null' where array_join
// skips it, and a NULL array as the empty string where array_join gives NULL
// (GenericUDFConcatWS.evaluate). So a must provably hold no NULL element
// (noNullElems); it is then concat_ws(sep, a), behind CASE WHEN a IS NOT
// NULL THEN ... END when a can be NULL (a split of a NULL string, the
// keys of a NULL map).
// Refused (T302) otherwise, and with a null replacement (T302, the
// function table). f itself for other targets.
func (c *Context) arrayJoinToHive(f *ast.Func, sc *scope) ast.Expr {
	if c.Target.Name != "hive" || len(f.Args) != 2 {
		return f
	}
	a, sep := f.Args[0], f.Args[1]
	if !noNullElems(a) {
		c.Refuse("T302", f, "filter the NULL elements out before translating, or join an array that cannot hold one (an array of literals, split's result, collect_list's)",
			"array_join skips NULL elements, and Hive's only join, concat_ws, writes them as 'null'; this array's elements may be NULL")
		return f
	}
	sp := f.Span
	cw := canonCall(sp, "concat_ws", sep, a)
	if g, ok := a.(*ast.Func); ok && (isSplit(g) || strings.EqualFold(g.Name[0].Name, "map_keys")) {
		return caseWhen(sp, &ast.IsNull{Span: sp, X: ast.Clone(a), Not: true}, cw, nil)
	}
	return cw
}

// noNullElems: e is an array that cannot hold a NULL element: an array
// constructor of non-NULL literals, a split's result (its pieces are
// strings), collect_list's or collect_set's (they skip NULLs), map_keys'
// (a map key is never NULL), or a coalesce of such arrays.
func noNullElems(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Array:
		for _, el := range x.Elems {
			if l, ok := el.(*ast.Literal); !ok || l.Kind == ast.LitNull {
				return false
			}
		}
		return true
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted {
			return false
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "collect_list", "collect_set", "map_keys":
			return true
		case "coalesce":
			for _, a := range x.Args {
				if !noNullElems(a) {
					return false
				}
			}
			return len(x.Args) > 0
		}
		return isSplit(x)
	}
	return false
}

// isSplit: f is one of the canonical splits of a string into an array.
func isSplit(f *ast.Func) bool {
	if len(f.Name) != 1 || f.Name[0].Quoted {
		return false
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "split_regex", "split_literal", "split_nonempty", "split_literal_whole":
		return true
	}
	return false
}

// concatWsArgType is the type of a concat_ws argument, looking through the
// coalesce(agg, empty array) an earlier lowering of collect_list wrote.
func (c *Context) concatWsArgType(a ast.Expr, sc *scope) *ast.TypeName {
	if t := c.typeOf(a, sc); t != nil {
		return t
	}
	if f, ok := a.(*ast.Func); ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "coalesce") && len(f.Args) > 0 {
		return c.typeOf(f.Args[0], sc)
	}
	return nil
}

func isSplitCall(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && isSplit(f)
}
