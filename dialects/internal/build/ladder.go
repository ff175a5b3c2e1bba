package build

import (
	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// The grammar reads the arithmetic, string and bitwise operators with one precedence ladder
// (tightest first: * / % DIV //, + -, ||, << >>, &, ^, |). Some dialects bind them
// differently, and for those the builder takes the operators and operands of a chain in
// order and regroups them with the dialect's own ladder (left-associative at every level):
//
//   - PostgreSQL and DuckDB (PostgreSQL 15 "Operator Precedence"; both engines run):
//     ^ (exponentiation) binds tighter than * / %, and || & | # << >> are all one level
//     ("any other operator") below + -: 2 * 3 ^ 2 is 18, 1 | 2 & 0 is 0.
//   - Hive (LanguageManual UDF, "Operators Precedences"): ^ binds tighter than * / % DIV.
//   - Spark (SQL reference, "Operators", precedence table): || is on the level of + -.
//
// The JSON arrows and PostgreSQL's array operators stay as the grammar groups them.

// ladder gives the level of an operator token of a chain (as opToken returns it) in the
// source dialect; higher binds tighter.
type ladder func(op int) int

// ladder is the source dialect's ladder, nil when the dialect groups the operators as the
// grammar does (the fast path asks it too).
func (b *builder) ladder() ladder {
	switch b.d.Name {
	case "postgres", "duckdb":
		return pgLevel
	case "hive":
		return hiveLevel
	case "spark":
		return sparkLevel
	}
	return nil
}

// opToken returns the operator token of an arithmetic, concatenation, shift or bitwise
// context, and false for any other context.
func opToken(c gen.IValueExpressionContext) (int, bool) {
	switch c := c.(type) {
	case *gen.ArithmeticBinaryContext:
		return tokenType(c.GetOperator()), true
	case *gen.BitwiseBinaryContext:
		return tokenType(c.GetOperator()), true
	case *gen.ConcatenationContext:
		return gen.SqlParserCONCAT, true
	case *gen.ShiftContext:
		return gen.SqlParserSHIFT_LEFT, true
	}
	return 0, false
}

// pgLevel, hiveLevel and sparkLevel are the ladders of the dialects that have their own.
func pgLevel(t int) int {
	switch t {
	case gen.SqlParserHAT:
		return 4
	case gen.SqlParserASTERISK, gen.SqlParserSLASH, gen.SqlParserPERCENT, gen.SqlParserDIV, gen.SqlParserDOUBLE_SLASH:
		return 3
	case gen.SqlParserPLUS, gen.SqlParserMINUS:
		return 2
	}
	return 1
}

func hiveLevel(t int) int {
	switch t {
	case gen.SqlParserHAT:
		return 6
	case gen.SqlParserASTERISK, gen.SqlParserSLASH, gen.SqlParserPERCENT, gen.SqlParserDIV, gen.SqlParserDOUBLE_SLASH:
		return 5
	case gen.SqlParserPLUS, gen.SqlParserMINUS:
		return 4
	case gen.SqlParserCONCAT:
		return 3
	case gen.SqlParserSHIFT_LEFT:
		return 2
	case gen.SqlParserAMPERSAND:
		return 1
	}
	return 0
}

func sparkLevel(t int) int {
	switch t {
	case gen.SqlParserASTERISK, gen.SqlParserSLASH, gen.SqlParserPERCENT, gen.SqlParserDIV, gen.SqlParserDOUBLE_SLASH:
		return 5
	case gen.SqlParserPLUS, gen.SqlParserMINUS, gen.SqlParserCONCAT:
		return 4
	case gen.SqlParserSHIFT_LEFT:
		return 3
	case gen.SqlParserAMPERSAND:
		return 2
	case gen.SqlParserHAT:
		return 1
	}
	return 0
}

// valueLadder builds the chain of operators rooted at c with the dialect's ladder: the
// operands (the maximal subtrees that are not operators of the ladder; a parenthesized
// expression is one) are built left to right, then grouped by precedence, equal levels
// from the left.
func (b *builder) valueLadder(c gen.IValueExpressionContext, level ladder) ast.Expr {
	isOp := func(x gen.IValueExpressionContext) bool {
		_, ok := opToken(x)
		return ok && !isNilTree(x)
	}
	levelOf := func(x gen.IValueExpressionContext) int {
		t, _ := opToken(x)
		return level(t)
	}
	// In-order walk without recursion: a long chain costs no stack depth.
	var operands, ops, stack []gen.IValueExpressionContext
	cur := c
	for {
		for isOp(cur) {
			stack = append(stack, cur)
			cur = valueLeft(cur)
		}
		operands = append(operands, cur)
		if len(stack) == 0 {
			break
		}
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		ops = append(ops, top)
		cur = valueRight(top)
	}

	type val struct {
		e  ast.Expr
		sp ast.Span // the source text of the operand or of the operation, parentheses included
	}
	vals := make([]val, 0, len(operands))
	operand := func(x gen.IValueExpressionContext) val {
		if isNilTree(x) {
			return val{}
		}
		return val{b.value(x), b.span(x)}
	}
	var opStack []gen.IValueExpressionContext
	reduce := func() {
		op := opStack[len(opStack)-1]
		opStack = opStack[:len(opStack)-1]
		l, r := vals[len(vals)-2], vals[len(vals)-1]
		vals = vals[:len(vals)-2]
		sp := ast.Cover(l.sp, r.sp)
		vals = append(vals, val{b.valueBinary(op, l.e, r.e, sp), sp})
	}
	vals = append(vals, operand(operands[0]))
	for i, op := range ops {
		lv := levelOf(op)
		for len(opStack) > 0 {
			if levelOf(opStack[len(opStack)-1]) < lv {
				break
			}
			reduce()
		}
		opStack = append(opStack, op)
		vals = append(vals, operand(operands[i+1]))
	}
	for len(opStack) > 0 {
		reduce()
	}
	return vals[0].e
}
