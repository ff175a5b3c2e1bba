package executor

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckRadixIntRe is a hexadecimal or binary integer text DuckDB's cast to
// TINYINT, SMALLINT, INTEGER or BIGINT reads: 0x or 0b, then digits with
// single underscores between them, no sign nor blanks.
var duckRadixIntRe = regexp.MustCompile(`^0(?:[xX][0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|[bB][01]+(?:_[01]+)*)$`)

// duckIntText is the integer DuckDB 1.5 reads in s, a text cast to an
// integer type (huge: a HUGEINT), beyond the numbers roundedStringInt
// reads: a hexadecimal or binary text (not to a HUGEINT), and digits
// grouped by single underscores (DuckDB 1.5 run: '0x10'::INTEGER is 16,
// '0X1f' 31, '0x1_0' 16, '0b101' 5, '0xFF'::BIGINT 255 and ::TINYINT out
// of range, '1_000' 1000, ' -1_000 ' -1000, '1_000.5' 1001, '1_0e1' 100,
// '.5_5' 1, while '-0x10', '+0x10', ' 0x10 ', '0x', '0x_10', '0x10_',
// '0x1__0', '0x10.5', '0o17', '0x10'::HUGEINT, '1__000', '_1', '1_',
// '1_.5', '1._5', '1_e1' and '1e_1' are errors). ok is false where s is
// none of these.
func duckIntText(s string, huge bool) (*big.Int, bool) {
	if duckRadixIntRe.MatchString(s) {
		if huge {
			return nil, false
		}
		base := 16
		if s[1] == 'b' || s[1] == 'B' {
			base = 2
		}
		return new(big.Int).SetString(strings.ReplaceAll(s[2:], "_", ""), base)
	}
	if d, ok := duckGroupedDigits(s); ok {
		return roundedStringInt(d, huge)
	}
	return nil, false
}

// duckGroupedDigits is s without its underscores where it has some and
// each stands between two digits; ok is false otherwise.
func duckGroupedDigits(s string) (string, bool) {
	if !strings.Contains(s, "_") {
		return s, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '_' && (i == 0 || i == len(s)-1 || !allDigits(s[i-1:i]) || !allDigits(s[i+1:i+2])) {
			return s, false
		}
	}
	return strings.ReplaceAll(s, "_", ""), true
}

// floatDecimalText is v, a text cast to t, read as the engine reads a
// DECIMAL, REAL or DOUBLE text where strconv.ParseFloat and parseDecimal
// read it otherwise (duck: under Options.DecimalDuckDB). DuckDB reads
// digits grouped by single underscores in a DECIMAL's digits, not in its
// exponent, and no hexadecimal float; other engines read no underscore
// in a float (DuckDB 1.5 run: TRY_CAST('1_000.5_5' AS DECIMAL(10,2)) is
// 1000.55, '-1_000.25' -1000.25, '.5_5' 0.55, '1_0e1' 100, while
// '1e1_0', '1__000', '1_.5' and '0x10' are NULL; TRY_CAST('0x1p4' AS
// DOUBLE) is NULL; PostgreSQL 15 run: '1_000'::float8 raises "invalid
// input syntax for type double precision"; the executor read '1_000' as
// 1000 in every dialect, '0x1p4' as 16 in DuckDB's, and no DECIMAL text
// with underscores in DuckDB's).
func floatDecimalText(v Value, t Type, duck bool) (Value, error) {
	if v.k != KindString || t.Kind != ast.TypeDecimal && t.Kind != ast.TypeReal && t.Kind != ast.TypeDouble {
		return v, nil
	}
	s := strings.TrimSpace(v.s)
	switch {
	case duck && t.Kind == ast.TypeDecimal:
		mant, exp := s, ""
		if i := strings.IndexAny(s, "eE"); i >= 0 {
			mant, exp = s[:i], s[i:]
		}
		if d, ok := duckGroupedDigits(mant); ok {
			return StringValue(d + exp), nil
		}
	case duck && strings.ContainsAny(s, "xX"),
		!duck && t.Kind != ast.TypeDecimal && strings.Contains(s, "_"):
		return Null, fmt.Errorf("cannot cast '%s' to %s", v.s, t)
	}
	return v, nil
}
