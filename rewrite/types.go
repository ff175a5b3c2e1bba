package rewrite

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// scope is what a select's FROM clause makes visible, for type inference.
type scope struct {
	rels []relInfo
	// outer is the scope of the enclosing query, for correlated references.
	outer *scope
	// binary memoizes binaryType: the guards ask the type of every node of
	// a chain a + b + c ..., each of which reads the chain below it. The
	// trees are never modified (ast.Rewrite copies), so a node's type in a
	// scope does not change.
	binary map[*ast.Binary]binaryMemo
}

type binaryMemo struct {
	k arithKind
	t *ast.TypeName
}

type relInfo struct {
	name string       // alias or table name, lower case
	cols []ColumnInfo // nil when not known
	gen  bool         // an unnest's (explode's) elements (unnestsOnly)
	// series: a series' (generate_series, range), whose columns are
	// its alias's and its ordinality's (seriesOnly)
	series bool
	sub    *ast.Derived // a subquery's, whose cols are not set (subColType)
	// q is the query of a WITH query's or a derived table's relation,
	// whose columns' types relColType reads from its items; qnames are
	// the column names an alias or the WITH query gives them.
	q      *ast.Query
	qnames []ast.Ident
	table  bool // a table of the schema: cols are all its columns
	// lateral: a LATERAL subquery's, whose query reads the relations
	// before it (derivedOuter)
	lateral bool
	// gens are the generators of a lateral's relation, whose arguments
	// read the relations before it (null_subqueries.go)
	gens []*ast.Generator
}

func (c *Context) scopeOf(from []ast.TableExpr) *scope {
	sc := &scope{}
	for _, t := range from {
		c.addRel(sc, t)
	}
	return sc
}

func (c *Context) addRel(sc *scope, t ast.TableExpr) {
	switch x := t.(type) {
	case *ast.Table:
		name := x.Name.Last().Name
		var cols []ColumnInfo
		r := relInfo{}
		if d := c.cteOf(x); d != nil {
			// a WITH query's name hides a table's
			r.q, r.qnames = d.cte.Query, d.cte.Columns
		} else if def := c.Schema.Table(x.Name); def != nil {
			cols, r.table = def.Columns, true
		}
		if x.Alias != nil {
			name = x.Alias.Name.Name
			cols = renameCols(cols, x.Alias.Columns)
			if n := len(x.Alias.Columns); n > 0 && n < len(r.qnames) {
				// a shorter alias list renames the first of the WITH
				// query's columns, the others keep its list's names
				r.qnames = append(x.Alias.Columns[:n:n], r.qnames[n:]...)
			} else if n > 0 {
				r.qnames = x.Alias.Columns
			}
		}
		r.name, r.cols = strings.ToLower(name), cols
		sc.rels = append(sc.rels, r)
	case *ast.Join:
		c.addRel(sc, x.Left)
		c.addRel(sc, x.Right)
	case *ast.Lateral:
		if x.Input != nil {
			c.addRel(sc, x.Input)
		}
		if x.Alias != nil {
			r := relInfo{name: strings.ToLower(x.Alias.Name.Name), cols: lateralCols(x), gen: unnestsOnly(x), series: seriesOnly(x), gens: x.Gens}
			if len(x.Gens) == 1 && x.Gens[0].Kind == ast.GenSubquery && x.Gens[0].Query != nil {
				// LATERAL (SELECT ...): its columns are its items'
				r.cols, r.q, r.qnames, r.lateral = nil, x.Gens[0].Query, x.Alias.Columns, true
			}
			sc.rels = append(sc.rels, r)
		}
	case *ast.TableFunc:
		// a table function a rewrite writes after the FROM clauses were
		// read as laterals (json_path_text.go's json_object_keys(o) AS
		// _k(k)): its alias names a relation, its columns of unknown type
		if x.Alias != nil {
			r := relInfo{name: strings.ToLower(x.Alias.Name.Name)}
			for _, n := range x.Alias.Columns {
				r.cols = append(r.cols, ColumnInfo{Name: n.Name})
			}
			sc.rels = append(sc.rels, r)
		}
	case *ast.Derived:
		// a derived table without an alias (Spark, DuckDB, PostgreSQL
		// 16+, Snowflake, BigQuery) has no name a qualified column can
		// use, but its columns are read bare, typed as an aliased one's
		r := relInfo{sub: x, q: x.Query, lateral: x.Lateral}
		if x.Alias != nil {
			r.name, r.qnames = strings.ToLower(x.Alias.Name.Name), x.Alias.Columns
		}
		sc.rels = append(sc.rels, r)
	}
}

// subColType is the type of a derived table's column name refers to,
// name qualified with the subquery's alias or naming a column of the only
// relation of sc: the type of the select item that defines it, named as
// queryColIndex names the columns, structs included (relColType leaves
// those out); nil otherwise. The subquery's columns are not part of the
// scope: resolution elsewhere treats them as unknown.
func (c *Context) subColType(sc *scope, name ast.QName) *ast.TypeName {
	if sc == nil || len(name) == 0 || len(name) > 2 || c.typeDepth >= maxQueryTypeDepth {
		return nil
	}
	var r *relInfo
	for i := range sc.rels {
		if len(name) == 2 && sc.rels[i].name == strings.ToLower(name[0].Name) || len(name) == 1 && len(sc.rels) == 1 {
			r = &sc.rels[i]
		}
	}
	if r == nil || r.sub == nil || r.q == nil {
		return nil
	}
	return c.queryColType(sc, r, name.Last().Name)
}

func renameCols(cols []ColumnInfo, names []ast.Ident) []ColumnInfo {
	if len(names) == 0 {
		return cols
	}
	// a shorter list renames the first columns, the others keep their
	// names (PostgreSQL, DuckDB)
	out := make([]ColumnInfo, max(len(names), len(cols)))
	copy(out, cols)
	for i, n := range names {
		out[i].Name = n.Name
	}
	return out
}

// seriesOnly reports whether every generator of l is a series, a
// relation of one column per series (and its ordinality), all named by
// l's alias.
func seriesOnly(l *ast.Lateral) bool {
	for _, g := range l.Gens {
		if g == nil || g.Kind != ast.GenSeries {
			return false
		}
	}
	return len(l.Gens) > 0 && len(l.Alias.Columns) >= len(l.Gens)
}

// lateralCols are the columns a Lateral adds, with types where known.
func lateralCols(l *ast.Lateral) []ColumnInfo {
	var cols []ColumnInfo
	for i, n := range l.Alias.Columns {
		ci := ColumnInfo{Name: n.Name}
		if i < len(l.Types) {
			ci.Type = l.Types[i]
		}
		cols = append(cols, ci)
	}
	if l.Ordinality != nil {
		ci := ColumnInfo{Name: l.Ordinality.Name.Name, Type: &ast.TypeName{Kind: ast.TypeBigInt}}
		if l.Ordinality.First {
			cols = append([]ColumnInfo{ci}, cols...)
		} else {
			cols = append(cols, ci)
		}
	}
	return cols
}

