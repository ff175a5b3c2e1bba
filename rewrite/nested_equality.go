package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passNestedEquality keeps the meaning of =, <>, IN and <, <=, >, >= on
// arrays and structs that hold NULL elements or fields, which engines
// compare differently (NestedNullsOf), and of the constructs that compare
// them the same way: ORDER BY, window ORDER BY, min, max, greatest, least,
// array membership and JOIN USING (nested_functions.go).
const passNestedEquality = "nested_equality"

// codeNestedCompare: a comparison of arrays or structs whose NULL
// elements the target compares differently, with no exact form.
const codeNestedCompare = "T140"

// NestedOrder is how a dialect orders arrays and structs (<, >) at a NULL
// element or field.
type NestedOrder uint8

const (
	// NestedNullsLast: a NULL element is larger than any value and equal
	// to a NULL (PostgreSQL, DuckDB).
	NestedNullsLast NestedOrder = iota
	// NestedNullsFirst: a NULL element is smaller than any value and
	// equal to a NULL (Spark, Hive).
	NestedNullsFirst
	// NestedUnknown: reaching a NULL pair before a deciding pair makes the
	// comparison NULL (the SQL standard's row comparison).
	NestedUnknown
	// NestedError: reaching a NULL element is an error (Trino, Presto).
	NestedError
)

// NestedNulls is how a dialect compares arrays and structs holding NULLs.
type NestedNulls struct {
	// NullsEqual: = treats two NULL elements as equal and a NULL element
	// as different from a value. Otherwise = is FALSE when a pair of
	// values differs (or the lengths do), else NULL when a NULL element
	// is involved, else TRUE (the SQL standard).
	NullsEqual bool
	// Order is the rule of <, <=, >, >=.
	Order NestedOrder
	// RowConstructors: two row constructors compare by the SQL standard's
	// rule at their first level whatever NullsEqual and Order say.
	RowConstructors bool
}

// NestedNullsOf is dialect's rule for comparing arrays and structs that
// hold NULLs (IS [NOT] DISTINCT FROM treats NULL elements as equal in all
// of them).
//
//   - PostgreSQL 15 (checked): ARRAY[1, NULL] = ARRAY[1, NULL] is TRUE and
//     ARRAY[1, NULL] > ARRAY[1, 2]; composite values compare the same way
//     (record_eq), but two row constructors compare as the SQL standard
//     says: ROW(1, NULL) = ROW(1, NULL) is NULL, ROW(1, NULL) < ROW(2,
//     NULL) is TRUE (PostgreSQL manual, "Row and Array Comparisons",
//     composite type comparison).
//   - DuckDB 1.5 (checked): [NULL] = [NULL] is TRUE, a NULL element or
//     field is larger than any value; (1, NULL) = (1, NULL) is TRUE.
//   - Trino, Presto: = is NULL when the answer depends on a NULL element;
//     ordering that reaches a NULL element is an error ("ARRAY comparison
//     not supported for arrays with null elements").
//   - Spark, Hive: NULL elements are equal and smaller than any value
//     (their array and struct orderings; the manuals do not say).
//   - the others: the SQL standard's rule for = and ordering, not checked
//     on their engines.
//
// The same rules hold beyond the comparison operators (nested_functions.go
// guards these in translation, the executor follows them):
//
//   - Ranking follows Order: ORDER BY and window ORDER BY keys, an
//     aggregate's ORDER BY, min and max (aggregate and window), the keys of
//     min_by and max_by, greatest and least. PostgreSQL 15 and DuckDB 1.5
//     (checked): max of [1, 2], [1, NULL], [NULL], [0] is [NULL], min [0];
//     greatest([1, 2], [1, NULL]) is [1, NULL]; OVER (ORDER BY a) ranks
//     [0], [1, 2], [1, NULL], [NULL]. Spark and Hive rank by the same
//     ordering as <, NULL elements first. Trino's min, max, greatest and
//     sort use its ordering operator, which raises the error above on
//     reaching a NULL element (its ArrayType and RowType comparison). Where
//     the rule is NestedUnknown a ranking still needs an answer: the
//     executor ranks NULL elements last there.
//   - Element equality follows NullsEqual: array_contains / contains /
//     list_contains, array_position / list_position, = ANY (array) and
//     the keys of JOIN ... ON a = b and JOIN ... USING (c). PostgreSQL
//     (checked): ROW(1, NULL) = ANY (ARRAY[ROW(1, NULL)]) is TRUE, even for
//     a row constructor, and array_position finds it; JOIN ON two arrays
//     [1, NULL] matches. DuckDB (checked): list_contains([[1, NULL]], [1,
//     NULL]) is TRUE, list_position finds it, USING (a) matches [1, NULL].
//     Spark: array_contains and array_position compare by its ordering,
//     NULL elements equal. Trino: contains and array_position raise an
//     error ("contains does not support arrays with elements that are
//     null or contain null") where an element comparison is NULL; a join
//     key with a NULL element matches nothing (=).
//   - Grouping treats NULL elements and fields as equal in every dialect:
//     GROUP BY, DISTINCT, PARTITION BY, count(DISTINCT), UNION, INTERSECT
//     and EXCEPT (checked on PostgreSQL 15 and DuckDB 1.5: [1, NULL] twice
//     is one group; Trino groups by IS NOT DISTINCT FROM, Spark by value):
//     nothing to keep.
func NestedNullsOf(dialect string) NestedNulls {
	switch dialect {
	case "postgres":
		return NestedNulls{NullsEqual: true, Order: NestedNullsLast, RowConstructors: true}
	case "duckdb":
		return NestedNulls{NullsEqual: true, Order: NestedNullsLast}
	case "spark", "hive":
		return NestedNulls{NullsEqual: true, Order: NestedNullsFirst}
	case "trino", "presto":
		return NestedNulls{Order: NestedError}
	}
	return NestedNulls{Order: NestedUnknown}
}

