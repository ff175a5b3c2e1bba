package dialects

import (
	"slices"

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
	} else if name, ok := tableSpelling(d, gen); ok {
		spelled = name // read in FROM only (Trino's sequence table function)
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

// tableSpelling is the name d reads in FROM as the canonical generator
// gen where d does not write gen itself (fnAliases).
func tableSpelling(d *Dialect, gen string) (string, bool) {
	for _, a := range fnAliases {
		if a.canon == gen && a.ctx == ctxTable && slices.Contains(a.ds, d.Name) {
			return a.names[0], true
		}
	}
	return "", false
}

// RewriteSource describes d as the source of a translation.
func RewriteSource(d *Dialect) rewrite.Source {
	src := rewrite.Source{Name: d.Name, Family: d.Family.String(),
		WhereSeesAliases: d.WhereSeesAliases, HavingSeesAliases: d.HavingSeesAliases,
		OrderByAliases: d.OrderByAliases, SelectSeesAliases: d.SelectSeesAliases,
		Defaults: func(gen string, coll ast.CollectionKind, n int, alias string) rewrite.GenDefaults {
			return GeneratorDefaults(d, gen, coll, n, alias)
		}}
	src.GroupBy = groupByRules[d.Name]
	src.Naming = itemNaming(d)
	src.Fold = rewriteFold(d)
	switch d.Name {
	case "duckdb":
		src.SelectItemName = func(f *ast.Func) (string, bool) { return duckdbItemName(d, f) }
		src.ItemName = func(e ast.Expr) (string, bool) { return duckdbSelectItemName(d, e) }
	case "postgres":
		src.ItemName = func(e ast.Expr) (string, bool) { return postgresItemName(d, e) }
	}
	return src
}

// RewriteTarget describes d as the target of a translation.
func RewriteTarget(d *Dialect) rewrite.Target {
	t := rewrite.Target{Name: d.Name, Family: d.Family.String(), PlainPattern: fnPlainPattern,
		WhereSeesAliases: d.WhereSeesAliases, HavingSeesAliases: d.HavingSeesAliases,
		OrderByAliases: d.OrderByAliases, SelectSeesAliases: d.SelectSeesAliases}
	t.GroupBy = groupByRules[d.Name]
	t.Naming = itemNaming(d)
	t.Fold = rewriteFold(d)
	return t
}

// rewriteFold is how d reads the case of an unquoted name.
func rewriteFold(d *Dialect) rewrite.IdentFold {
	switch styleOf(d).fold {
	case foldLower:
		return rewrite.FoldLower
	case foldUpper:
		return rewrite.FoldUpper
	}
	return rewrite.FoldNone
}
