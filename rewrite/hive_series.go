package rewrite

import (
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Hive has neither a series generator (sequence, range, generate_series)
// nor a zip of arrays (arrays_zip, zip, multi-argument explode), nor
// positions of a map (its posexplode takes arrays). All are spelled by
// numbering rows: posexplode over an array of n elements gives one row per
// position i = 0 .. n-1, and each generated column is computed from i (a
// map's entry i being map_keys(m)[i], map_values(m)[i]). Spark, which has
// sequence and arrays_zip, takes the same spelling for the zips that
// arrays_zip cannot express (hiveIndexed); its functions used here follow
// the same rules (Spark SQL reference, built-in functions), greatest
// skipping NULLs (hiveGreatest). Doris numbers the rows of integer series,
// and of zips that its explode cannot spell, with its own
// explode_numbers(n), and gives a map's positions with posexplode of its
// keys (dorisNumberedView).
//
//	LATERAL VIEW [OUTER] posexplode(if(cond, split(space(k), ' '), NULL)) g AS _i, _v
//
// The Hive rules this relies on, from the Hive LanguageManual (UDFs:
// built-in operators, mathematical, collection, conditional and string
// functions, built-in table-generating functions; LateralView):
//   - space(int n) is a string of n spaces, and split(string str, string
//     pat) splits str around the regular expression pat, keeping trailing
//     empty strings (SEMANTICS T6): split(space(k), ' ') is an array of
//     k + 1 empty strings, and space(0) = '' gives [''];
//   - posexplode(ARRAY) gives a row per element with its 0-based position
//     first (T1); a NULL array gives no row, and LATERAL VIEW OUTER then
//     keeps the input row once with NULL columns (T2);
//   - if(boolean testCondition, T valueTrue, T valueFalseOrNull) gives
//     valueTrue only when the condition is true (a NULL condition gives
//     the third argument);
//   - the relational operators give NULL when an operand is NULL, and so
//     do the arithmetic operators; A DIV B is the integer part of A / B;
//     abs(a) is the absolute value;
//   - A[n] is the element of index n (0 first) of the array A; size(Array)
//     is the number of its elements, -1 for a NULL array (the contract of
//     Hive's ListObjectInspector, getListLength, cited in HIVE-8846);
//   - greatest(v1, v2, ...) is the greatest of its arguments (NULL when one
//     is NULL, as of Hive 2.0.0: the counts given to it are never NULL).
//
// A subscript is read only below the array's size (if(i < size(a), a[i],
// NULL)), so that no rule for an index past the end, or for a NULL index
// on an outer row, is relied on.
//
// Limit: the array behind posexplode is built whole for each input row: a
// series or zip of n rows is a string of n - 1 spaces split into n empty
// strings, O(n) memory per row (a Java string holds fewer than 2^31
// characters). n - 1 must fit an INT: space takes an INT, and the count,
// computed in BIGINT, is cast to INT for it, so a series of 2^31 elements
// or more in one row is beyond this spelling (its count would wrap). The
// elements themselves are computed in BIGINT where i * step may not fit
// an INT.

// hiveIndexed reports whether the target spells l by numbering rows
// (hiveIndexedView). Hive: a zip of several generators, a series, the
// unnest of an array of a series (hiveSeriesArray), a map with positions
// (Hive's posexplode takes arrays only) and the expansion of a zip of
// arrays (zipOfRows: Hive has neither arrays_zip nor zip). Spark, which
// has sequence, arrays_zip and posexplode of a map: a zip that
// inline(arrays_zip(...)) cannot spell, with positions (arrays_zip's
// structs carry none) or holding other than arrays, and the expansion of
// a zip with positions.
func (c *Context) hiveIndexed(l *ast.Lateral) bool {
	if len(l.Gens) == 0 {
		return false
	}
	g := l.Gens[0]
	switch c.Target.Name {
	case "hive":
		return len(l.Gens) > 1 || g.Kind == ast.GenSeries || hiveSeriesArray(g) != nil ||
			hiveMapPositions(l) || zipOfRows(g) != nil
	case "doris":
		return c.dorisNumbered(l)
	case "spark":
		if len(l.Gens) < 2 {
			return l.Ordinality != nil && zipOfRows(g) != nil
		}
		if l.Ordinality != nil {
			return true
		}
		for _, g := range l.Gens {
			if g.Kind != ast.GenUnnest || g.Collection == ast.CollMap || g.Expand {
				return true
			}
		}
	}
	return false
}

// hiveMapPositions: l unnests one map with positions.
func hiveMapPositions(l *ast.Lateral) bool {
	g := l.Gens[0]
	return len(l.Gens) == 1 && l.Ordinality != nil && g.Kind == ast.GenUnnest && g.Collection == ast.CollMap &&
		!g.Expand && len(g.Args) == 1
}

// hiveSeriesArray is the call f of a generator unnesting the array of a
// series, which Hive has no function for: sequence(start, stop[, step])
// (Spark, Trino: without a step, a step of 1, or -1 when stop < start),
// generate_array(start, stop[, step]) (BigQuery GENERATE_ARRAY, DuckDB
// generate_series as a list: stop included) and range_array(start,
// stop[, step]) (DuckDB range as a list: stop excluded); nil for another
// generator. A sequence with a step raises an error where the step points
// away from stop, which hiveSequenceStepMember checks.
func hiveSeriesArray(g *ast.Generator) *ast.Func {
	if g.Kind != ast.GenUnnest || g.Expand || g.Collection == ast.CollMap || len(g.Args) != 1 {
		return nil
	}
	f, ok := g.Args[0].(*ast.Func)
	if !ok || len(f.Name) != 1 || f.Over != nil {
		return nil
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "sequence", "generate_array", "range_array":
		if len(f.Args) == 2 || len(f.Args) == 3 {
			return f
		}
	}
	return nil
}

// hiveMember is one generator of a zip or series over row numbers: how many
// rows it has (count, an INT expression, <= 0 for none), and the value of
// each of its columns at position i (cols), which the caller reads only
// below count.
type hiveMember struct {
	count func() ast.Expr
	cols  []func(i ast.Expr) ast.Expr
	// series only: cond holds when the series is not empty (nil: it
	// never is), and then it has k + 1 elements.
	cond, k ast.Expr
	// whole, when set, is an array whose posexplode gives the member's
	// positions, its element there being the first column: a member
	// alone is spelled with it.
	whole ast.Expr
}

// hiveIndexedView spells a zip or series l as a LATERAL VIEW posexplode
// over row numbers (see the comment at the top of this file), with every
// reference to l's columns rewritten to its value at the position. prior
// are the substitutions of the laterals before l, applied to l's
// arguments (a substituted expression is not rewritten again); sc is the
// scope of the FROM clause, for the argument types. Nil when refused.
func (c *Context) hiveIndexedView(l *ast.Lateral, prior []subst, sc *scope) (*ast.LateralView, []subst) {
	if l.Outer && l.On != nil {
		c.Refuse("T052", l, "filter in WHERE if the condition may drop rows, or use a target with LEFT JOIN LATERAL",
			"a left-lateral join with an ON condition cannot be expressed with LATERAL VIEW OUTER in %s", c.Target.Name)
		return nil, nil
	}
	sp := l.Span
	members := make([]*hiveMember, len(l.Gens))
	width := 0
	for j, g := range l.Gens {
		orig := g.Args
		f := hiveSeriesArray(g)
		z := zipOfRows(g)
		switch {
		case f != nil:
			orig = f.Args
		case z != nil:
			if c.refuseNullZip(z) { // zip_lowering.go
				return nil, nil
			}
			orig = z.Args
		}
		var args []ast.Expr
		for _, a := range orig {
			if fn := volatileCall(a); fn != nil || holdsQuery(a) {
				c.Refuse("T053", a, "compute the argument in a subquery first, or use Trino, PostgreSQL or DuckDB",
					"%s reads the argument of this generator several times, which changes the meaning of a subquery or a function whose value changes at each call", c.Target.Name)
				return nil, nil
			}
			args = append(args, substIn(a, prior))
		}
		switch {
		case g.Kind == ast.GenSeries:
			members[j] = c.hiveSeriesMember(g.Span, orig, args, g.EndExclusive, sc)
		case f != nil && strings.EqualFold(f.Name[0].Name, "sequence") && len(args) == 3:
			members[j] = c.hiveSequenceStepMember(f.Span, orig, args, sc)
		case f != nil && strings.EqualFold(f.Name[0].Name, "sequence"):
			members[j] = c.hiveSequenceMember(f.Span, orig, args, sc)
		case f != nil:
			members[j] = c.hiveSeriesMember(f.Span, orig, args, strings.EqualFold(f.Name[0].Name, "range_array"), sc)
		case z != nil:
			members[j] = hiveZipMember(sp, args, c.hiveMax(sp))
		case g.Kind == ast.GenUnnest && g.Collection == ast.CollMap && !g.Expand && len(args) == 1:
			members[j] = hiveMapMember(sp, args[0])
			if c.Target.Name == "doris" {
				dorisCounted(members[j], canonCall(sp, "map_keys", ast.Clone(args[0])))
			}
		case g.Kind == ast.GenUnnest && !g.Expand && len(args) == 1:
			members[j] = hiveArrayMember(sp, args[0])
			if c.Target.Name == "doris" {
				dorisCounted(members[j], args[0])
			}
		default:
			c.Refuse("T053", g, "zip arrays, maps and integer series only, or use Trino, PostgreSQL or DuckDB",
				"this %s cannot be zipped with the others in %s, which zips by position over arrays, maps and integer series only", g.Kind, c.Target.Name)
			return nil, nil
		}
		if members[j] == nil {
			return nil, nil
		}
		width += len(members[j].cols)
	}
	if len(l.Alias.Columns) != width {
		c.Refuse("T053", l, "name one column per generated column, or use Trino, PostgreSQL or DuckDB",
			"%d column name(s) for %d generated column(s) cannot be expressed in %s", len(l.Alias.Columns), width, c.Target.Name)
		return nil, nil
	}
	if c.Target.Name == "doris" {
		return c.dorisNumberedView(l, members)
	}
	alias := l.Alias.Name
	idx, pad := c.Fresh("i"), c.Fresh("v")
	pos := func() ast.Expr { return colRef(alias, idx, sp) }
	null := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitNull} }
	rows := func(k ast.Expr) ast.Expr {
		// split(space(k), ' '): k + 1 empty strings.
		return canonCall(sp, "split_regex", canonCall(sp, "space", k), &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "})
	}
	// read is column col of member m at the position, NULL past its end.
	read := func(m *hiveMember, col int) ast.Expr {
		return canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpLt, L: pos(), R: m.count()}, m.cols[col](pos()), null())
	}
	var vals []ast.Expr
	var arr ast.Expr
	switch m := members[0]; {
	case len(members) == 1 && m.k != nil:
		if m.cond == nil {
			arr = rows(m.k)
		} else {
			arr = canonCall(sp, "if", m.cond, rows(m.k), null())
		}
		// The rows are the member's own: no position past its end.
		for _, col := range m.cols {
			vals = append(vals, col(pos()))
		}
	case len(members) == 1 && m.whole != nil:
		arr = m.whole
		vals = append(vals, colRef(alias, pad, sp))
		for col := 1; col < len(m.cols); col++ {
			vals = append(vals, read(m, col))
		}
	default:
		// A zip runs over the positions of its longest member, the others
		// padded with NULL; a NULL array counts as empty (T3).
		counts := make([]ast.Expr, len(members))
		for j, m := range members {
			counts[j] = m.count()
			for col := range m.cols {
				vals = append(vals, read(m, col))
			}
		}
		n := c.hiveMax(sp)(counts...)
		arr = canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpGt, L: n, R: intLit(sp, 0)},
			rows(hivePlus(n, -1, sp)), null())
	}
	lv := &ast.LateralView{Span: sp, Outer: l.Outer, Table: alias,
		Func: canonCall(l.Gens[0].Span, "posexplode", arr), Columns: []ast.Ident{idx, pad}}

	return lv, columnSubsts(l, vals, hivePosition(l, pos()), sp)
}