// at is the rule of one comparison: the standard's for two row
// constructors where the dialect says so.
func (n NestedNulls) at(l, r ast.Expr) NestedNulls {
	if n.RowConstructors && isStructCtor(l) && isStructCtor(r) {
		return NestedNulls{Order: NestedUnknown}
	}
	return n
}

func isStructCtor(e ast.Expr) bool {
	_, ok := e.(*ast.Struct)
	return ok
}

// nestedEquality rewrites the comparisons of arrays and structs whose
// operand types are known (from the schema or a constructor) where the
// source and target rules differ:
//
//   - = (<>) of two row constructors: field by field, joined by AND (OR),
//     with = (<>) where the source's NULL fields make the comparison
//     unknown and IS NOT DISTINCT FROM (IS DISTINCT FROM) where they are
//     equal; a field that is itself an array or a struct is refused;
//   - = of structs with fields of scalar types, for a target whose NULL
//     fields are equal, from a source where they are unknown: a.f = b.f
//     AND ... (a NULL struct gives NULL, as before);
//   - = of arrays or structs from a source whose NULL elements are equal
//     to a target where they are unknown: CASE WHEN a IS NULL OR b IS NULL
//     THEN NULL ELSE a IS NOT DISTINCT FROM b END (not for a struct in
//     PostgreSQL or ANSI, where a struct of NULL fields IS NULL);
//   - everything else where the rules differ is refused (T140): = of
//     arrays into a target whose NULL elements are equal (the exact form
//     needs the pairs of elements), ordering, IN.
//
// Comparisons whose operand types are not known are left as they are.
func nestedEquality(c *Context, s ast.Stmt) ast.Stmt {
	src, dst := NestedNullsOf(c.Source.Name), NestedNullsOf(c.Target.Name)
	if src == dst && c.Target.Name != "ansi" {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Select:
			return c.nestedEqualitySelect(x, src, dst)
		case *ast.Values:
			// a VALUES row compares as a select list does: an INSERT's,
			// a FROM item's, a LATERAL one reading the columns around it
			if !hasNestedCandidate(x) {
				return n
			}
			return c.nestedEqualityUnder(x, &scope{outer: c.outer[x.Span]}, nil, src, dst).(*ast.Values)
		case *ast.Query:
			c.nestedOrderBy(x, src, dst)
		}
		return n
	})
}

