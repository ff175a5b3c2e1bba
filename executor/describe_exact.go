package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// exactTypes checks that the static types of plan n's output are the types
// DuckDB gives the same query. The executor's static typing follows
// DuckDB's only for some expression kinds: integer literal narrowing
// (1::SMALLINT * 2 is SMALLINT), the implicit casts that unify CASE
// branches, set operation sides and list elements of differing types,
// sum's HUGEINT, date and timestamp subtraction, and many functions are
// typed differently, so DESCRIBE refuses them rather than guess. The
// reason names the first expression kind that is not known exactly; ""
// means every output type is exact.
func exactTypes(n Node) string {
	switch x := n.(type) {
	case *Scan:
		if x.Table != nil && x.Table.inexactTypes != "" {
			return "the table " + x.Table.Name + " was made by CREATE TABLE AS from " + x.Table.inexactTypes
		}
	case *ValuesNode:
		for c := range x.Cols {
			var ts []Type
			for _, row := range x.Rows {
				if c < len(row) {
					if r := exactExpr(row[c]); r != "" {
						return r
					}
					ts = append(ts, row[c].Type())
				}
			}
			if !sameTypes(ts) {
				return "VALUES rows of differing types (DuckDB's implicit casts between them)"
			}
		}
	case *Project:
		for _, e := range x.Exprs {
			if r := exactExpr(e); r != "" {
				return r
			}
		}
	case *Filter, *Sort, *Limit, *Distinct, *Rename, *Join, *CrossJoin, *Apply:
	case *Aggregate:
		for _, e := range x.Keys {
			if r := exactExpr(e); r != "" {
				return r
			}
		}
		for _, a := range x.Aggs {
			if r := exactAgg(a.Name, a.Args, a.Star); r != "" {
				return r
			}
		}
		if x.GID != nil {
			return "a grouping id"
		}
	case *Window:
		for _, f := range x.Funcs {
			switch strings.ToLower(f.Name) {
			case "row_number", "rank", "dense_rank", "ntile":
				continue
			case "percent_rank", "cume_dist":
				continue
			}
			if r := exactAgg(f.Name, f.Args, f.Star); r != "" {
				return "the window function " + f.Name
			}
		}
	case *SetOp:
		l, r := x.L.Output(), x.R.Output()
		for i := range l {
			if i < len(r) && !sameTypes([]Type{l[i].Type, r[i].Type}) {
				return "a set operation whose sides differ in type (DuckDB's implicit casts between them)"
			}
		}
	case *TableFunctionNode:
		for _, f := range x.Funcs {
			for _, g := range f.Gens {
				// range and generate_series of integers count in BIGINT
				// with Options.BigIntSeries, as in DuckDB
				series := g.Kind == ast.GenSeries && len(f.Cols) == 1 && f.Cols[0].Type.Kind == ast.TypeBigInt
				if !series && (g.Kind != ast.GenUnnest || g.Collection == ast.CollMap) {
					return "the table function " + g.Name
				}
				for _, a := range g.Args {
					if r := exactExpr(a); r != "" {
						return r
					}
				}
			}
		}
	default:
		return "a query step of this kind"
	}
	for _, c := range children(n) {
		if r := exactTypes(c); r != "" {
			return r
		}
	}
	return ""
}

// sameTypes reports whether ts are all the same known type.
func sameTypes(ts []Type) bool {
	var first string
	for i, t := range ts {
		s, err := DuckDBTypeName(t)
		if err != nil {
			return false
		}
		if i == 0 {
			first = s
		} else if s != first {
			return false
		}
	}
	return true
}

// exactAgg checks an aggregate the executor types as DuckDB does.
func exactAgg(name string, args []Expr, star bool) string {
	for _, a := range args {
		if r := exactExpr(a); r != "" {
			return r
		}
	}
	switch strings.ToLower(name) {
	case "count", "count_star":
		return ""
	case "avg", "mean":
		// DuckDB averages integers and doubles as DOUBLE
		if len(args) == 1 {
			switch args[0].Type().Kind {
			case ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeDouble:
				return ""
			}
		}
	case "min", "max", "first", "any_value", "arbitrary", "last", "list", "array_agg", "bool_and", "bool_or",
		"lag", "lead", "first_value", "last_value", "nth_value":
		if len(args) > 0 && (name == "lead" || name == "lag") && len(args) > 2 && !sameTypes([]Type{args[0].Type(), args[2].Type()}) {
			return "the aggregate " + name + " with a default of another type"
		}
		return ""
	}
	return "the aggregate " + name
}

