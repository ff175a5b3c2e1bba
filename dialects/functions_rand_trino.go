package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// randTrinoRows: Trino's and Presto's rand and random.
//
// Without an argument they are the canonical rand(), a double in [0, 1)
// (Trino, mathematical functions: random() "Returns a pseudo-random value
// in the range 0.0 <= x < 1.0", rand() "Alias for random()"; Presto the
// same). With one they are not a seeded draw, as Hive's and Spark's
// rand(seed) are, but an integer: random(n) "Returns a pseudo-random
// number between 0 and n (exclusive)", of n's type, and Trino's
// random(m, n) one in [m, n). Those forms are not read: a call is kept
// when the target is the source dialect and refused elsewhere (T302, the
// name being the canonical rand's); a seeded rand is refused toward them.
func randTrinoRows() {
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"rand", "random"}, canon: "rand", fix: fnOnlyArity(0), unread: true})
}

// emRandTrino writes rand() as rand(), and refuses a seed, which Trino's
// and Presto's rand(n) would read as the bound of an integer.
func emRandTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if len(a) > 0 {
		return nil, c.needs("no seed (rand(n) there is an integer in [0, n), not a draw seeded with n)")
	}
	return c.f("rand"), nil
}
