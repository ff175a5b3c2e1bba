package dialects

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// ---------------------------------------------------------------- corpus

// psCase is one query of the conformance corpus.
type psCase struct {
	file    string
	line    int
	dialect string
	sql     string
}

var psRT = flag.Bool("parse.roundtrip", true, "check that corpus queries print and re-parse to the same tree")

var psDialectRe = regexp.MustCompile(`^--\s*dialect:\s*(\w+)`)

// psMainDialect is the dialect a corpus query of a family is read in unless it names one.
var psMainDialect = map[string]string{"hive": "hive", "presto": "trino", "standard": "postgres"}

// psCorpus reads conformance/parse/<family>/*.sql: queries separated by blank lines, a
// leading "-- dialect: X" comment naming the dialect.
func psCorpus(t testing.TB) []psCase {
	t.Helper()
	var out []psCase
	for fam, main := range psMainDialect {
		files, err := filepath.Glob(filepath.Join("..", "conformance", "parse", fam, "*.sql"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(data), "\n")
			start := 0
			flush := func(end int) {
				chunk := lines[start:end]
				dialect := main
				hasSQL := false
				for _, l := range chunk {
					tl := strings.TrimSpace(l)
					if m := psDialectRe.FindStringSubmatch(tl); m != nil {
						dialect = m[1]
					}
					if tl != "" && !strings.HasPrefix(tl, "--") {
						hasSQL = true
					}
				}
				if hasSQL {
					out = append(out, psCase{file: fam + "/" + filepath.Base(path), line: start + 1,
						dialect: dialect, sql: strings.Join(chunk, "\n")})
				}
			}
			for i, l := range lines {
				if strings.TrimSpace(l) == "" {
					flush(i)
					start = i + 1
				}
			}
			flush(len(lines))
		}
	}
	return out
}

func psErrors(l diag.List) diag.List { return l.Errors() }

// TestParseCorpus parses every query of the conformance corpus, prints it back in its
// dialect and parses the text again. A query may be refused with B002 (a statement or
// clause lateral's tree does not represent: ALTER, MERGE, SHOW, TABLESAMPLE...); that is
// logged and counted. Any other error fails the test, and so does a round trip whose second
// tree differs from the first or whose printing is not idempotent.
func TestParseCorpus(t *testing.T) {
	cases := psCorpus(t)
	if len(cases) == 0 {
		t.Skip("no corpus")
	}
	type count struct{ total, clean, refused, failed, roundTrip int }
	gaps := psKnownGaps(t)
	failing := map[string]bool{}
	counts := map[string]*count{}
	for fam := range psMainDialect {
		counts[fam] = &count{}
	}
	for _, c := range cases {
		n := counts[strings.SplitN(c.file, "/", 2)[0]]
		n.total++
		d, ok := Lookup(c.dialect)
		if !ok {
			t.Errorf("%s:%d: unknown dialect %q", c.file, c.line, c.dialect)
			n.failed++
			continue
		}
		s, diags := Parse(d, c.sql, ParseOptions{})
		if errs := psErrors(diags); len(errs) > 0 {
			refused := true
			for _, e := range errs {
				if e.Code != CodeUnsupported {
					refused = false
				}
			}
			key := fmt.Sprintf("%s:%d", c.file, c.line)
			if !refused {
				failing[key] = true
			}
			for _, e := range errs {
				msg := fmt.Sprintf("%s:%d (%s): %s", c.file, c.line+e.Span.Start.Line-1, c.dialect, diag.Format("q", []byte(c.sql), e))
				if refused || gaps[key] {
					t.Log(msg)
				} else {
					t.Errorf("%s (not in testdata/corpus_gaps.txt): %s", key, msg)
				}
			}
			if refused {
				n.refused++
			} else {
				n.failed++
			}
			continue
		}
		if len(s.Stmts) == 0 {
			t.Errorf("%s:%d: no statements", c.file, c.line)
			n.failed++
			continue
		}
		n.clean++
		if *psRT {
			if msg := psRoundTrip(d, s); msg != "" {
				n.roundTrip++
				t.Errorf("%s:%d (%s): round trip: %s", c.file, c.line, c.dialect, msg)
			}
		}
	}
	for key := range gaps {
		if !failing[key] {
			t.Errorf("%s is listed in testdata/corpus_gaps.txt but parses now: remove the line", key)
		}
	}
	for _, fam := range []string{"hive", "presto", "standard"} {
		n := counts[fam]
		t.Logf("corpus %s: %d queries: %d parse cleanly (%d of those fail the print round trip), %d refused (B002), %d fail",
			fam, n.total, n.clean, n.roundTrip, n.refused, n.failed)
	}
}

// psIgnoreSpans compares trees without their positions.
var psIgnoreSpans = cmpopts.IgnoreTypes(ast.Span{}, ast.Pos{})

// psIgnoreUnread: printing writes a tree's canonical names as they are
// (spelling them for a dialect is LowerFunctions' work), and reading one
// the dialect has no reading of marks the call ast.Func.Unread, the
// dialect's own function of that name (DuckDB substr_sql, Spark
// array_sort_nulls_last). The round trips check the printed text, not
// that a dialect reads the canonical names.
var psIgnoreUnread = cmpopts.IgnoreFields(ast.Func{}, "Unread")

// psSameMeaning compares trees by meaning, as the printer may respell them: without
// positions; identifiers by the name they resolve to in d (quotes that change nothing are
// the printer's choice); type names by kind, except for types lateral does not model.
func psSameMeaning(d *Dialect) cmp.Options {
	return cmp.Options{
		psIgnoreSpans,
		psIgnoreUnread,
		cmp.Transformer("ident", func(id ast.Ident) ast.Ident {
			id.Name = psFold(d, id)
			id.Quoted = false
			return id
		}),
		cmp.Transformer("typeName", func(t ast.TypeName) ast.TypeName {
			if t.Kind != ast.TypeOther {
				t.Name = ""
			}
			return t
		}),
	}
}

// psFold returns the name an identifier resolves to in d: Hive, Spark, Doris, Presto, Trino,
// DuckDB and BigQuery compare names case-insensitively; PostgreSQL and Drill fold unquoted
// names to lower case, ANSI SQL and Snowflake to upper case.
func psFold(d *Dialect, id ast.Ident) string {
	switch d.Name {
	case "postgres", "drill":
		if id.Quoted {
			return id.Name
		}
	case "ansi", "snowflake":
		if id.Quoted {
			return id.Name
		}
		return strings.ToUpper(id.Name)
	}
	return strings.ToLower(id.Name)
}

// psRoundTrip prints s in d, parses the text again and compares the trees ignoring spans,
// then checks that printing the second tree gives the same text. It returns "" on success.
func psRoundTrip(d *Dialect, s *ast.Script) string {
	text, err := PrintScript(d, s, PrintOptions{})
	if err != nil {
		return "print: " + err.Error()
	}
	s2, diags := Parse(d, text, ParseOptions{})
	if errs := psErrors(diags); len(errs) > 0 {
		return fmt.Sprintf("re-parse of %q: %s", text, diag.Format("printed", []byte(text), errs[0]))
	}
	if diff := cmp.Diff(s, s2, psSameMeaning(d)); diff != "" {
		return fmt.Sprintf("printed %q parses to a different tree (-first +second):\n%s", text, diff)
	}
	text2, err := PrintScript(d, s2, PrintOptions{})
	if err != nil {
		return "second print: " + err.Error()
	}
	if text2 != text {
		return fmt.Sprintf("printing is not idempotent:\n%s\n%s", text, text2)
	}
	return ""
}

// ---------------------------------------------------------------- helpers

func psDialect(t testing.TB, name string) *Dialect {
	t.Helper()
	d, ok := Lookup(name)
	if !ok {
		t.Fatalf("no dialect %q", name)
	}
	return d
}

// psParse parses sql in dialect and fails the test on any error.
func psParse(t testing.TB, dialect, sql string) *ast.Script {
	t.Helper()
	s, diags := Parse(psDialect(t, dialect), sql, ParseOptions{})
	if errs := diags.Errors(); len(errs) > 0 {
		for _, e := range errs {
			t.Errorf("%s: %s", dialect, diag.Format("q", []byte(sql), e))
		}
		t.FailNow()
	}
	if len(s.Stmts) == 0 {
		t.Fatalf("%s: %q: no statements", dialect, sql)
	}
	return s
}

func psQuery(t testing.TB, dialect, sql string) *ast.Query {
	t.Helper()
	st := psParse(t, dialect, sql).Stmts[0]
	qs, ok := st.(*ast.QueryStmt)
	if !ok {
		t.Fatalf("%q: got %T, want a query", sql, st)
	}
	return qs.Query
}

func psSelect(t testing.TB, dialect, sql string) *ast.Select {
	t.Helper()
	q := psQuery(t, dialect, sql)
	s, ok := q.Body.(*ast.Select)
	if !ok {
		t.Fatalf("%q: body is %T, want a Select", sql, q.Body)
	}
	return s
}

// psItems parses SELECT <list> and returns the item expressions.
func psItems(t testing.TB, dialect, list string) []ast.Expr {
	t.Helper()
	s := psSelect(t, dialect, "SELECT "+list)
	out := make([]ast.Expr, len(s.Items))
	for i, it := range s.Items {
		out[i] = it.Expr
	}
	return out
}

func psItem(t testing.TB, dialect, expr string) ast.Expr {
	t.Helper()
	return psItems(t, dialect, expr)[0]
}

// psAs asserts e's type.
func psAs[T any](t testing.TB, e any) T {
	t.Helper()
	v, ok := e.(T)
	if !ok {
		var zero T
		t.Fatalf("got %T, want %T", e, zero)
	}
	return v
}