// exactScalarFuncs are functions the executor types as DuckDB does
// whatever their arguments' (exact) types.
var exactScalarFuncs = map[string]bool{
	"length": true, "upper": true, "lower": true, "substr": true, "substring": true, "replace": true,
	"trim": true, "strpos": true, "split_part": true, "string_split": true, "str_split": true,
	"regexp_matches": true, "regexp_replace": true, "regexp_extract": true, "lpad": true, "repeat": true,
	"reverse": true, "left": true, "starts_with": true, "contains": true, "md5": true, "ascii": true,
	"chr": true, "instr": true, "strlen": true, "concat": true,
	"len": true, "array_length": true, "list_contains": true, "list_has": true, "list_position": true, "array_position_not_distinct": true,
	"list_sort": true, "list_reverse_sort": true, "list_distinct": true, "list_unique": true,
	"flatten": true, "list_count": true, "array_to_string": true, "list_extract": true, "list_element": true,
	"list_slice": true, "array_pop_back": true, "array_has_any": true,
	"map_keys": true, "map_values": true, "map_entries": true, "cardinality": true, "struct_extract": true,
	"element_at": true, "map_extract": true,
	"year": true, "dayname": true, "last_day": true, "make_date": true, "current_date": true,
	"random":   true,
	"epoch_ms": true, "epoch_us": true, "epoch_ns": true, "make_timestamp": true, // epoch_units.go
}

// exactExpr checks that e's static type is DuckDB's.
func exactExpr(e Expr) string {
	switch x := e.(type) {
	case *ColRef:
		return ""
	case *Const:
		return ""
	case *CastE:
		if x.Implicit && !sameTypes([]Type{x.X.Type(), x.To}) {
			// DuckDB's own implicit conversions differ (an integer
			// literal takes the other side's type; BIGINT and
			// DECIMAL(4,1) unify to DECIMAL(20,1))
			return "an implicit conversion from " + x.X.Type().String() + " to " + x.To.String()
		}
		return exactExpr(x.X)
	case *IsNullE, *IsTruthE:
		return ""
	case *LikeE:
		return exactAll(x.X, x.Pat)
	case *InListE:
		return ""
	case *Bin:
		if r := exactAll(x.L, x.R); r != "" {
			return r
		}
		if x.Op == ast.OpAnd || x.Op == ast.OpOr || x.Op.IsComparison() {
			return ""
		}
		lt, rt := x.L.Type(), x.R.Type()
		if !sameTypes([]Type{lt, rt}) {
			return "the operator " + x.Op.String() + " between operands of differing types"
		}
		switch lt.Kind {
		case ast.TypeTimestamp, ast.TypeTimestampTZ:
			if x.Op == ast.OpSub && x.T.Kind == ast.TypeInterval {
				return ""
			}
		case ast.TypeDate:
			if x.Op == ast.OpSub && x.T.Kind == ast.TypeBigInt {
				return "" // Options.DateDiffBigInt (DuckDB 1.5: typeof(d - d) is BIGINT)
			}
		case ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeHugeInt, ast.TypeDouble:
			// a TINYINT or SMALLINT beside an integer literal that fits
			// (duck_int_literals.go; DuckDB 1.5 run: typeof(x + 1) of a
			// TINYINT is TINYINT)
			switch x.Op {
			case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpMod, ast.OpIntDiv:
				if sameTypes([]Type{lt, x.T}) {
					return ""
				}
			case ast.OpDivFrac:
				if x.T.Kind == ast.TypeDouble {
					return ""
				}
			}
		case ast.TypeVarchar:
			if x.Op == ast.OpConcat && x.T.Kind == ast.TypeVarchar {
				return ""
			}
		}
		return "the operator " + x.Op.String() + " on " + lt.String()
	case *Un:
		if r := exactExpr(x.X); r != "" {
			return r
		}
		if x.Op == ast.OpNot {
			return ""
		}
		switch x.X.Type().Kind {
		case ast.TypeInt, ast.TypeBigInt, ast.TypeHugeInt, ast.TypeDouble:
			if sameTypes([]Type{x.X.Type(), x.T}) {
				return ""
			}
		}
		return "the operator " + x.Op.String() + " on " + x.X.Type().String()
	case *Call:
		if r := exactAll(x.Args...); r != "" {
			return r
		}
		if exactScalarFuncs[strings.ToLower(x.Name)] {
			return ""
		}
		switch name := strings.ToLower(x.Name); {
		case exactBranchFuncs[name] && exactCommonType(typedTypes(x.T, x.Args)),
			name == "if" && len(x.Args) == 3 && exactCommonType(typedTypes(x.T, x.Args[1:])),
			name == "nullif" && len(x.Args) == 2 && sameTypes([]Type{x.T, x.Args[0].Type()}):
			return "" // duck_branch_literals.go
		}
		return "the function " + x.Name
	case *CaseE:
		ts := typedTypes(x.T, append(append([]Expr(nil), x.Thens...), x.Else))
		if r := exactAll(append(append([]Expr(nil), x.Thens...), x.Else)...); r != "" {
			return r
		}
		if !exactCommonType(ts) {
			return "CASE (or a function made of it) whose results differ in type"
		}
		return ""
	case *SubqueryE:
		if x.Mode == SubExists || x.Mode == SubIn || x.Mode == SubAny || x.Mode == SubAll {
			return ""
		}
		if x.Mode == SubArray {
			return "an ARRAY subquery"
		}
		return exactTypes(x.Plan)
	case *SubscriptE:
		return exactAll(x.X, x.Index)
	case *SliceE:
		return exactAll(x.X)
	case *FieldE:
		return exactExpr(x.X)
	case *ArrayE:
		if r := exactAll(x.Elems...); r != "" {
			return r
		}
		ts := []Type{}
		for _, el := range x.Elems {
			ts = append(ts, el.Type())
		}
		if len(ts) > 0 && !sameTypes(ts) {
			return "a list of elements of differing types"
		}
		return ""
	case *MapE:
		if r := exactAll(append(append([]Expr(nil), x.Keys...), x.Vals...)...); r != "" {
			return r
		}
		var ks, vs []Type
		for i := range x.Keys {
			ks, vs = append(ks, x.Keys[i].Type()), append(vs, x.Vals[i].Type())
		}
		if len(ks) > 0 && (!sameTypes(ks) || !sameTypes(vs)) {
			return "a map of keys or values of differing types"
		}
		return ""
	case *StructE:
		return exactAll(x.Vals...)
	case *WinCall:
		return ""
	}
	return "an expression of this kind"
}

