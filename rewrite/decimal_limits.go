package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeDecimalLimits: a DECIMAL(p, s) the target cannot declare.
const codeDecimalLimits = "T089"

// decimalLimits is the precision and scale a target's DECIMAL(p, s) may
// have: p in [1, maxP], s in [0, min(p, maxS)].
//
//   - Hive, Spark, Doris, Trino, Presto, DuckDB and Drill: 38 digits, a
//     scale from 0 to p (Hive language manual, Decimals; Spark and
//     Databricks "DECIMAL type": "p ... between 1 and 38", "s ... between 0
//     and p"; Doris DECIMAL: "The range of significant digits P is [1,
//     MAX_P], where MAX_P=38 when enable_decimal256=false" (its default),
//     "The range of decimal places S is [0, P]"; Trino DECIMAL: "maximum
//     precision of 38 digits"; DuckDB DECIMAL: a width from 1 to 38 and a
//     scale up to the width; Drill DECIMAL(p, s): 38 digits).
//   - Snowflake: 38 digits and a scale of 37 at most ("The maximum scale
//     ... is 37", Snowflake numeric data types).
//   - BigQuery: NUMERIC(P, S) with 0 <= S <= 9 and max(1, S) <= P <= S + 29,
//     else BIGNUMERIC(P, S) with 0 <= S <= 38 and max(1, S) <= P <= S + 38
//     (BigQuery data types, parameterized decimal types); the printer
//     writes BIGNUMERIC where NUMERIC cannot hold the type.
//   - PostgreSQL: 1000 digits, a scale from -1000 to 1000 (PostgreSQL 15,
//     8.1.2); ANSI SQL leaves the maximum to the implementation and asks
//     for 0 <= s <= p.
func decimalFits(target string, p, s int) bool {
	switch target {
	case "postgres":
		return p >= 1 && p <= 1000 && s >= -1000 && s <= 1000
	case "ansi":
		return p >= 1 && s >= 0 && s <= p
	case "bigquery":
		return s >= 0 && s <= 38 && p >= max(1, s) && p <= s+38
	case "snowflake":
		return p >= 1 && p <= 38 && s >= 0 && s <= min(p, 37)
	}
	return p >= 1 && p <= 38 && s >= 0 && s <= p
}

// decimalLimitText says what the target's DECIMAL holds, for messages.
func decimalLimitText(target string) string {
	switch target {
	case "bigquery":
		return "BIGNUMERIC(p, s) holds at most 38 digits before the point and a scale of 38"
	case "snowflake":
		return "NUMBER(p, s) holds 38 digits at most, with a scale of 37 at most"
	case "postgres":
		return "NUMERIC(p, s) holds 1000 digits at most"
	case "ansi":
		return "DECIMAL(p, s) needs a scale from 0 to p"
	}
	return "DECIMAL(p, s) holds 38 digits at most, with a scale from 0 to p"
}

// CheckDecimalLimits refuses (T089) a DECIMAL(p, s) of the translated
// statement that the target cannot declare: PostgreSQL's NUMERIC(60, 20)
// or NUMERIC(3, 5), BigQuery's BIGNUMERIC(50, 20) for a 38-digit target,
// DECIMAL(38, 38) for Snowflake. Written as it is, the statement would
// fail on the target, or with a smaller type round or overflow where the
// source does not. It runs on the lowered statement, so that the types
// the passes write are checked too. It also refuses (T149) a type lateral
// does not model whose meaning another dialect may not share
// (otherTypeFits).
func CheckDecimalLimits(c *Context, st ast.Stmt) {
	ast.Walk(&decimalLimitVisitor{c: c, at: st}, st)
}

type decimalLimitVisitor struct {
	c *Context
	// at is the closest node around with a position, for a type that
	// a pass wrote without one.
	at ast.Node
}

func (v *decimalLimitVisitor) Visit(n ast.Node) ast.Visitor {
	if n == nil {
		return nil
	}
	if t, ok := n.(*ast.TypeName); ok && t.Kind == ast.TypeDecimal && len(t.Params) == 2 {
		p, s := t.Params[0], t.Params[1]
		if !decimalFits(v.c.Target.Name, p, s) {
			at := ast.Node(t)
			if !t.Span.Start.IsValid() {
				at = v.at
			}
			v.c.Refuse(codeDecimalLimits, at, "use a DECIMAL(p, s) within these limits, or a DOUBLE where an approximate value will do",
				"DECIMAL(%d, %d) cannot be declared in %s: %s", p, s, v.c.Target.Name, decimalLimitText(v.c.Target.Name))
			return nil
		}
	}
	if t, ok := n.(*ast.TypeName); ok && t.Kind == ast.TypeOther && !v.otherTypeFits(t) {
		return nil
	}
	next := v
	if n.SpanOf().Start.IsValid() {
		next = &decimalLimitVisitor{c: v.c, at: n}
	}
	if l, ok := n.(*ast.Lateral); ok {
		// the types of its columns are lateral's notes, not written out
		// (Walk skips a nil child)
		ast.Walk(next, l.Input)
		ast.Walk(next, l.Ordinality)
		ast.Walk(next, l.Alias)
		ast.Walk(next, l.On)
		for _, g := range l.Gens {
			ast.Walk(next, g)
		}
		return nil
	}
	return next
}

