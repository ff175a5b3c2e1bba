package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// nextDayRows: Spark's and Hive's next_day.
//
// Spark's next_day(start_date, day_of_week) "Returns the first date which
// is later than start_date and named as indicated", NULL when an input is
// NULL, and for a day_of_week it cannot read NULL (or an error with
// spark.sql.ansi.enabled) (Spark SQL function reference); the names read
// are two letters, three or the whole English name, in any case (SU, SUN,
// SUNDAY...). It is read of a literal name as next_day_dow(d, k), k the
// ISO day (1 Monday to 7 Sunday); another form is Spark's own
// (ast.Func.Unread). The days to add are ((k + 6 - isodow(d)) mod 7) + 1,
// 1 to 7 (k + 6 - isodow(d) is never negative): PostgreSQL's date plus an
// integer and EXTRACT(ISODOW) (1 Monday to 7 Sunday; PostgreSQL 15
// documentation 9.9.1), DuckDB's date plus an INTEGER and isodow (DuckDB
// documentation, date part functions), Trino's and Presto's date_add of
// days and day_of_week ("ISO day of the week ... from 1 (Monday) to 7
// (Sunday)"). d is read through CAST(d AS DATE); rewrite/hive_epoch.go
// refuses a d that is not known to be a DATE or TIMESTAMP (T204).
//
// Hive's next_day returns the date's text (a STRING, Hive LanguageManual
// UDF: "next_day(string start_date, string day_of_week) ... string"):
// it is not read, and rewrite/hive_epoch.go refuses it toward the other
// dialects (T204).
func nextDayRows() {
	fnRow("next_day_dow", fnEm(emNextDaySpark, dSpark), fnEm(emNextDayPG, dPG), fnEm(emNextDayDuck, dDuck), fnEm(emNextDayTrino, dTrino, dPresto),
		fnNo("Hive's next_day gives the date's text, a STRING, where Spark's gives a DATE", "write next_day in Hive and cast it to DATE", dHive),
		fnNo("lateral has no spelling of next_day checked in this dialect (it writes it for Spark, PostgreSQL, DuckDB, Trino and Presto)",
			"add the days in the source, or translate to one of those", dDoris, dAnsi, dDrill, dBQ, dSnow))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dSpark}, names: []string{"next_day"}, canon: "next_day_dow", fix: fnNextDaySpark, unread: true})
}

// fnDayNames are the ISO days of the week by the names Spark reads.
var fnDayNames = map[string]int64{
	"MO": 1, "MON": 1, "MONDAY": 1, "TU": 2, "TUE": 2, "TUESDAY": 2, "WE": 3, "WED": 3, "WEDNESDAY": 3,
	"TH": 4, "THU": 4, "THURSDAY": 4, "FR": 5, "FRI": 5, "FRIDAY": 5, "SA": 6, "SAT": 6, "SATURDAY": 6,
	"SU": 7, "SUN": 7, "SUNDAY": 7,
}

var fnDayFull = []string{"", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"}

// fnNextDaySpark reads next_day(d, 'name') of a literal name Spark reads.
func fnNextDaySpark(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	name, ok := fnStrLit(a[1])
	k, known := fnDayNames[strings.ToUpper(name)]
	if !ok || !known {
		return "", nil, false
	}
	return canon, []ast.Expr{a[0], fnInt(a[1].SpanOf(), k)}, true
}

// nextDayParts are the date d (as a DATE, twice) and the ISO day k.
func (c *fnCtx) nextDayParts(a []ast.Expr) (d1, d2 ast.Expr, k int64, err error) {
	k, ok := fnIntLit(a[1])
	if !ok || k < 1 || k > 7 {
		return nil, nil, 0, c.needs("an ISO day of the week from 1 to 7 as a literal")
	}
	r, err := c.reused(a[0])
	if err != nil {
		return nil, nil, 0, err
	}
	return c.cast(a[0], ast.TypeDate), c.cast(r[0], ast.TypeDate), k, nil
}

// nextDayDays: ((k + 6 - dow) % 7) + 1, the days to add.
func (c *fnCtx) nextDayDays(k int64, dow ast.Expr) ast.Expr {
	diff := c.bin(ast.OpSub, c.num(k+6), dow)
	return c.bin(ast.OpAdd, c.bin(ast.OpMod, diff, c.num(7)), c.num(1))
}

func emNextDaySpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	k, ok := fnIntLit(a[1])
	if !ok || k < 1 || k > 7 {
		return nil, c.needs("an ISO day of the week from 1 to 7 as a literal")
	}
	return c.f("next_day", a[0], c.str(fnDayFull[k])), nil
}

// emNextDayPG: CAST(d AS DATE) + (((k + 6 - CAST(EXTRACT(ISODOW FROM
// CAST(d AS DATE)) AS INTEGER)) % 7) + 1).
func emNextDayPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	d1, d2, k, err := c.nextDayParts(a)
	if err != nil {
		return nil, err
	}
	dow := c.cast(&ast.Extract{Span: c.sp, Field: "ISODOW", X: d2}, ast.TypeInt)
	return c.bin(ast.OpAdd, d1, c.nextDayDays(k, dow)), nil
}

// emNextDayDuck: CAST(d AS DATE) + CAST(((k + 6 - isodow(...)) % 7) + 1
// AS INTEGER).
func emNextDayDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	d1, d2, k, err := c.nextDayParts(a)
	if err != nil {
		return nil, err
	}
	return c.bin(ast.OpAdd, d1, c.cast(c.nextDayDays(k, c.f("isodow", d2)), ast.TypeInt)), nil
}

// emNextDayTrino: date_add('day', ((k + 6 - day_of_week(...)) % 7) + 1,
// CAST(d AS DATE)).
func emNextDayTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	d1, d2, k, err := c.nextDayParts(a)
	if err != nil {
		return nil, err
	}
	return c.f("date_add", c.str("day"), c.nextDayDays(k, c.f("day_of_week", d2)), d1), nil
}
