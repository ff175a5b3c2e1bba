package dialects

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// TestFastPathQueries holds the fast path's queries and relations to the ANTLR path on the
// constructs whose structure is easy to get wrong (precedence of set operations, where a
// LATERAL VIEW applies, when a parenthesis opens a query, keywords as aliases), and checks
// that the fast path takes each input (take) or leaves it to the ANTLR path (leave).
func TestFastPathQueries(t *testing.T) {
	cases := []struct {
		dialect string
		take    bool
		sql     string
	}{
		// set operations: INTERSECT binds tighter, both levels are left-associative
		{"trino", true, "SELECT 1 UNION SELECT 2 INTERSECT SELECT 3 EXCEPT SELECT 4"},
		{"trino", true, "SELECT 1 INTERSECT SELECT 2 UNION ALL SELECT 3 INTERSECT DISTINCT SELECT 4"},
		{"trino", true, "(SELECT 1) UNION ALL (SELECT 2 ORDER BY 1 LIMIT 1) ORDER BY 1"},
		{"trino", true, "((SELECT 1))"},
		{"duckdb", false, "SELECT 1 UNION BY NAME SELECT 2"},
		{"snowflake", true, "SELECT 1 MINUS SELECT 2 INTERSECT SELECT 3"},
		// WITH
		{"trino", true, "WITH a AS (SELECT 1 x), b (y) AS (SELECT x FROM a) SELECT * FROM b"},
		{"postgres", true, "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r"},
		{"postgres", true, "WITH recursive AS (SELECT 1) SELECT * FROM recursive"},
		{"trino", true, "WITH a AS (SELECT 1) (WITH b AS (SELECT 2) SELECT * FROM b)"},
		{"postgres", false, "WITH a AS MATERIALIZED (SELECT 1) SELECT * FROM a"},
		// ordering and limits
		{"trino", true, "SELECT a FROM t ORDER BY a DESC NULLS LAST OFFSET 2 LIMIT 3"},
		{"trino", true, "SELECT a FROM t OFFSET 2 ROWS FETCH FIRST 3 ROWS ONLY"},
		{"trino", true, "SELECT a FROM t FETCH NEXT ROW ONLY"},
		{"trino", true, "SELECT a FROM t LIMIT ALL"},
		{"hive", true, "SELECT a FROM t LIMIT 2, 3"},
		{"trino", false, "SELECT a FROM t LIMIT 2, 3"},
		{"hive", true, "SELECT a FROM t DISTRIBUTE BY a SORT BY a DESC"},
		{"spark", true, "SELECT a FROM t CLUSTER BY a, b"},
		{"trino", false, "SELECT a FROM t CLUSTER BY a"},
		{"postgres", false, "SELECT a FROM t FETCH FIRST 3 ROWS WITH TIES"},
		// primaries
		{"trino", true, "VALUES 1, 2, 3"},
		{"trino", true, "VALUES (1, 'a'), (2, 'b') ORDER BY 1"},
		{"trino", true, "SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, name)"},
		{"spark", true, "SELECT * FROM VALUES (1, 'a'), (2, 'b') AS v(id, name)"},
		{"postgres", true, "TABLE s.t"},
		{"hive", true, "FROM t SELECT a WHERE a > 1"},
		{"duckdb", true, "FROM t SELECT a"},
		{"hive", true, "FROM t LATERAL VIEW explode(x) v AS c SELECT c WHERE c > 0"},
		{"hive", false, "FROM t SELECT a FROM u"},
		{"hive", false, "FROM t INSERT INTO u SELECT a"},
		// select lists
		{"postgres", true, "SELECT DISTINCT ON (a) a, b FROM t ORDER BY a, b DESC"},
		{"trino", false, "SELECT DISTINCT ON (a) a FROM t"},
		{"postgres", true, "SELECT 1 AS select, 2 AS from"},
		{"trino", false, "SELECT 1 AS select"},
		{"hive", true, "SELECT explode(m) AS (k, v) FROM t"},
		{"hive", true, "SELECT 1 AS 'one', t.* FROM t"},
		{"trino", true, "SELECT a year, b AS month, c sort FROM t"},
		{"duckdb", false, "SELECT * EXCLUDE (a) FROM t"},
		// keywords after a relation or an item: an alias or a clause
		{"trino", true, "SELECT a FROM t OFFSET 5"},
		{"hive", true, "SELECT a FROM t sort BY a"},
		{"hive", true, "SELECT a FROM t cluster"},
		{"trino", true, "SELECT a FROM t AS offset"},
		// grouping
		{"hive", true, "SELECT a, count(*) FROM t GROUP BY a WITH ROLLUP"},
		{"hive", true, "SELECT a, b FROM t GROUP BY a, b GROUPING SETS ((a, b), a, ())"},
		{"postgres", true, "SELECT a FROM t GROUP BY ROLLUP (a, b), CUBE (c), GROUPING SETS ((a), (), (a, b))"},
		{"duckdb", true, "SELECT a, count(*) FROM t GROUP BY ALL HAVING count(*) > 1"},
		{"trino", true, "SELECT a FROM t GROUP BY GROUPING SETS ((a), ())"},
		{"trino", true, "SELECT a FROM t GROUP BY a, GROUPING SETS ((a), ())"},
		{"spark", true, "SELECT a FROM t GROUP BY ALL WITH ROLLUP"},
		{"spark", true, "SELECT a FROM t GROUP BY ALL a, b WITH CUBE"},
		{"trino", true, "SELECT count(*) FROM t GROUP BY HAVING count(*) > 0"},
		{"postgres", false, "SELECT a FROM t GROUP BY DISTINCT a"},
		{"postgres", false, "SELECT a FROM t GROUP BY ROLLUP (a, ROLLUP (b))"},
		{"trino", false, "SELECT a FROM t GROUP BY ALL"},
		{"duckdb", true, "SELECT a FROM t WINDOW w AS (PARTITION BY a) QUALIFY row_number() OVER w = 1"},
		// joins
		{"postgres", true, "SELECT * FROM t NATURAL LEFT JOIN u JOIN v USING (a, b) FULL OUTER JOIN w ON true"},
		{"trino", true, "SELECT * FROM t CROSS JOIN u, v RIGHT JOIN w ON v.a = w.a"},
		{"spark", true, "SELECT * FROM t LEFT SEMI JOIN u ON t.a = u.a RIGHT ANTI JOIN v ON v.a = t.a"},
		{"trino", false, "SELECT * FROM t CROSS JOIN u ON true"},
		{"ansi", true, "SELECT * FROM t CROSS APPLY (SELECT * FROM u WHERE u.a = t.a) x OUTER APPLY f(t.a)"},
		// parentheses: query or relation
		{"trino", true, "SELECT * FROM ((SELECT 1 AS x) UNION (SELECT 2)) t"},
		{"trino", true, "SELECT * FROM ((SELECT 1 AS x)) t"},
		{"trino", true, "SELECT * FROM ((SELECT 1 AS x) t)"},
		{"trino", true, "SELECT * FROM ((SELECT 1 AS x) t JOIN u ON true)"},
		{"trino", true, "SELECT * FROM (t JOIN u ON t.a = u.a)"},
		{"trino", true, "SELECT * FROM (t) AS x"},
		{"trino", false, "SELECT * FROM (t JOIN u ON true) AS x"},
		{"trino", true, "SELECT ((SELECT 1)), ((SELECT 1) + 1), (SELECT 1) IN ((SELECT 2))"},
		// row-generating relations
		{"trino", true, "SELECT * FROM UNNEST(ARRAY[1, 2]) WITH ORDINALITY AS t(x, n)"},
		{"trino", true, "SELECT * FROM t CROSS JOIN UNNEST(t.a, t.b) AS u(x, y)"},
		{"duckdb", false, "SELECT * FROM UNNEST([1], [2])"},
		{"postgres", true, "SELECT * FROM t, LATERAL (SELECT * FROM u WHERE u.a = t.a) s, LATERAL generate_series(1, t.n) g"},
		{"postgres", true, "SELECT * FROM generate_series(1, 3) WITH ORDINALITY AS g(x, n)"},
		{"postgres", true, "SELECT * FROM ROWS FROM (generate_series(1, 2), generate_series(1, 3)) AS r(a, b)"},
		{"postgres", false, "SELECT * FROM f() AS r(a int)"},
		{"trino", true, "SELECT * FROM TABLE(sequence(1, 3)) AS s(x)"},
		{"bigquery", true, "SELECT * FROM UNNEST([1, 2]) AS x WITH OFFSET AS o"},
		{"bigquery", true, "SELECT * FROM t, t.arr WITH OFFSET"},
		{"trino", false, "SELECT * FROM t WITH ORDINALITY"},
		{"snowflake", true, "SELECT * FROM t, LATERAL FLATTEN(input => t.a) f"},
		// LATERAL VIEW: trailing views go to the select, views elsewhere are joins
		{"hive", true, "SELECT c FROM t LATERAL VIEW explode(x) v AS c LATERAL VIEW OUTER explode(y) w AS d, e WHERE c > 1"},
		{"hive", true, "SELECT * FROM t LATERAL VIEW explode(x) v AS c JOIN u ON u.id = c"},
		{"hive", true, "SELECT * FROM t JOIN u LATERAL VIEW explode(u.x) v AS c ON t.id = c"},
		{"hive", true, "SELECT * FROM t JOIN u ON t.id = u.id LATERAL VIEW explode(u.x) v AS c"},
		{"hive", true, "SELECT * FROM t LATERAL VIEW explode(x) v AS c, u"},
		{"hive", true, "SELECT * FROM t LATERAL VIEW explode(x) v, u"},
		{"hive", true, "SELECT * FROM t LATERAL VIEW explode(x) c"},
		{"hive", true, "SELECT * FROM t LATERAL VIEW explode(x) AS c"},
		{"hive", true, "SELECT * FROM (t LATERAL VIEW explode(x) v AS c)"},
		{"trino", false, "SELECT * FROM t LATERAL VIEW explode(x) v AS c"},
	}
	nest := func(n int, inner string) string {
		return strings.Repeat("(", n) + inner + strings.Repeat(")", n)
	}
	cases = append(cases, []struct {
		dialect string
		take    bool
		sql     string
	}{
		// nesting: the fast path leaves deep input to the ANTLR path and its depth limit
		{"trino", true, "SELECT * FROM " + nest(20, "t")},
		{"trino", false, "SELECT * FROM " + nest(300, "t")},
		{"trino", true, nest(20, "SELECT 1")},
		{"trino", false, nest(300, "SELECT 1")},
		{"trino", true, "SELECT * FROM " + nest(20, "SELECT 1") + " x"},
		{"trino", false, "SELECT 1" + strings.Repeat(" UNION SELECT 1", 300)},
		{"trino", false, "SELECT * FROM t" + strings.Repeat(" JOIN t ON true", 300)},
	}...)
	for _, c := range cases {
		d, ok := Lookup(c.dialect)
		if !ok {
			t.Fatalf("no dialect %s", c.dialect)
		}
		took, why := fastCheck(t, "case", d, c.sql)
		switch {
		case c.take && !took:
			t.Errorf("%s: the fast path left to ANTLR (%s): %s", c.dialect, why, c.sql)
		case !c.take && took:
			t.Errorf("%s: the fast path took: %s", c.dialect, c.sql)
		}
	}
}