func psName(q ast.QName) string {
	parts := make([]string, len(q))
	for i, id := range q {
		parts[i] = id.Name
	}
	return strings.Join(parts, ".")
}

func psIdents(ids []ast.Ident) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = id.Name
	}
	return strings.Join(parts, ",")
}

// ---------------------------------------------------------------- literals

func TestParseLiterals(t *testing.T) {
	type lit struct {
		kind ast.LitKind
		val  string
		typ  ast.TypeKind
	}
	cases := []struct {
		dialect, list string
		want          []lit
	}{
		{"hive", "1.5, 1.5BD, 10L, 10S, 10Y, 1.5D, 2.25F, 1e3, 7",
			[]lit{{ast.LitDouble, "1.5", 0}, {ast.LitDecimal, "1.5", ast.TypeDecimal}, {ast.LitInt, "10", ast.TypeBigInt},
				{ast.LitInt, "10", ast.TypeSmallInt}, {ast.LitInt, "10", ast.TypeTinyInt}, {ast.LitDouble, "1.5", ast.TypeDouble},
				{ast.LitDouble, "2.25", ast.TypeReal}, {ast.LitDouble, "1e3", 0}, {ast.LitInt, "7", 0}}},
		// Spark and Doris read an unsuffixed 1.5 as an exact DECIMAL (Spark's sql-ref-literals).
		{"spark", "1.5, 3D", []lit{{ast.LitDecimal, "1.5", 0}, {ast.LitDouble, "3", ast.TypeDouble}}},
		{"doris", "1.5", []lit{{ast.LitDecimal, "1.5", 0}}},
		{"trino", "1.5, 1e3, .5, 42", []lit{{ast.LitDecimal, "1.5", 0}, {ast.LitDouble, "1e3", 0}, {ast.LitDecimal, ".5", 0}, {ast.LitInt, "42", 0}}},
		// PostgreSQL's constants with a point or an exponent are numeric (pg_typeof(2.5E-3) is numeric).
		{"postgres", "1.50, 2.5E-3", []lit{{ast.LitDecimal, "1.50", 0}, {ast.LitDecimal, "2.5E-3", 0}}},
		// BigQuery's 1.5 and 1e3 are FLOAT64; NUMERIC '1.5' is the decimal.
		{"bigquery", "1.5, 1e3, .5, 58., 42, NUMERIC '1.5'", []lit{{ast.LitDouble, "1.5", 0}, {ast.LitDouble, "1e3", 0},
			{ast.LitDouble, ".5", 0}, {ast.LitDouble, "58.", 0}, {ast.LitInt, "42", 0}, {ast.LitDecimal, "1.5", 0}}},
		{"hive", `'a\tb', "it\"s", 'don\'t', '\u00e9', '\001', 'x\%'`,
			[]lit{{ast.LitString, "a\tb", 0}, {ast.LitString, `it"s`, 0}, {ast.LitString, "don't", 0},
				{ast.LitString, "é", 0}, {ast.LitString, "\x01", 0}, {ast.LitString, `x\%`, 0}}},
		{"hive", `'hello ' 'world'`, []lit{{ast.LitString, "hello world", 0}}},
		{"trino", `'it''s', 'a\tb'`, []lit{{ast.LitString, "it's", 0}, {ast.LitString, `a\tb`, 0}}},
		{"postgres", `E'a\nb\'c', $$x'y$$, $fn$ body $fn$, 'p''q'`,
			[]lit{{ast.LitString, "a\nb'c", 0}, {ast.LitString, "x'y", 0}, {ast.LitString, " body ", 0}, {ast.LitString, "p'q", 0}}},
		{"trino", "TRUE, false, NULL", []lit{{ast.LitBool, "true", 0}, {ast.LitBool, "false", 0}, {ast.LitNull, "", 0}}},
	}
	for _, c := range cases {
		items := psItems(t, c.dialect, c.list)
		if len(items) != len(c.want) {
			t.Fatalf("%s %q: %d items, want %d", c.dialect, c.list, len(items), len(c.want))
		}
		for i, w := range c.want {
			l, ok := items[i].(*ast.Literal)
			if !ok {
				t.Errorf("%s %q item %d: %T, want a literal", c.dialect, c.list, i, items[i])
				continue
			}
			if l.Kind != w.kind || l.Value != w.val || l.Type != w.typ {
				t.Errorf("%s %q item %d: got {%v %q %v}, want {%v %q %v}", c.dialect, c.list, i, l.Kind, l.Value, l.Type, w.kind, w.val, w.typ)
			}
		}
	}
}

func TestParseTypedLiterals(t *testing.T) {
	tl := psAs[*ast.TypedLit](t, psItem(t, "trino", "DATE '2024-01-01'"))
	if tl.Type.Kind != ast.TypeDate || tl.Value != "2024-01-01" {
		t.Errorf("DATE literal: %+v %+v", tl, tl.Type)
	}
	tl = psAs[*ast.TypedLit](t, psItem(t, "spark", "X'1F2E'"))
	if tl.Type.Kind != ast.TypeBinary || tl.Type.Name != "X" || tl.Value != "1F2E" {
		t.Errorf("X'': %+v %+v", tl, tl.Type)
	}
	iv := psAs[*ast.Interval](t, psItem(t, "hive", "INTERVAL '1 02:03:04' DAY TO SECOND"))
	if iv.Unit != "DAY" || iv.ToUnit != "SECOND" || psAs[*ast.Literal](t, iv.Value).Value != "1 02:03:04" {
		t.Errorf("interval: %+v", iv)
	}
	iv = psAs[*ast.Interval](t, psItem(t, "hive", "INTERVAL 3 DAYS"))
	if iv.Unit != "DAY" || psAs[*ast.Literal](t, iv.Value).Kind != ast.LitInt {
		t.Errorf("interval: %+v", iv)
	}
	// Spark's multi-unit interval is a sum.
	sum := psAs[*ast.Binary](t, psItem(t, "spark", "INTERVAL 2 HOURS 30 MINUTES"))
	if sum.Op != ast.OpAdd || psAs[*ast.Interval](t, sum.L).Unit != "HOUR" || psAs[*ast.Interval](t, sum.R).Unit != "MINUTE" {
		t.Errorf("multi-unit interval: %+v", sum)
	}
	if p := psAs[*ast.Param](t, psItem(t, "trino", "?")); p.Name != "?" {
		t.Errorf("param %q", p.Name)
	}
}

// ---------------------------------------------------------------- operators

func TestParseOperators(t *testing.T) {
	cases := []struct {
		dialect, expr string
		op            ast.BinaryOp
	}{
		{"hive", "5 / 2", ast.OpDivFrac},
		{"spark", "5 / 2", ast.OpDivFrac},
		{"doris", "5 / 2", ast.OpDivFrac},
		{"duckdb", "5 / 2", ast.OpDivFrac},
		{"trino", "5 / 2", ast.OpDiv},
		{"postgres", "5 / 2", ast.OpDiv},
		{"ansi", "5 / 2", ast.OpDiv},
		{"hive", "5 DIV 2", ast.OpIntDiv},
		{"duckdb", "5 // 2", ast.OpIntDiv},
		{"hive", "a <=> b", ast.OpIsNotDistinct},
		{"trino", "a IS DISTINCT FROM b", ast.OpIsDistinct},
		{"trino", "a IS NOT DISTINCT FROM b", ast.OpIsNotDistinct},
		{"postgres", "a ~ 'x+'", ast.OpRegexMatch},
		{"postgres", "a ~* 'x+'", ast.OpRegexIMatch},
		{"trino", "a || b", ast.OpConcat},
		{"hive", "a == b", ast.OpEq},
		{"trino", "a <> b", ast.OpNe},
		{"trino", "a != b", ast.OpNe},
		{"postgres", "j -> 'k'", ast.OpJSONGet},
		{"postgres", "j ->> 'k'", ast.OpJSONGetText},
		{"hive", "a ^ b", ast.OpBitXor},
		{"trino", "a % b", ast.OpMod},
	}
	for _, c := range cases {
		b, ok := psItem(t, c.dialect, c.expr).(*ast.Binary)
		if !ok || b.Op != c.op {
			t.Errorf("%s %q: got %#v, want op %v", c.dialect, c.expr, psItem(t, c.dialect, c.expr), c.op)
		}
	}
	for _, d := range []string{"hive", "spark", "doris"} {
		for _, kw := range []string{"RLIKE", "REGEXP"} {
			l := psAs[*ast.Like](t, psItem(t, d, "a "+kw+" '^x'"))
			if l.Kind != ast.LikeRegex {
				t.Errorf("%s %s: kind %v", d, kw, l.Kind)
			}
		}
	}
	if l := psAs[*ast.Like](t, psItem(t, "postgres", "a NOT ILIKE 'x%' ESCAPE '!'")); l.Kind != ast.LikeILike || !l.Not || l.Escape == nil {
		t.Errorf("ILIKE: %+v", l)
	}
	// PostgreSQL ^ is exponentiation, DuckDB ~ a full regex match.
	if f := psAs[*ast.Func](t, psItem(t, "postgres", "2 ^ 3")); len(f.Args) != 2 {
		t.Errorf("postgres ^: %+v", f)
	}
	// Read as the partial match of the pattern anchored at both ends.
	if f := psAs[*ast.Func](t, psItem(t, "duckdb", "a ~ 'x'")); psName(f.Name) != "regexp_like" || len(f.Args) != 2 || f.Args[1].(*ast.Literal).Value != "^(?:x)$" {
		t.Errorf("duckdb ~: %s %v", psName(f.Name), f.Args)
	}
	if f := psAs[*ast.Func](t, psItem(t, "duckdb", "a ~ p")); psName(f.Name) != "regexp_full_match" {
		t.Errorf("duckdb ~ p: %s", psName(f.Name))
	}
	// A JSON -> inside a PostgreSQL call is not a lambda, and keeps its precedence.
	f := psAs[*ast.Func](t, psItem(t, "postgres", "f(payload -> 'a' = 'b')"))
	eq := psAs[*ast.Binary](t, f.Args[0])
	if eq.Op != ast.OpEq || psAs[*ast.Binary](t, eq.L).Op != ast.OpJSONGet {
		t.Errorf("json arrow in an argument: %+v", eq)
	}
	// AND/OR chains and precedence.
	or := psAs[*ast.Binary](t, psItem(t, "trino", "a = 1 OR b = 2 AND c = 3"))
	if or.Op != ast.OpOr || psAs[*ast.Binary](t, or.R).Op != ast.OpAnd {
		t.Errorf("precedence: %+v", or)
	}
	add := psAs[*ast.Binary](t, psItem(t, "trino", "1 - 2 - 3"))
	if add.Op != ast.OpSub || psAs[*ast.Binary](t, add.L).Op != ast.OpSub {
		t.Errorf("left associativity: %+v", add)
	}
	if u := psAs[*ast.Unary](t, psItem(t, "hive", "!a")); u.Op != ast.OpNot {
		t.Errorf("!a: %+v", u)
	}
	if at := psAs[*ast.AtTimeZone](t, psItem(t, "trino", "ts AT TIME ZONE 'UTC'")); at.Zone == nil {
		t.Errorf("AT TIME ZONE: %+v", at)
	}
	bt := psAs[*ast.Between](t, psItem(t, "trino", "x NOT BETWEEN 1 AND 2"))
	if !bt.Not || bt.Lo == nil || bt.Hi == nil {
		t.Errorf("BETWEEN: %+v", bt)
	}
	in := psAs[*ast.InList](t, psItem(t, "trino", "x IN (1, 2, 3)"))
	if len(in.List) != 3 {
		t.Errorf("IN: %+v", in)
	}
	q := psAs[*ast.Quantified](t, psItem(t, "postgres", "x = ANY(ARRAY[1, 2])"))
	if q.Array == nil || q.Quant != ast.QuantAny {
		t.Errorf("ANY: %+v", q)
	}
	// LIKE ANY (p, q) is an OR of matches.
	lor := psAs[*ast.Binary](t, psItem(t, "spark", "x LIKE ANY ('a%', 'b%')"))
	if lor.Op != ast.OpOr {
		t.Errorf("LIKE ANY: %+v", lor)
	}
}

