package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// CodeTruncUnit: date_trunc to a unit lateral does not read, from a
// dialect other than DuckDB (whose units duck_units.go reads).
const CodeTruncUnit = "T127"

// truncCanonUnits are the units every dialect's date_trunc reads alike
// (dialects.fnTruncUnits), which the readers take.
var truncCanonUnits = map[string]bool{"year": true, "quarter": true, "month": true, "week": true, "day": true,
	"hour": true, "minute": true, "second": true}

// truncSourceUnits are the other units each dialect's date_trunc
// documents: PostgreSQL (date_trunc: microseconds, milliseconds, decade,
// century, millennium), Spark (date_trunc: YYYY, YY, MON, MM, DD,
// MILLISECOND, MICROSECOND), Trino and Presto (date_trunc: millisecond).
// Spark's synonyms are its own names of canonical units and are read as
// them (same function, same meaning: Spark documentation, date_trunc).
var truncSourceUnits = map[string]map[string]string{
	"postgres": {"microsecond": "", "millisecond": "", "decade": "", "century": "", "millennium": ""},
	"spark":    {"yyyy": "year", "yy": "year", "mon": "month", "mm": "month", "dd": "day", "millisecond": "", "microsecond": ""},
	"trino":    {"millisecond": ""},
	"presto":   {"millisecond": ""},
}

// truncUnitUnread reads or refuses date_trunc whose unit is not a string
// literal or not one of the units the readers take, from PostgreSQL,
// Spark, Trino, Presto and Snowflake toward another dialect: the call was
// left as written, and the target's function of that name reads the unit
// otherwise or not at all (PostgreSQL's 'century' is 2001-01-01 for
// 2024-05-15, DuckDB's 2000-01-01, run on PostgreSQL 15 and DuckDB;
// Spark has no 'decade'). Spark's names of canonical units are those
// units. A unit the source does not document is refused too, at the
// literal. PostgreSQL's 'milliseconds' and 'microseconds' of a TIMESTAMP
// or a TIMESTAMP WITH TIME ZONE are DuckDB's (pgDuckFineTrunc): the call
// is kept toward DuckDB.
func (c *Context) truncUnitUnread(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name || c.Source.Name == "duckdb" || len(f.Name) != 1 || len(f.Args) != 2 ||
		!strings.EqualFold(f.Name[0].Name, "date_trunc") {
		return f
	}
	switch c.Source.Name {
	case "postgres", "spark", "trino", "presto", "snowflake":
	default:
		return f
	}
	l, ok := f.Args[0].(*ast.Literal)
	if ok && l.Kind == ast.LitNull {
		return f
	}
	if !ok || l.Kind != ast.LitString {
		// A unit computed at run time may be one the target reads
		// otherwise or not at all: PostgreSQL's 'm' is the minute
		// (run on PostgreSQL 15) where Snowflake's is the month, and
		// Spark's date_trunc is NULL for a unit it does not know (Spark
		// documentation, date_trunc).
		c.Refuse(CodeTruncUnit, f.Args[0], "write the unit as a string literal: year, quarter, month, week, day, hour, minute or second",
			"%s's date_trunc to a unit that is not a literal may be read otherwise in %s", c.Source.Name, c.Target.Name)
		return f
	}
	u := strings.ToLower(strings.TrimSpace(l.Value))
	if c.Source.Name == "postgres" {
		// PostgreSQL's names of a unit ('ms', 'hrs', 'mon') are that
		// unit (dateunit.Postgres), written by its canonical name; toward
		// DuckDB a name of the millisecond or microsecond that DuckDB
		// reads alike is kept, as DuckDB's reader keeps it.
		p, ok := dateunit.Postgres(l.Value)
		d, _ := dateunit.DuckDB(l.Value)
		kept := p == u || c.Target.is("duckdb") && d == p && !truncCanonUnits[p]
		if ok && !kept && (truncCanonUnits[p] || c.pgDuckFineTrunc(p, f.Args[1], sc)) {
			return truncWithUnit(f, l, p)
		}
		if ok {
			u = p
		}
	}
	if truncCanonUnits[u] || c.pgDuckFineTrunc(u, f.Args[1], sc) {
		return f
	}
	canon, known := truncSourceUnits[c.Source.Name][u]
	// Snowflake's date parts have many abbreviations (Snowflake
	// documentation, supported date and time parts), none read here.
	known = known || c.Source.Name == "snowflake"
	switch {
	case known && canon != "":
		return truncWithUnit(f, l, canon)
	case known && (u == "millisecond" || u == "microsecond") && c.Source.Name == "postgres":
		c.Refuse(CodeTruncUnit, l, "truncate a TIMESTAMP column or cast (its type known) toward duckdb, whose date_trunc floors the fraction alike, or truncate to the second",
			"%s's date_trunc to '%s' has no exact spelling in %s", c.Source.Name, l.Value, c.Target.Name)
	case known:
		c.Refuse(CodeTruncUnit, l, "truncate to year, quarter, month, week, day, hour, minute or second, or compute the unit from the year (floor(year / 10) * 10)",
			"%s's date_trunc to '%s' has no exact spelling in %s", c.Source.Name, l.Value, c.Target.Name)
	default:
		c.Refuse(CodeTruncUnit, l, "name a unit the source's date_trunc documents: year, quarter, month, week, day, hour, minute, second",
			"%s's date_trunc has no documented unit '%s'", c.Source.Name, l.Value)
	}
	return f
}

func truncWithUnit(f *ast.Func, l *ast.Literal, u string) ast.Expr {
	nl := *l
	nl.Value = u
	nf := *f
	nf.Args = []ast.Expr{&nl, f.Args[1]}
	return &nf
}

// pgDuckFineTrunc reports whether PostgreSQL's date_trunc to unit u of x
// (a part dateunit.Postgres names) is DuckDB's date_trunc of the same
// unit: the millisecond and the microsecond of a TIMESTAMP or a TIMESTAMP WITH TIME ZONE floor the
// fraction of the second alike (run on PostgreSQL 15 and DuckDB 1.5:
// 12:34:56.789654 is 12:34:56.789 and 12:34:56.789654, 1969-12-31
// 23:59:59.999999 is .999, 44 BC 01:02:03.123999 is .123 and .123999,
// infinities and NULL are kept; of a TIMESTAMP WITH TIME ZONE alike).
// A DATE (a timestamp with time zone in PostgreSQL, a TIMESTAMP in
// DuckDB), an INTERVAL or an operand of unknown type is not.
func (c *Context) pgDuckFineTrunc(u string, x ast.Expr, sc *scope) bool {
	if c.Source.Name != "postgres" || !c.Target.is("duckdb") || u != "millisecond" && u != "microsecond" {
		return false
	}
	t := c.typeOf(x, sc)
	return t != nil && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ)
}
