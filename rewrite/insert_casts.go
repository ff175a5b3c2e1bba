package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passInsertCasts makes the conversion an INSERT applies to each value
// explicit, as the source dialect applies it: a value whose type is not
// the column's is wrapped in a CAST to the column's type, which cast
// lowering (lower_casts.go) then writes for the target. Hive casts the
// value as its CAST does (7/2 into an INT column is 3, CAST truncates);
// PostgreSQL's assignment cast of a double rounds it half to even (4), as
// its CAST does; without the cast a translation would store the target's
// own conversion of the value.
//
// The cast is added only where the target's INSERT could store another
// value than the source's (insertAgree); a NULL, a value of the column's
// type, an integer into a wider numeric column and the like are left as
// written. Where the source's INSERT raises for the pair (PostgreSQL's
// text into an integer column, Trino's varchar into a date column,
// BigQuery's FLOAT64 into INT64) or its rule is not documented here, the
// value is left as written too: a cast would make the target accept what
// the source rejects.
//
// Without the column's type (no schema, a table lateral does not know),
// the INSERT is kept and a warning (W023) says when a value of fractional
// or unknown type may be stored otherwise by the target.
const passInsertCasts = "insert_casts"

// Diagnostic codes of INSERT conversions.
const (
	// codeInsertUntyped: the type of an inserted value or of its column is
	// not known, and the source and the target convert some value of that
	// kind otherwise on INSERT.
	codeInsertUntyped = "W023"
	// codeInsertShape: an INSERT whose values need a cast in a query
	// shape the pass does not rewrite (a set operation other than UNION
	// ALL, SELECT DISTINCT, ORDER BY with LIMIT): casting each item would
	// change which rows the query yields.
	codeInsertShape = "T079"
	// codeInsertCount: an INSERT whose rows have more values than the
	// table (or its column list) has columns, which every dialect raises
	// for (PostgreSQL 15: INSERT has more expressions than target columns).
	codeInsertCount = "T080"
)

// castsOnInsert reports whether dialect's INSERT converts a value of type
// from (nil: not known) to the column type to as its CAST does. false when
// it raises for the pair or its rule is not documented here.
//
//   - Hive inserts through a conversion select that casts each value to its
//     column's type (the cast UDFs: a double into an INT is truncated, as
//     CAST(1.5 AS INT) = 1, Hive Language Manual, Types); DuckDB casts
//     implicitly (checked on DuckDB: 3.5::DOUBLE into INT is 4, the VARCHAR
//     '2.5' into INT is 3, as its CAST); Snowflake coerces "whenever
//     necessary and possible" (Snowflake, Data type conversion: FLOAT into
//     INTEGER is rounded to the nearest integer).
//   - Spark's default store assignment policy (ANSI, Spark SQL ANSI
//     compliance) casts a number into a numeric column and an atomic value
//     into a string one, and refuses the others (a string into an int).
//   - PostgreSQL applies assignment casts: between numeric types (the same
//     functions as its CAST: checked on PostgreSQL 15, 3.5::float8 into int
//     is 4, 2.5 is 3) and into text (I/O conversion); a text or boolean
//     value into an integer column raises.
//   - Trino coerces between numeric types on INSERT (trinodb/trino#2061,
//     "Support narrowing type coercions during INSERT": the coercions of
//     the SQL standard's store assignment), taken here to be its CAST (not
//     run on an engine); other types raise "Insert query has mismatched
//     column types".
//   - Presto, BigQuery (only coercible types), Doris, Drill, ANSI: not
//     taken.
func castsOnInsert(dialect string, from, to *ast.TypeName) bool {
	switch dialect {
	case "hive", "duckdb", "snowflake":
		return true
	}
	if from == nil || !knownType(from) {
		return false
	}
	numeric := from.Kind.IsNumeric() && to.Kind.IsNumeric()
	switch dialect {
	case "spark", "postgres":
		return numeric || to.Kind.IsText() && atomicType(from)
	case "trino":
		return numeric
	}
	return false
}

// atomicType: t is neither a collection nor a struct nor a type lateral
// does not model.
func atomicType(t *ast.TypeName) bool {
	switch t.Kind {
	case ast.TypeUnknown, ast.TypeArray, ast.TypeMap, ast.TypeStruct, ast.TypeOther:
		return false
	}
	return true
}