// ---------------------------------------------------------------- subscripts and constructors

func TestParseSubscripts(t *testing.T) {
	cases := []struct {
		dialect string
		base    int
		missing ast.MissingIndex
	}{
		{"hive", 0, ast.MissingNull}, {"spark", 0, ast.MissingNull}, {"doris", 1, ast.MissingNull},
		{"trino", 1, ast.MissingError}, {"presto", 1, ast.MissingError},
		{"postgres", 1, ast.MissingNull}, {"duckdb", 1, ast.MissingNull},
	}
	for _, c := range cases {
		s := psAs[*ast.Subscript](t, psItem(t, c.dialect, "a[1]"))
		if s.Base != c.base || s.Missing != c.missing {
			t.Errorf("%s: base %d missing %v, want %d %v", c.dialect, s.Base, s.Missing, c.base, c.missing)
		}
	}
	s := psAs[*ast.Subscript](t, psItem(t, "bigquery", "a[SAFE_OFFSET(2)]"))
	if s.Base != 0 || s.Missing != ast.MissingNull || psAs[*ast.Literal](t, s.Index).Value != "2" {
		t.Errorf("bigquery SAFE_OFFSET: %+v", s)
	}
	s = psAs[*ast.Subscript](t, psItem(t, "bigquery", "a[ORDINAL(1)]"))
	if s.Base != 1 || s.Missing != ast.MissingError {
		t.Errorf("bigquery ORDINAL: %+v", s)
	}
	sl := psAs[*ast.Slice](t, psItem(t, "duckdb", "a[2:3]"))
	if sl.Lo == nil || sl.Hi == nil {
		t.Errorf("slice: %+v", sl)
	}
	// t.col is one name; (expr).f is a field access.
	cr := psAs[*ast.ColumnRef](t, psItem(t, "trino", "t.a.b"))
	if psName(cr.Name) != "t.a.b" {
		t.Errorf("column ref %q", psName(cr.Name))
	}
	fa := psAs[*ast.FieldAccess](t, psItem(t, "postgres", "(c.address).city"))
	if fa.Name.Name != "city" {
		t.Errorf("field access: %+v", fa)
	}
}

func TestParseConstructors(t *testing.T) {
	for _, d := range []string{"hive", "spark", "doris"} {
		items := psItems(t, d, "array(1, 2), map('a', 1, 'b', 2), struct(x, y), named_struct('p', 1, 'q', y)")
		if a := psAs[*ast.Array](t, items[0]); len(a.Elems) != 2 {
			t.Errorf("%s array: %+v", d, a)
		}
		if m := psAs[*ast.Map](t, items[1]); len(m.Keys) != 2 || len(m.Values) != 2 {
			t.Errorf("%s map: %+v", d, m)
		}
		st := psAs[*ast.Struct](t, items[2])
		if len(st.Fields) != 2 || st.Fields[0].Name != nil {
			t.Errorf("%s struct: field names must be left nil: %+v", d, st.Fields[0])
		}
		ns := psAs[*ast.Struct](t, items[3])
		if len(ns.Fields) != 2 || ns.Fields[0].Name == nil || ns.Fields[0].Name.Name != "p" || ns.Fields[1].Name.Name != "q" {
			t.Errorf("%s named_struct: %+v", d, ns)
		}
	}
	items := psItems(t, "trino", "ARRAY[1, 2], MAP(ARRAY['a'], ARRAY[1]), ROW(1, 'x'), map(k, v)")
	if a := psAs[*ast.Array](t, items[0]); len(a.Elems) != 2 {
		t.Errorf("trino ARRAY[]: %+v", a)
	}
	if m := psAs[*ast.Map](t, items[1]); len(m.Keys) != 1 {
		t.Errorf("trino MAP: %+v", m)
	}
	if s := psAs[*ast.Struct](t, items[2]); len(s.Fields) != 2 || s.Fields[0].Name != nil {
		t.Errorf("trino ROW: %+v", s)
	}
	psAs[*ast.Func](t, items[3]) // map of non-literal arrays stays a call
	items = psItems(t, "duckdb", "[1, 2, 3], {'a': 1, 'b': [2]}, MAP {'k': 1, 'l': 2}, struct_pack(x := 1)")
	if a := psAs[*ast.Array](t, items[0]); len(a.Elems) != 3 {
		t.Errorf("duckdb list: %+v", a)
	}
	st := psAs[*ast.Struct](t, items[1])
	if len(st.Fields) != 2 || st.Fields[0].Name.Name != "a" || st.Fields[1].Name.Name != "b" {
		t.Errorf("duckdb struct: %+v", st)
	}
	psAs[*ast.Array](t, st.Fields[1].Value)
	if m := psAs[*ast.Map](t, items[2]); len(m.Keys) != 2 {
		t.Errorf("duckdb MAP {}: %+v", m)
	}
	if s := psAs[*ast.Struct](t, items[3]); s.Fields[0].Name.Name != "x" {
		t.Errorf("struct_pack: %+v", s)
	}
	aq := psAs[*ast.ArrayQuery](t, psItem(t, "postgres", "ARRAY(SELECT 1)"))
	if aq.Query == nil {
		t.Errorf("ARRAY(SELECT): %+v", aq)
	}
	nested := psAs[*ast.Array](t, psItem(t, "postgres", "ARRAY[[1, 2], [3, 4]]"))
	psAs[*ast.Array](t, nested.Elems[0])
	row := psAs[*ast.Struct](t, psItem(t, "postgres", "(1, 2)"))
	if len(row.Fields) != 2 {
		t.Errorf("row: %+v", row)
	}
	if m := psAs[*ast.Map](t, psItem(t, "doris", "{'a': 1}")); len(m.Keys) != 1 {
		t.Errorf("doris {} is a map: %+v", m)
	}
}

// ---------------------------------------------------------------- casts and types