// hivePosition is the source's position column of l read from the
// 0-based row number pos (nil when l has none): posexplode's and
// explode_numbers' numbers are 0-based, NULL on an outer row as the
// source's (T2).
func hivePosition(l *ast.Lateral, pos ast.Expr) ast.Expr {
	o := l.Ordinality
	if o == nil {
		return nil
	}
	if o.Base != 0 {
		return plusInt(pos, o.Base, pos.SpanOf())
	}
	return pos
}

// dorisNumbered reports whether the Doris target spells l by numbering
// rows (dorisNumberedView): what Doris's own generators do not give alone,
// that is a lateral of integer series other than explode_numbers' 0 ..
// n-1 (dorisNumbersCount) or with positions, the unnest of a sequence
// array, a map with positions (Doris's posexplode takes arrays), the
// expansion of a zip of arrays with positions, and a zip (several
// generators) with positions or holding other than arrays. A zip of
// arrays alone is left to dorisZipCall, Doris's explode zipping arrays
// itself, and one array with positions to Doris's posexplode.
func (c *Context) dorisNumbered(l *ast.Lateral) bool {
	g := l.Gens[0]
	if len(l.Gens) == 1 {
		switch {
		case g.Kind == ast.GenSeries:
			return l.Ordinality != nil || dorisNumbersCount(g) == nil
		case hiveSeriesArray(g) != nil:
			return true
		}
		return hiveMapPositions(l) || l.Ordinality != nil && zipOfRows(g) != nil
	}
	if l.Ordinality != nil {
		return true
	}
	for _, g := range l.Gens {
		if g.Kind != ast.GenUnnest || g.Collection == ast.CollMap || g.Expand || len(g.Args) != 1 {
			return true
		}
	}
	return false
}

