package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/rewrite"
)

// GeneratorDefaults returns d's default column names (SEMANTICS T7) for the
// canonical generator gen producing n value columns from a collection of
// kind coll, as the canonical rewrite asks for them: the canonical name is
// spelled back in d (PostgreSQL's explode is unnest) to find the names that
// spelling gets.
func GeneratorDefaults(d *Dialect, gen string, coll ast.CollectionKind, n int, alias string) rewrite.GenDefaults {
	spelled := gen
	if cell, ok := fnWrite[gen][d.Name]; ok && cell.name != "" {
		spelled = cell.name
	}
	names, ok := GenColumns(d, spelled)
	if !ok {
		return rewrite.GenDefaults{}
	}
	cols := names.Columns(coll, n)
	out := rewrite.GenDefaults{Ordinality: names.Ordinality}
	if names.Pos != "" && len(cols) > 0 {
		out.Pos, cols = cols[0], cols[1:]
	}
	out.Values = cols
	if names.AliasNamesColumn && alias != "" && n == 1 {
		out.Values = []string{alias}
	}
	return out
}

// RewriteSource describes d as the source of a translation.
func RewriteSource(d *Dialect) rewrite.Source {
	src := rewrite.Source{Name: d.Name, Family: d.Family.String(),
		Defaults: func(gen string, coll ast.CollectionKind, n int, alias string) rewrite.GenDefaults {
			return GeneratorDefaults(d, gen, coll, n, alias)
		}}
	if d.Name == "duckdb" {
		src.SelectItemName = func(f *ast.Func) (string, bool) { return duckdbItemName(d, f) }
	}
	return src
}

// duckdbItemName is the name DuckDB gives an unaliased select item that is
// the call f: the call's text as DuckDB prints it, unnest(arr) or
// unnest(t.arr). DuckDB prints the expression it parsed, not the text
// written: a list literal [1, 2] becomes main.list_value(1, 2), an integer
// is printed as its value (007 is 7, - 2 is -2), a string with its quotes
// doubled (checked on DuckDB 1.x through engines: SELECT unnest([1, 2])
// is named unnest(main.list_value(1, 2))). Only these forms are named
// here: plain column references, integer, string and NULL literals,
// bracketed list literals and array_value calls of them; ok is false for
// any other argument
// (ARRAY[1, 2] is printed (ARRAY[1, 2]), a boolean as a cast), whose
// name is not reproduced.
func duckdbItemName(d *Dialect, f *ast.Func) (string, bool) {
	name := strings.ToLower(f.Name.Last().Name)
	if cell, ok := fnWrite[name][d.Name]; ok && cell.name != "" {
		name = cell.name
	}
	args, ok := duckdbArgsText(f.Args)
	if !ok {
		return "", false
	}
	return name + "(" + args + ")", true
}

func duckdbArgsText(args []ast.Expr) (string, bool) {
	parts := make([]string, len(args))
	for i, a := range args {
		t, ok := duckdbExprText(a)
		if !ok {
			return "", false
		}
		parts[i] = t
	}
	return strings.Join(parts, ", "), true
}

// duckdbExprText is e as DuckDB prints it in a column name, for the forms
// duckdbItemName knows.
func duckdbExprText(e ast.Expr) (string, bool) {
	switch x := e.(type) {
	case *ast.ColumnRef:
		parts := make([]string, len(x.Name))
		for i, p := range x.Name {
			if !plainIdent(p.Name) {
				return "", false
			}
			parts[i] = p.Name
		}
		return strings.Join(parts, "."), true
	case *ast.Literal:
		switch x.Kind {
		case ast.LitNull:
			return "NULL", true
		case ast.LitString:
			return "'" + strings.ReplaceAll(x.Value, "'", "''") + "'", true
		case ast.LitInt:
			return duckdbInt(x.Value)
		}
	case *ast.Unary:
		if lit, ok := x.X.(*ast.Literal); ok && x.Op == ast.OpNeg && lit.Kind == ast.LitInt {
			if v, ok := duckdbInt(lit.Value); ok && v != "0" {
				return "-" + v, true
			}
		}
	case *ast.Func:
		// DuckDB's array_value(...) (a fixed-size ARRAY), printed with its
		// name in lower case: unnest(array_value(1, 2, NULL)). The name
		// is left as written by the front end; the span check makes sure
		// no other spelling was read into it.
		if len(x.Name) != 1 || !strings.EqualFold(x.Name[0].Name, "array_value") || x.Over != nil || x.Distinct ||
			x.Name[0].Span.End.Offset-x.Name[0].Span.Start.Offset != len("array_value") {
			return "", false
		}
		args, ok := duckdbArgsText(x.Args)
		if !ok {
			return "", false
		}
		return "array_value(" + args + ")", true
	case *ast.Array:
		if !bracketList(x) {
			return "", false
		}
		args, ok := duckdbArgsText(x.Elems)
		if !ok {
			return "", false
		}
		return "main.list_value(" + args + ")", true
	}
	return "", false
}

// duckdbInt is a decimal integer literal as DuckDB prints its value
// (leading zeros dropped); ok is false past 18 digits, where the type and
// so the printing may change.
func duckdbInt(v string) (string, bool) {
	if v == "" || len(v) > 18 {
		return "", false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return "", false
		}
	}
	v = strings.TrimLeft(v, "0")
	if v == "" {
		v = "0"
	}
	return v, true
}

// bracketList reports whether a list was written [a, b] (DuckDB prints it
// main.list_value(a, b)) rather than ARRAY[a, b] or list_value(a, b),
// which parse to the same node: "ARRAY[" and "list_value(" take six
// characters or more before the first element, "[" and blanks less, so a
// shorter gap (or, for an empty list, a shorter text) is a bracket.
func bracketList(a *ast.Array) bool {
	start := a.Span.Start.Offset
	if !a.Span.Start.IsValid() {
		return false
	}
	if len(a.Elems) == 0 {
		return a.Span.End.Offset-start < len("ARRAY[]")
	}
	first := a.Elems[0].SpanOf().Start
	return first.IsValid() && first.Offset-start < len("ARRAY[")
}

// plainIdent: DuckDB prints the name without quotes.
func plainIdent(s string) bool {
	if _, kw := printReserved["duckdb"][strings.ToUpper(s)]; s == "" || kw {
		return false
	}
	for i, r := range s {
		if !(r >= 'a' && r <= 'z' || r == '_' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// RewriteTarget describes d as the target of a translation.
func RewriteTarget(d *Dialect) rewrite.Target {
	return rewrite.Target{Name: d.Name, Family: d.Family.String(), PlainPattern: fnPlainPattern}
}
