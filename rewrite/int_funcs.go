package rewrite

import (
	"math"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Functions whose result is a BIGINT (or wider) in the source and an INT
// in the target: a day difference, a string's length, an array's size.
// Trino and Presto: date_diff, length and cardinality return bigint
// (Trino functions reference); DuckDB: date_diff, length and len are
// BIGINT (typeof on DuckDB 1.5); BigQuery: DATE_DIFF, LENGTH and
// ARRAY_LENGTH return INT64; Snowflake: DATEDIFF, LENGTH and ARRAY_SIZE
// return a NUMBER(38, 0). Hive: "int datediff(...)", "int length(...)",
// "int size(...)" (Hive LanguageManual UDF); Spark: datediff, length and
// size are IntegerType; PostgreSQL: date - date, length and cardinality
// are integer (pg_typeof on PostgreSQL 15); Doris: datediff, char_length
// and array_size return INT (Doris function reference). The value itself
// fits an INT, but + - * over it compute in INT in Hive and Spark and
// wrap past 2^31 (Java int arithmetic), and raise in PostgreSQL, where
// the source's 64-bit arithmetic does not: there the call is cast to
// BIGINT, by the narrowing of wide_arith.go, where the arithmetic may
// leave INT's range (Doris widens INT arithmetic itself; the cast keeps
// the same value there).
//
// intFuncRanges holds the values each may give in the target: a day
// difference of two DATEs of Hive's range (0000-01-01 to 9999-12-31,
// Spark's from 0001-01-01) stays within 3652425 days either way; a
// length within 0 and INT's maximum; a size within -1 (Hive's and
// Spark's size of NULL) and INT's maximum.
var intFuncRanges = map[string][2]int64{
	"datediff_days": {-3652425, 3652425},
	"length":        {0, math.MaxInt32},
	"octet_length":  {0, math.MaxInt32}, // DuckDB strlen: BIGINT; Hive, Spark, PostgreSQL octet_length and Doris length: INT
	"strpos":        {0, math.MaxInt32}, // DuckDB, Trino strpos: BIGINT; Hive, Spark, Doris instr and PostgreSQL strpos: INT
	"cardinality":   {-1, math.MaxInt32},
	"size":          {-1, math.MaxInt32},
	// date parts (partRanges)
	"year":  partRanges["YEAR"],
	"month": partRanges["MONTH"],
	"day":   partRanges["DAY"],
	// the parts of the clock and of the week read by a function
	// (dialects/functions_time_parts.go): INT in Hive and Spark, BIGINT
	// in Trino, Presto and DuckDB as year is
	"quarter":    partRanges["QUARTER"],
	"hour":       partRanges["HOUR"],
	"minute":     partRanges["MINUTE"],
	"second":     {0, 59},
	"dayofweek":  {1, 7},
	"dow":        {0, 6},
	"isodow":     {1, 7},
	"weekofyear": {1, 53},
	"dayofyear":  {1, 366},           // dialects/functions_trino_parts.go: INT in Spark, BIGINT in Trino and DuckDB
	"isoyear":    partRanges["YEAR"], // dialects/functions_year_of_week.go: BIGINT in Trino and DuckDB
}

// Date parts: year(d), month(d), day(d) and EXTRACT(f FROM x) of the
// fields below are BIGINT in DuckDB (typeof on DuckDB 1.5: year, month,
// day, hour, minute and EXTRACT of each), Trino and Presto (year, month,
// day, hour, minute and EXTRACT return bigint: Trino functions reference,
// date and time functions), BigQuery (EXTRACT returns INT64) and
// Snowflake (NUMBER); INT in Hive ("int year(string date)", "int
// month(...)", "int day(...)", Hive LanguageManual UDF), Spark (year,
// month, dayofmonth, hour, minute and EXTRACT of these are IntegerType)
// and Doris (YEAR, MONTH, DAY, HOUR, MINUTE and EXTRACT return INT: Doris
// function reference). PostgreSQL's EXTRACT is a numeric (pg_typeof on
// PostgreSQL 15), whose "/" is fractional: partCasts.
//
// partRanges holds the values each field may give in a target: a month,
// a quarter, a day, an hour and a minute are bounded by the calendar; a
// year by the target's dates: Hive's and Doris's run from 0000-01-01 to
// 9999-12-31 (Hive data types, dates; Doris DATE), Spark's DATE is a
// count of days since 1970-01-01 in an INT (Spark DateType), at most
// 2^31 days, that is within the years -5877641 and 5881580 (Java
// LocalDate.ofEpochDay of INT's limits). A part alone never leaves INT's
// range: only + - * over it may (9999 * 1000000 does).
var partRanges = map[string][2]int64{
	"YEAR":    {-5877641, 5881580},
	"QUARTER": {1, 4},
	"MONTH":   {1, 12},
	"DAY":     {1, 31},
	"HOUR":    {0, 23},
	"MINUTE":  {0, 59},
}

// partKind is the type of the date parts of partRanges (year, month, day
// and EXTRACT of those fields) in a source dialect: BIGINT (DuckDB,
// Trino, Presto, BigQuery, Snowflake) or INT (Hive, Spark, Doris); unknown
// elsewhere (PostgreSQL and ANSI SQL: a numeric; Drill).
func partKind(source string) ast.TypeKind {
	switch source {
	case "duckdb", "trino", "presto", "bigquery", "snowflake":
		return ast.TypeBigInt
	case "hive", "spark", "doris":
		return ast.TypeInt
	}
	return ast.TypeUnknown
}

// datePart reports whether e is a date part of partRanges: year(x),
// month(x), day(x) and the functions of the clock and of the week
// (quarter, hour, minute, second, dayofweek, dow, isodow, weekofyear: their
// canonical names, all integers) or EXTRACT of a field there.
func datePart(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Extract:
		_, ok := partRanges[strings.ToUpper(x.Field)]
		return ok
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil || len(x.Args) != 1 {
			return false
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "year", "month", "day", "quarter", "hour", "minute", "second", "dayofweek", "dow", "isodow", "weekofyear", "dayofyear", "isoyear":
			return true
		}
	}
	return false
}