// dorisCounted makes m, an array member or a map's (whose keys are the
// array x), count coalesce(cardinality(x), 0) rows: Doris's array_size is
// NULL for a NULL array and takes arrays only (Doris documentation,
// ARRAY_SIZE; map_keys of a NULL map is NULL, MAP_KEYS), so the count is
// never NULL nor negative, as explode_numbers needs.
func dorisCounted(m *hiveMember, x ast.Expr) {
	m.count = func() ast.Expr {
		sp := x.SpanOf()
		return canonCall(sp, "coalesce", canonCall(sp, "cardinality", ast.Clone(x)), intLit(sp, 0))
	}
}

// dorisNumberedView spells a lateral l that Doris numbers (dorisNumbered).
// A map alone with positions is LATERAL VIEW posexplode(map_keys(m)), its
// values read at the positions below the map's size (hiveMapMember;
// Doris documentation, table functions, POSEXPLODE: the 0-based position
// of each element first, none for a NULL or empty array, and
// posexplode_outer a row of NULLs then). Any other is LATERAL VIEW
// explode_numbers(n) over its row numbers 0 .. n-1, n the count of the
// longest member (Doris documentation, table functions, explode_numbers:
// "returns a sequence of [0, n)", none when n is 0 or NULL;
// explode_numbers_outer adds a row of NULL when there is none), each
// member's columns read at the row number below its own count, as
// hiveIndexedView does. Doris has no LATERAL VIEW OUTER: an outer lateral
// takes the _outer function. The counts are never negative nor NULL
// (hiveCounted gives 0 for an empty or NULL series or zip, dorisCounted
// for an array or a map), so no rule for a negative n is relied on. Entry
// i of a map is map_keys(m)[i], map_values(m)[i]: Doris lists both in the
// map's own order (Doris documentation, MAP_KEYS and MAP_VALUES: of
// map(1, "100", 0.1, 2) they give [1.0, 0.1] and ["100", "2"]), and reads
// an array 1-based (dorisAt).
func (c *Context) dorisNumberedView(l *ast.Lateral, members []*hiveMember) (*ast.LateralView, []subst) {
	sp := l.Span
	alias, idx := l.Alias.Name, c.Fresh("i")
	pos := func() ast.Expr { return colRef(alias, idx, sp) }
	outer := func(name string) string {
		if l.Outer {
			return name + "_outer"
		}
		return name
	}
	read := func(m *hiveMember, col int) ast.Expr {
		if len(members) == 1 && m.k != nil {
			// A series alone: its rows are its own.
			return m.cols[col](pos())
		}
		return canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpLt, L: pos(), R: m.count()}, m.cols[col](pos()), &ast.Literal{Span: sp, Kind: ast.LitNull})
	}
	if m := members[0]; len(members) == 1 && m.whole != nil {
		key := c.Fresh("v")
		vals := []ast.Expr{colRef(alias, key, sp)}
		for col := 1; col < len(m.cols); col++ {
			vals = append(vals, dorisAt(read(m, col), alias, idx))
		}
		lv := &ast.LateralView{Span: sp, Table: alias, Func: canonCall(l.Gens[0].Span, outer("posexplode"), m.whole), Columns: []ast.Ident{idx, key}}
		return lv, columnSubsts(l, vals, hivePosition(l, pos()), sp)
	}
	var counts, vals []ast.Expr
	for _, m := range members {
		counts = append(counts, m.count())
		for col := range m.cols {
			vals = append(vals, dorisAt(read(m, col), alias, idx))
		}
	}
	n := dorisMax(sp, counts...)
	if _, ok := signedIntLiteral(n); !ok {
		// explode_numbers takes an INT; Doris widens INT + INT to BIGINT,
		// and array_size is a BIGINT.
		n = hiveAsInt(sp, n)
	}
	lv := &ast.LateralView{Span: sp, Table: alias, Func: canonCall(l.Gens[0].Span, outer("explode_numbers"), n), Columns: []ast.Ident{idx}}
	return lv, columnSubsts(l, vals, hivePosition(l, pos()), sp)
}