// javaCastFamily: Hive and Spark share their casts' rules (both from
// Hive's: a double's text is Java's, a fraction is truncated).
func javaCastFamily(d string) bool { return d == "hive" || d == "spark" }

// castAgree reports whether the source's and the target's CASTs of a
// value of type from to the type to give the same value (or both raise),
// as far as documented here.
func castAgree(src, tgt string, from, to *ast.TypeName) bool {
	if src == tgt || javaCastFamily(src) && javaCastFamily(tgt) {
		return true
	}
	switch {
	case from.Kind.IsInteger():
		// exact into any numeric type; an integer's text is its digits
		// (an overflow raises, or wraps in Hive: a CAST would not change
		// the target's handling of it)
		return to.Kind.IsNumeric() || to.Kind.IsText()
	case from.Kind == ast.TypeDouble || from.Kind == ast.TypeReal:
		switch {
		case to.Kind.IsInteger():
			sf, _ := castRules(src)
			tf, _ := castRules(tgt)
			return sf != fracUnknown && sf == tf
		case to.Kind == ast.TypeDouble || to.Kind == ast.TypeReal:
			return true
		case to.Kind.IsText():
			return floatTextSame(src, tgt)
		}
	case from.Kind == ast.TypeDecimal:
		switch {
		case to.Kind.IsInteger():
			_, sd := castRules(src)
			_, td := castRules(tgt)
			return sd != fracUnknown && sd == td
		case to.Kind == ast.TypeDouble || to.Kind == ast.TypeReal:
			return true
		case to.Kind.IsText():
			// both write the digits with the scale's zeros (checked on
			// PostgreSQL 15 and DuckDB: DECIMAL(5,2) 2.5 is '2.50')
			return (src == "postgres" || src == "duckdb") && (tgt == "postgres" || tgt == "duckdb")
		}
	case from.Kind.IsText():
		switch {
		case to.Kind.IsText():
			return true
		case to.Kind.IsInteger():
			r := stringCastRule(src)
			return r != fracUnknown && r == stringCastRule(tgt)
		}
	}
	return false
}

// insertAgree reports whether the target's INSERT of a value of type from
// into a column of type to stores what the source's does: both convert it
// as their CASTs do, and those agree.
func insertAgree(src, tgt string, from, to *ast.TypeName) bool {
	return castsOnInsert(src, from, to) && castsOnInsert(tgt, from, to) && castAgree(src, tgt, from, to)
}

// silentDiff reports whether the source and the target both store a value
// of type from into a column of type to, but may store different values.
func silentDiff(src, tgt string, from, to *ast.TypeName) bool {
	return castsOnInsert(src, from, to) && !insertAgree(src, tgt, from, to) &&
		(castsOnInsert(tgt, from, to) || tgt == "doris" || tgt == "drill" || tgt == "ansi")
}

// Representative types for a value or a column whose type is not known.
var (
	anyInt     = &ast.TypeName{Kind: ast.TypeInt}
	anyDouble  = &ast.TypeName{Kind: ast.TypeDouble}
	anyDecimal = &ast.TypeName{Kind: ast.TypeDecimal}
	anyString  = &ast.TypeName{Kind: ast.TypeString}
)

// InsertCasts runs the pass over an INSERT statement; other statements are
// returned as they are.
func InsertCasts(c *Context, s ast.Stmt) ast.Stmt {
	ins, ok := s.(*ast.Insert)
	if !ok || ins.Query == nil || c.Source.Name == c.Target.Name {
		return s
	}
	c.noteCTEs(s) // query_types.go
	r := &insertRun{c: c, ins: ins, unsure: -1}
	cols := r.targetColumns()
	// static partition values
	var part []*ast.PartitionValue
	changed := false
	for _, pv := range ins.Partition {
		np := pv
		if pv.Value != nil {
			if e := r.convert(pv.Value, r.column(pv.Column.Name), &scope{}); e != pv.Value {
				cp := *pv
				cp.Value = e
				np, changed = &cp, true
			}
		}
		part = append(part, np)
	}
	q := r.query(ins.Query, cols)
	if c.Diags.HasErrors() || !changed && q == ins.Query {
		return s
	}
	out := *ins
	out.Query = q
	if changed {
		out.Partition = part
	}
	c.Fire(passInsertCasts)
	return &out
}

