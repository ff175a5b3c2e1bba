package difftest

import "strings"

// Expressions of the seeds from MoreSeeds on: integer division by a
// negative number or by zero, NULL-heavy CASE and coalesce, floats
// written as text (a CAST to a string type, concat, ||), upper and lower
// of letters outside ASCII (the fixtures' strings hold some), DuckDB
// string slices, concatenation with a NULL string, sums and averages of
// DECIMAL and DOUBLE casts and of conditions, array_cat and list_concat
// with a NULL array, and ORDER BY keys with DESC and NULLS FIRST/LAST.

// MoreSeeds is the first seed whose cases use the constructs of
// gen_more.go (and whose strings hold letters outside ASCII); the seeds
// below it generate the cases they always did.
const MoreSeeds = 16000

// doubleSQL spells DOUBLE in a dialect of style s.
func doubleSQL(s style) string {
	switch s {
	case stylePG, styleAnsi:
		return "DOUBLE PRECISION"
	case styleBQ:
		return "FLOAT64"
	}
	return "DOUBLE"
}

// decimalSQL spells DECIMAL(10, 2) in a dialect of style s.
func decimalSQL(s style) string {
	if s == styleBQ {
		return "NUMERIC(10, 2)"
	}
	return "DECIMAL(10, 2)"
}

// concatSQL concatenates a and b in the source's usual spelling: || in
// PostgreSQL and ANSI SQL (and now and then in Trino, DuckDB and
// Snowflake), concat elsewhere.
func (g *gen) concatSQL(a, b string) string {
	switch {
	case g.s == stylePG || g.s == styleAnsi:
		return a + " || " + b
	case (g.s == stylePresto || g.s == styleDuck || g.s == styleSnow) && g.chance(2):
		return a + " || " + b
	}
	return "concat(" + a + ", " + b + ")"
}

// moreScalar is a scalar item over r built from the constructs above; ok
// is false when the source has none for r.
func (g *gen) moreScalar(r ref) (string, bool) {
	x := r.expr
	str := typeSQL(g.s, TString)
	if r.t.Kind == KInt {
		switch g.r.IntN(6) {
		case 0:
			// Integer division by a negative number, or by zero where the
			// source gives NULL for it (Hive and Spark, whose / is a
			// DOUBLE division and div integral; DuckDB's / and //).
			switch {
			case g.src == "hive" || g.src == "spark":
				return x + pick(g, []string{" div -2", " div 0", " / -2", " / 0", " div 3"}), true
			case g.src == "duckdb":
				return x + pick(g, []string{" // -2", " // 0", " / -4", " / 0"}), true
			case g.s == styleBQ:
				return pick(g, []string{"DIV(" + x + ", -2)", "DIV(" + x + ", 3)", x + " / -4"}), true
			case g.src == "doris":
				return x + pick(g, []string{" / -4", " DIV -2"}), true
			}
			return x + pick(g, []string{" / -2", " / 3"}), true
		case 1:
			// A remainder of a negative dividend.
			if g.s == styleBQ || g.s == styleAnsi {
				return "MOD(" + x + " - 3, " + pick(g, []string{"2", "-2"}) + ")", true
			}
			return "(" + x + " - 3) % " + pick(g, []string{"2", "-2"}), true
		case 2:
			return pick(g, []string{
				"CASE WHEN " + x + " > 0 THEN NULL WHEN " + x + " IS NULL THEN -1 ELSE " + x + " END",
				"CASE " + x + " WHEN 1 THEN NULL WHEN NULL THEN 0 ELSE " + x + " + 1 END",
				"coalesce(NULL, nullif(" + x + ", 0), -" + x + ")",
				"CASE WHEN " + x + " IS NULL THEN NULL ELSE " + x + " * 2 END",
			}), true
		case 3:
			// A DOUBLE, compared as a number.
			return "CAST(" + x + " AS " + doubleSQL(g.s) + ") / 4", true
		case 4:
			// A DOUBLE written as text: each dialect has its own (refused
			// between those whose texts differ).
			d := "CAST(" + x + " AS " + doubleSQL(g.s) + ")"
			if g.chance(2) {
				d += " / 4"
			}
			if g.chance(2) || g.s == stylePresto {
				// (Trino's and Presto's || and concat take strings only)
				return "CAST(" + d + " AS " + str + ")", true
			}
			return g.concatSQL(d, "'|'"), true
		default:
			// A DECIMAL written as text.
			return "CAST(CAST(" + x + " AS " + decimalSQL(g.s) + ") / 4 AS " + str + ")", true
		}
	}
	if r.t.Kind != KString {
		return "", false
	}
	switch g.r.IntN(5) {
	case 0, 1:
		// Letters outside ASCII: each dialect maps its own (warned).
		return pick(g, []string{"upper", "lower"}) + "(" + x + ")", true
	case 2:
		if g.s == styleDuck {
			// A string slice: 1-based, inclusive, a negative bound
			// counting from the end.
			return x + pick(g, []string{"[2:3]", "[-2:]", "[:2]", "[0:1]", "[-3:-2]"}), true
		}
		return g.concatSQL(x, "CAST(NULL AS "+str+")"), true
	case 3:
		return pick(g, []string{
			"coalesce(nullif(" + x + ", ''), nullif(" + x + ", 'a'), 'none')",
			"CASE WHEN " + x + " = '' THEN NULL ELSE " + x + " END",
			"CASE WHEN " + x + " IS NULL THEN NULL WHEN " + x + " < 'b' THEN 'lt' END",
		}), true
	}
	return g.concatSQL(x, "'-'"), true
}

