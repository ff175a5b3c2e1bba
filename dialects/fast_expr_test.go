package dialects

import (
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/internal/build"
	"github.com/lateral-sql/lateral/dialects/internal/lexer"
)

// fastExprCases are expressions for TestFastExprDifferential: every form the fast path's
// expression parser takes or refuses, read in every dialect.
var fastExprCases = []string{
	`1`, `-1`, `+a`, `- - a`, `~a`, `!a`, `NOT a`, `NOT NOT a`, `a AND b OR c AND NOT d`,
	`a OR b OR c OR d`, `a AND (b OR c)`, `1.5`, `1e3`, `10L`, `10S`, `10Y`, `1.5BD`, `1.5D`, `1.5F`,
	`'x'`, `'a' 'b'`, `'it''s'`, `'a\nb'`, `E'a\nb'`, `U&'\0041'`, `$$x$$`, `$t$x$t$`, `"q"`, "`b`",
	`NULL`, `TRUE`, `false`, `?`, `$1`, `a.b`, `a.b.c`, `(a).b`, `a[1]`, `a[1].b`, `a.b[1].c`,
	`a[1:2]`, `a[:2]`, `a[1:]`, `a[:]`, `x::int`, `x:::int`, `'1'::int + 1`, `a COLLATE "C"`,
	`a + b * c - d / e % f`, `a - b - c`, `a * (b + c)`, `2 * 3 ^ 2`, `1 | 2 & 0`, `a || b || c`,
	`a + b || c`, `a || b + c`, `a << 2`, `a >> 2`, `a > > 2`, `a DIV 2`, `a // 2`, `a # b`, `a ^ b`,
	`a & b | c ^ d`, `a -> 'k'`, `a ->> 'k'`, `a -> 'k' ->> 'j'`, `a -> 'k' || 'x'`, `a ->> 'f' || ' ' || a ->> 'l'`, `a + b -> c || d + e`, `a * b -> c + d ->> e`,
	`a -> b ^ c`, `2 ^ a -> b * 3`, `a || b -> c -> d # e & f + g`, `-a -> b::int + 1`, `(a -> b) + 1`, `a + 1 -> 'k'`,
	`(a -> 'k')::int`, `a #> '{a}'`, `a @> b`, `a ? 'k'`,
	`a = 1`, `a == 1`, `a <> 1`, `a != 1`, `a <=> b`, `a < 1`, `a <= 1`, `a > 1`, `a >= 1`,
	`a = b = c`, `a IS NULL`, `a IS NOT NULL`, `a IS TRUE`, `a IS NOT FALSE`, `a IS UNKNOWN`,
	`a IS DISTINCT FROM b`, `a IS NOT DISTINCT FROM b`, `a BETWEEN 1 AND 2`, `a NOT BETWEEN 1 AND 2`,
	`a BETWEEN SYMMETRIC 2 AND 1`, `a BETWEEN ASYMMETRIC 1 AND 2`, `a BETWEEN 1 AND 2 AND b`,
	`a IN (1, 2)`, `a NOT IN (1)`, `a IN (SELECT 1)`, `a LIKE 'x%'`, `a NOT LIKE 'x'`, `a ILIKE 'x'`,
	`a RLIKE 'x'`, `a REGEXP 'x'`, `a NOT RLIKE 'x'`, `a LIKE 'x!%' ESCAPE '!'`, `a LIKE ANY ('a', 'b')`,
	`a NOT LIKE ALL ('a', 'b')`, `a SIMILAR TO 'x'`, `a SIMILAR TO 'x' ESCAPE '!'`, `a NOT SIMILAR TO 'x' ESCAPE '!' || 'y'`, `a LIKE ANY ('x', 'y') ESCAPE '!'`,
	`a RLIKE ANY ('x') ESCAPE '!'`, `a LIKE 'x' ESCAPE '!' = b`, `a LIKE ALL ('x') ESCAPE '!' IS NULL`, `(x).*`, `(x, y).*`, `(x).*.a`, `a NOT SIMILAR TO 'x'`, `a ~ 'x'`, `a ~* 'x'`,
	`a !~ 'x'`, `a !~* 'x'`, `a = ANY (ARRAY[1, 2])`, `a = ALL (b)`, `a = SOME (SELECT 1)`,
	`a AT TIME ZONE 'UTC'`, `a AT TIME ZONE 'UTC' AT TIME ZONE 'X'`, `-a AT TIME ZONE 'UTC' + 1`,
	`a OVERLAPS b`, `DATE '2024-01-01'`, `TIMESTAMP '2024-01-01 00:00:00'`, `X'1F'`, `N'x'`,
	`time '10:00'`, `INTERVAL '7 days'`, `INTERVAL '1' DAY`, `INTERVAL 1 DAY`, `INTERVAL -'1' DAY`,
	`INTERVAL '1-2' YEAR TO MONTH`, `INTERVAL (a) DAY`, `INTERVAL 2 HOURS 30 MINUTES`, `INTERVAL '2' HOUR '30' MINUTE 1 SECOND`, `INTERVAL 1 DAY TO HOUR 2 HOUR`,
	`INTERVAL 1 2 DAY`, `INTERVAL 1 DAY (2) HOUR`, `INTERVAL 1 DAY 2`, `now() - INTERVAL '7 days'`,
	`CAST(a AS INT)`, `TRY_CAST(a AS INT)`, `SAFE_CAST(a AS INT)`,
	`CASE WHEN a THEN 1 WHEN b THEN 2 ELSE 3 END`, `CASE a WHEN 1 THEN 'x' END`,
	`ARRAY[1, 2]`, `ARRAY[1]`, `array[1]`, `map[1]`, `struct.x`, `row.x`, `map`, `array`, `array < 1`, `rows`,
	`interval`, `timestamp`, `current`, `position`, `extract`, `filter(a, x -> x > 1)`, `if(a, b, c)`, `ARRAY[a][1]`, `ARRAY[]`, `ARRAY[]::int[]`, `CAST(ARRAY[] AS int[])`, `(ARRAY[])::int[]`, `- ARRAY[]::int[]`, `ARRAY[ARRAY[]]`,
	`CAST(ARRAY[] || x AS int[])`, `TRY_CAST(ARRAY[] AS int[])`, `ARRAY[[1, 2], [3]]`, `ARRAY[[1][1]]`, `ARRAY(SELECT 1)`, `array(1, 2)`,
	`[1, 2]`, `[]`, `{'a': 1, 'b': 2}`, `{a: 1}`, `{}`, `MAP {1: 'a'}`, `map(1, 'a')`, `map()`,
	`map(ARRAY[1], ARRAY['a'])`, `struct(1, 2)`, `STRUCT(1 AS a, 2)`, `STRUCT(1, 2 AS b, 3, 4 AS d)`, `STRUCT(CAST(a AS INT))`, `struct(a AS b)`, `named_struct('a', 1)`,
	`ROW(1, 2)`, `(1, 2)`, `((a))`, `(SELECT 1)`, `EXISTS (SELECT 1)`, `exists(a, x -> x)`,
	`count(*)`, `count(t.*)`, `count(DISTINCT a)`, `count(ALL a)`, `f()`, `s.f(a)`, `left('abc', 1)`,
	`right('abc', 1)`, `sum(a) FILTER (WHERE a > 0)`, `count(*) FILTER (WHERE b)`,
	`row_number() OVER (PARTITION BY a ORDER BY b DESC NULLS LAST)`, `sum(a) OVER w`, `sum(a) OVER (w)`,
	`sum(a) OVER (w ORDER BY b)`, `sum(a) OVER ()`,
	`sum(a) OVER (ORDER BY b ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`,
	`sum(a) OVER (ORDER BY b RANGE BETWEEN 1 PRECEDING AND 2 FOLLOWING EXCLUDE TIES)`,
	`sum(a) OVER (ORDER BY b GROUPS 2 PRECEDING)`, `sum(a) OVER (DISTRIBUTE BY a SORT BY b)`,
	`first_value(a) IGNORE NULLS OVER (ORDER BY b)`, `first_value(a IGNORE NULLS) OVER (ORDER BY b)`,
	`lag(a) RESPECT NULLS OVER (ORDER BY b)`, `array_agg(a ORDER BY b)`, `string_agg(a, ',' ORDER BY b DESC)`,
	`listagg(a, ',') WITHIN GROUP (ORDER BY a)`, `transform(a, x -> x * 2)`, `transform(a, (x, i) -> x + i)`,
	`reduce(a, 0, (s, x) -> s + x, s -> s)`, `list_transform(a, x -> x + 1)`, `f(x -> 'k')`, `f(x -> 'k', 1)`, `f(x -> (a))`, `f(x -> a.b[1])`, `f(x -> -a)`, `f(x -> a AT TIME ZONE 'z')`,
	`f(x -> 'a' ->> 'b')`, `f(x -> 'a' = 'b')`, `f((x) -> 'k')`, `f(x -> a::int)`, `f(x -> INTERVAL 1 DAY 2 HOUR)`,
	`f(a => 1)`, `f(a := 1)`, `struct_pack(a := 1, b := 2)`, `f(() -> 1)`,
	`EXTRACT(YEAR FROM a)`, `extract('year' FROM a)`, `extract(a)`, `POSITION('a' IN b)`, `position(a, b)`,
	`SUBSTRING(a FROM 1 FOR 2)`, `substring(a, 1, 2)`, `SUBSTRING(a FROM 2)`, `TRIM(a)`, `TRIM(BOTH 'x' FROM a)`,
	`TRIM(LEADING FROM a)`, `TRIM(' ' FROM a)`, `OVERLAY(a PLACING 'x' FROM 2 FOR 1)`,
	`CURRENT_DATE`, `CURRENT_TIMESTAMP`, `CURRENT_TIMESTAMP(3)`, `LOCALTIME()`, `coalesce(a, b, c)`,
	`if(a, 1, 2)`, `nvl(a, 1)`, `upper(a) || lower(b)`, `a.b.c(1)`, `date_add('day', 1, a)`, `stack(2, 1, 2)`,
	`split(a, ',')[0]`, `map('k', v)['k']`, `a.arr[0]`, `x = ANY (SELECT 1) AND y`,
	`t.payload ->> 'name'`, `coalesce(t.payload ->> 'name', 'n/a')`, `t.kind = ANY (ARRAY['a', 'b'])`,
	`a LIKE b LIKE c`, `a BETWEEN 1 AND 2 = TRUE`, `-a.b`, `-a[1]`, `- 1 * 2`, `a * -b`, `1 + +1`,
	`a IS NULL OR b IS NOT NULL`, `a` + strings.Repeat(`[1]`, 80), `(a)` + strings.Repeat(`.b`, 80),
	`a` + strings.Repeat(` AT TIME ZONE 'z'`, 80), `a` + strings.Repeat(`::int`, 80), strings.Repeat(`-`, 80) + `a`,
	strings.Repeat(`f(`, 80) + `1` + strings.Repeat(`)`, 80), `a` + strings.Repeat(` + a`, 3000), `v:a`, `v:a.b`, `v:a[0].b`, `v:a.b::string`, `t.v:a`, `(v:a).b`, `v:a:b`,
	`v:a[1:2]`, `percentile_cont(0.5) WITHIN GROUP (ORDER BY a)`, `f(a) WITHIN GROUP (ORDER BY a DESC, b)`, `a = 1 AND b IN ('x', 'y') OR NOT c LIKE 'z'`,
}

