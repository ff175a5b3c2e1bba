package executor

import (
	"math/big"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's round(numeric, integer) and trunc(numeric, integer) give a
// numeric of the scale asked for, zeros added (PostgreSQL 15 run:
// round(2.5, 2) is 2.50, trunc(2.5, 3) 2.500, round(1.5::numeric(5,1), 3)
// 1.500, round(15.5, -1) 20, round(1.5, 20000) has 16383 decimals, the
// most a numeric keeps), and an integer argument is read as a numeric
// (round(1, 2) is 1.00, pg_typeof numeric), where other dialects keep the
// argument's scale (DuckDB 1.5: round(2.5, 2) is 2.5).

// pgNumericScaleMax is the largest scale of a PostgreSQL numeric
// (NUMERIC_DSCALE_MAX).
const pgNumericScaleMax = 0x3FFF

// pgRoundArgs: under Options.PostgresTyping the integer or string literal
// first argument of round(x, n) or trunc(x, n) (src as written, bound as
// args) is a numeric (PostgreSQL 15 run: round('1.5', 2) is 1.50).
func (b *binder) pgRoundArgs(name string, src []ast.Expr, args []Expr) {
	if !b.p.eng.opts.PostgresTyping || name != "round" && name != "trunc" || len(args) != 2 || len(src) != 2 {
		return
	}
	if !args[0].Type().Kind.IsInteger() && !isUnknownLiteral(src[0]) {
		return
	}
	args[0] = &CastE{X: args[0], To: b.p.eng.opts.typeOf(&ast.TypeName{Kind: ast.TypeDecimal, Name: "NUMERIC"}), Implicit: true}
}

func init() {
	wrapDialect([]string{"round", "trunc"}, func(o *Options, _ *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error) {
		if !o.PostgresTyping {
			return body
		}
		return func(a []Value) (Value, error) {
			r, err := body(a)
			if err != nil || len(a) != 2 || r.k != KindDecimal {
				return r, err
			}
			d, err := argInt(a[1])
			if err != nil {
				return r, nil
			}
			d = min(d, pgNumericScaleMax)
			if s := int64(r.i); d > s {
				return DecimalValue(new(big.Int).Mul(r.DecimalUnscaled(), pow10(int(d-s))), int(d)), nil
			}
			return r, nil
		}
	})
}
