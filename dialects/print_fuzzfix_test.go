package dialects

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// Regression tests for the reader/printer disagreements FuzzTranslate and
// difftest found: what one dialect's printer writes, that dialect's reader
// reads as the same tree, or the construct is refused with a diagnostic.

// fxErr parses sql in dialect and returns the first error's code and
// message, "" when it parses.
func fxErr(t *testing.T, dialect, sql string) (code, msg string) {
	t.Helper()
	_, diags := Parse(psDialect(t, dialect), sql, ParseOptions{})
	if errs := diags.Errors(); len(errs) > 0 {
		return errs[0].Code, errs[0].Message
	}
	return "", ""
}

func fxWantErr(t *testing.T, dialect, sql, code, msg string) {
	t.Helper()
	c, m := fxErr(t, dialect, sql)
	if c != code || !strings.Contains(m, msg) {
		t.Errorf("%s %q: got %s %q, want %s containing %q", dialect, sql, c, m, code, msg)
	}
}

// fxPrint prints the single query or statement of sql (read in src) in dst.
func fxPrint(t *testing.T, src, sql, dst string) string {
	t.Helper()
	s := psParse(t, src, sql)
	out, err := PrintScript(psDialect(t, dst), s, PrintOptions{})
	if err != nil {
		t.Fatalf("%s -> %s: %q: %v", src, dst, sql, err)
	}
	return strings.TrimSuffix(strings.TrimSpace(out), ";")
}

// PostgreSQL: LATERAL may precede ROWS FROM; it changes nothing (a function
// in FROM is lateral anyway).
func TestParseLateralRowsFrom(t *testing.T) {
	with := psSelect(t, "postgres", "SELECT a.x, a.y FROM t CROSS JOIN LATERAL ROWS FROM (unnest(t.arr), unnest(t.arr)) AS a(x, y)")
	without := psSelect(t, "postgres", "SELECT a.x, a.y FROM t CROSS JOIN ROWS FROM (unnest(t.arr), unnest(t.arr)) AS a(x, y)")
	if diff := cmp.Diff(without, with, psIgnoreSpans); diff != "" {
		t.Errorf("LATERAL ROWS FROM differs from ROWS FROM (-without +with):\n%s", diff)
	}
	psAs[*ast.RowsFrom](t, psAs[*ast.Join](t, with.From[0]).Right)
}

// BigQuery STRUCT(x AS name) and STRUCT<name T>(x) are struct constructors
// with named fields, as DuckDB's {'name': x} and Spark's named_struct.
func TestParseBigQueryStructConstructors(t *testing.T) {
	fold := cmp.Transformer("ident", func(id ast.Ident) ast.Ident { id.Quoted = false; return id })
	want := psItem(t, "duckdb", "{'sku': 'A1', 'qty': 2}")
	for _, c := range []struct{ dialect, expr string }{
		{"bigquery", "STRUCT('A1' AS sku, 2 AS qty)"},
		{"spark", "struct('A1' AS sku, 2 AS qty)"},
		{"spark", "named_struct('sku', 'A1', 'qty', 2)"},
	} {
		if diff := cmp.Diff(want, psItem(t, c.dialect, c.expr), psIgnoreSpans, fold); diff != "" {
			t.Errorf("%s %s (-duckdb +got):\n%s", c.dialect, c.expr, diff)
		}
	}
	// Only some fields named: the others are positional.
	s := psAs[*ast.Struct](t, psItem(t, "bigquery", "STRUCT(1, x AS b, 3)"))
	if len(s.Fields) != 3 || s.Fields[0].Name != nil || s.Fields[1].Name == nil || s.Fields[1].Name.Name != "b" || s.Fields[2].Name != nil {
		t.Errorf("mixed STRUCT: %+v", s.Fields)
	}
	// No name at all: still the call struct(...), as before.
	psAs[*ast.Func](t, psItem(t, "bigquery", "STRUCT(1, 2)"))
	// Typed: the values are cast to the field types.
	s = psAs[*ast.Struct](t, psItem(t, "bigquery", "STRUCT<sku STRING, qty INT64>('A1', 2)"))
	if len(s.Fields) != 2 || s.Fields[0].Name.Name != "sku" || s.Fields[1].Name.Name != "qty" {
		t.Fatalf("typed STRUCT: %+v", s.Fields)
	}
	if c := psAs[*ast.Cast](t, s.Fields[1].Value); c.Type.Kind != ast.TypeBigInt {
		t.Errorf("typed STRUCT field type: %+v", c.Type)
	}
	fxWantErr(t, "bigquery", "SELECT STRUCT<a INT64>(1, 2)", CodeInvalid, "declares 1 fields and is given 2 values")
	fxWantErr(t, "duckdb", "SELECT STRUCT(1 AS a)", CodeNotDialect, "STRUCT(x AS name)")
	fxWantErr(t, "hive", "SELECT struct(1 AS a)", CodeNotDialect, "STRUCT(x AS name)")
	fxWantErr(t, "spark", "SELECT STRUCT<a INT>(1)", CodeNotDialect, "STRUCT<...>(...)")
	// What the BigQuery printer writes, its reader reads back.
	for _, in := range []string{"SELECT {'sku': 'A1'}", "SELECT {'a': 1, 'b': [2]}"} {
		out := fxPrint(t, "duckdb", in, "bigquery")
		back := fxPrint(t, "bigquery", out, "duckdb")
		if back != in {
			t.Errorf("duckdb %q -> bigquery %q -> duckdb %q", in, out, back)
		}
	}
}

