package rewrite

import "github.com/lateral-sql/lateral/ast"

// features is what one walk of a statement, before canonicalization,
// finds for the preconditions of the canonical passes: a pass whose
// constructs the statement does not hold is skipped instead of walking
// the tree for nothing. Each field is true when the construct occurs
// anywhere in the statement (a superset of where the pass looks), so a
// skipped pass is one that would have changed and reported nothing.
type features struct {
	// describe: a DESCRIBE (refuseDescribe).
	describe bool
	// nestedSelects: more than one SELECT or VALUES, so that one may be
	// nested in another (collectOuter records the scopes around nested
	// SELECTs and VALUES).
	nestedSelects bool
	// grouped: a SELECT with GROUP BY (group_by_names).
	grouped bool
	// fromGenerators: an UNNEST, a table function, ROWS FROM, a LATERAL
	// subquery or an APPLY join (from_lateral).
	fromGenerators bool
	// lateralViews: a LATERAL VIEW (lateral_view).
	lateralViews bool
	// generators: a call of a generator the source plans from a select
	// list (selectGenerator: select_generators, strayGenerators).
	generators bool
}

// scanFeatures walks s once and reports its features. The same walk
// records the ORDER BYs, derived tables and unnamed SELECTs of s
// (collectOrderBy).
func (c *Context) scanFeatures(s ast.Stmt) features {
	var f features
	selects := 0
	c.startOrderBys()
	ast.Inspect(s, func(n ast.Node) bool {
		c.collectOrderBy(n)
		switch x := n.(type) {
		case *ast.Describe:
			f.describe = true
		case *ast.Select:
			selects++
			if x.GroupBy != nil {
				f.grouped = true
			}
		case *ast.Values:
			selects++ // a LATERAL VALUES reads the columns around it too
		case *ast.Unnest, *ast.TableFunc, *ast.RowsFrom:
			f.fromGenerators = true
		case *ast.Derived:
			f.fromGenerators = f.fromGenerators || x.Lateral
		case *ast.Join:
			f.fromGenerators = f.fromGenerators || x.Kind == ast.JoinCrossApply || x.Kind == ast.JoinOuterApply
		case *ast.LateralView:
			f.lateralViews = true
		case *ast.Func:
			if !f.generators {
				_, _, f.generators = c.selectGenerator(x)
			}
		}
		return true
	})
	f.nestedSelects = selects > 1
	return f
}

// runs reports whether the canonical pass p can change a statement with
// features f. select_generators also runs for a DuckDB source, whose
// recursive unnest it refuses for other targets (recursiveUnnestItems),
// and after a pass that planned generators of FROM or LATERAL VIEW.
func (f features) runs(c *Context, p selectPass) bool {
	switch p.name {
	case passFromLateral:
		return f.fromGenerators
	case passLateralView:
		return f.lateralViews
	case passSelectGenerators:
		return f.generators || f.fromGenerators || f.lateralViews || c.Source.Name == "duckdb"
	}
	return true
}

// mayHoldGenerators reports whether a canonical statement made from one
// with features f may hold a generator call (strayGenerators): only when
// the source held one, or a construct the canonical passes plan.
func (f features) mayHoldGenerators() bool {
	return f.generators || f.fromGenerators || f.lateralViews
}

// lowering is what one walk of a canonical statement finds for the
// preconditions of the lowering passes.
type lowering struct {
	// laterals: an ast.Lateral. Only the canonical passes make them
	// (lowering makes none from nothing), and the passes that lower them
	// have nothing to do in a statement without one.
	laterals bool
	// values: a VALUES list (mixedValues, valuesUnion; lowerJoin may
	// make one from a Lateral).
	values bool
}

// scanLowering walks s once and reports what its lowering needs.
func scanLowering(s ast.Stmt) lowering {
	var l lowering
	ast.Inspect(s, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Lateral:
			l.laterals = true
		case *ast.Values:
			l.values = true
		}
		return !(l.laterals && l.values)
	})
	return l
}
