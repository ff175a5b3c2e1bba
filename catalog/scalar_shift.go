package catalog

// shiftScalars are the canonical shift functions of
// dialects/functions_shift.go, each one dialect's own.
var shiftScalars = []*Func{
	scalar("shiftrightunsigned", 2, 2, "shiftrightunsigned(a, n): Hive's and Spark's unsigned right shift, Java's >>> of an INT (a TINYINT or SMALLINT taken as an INT) by n modulo 32 or of a BIGINT by n modulo 64, of the same type (shiftrightunsigned(-1, 28) = 15, shiftrightunsigned(-1, 32) = -1); NULL if any argument is NULL."),
	scalar("bitwise_left_shift", 2, 2, "bitwise_left_shift(a, n): Trino's left shift of a, of its type (TINYINT, SMALLINT, INTEGER or BIGINT), its bits past the width dropped and the sign taken from the top bit left; 0 for a count of 64 or more (bitwise_left_shift(CAST(1 AS INTEGER), 31) = -2147483648, bitwise_left_shift(CAST(1 AS INTEGER), 32) = 0); NULL if any argument is NULL."),
	scalar("bitwise_right_shift", 2, 2, "bitwise_right_shift(a, n): Trino's logical right shift of the bits of a within its type's width, of its type; a count of 0 gives a, one of 64 or more 0 (bitwise_right_shift(CAST(-1 AS INTEGER), 28) = 15); NULL if any argument is NULL."),
	scalar("bitwise_right_shift_arithmetic", 2, 2, "bitwise_right_shift_arithmetic(a, n): Trino's arithmetic right shift of a, of its type; a count of 64 or more gives 0, or -1 for a negative a (bitwise_right_shift_arithmetic(-8, 1) = -4); NULL if any argument is NULL."),
}