// Snowflake's structured OBJECT(name T) is a struct type; ARRAY(T) an array.
func TestParseSnowflakeObjectType(t *testing.T) {
	fold := cmp.Transformer("typeName", func(tn ast.TypeName) ast.TypeName { tn.Name = ""; return tn })
	// (Snowflake's INTEGER is NUMBER(38, 0))
	want := psAs[*ast.Cast](t, psItem(t, "duckdb", "CAST(NULL AS STRUCT(k VARCHAR, n DECIMAL(38, 0))[])")).Type
	got := psAs[*ast.Cast](t, psItem(t, "snowflake", "CAST(NULL AS ARRAY(OBJECT(k VARCHAR, n INTEGER)))")).Type
	if diff := cmp.Diff(want, got, psIgnoreSpans, fold); diff != "" {
		t.Errorf("OBJECT type (-duckdb +snowflake):\n%s", diff)
	}
	if out := fxPrint(t, "duckdb", "SELECT CAST(NULL AS STRUCT(k VARCHAR)[])", "snowflake"); out != "SELECT CAST(NULL AS ARRAY(OBJECT(k VARCHAR)))" {
		t.Errorf("snowflake OBJECT: %s", out)
	}
	// Semi-structured OBJECT without fields stays an opaque type.
	if tn := psAs[*ast.Cast](t, psItem(t, "snowflake", "CAST(x AS OBJECT)")).Type; tn.Kind != ast.TypeOther || tn.Name != "OBJECT" {
		t.Errorf("bare OBJECT: %+v", tn)
	}
	fxWantErr(t, "duckdb", "SELECT CAST(x AS OBJECT(k VARCHAR))", CodeNotDialect, "OBJECT(name type, ...)")
	fxWantErr(t, "snowflake", "SELECT CAST(x AS NUMBER(k INT))", CodeInvalid, "does not take named fields")
}

// Hive 3 (and Snowflake) read TIMESTAMP WITH LOCAL TIME ZONE, the Hive
// printer's spelling of an instant.
func TestParseTimestampLocalTimeZone(t *testing.T) {
	for _, d := range []string{"hive", "snowflake"} {
		tn := psAs[*ast.Cast](t, psItem(t, d, "CAST(x AS TIMESTAMP WITH LOCAL TIME ZONE)")).Type
		if tn.Kind != ast.TypeTimestampTZ {
			t.Errorf("%s: %+v", d, tn)
		}
	}
	if out := fxPrint(t, "bigquery", "CREATE TABLE a (t TIMESTAMP)", "hive"); out != "CREATE TABLE a (t TIMESTAMP WITH LOCAL TIME ZONE)" {
		t.Errorf("bigquery TIMESTAMP in hive: %s", out)
	}
	fxWantErr(t, "spark", "SELECT CAST(x AS TIMESTAMP WITH LOCAL TIME ZONE)", CodeNotDialect, "WITH LOCAL TIME ZONE")
	fxWantErr(t, "hive", "SELECT CAST(x AS TIME WITH LOCAL TIME ZONE)", CodeInvalid, "only TIMESTAMP")
}