func TestParseCasts(t *testing.T) {
	type tc struct {
		dialect, expr string
		mode          ast.CastMode
		check         func(*ast.TypeName) bool
	}
	kind := func(k ast.TypeKind, params ...int) func(*ast.TypeName) bool {
		return func(tn *ast.TypeName) bool {
			return tn.Kind == k && fmt.Sprint(tn.Params) == fmt.Sprint(params) || (len(params) == 0 && tn.Kind == k && len(tn.Params) == 0)
		}
	}
	arrayOf := func(k ast.TypeKind) func(*ast.TypeName) bool {
		return func(tn *ast.TypeName) bool { return tn.Kind == ast.TypeArray && tn.Elem != nil && tn.Elem.Kind == k }
	}
	cases := []tc{
		{"trino", "CAST(x AS INTEGER)", ast.CastStrict, kind(ast.TypeInt)},
		{"postgres", "CAST(x AS INT4)", ast.CastStrict, kind(ast.TypeInt)},
		{"hive", "CAST(x AS BIGINT)", ast.CastStrict, kind(ast.TypeBigInt)},
		{"postgres", "CAST(x AS INT8)", ast.CastStrict, kind(ast.TypeBigInt)},
		{"spark", "CAST(x AS LONG)", ast.CastStrict, kind(ast.TypeBigInt)},
		{"trino", "CAST(x AS SMALLINT)", ast.CastStrict, kind(ast.TypeSmallInt)},
		{"trino", "CAST(x AS TINYINT)", ast.CastStrict, kind(ast.TypeTinyInt)},
		{"trino", "CAST(x AS REAL)", ast.CastStrict, kind(ast.TypeReal)},
		{"postgres", "CAST(x AS FLOAT4)", ast.CastStrict, kind(ast.TypeReal)},
		{"hive", "CAST(x AS FLOAT)", ast.CastStrict, kind(ast.TypeReal)},
		{"spark", "CAST(x AS FLOAT)", ast.CastStrict, kind(ast.TypeReal)},
		{"duckdb", "CAST(x AS FLOAT)", ast.CastStrict, kind(ast.TypeReal)},
		{"postgres", "CAST(x AS FLOAT)", ast.CastStrict, kind(ast.TypeDouble)},
		{"postgres", "CAST(x AS FLOAT(10))", ast.CastStrict, kind(ast.TypeReal)},
		{"postgres", "CAST(x AS DOUBLE PRECISION)", ast.CastStrict, kind(ast.TypeDouble)},
		{"postgres", "CAST(x AS FLOAT8)", ast.CastStrict, kind(ast.TypeDouble)},
		{"trino", "CAST(x AS DOUBLE)", ast.CastStrict, kind(ast.TypeDouble)},
		{"trino", "CAST(x AS DECIMAL(10, 2))", ast.CastStrict, kind(ast.TypeDecimal, 10, 2)},
		{"postgres", "CAST(x AS NUMERIC(5,1))", ast.CastStrict, kind(ast.TypeDecimal, 5, 1)},
		// Dialect defaults of DECIMAL are made explicit; PostgreSQL NUMERIC is unconstrained.
		{"hive", "CAST(x AS DECIMAL)", ast.CastStrict, kind(ast.TypeDecimal, 10, 0)},
		{"spark", "CAST(x AS DECIMAL)", ast.CastStrict, kind(ast.TypeDecimal, 10, 0)},
		{"duckdb", "CAST(x AS DECIMAL)", ast.CastStrict, kind(ast.TypeDecimal, 18, 3)},
		{"postgres", "CAST(x AS NUMERIC)", ast.CastStrict, kind(ast.TypeDecimal)},
		{"trino", "CAST(x AS DECIMAL(12))", ast.CastStrict, kind(ast.TypeDecimal, 12, 0)},
		{"trino", "CAST(x AS VARCHAR(20))", ast.CastStrict, kind(ast.TypeVarchar, 20)},
		{"postgres", "CAST(x AS CHARACTER VARYING(8))", ast.CastStrict, kind(ast.TypeVarchar, 8)},
		{"trino", "CAST(x AS CHAR(3))", ast.CastStrict, kind(ast.TypeChar, 3)},
		{"hive", "CAST(x AS STRING)", ast.CastStrict, kind(ast.TypeString)},
		{"postgres", "CAST(x AS TEXT)", ast.CastStrict, kind(ast.TypeString)},
		{"postgres", "CAST(x AS BOOL)", ast.CastStrict, kind(ast.TypeBool)},
		{"trino", "CAST(x AS BOOLEAN)", ast.CastStrict, kind(ast.TypeBool)},
		{"trino", "CAST(x AS DATE)", ast.CastStrict, kind(ast.TypeDate)},
		{"trino", "CAST(x AS TIMESTAMP)", ast.CastStrict, kind(ast.TypeTimestamp)},
		{"trino", "CAST(x AS TIMESTAMP(3) WITH TIME ZONE)", ast.CastStrict, kind(ast.TypeTimestampTZ, 3)},
		{"postgres", "CAST(x AS TIMESTAMPTZ)", ast.CastStrict, kind(ast.TypeTimestampTZ)},
		{"postgres", "CAST(x AS INTERVAL)", ast.CastStrict, kind(ast.TypeInterval)},
		{"postgres", "CAST(x AS JSONB)", ast.CastStrict, kind(ast.TypeJSON)},
		{"trino", "CAST(x AS JSON)", ast.CastStrict, kind(ast.TypeJSON)},
		{"postgres", "CAST(x AS UUID)", ast.CastStrict, kind(ast.TypeUUID)},
		{"postgres", "CAST(x AS BYTEA)", ast.CastStrict, kind(ast.TypeBinary)},
		{"trino", "CAST(x AS VARBINARY)", ast.CastStrict, kind(ast.TypeBinary)},
		{"hive", "CAST(x AS BINARY)", ast.CastStrict, kind(ast.TypeBinary)},
		{"hive", "CAST(x AS ARRAY<INT>)", ast.CastStrict, arrayOf(ast.TypeInt)},
		{"trino", "CAST(x AS ARRAY(INTEGER))", ast.CastStrict, arrayOf(ast.TypeInt)},
		{"postgres", "x::INTEGER[]", ast.CastStrict, arrayOf(ast.TypeInt)},
		{"duckdb", "x::FLOAT[3]", ast.CastStrict, arrayOf(ast.TypeReal)},
		{"trino", "TRY_CAST(x AS BIGINT)", ast.CastTry, kind(ast.TypeBigInt)},
		{"bigquery", "SAFE_CAST(x AS INT64)", ast.CastTry, kind(ast.TypeBigInt)},
		{"hive", "CAST(x AS MAP<STRING, ARRAY<INT>>)", ast.CastStrict, func(tn *ast.TypeName) bool {
			return tn.Kind == ast.TypeMap && tn.Key.Kind == ast.TypeString && tn.Value.Kind == ast.TypeArray && tn.Value.Elem.Kind == ast.TypeInt
		}},
		{"trino", "CAST(x AS MAP(VARCHAR, BIGINT))", ast.CastStrict, func(tn *ast.TypeName) bool {
			return tn.Kind == ast.TypeMap && tn.Key.Kind == ast.TypeVarchar && tn.Value.Kind == ast.TypeBigInt
		}},
		{"hive", "CAST(x AS STRUCT<a:INT, b:STRING>)", ast.CastStrict, func(tn *ast.TypeName) bool {
			return tn.Kind == ast.TypeStruct && len(tn.Fields) == 2 && tn.Fields[0].Name.Name == "a" && tn.Fields[1].Type.Kind == ast.TypeString
		}},
		{"trino", "CAST(x AS ROW(a INTEGER, b VARCHAR))", ast.CastStrict, func(tn *ast.TypeName) bool {
			return tn.Kind == ast.TypeStruct && len(tn.Fields) == 2 && tn.Fields[1].Type.Kind == ast.TypeVarchar
		}},
		{"duckdb", "CAST(x AS STRUCT(a INTEGER))", ast.CastStrict, func(tn *ast.TypeName) bool {
			return tn.Kind == ast.TypeStruct && len(tn.Fields) == 1
		}},
		{"postgres", "CAST(x AS money)", ast.CastStrict, func(tn *ast.TypeName) bool { return tn.Kind == ast.TypeOther && tn.Name == "MONEY" }},
	}
	for _, c := range cases {
		cast, ok := psItem(t, c.dialect, c.expr).(*ast.Cast)
		if !ok {
			t.Errorf("%s %q: not a cast", c.dialect, c.expr)
			continue
		}
		if cast.Mode != c.mode || cast.Type == nil || !c.check(cast.Type) {
			t.Errorf("%s %q: mode %v type %+v", c.dialect, c.expr, cast.Mode, cast.Type)
		}
	}
}

// ---------------------------------------------------------------- special forms and calls

