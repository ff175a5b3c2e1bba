package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// codeBqUTCRead: a BigQuery TIMESTAMP read on the clock of UTC (its
// fields, a cast to DATE, TIME, DATETIME or STRING) toward a dialect
// whose form of that reading is not written.
const codeBqUTCRead = "T212"

// bqUTCClock writes the operand of x, an EXTRACT or a cast to DATE, TIME,
// TIMESTAMP (BigQuery's DATETIME) or a string type of a BigQuery
// TIMESTAMP, so that the target reads the instant on the clock of UTC as
// BigQuery does. BigQuery's TIMESTAMP is an instant read in UTC unless a
// zone is given (BigQuery documentation, timestamp functions: EXTRACT
// "returns a value that corresponds to the specified part from a supplied
// timestamp ... in UTC" by default; conversion rules: a cast of a
// TIMESTAMP to DATE, TIME, DATETIME or STRING uses the default time zone,
// UTC). lateral writes it as a TIMESTAMPTZ toward PostgreSQL and DuckDB,
// which read its fields, its casts and its text on the clock of the
// session's zone, and as a TIMESTAMP WITH TIME ZONE toward Trino and
// Presto, which read the zone the value carries (a table's may be any):
// toward these four the operand is written ts AT TIME ZONE 'UTC'
// (PostgreSQL and DuckDB: the TIMESTAMP of its UTC wall clock; Trino and
// Presto: the instant in the zone UTC, whose fields, date, time and
// timestamp casts read UTC's clock; run on PostgreSQL 15 and DuckDB 1.5
// with SET TimeZone = 'America/New_York', TestBigQueryUTCReadSessionZone).
// EXTRACT(EPOCH), of no clock, is left. utcText is true when x is a cast
// to a string: PostgreSQL's and DuckDB's text of the wall-clock TIMESTAMP
// is BigQuery's text without its zone, which bqUTCTextSuffix writes
// after it; toward Trino and Presto, whose text differs in its digits and
// zone, it is refused. Toward Snowflake, whose TIMESTAMP_TZ keeps each
// value's offset, the operand is written CONVERT_TIMEZONE('UTC', ts)
// (tz_in_utc, dialects: emTzInUTCSnow), the same instant at +00:00, whose
// fields and casts read UTC's clock; its text, of the session's output
// format, is refused. Toward the other dialects it is refused (T212):
// Spark's and Hive's TIMESTAMP is an instant read in the session's zone,
// whose name the query cannot know, and their from_utc_timestamp and
// to_utc_timestamp move a wall-clock time between zones, which a time a
// daylight-saving change repeats or skips makes inexact; the standard's
// value keeps its displacement.
func (c *Context) bqUTCClock(x ast.Expr, sc *scope) (e ast.Expr, utcText bool) {
	if c.Run || c.Source.Name != "bigquery" || c.Target.Name == "bigquery" {
		return x, false
	}
	var operand ast.Expr
	text := false
	switch n := x.(type) {
	case *ast.Extract:
		if n.Field == "EPOCH" {
			return x, false
		}
		operand = n.X
	case *ast.Cast:
		if n.Type == nil {
			return x, false
		}
		switch k := n.Type.Kind; {
		case k == ast.TypeDate, k == ast.TypeTime, k == ast.TypeTimestamp:
		case k.IsText():
			text = true
		default:
			return x, false
		}
		operand = n.X
	default:
		return x, false
	}
	if t := c.typeOf(operand, sc); t == nil || t.Kind != ast.TypeTimestampTZ {
		return x, false
	}
	if !c.Target.is("postgres", "duckdb", "trino", "presto", "snowflake") || text && !c.Target.is("postgres", "duckdb") {
		c.Refuse(codeBqUTCRead, x, "write the reading in the target's own terms, or keep the query in BigQuery",
			"bigquery reads a TIMESTAMP on the clock of UTC (its fields, a cast to DATE, TIME, DATETIME or STRING), where %s reads it on the clock of the session's zone or of the value's own zone: the translation writes the UTC reading toward PostgreSQL and DuckDB (and the fields and casts to DATE, TIME and DATETIME toward Trino, Presto and Snowflake) only (bigquery to %s)",
			c.Target.Name, c.Target.Name)
		return x, false
	}
	var in ast.Expr
	if c.Target.Name == "snowflake" {
		// CONVERT_TIMEZONE('UTC', ts), a TIMESTAMP_TZ at +00:00
		// (dialects: emTzInUTCSnow)
		in = canonCall(operand.SpanOf(), "tz_in_utc", operand)
		c.Fire(passLowerExprs)
	} else {
		if c.bqUTCNodes == nil {
			c.bqUTCNodes = map[*ast.AtTimeZone]bool{}
		}
		at := &ast.AtTimeZone{Span: operand.SpanOf(), X: operand, Zone: &ast.Literal{Span: operand.SpanOf(), Kind: ast.LitString, Value: "UTC"}}
		c.bqUTCNodes[at] = true
		c.Fire(passLowerExprs)
		in = at
	}
	switch n := x.(type) {
	case *ast.Extract:
		nx := *n
		nx.X = in
		return &nx, false
	case *ast.Cast:
		nx := *n
		nx.X = in
		return &nx, text
	}
	return x, false
}