// elemTypes are the value column types of unnesting a value of type t.
func elemTypes(t *ast.TypeName, expand bool) []*ast.TypeName {
	if t == nil {
		return nil
	}
	switch t.Kind {
	case ast.TypeArray:
		if expand && t.Elem != nil && t.Elem.Kind == ast.TypeStruct {
			out := make([]*ast.TypeName, len(t.Elem.Fields))
			for i, f := range t.Elem.Fields {
				out[i] = f.Type
			}
			return out
		}
		return []*ast.TypeName{t.Elem}
	case ast.TypeMap:
		return []*ast.TypeName{t.Key, t.Value}
	}
	return nil
}

// lookupCol finds a column's type in the scope; nil when unknown.
func (sc *scope) lookupCol(name ast.QName) *ast.TypeName {
	if ci, _ := sc.resolveCol(name); ci != nil {
		return ci.Type
	}
	return nil
}

// colsKnown reports whether every relation of sc has all its columns
// known: a table of the schema, or an unnest's named elements.
func (sc *scope) colsKnown() bool {
	for i := range sc.rels {
		if r := &sc.rels[i]; !r.table && (!r.gen || r.cols == nil) {
			return false
		}
	}
	return true
}

// resolveCol finds the column name refers to, and its relation, in the innermost scope that
// holds a column of that name (or the relation name qualifies); nil when the name is unknown
// or ambiguous there.
func (sc *scope) resolveCol(name ast.QName) (*ColumnInfo, *relInfo) {
	if sc == nil || len(name) == 0 {
		return nil, nil
	}
	col := strings.ToLower(name.Last().Name)
	var qual string
	if len(name) >= 2 {
		qual = strings.ToLower(name[len(name)-2].Name)
	}
	var found *ColumnInfo
	var rel *relInfo
	n := 0
	seen := false // a column, or the qualifier's relation, is in this scope
	for i := range sc.rels {
		r := &sc.rels[i]
		if qual != "" && r.name != qual {
			continue
		}
		seen = seen || qual != ""
		for k := range r.cols {
			if strings.ToLower(r.cols[k].Name) == col {
				found, rel = &r.cols[k], r
				n++
				seen = true
			}
		}
	}
	if !seen {
		if qual == "" && !sc.colsKnown() {
			// an unqualified name may be a column of a relation here
			// whose columns are not known (a subquery, a table not in
			// the schema), which hides an outer column of the name
			return nil, nil
		}
		return sc.outer.resolveCol(name)
	}
	if n != 1 {
		return nil, nil
	}
	return found, rel
}

// typeOf infers an expression's type from the schema, constructors, casts
// and the functions whose result shape is fixed; nil when unknown.
func (c *Context) typeOf(e ast.Expr, sc *scope) *ast.TypeName {
	switch x := e.(type) {
	case *ast.ColumnRef:
		if t := sc.lookupCol(x.Name); t != nil {
			return t
		}
		// A field read through a struct column (t.col.f, col.f).
		if ref, ok := sc.fieldRef(x.Name); ok && ref.col != nil {
			if f, _ := c.pathField(ref.col.Type, ref.path); f != nil {
				return f.Type
			}
		}
		// A column of a WITH query or a derived table: its item's type.
		return c.relColType(sc, x.Name)
	case *ast.Cast:
		return x.Type
	case *ast.TypedLit:
		return x.Type
	case *ast.Collate:
		return c.typeOf(x.X, sc) // a collation keeps the type (of an array of text too)
	case *ast.AtTimeZone:
		return c.atTimeZoneType(x, sc) // at_time_zone.go
	case *ast.Array:
		// The element type is the one the elements of known type share
		// (NULLs and elements of unknown type are taken to have it);
		// elements of different types are unified by each dialect's own
		// rule (Hive's array(d, 2.55) of a DECIMAL(4,1) d is DOUBLE), so
		// the element type is then unknown.
		// Under exactTypes an element of unknown type leaves the
		// element type unknown.
		t := &ast.TypeName{Kind: ast.TypeArray}
		for _, el := range x.Elems {
			et := c.typeOf(el, sc)
			if et == nil && c.exactTypes && !isNullLit(el) {
				t.Elem = nil
				break
			}
			if et == nil {
				continue
			}
			if t.Elem != nil && !sameType(et, t.Elem) {
				t.Elem = nil
				break
			}
			t.Elem = et
		}
		if t.Elem == nil {
			t.Elem = &ast.TypeName{Kind: ast.TypeUnknown}
		}
		return t
	case *ast.ArrayQuery:
		// ARRAY(SELECT x ...): an array of x's type (its query's one
		// column, typed as a derived table's column is, correlated
		// columns read in sc); a struct's field names are the
		// dialect's, as for relColType, and left unknown
		t := &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeUnknown}}
		if x.Query != nil && c.typeDepth < maxQueryTypeDepth {
			c.typeDepth++
			et := c.bodyColType(x.Query.Body, 0, sc)
			c.typeDepth--
			if et != nil && !hasStruct(et) {
				t.Elem = et
			}
		}
		return t
	case *ast.Map:
		t := &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{}, Value: &ast.TypeName{}}
		if len(x.Keys) > 0 {
			if kt := c.typeOf(x.Keys[0], sc); kt != nil {
				t.Key = kt
			}
			if vt := c.typeOf(x.Values[0], sc); vt != nil {
				t.Value = vt
			}
		}
		return t
	case *ast.Struct:
		t := &ast.TypeName{Kind: ast.TypeStruct}
		for i, f := range x.Fields {
			ft := c.typeOf(f.Value, sc)
			if ft == nil {
				ft = &ast.TypeName{}
			}
			name := ast.Ident{Name: "col" + itoa(i+1)}
			if f.Name != nil {
				name = *f.Name
			}
			t.Fields = append(t.Fields, &ast.FieldType{Name: name, Type: ft})
		}
		return t
	case *ast.IsNull, *ast.IsTruth, *ast.Like, *ast.Between, *ast.InList, *ast.InSubquery, *ast.Exists, *ast.Quantified:
		return &ast.TypeName{Kind: ast.TypeBool} // a predicate, in every dialect
	case *ast.Binary:
		if x.Op.IsComparison() || x.Op == ast.OpAnd || x.Op == ast.OpOr || x.Op == ast.OpRegexMatch || x.Op == ast.OpRegexIMatch {
			return &ast.TypeName{Kind: ast.TypeBool}
		}
		if t := c.timestampShift(x, sc); t != nil {
			return t
		}
		// an integer of a width the source leaves open is unknown here
		if k, t := c.binaryType(x, sc); k != arithIntAnyWidth {
			return t
		}
		return nil
	case *ast.Unary:
		if x.Op == ast.OpNot {
			return &ast.TypeName{Kind: ast.TypeBool}
		}
		// -x and +x keep x's numeric type.
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			if t := c.typeOf(x.X, sc); t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDecimal ||
				t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal) {
				return t
			}
		}
		return nil
	case *ast.Literal:
		switch x.Kind {
		case ast.LitString:
			return &ast.TypeName{Kind: ast.TypeString}
		case ast.LitInt:
			if x.Type != ast.TypeUnknown {
				return &ast.TypeName{Kind: x.Type}
			}
			return &ast.TypeName{Kind: intLiteralKind(x.Value)}
		case ast.LitDouble:
			if x.Type == ast.TypeReal {
				return &ast.TypeName{Kind: ast.TypeReal} // Hive's 1.5F
			}
			return &ast.TypeName{Kind: ast.TypeDouble}
		case ast.LitDecimal:
			return &ast.TypeName{Kind: ast.TypeDecimal}
		case ast.LitBool:
			return &ast.TypeName{Kind: ast.TypeBool}
		}
	case *ast.Subscript:
		if t := c.typeOf(x.X, sc); t != nil {
			switch t.Kind {
			case ast.TypeArray:
				return t.Elem
			case ast.TypeMap:
				return t.Value
			}
		}
	case *ast.Func:
		return c.funcType(x, sc)
	case *ast.Interval:
		return &ast.TypeName{Kind: ast.TypeInterval}
	case *ast.Extract:
		if c.Source.Name == "postgres" {
			return pgExtractType
		}
		return partType(c, x) // int_funcs.go
	case *ast.Case:
		if checkedSumOfInts(x) {
			// the target's own BIGINT sum, checked (sum_exact.go)
			return &ast.TypeName{Kind: ast.TypeBigInt}
		}
		// the type the branches agree on (branchType); a missing ELSE
		// is a NULL
		var t *ast.TypeName
		ok := true
		for _, w := range x.Whens {
			if t, ok = c.branchType(t, w.Result, sc); !ok {
				return nil
			}
		}
		if x.Else != nil {
			t, _ = c.branchType(t, x.Else, sc)
		}
		return t
	}
	return nil
}

