package executor

import "github.com/lateral-sql/lateral/ast"

// Trino and Presto invoke table functions only in FROM, with TABLE(f(...))
// (Options.TableFunctionsOnlyInFrom). Their documentation (Trino and Presto
// docs, table functions) lists the built-in table functions exclude_columns
// and sequence; a scalar function there is no table function, and the call
// fails to resolve. The rewrite reads sequence as generate_series and
// refuses the catalog's scalar functions there (rewrite.TrinoSequenceArgs,
// scalarInFrom); what reaches the executor is checked here.

// trinoTableFuncShape plans the function call gc in FROM under Trino's and
// Presto's rules; handled false leaves it to the engine's own rules (a
// table function, a SQL function of the database).
func (p *planner) trinoTableFuncShape(gc *GenCall, g *ast.Generator) (ts []Type, names []string, handled bool, err error) {
	if otherDialectTableFuncs[gc.Name] {
		return nil, nil, true, errAt(g, "%s is not a table function here: TABLE(...) in FROM calls this dialect's table functions only", g.Name.Last().Name)
	}
	if lookupTableFunction(gc.Name) == nil && lookupFunc(gc.Name) != nil {
		return nil, nil, true, errAt(g, "%s is not a table function: TABLE(...) in FROM calls table functions only, %s is a scalar function (call it in the select list)",
			g.Name.Last().Name, g.Name.Last().Name)
	}
	return nil, nil, false, nil
}

// otherDialectTableFuncs are the executor's built-in table functions
// (builtin_tablefuncs.go, tablefunc_pgkeywords.go), which are other
// dialects' (PostgreSQL, DuckDB, Doris) and not Trino's or Presto's. A
// table function registered by a program (RegisterTableFunction) stays
// callable, as a connector's table function is in Trino.
var otherDialectTableFuncs = map[string]bool{
	"generate_subscripts": true, "_pg_expandarray": true, "repeat": true, "explode_bitmap": true, "pg_get_keywords": true,
}