// insertRun is the pass over one INSERT.
type insertRun struct {
	c      *Context
	ins    *ast.Insert
	def    *TableDef
	warned bool
	// widen: the columns in which the branches of the UNION ALL being
	// rewritten give both DOUBLE (or REAL) and DECIMAL values, which the
	// source's UNION makes DOUBLE before the INSERT converts them
	widen map[int]bool
	// unsure: the columns from which on a branch of that UNION ALL has a
	// * whose columns are not known, so that whether the UNION makes a
	// DECIMAL of the other branches a DOUBLE cannot be told (-1: none)
	unsure int
}

// column is the type of the table's column name, nil when not known.
func (r *insertRun) column(name string) *ast.TypeName {
	if r.def == nil {
		return nil
	}
	for _, col := range r.def.Columns {
		if strings.EqualFold(col.Name, name) {
			return col.Type
		}
	}
	return nil
}

// targetColumns is the type of the column each value of a row goes to, in
// order (nil entries: not known); nil when the table is not known. An
// explicit column list names them; with Hive's PARTITION clause they are
// the table's columns but those of the clause, then its dynamic ones in
// the clause's order.
func (r *insertRun) targetColumns() []*ast.TypeName {
	r.def = r.c.Schema.Table(r.ins.Table)
	if r.def == nil {
		return nil
	}
	var out []*ast.TypeName
	if len(r.ins.Columns) > 0 {
		for _, id := range r.ins.Columns {
			out = append(out, r.column(id.Name))
		}
		return out
	}
	inClause := map[string]bool{}
	for _, pv := range r.ins.Partition {
		inClause[strings.ToLower(pv.Column.Name)] = true
	}
	for _, col := range r.def.Columns {
		if !inClause[strings.ToLower(col.Name)] {
			out = append(out, col.Type)
		}
	}
	for _, pv := range r.ins.Partition {
		if pv.Value == nil {
			out = append(out, r.column(pv.Column.Name))
		}
	}
	return out
}

// tooMany refuses (T080), at the first value too many, a row of n values
// for the columns cols, when the table is known and has fewer.
func (r *insertRun) tooMany(at ast.Node, n int, cols []*ast.TypeName) bool {
	if r.def == nil || n <= len(cols) {
		return false
	}
	columns := "columns"
	if len(cols) == 1 {
		columns = "column"
	}
	r.c.Refuse(codeInsertCount, at, "give one value per column, or name the columns: INSERT INTO t (a, b) ...",
		"this INSERT gives %d values for the %d %s of %s: every dialect raises for it", n, len(cols), columns, r.def.Name)
	return true
}

// colAt is the type of the i-th value's column, nil when not known.
func colAt(cols []*ast.TypeName, i int) *ast.TypeName {
	if i < len(cols) {
		return cols[i]
	}
	return nil
}

// query rewrites the values of q, whose rows go to the columns cols.
func (r *insertRun) query(q *ast.Query, cols []*ast.TypeName) *ast.Query {
	ordered := (len(q.OrderBy) > 0 || len(q.SortBy) > 0) && (q.Limit != nil || q.Offset != nil)
	body := r.body(q.Body, cols, ordered)
	if body == q.Body {
		return q
	}
	nq := *q
	nq.Body = body
	return &nq
}

