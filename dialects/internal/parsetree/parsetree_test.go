package parsetree

import (
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

func TestEntries(t *testing.T) {
	res, errs := ParseEntry(Standard, Statement, "SELECT 1;", Options{})
	if errs != nil {
		t.Fatal(errs)
	}
	if _, ok := res.Root.(*sqlparser.SingleStatementContext); !ok {
		t.Fatalf("root is %T", res.Root)
	}
	res, errs = ParseEntry(Presto, Expression, "a + b * 2 > 3 AND NOT c", Options{})
	if errs != nil {
		t.Fatal(errs)
	}
	if got := res.Root.GetText(); got != "a+b*2>3ANDNOTc<EOF>" {
		t.Fatalf("expression text %q", got)
	}
	if _, errs = ParseEntry(Hive, Type, "ARRAY<MAP<STRING, STRUCT<a:INT>>>", Options{}); errs != nil {
		t.Fatal(errs)
	}
}

// TestPrecedence checks the shape of the trees the builder relies on.
func TestPrecedence(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"a OR b AND c", "(a OR (b AND c))"},
		{"NOT a AND b", "((NOT a) AND b)"},
		{"NOT a = b", "(NOT (a = b))"},
		{"a = b AND c BETWEEN 1 AND 2", "((a = b) AND (c BETWEEN 1 AND 2))"},
		{"a + b * c - d", "((a + (b * c)) - d)"},
		{"a || b + c", "(a || (b + c))"},
		{"-a::int", "(- (a :: int))"},
		{"a IS NULL OR b", "((a IS NULL) OR b)"},
		{"x -> 'a' ->> 'b' = 'c'", "(((x -> 'a') ->> 'b') = 'c')"},
		{"-a.b", "(- (a . b))"},
		{"a = b IS NULL", "((a = b) IS NULL)"},
		{"a LIKE b || 'x' AND c", "((a LIKE (b || 'x')) AND c)"},
		{"a BETWEEN 1 AND 2 AND b", "((a BETWEEN 1 AND 2) AND b)"},
		{"NOT a IS NULL", "(NOT (a IS NULL))"},
	} {
		res, errs := ParseEntry(Standard, Expression, tc.src, Options{})
		if errs != nil {
			t.Fatalf("%s: %v", tc.src, errs)
		}
		if got := shape(res.Root.GetChild(0)); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.src, got, tc.want)
		}
	}
}

// shape prints an expression tree fully parenthesized, using the labeled contexts.
func shape(n any) string {
	switch c := n.(type) {
	case *sqlparser.ValueExpressionDefaultContext:
		return shape(c.ValueExpression())
	case *sqlparser.LogicalBinaryContext:
		return "(" + shape(c.GetLeft()) + " " + c.GetOperator().GetText() + " " + shape(c.GetRight()) + ")"
	case *sqlparser.LogicalNotContext:
		return "(NOT " + shape(c.Expression()) + ")"
	case *sqlparser.ComparisonContext:
		return "(" + shape(c.GetLeft()) + " " + c.ComparisonOperator().GetText() + " " + shape(c.GetRight()) + ")"
	case *sqlparser.BetweenContext:
		return "(" + shape(c.GetValue()) + " BETWEEN " + shape(c.GetLower()) + " AND " + shape(c.GetUpper()) + ")"
	case *sqlparser.NullPredicateContext:
		return "(" + shape(c.GetValue()) + " IS NULL)"
	case *sqlparser.ArithmeticBinaryContext:
		return "(" + shape(c.GetLeft()) + " " + c.GetOperator().GetText() + " " + shape(c.GetRight()) + ")"
	case *sqlparser.ArithmeticUnaryContext:
		return "(" + c.GetOperator().GetText() + " " + shape(c.GetOperand()) + ")"
	case *sqlparser.ConcatenationContext:
		return "(" + shape(c.GetLeft()) + " || " + shape(c.GetRight()) + ")"
	case *sqlparser.JsonArrowContext:
		return "(" + shape(c.GetLeft()) + " " + c.GetOperator().GetText() + " " + shape(c.GetRight()) + ")"
	case *sqlparser.LikeContext:
		return "(" + shape(c.GetValue()) + " LIKE " + shape(c.GetPattern()) + ")"
	case *sqlparser.DoubleColonCastContext:
		return "(" + shape(c.GetValue()) + " :: " + c.DataType().GetText() + ")"
	case *sqlparser.DereferenceContext:
		return "(" + shape(c.GetBase()) + " . " + c.GetFieldName().GetText() + ")"
	}
	if t, ok := n.(interface{ GetText() string }); ok {
		return t.GetText()
	}
	return "?"
}