// branchType folds branch e of a CASE, COALESCE or IF into acc, the type
// the branches before it agree on (nil before the first typed one): a
// NULL branch agrees with any; a branch of unknown type, or of another
// type, gives unknown (ok false). Two branches of the unbounded string
// type (TEXT, STRING) agree, and a VARCHAR or CHAR branch only with
// the same type; DECIMALs agree, whose common type is a DECIMAL of
// precision and scale each dialect computes by its own rule (left
// unknown, as arithType leaves them), and so do TIMESTAMPs, TIMEs and
// TIMESTAMPTZs of different precisions, of no precision here, and, from
// Trino, Presto, PostgreSQL and DuckDB, a TIMESTAMP and a TIMESTAMPTZ, a
// TIMESTAMPTZ. Integer
// branches of different widths are the wider integer where the source's
// rule is known (intBranchType). Each dialect resolves branches of other different
// types by its own rule (a DOUBLE and a DECIMAL are a DOUBLE or a
// DECIMAL), which is not followed.
func (c *Context) branchType(acc *ast.TypeName, e ast.Expr, sc *scope) (*ast.TypeName, bool) {
	if isNullLit(e) {
		return acc, true
	}
	t := c.typeOf(e, sc)
	switch {
	case t == nil:
		return nil, false
	case acc == nil || sameType(acc, t):
		return t, true
	case acc.Kind == ast.TypeString && t.Kind == ast.TypeString:
		return &ast.TypeName{Kind: ast.TypeString}, true
	case acc.Kind == ast.TypeDecimal && t.Kind == ast.TypeDecimal:
		return &ast.TypeName{Kind: ast.TypeDecimal}, true
	case acc.Kind == t.Kind && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTime || t.Kind == ast.TypeTimestampTZ):
		// of different precisions: the kind, its precision not followed
		// (Trino's CASE of a timestamp(3) and a timestamp(9) is a
		// timestamp(9), written with 9 digits)
		return &ast.TypeName{Kind: t.Kind}, true
	case (acc.Kind == ast.TypeTimestamp && t.Kind == ast.TypeTimestampTZ || acc.Kind == ast.TypeTimestampTZ && t.Kind == ast.TypeTimestamp) &&
		c.Source.is("trino", "presto", "postgres", "duckdb"):
		// a TIMESTAMP beside a TIMESTAMPTZ is a TIMESTAMPTZ: Trino's and
		// DuckDB's implicit coercion, PostgreSQL's preferred type of the
		// date/time category (its documentation, 10.5 UNION, CASE, and
		// Related Constructs)
		return &ast.TypeName{Kind: ast.TypeTimestampTZ}, true
	case acc.Kind == ast.TypeChar && t.Kind == ast.TypeChar && c.Source.Name == "postgres":
		// CHAR(3) beside CHAR(2): PostgreSQL's bpchar of no length, each
		// value as its branch holds it (run on PostgreSQL 15: a CASE of a
		// CHAR(3) 'b' and a CHAR(2) 'a' is output 'b  ' or 'a ')
		return &ast.TypeName{Kind: ast.TypeChar, Name: "BPCHAR"}, true
	case acc.Kind.IsInteger() && t.Kind.IsInteger():
		if k, ok := c.intBranchType(acc.Kind, t.Kind); ok {
			return &ast.TypeName{Kind: k}, true
		}
	default:
		return c.numBranchType(acc, t)
	}
	return nil, false
}

// numBranchType is the type of the results of a CASE, COALESCE, IF,
// GREATEST or LEAST of two numbers of different kinds a and b (an integer,
// a DECIMAL, a REAL or a DOUBLE, not both integers), by the source's rule
// where lateral follows it: PostgreSQL and DuckDB take the later of
// integer, DECIMAL, REAL, DOUBLE. PostgreSQL's rule (its documentation,
// 10.5 UNION, CASE, and Related Constructs: the type every other branch
// converts to implicitly, int2 to int4 to int8 to numeric to float4 to
// float8) was checked on PostgreSQL 15: pg_typeof of a CASE of an EXTRACT
// and 1, coalesce(1, 2.5), greatest(1, 2.5) and least(1::bigint, 2.5) are
// numeric, of a CASE of 1::float4 and 2 or 2.5 real, of 1.5 and
// 1.5::float8 or 1::float4 and 2::float8 double precision. DuckDB (checked
// on DuckDB 1.5: CASE of 1 and 2.5 is DECIMAL(11,1), of 2.5 and a DOUBLE
// DOUBLE, coalesce(1::REAL, 2.5) FLOAT, CASE of a REAL and 2 FLOAT,
// greatest(1, 2.5) DECIMAL(11,1)) computes a DECIMAL's precision and scale
// by its own rule: the DECIMAL is left without them, as arithType leaves
// them. Other sources: unknown.
func (c *Context) numBranchType(a, b *ast.TypeName) (*ast.TypeName, bool) {
	rank := func(t *ast.TypeName) int {
		switch {
		case t.Kind.IsInteger():
			return 1
		case t.Kind == ast.TypeDecimal:
			return 2
		case t.Kind == ast.TypeReal:
			return 3
		case t.Kind == ast.TypeDouble:
			return 4
		}
		return 0
	}
	ra, rb := rank(a), rank(b)
	if ra == 0 || rb == 0 || c.Source.Name != "postgres" && c.Source.Name != "duckdb" {
		return nil, false
	}
	if rb > ra {
		a = b
	}
	if a.Kind == ast.TypeDecimal {
		return &ast.TypeName{Kind: ast.TypeDecimal}, true
	}
	return &ast.TypeName{Kind: a.Kind}, true
}