// fastParseExpr parses sql as one expression by the fast path.
func fastParseExpr(d *Dialect, sql string) (ast.Expr, bool, string) {
	o := ParseOptions{}.withDefaults()
	toks, err := lexer.Tokenize(family(d), sql, lexer.Limits{MaxBytes: o.MaxBytes, MaxTokens: o.MaxTokens, MaxDepth: o.MaxDepth}, nil)
	if err != nil {
		return nil, false, "lexer: " + err.Error()
	}
	return build.FastExpression(toks, sql, builderDialect(d), build.Options{MaxDepth: o.MaxDepth})
}

// fastExprCheck holds the fast path's expression to ParseExpr's; it reports whether the
// fast path took the input.
func fastExprCheck(t testing.TB, d *Dialect, sql string) (bool, string) {
	t.Helper()
	fast, ok, why := fastParseExpr(d, sql)
	if strings.HasPrefix(why, "panic") {
		t.Errorf("%s: the fast path panicked: %s\n%s", d.Name, why, sql)
	}
	if !ok {
		return false, why
	}
	slow, diags := ParseExpr(d, sql, ParseOptions{})
	if len(diags) > 0 {
		t.Errorf("%s: the fast path built an expression, the ANTLR path reports %s %s\n%s", d.Name, diags[0].Code, diags[0].Message, sql)
		return true, ""
	}
	if diff := cmp.Diff(slow, fast, fastExact); diff != "" {
		t.Errorf("%s: the fast path's expression differs (-ANTLR +fast):\n%s\n%s", d.Name, diff, sql)
	}
	return true, ""
}