func TestSyntaxErrors(t *testing.T) {
	for _, tc := range []struct {
		f        Family
		src      string
		line     int
		col      int
		text     string
		expected string
	}{
		{Standard, "SELECT a FROM", 1, 14, "", "an identifier"},
		{Standard, "SELECT (a + b FROM t", 1, 15, "FROM", "')'"},
		{Standard, "SELECT a, FROM t", 1, 11, "FROM", "an expression"},
		{Presto, "SELECT a,\n  FROM t", 2, 3, "FROM", "an expression"},
		{Hive, "SELECT * FROM t WHERE", 1, 22, "", "an expression"},
	} {
		_, errs := ParseString(tc.f, tc.src, Options{})
		if len(errs) == 0 {
			t.Errorf("%q: no error", tc.src)
			continue
		}
		e := errs[0]
		if e.Line != tc.line || e.Column != tc.col || e.OffendingText != tc.text || !contains(e.Expected, tc.expected) {
			t.Errorf("%q: got %d:%d %q expected=%v (%s)", tc.src, e.Line, e.Column, e.OffendingText, e.Expected, e.Message)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestLexicalErrors(t *testing.T) {
	for _, tc := range []struct {
		src  string
		kind lexer.ErrorKind
		line int
		col  int
	}{
		{"SELECT 'abc", lexer.ErrUnterminatedString, 1, 8},
		{"SELECT \"abc", lexer.ErrUnterminatedIdentifier, 1, 8},
		{"SELECT 1 /* x", lexer.ErrUnterminatedComment, 1, 10},
		{"SELECT\n 'é\xff'", lexer.ErrInvalidUTF8, 2, 4},
		{"SELECT 1\x00", lexer.ErrNULByte, 1, 9},
		{"SELECT @", lexer.ErrUnexpectedChar, 1, 8},
	} {
		_, errs := ParseString(Standard, tc.src, Options{})
		if len(errs) != 1 || errs[0].Lexical != tc.kind || errs[0].Line != tc.line || errs[0].Column != tc.col {
			t.Errorf("%q: got %+v", tc.src, errs)
		}
	}
}

func TestLimits(t *testing.T) {
	deep := strings.Repeat("(", 100000) + "1" + strings.Repeat(")", 100000)
	start := time.Now()
	_, errs := ParseString(Standard, "SELECT "+deep, Options{})
	if len(errs) != 1 || errs[0].Lexical != lexer.ErrMaxDepth ||
		errs[0].Message != "nesting depth 1001 exceeds limit max_depth=1000" {
		t.Fatalf("deep parens: %+v", errs)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("deep parens took %v", d)
	}
	// prefix operators nest too
	_, errs = ParseString(Standard, "SELECT "+strings.Repeat("NOT ", 5000)+"x", Options{})
	if len(errs) != 1 || errs[0].Lexical != lexer.ErrMaxDepth {
		t.Fatalf("NOT chain: %+v", errs)
	}
	_, errs = ParseString(Hive, "SELECT CAST(x AS "+strings.Repeat("ARRAY<", 2000)+"INT"+strings.Repeat(">", 2000)+")", Options{})
	if len(errs) != 1 || errs[0].Lexical != lexer.ErrMaxDepth {
		t.Fatalf("ARRAY< chain: %+v", errs)
	}
	// just under the limit parses
	ok := strings.Repeat("(", 990) + "1" + strings.Repeat(")", 990)
	if _, errs := ParseString(Standard, "SELECT "+ok, Options{}); errs != nil {
		t.Fatalf("990 parens: %v", errs)
	}
	_, errs = ParseString(Presto, "SELECT 1, 2, 3", Options{MaxTokens: 3})
	if len(errs) != 1 || errs[0].Lexical != lexer.ErrMaxTokens {
		t.Fatalf("tokens: %+v", errs)
	}
	_, errs = ParseString(Presto, "SELECT 1", Options{MaxBytes: 4})
	if len(errs) != 1 || errs[0].Lexical != lexer.ErrMaxBytes {
		t.Fatalf("bytes: %+v", errs)
	}
}

// TestSLLAgreesWithLL: the SLL pass must accept the corpus (or fall back), and the trees
// must be the same as the LL parse's.
func TestSLLAgreesWithLL(t *testing.T) {
	for name, f := range familyDirs {
		for _, q := range benchQueries[name] {
			sll, errs := ParseString(f, q, Options{})
			if errs != nil {
				t.Fatalf("%s: %v", q, errs)
			}
			if sll.UsedLL {
				t.Errorf("%s: SLL pass failed, needed LL: %s", name, q)
			}
			ll, errs := ParseString(f, q, Options{ForceLL: true})
			if errs != nil {
				t.Fatalf("%s: %v", q, errs)
			}
			names := sqlparser.SqlParserParserStaticData.RuleNames
			if a, b := sll.Root.ToStringTree(names, nil), ll.Root.ToStringTree(names, nil); a != b {
				t.Errorf("%s: SLL and LL trees differ", q)
			}
		}
	}
}

// Parsers are pooled and the DFA cache is shared: parse from many goroutines at once
// (run with -race).
func TestConcurrent(t *testing.T) {
	done := make(chan struct{})
	for g := 0; g < 4; g++ {
		go func(g int) {
			defer func() { done <- struct{}{} }()
			for i := 0; i < 4; i++ {
				for name, f := range familyDirs {
					q := benchQueries[name][(g+i)%len(benchQueries[name])]
					res, errs := ParseString(f, q, Options{})
					if errs != nil || res.UsedLL {
						t.Errorf("%s: %v", name, errs)
					}
					if _, errs := ParseString(f, q+" )", Options{}); errs == nil {
						t.Errorf("%s: no error for a trailing ')'", name)
					}
				}
			}
		}(g)
	}
	for g := 0; g < 4; g++ {
		<-done
	}
}