// TestFastPathKeywordAliases puts every non-reserved keyword of the grammar where a name
// written without AS may stand (aliases of items and relations, LATERAL VIEW names and
// columns, CTE names): a keyword there is an alias or starts a clause, and the fast path
// must decide as the grammar does, or leave the input to the ANTLR path.
func TestFastPathKeywordAliases(t *testing.T) {
	words := fastNonReservedWords(t)
	shapes := []string{
		"SELECT a K FROM t",
		"SELECT a K",
		"SELECT a K, b FROM t",
		"SELECT a FROM t K",
		"SELECT a FROM t K JOIN u ON true",
		"SELECT a FROM t K WHERE a = 1",
		"SELECT a FROM t K(x, y)",
		"SELECT a FROM t K ORDER BY a",
		"SELECT a FROM t, u K LIMIT 1",
		"SELECT K.* FROM t K",
		"WITH K AS (SELECT 1) SELECT * FROM K",
		"SELECT * FROM t LATERAL VIEW explode(x) K AS c",
		"SELECT * FROM t LATERAL VIEW explode(x) v AS K, c WHERE c = 1",
		"SELECT * FROM t LATERAL VIEW explode(x) K",
		"SELECT * FROM (SELECT 1) K",
		"SELECT * FROM UNNEST(a) K WITH OFFSET",
	}
	took := 0
	for _, dn := range []string{"hive", "trino", "postgres", "bigquery"} {
		d, _ := Lookup(dn)
		for _, w := range words {
			for _, s := range shapes {
				sql := strings.ReplaceAll(s, "K", w)
				if ok, _ := fastCheck(t, "keyword alias", d, sql); ok {
					took++
				}
			}
		}
	}
	t.Logf("the fast path took %d inputs", took)
}