// body rewrites a query body: each row of VALUES, the items of a SELECT,
// each branch of UNION ALL. ordered: the query around picks its rows by
// an ORDER BY, which may read the items.
func (r *insertRun) body(b ast.QueryExpr, cols []*ast.TypeName, ordered bool) ast.QueryExpr {
	switch x := b.(type) {
	case *ast.Values:
		sc := &scope{outer: r.c.outer[x.Span]}
		var rows [][]ast.Expr
		changed := false
		for _, row := range x.Rows {
			if len(row) > 0 && r.tooMany(row[min(len(cols), len(row)-1)], len(row), cols) {
				return b
			}
			nr := row
			for i, e := range row {
				if ne := r.convertIn(e, i, colAt(cols, i), sc); ne != e {
					if sameSlice(nr, row) {
						nr = append([]ast.Expr(nil), row...)
					}
					nr[i] = ne
					changed = true
				}
			}
			rows = append(rows, nr)
		}
		if !changed {
			return b
		}
		nv := *x
		nv.Rows = rows
		return &nv
	case *ast.Select:
		return r.selectItems(x, cols, ordered)
	case *ast.SetOp:
		if !x.All || x.Op != ast.Union || ordered {
			if r.needsAny(x, cols) {
				r.c.Refuse(codeInsertShape, x, "cast each value to its column's type in the query",
					"the values of this INSERT need a cast to their columns' types (%s converts them otherwise than %s), which cannot be added to each branch of this set operation without changing its rows",
					r.c.Source.Name, r.c.Target.Name)
				return b
			}
			// nothing to cast: the branches are read for the warnings only
			r.body(x.L, cols, false)
			r.body(x.R, cols, false)
			return b
		}
		if r.widen == nil {
			r.widen, r.unsure = r.mixedFractions(x)
			defer func() { r.widen, r.unsure = nil, -1 }()
		}
		l, rr := r.body(x.L, cols, false), r.body(x.R, cols, false)
		if l == x.L && rr == x.R {
			return b
		}
		ns := *x
		ns.L, ns.R = l, rr
		return &ns
	case *ast.Query:
		return r.query(x, cols)
	}
	// a body of another kind: warn as without the columns' types
	r.warnUnknown(b, nil)
	return b
}

// mixedFractions is the columns in which the rows of the set operation b
// (its SELECT items and VALUES rows) are of both a floating-point and a
// DECIMAL type. A UNION ALL gives such a column the DOUBLE type (PostgreSQL
// 15 and DuckDB: SELECT 1.5::float8 UNION ALL SELECT 2.5 into an integer
// column stores 2 and 2, the 2.5 made a double and rounded half to even),
// whose conversion is not the DECIMAL's. A * of a branch stands for its
// columns where the schema knows them (starItems); where it does not,
// unsure is the position of the first such * (the columns from there on
// may be of any type), else -1.
func (r *insertRun) mixedFractions(b ast.QueryExpr) (widen map[int]bool, unsure int) {
	unsure = -1
	float, dec := map[int]bool{}, map[int]bool{}
	note := func(i int, t *ast.TypeName) {
		switch {
		case t == nil:
		case t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal:
			float[i] = true
		case t.Kind == ast.TypeDecimal:
			dec[i] = true
		}
	}
	var walk func(b ast.QueryExpr)
	walk = func(b ast.QueryExpr) {
		switch x := b.(type) {
		case *ast.SetOp:
			walk(x.L)
			walk(x.R)
		case *ast.Query:
			walk(x.Body)
		case *ast.Select:
			sc := r.c.scopeOf(x.From)
			sc.outer = r.c.outer[x.Span]
			items, ok := r.starItems(x)
			for i, it := range items {
				if _, star := it.Expr.(*ast.Star); star && !ok || len(it.Aliases) > 0 {
					if unsure < 0 || i < unsure {
						unsure = i
					}
					break
				}
				note(i, r.c.typeOf(it.Expr, sc))
			}
		case *ast.Values:
			sc := &scope{outer: r.c.outer[x.Span]}
			for _, row := range x.Rows {
				for i, e := range row {
					note(i, r.c.typeOf(e, sc))
				}
			}
		}
	}
	walk(b)
	widen = map[int]bool{}
	for i := range dec {
		if float[i] {
			widen[i] = true
		}
	}
	return widen, unsure
}