// dorisAt turns the 0-based subscripts at the row number alias.idx that
// the members read (x[i], its Base 0) into Doris's 1-based x[i + 1] (Doris
// documentation, ELEMENT_AT: arr[position], position from 1). The
// subscripts of the source, lowered for Doris before, are not at that
// fresh column.
func dorisAt(e ast.Expr, alias, idx ast.Ident) ast.Expr {
	return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		s, ok := n.(*ast.Subscript)
		if !ok || s.Base != 0 {
			return n
		}
		cr, ok := s.Index.(*ast.ColumnRef)
		if !ok || len(cr.Name) != 2 || !strings.EqualFold(cr.Name[0].Name, alias.Name) || !strings.EqualFold(cr.Name[1].Name, idx.Name) {
			return n
		}
		ns := *s
		ns.Index, ns.Base = plusInt(ast.Clone(cr), 1, s.Span), 1
		return &ns
	})
}

// dorisMax is the greatest of counts that are never NULL: their maximum
// when all are integer literals, else greatest(counts...) (Doris
// documentation, GREATEST: the largest argument, NULL when one is NULL,
// which the counts never are).
func dorisMax(sp ast.Span, counts ...ast.Expr) ast.Expr {
	if len(counts) == 1 {
		return counts[0]
	}
	m, folded := 0, true
	for i, cnt := range counts {
		k, ok := signedIntLiteral(cnt)
		folded = folded && ok
		if i == 0 || k > m {
			m = k
		}
	}
	if folded {
		return intLit(sp, m)
	}
	return canonCall(sp, "greatest", counts...)
}

