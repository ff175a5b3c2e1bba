package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// TestStrMoreRows: chr is read by its three rules (PostgreSQL's raising
// for 0; DuckDB's and Trino's giving U+0000 there; Spark's modulo 256;
// Hive's of a Java short, written for Spark with a CASE),
// PostgreSQL's written for DuckDB and Trino so that 0 raises there too; levenshtein by who counts what
// (Spark code points, Trino with a bound, DuckDB bytes), initcap read in
// PostgreSQL only (functions_str_more.go).
func TestStrMoreRows(t *testing.T) {
	n, a, b := col("n"), col("a"), col("b")
	for _, c := range []struct {
		dialect string
		f       string
		nargs   int
		want    string
	}{
		{"postgres", "chr", 1, "chr(n)"},
		{"duckdb", "chr", 1, "chr_nul(n)"},
		{"trino", "chr", 1, "chr_nul(n)"},
		{"spark", "chr", 1, "chr_latin1(n)"},
		{"hive", "chr", 1, "chr_hive(n)"},
		{"spark", "levenshtein", 2, "levenshtein(a, b)"},
		{"trino", "levenshtein_distance", 2, "levenshtein_trino(a, b)"},
		{"presto", "levenshtein_distance", 2, "levenshtein_trino(a, b)"},
		{"duckdb", "levenshtein", 2, "levenshtein_bytes(a, b)"},
		{"postgres", "initcap", 1, "initcap(n)"},
	} {
		f := call(c.f, n)
		if c.nargs == 2 {
			f = call(c.f, a, b)
		}
		if got := resolve(t, c.dialect, false, f); got != c.want {
			t.Errorf("read %s %s: got %s, want %s", c.dialect, c.f, got, c.want)
		}
	}
	if got := resolve(t, "presto", false, call("chr", num(10))); got != "chr_nul(10)" {
		t.Errorf("read presto chr(10): got %s", got)
	}
	for _, arg := range []ast.Expr{n, num(55296)} {
		pc := call("chr", arg)
		if _, ok := ResolveCall(fnTestDialect(t, "presto"), pc, false); ok || !pc.Unread {
			t.Errorf("presto chr(%s): read (%v) or not marked unread (%v)", render(arg), ok, pc.Unread)
		}
	}
	sp := call("levenshtein", a, b, num(2))
	if _, ok := ResolveCall(fnTestDialect(t, "spark"), sp, false); ok || !sp.Unread {
		t.Errorf("spark levenshtein with a threshold: read (%v) or not marked unread (%v)", ok, sp.Unread)
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"postgres", "chr", "chr(n)"},
		{"duckdb", "chr", "chr(CASE WHEN n = 0 THEN -1 ELSE n END)"},
		{"trino", "chr", "chr(CASE WHEN n = 0 THEN -1 ELSE n END)"},
		{"trino", "chr_nul", "chr(n)"},
		{"duckdb", "chr_nul", "chr(n)"},
		{"spark", "chr_latin1", "chr(n)"},
	} {
		if got := spellSQL(t, c.dialect, c.canon, n); got != c.want {
			t.Errorf("write %s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	// Hive's chr toward Spark: the empty string where bit 15 is set
	if got := spellSQL(t, "spark", "chr_hive", n); got != "CASE WHEN n & 32768 <> 0 THEN '' ELSE chr(n) END" {
		t.Errorf("write spark chr_hive: got %s", got)
	}
	if got := spellSQL(t, "hive", "chr_hive", n); got != "chr(n)" {
		t.Errorf("write hive chr_hive: got %s", got)
	}
	if e := spellErr(t, "trino", "chr_hive", n); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, "signed short") {
		t.Errorf("trino chr_hive: %s %s", e.Code, e.Message)
	}
	if got := spellSQL(t, "postgres", "chr_nul", num(10)); got != "chr(10)" {
		t.Errorf("write postgres chr_nul(10): got %s", got)
	}
	// PostgreSQL's text cannot hold U+0000, DuckDB's and Trino's chr(0)
	// (run on PostgreSQL 15: chr(0) raises "null character not
	// permitted"): an argument that may be 0 is refused, nullif(n, 0)
	// written with the cast chr takes there.
	nz := call("nullif", n, num(0))
	if got := spellSQL(t, "postgres", "chr_nul", nz); got != "chr(CAST(nullif(n, 0) AS INTEGER))" {
		t.Errorf("write postgres chr_nul(nullif(n, 0)): got %s", got)
	}
	for _, arg := range []ast.Expr{n, num(0)} {
		if e := spellErr(t, "postgres", "chr_nul", arg); e.Code != CodeFuncArgs || !strings.Contains(e.Message, "U+0000") {
			t.Errorf("postgres chr_nul(%s): %s %s", render(arg), e.Code, e.Message)
		}
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"spark", "levenshtein", "levenshtein(a, b)"},
		{"presto", "levenshtein_trino", "levenshtein_distance(a, b)"},
		{"duckdb", "levenshtein_bytes", "levenshtein(a, b)"},
	} {
		if got := spellSQL(t, c.dialect, c.canon, a, b); got != c.want {
			t.Errorf("write %s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon, says string }{
		{"spark", "chr", "modulo 256"},
		{"presto", "chr_nul", "not documented"},
		{"duckdb", "chr_latin1", "modulo 256"},
		{"duckdb", "initcap", "begins a word"},
		{"spark", "initcap", "begins a word"},
	} {
		if e := spellErr(t, c.dialect, c.canon, n); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, c.says) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
	for _, c := range []struct{ dialect, canon, says string }{
		{"trino", "levenshtein", "1,000,000"},
		{"spark", "levenshtein_trino", "1,000,000"},
		{"postgres", "levenshtein", "fuzzystrmatch"},
		{"duckdb", "levenshtein", "fuzzystrmatch"},
		{"spark", "levenshtein_bytes", "bytes"},
	} {
		if e := spellErr(t, c.dialect, c.canon, a, b); e.Code != CodeFuncUnsupported || !strings.Contains(e.Message, c.says) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
}