// TestFastExprDifferential holds the fast path's expressions to the ANTLR path's, in every
// dialect.
func TestFastExprDifferential(t *testing.T) {
	took, total := 0, 0
	for _, d := range All() {
		for _, sql := range fastExprCases {
			total++
			ok, why := fastExprCheck(t, d, sql)
			if ok {
				took++
			} else if testing.Verbose() {
				if len(sql) > 80 {
					sql = sql[:80] + "..."
				}
				t.Logf("%s: %s: %s", d.Name, sql, why)
			}
		}
	}
	t.Logf("the fast path took %d of %d expressions", took, total)
}

// FuzzFastExpr: on any expression the fast path takes, the ANTLR path builds the same one
// with no diagnostic.
func FuzzFastExpr(f *testing.F) {
	for _, sql := range fastExprCases {
		f.Add("duckdb", sql)
		f.Add("hive", sql)
		f.Add("trino", sql)
	}
	f.Fuzz(func(t *testing.T, dialect, sql string) {
		d, ok := Lookup(dialect)
		if !ok {
			return
		}
		fastExprCheck(t, d, sql)
	})
}

// fastExprWords are the pieces TestFastExprRandom strings together: names, literals,
// operators, keywords of the expression grammar, and parentheses.
var fastExprWords = strings.Fields(`a b t.c x 1 2.5 'k' 'p%' NULL TRUE ( ( ( ) ) ) , , [ ] { } : :: ::
	+ - * / % || & | ^ # << >> -> ->> = <> < > <= >= == <=> ~ !~ ! NOT AND OR IS IN LIKE ILIKE RLIKE
	SIMILAR TO ESCAPE BETWEEN SYMMETRIC DISTINCT FROM ANY ALL CASE WHEN THEN ELSE END CAST AS INT
	INTERVAL DAY ARRAY MAP STRUCT f( g( count( * OVER PARTITION BY ORDER ROWS PRECEDING CURRENT ROW
	FILTER WHERE IGNORE NULLS DESC AT TIME ZONE COLLATE EXTRACT( YEAR TRIM( BOTH SUBSTRING( FOR
	POSITION( x-> (x,y)-> DIV . DATE '2024-01-01' ?`)