// BigQuery's column OPTIONS(description = '...') is the column's comment.
func TestParseBigQueryColumnOptions(t *testing.T) {
	ct := psAs[*ast.CreateTable](t, psParse(t, "bigquery", "CREATE TABLE a (b INT64 OPTIONS(description = \"it's\"), c STRING)").Stmts[0])
	if ct.Columns[0].Comment != "it's" || ct.Columns[1].Comment != "" {
		t.Errorf("description: %+v %+v", ct.Columns[0], ct.Columns[1])
	}
	for _, in := range []string{"CREATE TABLE a (b INTEGER COMMENT 'c')", "CREATE TABLE a (b INTEGER COMMENT 'it''s')"} {
		out := fxPrint(t, "postgres", in, "bigquery")
		if back := fxPrint(t, "bigquery", out, "bigquery"); back != out {
			t.Errorf("postgres %q -> bigquery %q -> bigquery %q", in, out, back)
		}
	}
	fxWantErr(t, "bigquery", "CREATE TABLE a (b NUMERIC OPTIONS(rounding_mode = 'ROUND_HALF_EVEN'))", CodeUnsupported, "rounding_mode")
	fxWantErr(t, "postgres", "CREATE TABLE a (b INT OPTIONS(description = 'c'))", CodeNotDialect, "OPTIONS")
}

// PostgreSQL's bitwise xor is #; elsewhere # is not an operator.
func TestParseHashXor(t *testing.T) {
	b := psAs[*ast.Binary](t, psItem(t, "postgres", "5 # 3"))
	if b.Op != ast.OpBitXor {
		t.Errorf("5 # 3: %+v", b)
	}
	if out := fxPrint(t, "spark", "SELECT 5 ^ 3", "postgres"); out != "SELECT 5 # 3" {
		t.Errorf("spark ^ in postgres: %s", out)
	}
	fxWantErr(t, "duckdb", "SELECT 5 # 3", CodeNotDialect, "the # operator")
	fxWantErr(t, "trino", "SELECT 5 # 3", CodeUnexpectedChar, "'#'")
	fxWantErr(t, "hive", "SELECT 5 # 3", CodeUnexpectedChar, "'#'")
}

// stack(n) without values is refused (Spark: "requires at least 2
// arguments"), in a select list and in a LATERAL VIEW.
func TestParseStackArity(t *testing.T) {
	fxWantErr(t, "spark", "SELECT stack(1)", CodeInvalid, "stack() takes a row count and at least one value")
	fxWantErr(t, "hive", "SELECT * FROM t LATERAL VIEW stack(2) s AS a", CodeInvalid, "stack()")
	if c, m := fxErr(t, "hive", "SELECT * FROM t LATERAL VIEW stack(1, t.a) s AS a"); c != "" {
		t.Errorf("stack(1, a): %s %s", c, m)
	}
}

// Trino and DuckDB have MAP() and MAP(keys, values) only.
func TestParseMapArity(t *testing.T) {
	for _, d := range []string{"duckdb", "trino"} {
		fxWantErr(t, d, "SELECT map(0)", CodeInvalid, "map() takes no arguments or an array of keys and an array of values")
		fxWantErr(t, d, "SELECT map(1, 2, 3)", CodeInvalid, "map() takes")
		if c, m := fxErr(t, d, "SELECT map()"); c != "" {
			t.Errorf("%s map(): %s %s", d, c, m)
		}
	}
	psAs[*ast.Map](t, psItem(t, "duckdb", "map([1], [2])"))
}

