package difftest

import "strings"

// Expressions whose NULL, empty, zero and sign cases differ between
// dialects: array functions (sorting, dedup, reversal, concatenation with
// a NULL operand), date series with interval steps, remainders by 0 and
// -1, substrings from position 0 or a negative one, concat_ws of arrays.

// arrayFunc is an array function over a generated collection, in the
// source's spelling: Hive/Spark sort_array and array_distinct (Spark also
// reverse and concat), Trino/Presto array_sort, array_distinct, reverse
// and ||, PostgreSQL || (a NULL array counts as empty there), DuckDB
// list_reverse and ||, BigQuery ARRAY_CONCAT.
func (g *gen) arrayFunc() (ref, bool) {
	if len(g.arrays) == 0 {
		return ref{}, false
	}
	a := pick(g, g.arrays)
	// The second operand of a concatenation: an array of the same
	// element type, or a NULL array.
	other := func() ref {
		var same []ref
		for _, r := range g.arrays {
			if r.t.Elem.Kind == a.t.Elem.Kind {
				same = append(same, r)
			}
		}
		b := pick(g, same)
		if g.chance(4) {
			b = ref{expr: "CAST(NULL AS " + typeSQL(g.s, a.t) + ")", t: a.t}
		}
		return b
	}
	join := func(b ref) []string { return append(append([]string(nil), a.uses...), b.uses...) }
	var e string
	uses := a.uses
	switch g.src {
	case "hive":
		e = pick(g, []string{"sort_array", "array_distinct"}) + "(" + a.expr + ")"
	case "spark":
		switch g.r.IntN(6) {
		case 0:
			e = "sort_array(" + a.expr + ")"
		case 1:
			e = "sort_array(" + a.expr + ", false)"
		case 2:
			e = "array_distinct(" + a.expr + ")"
		case 3:
			e = "reverse(" + a.expr + ")"
		case 4:
			b := other()
			e, uses = "concat("+a.expr+", "+b.expr+")", join(b)
		default:
			b := other()
			e, uses = a.expr+" || "+b.expr, join(b)
		}
	case "trino", "presto":
		switch g.r.IntN(5) {
		case 0:
			e = "array_sort(" + a.expr + ")"
		case 1:
			e = "array_distinct(" + a.expr + ")"
			if g.more {
				// lateral does not read Trino's array_distinct (Trino
				// does not document its order): the case would only be
				// skipped.
				e = "array_sort(" + a.expr + ")"
			}
		case 2:
			e = "reverse(" + a.expr + ")"
		case 3:
			b := other()
			e, uses = "concat("+a.expr+", "+b.expr+")", join(b)
		default:
			b := other()
			e, uses = a.expr+" || "+b.expr, join(b)
		}
	case "postgres":
		if a.t.Elem.Kind == KInt && g.chance(3) {
			// An array and an element: a NULL element is appended.
			r := g.intRef()
			e, uses = a.expr+" || "+r.expr, join(r)
			break
		}
		b := other()
		e, uses = a.expr+" || "+b.expr, join(b)
	case "duckdb":
		if g.chance(3) {
			e = "list_reverse(" + a.expr + ")"
			break
		}
		b := other()
		e, uses = a.expr+" || "+b.expr, join(b)
		if strings.HasPrefix(b.expr, "CAST(NULL ") {
			// DuckDB 1.5 types a || NULL-constant as "NULL", which
			// its unnest refuses to bind: a DuckDB user casts it back
			e = "CAST(" + e + " AS " + typeSQL(g.s, a.t) + ")"
		}
	case "bigquery":
		b := other()
		e, uses = "ARRAY_CONCAT("+a.expr+", "+b.expr+")", join(b)
	default:
		return ref{}, false
	}
	return ref{expr: e, t: a.t, uses: uses}, true
}

// dateSpans are the date series the generator writes: month steps from a
// month's end (clamped in some dialects, carried in others), a day step
// over a leap day, a negative step, and a step away from the stop.
var dateSpans = []struct {
	from, to string
	n        int
	unit     string
}{
	{"2024-01-31", "2024-05-01", 1, "MONTH"},
	{"2024-02-27", "2024-03-02", 1, "DAY"},
	{"2024-03-03", "2024-02-27", -2, "DAY"},
	{"2023-12-31", "2024-12-31", 3, "MONTH"},
	{"2024-03-01", "2024-02-01", 1, "DAY"},
}

// dateArray is an array of dates from a series with an interval step:
// Spark and Trino/Presto sequence (a step away from the stop is an error
// there, so none is written).
func (g *gen) dateArray() (ref, bool) {
	sp := pick(g, dateSpans)
	n := itoa(sp.n)
	switch {
	case g.src == "spark":
		if sp.n < 0 == (sp.from < sp.to) {
			return ref{}, false
		}
		return ref{expr: "sequence(DATE '" + sp.from + "', DATE '" + sp.to + "', INTERVAL " + n + " " + sp.unit + ")", t: TDateArray}, true
	case g.s == stylePresto:
		if sp.n < 0 == (sp.from < sp.to) {
			return ref{}, false
		}
		return ref{expr: "sequence(DATE '" + sp.from + "', DATE '" + sp.to + "', INTERVAL '" + n + "' " + sp.unit + ")", t: TDateArray}, true
	}
	return ref{}, false
}