// partCasts writes each date part of s (datePart) as CAST(part AS t)
// toward PostgreSQL and ANSI SQL, t being its type in the source
// (partKind): PostgreSQL's EXTRACT (the spelling of year, month and day
// there) is a numeric, so EXTRACT(YEAR FROM d) / 2 is 1010.5 on
// PostgreSQL 15 where Trino's year(d) / 2 and DuckDB's year(d) // 2 are
// 1010, and its % and its output differ too. ANSI SQL's EXTRACT is an
// exact numeric of implementation-defined precision (ISO/IEC 9075-2,
// <extract expression>), run on PostgreSQL. The cast keeps the value: a
// part of these fields is an integer. It runs before wideIntFuncs, which
// then sees a BIGINT (nothing to widen) or an INT cast.
func partCasts(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("postgres", "ansi") {
		return s
	}
	kind := partKind(c.Source.Name)
	if kind == ast.TypeUnknown {
		return s
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok && datePart(e) {
			found = true
		}
		return !found
	})
	if !found {
		return s // (a rewrite of a long chain costs more than a look)
	}
	changed := false
	out := ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		e, ok := n.(ast.Expr)
		if !ok || !datePart(e) {
			return n
		}
		changed = true
		sp := e.SpanOf()
		return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: kind}}
	})
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}

// intFuncPair reports whether the functions of intFuncRanges are 64-bit
// in c's source and INT (wrapping) in its target.
func intFuncPair(c *Context) bool {
	switch c.Source.Name {
	case "trino", "presto", "duckdb", "bigquery", "snowflake":
	default:
		return false
	}
	switch c.Target.Name {
	case "hive", "spark", "postgres", "doris":
		return true
	}
	return false
}

// wideIntFuncs casts to BIGINT, for a source whose integer arithmetic is
// not 64-bit by itself (Trino, Presto, DuckDB: wideLiterals takes
// BigQuery's and Snowflake's), each function of intFuncRanges whose
// arithmetic may leave INT in the target.
func wideIntFuncs(c *Context, s ast.Stmt) ast.Stmt {
	if !intFuncPair(c) || c.Source.Name == "bigquery" || c.Source.Name == "snowflake" {
		return s
	}
	nw := narrowing{cols: map[ast.Span]ast.TypeKind{}, intFuncs: true, memo: map[ast.Expr]narrowMemo{}}
	changed := false
	out := ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if e, ok := n.(ast.Expr); ok && sameWidthArith(c, nw, e) {
			return n
		}
		return widenNarrowNode(n, nw, &changed)
	})
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}

// sameWidthArith reports whether e, reading no function of intFuncRanges,
// computes in a narrow type only by its casts and literals, which the
// source computes at that width too and raises past it (DuckDB 1.5:
// CAST(30000 AS SMALLINT) + CAST(30000 AS SMALLINT) is "Overflow in
// addition of INT16", Trino's and Presto's integer arithmetic raises for
// an overflow): PostgreSQL raises there as well ("smallint out of
// range"), so widening would turn the source's error into a value; toward
// Hive and Spark a TINYINT or SMALLINT one of DuckDB is guarded by
// duckIntLiterals instead (duck_int_literals.go).
func sameWidthArith(c *Context, nw narrowing, e ast.Expr) bool {
	switch e.(type) {
	case *ast.Binary, *ast.Unary, *ast.Func, *ast.Case:
	default:
		return false
	}
	if !c.Target.is("postgres") && !(c.Source.Name == "duckdb" && c.Target.is("hive", "spark")) {
		return false
	}
	in, ok := nw.narrowOf(e)
	if !ok || in.fits() {
		return false
	}
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Func:
			_, f := intFuncRanges[strings.ToLower(x.Name[len(x.Name)-1].Name)]
			found = found || f
		case *ast.Extract:
			found = true
		}
		return !found
	})
	return !found
}