// nestedOrderBy refuses (T140) an ORDER BY (or SORT BY) key known to be
// an array or a struct where the source and the target place NULL
// elements apart (Spark first, DuckDB and PostgreSQL last, Trino raises an
// error): the rows would come in another order. A key may name a select
// item by its alias or position; a set operation's keys are read in its
// first select.
func (c *Context) nestedOrderBy(q *ast.Query, src, dst NestedNulls) {
	keys := append(append([]*ast.OrderItem(nil), q.OrderBy...), q.SortBy...)
	if len(keys) == 0 || src.Order == dst.Order {
		return
	}
	body := q.Body
	for {
		so, ok := body.(*ast.SetOp)
		if !ok {
			break
		}
		body = so.L
	}
	sel, ok := body.(*ast.Select)
	if !ok {
		return
	}
	sc := c.scopeOf(sel.From)
	for _, o := range keys {
		if o == nil {
			continue
		}
		k, _ := c.nestedKind(o.Expr, sc)
		if item := selectItemOf(sel, o.Expr); k == ast.TypeUnknown && item != nil {
			k, _ = c.nestedKind(item, sc)
		}
		if k != ast.TypeUnknown {
			c.Refuse(codeNestedCompare, o.Expr, "order by the elements or fields one by one",
				"ordering of %s values with NULL elements differs between %s and %s", kindWord(k), c.Source.Name, c.nestedTargetName())
			return
		}
	}
}

// selectItemOf is the select item an ORDER BY key names by position (ORDER
// BY 2) or by alias, else nil.
func selectItemOf(sel *ast.Select, e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind != ast.LitInt {
			return nil
		}
		n := 0
		for _, ch := range x.Value {
			if ch < '0' || ch > '9' || n > len(sel.Items) {
				return nil
			}
			n = n*10 + int(ch-'0')
		}
		if n >= 1 && n <= len(sel.Items) && sel.Items[n-1] != nil {
			return sel.Items[n-1].Expr
		}
	case *ast.ColumnRef:
		if len(x.Name) != 1 {
			return nil
		}
		for _, it := range sel.Items {
			if it != nil && it.Alias != nil && strings.EqualFold(it.Alias.Name, x.Name[0].Name) {
				return it.Expr
			}
		}
	}
	return nil
}

func (c *Context) nestedEqualitySelect(s *ast.Select, src, dst NestedNulls) *ast.Select {
	if !hasNestedCandidate(s) {
		return s
	}
	sc := c.scopeOf(s.From)
	sc.outer = c.outer[s.Span] // a correlated column's type too
	c.nestedUsing(s.From, src, dst)
	return c.nestedEqualityUnder(s, sc, s.Windows, src, dst).(*ast.Select)
}

// nestedEqualityUnder rewrites the comparisons under root (a SELECT or a
// VALUES, not its nested queries) with the scope sc and the named windows
// of a SELECT; root holds a candidate (hasNestedCandidate).
func (c *Context) nestedEqualityUnder(root ast.Node, sc *scope, windows []*ast.NamedWindow, src, dst NestedNulls) ast.Node {
	nested := nestedNodes(root)
	changed := false
	f := func(n ast.Node) ast.Node {
		if nested[n] {
			return n
		}
		switch x := n.(type) {
		case *ast.Binary:
			if e := c.nestedCompare(x, sc, src, dst); e != ast.Expr(x) {
				changed = true
				return e
			}
		case *ast.InList:
			if e := c.nestedInList(x, sc, src, dst); e != ast.Expr(x) {
				changed = true
				return e
			}
		case *ast.Case:
			c.nestedSimpleCase(x, sc, src, dst)
		case *ast.InSubquery:
			c.nestedSubquery(x, x.X, nil, ast.OpEq, sc, src, dst)
		case *ast.Quantified:
			c.nestedSubquery(x, x.X, x.Array, x.Op, sc, src, dst)
		case *ast.Func:
			c.nestedFunc(x, sc, windows, src, dst)
		}
		return n
	}
	out := ast.Rewrite(root, f)
	if changed {
		c.Fire(passNestedEquality)
	}
	return out
}