// dateSeries is a PostgreSQL/DuckDB generate_series of dates with an
// interval step (its values are timestamps); a step away from the stop
// gives no row.
func (g *gen) dateSeries() string {
	sp := pick(g, dateSpans)
	step := "INTERVAL '" + itoa(sp.n) + " " + strings.ToLower(sp.unit) + "'"
	if g.s == styleDuck && g.chance(2) {
		// DuckDB 1.5 does not parse INTERVAL -2 DAY: a negative
		// count is quoted, INTERVAL '-2' DAY
		step = "INTERVAL " + itoa(sp.n) + " " + sp.unit
		if sp.n < 0 {
			step = "INTERVAL '" + itoa(sp.n) + "' " + sp.unit
		}
	}
	return "generate_series(DATE '" + sp.from + "', DATE '" + sp.to + "', " + step + ")"
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// edgeScalar is a scalar item over r at an edge the dialects define
// differently: a remainder by 0 or -1 (and Hive/Spark pmod), a substring
// from position 0 or a negative one, concat_ws of a string array.
// ok is false when the source has no such form for r.
func (g *gen) edgeScalar(r ref) (string, bool) {
	hive := g.src == "hive" || g.src == "spark"
	if r.t.Kind == KInt {
		divisor := pick(g, []string{"0", "-1", "-1", "2", "-2"})
		switch {
		case hive && g.chance(2):
			return "pmod(" + r.expr + ", " + divisor + ")", true
		case hive, g.src == "duckdb":
			return r.expr + " % " + divisor, true
		case g.s == styleBQ:
			// MOD by zero is an error in BigQuery.
			return "MOD(" + r.expr + ", " + pick(g, []string{"-1", "-2"}) + ")", true
		case g.s == styleAnsi:
			return "MOD(" + r.expr + ", " + pick(g, []string{"-1", "-2"}) + ")", true
		default:
			// A remainder by zero is an error in the others.
			return r.expr + " % " + pick(g, []string{"-1", "-2"}), true
		}
	}
	if r.t.Kind != KString {
		return "", false
	}
	if hive && g.chance(3) {
		var strArrays []ref
		for _, a := range g.arrays {
			if a.t.Elem.Kind == KString {
				strArrays = append(strArrays, a)
			}
		}
		if len(strArrays) > 0 {
			a := pick(g, strArrays)
			if g.chance(2) {
				return "concat_ws(',', " + a.expr + ")", true
			}
			return "concat_ws('-', " + r.expr + ", " + a.expr + ")", true
		}
	}
	if g.s == styleSnow {
		// Snowflake documents neither position 0 nor a negative one.
		return "", false
	}
	pos := pick(g, []string{"0", "-1", "-2", "0"})
	length := pick(g, []string{"", ", 1", ", 2", ", 3"})
	switch g.s {
	case styleAnsi:
		if length == "" {
			return "SUBSTRING(" + r.expr + " FROM " + pos + ")", true
		}
		return "SUBSTRING(" + r.expr + " FROM " + pos + " FOR " + strings.TrimPrefix(length, ", ") + ")", true
	case styleBQ:
		return "SUBSTR(" + r.expr + ", " + pos + length + ")", true
	}
	return "substr(" + r.expr + ", " + pos + length + ")", true
}

// derivedBase reads table t through a WITH query or a UNION ALL in FROM,
// aliased t, so that the generators' inputs are a derived table's
// columns (their types come from the query, not the table).
func (g *gen) derivedBase() {
	var cols []string
	for _, c := range g.fx.table("t").Cols {
		cols = append(cols, c.Name)
	}
	list := strings.Join(cols, ", ")
	if g.chance(2) {
		g.q.With = "WITH w AS (SELECT " + list + " FROM t) "
		g.q.From = "w t"
		return
	}
	g.q.From = "(SELECT " + list + " FROM t UNION ALL SELECT " + list + " FROM t WHERE id > 2) t"
}

// structArray puts in scope an array of structs built in the query from
// t's columns, one of its structs with a NULL field: Hive/Spark
// array(named_struct(...)), Trino/Presto ARRAY[CAST(ROW(...) AS ROW(...))],
// BigQuery [STRUCT(... AS a, ... AS b)] (the PostgreSQL and DuckDB
// generators read no arrays of structs).
func (g *gen) structArray() {
	var ints, strs []ref
	for _, r := range g.scalars {
		if len(r.uses) == 1 && r.uses[0] == "t" && !strings.Contains(strings.TrimPrefix(r.expr, "t."), ".") {
			switch r.t.Kind {
			case KInt:
				ints = append(ints, r)
			case KString:
				strs = append(strs, r)
			}
		}
	}
	if len(ints) == 0 || len(strs) == 0 {
		return
	}
	a, b, a2 := pick(g, ints), pick(g, strs), pick(g, ints)
	var e string
	switch {
	case g.s == styleHive && g.src != "doris":
		e = "array(named_struct('a', " + a.expr + ", 'b', " + b.expr + "), named_struct('a', " + a2.expr + ", 'b', CAST(NULL AS STRING)))"
	case g.s == stylePresto:
		row := " AS ROW(a INTEGER, b VARCHAR))"
		e = "ARRAY[CAST(ROW(" + a.expr + ", " + b.expr + ")" + row + ", CAST(ROW(" + a2.expr + ", NULL)" + row + "]"
	case g.s == styleBQ:
		e = "[STRUCT(" + a.expr + " AS a, " + b.expr + " AS b), STRUCT(" + a2.expr + " AS a, CAST(NULL AS STRING) AS b)]"
	default:
		return
	}
	g.structs = append(g.structs, ref{expr: e, t: TStructArray, uses: []string{"t"}})
}