// hiveMax is how the target takes the greatest of the counts of a zip's
// members: hiveGreatest, or dorisMax for Doris, which folds constants.
func (c *Context) hiveMax(sp ast.Span) func(counts ...ast.Expr) ast.Expr {
	if c.Target.Name == "doris" {
		return func(counts ...ast.Expr) ast.Expr { return dorisMax(sp, counts...) }
	}
	return func(counts ...ast.Expr) ast.Expr {
		if len(counts) == 1 {
			return counts[0]
		}
		return canonCall(sp, c.hiveGreatest(), counts...)
	}
}

// hiveGreatest is the name of greatest for the counts of a zip: Hive's
// greatest is NULL when an argument is (Hive 2.0.0 and later), Spark's
// skips NULLs (Spark SQL reference, greatest). Hive's counts are never
// NULL (size of a NULL array is -1); Spark's size of a NULL array is NULL
// with spark.sql.ansi.enabled (-1 otherwise), which counts as empty there
// when skipped, as greatest_ignore_nulls is printed for Spark.
func (c *Context) hiveGreatest() string {
	if c.Target.Name == "spark" {
		return "greatest_ignore_nulls"
	}
	return "greatest"
}

// hiveMapMember is a map m: size(m) entries (-1 when m is NULL, which
// counts as none), the key and value of entry i being map_keys(m)[i] and
// map_values(m)[i]. This relies on the two arrays listing the entries in
// the same order: Hive's manual says only that each is "unordered" (Hive
// LanguageManual, collection functions), and both iterate the one map
// object in Hive's implementation; Spark's follow the map's entries, the
// order explode and posexplode give them in. (Reading the value as
// m[map_keys(m)[i]] would not rely on it, but misses a NaN key.) Alone,
// it is posexplode of map_keys(m), whose element is the key.
func hiveMapMember(sp ast.Span, m ast.Expr) *hiveMember {
	at := func(name string) func(i ast.Expr) ast.Expr {
		return func(i ast.Expr) ast.Expr {
			return &ast.Subscript{Span: sp, X: canonCall(sp, name, ast.Clone(m)), Index: i, Base: 0, Missing: ast.MissingNull}
		}
	}
	return &hiveMember{
		count: func() ast.Expr { return canonCall(sp, "size", ast.Clone(m)) },
		cols:  []func(i ast.Expr) ast.Expr{at("map_keys"), at("map_values")},
		whole: canonCall(sp, "map_keys", ast.Clone(m)),
	}
}

// hiveZipMember is the zip of the arrays as, arrays_zip(a, b, ...) or
// zip(a, b, ...): as many rows as the longest array, the shorter padded
// with NULL, and none when one of the arrays is NULL, which makes the zip
// NULL (Spark SQL reference, arrays_zip; Trino array functions, zip: "If
// the arguments have an uneven length, missing values are filled with
// NULL"; both NULL on a NULL argument, as the reference executor has
// them): k + 1 rows, k = greatest(size(a), size(b)) - 1, when a IS NOT
// NULL AND b IS NOT NULL AND k >= 0. Column j is element i of array j,
// read below its size only.
func hiveZipMember(sp ast.Span, as []ast.Expr, greatest func(...ast.Expr) ast.Expr) *hiveMember {
	var cond, n ast.Expr
	if len(as) == 1 {
		n = canonCall(sp, "size", ast.Clone(as[0])) // -1 when NULL
	} else {
		sizes := make([]ast.Expr, len(as))
		for j, a := range as {
			sizes[j] = canonCall(sp, "size", ast.Clone(a))
			cond = and(cond, &ast.IsNull{Span: sp, X: ast.Clone(a), Not: true})
		}
		n = greatest(sizes...)
	}
	cond = and(cond, &ast.Binary{Span: sp, Op: ast.OpGt, L: n, R: intLit(sp, 0)})
	m := hiveCounted(sp, cond, hivePlus(n, -1, sp))
	for _, a := range as {
		a := a
		m.cols = append(m.cols, func(i ast.Expr) ast.Expr {
			return canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpLt, L: i, R: canonCall(sp, "size", ast.Clone(a))},
				&ast.Subscript{Span: sp, X: ast.Clone(a), Index: ast.Clone(i), Base: 0, Missing: ast.MissingNull}, &ast.Literal{Span: sp, Kind: ast.LitNull})
		})
	}
	return m
}

