package executor

import (
	"math"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Under Options.DuckDBIntArgs the binder raises, as DuckDB's finds no
// function, for chr of an integer wider than an INTEGER, and (with
// Options.DateIntDaysOnly) for a DATE plus or minus a count of days wider
// than an INTEGER: DuckDB 1.5 has +(DATE, INTEGER), +(INTEGER, DATE) and
// -(DATE, INTEGER) only, and chr(INTEGER) only (run on DuckDB 1.5: DATE
// '2024-01-01' + CAST(3 AS BIGINT), CAST(3 AS BIGINT) + DATE
// '2024-01-01', DATE '2024-01-01' - CAST(3 AS BIGINT), the same of a NULL
// BIGINT and of a HUGEINT, DATE '2024-01-01' + g.i over range(0, 3),
// chr(CAST(65 AS BIGINT)), chr(CAST(NULL AS BIGINT)) and chr(g.i) over
// range(65, 67) raise "No function matches the given name and argument
// types '+(DATE, BIGINT)'" or 'chr(BIGINT)'; a SMALLINT count and
// chr(CAST(65 AS SMALLINT)) are read as INTEGERs). An operand whose type
// the executor does not know to be DuckDB's (exactExpr) is left to
// evaluation.

// wideIntArg reports whether e is known to be an integer wider than an
// INTEGER in DuckDB.
func wideIntArg(e Expr) bool {
	k := e.Type().Kind
	return (k == ast.TypeBigInt || k == ast.TypeHugeInt) && exactExpr(e) == ""
}

// dateWideCount is the error of the DATE plus or minus x, bound as l and
// r, where its count is wider than an INTEGER, under
// Options.DateIntDaysOnly; nil otherwise. PostgreSQL's date operators
// take an integer count only and no bigint is implicitly one ("operator
// does not exist: date + bigint", also for bigint + date, date - bigint
// and a literal past the integer range such as 3000000000; run on
// PostgreSQL 15); DuckDB's message is its binder's (above). For
// PostgreSQL only a count whose type is bigint there too raises: a cast to
// BIGINT or a literal past INTEGER's range (pgWideInt), as the executor
// types other integers as DuckDB does (generate_series of INTEGER bounds
// and length give PostgreSQL integers, the executor's BIGINTs).
func (b *binder) dateWideCount(x *ast.Binary, l, r Expr) error {
	if !b.p.eng.opts.DateIntDaysOnly || x.Op != ast.OpAdd && x.Op != ast.OpSub {
		return nil
	}
	wideL, wideR := wideIntArg(l), wideIntArg(r)
	if !b.p.eng.opts.DuckDBIntArgs {
		wideL, wideR = pgWideInt(x.L), pgWideInt(x.R)
	}
	lt, rt := l.Type().Kind, r.Type().Kind
	if !(lt == ast.TypeDate && wideR || x.Op == ast.OpAdd && rt == ast.TypeDate && wideL) {
		return nil
	}
	if b.p.eng.opts.DuckDBIntArgs {
		return errAt(x, "No function matches the given name and argument types '%s(%s, %s)': DuckDB adds an INTEGER count of days to a DATE only; cast the count to INTEGER",
			x.Op, duckArgName(l), duckArgName(r))
	}
	return errAt(x, "operator does not exist: %s %s %s: a DATE takes an INTEGER count of days (cast the count to INTEGER)",
		strings.ToLower(lt.String()), x.Op, strings.ToLower(rt.String()))
}

// pgWideInt reports whether e, as written, is a bigint in PostgreSQL: a
// cast to BIGINT or an integer literal past INTEGER's range.
func pgWideInt(e ast.Expr) bool {
	if n, _, ok := ast.IntLiteral(e); ok {
		// a negated literal is one constant to PostgreSQL's parser:
		// -2147483648 is an integer, -2147483649 a bigint
		return n > math.MaxInt32 || n < math.MinInt32
	}
	switch x := e.(type) {
	case *ast.Cast:
		return x.Mode == ast.CastStrict && x.Type != nil && x.Type.Kind == ast.TypeBigInt
	case *ast.Literal:
		// past BIGINT's range: a numeric, which neither chr nor date + takes
		return x.Kind == ast.LitInt
	}
	return false
}

// duckChrWide is the error of DuckDB's chr (chr_nul) of an integer wider
// than an INTEGER; nil otherwise.
func (b *binder) duckChrWide(x ast.Node, name string, args []Expr) error {
	if !b.p.eng.opts.DuckDBIntArgs || name != "chr_nul" || len(args) != 1 || !wideIntArg(args[0]) {
		return nil
	}
	return errAt(x, "No function matches the given name and argument types 'chr(%s)': DuckDB's chr takes an INTEGER only; cast the argument to INTEGER", duckArgName(args[0]))
}

// pgChrWide is the error of PostgreSQL's chr of a bigint under
// Options.PostgresTyping; nil otherwise. PostgreSQL 15 has chr(integer)
// only and casts no bigint to an integer implicitly (run on PostgreSQL 15:
// chr(CAST(65 AS BIGINT)), chr(3000000000) and chr(65::int8 + 0) raise
// "function chr(bigint) does not exist"). As for dateWideCount, only an
// argument whose type is bigint in PostgreSQL as written counts: a cast
// to BIGINT or a literal past INTEGER's range, negated too (pgWideInt:
// chr(-2147483649) raises so, chr(-2147483648) "character number must be
// positive").
func (b *binder) pgChrWide(x *ast.Func, name string) error {
	if !b.p.eng.opts.PostgresTyping || name != "chr" || len(x.Args) != 1 {
		return nil
	}
	if !pgWideInt(x.Args[0]) {
		return nil
	}
	return errAt(x, "function chr(bigint) does not exist: PostgreSQL's chr takes an integer; cast the argument to integer")
}