// hasNestedCandidate: s (a SELECT or a VALUES, not its subqueries) holds a comparison that may
// compare arrays or structs: one with no scalar literal operand, an IN
// list, a CASE with an operand, an IN or quantified subquery. The pass
// looks no further into a select without one.
func hasNestedCandidate(s ast.Node) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.Binary:
			switch x.Op {
			case ast.OpEq, ast.OpNe, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
				_, l := x.L.(*ast.Literal)
				_, r := x.R.(*ast.Literal)
				found = found || !l && !r
			}
		case *ast.InList, *ast.InSubquery, *ast.Quantified:
			found = true
		case *ast.Func:
			found = found || isNestedFunc(x)
		case *ast.Join:
			found = found || len(x.Using) > 0 || x.Natural
		case *ast.Case:
			found = found || x.Operand != nil
		}
		return !found
	})
	return found
}

// nestedKind is the kind (TypeArray, TypeStruct) of e when its type is
// known to be an array or a struct, else TypeUnknown.
func (c *Context) nestedKind(e ast.Expr, sc *scope) (ast.TypeKind, *ast.TypeName) {
	t := c.typeOf(e, sc)
	if t != nil && (t.Kind == ast.TypeArray || t.Kind == ast.TypeStruct) {
		return t.Kind, t
	}
	return ast.TypeUnknown, nil
}