// intBranchType is the type of the results of a CASE, COALESCE or IF
// of two integer types a and b that differ, by the source's rule: the
// wider in Hive (the common class of its type hierarchy), Spark (the
// wider type), Trino and Presto (the common super type), PostgreSQL
// (checked on PostgreSQL 15: CASE of an integer and a bigint, and
// coalesce(1, 2::bigint), are bigint, of a smallint and an integer
// integer) and Snowflake (whose every integer is a NUMBER(38, 0)); a
// BIGINT in BigQuery (INT64, its only integer); in DuckDB the wider
// when neither is narrower than INTEGER (checked on DuckDB 1.5: CASE of
// an INTEGER and a BIGINT is BIGINT), but an integer literal that fits a
// SMALLINT or TINYINT branch takes its type there (CASE WHEN c THEN
// 1::SMALLINT ELSE 2 END is SMALLINT), which a fold of the branches'
// types cannot tell, so those are unknown. Doris, ANSI and Drill leave
// it open, as for arithmetic (arithType): unknown.
func (c *Context) intBranchType(a, b ast.TypeKind) (ast.TypeKind, bool) {
	switch c.Source.Name {
	case "hive", "spark", "trino", "presto", "postgres", "snowflake":
		return max(a, b), true
	case "bigquery":
		return ast.TypeBigInt, true
	case "duckdb":
		if a >= ast.TypeInt && b >= ast.TypeInt {
			return max(a, b), true
		}
	}
	return ast.TypeUnknown, false
}

var (
	stringArray = &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeString}}
	bigintArray = &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeBigInt}}
)