func TestParseSpecialForms(t *testing.T) {
	// POSITION, SUBSTRING ... FROM ... FOR, TRIM are calls with positional arguments.
	for _, c := range []struct {
		dialect, expr string
		args          int
	}{
		{"postgres", "POSITION('@' IN email)", 2},
		{"postgres", "SUBSTRING(s FROM 2 FOR 3)", 3},
		{"postgres", "SUBSTRING(s FROM 2)", 2},
		{"postgres", "TRIM(BOTH 'x' FROM s)", 2},
		{"postgres", "TRIM(LEADING FROM s)", 1},
		{"postgres", "OVERLAY(s PLACING 'ab' FROM 2 FOR 1)", 4},
	} {
		f, ok := psItem(t, c.dialect, c.expr).(*ast.Func)
		if !ok || len(f.Args) != c.args {
			t.Errorf("%s %q: got %#v", c.dialect, c.expr, psItem(t, c.dialect, c.expr))
		}
	}
	ex := psAs[*ast.Extract](t, psItem(t, "trino", "EXTRACT(year FROM d)"))
	if ex.Field != "YEAR" {
		t.Errorf("EXTRACT field %q", ex.Field)
	}
	cs := psAs[*ast.Case](t, psItem(t, "trino", "CASE x WHEN 1 THEN 'a' WHEN 2 THEN 'b' ELSE 'c' END"))
	if cs.Operand == nil || len(cs.Whens) != 2 || cs.Else == nil {
		t.Errorf("CASE: %+v", cs)
	}
	f := psAs[*ast.Func](t, psItem(t, "trino", "count(DISTINCT x) FILTER (WHERE y > 0)"))
	if !f.Distinct || f.Filter == nil {
		t.Errorf("aggregate: %+v", f)
	}
	f = psAs[*ast.Func](t, psItem(t, "trino", "count(*)"))
	if !f.Star {
		t.Errorf("count(*): %+v", f)
	}
	f = psAs[*ast.Func](t, psItem(t, "postgres", "percentile_cont(0.5) WITHIN GROUP (ORDER BY x)"))
	if len(f.WithinGroup) != 1 {
		t.Errorf("WITHIN GROUP: %+v", f)
	}
	f = psAs[*ast.Func](t, psItem(t, "trino", "lag(x, 1) IGNORE NULLS OVER (PARTITION BY a ORDER BY b DESC NULLS LAST ROWS BETWEEN 1 PRECEDING AND CURRENT ROW)"))
	if f.Nulls != ast.NullsIgnore || f.Over == nil || len(f.Over.PartitionBy) != 1 || len(f.Over.OrderBy) != 1 ||
		!f.Over.OrderBy[0].Desc || f.Over.OrderBy[0].Nulls != ast.NullsLast || f.Over.Frame == nil ||
		f.Over.Frame.Unit != ast.FrameRows || f.Over.Frame.Start.Kind != ast.Preceding || f.Over.Frame.End.Kind != ast.CurrentRow {
		t.Errorf("window: %+v %+v", f, f.Over)
	}
	// Named arguments and lambdas.
	f = psAs[*ast.Func](t, psItem(t, "postgres", "make_interval(days => 3)"))
	if na := psAs[*ast.NamedArg](t, f.Args[0]); na.Name.Name != "days" {
		t.Errorf("named arg: %+v", na)
	}
	f = psAs[*ast.Func](t, psItem(t, "trino", "transform(arr, x -> x + 1)"))
	if l := psAs[*ast.Lambda](t, f.Args[1]); psIdents(l.Params) != "x" || l.Body == nil {
		t.Errorf("lambda: %+v", l)
	}
	f = psAs[*ast.Func](t, psItem(t, "spark", "aggregate(arr, 0, (acc, x) -> acc + x)"))
	if l := psAs[*ast.Lambda](t, f.Args[2]); psIdents(l.Params) != "acc,x" {
		t.Errorf("lambda: %+v", l)
	}
	f = psAs[*ast.Func](t, psItem(t, "duckdb", "list_transform(l, x -> x * 2)"))
	psAs[*ast.Lambda](t, f.Args[1])
	// Subqueries.
	psAs[*ast.Exists](t, psItem(t, "trino", "EXISTS (SELECT 1)"))
	psAs[*ast.Subquery](t, psItem(t, "trino", "(SELECT 1)"))
	psAs[*ast.InSubquery](t, psItem(t, "trino", "x IN (SELECT y FROM t)"))
	psAs[*ast.IsNull](t, psItem(t, "trino", "x IS NOT NULL"))
	if it := psAs[*ast.IsTruth](t, psItem(t, "postgres", "x IS NOT TRUE")); !it.Not || it.Value != ast.TruthTrue {
		t.Errorf("IS NOT TRUE: %+v", it)
	}
}

// ---------------------------------------------------------------- queries

func TestParseQueries(t *testing.T) {
	// INTERSECT binds tighter than UNION.
	q := psQuery(t, "trino", "SELECT 1 UNION SELECT 2 INTERSECT SELECT 3")
	u := psAs[*ast.SetOp](t, q.Body)
	if u.Op != ast.Union || u.All || psAs[*ast.SetOp](t, u.R).Op != ast.Intersect {
		t.Errorf("set op precedence: %+v", u)
	}
	q = psQuery(t, "postgres", "SELECT 1 EXCEPT ALL SELECT 2")
	if s := psAs[*ast.SetOp](t, q.Body); s.Op != ast.Except || !s.All {
		t.Errorf("EXCEPT ALL: %+v", s)
	}
	// A parenthesized query with a LIMIT stays a Query inside the set operation.
	q = psQuery(t, "trino", "(SELECT a FROM t ORDER BY a LIMIT 1) UNION ALL SELECT 2")
	psAs[*ast.Query](t, psAs[*ast.SetOp](t, q.Body).L)
	q = psQuery(t, "trino", "WITH RECURSIVE r (n) AS (SELECT 1) SELECT n FROM r ORDER BY n DESC LIMIT 10 OFFSET 5")
	if q.With == nil || !q.With.Recursive || q.With.CTEs[0].Name.Name != "r" || psIdents(q.With.CTEs[0].Columns) != "n" ||
		len(q.OrderBy) != 1 || !q.OrderBy[0].Desc || q.Limit == nil || q.Offset == nil {
		t.Errorf("query clauses: %+v", q)
	}
	q = psQuery(t, "postgres", "SELECT a FROM t OFFSET 2 ROWS FETCH FIRST 5 ROWS ONLY")
	if psAs[*ast.Literal](t, q.Limit).Value != "5" || psAs[*ast.Literal](t, q.Offset).Value != "2" {
		t.Errorf("FETCH FIRST: %+v", q)
	}
	q = psQuery(t, "hive", "SELECT a FROM t LIMIT 2, 5")
	if psAs[*ast.Literal](t, q.Limit).Value != "5" || psAs[*ast.Literal](t, q.Offset).Value != "2" {
		t.Errorf("LIMIT offset, count: %+v", q)
	}
	q = psQuery(t, "hive", "SELECT a FROM t DISTRIBUTE BY a SORT BY b DESC")
	if len(q.DistributeBy) != 1 || len(q.SortBy) != 1 || !q.SortBy[0].Desc {
		t.Errorf("DISTRIBUTE/SORT BY: %+v", q)
	}
	q = psQuery(t, "spark", "SELECT a FROM t CLUSTER BY a")
	if len(q.ClusterBy) != 1 {
		t.Errorf("CLUSTER BY: %+v", q)
	}
	v := psAs[*ast.Values](t, psQuery(t, "trino", "VALUES (1, 'a'), (2, 'b')").Body)
	if len(v.Rows) != 2 || len(v.Rows[0]) != 2 {
		t.Errorf("VALUES: %+v", v)
	}
	tq := psAs[*ast.Select](t, psQuery(t, "postgres", "TABLE orders").Body)
	if psAs[*ast.Table](t, tq.From[0]).Name.Last().Name != "orders" {
		t.Errorf("TABLE t: %+v", tq)
	}

	s := psSelect(t, "postgres", "SELECT DISTINCT ON (a, b) a, b AS bb, c cc FROM t WHERE x > 1 GROUP BY a HAVING count(*) > 1 WINDOW w AS (PARTITION BY a)")
	if !s.Distinct || len(s.DistinctOn) != 2 || s.Items[1].Alias.Name != "bb" || s.Items[2].Alias.Name != "cc" ||
		s.Where == nil || len(s.GroupBy.Items) != 1 || s.Having == nil || len(s.Windows) != 1 || s.Windows[0].Name.Name != "w" {
		t.Errorf("select clauses: %+v", s)
	}
	s = psSelect(t, "duckdb", "SELECT a, row_number() OVER (ORDER BY b) AS rn FROM t QUALIFY rn = 1")
	if s.Qualify == nil {
		t.Errorf("QUALIFY: %+v", s)
	}
	s = psSelect(t, "hive", "SELECT stack(2, 'a', 1, 'b', 2) AS (k, v), 'x' AS 'str alias'")
	if psIdents(s.Items[0].Aliases) != "k,v" || s.Items[1].Alias.Name != "str alias" {
		t.Errorf("Hive aliases: %+v %+v", s.Items[0], s.Items[1])
	}
	s = psSelect(t, "trino", "SELECT t.*, * FROM t")
	if st := psAs[*ast.Star](t, s.Items[0].Expr); psName(st.Table) != "t" {
		t.Errorf("t.*: %+v", st)
	}

	// Grouping.
	g := psSelect(t, "hive", "SELECT a, b, count(*) FROM t GROUP BY a, b WITH ROLLUP").GroupBy
	if r := psAs[*ast.Rollup](t, g.Items[0]); len(g.Items) != 1 || len(r.Exprs) != 2 {
		t.Errorf("WITH ROLLUP: %+v", g)
	}
	g = psSelect(t, "spark", "SELECT a, b FROM t GROUP BY a, b WITH CUBE").GroupBy
	psAs[*ast.Cube](t, g.Items[0])
	g = psSelect(t, "trino", "SELECT a FROM t GROUP BY GROUPING SETS ((a, b), (a), ()), ROLLUP (c, d), CUBE (e)").GroupBy
	gs := psAs[*ast.GroupingSets](t, g.Items[0])
	if len(gs.Sets) != 3 || len(gs.Sets[0]) != 2 || len(gs.Sets[1]) != 1 || len(gs.Sets[2]) != 0 {
		t.Errorf("GROUPING SETS: %+v", gs)
	}
	psAs[*ast.Rollup](t, g.Items[1])
	psAs[*ast.Cube](t, g.Items[2])
	g = psSelect(t, "hive", "SELECT a, b FROM t GROUP BY a, b GROUPING SETS ((a, b), a)").GroupBy
	if gs := psAs[*ast.GroupingSets](t, g.Items[0]); len(g.Items) != 1 || len(gs.Sets) != 2 {
		t.Errorf("Hive GROUPING SETS: %+v", g)
	}
	if g = psSelect(t, "duckdb", "SELECT a, sum(b) FROM t GROUP BY ALL").GroupBy; !g.All || len(g.Items) != 0 {
		t.Errorf("GROUP BY ALL: %+v", g)
	}
}

// ---------------------------------------------------------------- FROM items

