package rewrite

import (
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// codeSparkDayWrap: a DATE plus or minus a count of days toward Spark
// whose result Spark's day count would wrap, which the translation
// cannot test when the query runs.
const codeSparkDayWrap = "T203"

// Spark's DATE is an INT of days since 1970-01-01 (-5877641-06-23 to
// +5881580-07-11), and its date_add, date_sub and date + n add the days
// as INTs, wrapping past that range with ANSI mode on and off
// (DateTimeUtils, DateAdd; Spark's pull request 59135, which is to raise
// DATETIME_OVERFLOW there: "SELECT date_add(DATE'2020-01-01',
// 2147483647); -- -5877591-06-21").
const (
	sparkDayMin = -1 << 31
	sparkDayMax = 1<<31 - 1
)

// sourceDayRange is the range of the source's DATE as days since
// 1970-01-01, and true where its sum of a DATE and days raises past it:
// PostgreSQL 15 (4714-11-24 BC to 5874897-12-31; run: DATE
// '5874897-12-31' + 1 raises "date out of range", and so does DATE
// '4714-11-24 BC' - 1) and DuckDB 1.5 (an INT of days but the two
// infinities; run: DATE '1970-01-01' + 2147483647 and - 2147483647 raise
// "Date out of range", + 2147483646 is 5881580-07-10). BigQuery's and
// Doris's DATE hold 0001-01-01 (Doris 0000-01-01) to 9999-12-31 (their
// DATE type documentation), a range whose values are all that a source
// DATE can be, false as what their sums past it give is not checked
// here. Any other source's DATE is taken to range as Spark's.
func sourceDayRange(src string) (lo, hi int, raises bool) {
	switch src {
	case "postgres":
		return -2440588, 2145042905, true
	case "duckdb":
		return -2147483646, 2147483646, true
	case "bigquery":
		return -719162, 2932896, false
	case "doris":
		return -719528, 2932896, false
	}
	return sparkDayMin, sparkDayMax, false
}

// sparkDayWrapFunc guards date_add_days and date_sub_days toward Spark
// and Hive (sparkDayWrap).
func (c *Context) sparkDayWrapFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || len(f.Args) != 2 || !c.Target.is("spark", "hive") || c.Source.is("spark", "hive") {
		return f
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "date_add_days":
		return c.sparkDayWrap(f, f.Args[0], f.Args[1], false)
	case "date_sub_days":
		return c.sparkDayWrap(f, f.Args[0], f.Args[1], true)
	}
	return f
}