// funcType knows the result shape of the functions that build collections.
func (c *Context) funcType(f *ast.Func, sc *scope) *ast.TypeName {
	name := strings.ToLower(f.Name.Last().Name)
	arg := func(i int) *ast.TypeName {
		if i < len(f.Args) {
			return c.typeOf(f.Args[i], sc)
		}
		return nil
	}
	switch name {
	case "tz_in_session", "tz_add_days_session", "tz_in_utc":
		return &ast.TypeName{Kind: ast.TypeTimestampTZ}
	case "concat_skip_null":
		// PostgreSQL's and DuckDB's concat: text, never NULL
		// (PostgreSQL's format is written with it: pg_format.go)
		return &ast.TypeName{Kind: ast.TypeString}
	case "lpad", "rpad":
		if t := arg(0); t != nil && t.Kind.IsText() {
			return &ast.TypeName{Kind: ast.TypeString}
		}
	case "nullif":
		// nullif(x, y) is x or NULL: x's type, but in PostgreSQL x
		// converted for its = with y where no operator takes both
		// (its documentation, 9.18.3 NULLIF; checked on PostgreSQL 15:
		// nullif(1, 2.5) is numeric, nullif(1::float4, 2.5) real,
		// nullif(1, 2::bigint) integer, as int4 = int8 exists;
		// nullif(1::real, 2::float8) real, as float4 = float8 exists;
		// nullif(1, 2::real) and nullif(2.5, 1::real) double precision,
		// the = resolved to float8 = float4, float8 being preferred)
		if len(f.Args) != 2 {
			return nil
		}
		t := c.typeOf(f.Args[0], sc)
		if c.Source.Name != "postgres" || t == nil || !t.Kind.IsNumeric() && t.Kind != ast.TypeReal && t.Kind != ast.TypeDouble || isNullLit(f.Args[1]) {
			return t
		}
		switch yt := c.typeOf(f.Args[1], sc); {
		case yt == nil:
			return nil
		case sameType(t, yt) || t.Kind.IsInteger() && yt.Kind.IsInteger() || t.Kind == ast.TypeReal || t.Kind == ast.TypeDouble:
			return t
		case yt.Kind == ast.TypeReal:
			return &ast.TypeName{Kind: ast.TypeDouble}
		default:
			t, _ = c.numBranchType(t, yt)
			return t
		}
	case "coalesce", "ifnull", "nvl", "if", "iff", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls":
		// the type the branches agree on (branchType); if's first
		// argument is its condition
		args := f.Args
		if name == "if" || name == "iff" {
			if len(args) != 3 {
				return nil
			}
			args = args[1:]
		} else if (name == "ifnull" || name == "nvl") && len(args) != 2 {
			return nil
		}
		var t *ast.TypeName
		ok := true
		for _, a := range args {
			if t, ok = c.branchType(t, a, sc); !ok {
				return nil
			}
		}
		return t
	case "split_regex", "split_literal", "split_nonempty", "string_split", "string_to_array", "regexp_split_to_array":
		return stringArray
	case "sequence", "generate_array", "range_array":
		if t := arg(0); t != nil && !t.Kind.IsInteger() {
			return &ast.TypeName{Kind: ast.TypeArray, Elem: t}
		}
		return bigintArray
	case "generate_date_array": // BigQuery GENERATE_DATE_ARRAY: ARRAY<DATE>
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeDate}}
	case "generate_timestamp_array": // BigQuery GENERATE_TIMESTAMP_ARRAY: ARRAY<TIMESTAMP>
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeTimestampTZ}}
	case "map_keys":
		if t := arg(0); t != nil && t.Kind == ast.TypeMap {
			return &ast.TypeName{Kind: ast.TypeArray, Elem: t.Key}
		}
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{}}
	case "map_values":
		if t := arg(0); t != nil && t.Kind == ast.TypeMap {
			return &ast.TypeName{Kind: ast.TypeArray, Elem: t.Value}
		}
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{}}
	case "str_to_map":
		return &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{Kind: ast.TypeString}, Value: &ast.TypeName{Kind: ast.TypeString}}
	case "map_agg":
		if k, v := arg(0), arg(1); k != nil && v != nil {
			return &ast.TypeName{Kind: ast.TypeMap, Key: k, Value: v}
		}
		return &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{}, Value: &ast.TypeName{}}
	case "map", "map_from_arrays", "map_from_entries", "map_concat", "map_filter":
		return &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{}, Value: &ast.TypeName{}}
	case "collect_list", "collect_set", "array_agg", "array_distinct", "array_sort", "array_sort_nulls_last",
		"sort_array", "array_remove", "array_union", "array_intersect", "array_except", "slice",
		"array_slice", "array_concat", "concat_arrays", "concat_arrays_skip_null", "concat_arrays_or_empty", "array_append", "array_prepend", "list_distinct", "filter", "shuffle", "reverse_array":
		if name == "collect_list" || name == "collect_set" || name == "array_agg" {
			if t := arg(0); t != nil {
				return &ast.TypeName{Kind: ast.TypeArray, Elem: t}
			}
		} else if t := arg(0); t != nil && t.Kind == ast.TypeArray && (!c.exactTypes || c.sameArgTypes(f, t, sc)) {
			return t
		}
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{}}
	case "arrays_zip", "zip":
		t := &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeStruct}}
		for i := range f.Args {
			ft := &ast.TypeName{}
			if at := arg(i); at != nil && at.Kind == ast.TypeArray && at.Elem != nil {
				ft = at.Elem
			}
			t.Elem.Fields = append(t.Elem.Fields, &ast.FieldType{Name: ast.Ident{Name: zipFieldName(c.Source, f, i)}, Type: ft})
		}
		return t
	case "element_at":
		if t := arg(0); t != nil {
			switch t.Kind {
			case ast.TypeArray:
				return t.Elem
			case ast.TypeMap:
				return t.Value
			}
		}
	case "transform", "list_transform":
		// transform(a, x -> ROW(x)): an array of rows, which a Trino
		// UNNEST expands into their fields (T5). Only a row-valued body
		// and one of strings (pg_bool_text.go's CASE WHEN x THEN 't' ...)
		// are typed; the lambda's parameter is not in the scope.
		if len(f.Args) == 2 {
			if lam, ok := f.Args[1].(*ast.Lambda); ok {
				if st, ok := lam.Body.(*ast.Struct); ok {
					return &ast.TypeName{Kind: ast.TypeArray, Elem: c.typeOf(st, nil)}
				}
				if bt := c.typeOf(lam.Body, nil); bt != nil && (bt.Kind == ast.TypeString || bt.Kind == ast.TypeVarchar) {
					return &ast.TypeName{Kind: ast.TypeArray, Elem: bt}
				}
			}
		}
	case "named_struct", "struct", "row":
		return nil
	case "sum", "avg", "count", "min", "max":
		return c.aggType(name, f, sc) // agg_types.go
	case "datediff_months_whole", "datediff_months_days", "datediff_quarters", "datediff_units_whole", "datediff_units_crossed", "datediff_parts_whole":
		return &ast.TypeName{Kind: ast.TypeBigInt} // catalog; dialects/date_diffs.go
	case "datediff_days":
		return &ast.TypeName{Kind: ast.TypeInt} // Hive and Spark datediff: an INT
	case "array_length":
		return &ast.TypeName{Kind: ast.TypeInt} // PostgreSQL array_length: an integer (generate_subscripts.go)
	case "current_date":
		if len(f.Args) == 0 {
			return &ast.TypeName{Kind: ast.TypeDate} // a DATE in every dialect
		}
	case "now", "current_timestamp", "transaction_timestamp", "statement_timestamp", "clock_timestamp", "get_current_timestamp":
		// the current instant, a TIMESTAMPTZ in PostgreSQL and DuckDB
		// (currentInstantNames, pg_duck_tz_text.go)
		if (c.Source.Name == "postgres" || c.Source.Name == "duckdb") && f.Over == nil && len(f.Args) <= 1 {
			return &ast.TypeName{Kind: ast.TypeTimestampTZ}
		}
		// Trino's and Presto's current_timestamp and now() are a
		// TIMESTAMP(3) WITH TIME ZONE (their date and time functions);
		// Spark's and Hive's current_timestamp() a TIMESTAMP
		if (name == "current_timestamp" || name == "now") && f.Over == nil && len(f.Args) == 0 {
			switch c.Source.Name {
			case "trino", "presto":
				return &ast.TypeName{Kind: ast.TypeTimestampTZ}
			case "spark", "hive":
				if name == "current_timestamp" {
					return &ast.TypeName{Kind: ast.TypeTimestamp}
				}
			}
		}
	case "localtimestamp":
		// a TIMESTAMP (Trino's TIMESTAMP(3)) in the dialects that have it
		if c.Source.is("trino", "presto", "postgres", "duckdb") && len(f.Args) == 0 {
			return &ast.TypeName{Kind: ast.TypeTimestamp}
		}
	case "date_trunc":
		// Trino's and Presto's date_trunc(unit, x) is of x's type (their
		// date and time functions), Spark's a TIMESTAMP (its reference);
		// of a DATE, dateTruncDateKind's (date_trunc_dates.go)
		if len(f.Args) == 2 && f.Over == nil {
			t := arg(1)
			switch {
			case t == nil:
			case t.Kind == ast.TypeDate && dateTruncDateKind(c.Source.Name) != ast.TypeUnknown:
				return &ast.TypeName{Kind: dateTruncDateKind(c.Source.Name)}
			case c.Source.is("trino", "presto") && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ || t.Kind == ast.TypeTime):
				return &ast.TypeName{Kind: t.Kind} // its precision is not followed here
			case c.Source.is("spark") && t.Kind == ast.TypeTimestamp:
				return &ast.TypeName{Kind: ast.TypeTimestamp}
			}
		}
	case "date_add_days", "date_sub_days":
		// a DATE (catalog: Hive's and Spark's date_add and date_sub,
		// Snowflake's DATEADD of days to a DATE)
		if len(f.Args) == 2 && f.Over == nil {
			if t := arg(0); t != nil && t.Kind == ast.TypeDate {
				return &ast.TypeName{Kind: ast.TypeDate}
			}
		}
	case "date_add":
		// Trino's and Presto's date_add(unit, n, x) is of x's type (their
		// date and time functions)
		if len(f.Args) == 3 && f.Over == nil && c.Source.is("trino", "presto") {
			if t := arg(2); t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ) {
				return &ast.TypeName{Kind: t.Kind} // its precision is not followed here
			}
		}
	case "year", "month", "day", "quarter", "hour", "minute", "second", "dayofweek", "dow", "isodow", "weekofyear", "dayofyear", "isoyear":
		return partType(c, f)
	case "date_part":
		if c.Source.Name == "postgres" {
			return &ast.TypeName{Kind: ast.TypeDouble}
		}
	case "make_interval":
		// an interval in PostgreSQL and BigQuery (PostgreSQL 15
		// documentation, 9.9; BigQuery interval functions reference)
		if c.Source.Name == "postgres" || c.Source.Name == "bigquery" {
			return &ast.TypeName{Kind: ast.TypeInterval}
		}
	case "age":
		// an interval in PostgreSQL and DuckDB (PostgreSQL 15
		// documentation, 9.9: age ( timestamp, timestamp ) → interval;
		// run on DuckDB 1.5: typeof(age(DATE '2021-03-05', DATE
		// '2020-01-01')) is INTERVAL)
		if (c.Source.Name == "postgres" || c.Source.Name == "duckdb") && f.Over == nil && (len(f.Args) == 1 || len(f.Args) == 2) {
			return &ast.TypeName{Kind: ast.TypeInterval}
		}
	}
	return nil
}