func TestParseFrom(t *testing.T) {
	// Hive LATERAL VIEW.
	s := psSelect(t, "hive", "SELECT * FROM t LATERAL VIEW OUTER posexplode(t.arr) p AS pos, v LATERAL VIEW explode(m) q AS k, val")
	if len(s.From) != 1 || len(s.LateralViews) != 2 {
		t.Fatalf("lateral views: %+v", s)
	}
	lv := s.LateralViews[0]
	if !lv.Outer || psName(lv.Func.Name) != "posexplode" || len(lv.Func.Args) != 1 || lv.Table.Name != "p" || psIdents(lv.Columns) != "pos,v" {
		t.Errorf("LATERAL VIEW OUTER: %+v", lv)
	}
	if lv = s.LateralViews[1]; lv.Outer || lv.Table.Name != "q" || psIdents(lv.Columns) != "k,val" {
		t.Errorf("LATERAL VIEW: %+v", lv)
	}
	// Views after the joins (Spark) belong to the select.
	s = psSelect(t, "spark", "SELECT * FROM a JOIN b ON a.k = b.k LATERAL VIEW explode(b.x) e AS y")
	if len(s.LateralViews) != 1 || psAs[*ast.Join](t, s.From[0]).Kind != ast.JoinInner {
		t.Errorf("trailing view: %+v", s)
	}
	// A view in the middle (Hive) is the join it means: CROSS JOIN f(...) AS t(cols).
	s = psSelect(t, "hive", "SELECT * FROM o LATERAL VIEW explode(o.skus) li AS sku JOIN p ON p.sku = li.sku")
	j := psAs[*ast.Join](t, s.From[0])
	inner := psAs[*ast.Join](t, j.Left)
	tf := psAs[*ast.TableFunc](t, inner.Right)
	if len(s.LateralViews) != 0 || inner.Kind != ast.JoinCross || psName(tf.Func.Name) != "explode" || tf.Alias.Name.Name != "li" || psIdents(tf.Alias.Columns) != "sku" {
		t.Errorf("view before a join: %+v", inner)
	}
	s = psSelect(t, "hive", "SELECT * FROM u JOIN pv LATERAL VIEW OUTER explode(pv.tags) t AS tag ON u.id = pv.uid")
	j = psAs[*ast.Join](t, s.From[0])
	if r := psAs[*ast.Join](t, j.Right); r.Kind != ast.JoinLeft || r.On == nil || j.On == nil {
		t.Errorf("view on a join's right side: %+v", j)
	}

	// Trino UNNEST.
	s = psSelect(t, "trino", "SELECT * FROM t CROSS JOIN UNNEST(t.a, t.b) WITH ORDINALITY AS u(x, y, n)")
	j = psAs[*ast.Join](t, s.From[0])
	un := psAs[*ast.Unnest](t, j.Right)
	if j.Kind != ast.JoinCross || len(un.Args) != 2 || !un.Ordinality || un.Alias.Name.Name != "u" || psIdents(un.Alias.Columns) != "x,y,n" || un.Offset != nil {
		t.Errorf("UNNEST: %+v %+v", j, un)
	}
	s = psSelect(t, "trino", "SELECT * FROM t LEFT JOIN UNNEST(t.a) AS u(x) ON TRUE")
	if j = psAs[*ast.Join](t, s.From[0]); j.Kind != ast.JoinLeft || j.On == nil {
		t.Errorf("LEFT JOIN UNNEST: %+v", j)
	}
	// BigQuery WITH OFFSET.
	s = psSelect(t, "bigquery", "SELECT * FROM t, UNNEST(t.arr) AS x WITH OFFSET AS pos")
	un = psAs[*ast.Unnest](t, s.From[1])
	if un.Offset == nil || un.Offset.Name != "pos" || un.Alias.Name.Name != "x" {
		t.Errorf("WITH OFFSET: %+v", un)
	}
	s = psSelect(t, "bigquery", "SELECT * FROM t, UNNEST(t.arr) WITH OFFSET")
	if un = psAs[*ast.Unnest](t, s.From[1]); un.Offset == nil || un.Offset.Name != "" {
		t.Errorf("WITH OFFSET without alias: %+v", un)
	}
	// PostgreSQL ROWS FROM and functions in FROM.
	s = psSelect(t, "postgres", "SELECT * FROM ROWS FROM (generate_series(1, 3), unnest(ARRAY['a', 'b'])) WITH ORDINALITY AS r(a, b, n)")
	rf := psAs[*ast.RowsFrom](t, s.From[0])
	if len(rf.Funcs) != 2 || !rf.Ordinality || psIdents(rf.Alias.Columns) != "a,b,n" {
		t.Errorf("ROWS FROM: %+v", rf)
	}
	s = psSelect(t, "postgres", "SELECT * FROM t CROSS JOIN LATERAL generate_series(1, t.n) WITH ORDINALITY AS g(i, o)")
	tf = psAs[*ast.TableFunc](t, psAs[*ast.Join](t, s.From[0]).Right)
	if !tf.Ordinality || psIdents(tf.Alias.Columns) != "i,o" || len(tf.Func.Args) != 2 {
		t.Errorf("table function: %+v", tf)
	}
	s = psSelect(t, "spark", "SELECT id FROM range(10)")
	if tf = psAs[*ast.TableFunc](t, s.From[0]); len(tf.Func.Args) == 0 {
		t.Errorf("spark range: %+v", tf)
	}
	// Snowflake FLATTEN with named arguments; LATERAL before a function is dropped.
	s = psSelect(t, "snowflake", "SELECT f.value FROM t, LATERAL FLATTEN(input => t.tags, outer => true) f")
	tf = psAs[*ast.TableFunc](t, s.From[1])
	if na := psAs[*ast.NamedArg](t, tf.Func.Args[0]); na.Name.Name != "input" || tf.Alias.Name.Name != "f" {
		t.Errorf("FLATTEN: %+v", tf)
	}
	if na := psAs[*ast.NamedArg](t, tf.Func.Args[1]); !strings.EqualFold(na.Name.Name, "outer") {
		t.Errorf("FLATTEN outer: %+v", na)
	}
	// Derived tables.
	s = psSelect(t, "postgres", "SELECT * FROM t, LATERAL (SELECT * FROM u WHERE u.k = t.k) AS x (a, b)")
	d := psAs[*ast.Derived](t, s.From[1])
	if !d.Lateral || d.Alias.Name.Name != "x" || psIdents(d.Alias.Columns) != "a,b" {
		t.Errorf("LATERAL derived: %+v", d)
	}
	s = psSelect(t, "postgres", "SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, name)")
	d = psAs[*ast.Derived](t, s.From[0])
	if vals := psAs[*ast.Values](t, d.Query.Body); len(vals.Rows) != 2 || psIdents(d.Alias.Columns) != "id,name" {
		t.Errorf("VALUES in FROM: %+v", d)
	}
	// Joins.
	for _, c := range []struct {
		dialect, join string
		kind          ast.JoinKind
		natural       bool
	}{
		{"trino", "JOIN", ast.JoinInner, false}, {"trino", "INNER JOIN", ast.JoinInner, false},
		{"trino", "LEFT JOIN", ast.JoinLeft, false}, {"trino", "LEFT OUTER JOIN", ast.JoinLeft, false},
		{"trino", "RIGHT JOIN", ast.JoinRight, false}, {"trino", "FULL OUTER JOIN", ast.JoinFull, false},
		{"hive", "LEFT SEMI JOIN", ast.JoinSemi, false}, {"spark", "LEFT ANTI JOIN", ast.JoinAnti, false},
		// SEMI and ANTI are reserved, so they are never read as an alias of the left side.
		{"duckdb", "SEMI JOIN", ast.JoinSemi, false}, {"duckdb", "ANTI JOIN", ast.JoinAnti, false},
		{"postgres", "NATURAL JOIN", ast.JoinInner, true}, {"postgres", "NATURAL LEFT JOIN", ast.JoinLeft, true},
	} {
		on := " ON a.k = b.k"
		if c.natural {
			on = ""
		}
		s := psSelect(t, c.dialect, "SELECT * FROM a "+c.join+" b"+on)
		j := psAs[*ast.Join](t, s.From[0])
		if j.Kind != c.kind || j.Natural != c.natural || (!c.natural && j.On == nil) {
			t.Errorf("%s %s: %+v", c.dialect, c.join, j)
		}
	}
	s = psSelect(t, "trino", "SELECT * FROM a JOIN b USING (k, l) CROSS JOIN c")
	j = psAs[*ast.Join](t, s.From[0])
	if j.Kind != ast.JoinCross || psIdents(psAs[*ast.Join](t, j.Left).Using) != "k,l" {
		t.Errorf("USING and CROSS JOIN: %+v", j)
	}
	s = psSelect(t, "ansi", "SELECT * FROM a CROSS APPLY f(a.x) AS r OUTER APPLY (SELECT 1 AS one) AS s")
	j = psAs[*ast.Join](t, s.From[0])
	if j.Kind != ast.JoinOuterApply || psAs[*ast.Join](t, j.Left).Kind != ast.JoinCrossApply {
		t.Errorf("APPLY: %+v", j)
	}
	// Doris RIGHT SEMI JOIN is the left form mirrored.
	s = psSelect(t, "doris", "SELECT * FROM a RIGHT SEMI JOIN b ON a.k = b.k")
	j = psAs[*ast.Join](t, s.From[0])
	if j.Kind != ast.JoinSemi || psAs[*ast.Table](t, j.Left).Name.Last().Name != "b" {
		t.Errorf("RIGHT SEMI JOIN: %+v", j)
	}
}

// ---------------------------------------------------------------- statements