// DuckDB reads a lambda of several parameters in any call (it cannot be the
// JSON arrow); its aggregate(list, name) is list_aggregate.
func TestParseDuckDBLambdas(t *testing.T) {
	f := psAs[*ast.Func](t, psItem(t, "duckdb", "my_fold(a, (acc, x) -> acc + x)"))
	if l := psAs[*ast.Lambda](t, f.Args[1]); psIdents(l.Params) != "acc,x" {
		t.Errorf("lambda params: %+v", l.Params)
	}
	// One parameter outside a lambda function is still the JSON operator.
	f = psAs[*ast.Func](t, psItem(t, "duckdb", "my_func(j -> 'k')"))
	if b := psAs[*ast.Binary](t, f.Args[0]); b.Op != ast.OpJSONGet {
		t.Errorf("j -> 'k': %+v", b)
	}
	f = psAs[*ast.Func](t, psItem(t, "duckdb", "aggregate([1, 2], 'sum')"))
	if psName(f.Name) != "list_aggregate" {
		t.Errorf("duckdb aggregate: %s", psName(f.Name))
	}
	// Spark's aggregate is DuckDB's list_reduce, with the initial value last.
	spark, duck := psDialect(t, "spark"), psDialect(t, "duckdb")
	var diags diag.List
	st := LowerFunctions(spark, duck, psParse(t, "spark", "SELECT aggregate(a, 0, (acc, x) -> acc + x) FROM t").Stmts[0], &diags)
	if out, err := Print(duck, st, PrintOptions{}); err != nil || len(diags) > 0 || out != "SELECT list_reduce(a, (acc, x) -> acc + x, 0) FROM t" {
		t.Errorf("spark aggregate in duckdb: %q %v %v", out, err, diags)
	}
	diags = nil
	LowerFunctions(spark, duck, psParse(t, "spark", "SELECT aggregate(a, 0, (acc, x) -> acc + x, s -> s * 2) FROM t").Stmts[0], &diags)
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "finish function") {
		t.Errorf("aggregate with a finish function in duckdb: %v", diags)
	}
}

// A quoted type name keeps its quotes (and its case).
func TestPrintQuotedTypeName(t *testing.T) {
	for _, c := range []struct{ src, in, dst, out string }{
		{"duckdb", `CREATE TABLE t (a "0")`, "duckdb", `CREATE TABLE t (a "0")`},
		{"postgres", `CREATE TABLE t (a s."MyType", b "x""y")`, "postgres", `CREATE TABLE t (a S."MyType", b "x""y")`},
		{"postgres", `CREATE TABLE t (a "my type")`, "spark", "CREATE TABLE t (a `my type`)"},
		{"postgres", `CREATE TABLE t (a "my type")`, "bigquery", "CREATE TABLE t (a `my type`)"},
		// A quoted name of a known type is that type.
		{"postgres", `CREATE TABLE t (a "int4")`, "postgres", "CREATE TABLE t (a INTEGER)"},
	} {
		if got := fxPrint(t, c.src, c.in, c.dst); got != c.out {
			t.Errorf("%s -> %s: %q printed %q, want %q", c.src, c.dst, c.in, got, c.out)
		}
	}
}

// BigQuery's lexical rules: "..." is a string, both quotes take backslash
// escapes, `...` identifiers too, and # starts a comment.
func TestParseBigQueryLexical(t *testing.T) {
	items := psItems(t, "bigquery", "\"it's\", 'a\\nb', '\\x41\\u00e9\\101\\'', `a\\`b`, 1 # a comment\n+ 1")
	for i, want := range []string{"it's", "a\nb", "AéA'"} {
		if l := psAs[*ast.Literal](t, items[i]); l.Kind != ast.LitString || l.Value != want {
			t.Errorf("item %d: %+v, want the string %q", i, l, want)
		}
	}
	if c := psAs[*ast.ColumnRef](t, items[3]); c.Name[0].Name != "a`b" {
		t.Errorf("`a\\`b`: %+v", c.Name)
	}
	psAs[*ast.Binary](t, items[4])
	fxWantErr(t, "bigquery", `SELECT 'a\qb'`, CodeInvalid, "invalid escape sequence")
	fxWantErr(t, "bigquery", `SELECT '\101\1'`, CodeInvalid, "invalid escape sequence")
	// What the BigQuery printer writes for strings, its reader reads back.
	for _, s := range []string{"it's", "a\"b'c", "tab\there", "back\\slash", "nl\n", "\x01"} {
		out := fxPrint(t, "postgres", "SELECT "+pgQuote(s), "bigquery")
		l := psAs[*ast.Literal](t, psItem(t, "bigquery", strings.TrimPrefix(out, "SELECT ")))
		if l.Value != s {
			t.Errorf("%q printed %s reads back as %q", s, out, l.Value)
		}
	}
}

