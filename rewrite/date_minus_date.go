package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

const codeDateDiffDays = "T161"

// dateMinusDateKind is what the difference a - b of two DATEs is in
// dialect d: "days", an integer count of days (PostgreSQL 15
// documentation, 9.9 "date - date → integer"; DuckDB's date operators,
// "DATE '1992-03-27' - DATE '1992-03-22' is 5"; Snowflake's arithmetic
// operators, "the result is an integer number of days"; ANSI SQL,
// checked on PostgreSQL), "interval", an INTERVAL of days (BigQuery's
// "Operators", datetime subtraction: DATE "2021-05-20" - DATE
// "2020-04-19" is 0-0 396 0:0:0; Spark 3.2 and later, SPARK-35727: an
// INTERVAL DAY), or "" where lateral has not checked it (Hive, Trino,
// Presto, Doris, Drill).
func dateMinusDateKind(d string) string {
	switch d {
	case "postgres", "duckdb", "ansi", "snowflake":
		return "days"
	case "bigquery", "spark":
		return "interval"
	}
	return ""
}

// dateMinusDate writes the difference a - b of two DATEs in the target's
// words where the source's and the target's differ (dateMinusDateKind):
//
//   - an integer count of days (PostgreSQL, DuckDB, ANSI SQL, Snowflake)
//     is written datediff_days(a, b), the count of days in every dialect
//     that has it (Hive, Spark and Doris datediff(a, b), Trino and Presto
//     date_diff('day', b, a), BigQuery DATE_DIFF(a, b, DAY)); Drill has
//     none and is refused (T161);
//   - an INTERVAL of days (BigQuery, Spark) is written (a - b) * INTERVAL
//     '1' DAY toward PostgreSQL, DuckDB and ANSI SQL (396 days, run on
//     PostgreSQL 15 and DuckDB 1.5), so that EXTRACT(DAY ...) of it is the
//     days in each; toward the others it is refused (T161);
//   - from Hive, Trino, Presto, Doris or Drill toward a dialect whose
//     difference lateral knows, it is refused (T161); between two of them
//     it is left alone.
//
// A DATE beside a value of unknown type (a DATE, or an integer the DATE
// is moved by), and a difference of two columns of unknown types (DATEs,
// or numbers), are refused (T161) where the two readings differ (the
// differences the other rules write, of their own operands, are not). A string
// literal beside a DATE is a DATE in PostgreSQL (its operator resolution
// takes an unknown operand as the other's type: DATE '2021-01-05' -
// '2020-01-01' is 370, DATE '2021-01-05' - '3' raises, run on PostgreSQL
// 15): pgDateTextOperand writes it as that DATE first; from the other
// dialects it is refused.
func (c *Context) dateMinusDate(b *ast.Binary, sc *scope) ast.Expr {
	src, dst := c.Source.Name, c.Target.Name
	sk, tk := dateMinusDateKind(src), dateMinusDateKind(dst)
	if b.Op != ast.OpSub || src == dst || sk == "" && tk == "" {
		return b
	}
	kind := func(e ast.Expr) ast.TypeKind {
		if lit, ok := e.(*ast.Literal); ok && lit.Kind == ast.LitString {
			return ast.TypeString
		}
		if t := c.typeOf(e, sc); t != nil {
			return t.Kind
		}
		return ast.TypeUnknown
	}
	lk, rk := kind(b.L), kind(b.R)
	same := sk == "days" && tk == "days"
	_, lcol := b.L.(*ast.ColumnRef)
	_, rcol := b.R.(*ast.ColumnRef)
	if lk == ast.TypeUnknown && rk == ast.TypeUnknown && !same && lcol && rcol {
		c.Refuse(codeDateDiffDays, b, "give the column types with --schema, or cast the operands in the source (CAST(a AS DATE), or to a number)",
			"the types of the operands are not known: were they DATEs, the difference is %s in %s and %s in %s (%s to %s)",
			dateMinusDateWords(sk), src, dateMinusDateWords(tk), dst, src, dst)
		return b
	}
	if lk != ast.TypeDate && rk != ast.TypeDate {
		return b
	}
	if lk == ast.TypeString || rk == ast.TypeString {
		if !same && src != "postgres" { // PostgreSQL's: pgDateTextOperand
			c.Refuse(codeDateDiffDays, b, "write the literal as DATE 'YYYY-MM-DD', or as an integer of days",
				"a DATE minus a string literal, which %s may read as a DATE: the difference of two dates is %s in %s and %s in %s (%s to %s)",
				src, dateMinusDateWords(sk), src, dateMinusDateWords(tk), dst, src, dst)
		}
		return b
	}
	if lk != rk {
		if (lk == ast.TypeUnknown || rk == ast.TypeUnknown) && !same {
			c.Refuse(codeDateDiffDays, b, "cast the other operand to DATE (or to an integer) in the source, or give its type with a schema",
				"a DATE minus a value of unknown type: were it a DATE, the difference is %s in %s and %s in %s (%s to %s)",
				dateMinusDateWords(sk), src, dateMinusDateWords(tk), dst, src, dst)
		}
		return b
	}
	switch {
	case same:
		return b
	case sk == "days" && dst != "drill":
		return canonCall(b.Span, "datediff_days", b.L, b.R)
	case sk == "interval" && (dst == "postgres" || dst == "duckdb" || dst == "ansi"):
		day := &ast.Interval{Span: b.Span, Value: &ast.Literal{Span: b.Span, Kind: ast.LitString, Value: "1"}, Unit: "DAY"}
		return &ast.Binary{Span: b.Span, Op: ast.OpMul, L: b, R: day}
	}
	const hint = "count the days with a function (DATE_DIFF(a, b, DAY) in BigQuery, datediff(a, b) in Spark and Hive, date_diff('day', b, a) in Trino)"
	if sk == tk {
		c.Refuse(codeDateDiffDays, b, hint, "the difference of two dates is %s in %s and %s, whose parts and text were not checked against each other (%s to %s)",
			dateMinusDateWords(sk), src, dst, src, dst)
		return b
	}
	c.Refuse(codeDateDiffDays, b, hint, "the difference of two dates is %s in %s and %s in %s (%s to %s)",
		dateMinusDateWords(sk), src, dateMinusDateWords(tk), dst, src, dst)
	return b
}