func TestParseStatements(t *testing.T) {
	st := psParse(t, "hive", `CREATE EXTERNAL TABLE IF NOT EXISTS db.t (id BIGINT COMMENT 'the id', tags ARRAY<STRING>)
PARTITIONED BY (dt STRING)
ROW FORMAT DELIMITED FIELDS TERMINATED BY '\t' COLLECTION ITEMS TERMINATED BY ',' MAP KEYS TERMINATED BY ':' LINES TERMINATED BY '\n'
STORED AS ORC LOCATION 's3://b/p' TBLPROPERTIES ('orc.compress' = 'ZLIB')`).Stmts[0]
	ct := psAs[*ast.CreateTable](t, st)
	if !ct.External || !ct.IfNotExists || psName(ct.Name) != "db.t" || len(ct.Columns) != 2 || ct.Columns[0].Comment != "the id" ||
		ct.Columns[1].Type.Kind != ast.TypeArray || len(ct.PartitionBy) != 1 || ct.RowFormat == nil || ct.RowFormat.Fields != "\t" ||
		ct.RowFormat.Collection != "," || ct.RowFormat.MapKeys != ":" || ct.RowFormat.Lines != "\n" || ct.StoredAs != "ORC" ||
		ct.Location != "s3://b/p" || len(ct.Properties) != 1 || ct.Properties[0].Key != "orc.compress" {
		t.Errorf("Hive CREATE TABLE: %+v", ct)
	}
	ct = psAs[*ast.CreateTable](t, psParse(t, "trino", "CREATE TABLE t (a INTEGER NOT NULL) WITH (format = 'ORC', partitioned_by = ARRAY['a'])").Stmts[0])
	if !ct.Columns[0].NotNull || len(ct.Properties) != 2 || ct.Properties[1].Key != "partitioned_by" {
		t.Errorf("Trino CREATE TABLE: %+v", ct)
	}
	ct = psAs[*ast.CreateTable](t, psParse(t, "trino", "CREATE TABLE t2 AS SELECT * FROM t").Stmts[0])
	if ct.AsQuery == nil {
		t.Errorf("CTAS: %+v", ct)
	}
	cv := psAs[*ast.CreateView](t, psParse(t, "postgres", "CREATE OR REPLACE VIEW v (a, b) AS SELECT 1, 2").Stmts[0])
	if !cv.OrReplace || psIdents(cv.Columns) != "a,b" || cv.Query == nil {
		t.Errorf("CREATE VIEW: %+v", cv)
	}
	ins := psAs[*ast.Insert](t, psParse(t, "hive", "INSERT OVERWRITE TABLE t PARTITION (dt = '2024-01-01', hr) SELECT a, b FROM s").Stmts[0])
	if !ins.Overwrite || len(ins.Partition) != 2 || ins.Partition[0].Value == nil || ins.Partition[1].Value != nil || ins.Query == nil {
		t.Errorf("INSERT OVERWRITE: %+v", ins)
	}
	ins = psAs[*ast.Insert](t, psParse(t, "trino", "INSERT INTO t (a, b) VALUES (1, 'x'), (2, 'y')").Stmts[0])
	if ins.Overwrite || psIdents(ins.Columns) != "a,b" || len(psAs[*ast.Values](t, ins.Query.Body).Rows) != 2 {
		t.Errorf("INSERT INTO VALUES: %+v", ins)
	}
	// Hive multi-insert: one Insert per branch, each reading the FROM clause.
	sc := psParse(t, "hive", "FROM src s INSERT OVERWRITE TABLE a SELECT s.x INSERT INTO TABLE b SELECT s.y WHERE s.y > 0")
	if len(sc.Stmts) != 2 {
		t.Fatalf("multi-insert: %d statements", len(sc.Stmts))
	}
	for _, st := range sc.Stmts {
		sel := psAs[*ast.Select](t, psAs[*ast.Insert](t, st).Query.Body)
		if len(sel.From) != 1 {
			t.Errorf("multi-insert branch without FROM: %+v", sel)
		}
	}
	dr := psAs[*ast.Drop](t, psParse(t, "trino", "DROP VIEW IF EXISTS a.v").Stmts[0])
	if dr.Kind != ast.ObjView || !dr.IfExists || psName(dr.Names[0]) != "a.v" {
		t.Errorf("DROP: %+v", dr)
	}
	ld := psAs[*ast.LoadData](t, psParse(t, "hive", "LOAD DATA LOCAL INPATH '/tmp/x.csv' OVERWRITE INTO TABLE t").Stmts[0])
	if !ld.Local || !ld.Overwrite || ld.Path != "/tmp/x.csv" || psName(ld.Table) != "t" {
		t.Errorf("LOAD DATA: %+v", ld)
	}
	cf := psAs[*ast.CreateFunction](t, psParse(t, "postgres", `CREATE OR REPLACE FUNCTION f(a integer, text) RETURNS TABLE (x integer, y text)
LANGUAGE sql STABLE STRICT AS $$ SELECT a, 'b' $$`).Stmts[0])
	if !cf.OrReplace || len(cf.Params) != 2 || cf.Params[1].Name.Name != "" || len(cf.ReturnsTable) != 2 || cf.Language != "sql" ||
		cf.Body != " SELECT a, 'b' " || strings.Join(cf.Options, ",") != "STABLE,STRICT" {
		t.Errorf("CREATE FUNCTION: %+v", cf)
	}
	cf = psAs[*ast.CreateFunction](t, psParse(t, "postgres", "CREATE FUNCTION g(int) RETURNS SETOF int LANGUAGE sql AS 'SELECT 1'").Stmts[0])
	if !cf.ReturnsSetOf || cf.Returns.Kind != ast.TypeInt {
		t.Errorf("RETURNS SETOF: %+v", cf)
	}
	set := psAs[*ast.Set](t, psParse(t, "hive", "SET hive.exec.dynamic.partition.mode=nonstrict").Stmts[0])
	if psName(set.Name) != "hive.exec.dynamic.partition.mode" || psAs[*ast.Literal](t, set.Value).Value != "nonstrict" {
		t.Errorf("SET: %+v", set)
	}
	ex := psAs[*ast.Explain](t, psParse(t, "postgres", "EXPLAIN ANALYZE SELECT 1").Stmts[0])
	if !ex.Analyze {
		t.Errorf("EXPLAIN ANALYZE: %+v", ex)
	}
	psAs[*ast.QueryStmt](t, ex.Stmt)
	if n := len(psParse(t, "trino", "SELECT 1; ; SELECT 2;").Stmts); n != 2 {
		t.Errorf("script: %d statements", n)
	}
}

// ---------------------------------------------------------------- errors

func TestParseErrors(t *testing.T) {
	cases := []struct {
		dialect, sql string
		code         string
		line, col    int
	}{
		{"hive", "SELECT 'abc", CodeUnterminatedStr, 1, 8},
		{"trino", "SELECT a FROM t WHERE x = \"abc", CodeUnterminatedID, 1, 27},
		{"postgres", "SELECT 1 /* never closed", CodeUnterminatedCom, 1, 10},
		{"trino", "SELECT a FROM t WHERE #", CodeUnexpectedChar, 1, 23},
		{"trino", "SELECT `a` FROM t", CodeUnexpectedChar, 1, 8},
		{"hive", "SELECT '\xff'", CodeInvalidUTF8, 1, 9},
		{"hive", "SELECT 1\x00", CodeNULByte, 1, 9},
		{"trino", "SELECT a FROM", CodeSyntax, 1, 14},
		{"trino", "SELECT a,\n  b FROM t WHERE", CodeSyntax, 2, 17},
		{"trino", "SELECT * FROM t LATERAL VIEW explode(a) x AS y", CodeNotDialect, 1, 17},
		{"postgres", "SELECT a,\n  b\nFROM t LATERAL VIEW explode(a) x AS y", CodeNotDialect, 3, 8},
		{"trino", "SELECT x::int", CodeNotDialect, 1, 9},
		{"hive", "SELECT x::int", CodeNotDialect, 1, 9},
		{"trino", "SELECT * FROM UNNEST(a) WITH OFFSET", CodeNotDialect, 1, 30},
		{"postgres", "SELECT * FROM FLATTEN(input => x)", CodeNotDialect, 1, 15},
		{"trino", "SELECT 5 DIV 2", CodeNotDialect, 1, 10},
		{"trino", "SELECT 5 // 2", CodeNotDialect, 1, 10},
		{"postgres", "SELECT a <=> b", CodeNotDialect, 1, 10},
		{"trino", "SELECT a FROM t QUALIFY a = 1", CodeNotDialect, 1, 17},
		{"trino", "SELECT a RLIKE 'x'", CodeNotDialect, 1, 10},
		{"hive", "SELECT a FROM t CROSS JOIN UNNEST(t.a) AS u(x)", CodeNotDialect, 1, 28},
		{"trino", "SELECT * FROM a NATURAL JOIN b", CodeNotDialect, 1, 17},
		{"hive", "SELECT transform(a, x -> x)", CodeNotDialect, 1, 21},
		{"trino", "SELECT a FROM t SORT BY a", CodeNotDialect, 1, 17},
		{"postgres", "SELECT a FROM t LEFT SEMI JOIN u ON t.k = u.k", CodeNotDialect, 1, 17},
		{"trino", "SELECT SAFE_CAST(a AS int)", CodeNotDialect, 1, 8},
		{"trino", "SELECT a FROM t GROUP BY a WITH ROLLUP", CodeNotDialect, 1, 33},
		{"duckdb", "SELECT * EXCLUDE (a) FROM t", CodeUnsupported, 1, 10},
		{"duckdb", "SELECT * FROM a POSITIONAL JOIN b", CodeUnsupported, 1, 17},
		{"trino", "SELECT a FROM t FETCH FIRST 1 ROWS WITH TIES", CodeUnsupported, 1, 17},
		{"duckdb", "SELECT a, b FROM t UNION BY NAME SELECT b, a FROM u", CodeUnsupported, 1, 1},
		{"hive", "SELECT named_struct('a', 1, 'b')", CodeInvalid, 1, 8},
		// SQL Server's OPENJSON ... WITH, which no dialect of lateral reads
		{"ansi", "SELECT j.sku FROM orders o\nCROSS APPLY OPENJSON(o.payload, '$.items') WITH (sku VARCHAR(20) '$.sku') AS j", CodeSyntax, 2, 44},
	}
	for _, c := range cases {
		_, diags := Parse(psDialect(t, c.dialect), c.sql, ParseOptions{})
		errs := diags.Errors()
		if len(errs) == 0 {
			t.Errorf("%s %q: no error, want %s at %d:%d", c.dialect, c.sql, c.code, c.line, c.col)
			continue
		}
		e := errs[0]
		if e.Code != c.code || e.Span.Start.Line != c.line || e.Span.Start.Col != c.col {
			t.Errorf("%s %q: got %s at %d:%d (%s), want %s at %d:%d", c.dialect, c.sql, e.Code,
				e.Span.Start.Line, e.Span.Start.Col, e.Message, c.code, c.line, c.col)
		}
		if e.Code == CodeSyntax && len(e.Expected) == 0 {
			t.Errorf("%s %q: a syntax error without an Expected list", c.dialect, c.sql)
		}
		if e.Code == CodeNotDialect && !strings.Contains(e.Message, "is not "+c.dialect+" syntax") {
			t.Errorf("%s %q: message %q", c.dialect, c.sql, e.Message)
		}
	}
}