// pgExtractType is the type of PostgreSQL's EXTRACT: a numeric, of every
// field, since PostgreSQL 14 (PostgreSQL 15 documentation, 9.9 Date/Time
// Functions and Operators: "extract ( field from timestamp ) → numeric";
// run on PostgreSQL 15: pg_typeof(extract(year from date '2021-07-09')) is
// numeric, and extract(year from date '2021-07-09') / 2 is
// 1010.5000000000000000), whose scale is the value's own (0 for YEAR,
// 6 for SECOND). date_part is a double precision there (the same table:
// "date_part ( text, timestamp ) → double precision"; pg_typeof on
// PostgreSQL 15). Typed so, a division, an average or a sum of it follows
// the rules of a numeric of unknown precision (lower_exprs.go,
// agg_types.go): translated where the target gives the same, else refused.
var pgExtractType = &ast.TypeName{Kind: ast.TypeDecimal}

// partType is the type of a date part (datePart: year(x), EXTRACT(YEAR
// FROM x) ...) in the source (partKind), nil where it is not an integer
// type or not known.
func partType(c *Context, e ast.Expr) *ast.TypeName {
	if k := partKind(c.Source.Name); k != ast.TypeUnknown && datePart(e) {
		return &ast.TypeName{Kind: k}
	}
	return nil
}

// sameArgTypes reports, for exactTypes, whether the array functions that
// combine several arguments (array_union, concat_arrays, array_append...)
// keep t, the type of their first: every other array argument is of
// type t, and an appended or prepended element of t's element type or a
// NULL. Each dialect widens arguments of different types by its own
// rule. The functions of one array and other arguments (slice, filter,
// array_remove, sort_array...) keep its type.
func (c *Context) sameArgTypes(f *ast.Func, t *ast.TypeName, sc *scope) bool {
	name := strings.ToLower(f.Name.Last().Name)
	switch name {
	case "array_union", "array_intersect", "array_except", "array_concat", "concat_arrays", "concat_arrays_skip_null", "concat_arrays_or_empty":
		for _, a := range f.Args[1:] {
			if !isNullLit(a) && !sameType(c.typeOf(a, sc), t) {
				return false
			}
		}
	case "array_append", "array_prepend":
		for _, a := range f.Args[1:] {
			if !isNullLit(a) && !sameType(c.typeOf(a, sc), t.Elem) {
				return false
			}
		}
	}
	return true
}

// exactTypeOf is typeOf without the types it guesses: an array
// constructor with an element of unknown type, and array_union and the
// like of arguments of different types, have an unknown element type.
func (c *Context) exactTypeOf(e ast.Expr, sc *scope) *ast.TypeName {
	was := c.exactTypes
	c.exactTypes = true
	t := c.typeOf(e, sc)
	c.exactTypes = was
	return t
}

// zipFieldName: Spark arrays_zip names fields after column arguments (or
// 0, 1, ...); Trino zip names them field0, field1... (unnamed ROW fields).
func zipFieldName(src Source, f *ast.Func, i int) string {
	if src.Family == "hive" {
		if cr, ok := f.Args[i].(*ast.ColumnRef); ok {
			return cr.Name.Last().Name
		}
		return itoa(i)
	}
	return "field" + itoa(i)
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// intLiteralKind is the type of an untyped integer literal by its value,
// as the dialects read one: INT when it fits 32 bits, BIGINT when it fits
// 64, DECIMAL beyond (PostgreSQL numeric, Trino and Hive decimal).
func intLiteralKind(text string) ast.TypeKind {
	if _, err := strconv.ParseInt(text, 10, 32); err == nil {
		return ast.TypeInt
	}
	if _, err := strconv.ParseInt(text, 10, 64); err == nil {
		return ast.TypeBigInt
	}
	return ast.TypeDecimal
}

// sameType reports whether a and b are the same type: kind, parameters
// and, for nested types, their parts.
func sameType(a, b *ast.TypeName) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Kind != b.Kind || len(a.Params) != len(b.Params) || len(a.Fields) != len(b.Fields) ||
		!sameType(a.Elem, b.Elem) || !sameType(a.Key, b.Key) || !sameType(a.Value, b.Value) {
		return false
	}
	for i := range a.Params {
		if a.Params[i] != b.Params[i] {
			return false
		}
	}
	for i := range a.Fields {
		if a.Fields[i].Name.Name != b.Fields[i].Name.Name || !sameType(a.Fields[i].Type, b.Fields[i].Type) {
			return false
		}
	}
	return true
}