// starItems is the items of s with each * (or t.*) written as the
// columns it stands for, each qualified by its relation's name, where
// they are known: FROM holds tables of the schema only, joined without
// USING or NATURAL (which would merge columns), their columns named in
// lower case; ok is false (and the items are s's) otherwise.
func (r *insertRun) starItems(s *ast.Select) (items []*ast.SelectItem, ok bool) {
	if !hasStar(s.Items) {
		return s.Items, true
	}
	if len(s.LateralViews) > 0 {
		return s.Items, false
	}
	type rel struct {
		name ast.Ident
		cols []ColumnInfo
	}
	var rels []rel
	var add func(t ast.TableExpr) bool
	add = func(t ast.TableExpr) bool {
		switch x := t.(type) {
		case *ast.Table:
			def := r.c.Schema.Table(x.Name)
			if def == nil || r.c.cteOf(x) != nil || x.Alias != nil && len(x.Alias.Columns) > 0 {
				return false
			}
			name := x.Name.Last()
			if x.Alias != nil {
				name = x.Alias.Name
			}
			for _, col := range def.Columns {
				// a lower-case name, written the same unquoted in every
				// dialect (ansi_struct.go)
				if !plainName(col.Name) || col.Name[0] >= '0' && col.Name[0] <= '9' {
					return false
				}
			}
			rels = append(rels, rel{name: name, cols: def.Columns})
			return true
		case *ast.Join:
			return !x.Natural && len(x.Using) == 0 && add(x.Left) && add(x.Right)
		}
		return false
	}
	for _, t := range s.From {
		if !add(t) {
			return s.Items, false
		}
	}
	if len(rels) == 0 {
		return s.Items, false
	}
	for _, it := range s.Items {
		st, star := it.Expr.(*ast.Star)
		if !star {
			items = append(items, it)
			continue
		}
		found := false
		for _, rl := range rels {
			if len(st.Table) > 0 && !strings.EqualFold(st.Table.Last().Name, rl.name.Name) {
				continue
			}
			found = true
			for _, col := range rl.cols {
				q := rl.name
				q.Span = st.Span
				ref := &ast.ColumnRef{Span: st.Span, Name: ast.QName{q, {Span: st.Span, Name: col.Name}}}
				items = append(items, &ast.SelectItem{Span: st.Span, Expr: ref})
			}
		}
		if !found {
			return s.Items, false
		}
	}
	return items, true
}

// convertIn is convert for the value e of column i of a row: a DECIMAL
// that the set operation around makes a DOUBLE (widened) is converted as
// a DOUBLE, where a cast is needed.
func (r *insertRun) convertIn(e ast.Expr, i int, col *ast.TypeName, sc *scope) ast.Expr {
	if r.unsure >= 0 && i >= r.unsure && !r.widen[i] && r.needs(e, col, sc) {
		if t := r.c.typeOf(e, sc); t != nil && t.Kind == ast.TypeDecimal && !r.warned {
			r.warn(e, "a * of this UNION ALL stands for columns of unknown type: if this value's column is a DOUBLE there, %s's UNION makes this DECIMAL a DOUBLE, which is stored otherwise into a column of type %s; give the tables' columns with --schema",
				r.c.Source.Name, strings.ToUpper(col.Kind.String()))
		}
	}
	w := r.widened(e, i, sc)
	if ne := r.convert(w, col, sc); ne != w {
		return ne
	}
	return e
}

// widened is the value e of column i as the set operation around gives
// it: a DECIMAL cast to DOUBLE where other rows of the column are
// floating-point (mixedFractions), else e.
func (r *insertRun) widened(e ast.Expr, i int, sc *scope) ast.Expr {
	if !r.widen[i] {
		return e
	}
	if t := r.c.typeOf(e, sc); t == nil || t.Kind != ast.TypeDecimal {
		return e
	}
	sp := e.SpanOf()
	return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
}

// sameSlice: a and b share their first element (b not copied yet).
func sameSlice(a, b []ast.Expr) bool { return len(a) > 0 && len(b) > 0 && &a[0] == &b[0] }

