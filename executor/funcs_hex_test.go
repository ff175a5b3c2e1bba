package executor_test

import "testing"

// TestHexRules: Hive's, Spark's and DuckDB's hex give the upper-case
// hexadecimal digits of an integer's 64-bit two's complement and of a
// string's UTF-8 bytes (funcs_hex.go; run on DuckDB 1.5: hex(255) is 'FF',
// hex(-1) 'FFFFFFFFFFFFFFFF', hex('€') 'E282AC', hex(0) '0', and of the empty string the empty string).
func TestHexRules(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "duckdb hex", dialect: "duckdb",
			query: "SELECT hex(255), hex(-1), hex('€'), hex(0), hex(''), hex(NULL)",
			want:  []string{"FF | FFFFFFFFFFFFFFFF | E282AC | 0 |  | NULL"}},
		{name: "spark hex of columns", dialect: "spark", setup: []string{"CREATE TABLE t (i INT, s STRING)", "INSERT INTO t VALUES (-2, 'aé'), (NULL, NULL)"},
			query: "SELECT hex(i), hex(s) FROM t",
			want:  []string{"FFFFFFFFFFFFFFFE | 61C3A9", "NULL | NULL"}},
		{name: "hive hex of a smallint", dialect: "hive", query: "SELECT hex(CAST(-1 AS SMALLINT)), hex(9223372036854775807)", want: []string{"FFFFFFFFFFFFFFFF | 7FFFFFFFFFFFFFFF"}},
		{name: "spark hex of a decimal is not run", dialect: "spark", query: "SELECT hex(2.5)", err: "not run here"},
	} {
		t.Run(c.name, func(t *testing.T) { runShown(t, c) })
	}
}