// Result types of + - * and % (arithType). Each rule holds in every
// dialect it names; anything else is unknown (nil from typeOf).
//
//   - A DOUBLE operand, the other an integer, a DECIMAL or a DOUBLE: a
//     DOUBLE. Hive: the result is the operands' common parent in its type
//     hierarchy (Hive Operators, arithmetic operators); Spark: the wider
//     type along TINYINT, SMALLINT, INT, BIGINT, DECIMAL, FLOAT, DOUBLE;
//     Trino and Presto coerce an exact operand to DOUBLE; PostgreSQL casts
//     int and numeric implicitly to float8 (checked on PostgreSQL 15: int4
//     + float8, float8 + numeric, numeric * float8 are double precision);
//     DuckDB (checked on DuckDB 1.5: INTEGER * DOUBLE, DOUBLE +
//     DECIMAL(5,2) are DOUBLE); BigQuery's result-type tables (INT64 or
//     NUMERIC with FLOAT64 is FLOAT64); Snowflake and Doris give a floating
//     point result for a floating point operand; Drill's implicit casting
//     precedence puts FLOAT8 above every exact type; ANSI leaves the
//     approximate type to the implementation and is read as DOUBLE, as its
//     division is (lower_exprs.go, divisionOf). A % is typed so only where
//     DOUBLE % is a DOUBLE: Hive, Spark, Trino, Presto, DuckDB (checked:
//     BIGINT % 2.5e0 is DOUBLE); PostgreSQL has no % of double precision
//     (checked: an error) and BigQuery no % operator.
//   - A REAL operand: unknown. REAL op INT is a REAL in DuckDB (checked:
//     FLOAT), Hive, Spark and Trino but double precision in PostgreSQL
//     (checked: float4 + int4).
//   - A DECIMAL operand, the other an integer or a DECIMAL: a DECIMAL, of
//     the precision and scale each dialect computes by its own rule
//     (PostgreSQL's numeric is unconstrained; DuckDB, checked: INTEGER +
//     DECIMAL(5,2) is DECIMAL(13,2), DECIMAL(5,2) % 2 DECIMAL(12,2)).
//     lateral does not compute them: the DECIMAL has no parameters, and no
//     guard takes a default for them (lower_exprs.go: Snowflake's quotient
//     scale is refused without them, and Hive's and Spark's decimal
//     quotients are not taken to agree: sizedDecimal). ANSI (an
//     implementation-defined exact numeric type) and Drill (which reads
//     decimals as DOUBLE unless its decimal type is enabled) are unknown;
//     so is BigQuery's %.
//   - Two integers: an integer. Its width is the wider operand's where
//     checked: Hive (the common parent: TINYINT + TINYINT is TINYINT),
//     Spark (the wider type), Trino and Presto (operators declared per
//     type, tinyint + tinyint is tinyint, a narrower operand widened),
//     PostgreSQL (checked: int2 + int2 and int2 % int2 are smallint, int2
//     + int4 integer, int4 % int8 bigint; an integer literal is an int4
//     when it fits), DuckDB (checked: SMALLINT + SMALLINT is SMALLINT,
//     INTEGER + BIGINT is BIGINT), except that DuckDB gives an integer
//     literal a TINYINT or SMALLINT operand's type when its range holds it
//     (checked: SMALLINT + 1 and 3 - SMALLINT are SMALLINT, TINYINT + -128
//     TINYINT, TINYINT + 128 and SMALLINT + 32768 INTEGER). BigQuery's only
//     integer is INT64 (BIGINT). Snowflake's every integer is NUMBER(38,
//     0), which lateral keeps by its declared name, and a sum, difference
//     or product of scale-0 numbers has scale 0 ("scale and precision in
//     arithmetic operations"). Doris does not keep the wider operand's
//     type (releases before its new planner make any sum of integers up to
//     BIGINT a BIGINT), and ANSI and Drill leave the type open: there the
//     result is an integer of unknown width, which typeOf does not report
//     (the width matters to Hive's and Spark's decimal division and to the
//     types lateral writes), though it makes a DOUBLE with a DOUBLE.
//
// Strings, dates, intervals, booleans, NULL and operands of unknown type
// give unknown: Hive reads '1' + 1 as a DOUBLE, PostgreSQL as an integer.

// arithKind is what arithmetic typing knows of a numeric value.
type arithKind uint8

const (
	arithNone        arithKind = iota // not a number of known type
	arithInt                          // an integer of known width
	arithIntAnyWidth                  // an integer whose width the source leaves open
	arithDecimal                      // a DECIMAL (precision and scale as the type says, or unknown)
	arithDouble                       // a DOUBLE
)

// arithOp reports whether op is one of the operators arithType types.
func arithOp(op ast.BinaryOp) bool {
	return op == ast.OpAdd || op == ast.OpSub || op == ast.OpMul || op == ast.OpMod
}

// binaryType is the kind and type of x, memoized in sc: the fractional
// "/" (a DOUBLE of integers or DOUBLEs where the source reads "/" so:
// Hive, Spark, Doris, DuckDB, BigQuery; Snowflake's is a NUMBER:
// lower_exprs.go, division), and + - * % (arithType).
func (c *Context) binaryType(x *ast.Binary, sc *scope) (arithKind, *ast.TypeName) {
	if sc != nil {
		if m, ok := sc.binary[x]; ok {
			return m.k, m.t
		}
	}
	k, t := arithNone, (*ast.TypeName)(nil)
	switch {
	case x.Op == ast.OpDivFrac && slices.Contains([]string{"hive", "spark", "doris", "duckdb", "bigquery"}, c.Source.Name):
		// (a REAL operand is left unknown: DuckDB's REAL / REAL is a REAL)
		lk, _ := c.arithOperand(x.L, sc)
		rk, _ := c.arithOperand(x.R, sc)
		intOrFloat := func(k arithKind) bool { return k == arithInt || k == arithIntAnyWidth || k == arithDouble }
		if intOrFloat(lk) && intOrFloat(rk) {
			k, t = arithDouble, &ast.TypeName{Kind: ast.TypeDouble}
		}
	case x.Op == ast.OpDiv || x.Op == ast.OpDivFrac:
		// a DOUBLE divided by a number, or a number by a DOUBLE, is a
		// DOUBLE in every dialect (also where a rule has already made an
		// operand a DOUBLE, as lowerDivision does for PostgreSQL)
		lk, _ := c.arithOperand(x.L, sc)
		rk, _ := c.arithOperand(x.R, sc)
		num := func(k arithKind) bool { return k != arithNone }
		if num(lk) && num(rk) && (lk == arithDouble || rk == arithDouble) {
			k, t = arithDouble, &ast.TypeName{Kind: ast.TypeDouble}
		}
	case x.Op == ast.OpSub && (c.Source.Name == "postgres" || c.Source.Name == "duckdb") && c.isDate(x.L, sc) && c.isDate(x.R, sc):
		// DATE - DATE: an integer in PostgreSQL, a BIGINT in DuckDB
		// (date_minus_date.go; run on both: pg_typeof is integer, typeof
		// BIGINT)
		k, t = arithInt, &ast.TypeName{Kind: ast.TypeInt}
		if c.Source.Name == "duckdb" {
			t = &ast.TypeName{Kind: ast.TypeBigInt}
		}
	case (x.Op == ast.OpSub || x.Op == ast.OpAdd) && slices.Contains([]string{"postgres", "duckdb", "bigquery"}, c.Source.Name) &&
		(c.isDate(x.L, sc) && c.isInteger(x.R, sc) || x.Op == ast.OpAdd && c.isInteger(x.L, sc) && c.isDate(x.R, sc)):
		// DATE + integer, integer + DATE and DATE - integer: a DATE
		// (PostgreSQL 15 documentation, 9.9: date + integer → date;
		// DuckDB's -(DATE, INTEGER) -> DATE; BigQuery's date arithmetic
		// operators)
		t = &ast.TypeName{Kind: ast.TypeDate}
	case arithOp(x.Op):
		k, t = c.arithType(x, sc)
	}
	if sc != nil {
		if sc.binary == nil {
			sc.binary = map[*ast.Binary]binaryMemo{}
		}
		sc.binary[x] = binaryMemo{k, t}
	}
	return k, t
}