// selectItems casts the items of one SELECT to their columns' types.
func (r *insertRun) selectItems(s *ast.Select, cols []*ast.TypeName, ordered bool) ast.QueryExpr {
	sc := r.c.scopeOf(s.From)
	sc.outer = r.c.outer[s.Span]
	orig := s
	if expanded, ok := r.starItems(s); ok && hasStar(s.Items) {
		// a * of known columns: its columns are the values, written out
		// where one needs a cast
		cp := *s
		cp.Items = expanded
		s = &cp
	}
	for _, it := range s.Items {
		if _, ok := it.Expr.(*ast.Star); ok || len(it.Aliases) > 0 {
			// the values' positions are not known: warn as without the
			// columns' types, and refuse where a TIMESTAMP or TIME
			// column would round their digits otherwise
			if r.tsUnplacedDigits(it, cols) { // insert_ts_digits.go
				return orig
			}
			r.warnUnknown(it, nil)
			return orig
		}
	}
	if len(s.Items) > 0 && r.tooMany(s.Items[min(len(cols), len(s.Items)-1)], len(s.Items), cols) {
		return orig
	}
	if (s.Distinct || len(s.DistinctOn) > 0 || ordered) && r.needsItems(s, cols, sc) {
		r.c.Refuse(codeInsertShape, s, "cast each value to its column's type in the query",
			"the values of this INSERT need a cast to their columns' types (%s converts them otherwise than %s), which cannot be added to the items of this SELECT without changing its rows",
			r.c.Source.Name, r.c.Target.Name)
		return s
	}
	if s.GroupBy != nil && s.GroupBy.All && r.needsItems(s, cols, sc) {
		r.c.Refuse(codeInsertShape, s.GroupBy, "cast each value to its column's type in the query, and group by the items' expressions",
			"the values of this INSERT need a cast to their columns' types (%s converts them otherwise than %s), and GROUP BY ALL would then group by the cast values",
			r.c.Source.Name, r.c.Target.Name)
		return s
	}
	var items []*ast.SelectItem
	// the original expressions of the cast items, by position and by
	// output name, for the GROUP BY, HAVING and QUALIFY that name them
	byPos := map[int]ast.Expr{}
	byName := map[string]ast.Expr{}
	for i, it := range s.Items {
		ni := it
		if e := r.convertIn(it.Expr, i, colAt(cols, i), sc); e != it.Expr {
			cp := *it
			cp.Expr = e
			if cp.Alias == nil {
				// keep the item's name where it had one: a column's
				if cr, ok := it.Expr.(*ast.ColumnRef); ok {
					id := cr.Name.Last()
					cp.Alias = &ast.Ident{Span: id.Span, Name: id.Name, Quoted: id.Quoted}
				}
			}
			byPos[i+1] = it.Expr
			if cp.Alias != nil {
				byName[strings.ToLower(cp.Alias.Name)] = it.Expr
			}
			ni = &cp
		}
		items = append(items, ni)
	}
	if len(byPos) == 0 {
		return orig
	}
	ns := *s
	ns.Items = items
	// A GROUP BY position or output name, and an output name in HAVING
	// or QUALIFY, still mean the item as the source computed it.
	if s.GroupBy != nil {
		g := *s.GroupBy
		g.Items = nil
		for _, e := range s.GroupBy.Items {
			g.Items = append(g.Items, r.groupRef(e, byPos, byName, sc))
		}
		ns.GroupBy = &g
	}
	if s.Having != nil {
		ns.Having = namesToItems(s.Having, byName, sc)
	}
	if s.Qualify != nil {
		ns.Qualify = namesToItems(s.Qualify, byName, sc)
	}
	return &ns
}

// groupRef is the GROUP BY item e with a position or an output name of a
// cast item replaced by the item's original expression (also inside
// GROUPING SETS, ROLLUP and CUBE).
func (r *insertRun) groupRef(e ast.Expr, byPos map[int]ast.Expr, byName map[string]ast.Expr, sc *scope) ast.Expr {
	each := func(in []ast.Expr) []ast.Expr {
		out := make([]ast.Expr, len(in))
		for i, x := range in {
			out[i] = r.groupRef(x, byPos, byName, sc)
		}
		return out
	}
	switch x := e.(type) {
	case *ast.Literal:
		if k, ok := intLiteral(x); ok && byPos[k] != nil {
			return byPos[k]
		}
		return e
	case *ast.GroupingSets:
		g := *x
		g.Sets = nil
		for _, set := range x.Sets {
			g.Sets = append(g.Sets, each(set))
		}
		return &g
	case *ast.Rollup:
		g := *x
		g.Exprs = each(x.Exprs)
		return &g
	case *ast.Cube:
		g := *x
		g.Exprs = each(x.Exprs)
		return &g
	}
	return namesToItems(e, byName, sc)
}