// hiveArrayMember is an array a of a zip: size(a) rows (-1 when a is
// NULL, which counts as none), element i at a[i].
func hiveArrayMember(sp ast.Span, a ast.Expr) *hiveMember {
	return &hiveMember{
		count: func() ast.Expr { return canonCall(sp, "size", ast.Clone(a)) },
		cols: []func(i ast.Expr) ast.Expr{func(i ast.Expr) ast.Expr {
			return &ast.Subscript{Span: sp, X: ast.Clone(a), Index: i, Base: 0, Missing: ast.MissingNull}
		}},
	}
}

// hiveSeriesMember is an integer series start .. stop by a constant step:
// with the stop moved in by one step when it is excluded, it is not empty
// when start <= stop (start >= stop for a negative step), and then has
// k + 1 elements, k = (stop - start) DIV step, the element i being start
// + i * step. A NULL bound makes the condition NULL: no row, as the
// source's series. A step that is not a non-zero integer literal, or a
// bound not known to be an integer, is refused (nil). orig are the
// arguments as written, for the positions of refusals; args are the same
// with earlier laterals' columns substituted.
func (c *Context) hiveSeriesMember(sp ast.Span, orig, args []ast.Expr, exclusive bool, sc *scope) *hiveMember {
	step := 1
	if len(args) == 3 {
		k, ok := signedIntLiteral(args[2])
		if !ok || k == 0 {
			c.Refuse("T058", orig[2], "write the step as a non-zero integer literal",
				"the step of a series must be a constant for %s", c.Target.Name)
			return nil
		}
		step = k
	}
	if step >= 1<<32 || step <= -(1<<32) {
		// i * step, computed in BIGINT, could overflow before start is added.
		c.Refuse("T058", orig[2], "use a step below 2^32 in size, or PostgreSQL, DuckDB, Trino or Spark as the target",
			"a series step of 2^32 or more cannot be numbered exactly in %s", c.Target.Name)
		return nil
	}
	small, ok := c.hiveIntBounds(orig, sc)
	if !ok {
		return nil
	}
	start, stop := args[0], args[1]
	if exclusive {
		stop = hivePlus(stop, -sign(step), sp)
	}
	cmp := ast.OpLe
	if step < 0 {
		cmp = ast.OpGe
	}
	var cond ast.Expr = &ast.Binary{Span: sp, Op: cmp, L: ast.Clone(start), R: ast.Clone(stop)}
	var k ast.Expr
	// In BIGINT: the difference of two INT bounds may not fit an INT.
	switch step {
	case 1:
		k = hiveSub(hiveBig(sp, stop), start, sp)
	case -1:
		k = hiveSub(hiveBig(sp, start), stop, sp)
	default:
		// Both operands of DIV have the step's sign here, so its integer
		// part is the floor.
		k = &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: hiveSub(hiveBig(sp, stop), start, sp), R: intLit(sp, step)}
	}
	folded := false
	if a, okA := signedIntLiteral(start); okA {
		if b, okB := signedIntLiteral(stop); okB {
			// Constant bounds: fold.
			if (step > 0 && a <= b) || (step < 0 && a >= b) {
				n, ok := hiveFoldedCount(a, b, step)
				if !ok {
					c.refuseHugeSeries(orig[0])
					return nil
				}
				cond = nil
				k = intLit(sp, n)
			} else {
				k = intLit(sp, 0) // never read
			}
			folded = true
		}
	}
	if a, ok := signedIntLiteral(start); ok && a == 0 && step == 1 && small && !folded {
		k, folded = ast.Clone(stop), true // no subtraction: stop itself, an INT
	}
	if !folded {
		k = hiveAsInt(sp, k)
	}
	m := hiveCounted(sp, cond, k)
	at := func(i ast.Expr) ast.Expr {
		switch step {
		case 1, -1:
			// start +- i lies between the bounds: no wider type needed.
			if a, ok := signedIntLiteral(start); ok && a == 0 && step == 1 {
				return i
			}
			op := ast.OpAdd
			if step == -1 {
				op = ast.OpSub
			}
			return &ast.Binary{Span: sp, Op: op, L: ast.Clone(start), R: i}
		}
		// i * step may not fit an INT though the element does: in BIGINT,
		// back to INT for INT bounds.
		var e ast.Expr = &ast.Binary{Span: sp, Op: ast.OpMul, L: hiveBig(sp, i), R: intLit(sp, step)}
		if a, ok := signedIntLiteral(start); !ok || a != 0 {
			e = &ast.Binary{Span: sp, Op: ast.OpAdd, L: ast.Clone(start), R: e}
		}
		if small {
			e = hiveAsInt(sp, e)
		}
		return e
	}
	m.cols = []func(i ast.Expr) ast.Expr{at}
	return m
}