// arithOperand is the kind and type of an operand of arithmetic; the type
// is nil for arithNone and arithIntAnyWidth.
func (c *Context) arithOperand(e ast.Expr, sc *scope) (arithKind, *ast.TypeName) {
	switch x := e.(type) {
	case *ast.Binary:
		return c.binaryType(x, sc)
	case *ast.Unary:
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			return c.arithOperand(x.X, sc)
		}
	}
	t := c.typeOf(e, sc)
	switch {
	case t == nil:
	case t.Kind.IsInteger():
		return arithInt, t
	case t.Kind == ast.TypeDecimal:
		return arithDecimal, t
	case t.Kind == ast.TypeDouble:
		return arithDouble, t
	}
	return arithNone, nil
}

// arithType is the kind and type of x, one of + - * %, by the source's
// rules (see above); the type is nil for arithNone and arithIntAnyWidth.
func (c *Context) arithType(x *ast.Binary, sc *scope) (arithKind, *ast.TypeName) {
	lk, lt := c.arithOperand(x.L, sc)
	rk, rt := c.arithOperand(x.R, sc)
	if lk == arithNone || rk == arithNone {
		return arithNone, nil
	}
	src := c.Source.Name
	mod := x.Op == ast.OpMod
	switch {
	case lk == arithDouble || rk == arithDouble:
		if mod && !slices.Contains([]string{"hive", "spark", "trino", "presto", "duckdb"}, src) {
			return arithNone, nil
		}
		return arithDouble, &ast.TypeName{Kind: ast.TypeDouble}
	case (lk == arithDecimal || rk == arithDecimal) && src == "snowflake" && intValued(lt) && intValued(rt):
		// Snowflake: a sum, difference, product or remainder of numbers
		// of scale 0 has scale 0 (its scale rules: max(S1, S2) for + - %,
		// min(S1 + S2, max(S1, S2, 12)) for *), and its precision is at
		// most 38; an INT column is a NUMBER(38, 0) (intValued)
		return arithDecimal, &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{38, 0}}
	case lk == arithDecimal || rk == arithDecimal:
		if src == "ansi" || src == "drill" || mod && src == "bigquery" {
			return arithNone, nil
		}
		return arithDecimal, &ast.TypeName{Kind: ast.TypeDecimal}
	}
	// two integers
	if mod && src == "bigquery" {
		return arithNone, nil
	}
	if lk == arithIntAnyWidth || rk == arithIntAnyWidth {
		return arithIntAnyWidth, nil
	}
	wide := max(lt.Kind, rt.Kind)
	switch src {
	case "hive", "spark", "trino", "presto", "postgres", "snowflake":
	case "bigquery":
		wide = ast.TypeBigInt
	case "duckdb":
		// An integer literal that fits a TINYINT or SMALLINT operand
		// takes its type; one that does not is an INTEGER (or wider).
		if v, ok := untypedIntLiteral(x.L); ok && rt.Kind < ast.TypeInt && fitsInt(v, rt.Kind) {
			wide = rt.Kind
		}
		if v, ok := untypedIntLiteral(x.R); ok && lt.Kind < ast.TypeInt && fitsInt(v, lt.Kind) {
			wide = lt.Kind
		}
	default:
		return arithIntAnyWidth, nil
	}
	return arithInt, &ast.TypeName{Kind: wide}
}

// untypedIntLiteral is the value of e when it is an integer literal
// without a type suffix, or one signed.
func untypedIntLiteral(e ast.Expr) (int64, bool) {
	v, l, ok := ast.IntLiteral(e)
	return v, ok && l.Type == ast.TypeUnknown
}

// fitsInt reports whether v is in the range of the integer type k
// (TINYINT or SMALLINT).
func fitsInt(v int64, k ast.TypeKind) bool {
	switch k {
	case ast.TypeTinyInt:
		return v >= -128 && v <= 127
	case ast.TypeSmallInt:
		return v >= -32768 && v <= 32767
	case ast.TypeInt:
		return v >= -2147483648 && v <= 2147483647
	}
	return false
}

// sizedDecimal reports whether operand e of type t is not a DECIMAL whose
// precision and scale are unknown, a literal apart (its digits give them):
// a DECIMAL computed by arithmetic has none (arithType), and a guard that
// needs them must not take them for a default.
func sizedDecimal(e ast.Expr, t *ast.TypeName) bool {
	if t == nil || t.Kind != ast.TypeDecimal || len(t.Params) == 2 {
		return true
	}
	for {
		u, ok := e.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg && u.Op != ast.OpPlus {
			break
		}
		e = u.X // -1.5 has the digits of 1.5
	}
	_, lit := e.(*ast.Literal)
	return lit
}

// timestampShift is the type of a TIMESTAMP (with or without time zone)
// or a TIME plus or minus an interval literal, the timestamp's (time's)
// type in every dialect (a TIME wraps past midnight: PostgreSQL's, Trino's
// and DuckDB's time + interval); nil for any other expression (a DATE plus an interval is a
// DATE in Trino, a TIMESTAMP in PostgreSQL and DuckDB). The interval is
// not looked for in a nested + or -, so that typing a long chain of them
// stays linear.
func (c *Context) timestampShift(x *ast.Binary, sc *scope) *ast.TypeName {
	if x.Op != ast.OpAdd && x.Op != ast.OpSub {
		return nil
	}
	isStamp := func(t *ast.TypeName) bool {
		return t != nil && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ || t.Kind == ast.TypeTime)
	}
	isInterval := func(e ast.Expr) bool {
		switch e.(type) {
		case *ast.Interval:
			return true
		case *ast.Binary:
			return false
		}
		t := c.typeOf(e, sc)
		return t != nil && t.Kind == ast.TypeInterval
	}
	if isInterval(x.R) {
		if t := c.typeOf(x.L, sc); isStamp(t) {
			return t
		}
	}
	if x.Op == ast.OpAdd && isInterval(x.L) {
		if t := c.typeOf(x.R, sc); isStamp(t) {
			return t
		}
	}
	return nil
}

// intValued reports whether t holds integers only: an integer type, or a
// DECIMAL of scale 0. Snowflake's INT, INTEGER, BIGINT, SMALLINT, TINYINT
// and BYTEINT are read as NUMBER(38, 0) ("Synonymous with NUMBER, except
// that precision and scale cannot be specified", Snowflake numeric data
// types), so a rule that needs an integer value, whatever its width (a
// count of days, a position, a remainder's divisor), takes one of these.
// Rules that need an integer type's own semantics (truncating division,
// wrapping) keep asking Kind.IsInteger.
func intValued(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	return t.Kind.IsInteger() || t.Kind == ast.TypeDecimal && len(t.Params) == 2 && t.Params[1] == 0
}

// isInteger says whether e is known to be an integer.
func (c *Context) isInteger(e ast.Expr, sc *scope) bool {
	t := c.typeOf(e, sc)
	return t != nil && t.Kind.IsInteger()
}