// TestFastExprRandom holds the fast path to the ANTLR path on random strings of expression
// words (a fixed seed: the same strings every run; LATERAL_FAST_RANDOM=n runs n more).
func TestFastExprRandom(t *testing.T) {
	n := 4000
	if v, err := strconv.Atoi(os.Getenv("LATERAL_FAST_RANDOM")); err == nil {
		n = v
	}
	rng := rand.New(rand.NewPCG(1, 2))
	dialects := All()
	took := 0
	for i := 0; i < n; i++ {
		var sb strings.Builder
		for k := 1 + rng.IntN(9); k > 0; k-- {
			sb.WriteString(fastExprWords[rng.IntN(len(fastExprWords))])
			sb.WriteByte(' ')
		}
		d := dialects[rng.IntN(len(dialects))]
		if ok, _ := fastExprCheck(t, d, sb.String()); ok {
			took++
		}
	}
	t.Logf("the fast path took %d of %d random strings", took, n)
}

// randomExpr writes a random, mostly well-formed expression of the grammar.
func randomExpr(rng *rand.Rand, sb *strings.Builder, depth int) {
	pick := func(s ...string) string { return s[rng.IntN(len(s))] }
	if depth <= 0 || rng.IntN(3) == 0 {
		switch rng.IntN(12) {
		case 0:
			sb.WriteString(pick("1", "2.5", "'k'", "NULL", "TRUE", "?", "1e2", "10L"))
		case 1:
			sb.WriteString(pick("a", "t.c", "s.t.c", "x", "b", "v:k", "v:k.j", "interval", "rows", "div"))
		case 2:
			sb.WriteString(pick("f(", "count(", "coalesce(", "t.f(", "left(", "array(", "struct(", "map(", "row("))
			for k := rng.IntN(3); k >= 0; k-- {
				randomExpr(rng, sb, depth-1)
				if k > 0 {
					sb.WriteString(", ")
				}
			}
			sb.WriteString(")")
			sb.WriteString(pick("", "", " OVER (PARTITION BY a ORDER BY b DESC)", " FILTER (WHERE a > 1)", "[1]", ".z", "::INT"))
		case 3:
			sb.WriteString("(")
			randomExpr(rng, sb, depth-1)
			sb.WriteString(pick(")", ")", ", 1)", ").f"))
		case 4:
			sb.WriteString("CASE WHEN ")
			randomExpr(rng, sb, depth-1)
			sb.WriteString(" THEN ")
			randomExpr(rng, sb, depth-1)
			sb.WriteString(pick(" END", " ELSE 0 END"))
		case 5:
			sb.WriteString(pick("CAST(", "TRY_CAST("))
			randomExpr(rng, sb, depth-1)
			sb.WriteString(pick(" AS INT)", " AS VARCHAR)", " AS DECIMAL(10, 2))"))
		case 6:
			sb.WriteString(pick("ARRAY[", "[", "MAP {1: ", "{'a': "))
			randomExpr(rng, sb, depth-1)
			sb.WriteString(pick("]", "]", "}", "}"))
		case 7:
			sb.WriteString(pick("-", "+", "~", "!", "NOT ", "- -"))
			randomExpr(rng, sb, depth-1)
		case 8:
			sb.WriteString(pick("INTERVAL '1' DAY", "INTERVAL 2 HOUR", "DATE '2024-01-01'", "CURRENT_DATE", "INTERVAL '1' DAY TO HOUR"))
		case 9:
			sb.WriteString(pick("EXTRACT(YEAR FROM ", "TRIM(BOTH 'x' FROM ", "SUBSTRING(a FROM ", "POSITION('a' IN "))
			randomExpr(rng, sb, depth-1)
			sb.WriteString(")")
		case 10:
			sb.WriteString(pick("transform(a, x -> ", "list_transform(a, x -> ", "f(k => ", "f(k := ", "reduce(a, 0, (s, x) -> "))
			randomExpr(rng, sb, depth-1)
			sb.WriteString(")")
		default:
			sb.WriteString(pick("a[1]", "a[1:2]", "a::INT", "a COLLATE c", "a.b[0].c", "(SELECT 1)", "EXISTS (SELECT 1)"))
		}
		return
	}
	randomExpr(rng, sb, depth-1)
	sb.WriteString(pick(" + ", " - ", " * ", " / ", " % ", " || ", " & ", " | ", " ^ ", " # ", " << ", " >> ", " -> ",
		" ->> ", " DIV ", " // ", " = ", " <> ", " < ", " >= ", " == ", " <=> ", " AND ", " OR ", " LIKE ", " ILIKE ",
		" RLIKE ", " ~ ", " !~* ", " NOT LIKE ", " SIMILAR TO ", " IS DISTINCT FROM ", " AT TIME ZONE ", " = ANY ", " BETWEEN "))
	switch rng.IntN(8) {
	case 0:
		sb.WriteString(pick(" IS NULL", " IS NOT TRUE", " IN (1, 2)", " NOT IN (SELECT 1)", " LIKE 'x' ESCAPE '!'", " BETWEEN 1 AND 2", " LIKE ANY ('a', 'b')"))
		return
	}
	randomExpr(rng, sb, depth-1)
	if rng.IntN(6) == 0 {
		sb.WriteString(pick(" AND 5", " ESCAPE 'x'", " BETWEEN 1 AND 2", " IS NULL", " = 1"))
	}
}

// TestFastExprGenerated holds the fast path to the ANTLR path on random expressions built
// from the grammar's forms (a fixed seed; LATERAL_FAST_RANDOM=n runs n of them).
func TestFastExprGenerated(t *testing.T) {
	n := 3000
	if v, err := strconv.Atoi(os.Getenv("LATERAL_FAST_RANDOM")); err == nil {
		n = v
	}
	rng := rand.New(rand.NewPCG(3, 4))
	dialects := All()
	took := 0
	reasons := map[string]int{}
	for i := 0; i < n; i++ {
		var sb strings.Builder
		randomExpr(rng, &sb, 1+rng.IntN(4))
		d := dialects[rng.IntN(len(dialects))]
		ok, why := fastExprCheck(t, d, sb.String())
		if ok {
			took++
		} else if i := strings.Index(why, " at "); i > 0 {
			reasons[why[:i]]++
		} else {
			reasons[why]++
		}
	}
	t.Logf("the fast path took %d of %d generated expressions", took, n)
	if testing.Verbose() {
		for k, v := range reasons {
			if v > n/200 {
				t.Logf("%5d %s", v, k)
			}
		}
	}
}
