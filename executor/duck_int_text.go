package executor

import (
	"math/big"
	"regexp"
	"strings"
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
	if !strings.Contains(s, "_") {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '_' && (i == 0 || i == len(s)-1 || !allDigits(s[i-1:i]) || !allDigits(s[i+1:i+2])) {
			return nil, false
		}
	}
	return roundedStringInt(strings.ReplaceAll(s, "_", ""), huge)
}