// namesToItems replaces in e (outside its nested queries) each bare name
// that is no column of FROM and is the output name of a cast item by the
// item's original expression.
func namesToItems(e ast.Expr, byName map[string]ast.Expr, sc *scope) ast.Expr {
	if len(byName) == 0 {
		return e
	}
	nested := nestedNodes(e)
	return ast.Rewrite(e, func(n ast.Node) ast.Node {
		cr, ok := n.(*ast.ColumnRef)
		if !ok || nested[n] || len(cr.Name) != 1 || sc.lookupCol(cr.Name) != nil {
			return n
		}
		if orig := byName[strings.ToLower(cr.Name[0].Name)]; orig != nil {
			return orig
		}
		return n
	}).(ast.Expr)
}

// needsAny reports whether a value of body needs a cast (nothing is
// reported).
func (r *insertRun) needsAny(b ast.QueryExpr, cols []*ast.TypeName) bool {
	switch x := b.(type) {
	case *ast.SetOp:
		return r.needsAny(x.L, cols) || r.needsAny(x.R, cols)
	case *ast.Select:
		sc := r.c.scopeOf(x.From)
		sc.outer = r.c.outer[x.Span]
		return r.needsItems(x, cols, sc)
	case *ast.Values:
		for _, row := range x.Rows {
			for i, e := range row {
				if r.needs(e, colAt(cols, i), &scope{}) {
					return true
				}
			}
		}
	case *ast.Query:
		return r.needsAny(x.Body, cols)
	}
	return false
}

func (r *insertRun) needsItems(s *ast.Select, cols []*ast.TypeName, sc *scope) bool {
	for i, it := range s.Items {
		if r.needs(it.Expr, colAt(cols, i), sc) {
			return true
		}
	}
	return false
}

// needs reports whether the value e, going to a column of type col, needs
// a cast: the source's INSERT converts it as a CAST, and the target's
// could store another value.
func (r *insertRun) needs(e ast.Expr, col *ast.TypeName, sc *scope) bool {
	if col == nil || !atomicType(col) || isNullLit(e) {
		return false
	}
	src, tgt := r.c.Source.Name, r.c.Target.Name
	t := r.c.typeOf(e, sc)
	if !knownType(t) {
		if !castsOnInsert(src, nil, col) {
			return false
		}
		if r.c.integralValue(e, sc) {
			t = anyInt
		} else {
			// a value of unknown type: cast where a fractional one would
			// be stored otherwise
			return !insertAgree(src, tgt, anyDouble, col) || !insertAgree(src, tgt, anyDecimal, col)
		}
	}
	if sameType(t, col) || t.Kind.IsText() && col.Kind.IsText() || t.Kind == col.Kind && t.Kind == ast.TypeDecimal {
		return false
	}
	if lit, ok := e.(*ast.Literal); ok && lit.Kind == ast.LitString && col.Kind.IsInteger() && plainDigits(lit.Value) {
		return false // read alike
	}
	return castsOnInsert(src, t, col) && !insertAgree(src, tgt, t, col)
}

