package dialects

import "github.com/lateral-sql/lateral/ast"

// shiftRows: the bitwise shift functions.
//
// Hive's and Spark's shiftleft(a, n) and shiftright(a, n) are Java's
// shifts of an INT or BIGINT (Hive LanguageManual UDF: "shiftleft(a, b):
// Bitwise left shift. Shifts a b positions to the left. Returns int for
// tinyint, smallint and int a. Returns bigint for bigint a"; Spark SQL
// function reference: "shiftleft(base, expr) - Bitwise left shift",
// "base << expr - Bitwise left shift", both its ShiftLeft expression), the
// count taken modulo the width (Java Language Specification 15.19: of an
// int only the five lowest-order bits of the count are used, of a long
// the six); they are read as the operators << and >>, which the print
// style writes shiftleft and shiftright for Hive and Spark reads as
// ShiftLeft and ShiftRight, and whose other targets rewrite's javaShift
// (rewrite/java_shift.go) checks.
//
// Their shiftrightunsigned (Java's >>>, "Bitwise unsigned right shift",
// Hive and Spark alike) is kept between the two and refused elsewhere:
// the others have no logical shift of a 32-bit INT that masks the count.
// Trino's bitwise_left_shift, bitwise_right_shift and
// bitwise_right_shift_arithmetic give 0 (or -1) for a count of 64 or more
// whatever the width of the type, keep the TINYINT, SMALLINT or INTEGER
// of the value (Trino's BitwiseFunctions: bitwiseLeftShiftInteger
// returns 0 for shift >= 64 and keeps the low 32 bits with the sign),
// which no other dialect's shift does: kept in Trino, refused elsewhere.
func shiftRows() {
	const hint = "compute the shift where the source runs, or use multiplication or division by a power of two if the operands are known to be small and not negative"
	fnRow("shiftrightunsigned", fnOn("shiftrightunsigned", dHive, dSpark),
		fnNo("this dialect has no unsigned right shift of an INT's 32 bits that takes the count modulo the width, as Java's >>> in Hive and Spark",
			hint, dDoris, dPresto, dTrino, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	for _, name := range []string{"bitwise_left_shift", "bitwise_right_shift", "bitwise_right_shift_arithmetic"} {
		fnRow(name, fnOn(name, dTrino),
			fnNo("this dialect has no shift that gives Trino's answer for a count of the type's width or more (0, or -1, only from a count of 64) and keeps a TINYINT, SMALLINT or INTEGER to its width",
				hint, dHive, dSpark, dDoris, dPresto, dAnsi, dPG, dDuck, dDrill, dBQ, dSnow))
	}
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"shiftleft"}, fix: fnBitwiseOp(ast.OpShl), dep: true},
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"shiftright"}, fix: fnBitwiseOp(ast.OpShr), dep: true})
}
