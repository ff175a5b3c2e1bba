package dialects

import (
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/rewrite"
)

// Trino's and Presto's round, read by the type of its argument.
//
// Trino's round (Trino source, operator/scalar/MathFunctions.java; Presto's
// is the same code) rounds:
//
//   - a TINYINT, SMALLINT, INTEGER or BIGINT: unchanged for d >= 0, and for
//     d < 0 to a multiple of 10^-d by Guava's LongMath.divide with
//     RoundingMode.HALF_UP, ties away from zero (round(15, -1) = 20,
//     round(-15, -1) = -20), an overflow raising;
//   - a DECIMAL(p, s): its digits, ties away from zero (Round.roundShort and
//     RoundN.roundNShort add one to the magnitude when the dropped part is
//     at least half: round(DECIMAL '2.5') = 3, round(DECIMAL '-2.5') = -3),
//     but roundNShort gives 0 whenever p - s + d <= 0, where a value of
//     half the unit or more rounds to 10^-d in every other engine
//     (round(DECIMAL '55', -2) is 0 there, 100 in DuckDB and PostgreSQL);
//   - a DOUBLE or REAL: -(Math.round(-x * 10^d) / 10^d) for a negative x,
//     Math.round(x * 10^d) / 10^d otherwise, NaN and infinities unchanged.
//     Math.round rounds to the nearest long, ties up, so for d = 0 this is
//     the exact value of x rounded half away from zero, as the canonical
//     round (a double's ties k + 0.5 are exact binary values, and its
//     shortest decimal form lies on the same side of one as its value);
//     Trino returns x itself where the long saturates (trinodb/trino pull
//     request 14620), x being whole there. For d != 0 the product x * 10^d
//     is rounded to a double first: round(DOUBLE '4.145', 2) is 4.14 in
//     Trino (trinodb/trino issue 10607: "4.145 cast to double is
//     approximately equal to 4.1449999999999995...") and 4.15 in Hive and
//     Spark, which round the shortest decimal form, so no target spells it
//     (DuckDB's round rounds that product too, but is refused toward the
//     others, rewrite/duck_round_double.go).
//
// The canonical round is therefore read for integers, for decimals with a
// scale argument that is not negative (or whose p - s + d is positive) and
// for doubles and reals without a scale argument or with scale 0; the other
// forms are the dialect's own (ast.Func.Unread).

// fnRoundTrino reads Trino's and Presto's round where the argument's type
// shows in the call (a literal or a cast); the rest is marked
// ast.Func.Unread, for rewrite's trinoRoundTyped to read by the schema's
// types, and for the executor to run by the value's type.
func fnRoundTrino(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) == 0 || len(a) > 2 {
		return "", nil, false
	}
	t := rewrite.TrinoRoundArgType(a[0])
	if t != nil && rewrite.TrinoRoundRefusal(t, a[1:]) == "" {
		return canon, a, true
	}
	f.Unread = true
	return "", nil, false
}

// trinoRoundRows registers Trino's and Presto's round, read by
// fnRoundTrino (its writing toward them stays refused by the round row:
// their round of a DOUBLE to d places is not the canonical one).
func trinoRoundRows() {
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"round"}, canon: "round", fix: fnRoundTrino, dep: true})
}