// dateMinusDateWords says what a dateMinusDateKind is.
func dateMinusDateWords(kind string) string {
	switch kind {
	case "days":
		return "an integer count of days (396)"
	case "interval":
		return "an INTERVAL of days (0-0 396 0:0:0 in BigQuery, INTERVAL '396' DAY in Spark)"
	}
	return "not checked by lateral"
}

// pgDateTextOperand writes PostgreSQL's string literal beside a DATE in a
// difference as the DATE PostgreSQL reads (pgLiteralValue), or refuses it
// (T161), before the rules of binaryRules read the difference (a DATE
// minus a DATE for dateMinusDate and pgDuckDateDiff).
func (c *Context) pgDateTextOperand(b *ast.Binary, sc *scope) *ast.Binary {
	if b.Op != ast.OpSub || c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return b
	}
	isDate := func(e ast.Expr) bool { t := c.typeOf(e, sc); return t != nil && t.Kind == ast.TypeDate }
	lit, _ := b.R.(*ast.Literal)
	left := false
	if l, ok := b.L.(*ast.Literal); ok && l.Kind == ast.LitString && isDate(b.R) {
		lit, left = l, true
	} else if lit == nil || lit.Kind != ast.LitString || !isDate(b.L) {
		return b
	}
	d, hint, why := c.pgLiteralValue(lit, &ast.TypeName{Kind: ast.TypeDate})
	if d == nil {
		c.Refuse(codeDateDiffDays, lit, hint, "a string beside a DATE in a difference, which PostgreSQL reads as a DATE%s (postgres to %s)", why, c.Target.Name)
		return b
	}
	nb := *b
	if left {
		nb.L = d
	} else {
		nb.R = d
	}
	return &nb
}
