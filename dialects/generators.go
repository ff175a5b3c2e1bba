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
// unnest(t.arr). Only calls over plain column references are named here;
// DuckDB prints other arguments in its own way (a list literal becomes
// main.list_value(...)), so ok is false for them.
func duckdbItemName(d *Dialect, f *ast.Func) (string, bool) {
	name := strings.ToLower(f.Name.Last().Name)
	if cell, ok := fnWrite[name][d.Name]; ok && cell.name != "" {
		name = cell.name
	}
	var args []string
	for _, a := range f.Args {
		cr, ok := a.(*ast.ColumnRef)
		if !ok {
			return "", false
		}
		parts := make([]string, len(cr.Name))
		for i, p := range cr.Name {
			if !plainIdent(p.Name) {
				return "", false
			}
			parts[i] = p.Name
		}
		args = append(args, strings.Join(parts, "."))
	}
	return name + "(" + strings.Join(args, ", ") + ")", true
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