// fastNonReservedWords reads the non-reserved keywords from the grammar.
func fastNonReservedWords(t testing.TB) []string {
	g, err := os.ReadFile(filepath.Join("..", "grammars", "SqlParser.g4"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(g)
	i := strings.Index(src, "\nnonReserved\n")
	if i < 0 {
		t.Fatal("no nonReserved rule in the grammar")
	}
	body := src[i+len("\nnonReserved\n"):]
	body = body[:strings.Index(body, ";")]
	var words []string
	for _, f := range strings.FieldsFunc(body, func(r rune) bool { return r == '|' || r == ':' || unicode.IsSpace(r) }) {
		words = append(words, f)
	}
	if len(words) < 100 {
		t.Fatalf("only %d non-reserved words", len(words))
	}
	return words
}

// TestFastPathQueryShapes composes queries from the pieces of queries and relations the
// fast path takes (deterministically, some thousands of them in several dialects, each from
// the pieces common to all and those of its own) and holds the fast path to the ANTLR path
// on each.
func TestFastPathQueryShapes(t *testing.T) {
	type pieces struct{ items, rels, joins, crit, views, tails, ends []string }
	common := pieces{
		items: []string{"*", "t.*", "a", "a x", "a AS x", "a + 1 AS b", "(SELECT 1) s", "count(*) n", "a year"},
		rels: []string{"t", "t x", "t AS x(a, b)", "(SELECT a FROM u) v", "(t JOIN u ON true)", "((SELECT 1) t)",
			"((SELECT 1)) q", "(VALUES (1, 2)) v(a, b)", "(t)", "(t) z", "db.t", "(t CROSS JOIN u)"},
		joins: []string{" JOIN ", " LEFT JOIN ", " RIGHT OUTER JOIN ", " FULL JOIN ", " CROSS JOIN ", ", ", " INNER JOIN "},
		crit:  []string{"", " ON a = b", " USING (a)", " ON true", " USING (a, b)"},
		views: []string{""},
		tails: []string{"", " WHERE a > 1", " GROUP BY a", " GROUP BY a HAVING count(*) > 1",
			" GROUP BY GROUPING SETS ((a), ())", " GROUP BY ROLLUP (a, b)", " WHERE a IN (SELECT 1) GROUP BY CUBE (a)"},
		ends: []string{"", " ORDER BY a", " LIMIT 3", " ORDER BY 1 DESC, 2 LIMIT 2"},
	}
	extra := map[string]pieces{
		"hive": {
			items: []string{"explode(m) AS (k, v)", "1 AS 'one'"},
			joins: []string{" LEFT SEMI JOIN "},
			views: []string{" LATERAL VIEW explode(a) v AS c", " LATERAL VIEW OUTER explode(a) w", " LATERAL VIEW posexplode(a) p AS i, c"},
			tails: []string{" GROUP BY a, b WITH ROLLUP", " GROUP BY a GROUPING SETS ((a), a)"},
			ends:  []string{" SORT BY a", " DISTRIBUTE BY a SORT BY a DESC", " CLUSTER BY a", " LIMIT 1, 2"},
		},
		"trino": {
			rels: []string{"UNNEST(a) WITH ORDINALITY AS n(x, i)", "UNNEST(a, b) u", "TABLE(f(1)) f"},
			ends: []string{" OFFSET 1", " OFFSET 1 ROWS FETCH FIRST 2 ROWS ONLY", " FETCH NEXT ROW ONLY", " OFFSET 2 LIMIT 1"},
		},
		"postgres": {
			items: []string{"a AS from", "DISTINCT ON (a) a"},
			rels: []string{"LATERAL (SELECT 1) l", "generate_series(1, 2) g", "ROWS FROM (f(1), g(2)) r",
				"LATERAL f(t.a) WITH ORDINALITY AS f(x, n)"},
			joins: []string{" NATURAL JOIN ", " NATURAL LEFT JOIN ", " CROSS JOIN LATERAL "},
			ends:  []string{" OFFSET 1", " LIMIT ALL OFFSET 1", " FETCH FIRST 2 ROWS ONLY"},
		},
		"duckdb": {
			rels:  []string{"range(3) r(x)", "UNNEST([1, 2]) u(x)"},
			joins: []string{" SEMI JOIN ", " ANTI JOIN "},
			tails: []string{" QUALIFY a = 1", " GROUP BY ALL", " WINDOW w AS (PARTITION BY a) QUALIFY a = 1"},
		},
		"bigquery": {
			rels:  []string{"UNNEST(a) AS y WITH OFFSET o", "t.arr WITH OFFSET AS i", "UNNEST([1, 2]) WITH OFFSET"},
			tails: []string{" QUALIFY a = 1", " GROUP BY ALL"},
		},
		"ansi": {
			joins: []string{" CROSS APPLY ", " OUTER APPLY "},
		},
	}
	setops := []string{" UNION ", " UNION ALL ", " INTERSECT ", " EXCEPT ", " EXCEPT DISTINCT ", " INTERSECT ALL "}
	seed := uint64(1)
	rnd := func(n int) int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int((seed >> 33) % uint64(n))
	}
	pick := func(a, b []string) string {
		if i := rnd(len(a) + len(b)); i < len(a) {
			return a[i]
		} else {
			return b[i-len(a)]
		}
	}
	took, total := 0, 0
	for _, dn := range []string{"hive", "trino", "postgres", "duckdb", "bigquery", "ansi"} {
		d, _ := Lookup(dn)
		x := extra[dn]
		sel := func() string {
			var b strings.Builder
			b.WriteString("SELECT ")
			if rnd(6) == 0 {
				b.WriteString("DISTINCT ")
			}
			for i, n := 0, 1+rnd(3); i < n; i++ {
				if i > 0 {
					b.WriteString(", ")
				}
				it := pick(common.items, x.items)
				if i > 0 && strings.HasPrefix(it, "DISTINCT") {
					it = "a"
				}
				b.WriteString(it)
			}
			if rnd(6) > 0 {
				b.WriteString(" FROM ")
				b.WriteString(pick(common.rels, x.rels))
				for i, n := 0, rnd(3); i < n; i++ {
					j := pick(common.joins, x.joins)
					b.WriteString(j)
					b.WriteString(pick(common.rels, x.rels))
					if j != ", " {
						b.WriteString(pick(common.views, x.views))
						b.WriteString(pick(common.crit, x.crit))
					}
				}
				b.WriteString(pick(common.views, x.views))
			}
			b.WriteString(pick(common.tails, x.tails))
			return b.String()
		}
		for i := 0; i < 800; i++ {
			q := sel()
			for k := rnd(3); k > 0; k-- {
				op := setops[rnd(len(setops))]
				if rnd(3) == 0 {
					q += op + "(" + sel() + pick(common.ends, x.ends) + ")"
				} else {
					q += op + sel()
				}
			}
			if rnd(4) == 0 {
				q = "WITH c AS (" + sel() + ") " + q
			}
			q += pick(common.ends, x.ends)
			total++
			if ok, why := fastCheck(t, "shape", d, q); ok {
				took++
			} else if testing.Verbose() && rnd(20) == 0 {
				t.Logf("left (%s): %s: %s", dn, why, q)
			}
		}
	}
	t.Logf("the fast path took %d of %d inputs", took, total)
	if took < total/4 {
		t.Errorf("the fast path took only %d of %d inputs", took, total)
	}
}

// TestFastPathDepthLimit: with the lowest max_depth the fast path runs under, nested queries
// and relations the fast path takes stay within the ANTLR path's limit (the fast path's own
// bound must be reached first).
func TestFastPathDepthLimit(t *testing.T) {
	d, _ := Lookup("trino")
	hive, _ := Lookup("hive")
	for n := 20; n < 100; n += 3 {
		for _, sql := range []string{
			"SELECT * FROM " + strings.Repeat("(SELECT * FROM ", n) + "t" + strings.Repeat(")", n),
			"SELECT * FROM " + strings.Repeat("(SELECT * FROM ", n) + "t" + strings.Repeat(") x", n),
			"SELECT * FROM " + strings.Repeat("(", n) + "t" + strings.Repeat(")", n),
			strings.Repeat("(", n) + "SELECT 1" + strings.Repeat(")", n),
			"SELECT 1" + strings.Repeat(" UNION SELECT 1", n),
			"SELECT * FROM t" + strings.Repeat(" JOIN t ON true", n),
		} {
			o := ParseOptions{MaxDepth: 256}
			_, ok, _ := fastParse(d, sql, o.withDefaults())
			_, diags := Parse(d, sql, ParseOptions{MaxDepth: 256, NoFastPath: true})
			if ok && len(diags) > 0 {
				t.Errorf("n=%d: the fast path took what the ANTLR path refuses (%s): %.80s", n, diags[0].Message, sql)
			}
		}
	}
	for _, n := range []int{150, 300} {
		for _, sql := range []string{
			"SELECT 1" + strings.Repeat(" UNION SELECT 1", n),
			"SELECT 1" + strings.Repeat(" INTERSECT SELECT 1", n),
			"SELECT * FROM t" + strings.Repeat(" JOIN t ON true", n),
			"SELECT * FROM t" + strings.Repeat(" LATERAL VIEW explode(x) v", n) + " JOIN u",
		} {
			o := ParseOptions{MaxDepth: 256}
			if _, ok, _ := fastParse(hive, sql, o.withDefaults()); ok {
				t.Errorf("n=%d: the fast path took %.80s", n, sql)
			}
		}
	}
}