// codeOtherType: a type lateral does not model, with parameters or a
// bit string, written for another dialect.
const codeOtherType = "T149"

// bitStringTypes are the bit string type names, which PostgreSQL and
// DuckDB read otherwise: PostgreSQL's BIT is BIT(1), a string cast to
// BIT(n) or VARBIT(n) cut or padded to n bits, DuckDB's BIT (BITSTRING)
// any length, a length ignored (run on PostgreSQL 15: CAST('101' AS BIT)
// is 1, CAST('101' AS BIT(5)) 10100; on DuckDB 1.5 both are 101, and it
// has no VARBIT).
var bitStringTypes = map[string]bool{"BIT": true, "VARBIT": true, "BITSTRING": true}

// otherTypeFits reports whether the type t, which lateral does not model
// and passes as written, may be written for the target; else it refuses
// it (T149). Between two dialects, numeric parameters (PostgreSQL's
// TIME(3) WITH TIME ZONE, TIMETZ(2), BIT(3)) may be read otherwise or
// not taken (DuckDB: "Type 'TIME WITH TIME ZONE' does not take any type
// parameters"), and the bit string types differ (bitStringTypes).
func (v *decimalLimitVisitor) otherTypeFits(t *ast.TypeName) bool {
	c := v.c
	if c.Source.Name == c.Target.Name {
		return true
	}
	base := t.Name
	if i := strings.LastIndexByte(base, '.'); i >= 0 {
		base = base[i+1:]
	}
	bits := bitStringTypes[base]
	timeTZ := base == "TIMETZ" || base == "TIME WITH TIME ZONE"
	// Trino's TIME WITH TIME ZONE is TIME(3) WITH TIME ZONE (Trino
	// documentation, data types: TIME(P) WITH TIME ZONE, "TIME is an
	// alias for TIME(3)"), PostgreSQL's and DuckDB's keep 6 digits.
	trinoTZ := timeTZ && c.Target.is("trino", "presto") && c.Source.Name != "trino" && c.Source.Name != "presto"
	if len(t.Params) == 0 && !bits && !trinoTZ {
		return true
	}
	at := ast.Node(t)
	if !t.Span.Start.IsValid() {
		at = v.at
	}
	name := t.Name
	if len(t.Params) > 0 {
		ps := make([]string, len(t.Params))
		for i, p := range t.Params {
			ps[i] = strconv.Itoa(p)
		}
		name += "(" + strings.Join(ps, ", ") + ")"
		if base == "TIME WITH TIME ZONE" {
			name = "TIME(" + strings.Join(ps, ", ") + ") WITH TIME ZONE"
		}
	}
	if trinoTZ && len(t.Params) == 0 {
		keeps := "keeps 6 fractional second digits"
		if c.Source.Name != "postgres" && c.Source.Name != "duckdb" {
			keeps = "is not known to keep 3 fractional second digits"
		}
		c.Refuse(codeOtherType, at, "cast to TIME and keep the offset apart, or translate from a dialect whose TIME WITH TIME ZONE keeps 3 digits",
			"%s's %s %s, where %s's TIME WITH TIME ZONE keeps 3", c.Source.Name, name, keeps, c.Target.Name)
		return false
	}
	if bits {
		c.Refuse(codeOtherType, at, "cast to a text or an integer type, whose values both dialects read alike",
			"the bit string type %s is read otherwise in %s and %s (PostgreSQL's BIT is BIT(1) and cuts or pads a value to its length; DuckDB's BIT holds any length)",
			name, c.Source.Name, c.Target.Name)
		return false
	}
	c.Refuse(codeOtherType, at, "write the type without parameters where the target's default is the same, or cast to a type lateral models",
		"lateral does not model the type %s and does not know that %s reads its parameters as %s does", name, c.Target.Name, c.Source.Name)
	return false
}
