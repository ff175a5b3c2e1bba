package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Spark's trunc(date, fmt) "Returns date truncated to the unit specified
// by the format", a DATE, fmt 'year', 'yyyy', 'yy', 'month', 'mon', 'mm',
// 'week' or 'quarter' in any case (Spark SQL function reference, trunc;
// NULL for another fmt), the date being cast to DATE first. A literal
// fmt is read as trunc_date(d, unit), written CAST(date_trunc(unit,
// CAST(CAST(d AS DATE) AS TIMESTAMP)) AS DATE): the canonical
// date_trunc's units (its week starting on Monday, as Spark's), of a
// TIMESTAMP so that no target reads a time zone. rewrite/hive_epoch.go
// refuses a d not known to be a DATE or TIMESTAMP (T204: Spark casts a
// string by its own rules). Another fmt is Spark's own
// (ast.Func.Unread). Hive's trunc of a
// date gives the date's text, a STRING (Hive LanguageManual UDF: "trunc(
// string date[, string format]): string"), and is not read.
var fnSparkTruncUnits = map[string]string{
	"year": "year", "yyyy": "year", "yy": "year", "month": "month", "mon": "month", "mm": "month",
	"week": "week", "quarter": "quarter",
}

// truncDateRows: Spark's trunc(d, fmt) of a literal fmt.
func truncDateRows() {
	fnRow("trunc_date", fnEm(emTruncDateSpark, dSpark), fnEm(emTruncDateVia, dPG, dDuck, dTrino, dPresto),
		fnNo("Hive's trunc gives the date's text, a STRING, where Spark's gives a DATE", "truncate the date in Hive and cast it to DATE", dHive),
		fnNo("lateral has no spelling of trunc of a date checked in this dialect (it writes it for Spark, PostgreSQL, DuckDB, Trino and Presto)",
			"truncate the date in the source, or translate to one of those", dDoris, dAnsi, dDrill, dBQ, dSnow))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dSpark}, names: []string{"trunc"}, canon: "trunc_date", fix: fnSparkTruncDate, dep: true, unread: true})
}

// fnSparkTruncDate reads trunc(d, fmt) of a literal fmt as trunc_date(d,
// unit).
func fnSparkTruncDate(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	u, ok := fnStrLit(a[1])
	unit := fnSparkTruncUnits[strings.ToLower(u)]
	if !ok || unit == "" {
		return "", nil, false
	}
	return canon, []ast.Expr{a[0], fnStr(a[1].SpanOf(), unit)}, true
}

// emTruncDateSpark: trunc(d, unit).
func emTruncDateSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("trunc", a[0], a[1]), nil
}

// emTruncDateVia: CAST(date_trunc(unit, CAST(CAST(d AS DATE) AS
// TIMESTAMP)) AS DATE), the target's date_trunc.
func emTruncDateVia(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if u, ok := fnStrLit(a[1]); !ok || fnSparkTruncUnits[u] != u {
		return nil, c.needs("a unit 'year', 'quarter', 'month' or 'week' as a literal")
	}
	t, err := c.spell("date_trunc", a[1], c.cast(c.cast(a[0], ast.TypeDate), ast.TypeTimestamp))
	if err != nil {
		return nil, err
	}
	return c.cast(t, ast.TypeDate), nil
}