// convert is the value e for a column of type col (nil: not known): cast
// to it where needed, with a warning where the type of the value or of
// the column is not known and the dialects may store it otherwise.
func (r *insertRun) convert(e ast.Expr, col *ast.TypeName, sc *scope) ast.Expr {
	if col == nil || !knownType(col) {
		r.warnUnknown(e, sc)
		return e
	}
	if col.Kind == ast.TypeTimestampTZ && r.c.Source.Name == "trino" && r.c.trinoText(e, sc) {
		r.c.refuseTrinoTextTZ(e, "stored into") // trino_text_tz.go: Trino raises
		return e
	}
	if col.Kind == ast.TypeTimestampTZ && r.c.Source.Name == "bigquery" && !r.c.Run && r.c.bqNonLitText(e, sc) {
		r.c.refuseBqTextTS(e, "stored into") // bq_utc_read.go: BigQuery raises
		return e
	}
	if ne := r.c.tsTextOperand(e, col); ne != e { // ts_text_digits.go
		return r.tsInsertDigits(ne, col, sc)
	}
	if ne := r.tsInsertDigits(e, col, sc); ne != e { // insert_ts_digits.go
		return ne
	}
	if !r.needs(e, col, sc) {
		if t := r.c.typeOf(e, sc); !knownType(t) && !isNullLit(e) && atomicType(col) && !r.c.integralValue(e, sc) &&
			(silentDiff(r.c.Source.Name, r.c.Target.Name, anyDouble, col) || silentDiff(r.c.Source.Name, r.c.Target.Name, anyDecimal, col)) {
			r.warn(e, "the type of this value is not known: if it is fractional, %s may store it otherwise than %s into a column of type %s (cast it to the column's type)",
				r.c.Target.Name, r.c.Source.Name, strings.ToUpper(col.Kind.String()))
		}
		return e
	}
	if t := r.c.typeOf(e, sc); col.Kind.IsText() && (!knownType(t) && !castAgree(r.c.Source.Name, r.c.Target.Name, anyDouble, col) ||
		knownType(t) && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal || t.Kind == ast.TypeDecimal)) {
		// the CAST keeps the source's conversion explicit, but the text
		// of a fraction is each dialect's own
		r.warn(e, "%s writes a fractional number as text otherwise than %s (3.0 or 3, 1.0E16 or 1e+16): the value cast to %s may differ",
			r.c.Target.Name, r.c.Source.Name, strings.ToUpper(col.Kind.String()))
	}
	sp := e.SpanOf()
	ty := *col
	ty.Span = sp
	return &ast.Cast{Span: sp, X: e, Type: &ty}
}

// warnUnknown warns (once an INSERT) that the value e (nil: the INSERT's
// values), whose column's type is not known, may be stored otherwise by
// the target: a value of fractional or unknown type where the source and
// the target convert a fraction into an integer or a text column
// otherwise; NULL, a literal integer or string and a value of an integer
// type are stored alike.
func (r *insertRun) warnUnknown(n ast.Node, sc *scope) {
	if r.warned {
		return
	}
	src, tgt := r.c.Source.Name, r.c.Target.Name
	diff := func(from *ast.TypeName) bool {
		return silentDiff(src, tgt, from, anyInt) || silentDiff(src, tgt, from, anyString)
	}
	e, ok := n.(ast.Expr)
	if ok && sc != nil {
		if isNullLit(e) || r.c.integralValue(e, sc) {
			return
		}
		if lit, isLit := e.(*ast.Literal); isLit && (lit.Kind == ast.LitString && !numberLike(lit.Value) || lit.Kind == ast.LitBool) {
			return // a string no dialect reads as a fractional number, a boolean
		}
		t := r.c.typeOf(e, sc)
		if knownType(t) {
			if t.Kind.IsText() {
				if !silentDiff(src, tgt, t, anyInt) {
					return
				}
			} else if !diff(t) {
				return
			}
		} else if !diff(anyDouble) && !diff(anyDecimal) {
			return
		}
	} else if !diff(anyDouble) && !diff(anyDecimal) {
		return
	}
	if n == nil {
		n = r.ins
	}
	r.warn(n, "the type of %s is not known: %s may store this value otherwise than %s (a fraction, or a string holding one, into an integer column is rounded otherwise, and a fraction is written as text otherwise); give the table's columns with --schema",
		r.what(), r.c.Target.Name, r.c.Source.Name)
}

// what names the INSERT's table or column for messages.
func (r *insertRun) what() string {
	if r.def == nil {
		return "the columns of " + r.ins.Table.Last().Name
	}
	return "a column of " + r.ins.Table.Last().Name
}

func (r *insertRun) warn(n ast.Node, format string, args ...any) {
	r.warned = true
	r.c.Warn(codeInsertUntyped, n, format, args...)
}

// numberLike: the string s may be read as a number that is not plain
// digits (a fraction, an exponent, a hexadecimal or an underscore), which
// the dialects cast to an integer otherwise (stringCastRule).
func numberLike(s string) bool {
	return strings.ContainsAny(s, "0123456789") && strings.ContainsAny(s, ".eExX_")
}