// bqUTCTextSuffix is e, the text of a BigQuery TIMESTAMP's UTC wall clock
// written by bqUTCClock, followed by BigQuery's zone of it, +00 (BigQuery's
// cast of a TIMESTAMP to STRING, as lat run writes it after the
// documentation's canonical format: 2024-03-10 10:00:00.25+00; PostgreSQL
// and DuckDB write the TIMESTAMP's fraction the same way, without its
// trailing zeros). A NULL stays NULL (|| of NULL is NULL in both).
func bqUTCTextSuffix(e ast.Expr) ast.Expr {
	return &ast.Binary{Span: e.SpanOf(), Op: ast.OpConcat, L: e, R: &ast.Literal{Span: e.SpanOf(), Kind: ast.LitString, Value: "+00"}}
}

// codeBqTextTS: a BigQuery STRING that is not a literal compared with a
// TIMESTAMP, which BigQuery raises for.
const codeBqTextTS = "T213"

// bqTextTS refuses (T213), from BigQuery, a STRING that is not a literal
// or a query parameter compared with a TIMESTAMP in x (a comparison, IN
// list or BETWEEN): BigQuery coerces a STRING literal and a STRING
// parameter to a TIMESTAMP, no other STRING (BigQuery documentation,
// conversion rules: "Literal coercion", "Parameter coercion"), and raises
// for it (lat run --dialect bigquery too, executor/bq_text_ts.go), where
// the targets read the text as an instant in the session's zone (DuckDB's
// implicit cast) or raise (PostgreSQL has no = of a TIMESTAMPTZ and a
// TEXT). ok is false when refused.
func (c *Context) bqTextTS(x ast.Expr, sc *scope) bool {
	if c.Run || c.Source.Name != "bigquery" {
		return true
	}
	switch x := x.(type) {
	case *ast.Binary:
		if !x.Op.IsComparison() {
			return true
		}
		return c.bqTextTSPair(x.L, x.R, sc) && c.bqTextTSPair(x.R, x.L, sc)
	case *ast.Between:
		return c.bqTextTSPair(x.Lo, x.X, sc) && c.bqTextTSPair(x.Hi, x.X, sc) &&
			c.bqTextTSPair(x.X, x.Lo, sc) && c.bqTextTSPair(x.X, x.Hi, sc)
	case *ast.InList:
		for _, e := range x.List {
			if !c.bqTextTSPair(e, x.X, sc) || !c.bqTextTSPair(x.X, e, sc) {
				return false
			}
		}
	}
	return true
}

// bqTextTSPair refuses (T213) e, a STRING that is not a literal or a
// parameter, set against other, a TIMESTAMP (bqTextTS).
func (c *Context) bqTextTSPair(e, other ast.Expr, sc *scope) bool {
	ot := c.typeOf(other, sc)
	if ot == nil || ot.Kind != ast.TypeTimestampTZ || !c.bqNonLitText(e, sc) {
		return true
	}
	c.refuseBqTextTS(e, "compared with")
	return false
}

// bqNonLitText says whether e is a STRING that is not a literal or a
// query parameter, which BigQuery does not coerce to a TIMESTAMP.
func (c *Context) bqNonLitText(e ast.Expr, sc *scope) bool {
	switch e.(type) {
	case *ast.Literal, *ast.Param:
		return false
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind.IsText()
}

// refuseBqTextTS refuses (T213) the STRING e that BigQuery does not coerce
// to a TIMESTAMP, how (compared with, stored into) naming the use.
func (c *Context) refuseBqTextTS(e ast.Expr, how string) {
	c.Refuse(codeBqTextTS, e, "write CAST(x AS TIMESTAMP), or a TIMESTAMP literal",
		"a STRING that is not a literal %s a TIMESTAMP: bigquery coerces a STRING literal or parameter only and raises for it (DuckDB reads such a text in the session's zone, PostgreSQL raises) (bigquery to %s)",
		how, c.Target.Name)
}