// moreAggregate is an aggregate over an integer r: sum and avg of a
// DECIMAL or DOUBLE cast, of r itself, or of a condition.
func (g *gen) moreAggregate(r ref) string {
	x := r.expr
	switch g.r.IntN(6) {
	case 0:
		return "sum(CAST(" + x + " AS " + decimalSQL(g.s) + "))"
	case 1:
		return "avg(CAST(" + x + " AS " + decimalSQL(g.s) + "))"
	case 2:
		return "avg(CAST(" + x + " AS " + doubleSQL(g.s) + "))"
	case 3:
		return "count(CASE WHEN " + x + " > 0 THEN 1 END)"
	case 4:
		return "sum(CASE WHEN " + x + " IS NULL THEN 1 ELSE 0 END)"
	}
	return pick(g, []string{"avg(", "sum("}) + x + ")"
}

// moreArrayFunc is PostgreSQL's array_cat or DuckDB's list_concat of an
// array and another or a NULL array (PostgreSQL skips a NULL array and
// gives NULL for two; DuckDB skips NULL lists).
func (g *gen) moreArrayFunc() (ref, bool) {
	if len(g.arrays) == 0 || g.s != stylePG && g.s != styleDuck {
		return ref{}, false
	}
	a := pick(g, g.arrays)
	b := ref{expr: "CAST(NULL AS " + typeSQL(g.s, a.t) + ")", t: a.t}
	if g.chance(2) {
		for _, c := range g.arrays {
			if c.t.Elem.Kind == a.t.Elem.Kind && g.chance(2) {
				b = c
				break
			}
		}
	}
	fn := "array_cat"
	if g.s == styleDuck {
		fn = pick(g, []string{"list_concat", "array_cat"})
	}
	args := a.expr + ", " + b.expr
	if g.chance(2) {
		args = b.expr + ", " + a.expr
	}
	e := fn + "(" + args + ")"
	if g.s == styleDuck && strings.HasPrefix(b.expr, "CAST(NULL ") {
		// (As for ||, a DuckDB user casts the result back.)
		e = "CAST(" + e + " AS " + typeSQL(g.s, a.t) + ")"
	}
	return ref{expr: e, t: a.t, uses: append(append([]string(nil), a.uses...), b.uses...)}, true
}

// orderDirections gives the ORDER BY keys DESC and NULLS FIRST or LAST.
func (g *gen) orderDirections() {
	for i := range g.q.Items {
		g.q.Items[i].Order = pick(g, []string{"", " DESC", " NULLS FIRST", " NULLS LAST", " DESC NULLS FIRST", " DESC NULLS LAST"})
	}
}