// pgQuote writes s as a PostgreSQL escape string (E-prefixed).
func pgQuote(s string) string {
	var b strings.Builder
	b.WriteString("E'")
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			b.WriteString("\\x")
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('\'')
	return b.String()
}

// Each dialect's operator precedence: an expression parses to the tree of
// its explicitly parenthesized form. PostgreSQL 15 and DuckDB 1.5 (run):
// 2 * 3 ^ 2 = 18, 2 ^ 3 ^ 2 = 64, -2 ^ 2 = 4, 1 | 2 & 0 = 0, 1 & 2 | 4 = 4,
// 1 << 2 | 1 = 5, 5 + 1 << 1 = 12, 'a' || 1 + 2 = 'a3'; PostgreSQL
// 1 # 3 & 2 = 2, 1 | 6 # 3 = 4. Hive (LanguageManual, operator precedences):
// ^ binds tighter than *. Spark (SQL reference, operator precedence): || is
// on the level of + and -.
func TestParseOperatorLadders(t *testing.T) {
	for _, c := range []struct{ dialect, expr, grouped string }{
		{"postgres", "2 * 3 ^ 2", "2 * (3 ^ 2)"},
		{"postgres", "2 ^ 3 ^ 2", "(2 ^ 3) ^ 2"},
		{"postgres", "-2 ^ 2", "(-2) ^ 2"},
		{"postgres", "1 | 2 & 0", "(1 | 2) & 0"},
		{"postgres", "1 & 2 | 4", "(1 & 2) | 4"},
		{"postgres", "1 # 3 & 2", "(1 # 3) & 2"},
		{"postgres", "1 | 6 # 3", "(1 | 6) # 3"},
		{"postgres", "1 << 2 | 1", "(1 << 2) | 1"},
		{"postgres", "5 + 1 << 1", "(5 + 1) << 1"},
		{"postgres", "'a' || 1 + 2", "'a' || (1 + 2)"},
		{"postgres", "a || b | c & d", "((a || b) | c) & d"},
		{"postgres", "1 + 2 * 3 - 4 / 2 % 3", "(1 + (2 * 3)) - ((4 / 2) % 3)"},
		{"duckdb", "2 * 3 ^ 2", "2 * (3 ^ 2)"},
		{"duckdb", "1 | 2 & 0", "(1 | 2) & 0"},
		{"duckdb", "7 // 2 ^ 2", "7 // (2 ^ 2)"},
		{"hive", "2 * 3 ^ 2", "2 * (3 ^ 2)"},
		{"hive", "1 + 2 ^ 3 * 4", "1 + ((2 ^ 3) * 4)"},
		{"hive", "1 | 2 & 3", "1 | (2 & 3)"},
		{"spark", "'a' || 1 + 2", "('a' || 1) + 2"},
		{"spark", "2 * 3 ^ 2", "(2 * 3) ^ 2"},
		{"spark", "1 | 2 ^ 3 & 4", "1 | (2 ^ (3 & 4))"},
		{"trino", "'a' || 1 + 2", "'a' || (1 + 2)"},
	} {
		got, want := psItem(t, c.dialect, c.expr), psItem(t, c.dialect, c.grouped)
		if diff := cmp.Diff(want, got, psIgnoreSpans); diff != "" {
			t.Errorf("%s %s is not %s (-want +got):\n%s", c.dialect, c.expr, c.grouped, diff)
		}
	}
	// The span of a regrouped operation covers its operands' text.
	e := psAs[*ast.Binary](t, psItem(t, "postgres", "(1 + 2) * 3 ^ 2"))
	if e.Span.Start.Col != 8 || e.Span.End.Col != 23 {
		t.Errorf("span of (1 + 2) * 3 ^ 2: %+v", e.Span)
	}
}