// hiveSequenceMember is Spark's and Trino's sequence(start, stop) of
// integers, whose step is 1, or -1 when stop < start (Spark SQL reference,
// sequence: "By default, the step is 1 if start is less than or equal to
// stop, otherwise -1"; Trino array functions, sequence: "Generate a
// sequence of integers from start to stop, incrementing by 1 if start is
// less than or equal to stop, otherwise -1"): k + 1 elements, k =
// abs(stop - start), the element i being start + i or start - i. A NULL
// bound gives a NULL array: no row, and an empty member of a zip.
func (c *Context) hiveSequenceMember(sp ast.Span, orig, args []ast.Expr, sc *scope) *hiveMember {
	if _, ok := c.hiveIntBounds(orig, sc); !ok {
		return nil
	}
	start, stop := args[0], args[1]
	diff := hiveSub(hiveBig(sp, stop), start, sp) // in BIGINT, as hiveSeriesMember's
	var k ast.Expr = hiveAsInt(sp, canonCall(sp, "abs", diff))
	var cond ast.Expr = &ast.IsNull{Span: sp, X: ast.Clone(diff), Not: true}
	if a, okA := signedIntLiteral(start); okA {
		if b, okB := signedIntLiteral(stop); okB {
			n, ok := hiveFoldedCount(min(a, b), max(a, b), 1)
			if !ok {
				c.refuseHugeSeries(orig[0])
				return nil
			}
			cond, k = nil, intLit(sp, n)
		}
	}
	m := hiveCounted(sp, cond, k)
	at := func(i ast.Expr) ast.Expr {
		up := &ast.Binary{Span: sp, Op: ast.OpAdd, L: ast.Clone(start), R: ast.Clone(i)}
		down := &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(start), R: i}
		if a, okA := signedIntLiteral(start); okA {
			if b, okB := signedIntLiteral(stop); okB {
				if a <= b {
					return up
				}
				return down
			}
		}
		return canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpLe, L: ast.Clone(start), R: ast.Clone(stop)}, up, down)
	}
	m.cols = []func(i ast.Expr) ast.Expr{at}
	return m
}

// hiveSequenceStepMember is Spark's and Trino's sequence(start, stop,
// step) of integers: start, start + step, ... up to the last element not
// past stop (Trino array functions, sequence: "Generate a sequence of
// integers from start to stop, incrementing by step"; Spark SQL
// reference, sequence), the integer series hiveSeriesMember spells. Both
// raise an error when the step points away from stop, where that series
// is empty; a target cannot raise it, so the bounds must be integer
// literals that show it does not happen (the step a non-zero integer
// literal, as hiveSeriesMember requires). Nil when refused.
func (c *Context) hiveSequenceStepMember(sp ast.Span, orig, args []ast.Expr, sc *scope) *hiveMember {
	a, okA := signedIntLiteral(args[0])
	b, okB := signedIntLiteral(args[1])
	step, okS := signedIntLiteral(args[2])
	if okS && step != 0 && (!okA || !okB || (step > 0 && b < a) || (step < 0 && b > a)) {
		c.Refuse("T058", orig[0], "write the bounds as integer literals, or use Spark, Trino, PostgreSQL or DuckDB",
			"sequence raises an error when its step points away from its stop, which %s cannot raise: only constant bounds in the step's direction can be expressed", c.Target.Name)
		return nil
	}
	return c.hiveSeriesMember(sp, orig, args, false, sc)
}

// hiveCounted is a member of k + 1 elements when cond holds (always when
// cond is nil), of none otherwise.
func hiveCounted(sp ast.Span, cond, k ast.Expr) *hiveMember {
	m := &hiveMember{cond: cond, k: k}
	m.count = func() ast.Expr {
		n := hivePlus(k, 1, sp)
		if cond == nil {
			return n
		}
		return canonCall(sp, "if", ast.Clone(cond), n, intLit(sp, 0))
	}
	return m
}

