package rewrite

import "github.com/lateral-sql/lateral/ast"

const codeTsDiffDays = "T154"

// bigqueryTsDiff refuses (T154) the difference of two timestamps between
// BigQuery and another dialect. BigQuery's TIMESTAMP - TIMESTAMP is an
// interval of hours without days (BigQuery's "Operators" reference:
// TIMESTAMP '2021-06-01 12:34:56.789' - TIMESTAMP '2021-05-31 00:00:00' is
// 0-0 0 36:34:56.789), where PostgreSQL, DuckDB, Trino, Spark and Hive
// give 1 day 12:34:56.789: EXTRACT(HOUR ...) of it is 36 in one and 12 in
// the other, EXTRACT(DAY ...) 0 and 1, and its text differs. The same
// holds the other way. A difference whose operands are a timestamp and a
// value of unknown type is refused too (the unknown one may be a
// timestamp); timestamp minus interval is a timestamp and is left alone.
func (c *Context) bigqueryTsDiff(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpSub || c.Source.Name == c.Target.Name || (c.Source.Name == "bigquery") == (c.Target.Name == "bigquery") {
		return b
	}
	isTS := func(t *ast.TypeName) bool {
		return t != nil && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ)
	}
	l, r := c.typeOf(b.L, sc), c.typeOf(b.R, sc)
	if !(isTS(l) && (r == nil || isTS(r)) || isTS(r) && l == nil) {
		return b
	}
	c.Refuse(codeTsDiffDays, b, "compute the difference in one unit with TIMESTAMP_DIFF(a, b, SECOND) in BigQuery, or EXTRACT(EPOCH FROM a - b) elsewhere",
		"the difference of two timestamps is an interval of hours without days in BigQuery (0-0 0 36:00:00) and of days and hours in %s (1 day 12:00:00): its parts and text differ (%s to %s)",
		otherThan(c, "bigquery"), c.Source.Name, c.Target.Name)
	return b
}

// otherThan is the one of the source and target that is not d.
func otherThan(c *Context, d string) string {
	if c.Source.Name == d {
		return c.Target.Name
	}
	return c.Source.Name
}