// sparkDayWrap is e, the DATE d plus n days (minus where sub) toward
// Spark or Hive from a dialect other than those two, guarded so that it
// raises where their day count would wrap. Hive's date_add and date_sub
// add an INT of days as Spark's do (GenericUDFDateAdd, Hive 3 and 4:
// "int newDays = output.getDays() + (signModifier * toBeAdded)", Java
// int arithmetic, which wraps; GenericUDFDateSub sets signModifier -1):
//
//	CASE WHEN (CASE WHEN CAST(datediff(d, DATE '1970-01-01') AS BIGINT) + CAST(n AS BIGINT) < lo
//	  OR ... > hi THEN coalesce(assert_true(n IS NULL), TRUE) ELSE FALSE END) THEN NULL ELSE e END
//
// lo and hi being Spark's range, or the source's where its sum raises
// past a narrower one (sourceDayRange): the source there raises too, or
// gives a date Spark cannot hold. A count literal is tested on the one
// side it moves the date to, and needs no guard where it keeps every
// DATE of a source that does not raise inside Spark's range; from a
// source that raises, every count literal but 0 raises at one end of
// its range (PostgreSQL's DATE '5874897-12-31' + 1). A NULL count needs
// none; both a DATE literal and a count literal are added
// here, refused (T203) past the range; a volatile operand, read twice by
// the guard, is refused (T203). A BIGINT count cast to INT
// (dayCountInt), which Spark's cast wraps, is read before its cast, and
// raises past INT's range too (where dayCountIntGuard tests it, by that
// test).
func (c *Context) sparkDayWrap(e, d, n ast.Expr, sub bool) ast.Expr {
	if nullCast(n) || nullCast(d) {
		return e
	}
	// a BIGINT count cast to INT under dayCountIntGuard's test: the sum
	// reads the count before the cast (that test raises past INT's range)
	if cs, ok := n.(*ast.Case); ok {
		if x, ok := cs.Else.(*ast.Cast); ok && x.Type != nil && x.Type.Kind == ast.TypeInt && len(cs.Whens) == 1 {
			n = x.X
		}
	}
	// a wider count cast to INT (dayCountInt), which wraps in Spark: the
	// sum reads it before the cast, which is tested to be in INT's range
	var wide ast.Expr
	if x, ok := n.(*ast.Cast); ok && x.Type != nil && x.Type.Kind == ast.TypeInt && !nullCast(x.X) {
		if _, lit := signedIntLiteral(x.X); !lit {
			n, wide = x.X, x.X
		}
	}
	sp := e.SpanOf()
	lo, hi, raises := sourceDayRange(c.Source.Name)
	blo, bhi := sparkDayMin, sparkDayMax
	if raises {
		blo, bhi = lo, hi
	}
	oneSide := 0
	if k, ok := signedIntLiteral(n); ok {
		if sub {
			k = -k
		}
		if day, ok := dateLitDay(d); ok {
			if r := day + k; r < blo || r > bhi {
				c.Refuse(codeSparkDayWrap, e, "add a count that keeps the date inside that range",
					"the date %d days from %s is past the range of %s's DATE, where %s's day count wraps", k, dateLitText(d), c.Source.Name, c.Target.Name)
			}
			return e
		}
		if k == 0 || !raises && lo+k >= sparkDayMin && hi+k <= sparkDayMax {
			return e
		}
		// a source whose sum raises past its range raises for any count
		// but 0 at one of its ends: only that side is tested
		oneSide = k
	}
	if v := volatileCall(d); v != nil {
		c.Refuse(codeSparkDayWrap, v, "compute the value once, in a subquery",
			"%s's day count wraps past its DATE's range, which the translation tests, reading the value again; %s may give another value each time", c.Target.Name, v.Name.Last().Name)
		return e
	}
	if v := volatileCall(n); v != nil {
		c.Refuse(codeSparkDayWrap, v, "compute the value once, in a subquery",
			"%s's day count wraps past its DATE's range, which the translation tests, reading the value again; %s may give another value each time", c.Target.Name, v.Name.Last().Name)
		return e
	}
	c.Fire(passLowerExprs)
	epoch := &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: "1970-01-01"}
	days := &ast.Cast{Span: sp, X: canonCall(sp, "datediff", ast.Clone(d), epoch), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
	op := ast.OpAdd
	if sub {
		op = ast.OpSub
	}
	sum := func() ast.Expr {
		return &ast.Binary{Span: sp, Op: op, L: ast.Clone(days), R: &ast.Cast{Span: sp, X: ast.Clone(n), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}}
	}
	var bad ast.Expr = &ast.Binary{Span: sp, Op: ast.OpOr,
		L: &ast.Binary{Span: sp, Op: ast.OpLt, L: sum(), R: intLit(sp, blo)},
		R: &ast.Binary{Span: sp, Op: ast.OpGt, L: sum(), R: intLit(sp, bhi)}}
	switch {
	case oneSide > 0:
		bad = &ast.Binary{Span: sp, Op: ast.OpGt, L: sum(), R: intLit(sp, bhi)}
	case oneSide < 0:
		bad = &ast.Binary{Span: sp, Op: ast.OpLt, L: sum(), R: intLit(sp, blo)}
	}
	if wide != nil {
		for _, c := range []struct {
			op ast.BinaryOp
			k  int
		}{{ast.OpLt, sparkDayMin}, {ast.OpGt, sparkDayMax}} {
			bad = &ast.Binary{Span: sp, Op: ast.OpOr, L: bad, R: &ast.Binary{Span: sp, Op: c.op, L: ast.Clone(wide), R: intLit(sp, c.k)}}
		}
	}
	// the raise reads an operand that is not NULL where it is reached,
	// one read from a column where there is one
	y := n
	if ansiVaries(n) == nil {
		y = d
	}
	return raiseGuard(sp, bad, c.targetRaise(sp, "date out of range", y), e)
}

// dateLitDay is the day, from 1970-01-01, of the DATE literal d (DATE
// 'yyyy-mm-dd' of a year 1 to 9999), and true.
func dateLitDay(d ast.Expr) (int, bool) {
	tl, ok := d.(*ast.TypedLit)
	if !ok || tl.Type == nil || tl.Type.Kind != ast.TypeDate {
		return 0, false
	}
	t, err := time.Parse("2006-01-02", strings.TrimSpace(tl.Value))
	if err != nil {
		return 0, false
	}
	return int(t.Unix() / 86400), true
}

func dateLitText(d ast.Expr) string {
	if tl, ok := d.(*ast.TypedLit); ok {
		return "DATE '" + tl.Value + "'"
	}
	return "the date"
}

// nullCast: e is NULL or a cast of one (CAST(CAST(NULL AS BIGINT) AS INT)).
func nullCast(e ast.Expr) bool {
	for {
		x, ok := e.(*ast.Cast)
		if !ok {
			return isNullLit(e)
		}
		e = x.X
	}
}