func TestParseLimits(t *testing.T) {
	hive := psDialect(t, "hive")
	check := func(name string, sql string, opts ParseOptions, want string) {
		t.Helper()
		start := time.Now()
		s, diags := Parse(hive, sql, opts)
		if el := time.Since(start); el > 2*time.Second {
			t.Errorf("%s: took %v", name, el)
		}
		errs := diags.Errors()
		if len(errs) == 0 || errs[0].Code != CodeLimit || !strings.Contains(errs[0].Message, want) {
			t.Errorf("%s: got %v, want a LIMIT error naming %s", name, errs, want)
		}
		if s == nil || len(s.Stmts) != 0 {
			t.Errorf("%s: want an empty script", name)
		}
	}
	check("deep parentheses", "SELECT "+strings.Repeat("(", 100000)+"1"+strings.Repeat(")", 100000), ParseOptions{}, "max_depth")
	check("deep CASE", "SELECT "+strings.Repeat("CASE WHEN a THEN ", 5000)+"1"+strings.Repeat(" END", 5000), ParseOptions{}, "max_depth")
	check("bytes", "SELECT '"+strings.Repeat("x", 2000)+"'", ParseOptions{MaxBytes: 1000}, "max_bytes")
	check("tokens", "SELECT "+strings.Repeat("1, ", 1000)+"1", ParseOptions{MaxTokens: 500}, "max_tokens")
	check("statements", strings.Repeat("SELECT 1;", 11), ParseOptions{MaxStatements: 10}, "max_statements")
	check("small depth", "SELECT ((((1))))", ParseOptions{MaxDepth: 3}, "max_depth")
	// A long chain of operators is not nesting.
	if _, diags := Parse(hive, "SELECT 1"+strings.Repeat(" + 1", 5000)+" FROM t WHERE "+strings.Repeat("a = 1 OR ", 3000)+"a = 2", ParseOptions{}); diags.HasErrors() {
		t.Errorf("long operator chains: %v", diags.Errors())
	}
}

// TestParseNoPanic parses every corpus query in every dialect, and truncated at many points:
// whatever the input, Parse reports diagnostics, never an internal error.
func TestParseNoPanic(t *testing.T) {
	cases := psCorpus(t)
	for i, c := range cases {
		for _, d := range All() {
			_, diags := Parse(d, c.sql, ParseOptions{})
			for _, e := range diags {
				if e.Code == CodeInternal {
					t.Errorf("%s:%d in %s: %s", c.file, c.line, d.Name, e.Message)
				}
			}
		}
		if testing.Short() || i%4 != 0 {
			continue
		}
		d := psDialect(t, c.dialect)
		for n := 1; n < len(c.sql); n += 5 {
			_, diags := Parse(d, c.sql[:n], ParseOptions{})
			for _, e := range diags {
				if e.Code == CodeInternal {
					t.Errorf("%s:%d cut at %d: %s", c.file, c.line, n, e.Message)
				}
			}
		}
	}
}

// FuzzParse checks that no input makes Parse fail internally, and that whatever parses
// cleanly has valid spans.
func FuzzParse(f *testing.F) {
	for i, c := range psCorpus(f) {
		if i%3 == 0 {
			f.Add(c.dialect, c.sql)
		}
	}
	f.Fuzz(func(t *testing.T, dialect, sql string) {
		d, ok := Lookup(dialect)
		if !ok {
			d = psDialect(t, "postgres")
		}
		s, diags := Parse(d, sql, ParseOptions{})
		for _, e := range diags {
			if e.Code == CodeInternal {
				t.Fatalf("internal error on %q", sql)
			}
		}
		if !diags.HasErrors() {
			if msg := psCheckSpans(s, sql); msg != "" {
				t.Fatal(msg)
			}
		}
	})
}

// ---------------------------------------------------------------- spans

// psCheckSpans checks that every node has a span inside the source whose line and column
// agree with its byte offset.
func psCheckSpans(s *ast.Script, src string) string {
	var msg string
	check := func(what string, p ast.Pos) bool {
		want := psPosAt(src, p.Offset)
		if !p.IsValid() || p.Offset < 0 || p.Offset > len(src) || p != want {
			msg = fmt.Sprintf("%s: position %+v, want %+v", what, p, want)
			return false
		}
		return true
	}
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil || msg != "" {
			return false
		}
		sp := n.SpanOf()
		what := fmt.Sprintf("%T", n)
		if !check(what+" start", sp.Start) || !check(what+" end", sp.End) {
			return false
		}
		if sp.End.Offset < sp.Start.Offset {
			msg = fmt.Sprintf("%s: span ends before it starts: %v", what, sp)
			return false
		}
		return true
	})
	return msg
}

func psPosAt(src string, off int) ast.Pos {
	line := 1 + strings.Count(src[:off], "\n")
	start := strings.LastIndexByte(src[:off], '\n') + 1
	return ast.Pos{Offset: off, Line: line, Col: off - start + 1}
}

func TestParseSpans(t *testing.T) {
	for _, c := range psCorpus(t) {
		d := psDialect(t, c.dialect)
		s, diags := Parse(d, c.sql, ParseOptions{})
		if diags.HasErrors() {
			continue
		}
		if msg := psCheckSpans(s, c.sql); msg != "" {
			t.Errorf("%s:%d: %s", c.file, c.line, msg)
		}
	}
	// Spans are exact, in bytes, across lines and multi-byte characters.
	src := "SELECT 'é',\n  t.col + 1 AS x\nFROM t"
	s := psParse(t, "trino", src)
	sel := psAs[*ast.Select](t, psAs[*ast.QueryStmt](t, s.Stmts[0]).Query.Body)
	sum := sel.Items[1].Expr
	if got := src[sum.Pos().Offset:sum.EndPos().Offset]; got != "t.col + 1" {
		t.Errorf("span text %q", got)
	}
	if p := sum.Pos(); p.Line != 2 || p.Col != 3 {
		t.Errorf("span start %v", p)
	}
	if e := sel.Items[1].SpanOf().End; e.Line != 2 || e.Col != 17 {
		t.Errorf("select item end %v", e)
	}
	if p := sel.From[0].Pos(); p.Line != 3 || p.Col != 6 || p.Offset != len(src)-1 {
		t.Errorf("table start %+v", p)
	}
}

// ---------------------------------------------------------------- benchmarks

// psBench are realistic queries of about 300 bytes, one set per family.
var psBench = []struct{ dialect, sql string }{
	{"hive", `SELECT pv.user_id, t.tag, count(*) AS views, sum(pv.duration) / 1000.0 AS secs
FROM page_views pv
JOIN users u ON u.user_id = pv.user_id AND u.country IN ('DE', 'FR')
LATERAL VIEW explode(pv.tags) t AS tag
WHERE pv.dt >= '2024-03-01' AND pv.url RLIKE '^https?://shop'
GROUP BY pv.user_id, t.tag
ORDER BY views DESC
LIMIT 100`},
	{"trino", `SELECT o.order_id, li.sku, li.qty * li.price AS total, rank() OVER (PARTITION BY o.customer_id ORDER BY o.created_at DESC) AS rk
FROM orders o
CROSS JOIN UNNEST(o.line_items) WITH ORDINALITY AS li(sku, qty, price, pos)
WHERE o.status <> 'cancelled' AND CAST(o.created_at AS DATE) >= DATE '2024-01-01'
ORDER BY total DESC
LIMIT 50`},
	{"postgres", `SELECT c.customer_id, x.amount, g.d::date AS day, coalesce(x.note, '') AS note
FROM customers c
CROSS JOIN LATERAL (SELECT o.amount, o.note FROM orders o WHERE o.customer_id = c.customer_id ORDER BY o.created_at DESC LIMIT 3) x
LEFT JOIN LATERAL generate_series(c.since, now(), interval '1 day') AS g(d) ON true
WHERE c.active`},
}

func BenchmarkParse(b *testing.B) {
	for _, c := range psBench {
		d := psDialect(b, c.dialect)
		b.Run(d.Family.String(), func(b *testing.B) {
			if _, diags := Parse(d, c.sql, ParseOptions{}); diags.HasErrors() {
				b.Fatal(diags.Err())
			}
			b.SetBytes(int64(len(c.sql)))
			b.ReportAllocs()
			for b.Loop() {
				Parse(d, c.sql, ParseOptions{})
			}
		})
	}
}

// psKnownGaps reads testdata/corpus_gaps.txt: corpus queries (file:line)
// that the grammar does not cover yet, each with its reason. A listed
// query is logged instead of failed, and a listed query that parses fails
// the test so that the list stays exact.
func psKnownGaps(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "corpus_gaps.txt"))
	if err != nil {
		t.Fatalf("reading the known gaps: %v", err)
	}
	gaps := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		if f := strings.Fields(line); len(f) > 0 {
			gaps[f[0]] = true
		}
	}
	return gaps
}