// hiveIntBounds checks that the bounds of a series are integers, read
// from orig, the arguments as written (whose columns the scope knows),
// refusing (T057) otherwise; small: both fit an INT.
func (c *Context) hiveIntBounds(orig []ast.Expr, sc *scope) (small, ok bool) {
	small = true
	for i, a := range orig[:2] {
		t := c.intTypeOf(a, sc)
		if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
			c.Refuse("T057", orig[i], "count over integers (give the column types with --schema, or cast the bound to an integer type), or use PostgreSQL, DuckDB, Trino or Spark",
				"only a series of integers can be expressed in %s, and this bound is not known to be an integer", c.Target.Name)
			return false, false
		}
		small = small && t.Kind <= ast.TypeInt
	}
	return small, true
}

// hiveBig is CAST(e AS BIGINT), e itself when it is an integer literal.
func hiveBig(sp ast.Span, e ast.Expr) ast.Expr {
	if _, ok := signedIntLiteral(e); ok {
		return ast.Clone(e)
	}
	return &ast.Cast{Span: sp, X: ast.Clone(e), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt, Name: "BIGINT"}}
}

// hiveAsInt is CAST(k AS INT): space takes an INT.
func hiveAsInt(sp ast.Span, k ast.Expr) ast.Expr {
	return &ast.Cast{Span: sp, X: k, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt, Name: "INT"}}
}

// intTypeOf is the type of e when it is seen to be an integer: an integer
// literal, a column or cast of an integer type, or +, -, * of integers
// (the wider of the two); otherwise what typeOf says, nil when unknown.
func (c *Context) intTypeOf(e ast.Expr, sc *scope) *ast.TypeName {
	switch x := e.(type) {
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			return c.intTypeOf(x.X, sc)
		}
	case *ast.Binary:
		if x.Op != ast.OpAdd && x.Op != ast.OpSub && x.Op != ast.OpMul {
			return nil
		}
		l, r := c.intTypeOf(x.L, sc), c.intTypeOf(x.R, sc)
		if l == nil || r == nil || !l.Kind.IsInteger() || !r.Kind.IsInteger() {
			return nil
		}
		if r.Kind > l.Kind {
			return r
		}
		return l
	}
	return c.typeOf(e, sc)
}

// substIn applies the substitutions of earlier laterals to e.
func substIn(e ast.Expr, subs []subst) ast.Expr {
	if len(subs) == 0 {
		return e
	}
	return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		if cr, ok := n.(*ast.ColumnRef); ok {
			if x := matchSubst(cr, subs, false); x != nil {
				return ast.Clone(x)
			}
		}
		return n
	})
}

// hivePlus is e + k, folded when e is an integer literal.
func hivePlus(e ast.Expr, k int, sp ast.Span) ast.Expr {
	if v, ok := signedIntLiteral(e); ok {
		return intLit(sp, v+k)
	}
	if b, ok := e.(*ast.Binary); ok && (b.Op == ast.OpAdd || b.Op == ast.OpSub) {
		// (x ± c) + k is x + (±c + k).
		if c, ok := intLiteral(b.R); ok {
			if b.Op == ast.OpSub {
				c = -c
			}
			if c+k == 0 {
				return ast.Clone(b.L)
			}
			return plusInt(ast.Clone(b.L), c+k, sp)
		}
	}
	return plusInt(ast.Clone(e), k, sp)
}

// hiveSub is a - b, folded when b (or both) is an integer literal.
func hiveSub(a, b ast.Expr, sp ast.Span) ast.Expr {
	if v, ok := signedIntLiteral(b); ok {
		if v == 0 {
			return ast.Clone(a)
		}
		return hivePlus(a, -v, sp)
	}
	return &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(a), R: ast.Clone(b)}
}

// hiveFoldedCount is k = (b - a) / step for constant bounds in the step's
// direction, the series having k + 1 elements, computed without overflow;
// ok is false when k + 1 rows cannot be numbered (k is 2^31 - 1 or more:
// space(k) takes an INT) or k * step does not fit a BIGINT (the elements
// are start + i * step).
func hiveFoldedCount(a, b, step int) (int, bool) {
	d := new(big.Int).Sub(big.NewInt(int64(b)), big.NewInt(int64(a)))
	k := d.Quo(d, big.NewInt(int64(step)))
	if !k.IsInt64() || k.Int64() >= math.MaxInt32 {
		return 0, false
	}
	if !new(big.Int).Mul(k, big.NewInt(int64(step))).IsInt64() {
		return 0, false
	}
	return int(k.Int64()), true
}

// refuseHugeSeries refuses a series of constant bounds hiveFoldedCount
// cannot number.
func (c *Context) refuseHugeSeries(at ast.Node) {
	c.Refuse("T058", at, "split the series, or use PostgreSQL, DuckDB, Trino or Spark as the target",
		"a series of 2^31 or more elements, or with elements beyond BIGINT steps, cannot be numbered in %s", c.Target.Name)
}
