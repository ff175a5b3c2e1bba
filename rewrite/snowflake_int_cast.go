package rewrite

import (
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeIntOverflow: a Snowflake cast to an integer type, whose value may
// not fit the target's fixed-width integer of that name.
const codeIntOverflow = "W027"

// warnSnowflakeIntCasts warns (W027) about a Snowflake CAST to an integer
// type, for Hive and Spark, whose operand may not fit the target's type.
// Snowflake's INT, BIGINT, SMALLINT and TINYINT are NUMBER(38, 0) ("always
// NUMBER(38, 0)", Snowflake numeric data types): the cast keeps any
// integer of 38 digits. Hive's and Spark's integer types are 8 to 64 bits
// wide, and a value past them wraps or is NULL without an error (Spark
// with ANSI mode off: CAST(2147483648L AS INT) is -2147483648, Spark "ANSI
// compliance"; Hive narrows as Java does), so the translation may give
// another value. The targets whose cast raises on overflow (PostgreSQL,
// DuckDB, Trino, Presto, BigQuery) fail loudly and are not warned about.
//
// To keep the noise low, only operands that show they may be too wide
// are warned about: a number literal (or a string literal holding one)
// out of the type's range once rounded, and a DECIMAL with more integer digits than the type always holds (a
// Snowflake NUMBER column of 38 digits). A Snowflake INT column is read as
// an INT here, although Snowflake stores 38 digits in it.
func (c *Context) warnSnowflakeIntCasts(s ast.Stmt) {
	if c.Source.Name != "snowflake" || !c.Target.is("hive", "spark") {
		return
	}
	ast.Inspect(s, func(n ast.Node) bool {
		sel, ok := n.(*ast.Select)
		if !ok {
			return true
		}
		sc := c.scopeOf(sel.From)
		sc.outer = c.outer[sel.Span]
		nested := nestedNodes(sel)
		ast.Inspect(sel, func(m ast.Node) bool {
			if m == nil || nested[m] {
				return false
			}
			if x, ok := m.(*ast.Cast); ok && isIntType(x.Type) && c.mayOverflow(x.X, x.Type.Kind, sc) {
				c.Warn(codeIntOverflow, x, "%s's %s is NUMBER(38, 0) and holds this value whole, where %s's %s is %d bits wide and wraps or gives NULL past it: cast to DECIMAL(38, 0) in the source to keep every digit",
					c.Source.Name, strings.ToUpper(x.Type.Kind.String()), c.Target.Name, strings.ToUpper(x.Type.Kind.String()), intBits(x.Type.Kind))
			}
			return true
		})
		return true
	})
}

// intBits is the width of a Hive or Spark integer type.
func intBits(k ast.TypeKind) int {
	switch k {
	case ast.TypeTinyInt:
		return 8
	case ast.TypeSmallInt:
		return 16
	case ast.TypeInt:
		return 32
	}
	return 64
}

// mayOverflow: the value x, cast to the integer type k, may be outside
// k's range (a number literal, or a string literal holding a number, that
// is once rounded; a DECIMAL with more integer digits than k always
// holds).
func (c *Context) mayOverflow(x ast.Expr, k ast.TypeKind, sc *scope) bool {
	neg := false
	lit := x
	if u, ok := x.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, lit = true, u.X
	}
	if l, ok := lit.(*ast.Literal); ok && (l.Kind == ast.LitInt || l.Kind == ast.LitDecimal || l.Kind == ast.LitDouble || l.Kind == ast.LitString) {
		v := l.Value
		if l.Kind == ast.LitString {
			// a string holding a number converts as the number
			v = strings.TrimSpace(v)
		}
		if !plainNumberText(v) {
			return false
		}
		r, ok := new(big.Rat).SetString(v)
		if !ok {
			return false
		}
		if neg {
			r.Neg(r)
		}
		// the integer the cast gives: Snowflake rounds half away from
		// zero (CAST(2147483647.5 AS INT) is 2147483648, past INT)
		half := big.NewRat(1, 2)
		if r.Sign() < 0 {
			half.Neg(half)
		}
		r.Add(r, half)
		q := new(big.Int).Quo(r.Num(), r.Denom())
		bits := uint(intBits(k) - 1)
		hi := new(big.Int).Lsh(big.NewInt(1), bits)
		lo := new(big.Int).Neg(hi)
		hi.Sub(hi, big.NewInt(1))
		return q.Cmp(lo) < 0 || q.Cmp(hi) > 0
	}
	t := c.typeOf(x, sc)
	if t == nil || t.Kind != ast.TypeDecimal || len(t.Params) != 2 {
		return false
	}
	digits, _ := intTypeDigits(k)
	// a type of d digits holds every integer of d-1 digits
	return t.Params[0]-t.Params[1] > digits-1
}

// plainNumberText: v is digits with an optional sign, point and exponent
// (big.Rat would also read fractions and prefixed bases).
func plainNumberText(v string) bool {
	digits := false
	for i, c := range v {
		switch {
		case c >= '0' && c <= '9':
			digits = true
		case c == '+' || c == '-':
			if i > 0 && v[i-1] != 'e' && v[i-1] != 'E' {
				return false
			}
		case c == '.' || c == 'e' || c == 'E':
		default:
			return false
		}
	}
	return digits
}
