package rewrite

import "github.com/lateral-sql/lateral/ast"

// Target is the dialect a statement is lowered for.
type Target struct {
	Name   string // hive, spark, doris, presto, trino, ansi, postgres, duckdb, drill, bigquery, snowflake
	Family string // hive, presto, standard
	// Fold: as in Source.
	Fold IdentFold
	// PlainPattern returns the string a regular-expression literal matches
	// when it matches one fixed non-empty string in every regex dialect (the
	// pattern \. is "."), so a regex split by it is a literal split; nil
	// or false when it is not.
	PlainPattern func(ast.Expr) (string, bool)
	// WhereSeesAliases and HavingSeesAliases: a bare name in WHERE (in
	// HAVING) that no FROM column has is read as an output name of the
	// select list (where_aliases.go).
	WhereSeesAliases, HavingSeesAliases bool
	// OrderByAliases and SelectSeesAliases: as in Source.
	OrderByAliases    AliasOrder
	SelectSeesAliases bool

	// GroupBy: as in Source.
	GroupBy GroupByRule

	// Naming: as in Source.
	Naming Naming
}

// plainPattern is t.PlainPattern, false when t has none.
func (t Target) plainPattern(e ast.Expr) (string, bool) {
	if t.PlainPattern == nil {
		return "", false
	}
	return t.PlainPattern(e)
}

// passes is the target's lowering list, in order; ctes are the names the
// statement's WITH clauses define (statementCTEs).
func (t Target) passes(ctes map[string]bool) []queryPass {
	var out []queryPass
	if t.is("hive", "doris", "drill", "bigquery", "snowflake") {
		// Targets without LATERAL subqueries: a FROM-less one first
		// (lateral_inline.go).
		out = append(out, queryPass{passLateralInline, lateralInline})
	}
	switch {
	case t.Family == "hive":
		return append(out, queryPass{passLowerLateralView, lowerLateralView})
	case t.Name == "bigquery":
		return append(out, queryPass{passLateralScalar, bigqueryLaterals(ctes)}, queryPass{passLowerJoin, lowerJoin})
	case t.Name == "drill":
		// The UNNEST inside each LATERAL subquery first, so that lowerJoin,
		// which lowers inner queries before outer ones, takes it for the
		// subquery's own (drill_lateral.go).
		return append(out, queryPass{passLowerJoin, drillSubqueryUnnests}, queryPass{passLowerJoin, lowerJoin})
	case t.Name == "snowflake":
		return append(out, queryPass{passLateralScalar, snowflakeLaterals(ctes)}, queryPass{passLowerJoin, lowerJoin})
	default:
		return append(out, queryPass{passLowerJoin, lowerJoin})
	}
}

func (t Target) is(names ...string) bool {
	for _, n := range names {
		if t.Name == n {
			return true
		}
	}
	return false
}