// nestedMemberKind is the kind of x when x, tested for membership in the
// array arr (nil when there is none), is known to be an array or a struct,
// or is an element of an arr known to hold arrays or structs; TypeUnknown
// otherwise.
func (c *Context) nestedMemberKind(x, arr ast.Expr, sc *scope) ast.TypeKind {
	if k, _ := c.nestedKind(x, sc); k != ast.TypeUnknown || arr == nil {
		return k
	}
	if t := c.typeOf(arr, sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil &&
		(t.Elem.Kind == ast.TypeArray || t.Elem.Kind == ast.TypeStruct) {
		return t.Elem.Kind
	}
	return ast.TypeUnknown
}

// nestedInList: x IN (a, b, ...) is x = a OR x = b OR ...; where the rules
// differ and every item is a row constructor, as is x, that is what the
// target gets, each = compared exactly (nestedCompare): (r, s) IN (('EU',
// 'mall')) is ((r = 'EU' AND s = 'mall')) from a source whose NULL
// fields make the comparison unknown. Other IN lists of arrays or structs
// whose rules differ are refused (T140).
func (c *Context) nestedInList(x *ast.InList, sc *scope, src, dst NestedNulls) ast.Expr {
	k, _ := c.nestedKind(x.X, sc)
	for _, e := range x.List {
		if k != ast.TypeUnknown {
			break
		}
		k, _ = c.nestedKind(e, sc)
	}
	if k == ast.TypeUnknown {
		return x
	}
	differ, rows := false, isStructCtor(x.X)
	for _, e := range x.List {
		differ = differ || src.at(x.X, e).NullsEqual != c.targetRule(dst, x.X, e).NullsEqual
		rows = rows && isStructCtor(e)
	}
	if !differ {
		return x
	}
	if rows {
		var or ast.Expr
		for _, e := range x.List {
			eq := c.nestedCompare(&ast.Binary{Span: x.Span, Op: ast.OpEq, L: x.X, R: e}, sc, src, dst)
			if c.Diags.HasErrors() {
				return x
			}
			if or == nil {
				or = eq
			} else {
				or = &ast.Binary{Span: x.Span, Op: ast.OpOr, L: or, R: eq}
			}
		}
		if x.Not {
			return &ast.Unary{Span: x.Span, Op: ast.OpNot, X: or}
		}
		return or
	}
	c.Refuse(codeNestedCompare, x, "compare with = joined by OR, or IS NOT DISTINCT FROM",
		"IN over %s values: %s and %s compare NULL elements differently", kindWord(k), c.Source.Name, c.nestedTargetName())
	return x
}

// targetRule is the target's rule for a comparison of l and r. ANSI
// output is checked on PostgreSQL, which compares arrays and composite
// values (not two row constructors) by its own rule: there a comparison
// must come out the same under both, so for those operands the rule
// returned differs from the source's in = and in ordering (forcing the
// exact form or a refusal).
func (c *Context) targetRule(dst NestedNulls, l, r ast.Expr) NestedNulls {
	if c.Target.Name != "ansi" || isStructCtor(l) && isStructCtor(r) {
		return dst.at(l, r)
	}
	src := NestedNullsOf(c.Source.Name).at(l, r)
	out := NestedNulls{NullsEqual: !src.NullsEqual, Order: NestedUnknown}
	if src.Order == NestedUnknown {
		out.Order = NestedNullsLast
	}
	return out
}

// nestedSimpleCase refuses CASE x WHEN v over arrays or structs where the
// source and target compare NULL elements differently (the operand is
// compared as a value, even against a row constructor).
func (c *Context) nestedSimpleCase(x *ast.Case, sc *scope, src, dst NestedNulls) {
	if x.Operand == nil {
		return
	}
	k, _ := c.nestedKind(x.Operand, sc)
	if k == ast.TypeUnknown {
		return
	}
	if c.Target.Name == "ansi" || src.NullsEqual != dst.NullsEqual {
		c.Refuse(codeNestedCompare, x.Operand, "compare with = in a searched CASE",
			"CASE over %s values: %s and %s compare NULL elements differently", kindWord(k), c.Source.Name, c.nestedTargetName())
	}
}

// nestedSubquery refuses x IN (SELECT ...) and x op ANY/ALL (subquery or
// array arr) over arrays or structs where the source and target rules for
// op differ.
func (c *Context) nestedSubquery(at ast.Node, x, arr ast.Expr, op ast.BinaryOp, sc *scope, src, dst NestedNulls) {
	k := c.nestedMemberKind(x, arr, sc)
	if k == ast.TypeUnknown {
		return
	}
	d := c.targetRule(dst, x, nil)
	switch op {
	case ast.OpEq, ast.OpNe:
		if src.NullsEqual == d.NullsEqual {
			return
		}
	case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
		if src.Order == d.Order {
			return
		}
	default:
		return
	}
	c.Refuse(codeNestedCompare, at, "compare the elements one by one",
		"a quantified comparison of %s values: %s and %s compare NULL elements differently", kindWord(k), c.Source.Name, c.nestedTargetName())
}

func kindWord(k ast.TypeKind) string {
	if k == ast.TypeArray {
		return "array"
	}
	return "struct"
}

func (c *Context) nestedCompare(x *ast.Binary, sc *scope, src, dst NestedNulls) ast.Expr {
	switch x.Op {
	case ast.OpEq, ast.OpNe, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
	default:
		return x
	}
	kind, lt := c.nestedKind(x.L, sc)
	rk, rt := c.nestedKind(x.R, sc)
	if kind == ast.TypeUnknown {
		kind, lt = rk, rt
	} else if rt == nil {
		rt = lt
	}
	if lt == nil {
		return x
	}
	if rt == nil {
		rt = lt
	}
	s, d := src.at(x.L, x.R), c.targetRule(dst, x.L, x.R)
	if x.Op != ast.OpEq && x.Op != ast.OpNe {
		if s.Order != d.Order {
			c.Refuse(codeNestedCompare, x, "compare the elements one by one",
				"ordering of %s values with NULL elements differs between %s and %s", kindWord(kind), c.Source.Name, c.nestedTargetName())
		}
		return x
	}
	if s.NullsEqual == d.NullsEqual {
		return x
	}
	eq := x.Op == ast.OpEq
	ls, lok := x.L.(*ast.Struct)
	rs, rok := x.R.(*ast.Struct)
	switch {
	case lok && rok:
		if len(ls.Fields) != len(rs.Fields) {
			return x
		}
		var ops []ast.Expr
		for i := range ls.Fields {
			a, b := ls.Fields[i].Value, rs.Fields[i].Value
			if k, _ := c.nestedKind(a, sc); k != ast.TypeUnknown {
				return c.refuseNested(x, kind)
			}
			if k, _ := c.nestedKind(b, sc); k != ast.TypeUnknown {
				return c.refuseNested(x, kind)
			}
			ops = append(ops, fieldCompare(x, a, b, eq, s.NullsEqual))
		}
		return joinCompare(x, ops, eq)
	case !s.NullsEqual && kind == ast.TypeStruct:
		// the target's NULL fields are equal: compare field by field
		st := lt
		if st.Kind != ast.TypeStruct {
			st = rt
		}
		if st.Kind != ast.TypeStruct || len(st.Fields) == 0 || !simpleOperand(x.L) || !simpleOperand(x.R) {
			return c.refuseNested(x, kind)
		}
		var ops []ast.Expr
		for i, f := range st.Fields {
			if f.Type != nil && (f.Type.Kind == ast.TypeArray || f.Type.Kind == ast.TypeStruct || f.Type.Kind == ast.TypeMap) || f.Name.Name == "" {
				return c.refuseNested(x, kind)
			}
			a, ok1 := fieldOf(x.L, f.Name, i, len(st.Fields))
			b, ok2 := fieldOf(x.R, f.Name, i, len(st.Fields))
			if !ok1 || !ok2 {
				return c.refuseNested(x, kind)
			}
			ops = append(ops, fieldCompare(x, a, b, eq, false))
		}
		return joinCompare(x, ops, eq)
	case s.NullsEqual:
		// the target's NULL elements make = unknown: NULL-safe comparison
		// of two non-NULL values
		if kind == ast.TypeStruct && (c.Target.Name == "postgres" || c.Target.Name == "ansi") ||
			!simpleOperand(x.L) || !simpleOperand(x.R) {
			return c.refuseNested(x, kind)
		}
		sp := x.Span
		var same ast.Expr = &ast.Binary{Span: sp, Op: ast.OpIsNotDistinct, L: x.L, R: x.R}
		if !eq {
			same = &ast.Unary{Span: sp, Op: ast.OpNot, X: same}
		}
		return &ast.Case{Span: sp, Whens: []*ast.When{{
			Span: sp,
			Cond: &ast.Binary{Span: sp, Op: ast.OpOr,
				L: &ast.IsNull{Span: sp, X: x.L},
				R: &ast.IsNull{Span: sp, X: x.R}},
			Result: &ast.Literal{Span: sp, Kind: ast.LitNull},
		}}, Else: same}
	}
	return c.refuseNested(x, kind)
}

func (c *Context) refuseNested(x *ast.Binary, kind ast.TypeKind) ast.Expr {
	c.Refuse(codeNestedCompare, x, "compare the elements one by one",
		"= of %s values with NULL elements: %s and %s compare NULL elements differently", kindWord(kind), c.Source.Name, c.nestedTargetName())
	return x
}

// nestedTargetName names the target in a refusal: ANSI output must also
// hold on PostgreSQL, whose arrays and composite values compare by its
// own rule.
func (c *Context) nestedTargetName() string {
	if c.Target.Name == "ansi" {
		return "ansi (as PostgreSQL runs it)"
	}
	return c.Target.Name
}

// fieldCompare compares two fields: = (<>) when NULL fields make the
// comparison unknown, else IS NOT DISTINCT FROM (IS DISTINCT FROM).
func fieldCompare(at *ast.Binary, a, b ast.Expr, eq, nullsEqual bool) ast.Expr {
	op := ast.OpEq
	switch {
	case nullsEqual && eq:
		op = ast.OpIsNotDistinct
	case nullsEqual:
		op = ast.OpIsDistinct
	case !eq:
		op = ast.OpNe
	}
	return &ast.Binary{Span: at.Span, Op: op, L: a, R: b}
}

// joinCompare joins field comparisons by AND for =, OR for <>.
func joinCompare(at *ast.Binary, ops []ast.Expr, eq bool) ast.Expr {
	join := ast.OpAnd
	if !eq {
		join = ast.OpOr
	}
	out := ops[0]
	for _, o := range ops[1:] {
		out = &ast.Binary{Span: at.Span, Op: join, L: out, R: o}
	}
	return out
}

// fieldOf is field name (the i-th of n) of the struct e: the field's value
// for a constructor, else a field access.
func fieldOf(e ast.Expr, name ast.Ident, i, n int) (ast.Expr, bool) {
	if s, ok := e.(*ast.Struct); ok {
		if len(s.Fields) != n {
			return nil, false
		}
		return s.Fields[i].Value, true
	}
	if _, ok := e.(*ast.ColumnRef); !ok {
		return nil, false
	}
	return &ast.FieldAccess{Span: e.SpanOf(), X: e, Name: name}, true
}

// simpleOperand: e may be evaluated twice (a column, a literal, or a
// constructor, cast or field of those).
func simpleOperand(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ColumnRef, *ast.Literal, *ast.Array, *ast.Struct, *ast.StructField, *ast.Cast,
			*ast.TypeName, *ast.FieldType, *ast.FieldAccess, *ast.Ident:
			return true
		case nil:
			return true
		}
		ok = false
		return false
	})
	return ok
}