// exactBranchFuncs are functions whose result is of their arguments'
// type where those are all of one type (a NULL aside), in DuckDB as in
// the executor (DuckDB 1.5 run: typeof(coalesce(1::TINYINT, NULL, 5))
// and typeof(greatest(1::TINYINT, 2)) are TINYINT).
var exactBranchFuncs = map[string]bool{"coalesce": true, "ifnull": true,
	"greatest_ignore_nulls": true, "least_ignore_nulls": true, "greatest": true, "least": true}

// exactCommonType: ts[0], the type of a coalesce, CASE or the like whose
// inputs are of the types ts[1:], is DuckDB's: they are all of one type,
// or all integers, ts[0] the widest (as DuckDB's, duck_branch_literals.go
// narrowing the integer literals: DuckDB 1.5 run: typeof of
// coalesce(1::TINYINT, 200, 1::SMALLINT) and greatest(1, 2, 1::TINYINT)
// is INTEGER, of coalesce(1::TINYINT, 3000000000) BIGINT, of
// coalesce(1::HUGEINT, 5) HUGEINT; the NULLIF of a TINYINT and a BIGINT
// a TINYINT, as the executor's).
func exactCommonType(ts []Type) bool {
	if sameTypes(ts) {
		return true
	}
	w := tUnknown
	for _, t := range ts[1:] {
		if !isIntKind(t.Kind) {
			return false
		}
		w = superType(w, t)
	}
	return sameTypes([]Type{ts[0], w})
}

// typedTypes is t and the types of es, but for a NULL of no type.
func typedTypes(t Type, es []Expr) []Type {
	ts := []Type{t}
	for _, e := range es {
		if c, ok := e.(*Const); ok && c.V.IsNull() && c.T.Kind == ast.TypeUnknown || e == nil {
			continue
		}
		ts = append(ts, e.Type())
	}
	return ts
}

func exactAll(es ...Expr) string {
	for _, e := range es {
		if e == nil {
			continue
		}
		if r := exactExpr(e); r != "" {
			return r
		}
	}
	return ""
}

// inexactLiteral finds a literal in q the executor types otherwise than
// DuckDB: x'0102' is a BLOB to the executor, a VARCHAR to DuckDB.
func inexactLiteral(q ast.Node) ast.Node {
	var found ast.Node
	ast.Inspect(q, func(n ast.Node) bool {
		if t, ok := n.(*ast.TypedLit); ok && found == nil && t.Type != nil &&
			t.Type.Kind == ast.TypeBinary && strings.EqualFold(t.Type.Name, "X") {
			found = t
		}
		return found == nil
	})
	return found
}
