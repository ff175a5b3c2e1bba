package dialects

import (
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fastAdversarialInputs are inputs where a hand-written parser easily parts ways with the
// grammar: keywords as names and aliases next to the clauses they could start, precedence
// and associativity, comments and odd whitespace, literals, statement separators and
// trailing text. TestFastPathAdversarial reads each in every dialect.
var fastAdversarialInputs = []string{
	// keywords as names and implicit aliases next to clauses
	"SELECT a FROM t window", "SELECT a FROM t range", "SELECT a FROM t rows", "SELECT a FROM t limit",
	"SELECT a FROM t limit 1", "SELECT a FROM t offset 1", "SELECT a FROM t offset", "SELECT a FROM t fetch first 1 rows only",
	"SELECT a FROM t window w AS (ORDER BY a)", "SELECT 1 x", "SELECT 1 window", "SELECT 1 limit", "SELECT 1 limit 1",
	"SELECT 1 offset", "SELECT 1 FROM t LIMIT ALL", "SELECT 1 FROM t LIMIT 1, 2", "SELECT 1 FROM t LIMIT 1 OFFSET 2",
	"SELECT 1 FROM t OFFSET 2 LIMIT 1", "SELECT 1 FROM t OFFSET 2 ROWS", "SELECT 1 FROM t LIMIT -1", "SELECT 1 FROM t LIMIT ?",
	"SELECT 1 FROM t LIMIT (1)", "SELECT 1 FROM t LIMIT 1 + 1", "SELECT 1 FROM t FETCH FIRST ROW ONLY", "SELECT 1 FROM t FETCH NEXT 2 ROWS WITH TIES",
	"SELECT a FROM t natural", "SELECT a FROM t natural JOIN u", "SELECT a FROM t left", "SELECT a FROM t left JOIN u ON true",
	"SELECT a FROM t full", "SELECT a FROM t cross", "SELECT a FROM t inner", "SELECT a FROM t lateral",
	"SELECT a FROM t tablesample", "SELECT a FROM t for", "SELECT a FROM t qualify", "SELECT a FROM t qualify a > 1",
	"SELECT a FROM t sample", "SELECT a FROM t pivot", "SELECT a FROM t unpivot", "SELECT a FROM t match_recognize",
	"SELECT a FROM t at", "SELECT a FROM t with", "SELECT a FROM t using", "SELECT a FROM t on", "SELECT a FROM t union",
	"SELECT a FROM t minus", "SELECT a FROM t except", "SELECT a FROM t intersect", "SELECT a FROM t distribute BY a",
	"SELECT a FROM t cluster BY a", "SELECT a FROM t sort BY a", "SELECT a FROM t order", "SELECT a FROM t group",
	"SELECT a FROM t having", "SELECT a FROM t where", "SELECT a FROM t into", "SELECT a FROM t returning",
	"SELECT a year FROM t", "SELECT a from", "SELECT a AS from FROM t", "SELECT a AS select", "SELECT a AS year",
	"SELECT year FROM year", "SELECT date FROM t", "SELECT date, time, timestamp FROM t", "SELECT interval FROM t",
	"SELECT a FROM t AS", "SELECT a FROM t AS window", "SELECT a AS", "SELECT a b c", "SELECT a FROM t u v",
	"SELECT a FROM t x(a b)", "SELECT a FROM t x()", "SELECT * FROM t, LATERAL (SELECT 1) x", "SELECT * FROM t JOIN u",
	"SELECT * FROM t JOIN u USING ()", "SELECT DISTINCT", "SELECT ALL a", "SELECT DISTINCT ON (a) a FROM t",
	"SELECT distinct FROM t", "SELECT all FROM t", "SELECT * FROM t WHERE", "SELECT * FROM t GROUP BY",
	"SELECT * FROM t GROUP BY ALL", "SELECT * FROM t GROUP BY ()", "SELECT * FROM t ORDER BY a NULLS FIRST",
	"SELECT * FROM t ORDER BY a USING <", "SELECT * FROM t ORDER BY ALL", "SELECT a, FROM t", "SELECT a,, b",
	"SELECT * EXCEPT (a) FROM t", "SELECT * EXCLUDE (a) FROM t", "SELECT * REPLACE (1 AS a) FROM t", "SELECT t.* x FROM t",
	"SELECT *, a FROM t", "SELECT a, * FROM t", "SELECT * x FROM t", "SELECT COLUMNS('a') FROM t",
	// precedence and associativity
	"SELECT -a^b", "SELECT -2^2", "SELECT - 2 ^ 2", "SELECT a || b + c", "SELECT a + b || c", "SELECT NOT a = b",
	"SELECT NOT a IS NULL", "SELECT a BETWEEN b AND c AND d", "SELECT a BETWEEN b AND c OR d", "SELECT a NOT BETWEEN b + 1 AND c * 2",
	"SELECT a IS NULL IS NULL", "SELECT a IS NOT NULL = TRUE", "SELECT a = b IS NULL", "SELECT x::int[]", "SELECT x::int[][]",
	"SELECT x::int[3]", "SELECT x :: int", "SELECT -x::int", "SELECT -1::int", "SELECT - 1", "SELECT -1", "SELECT --1\n1",
	"SELECT -(1)", "SELECT -'1'", "SELECT +-1", "SELECT -+-1", "SELECT 1-1", "SELECT 1--1", "SELECT 1 - -1", "SELECT 1-+1",
	"SELECT a<b", "SELECT a<>b", "SELECT a<=>b", "SELECT a!=b", "SELECT a=-1", "SELECT a*-1", "SELECT a/ -1",
	"SELECT 1 = 1 = 1", "SELECT a < b < c", "SELECT a LIKE b = c", "SELECT a = b LIKE c", "SELECT a IN (1) = b",
	"SELECT a = b IN (1)", "SELECT a AND b = c OR d", "SELECT NOT NOT a", "SELECT NOT a AND b", "SELECT a OR NOT b AND c",
	"SELECT ! a = b", "SELECT !a", "SELECT ~a & b", "SELECT a & b | c", "SELECT a | b & c", "SELECT a ^ b ^ c", "SELECT a ^ -b",
	"SELECT a % b * c", "SELECT a DIV b DIV c", "SELECT a || b || c = d", "SELECT a = b || c", "SELECT a -> b = c",
	"SELECT a IS DISTINCT FROM b IS NULL", "SELECT a COLLATE x || b", "SELECT a || b COLLATE x", "SELECT -a COLLATE x",
	"SELECT a::int COLLATE x", "SELECT CAST(a AS int)::text", "SELECT (a)::int", "SELECT a.b::int.c", "SELECT a::int.b",
	"SELECT a::int[1]", "SELECT a[1]::int", "SELECT -a[1]::int", "SELECT a AT TIME ZONE b AT TIME ZONE c",
	"SELECT a + b AT TIME ZONE c", "SELECT a AT TIME ZONE b + c", "SELECT 1 IN (1) IN (TRUE)", "SELECT a NOT IN (b) IS NULL",
	"SELECT a LIKE b ESCAPE c ESCAPE d", "SELECT a BETWEEN 1 AND 2 BETWEEN 3 AND 4", "SELECT EXISTS (SELECT 1) = TRUE",
	"SELECT NOT EXISTS (SELECT 1)", "SELECT a = (SELECT 1)", "SELECT (SELECT 1) + 1", "SELECT ((SELECT 1)) + 1",
	"SELECT (SELECT 1) UNION SELECT 2", "SELECT (1) UNION (SELECT 2)", "SELECT a FROM (t)", "SELECT a FROM ((t))",
	"SELECT a FROM ((SELECT 1))", "SELECT a FROM ((SELECT 1) UNION (SELECT 2)) x", "SELECT a FROM (t JOIN u ON true) x",
	// comments, whitespace, literals
	"SELECT/**/1", "SELECT 1/**/", "/* c */ SELECT 1", "SELECT 1 -- c", "SELECT 1 --", "SELECT\t1\r\n,\f2", "SELECT 1\u00a0",
	"SELECT /* /* nested */ */ 1", "SELECT 1 # c", "SELECT 'a' 'b'", "SELECT 'a'\n'b'", "SELECT 'a' -- c\n 'b'",
	"SELECT 'a' /* c */ 'b'", "SELECT 'a''b'", "SELECT 'a' 'b' 'c'", "SELECT N'a' 'b'", "SELECT E'a' 'b'", "SELECT 'a' E'b'",
	"SELECT \"a\" \"b\"", "SELECT 'a' AS b 'c'", "SELECT 'a' x", "SELECT 1e", "SELECT 1e+", "SELECT 1e10", "SELECT 1E-5",
	"SELECT .5", "SELECT 5.", "SELECT 5.e1", "SELECT 1.2.3", "SELECT 0x1F", "SELECT 1_000", "SELECT 1a", "SELECT 1 a",
	"SELECT 1L", "SELECT 1Y", "SELECT 1S", "SELECT 1BD", "SELECT 1.5BD", "SELECT 1D", "SELECT 1F", "SELECT 1.5e3D",
	"SELECT 99999999999999999999", "SELECT 99999999999999999999L", "SELECT 128Y", "SELECT 32768S", "SELECT 2147483648",
	"SELECT -2147483648", "SELECT -9223372036854775808", "SELECT 9223372036854775808", "SELECT -128Y", "SELECT - 128Y",
	"SELECT 'x'::text", "SELECT TRUE IS TRUE", "SELECT NULL::int", "SELECT ''", "SELECT 'a\\'b'", "SELECT \"\"", "SELECT ``",
	"SELECT `a``b`", "SELECT \"a\"\"b\"", "SELECT $1", "SELECT $0", "SELECT ?", "SELECT :a", "SELECT @a", "SELECT @@a",
	"SELECT ${a}", "SELECT 1 ", " SELECT 1", "\nSELECT 1\n", "SELECT 1;", "SELECT 1;;", ";;SELECT 1", ";", ";;", "",
	"SELECT 1; SELECT 2", "SELECT 1;\n;SELECT 2;", "SELECT 1 SELECT 2", "SELECT 1 FROM t SELECT 2", "SELECT 1 (SELECT 2)",
	"SELECT 1 x SELECT 2", "SELECT 1)", "SELECT (1", "SELECT 1 garbage garbage", "SELECT 1 FROM t WHERE a garbage",
	"SELECT 1 FROM t ORDER BY a garbage", "SELECT 1 FROM t LIMIT 1 garbage", "SELECT 1 FROM t LIMIT 1 2", "SELECT 1 ,",
	"SELECT 1 FROM t;garbage", "SELECT 1 FROM t; SELECT", "VALUES (1), (2)", "VALUES 1, 2", "VALUES (1) x", "TABLE t",
	"SELECT * FROM t UNION SELECT * FROM u ORDER BY 1 LIMIT 1", "SELECT 1 ORDER BY 1 UNION SELECT 2",
	"SELECT 1 LIMIT 1 UNION SELECT 2", "(SELECT 1) ORDER BY 1", "(SELECT 1 ORDER BY 1) ORDER BY 1", "(SELECT 1) x",
	"WITH a AS (SELECT 1) SELECT 1 UNION SELECT 2", "WITH a AS (SELECT 1) (SELECT 1)", "WITH a AS (SELECT 1), SELECT 1",
	"WITH a AS SELECT 1 SELECT 2", "WITH a(x) AS (SELECT 1) SELECT x FROM a", "WITH a AS MATERIALIZED (SELECT 1) SELECT 1",
	"WITH a AS (SELECT 1) INSERT INTO t SELECT 1", "INSERT INTO t VALUES (1)", "INSERT INTO t (a) SELECT 1",
	"INSERT INTO t SELECT 1 garbage", "INSERT OVERWRITE TABLE t SELECT 1", "INSERT INTO TABLE t SELECT 1",
	// CASE, calls, windows
	"SELECT CASE END", "SELECT CASE WHEN a THEN b END END", "SELECT CASE a WHEN b THEN c ELSE d END x",
	"SELECT CASE WHEN a THEN b ELSE c END.x", "SELECT CASE WHEN a THEN b END[1]", "SELECT f(a)(b)", "SELECT f(a).b",
	"SELECT f(a)[1]", "SELECT f(*)", "SELECT f(*, a)", "SELECT f(a, *)", "SELECT f(DISTINCT)", "SELECT f(ALL)",
	"SELECT count(DISTINCT a, b)", "SELECT f(a,)", "SELECT f(,a)", "SELECT f(a ORDER BY b) OVER ()", "SELECT f() OVER w x",
	"SELECT f() OVER (w) x", "SELECT f() OVER (PARTITION BY a, b ORDER BY c ROWS 1 PRECEDING)", "SELECT f() OVER (ROWS UNBOUNDED FOLLOWING)",
	"SELECT f() OVER (ORDER BY a RANGE CURRENT ROW)", "SELECT f() OVER (RANGE BETWEEN CURRENT ROW AND CURRENT ROW)",
	"SELECT f() FILTER (WHERE a) OVER ()", "SELECT f() OVER () FILTER (WHERE a)", "SELECT f() WITHIN GROUP (ORDER BY a) OVER ()",
	"SELECT a.f()", "SELECT a.b.c.d.f()", "SELECT \"f\"()", "SELECT `f`()", "SELECT year(a)", "SELECT date(a)",
	"SELECT left(a, 1)", "SELECT right(a)", "SELECT if(a)", "SELECT replace(a, b, c)", "SELECT current_date()",
	"SELECT current_timestamp(3)", "SELECT current_date.x", "SELECT CURRENT_USER", "SELECT user", "SELECT session_user",
	"SELECT TIMESTAMP", "SELECT TIMESTAMP 'x'", "SELECT DATE 'x'", "SELECT DATE '2024-13-45'", "SELECT TIME WITH TIME ZONE '1'",
	"SELECT TIMESTAMP WITH TIME ZONE '2024-01-01'", "SELECT INTERVAL '1' DAY x", "SELECT INTERVAL '1' x", "SELECT INTERVAL 'x'",
	"SELECT INTERVAL", "SELECT INTERVAL '1' DAY DAY", "SELECT INTERVAL '1' DAY TO SECOND", "SELECT INTERVAL '1' SECOND(3)",
	"SELECT CAST(a AS int) x", "SELECT CAST(a AS)", "SELECT CAST(a int)", "SELECT CAST(a AS varchar(10))", "SELECT CAST(a AS decimal(10))",
	"SELECT CAST(a AS decimal(10, 2, 3))", "SELECT CAST(a AS int array)", "SELECT CAST(a AS array<int>)", "SELECT CAST(a AS map<int, int>)",
	"SELECT CAST(a AS struct<a int>)", "SELECT CAST(a AS struct<a: int>)", "SELECT CAST(a AS row(a int))", "SELECT CAST(a AS double precision)",
	"SELECT CAST(a AS character varying(3))", "SELECT CAST(a AS timestamp with time zone)", "SELECT CAST(a AS timestamp(3))",
	"SELECT CAST(a AS array<array<int>>)", "SELECT CAST(a AS array<array<int> >)", "SELECT CAST(a AS map<int,array<int>>)",
	"SELECT CAST(a AS t.u)", "SELECT CAST(a AS \"int\")", "SELECT CAST(a AS unknown_type)", "SELECT CAST(a AS int) + 1",
	"SELECT a::varchar(3)", "SELECT a::\"int\"", "SELECT a::foo", "SELECT a::int array", "SELECT a::timestamp with time zone",
	"SELECT ARRAY[1][2]", "SELECT [1][2]", "SELECT {'a': 1}['a']", "SELECT (1, 2)", "SELECT ((1, 2))", "SELECT (1, 2) = (1, 2)",
	"SELECT ROW(1)", "SELECT ROW()", "SELECT STRUCT()", "SELECT x -> x", "SELECT (x) -> x", "SELECT f(x -> x, y -> y)",
	"SELECT f(a => 1, 2)", "SELECT f(1, a => 2)", "SELECT f(a => b => c)",
	// positions after multi-byte characters, line breaks inside tokens and odd line ends
	"SELECT 'é', ü FROM t", "SELECT \"名前\" FROM t -- é\n WHERE a = '😀' AND b = 1", "\ufeffSELECT 1", "SELECT 1\r\n\r\nFROM t",
	"SELECT 'a\nb' x, c\nFROM t", "SELECT /* é\n */ a FROM t", "SELECT $$a\nb$$ x, 2", "SELECT `é\n` FROM t", "SELECT a\rFROM t",
	"SELECT éa FROM t", "SELECT a FROM t WHERE x = 'ü' || \"ö\"", "SELECT\u2028a", "SELECT a\u00a0FROM t", // statements: clauses the builder drops with a warning, options, forms of each dialect
	"CREATE TABLE t (a int COMMENT 'x')", "CREATE TABLE t (a int NOT NULL)", "CREATE TABLE t (a int NULL)", "CREATE TABLE t (a int PRIMARY KEY)",
	"CREATE TABLE t (a int, PRIMARY KEY (a))", "CREATE TABLE t (a int) PARTITIONED BY (b int)", "CREATE TABLE t (a int) STORED AS PARQUET",
	"CREATE TABLE t (a int) LOCATION 'x'", "CREATE TABLE t (a int) TBLPROPERTIES ('a'='b')", "CREATE TABLE t AS SELECT 1 WITH NO DATA",
	"CREATE TABLE t AS SELECT 1 WITH DATA", "CREATE TABLE IF NOT EXISTS t (a int)", "CREATE TEMP TABLE t (a int)", "CREATE TEMPORARY TABLE t AS SELECT 1",
	"CREATE EXTERNAL TABLE t (a int)", "CREATE OR REPLACE TABLE t (a int)", "CREATE OR REPLACE TABLE t AS SELECT * FROM t", "CREATE OR REPLACE TABLE t AS SELECT * FROM u",
	"CREATE TABLE t (a int DEFAULT 1)", "CREATE TABLE t (a int) WITH (format = 'ORC')", "CREATE TABLE t (a int) COMMENT 'x'", "CREATE TABLE t (a int) ROW FORMAT DELIMITED",
	"CREATE TABLE t (a varchar(10), b decimal(10,2), c array<int>, d map<string,int>, e struct<x:int>)", "CREATE TABLE t (a int[], b text[][])", "CREATE TABLE t (LIKE u)",
	"CREATE TABLE t ()", "CREATE TABLE t (a)", "CREATE TABLE t (a int,)", "CREATE TABLE t.u.v (a int)", "CREATE TABLE \"t\" (\"a\" int)", "CREATE TABLE `t` (`a` int)",
	"CREATE VIEW v AS SELECT 1", "CREATE OR REPLACE VIEW v (a, b) AS SELECT 1, 2", "CREATE VIEW v (a COMMENT 'x') AS SELECT 1", "CREATE TEMP VIEW v AS SELECT 1",
	"CREATE MATERIALIZED VIEW v AS SELECT 1", "CREATE VIEW v TBLPROPERTIES ('a'='b') AS SELECT 1", "CREATE VIEW IF NOT EXISTS v AS SELECT 1", "CREATE VIEW v AS SELECT 1 WITH NO DATA",
	"INSERT INTO t VALUES (1)", "INSERT INTO t (a, b) VALUES (1, 2), (3, 4)", "INSERT OVERWRITE TABLE t SELECT 1", "INSERT OVERWRITE t SELECT 1", "INSERT INTO TABLE t SELECT 1",
	"INSERT INTO t PARTITION (a=1) SELECT 1", "INSERT INTO t DEFAULT VALUES", "INSERT INTO t SELECT 1 ON CONFLICT DO NOTHING", "INSERT INTO t SELECT 1 RETURNING a",
	"INSERT INTO t AS x SELECT 1", "INSERT INTO t BY NAME SELECT 1", "INSERT INTO t (a) VALUES (DEFAULT)", "WITH a AS (SELECT 1) INSERT INTO t SELECT * FROM a", "INSERT INTO t WITH a AS (SELECT 1) SELECT * FROM a",
	"DROP TABLE t", "DROP TABLE IF EXISTS t", "DROP TABLE a, b", "DROP TABLE t CASCADE", "DROP TABLE t RESTRICT", "DROP VIEW v", "DROP VIEW IF EXISTS v", "DROP MATERIALIZED VIEW v",
	"DROP TABLE t PURGE", "DROP SCHEMA s", "DROP TEMPORARY TABLE t",
	"EXPLAIN SELECT 1", "EXPLAIN ANALYZE SELECT 1", "EXPLAIN ANALYZE VERBOSE SELECT 1", "EXPLAIN (ANALYZE, FORMAT JSON) SELECT 1", "EXPLAIN (costs false) SELECT 1",
	"EXPLAIN (costs -1) SELECT 1", "EXPLAIN EXTENDED SELECT 1", "EXPLAIN FORMATTED SELECT 1", "EXPLAIN PLAN FOR SELECT 1", "EXPLAIN EXPLAIN SELECT 1", "EXPLAIN CREATE TABLE t (a int)",
	"EXPLAIN INSERT INTO t SELECT 1", "EXPLAIN ANALYZE t", "EXPLAIN (analyze) SELECT 1", "EXPLAIN (FORMAT 'json') SELECT 1", "EXPLAIN CREATE OR REPLACE TABLE t AS SELECT 1",
	"SELECT /*+ BROADCAST(t) */ a FROM t", "SELECT a FROM t /*+ x */", "SELECT 1 FROM t FOR UPDATE", "SELECT 1 INTO x FROM t", "SELECT TOP 1 a FROM t",
}

// TestFastPathAdversarial holds the fast path to the ANTLR path on fastAdversarialInputs in
// every dialect.
func TestFastPathAdversarial(t *testing.T) {
	took, total := 0, 0
	for _, d := range All() {
		for _, sql := range fastAdversarialInputs {
			total++
			if ok, _ := fastCheck(t, "adversarial", d, sql); ok {
				took++
			}
		}
	}
	t.Logf("the fast path took %d of %d inputs", took, total)
}

// TestFastPathAdversarialLimits holds the fast path to the ANTLR path under the lowest
// max_depth it runs with and under small max_statements.
func TestFastPathAdversarialLimits(t *testing.T) {
	rep := strings.Repeat
	took := map[int]int{}
	for _, d := range All() {
		for _, n := range []int{30, 40, 50, 60, 63, 64, 65, 70, 80, 100, 126, 127, 128, 129, 200} {
			for _, sql := range []string{
				"SELECT " + rep("(", n) + "a" + rep(")", n),
				"SELECT " + rep("f(", n) + "a" + rep(")", n),
				"SELECT " + rep("(SELECT ", n) + "a" + rep(")", n),
				"SELECT " + rep("-(", n) + "a" + rep(")", n),
				"SELECT " + rep("NOT (", n) + "a" + rep(")", n),
				"SELECT " + rep("NOT ", n) + "a",
				"SELECT " + rep("- ", n) + "a",
				"SELECT " + rep("CASE WHEN ", n) + "a" + rep(" THEN 1 END", n),
				"SELECT " + rep("ARRAY[", n) + "a" + rep("]", n),
				"SELECT " + rep("[", n) + "a" + rep("]", n),
				"SELECT " + rep("CAST(", n) + "a" + rep(" AS int)", n),
				"SELECT a" + rep("::int", n),
				"SELECT a" + rep("[1]", n),
				"SELECT a" + rep(".b", n),
				"SELECT f(a)" + rep(".b", n),
				"SELECT a" + rep(" IS NULL", n),
				"SELECT a" + rep(" = a", n),
				"SELECT a" + rep(" AND a = a", n),
				"SELECT a" + rep(" || a + a", n),
				"SELECT a" + rep(" AT TIME ZONE 'z'", n),
				"SELECT a" + rep(" COLLATE c", n),
				"SELECT a" + rep(" BETWEEN a AND a", n),
				"SELECT a" + rep(" LIKE a", n),
				"SELECT a" + rep(" IN (a)", n),
				"SELECT CAST(a AS " + rep("array<", n) + "int" + rep(">", n) + ")",
				"SELECT CAST(a AS " + rep("row(a ", n) + "int" + rep(")", n) + ")",
				"SELECT a::int" + rep("[]", n),
				"SELECT * FROM " + rep("(", n) + "t" + rep(")", n),
				"SELECT * FROM " + rep("(", n) + "SELECT 1" + rep(")", n),
				"SELECT * FROM t" + rep(" JOIN (t", n) + rep(" ON true)", n),
				"SELECT * FROM t WHERE a IN " + rep("(SELECT a FROM t WHERE a IN ", n) + "(1)" + rep(")", n),
				"WITH " + rep("a AS (WITH ", n) + "b AS (SELECT 1) SELECT 1" + rep(") SELECT 1", n),
				rep("(", n) + "SELECT 1" + rep(")", n),
				"SELECT 1" + rep(" UNION (SELECT 1", n) + rep(")", n),
				"CREATE TABLE t (c " + rep("array<", n) + "int" + rep(">", n) + ")",
				"SELECT f(" + rep("x -> ", n) + "x)",
				"SELECT " + rep("a || ", n) + "b",
				"SELECT " + rep("EXISTS (SELECT ", n) + "1" + rep(")", n),
				"SELECT " + rep("f(x -> ", n) + "x" + rep(")", n), // x -> y: a JSON arrow in PostgreSQL
				"SELECT " + rep("(SELECT f(", n) + "a" + rep("))", n),
				"SELECT " + rep("SUBSTRING(", n) + "a" + rep(" FROM 1)", n),
				"SELECT " + rep("EXTRACT(YEAR FROM ", n) + "a" + rep(")", n),
				"SELECT " + rep("TRIM(BOTH 'x' FROM ", n) + "a" + rep(")", n),
				"SELECT " + rep("a BETWEEN f(", n) + "a" + rep(") AND 1", n),
				"SELECT " + rep("count(*) OVER (ROWS ", n) + "1" + rep(" PRECEDING)", n),
				"SELECT " + rep("INTERVAL f(", n) + "1" + rep(") DAY", n),
				"SELECT * FROM " + rep("LATERAL (SELECT * FROM ", n) + "t" + rep(")", n),
				"EXPLAIN " + rep("EXPLAIN ", n) + "SELECT 1",
			} {
				if fastCheckOpts(t, d, sql, ParseOptions{MaxDepth: 256}) {
					took[n]++
				}
			}
		}
		// Under the default limit too: nesting the fast path does not count runs into the
		// ANTLR path's limit long before the lexer's.
		for _, sql := range []string{
			"SELECT " + rep("f(x -> ", 600) + "x" + rep(")", 600),
			"SELECT " + rep("SUBSTRING(", 600) + "a" + rep(" FROM 1)", 600),
			"SELECT " + rep("a LIKE f(", 600) + "a" + rep(")", 600),
		} {
			fastCheckOpts(t, d, sql, ParseOptions{})
		}
		for _, sql := range []string{"SELECT 1; SELECT 2", "SELECT 1;; SELECT 2;", ";SELECT 1;SELECT 2;SELECT 3", "CREATE OR REPLACE TABLE t AS SELECT 1; SELECT 2"} {
			for _, m := range []int{1, 2, 3} {
				fastCheckOpts(t, d, sql, ParseOptions{MaxStatements: m})
			}
		}
	}
	t.Logf("the fast path took, by nesting: %v", took)
}

// fastCheckOpts is fastCheck under the given options: when the fast path builds a tree, the
// ANTLR path under the same options must build the same one with no diagnostic.
func fastCheckOpts(t *testing.T, d *Dialect, sql string, o ParseOptions) bool {
	t.Helper()
	fast, ok, why := fastParse(d, sql, o.withDefaults())
	if strings.HasPrefix(why, "panic") {
		t.Errorf("%s: the fast path panicked: %s\n%.120s", d.Name, why, sql)
	}
	if !ok {
		return false
	}
	o.NoFastPath = true
	slow, diags := Parse(d, sql, o)
	if len(diags) > 0 {
		t.Errorf("%s: the fast path built a tree, the ANTLR path reports %s %s\n%.120s", d.Name, diags[0].Code, diags[0].Message, sql)
		return true
	}
	if !reflect.DeepEqual(slow, fast) {
		t.Errorf("%s: the fast path's tree differs (-ANTLR +fast):\n%s\n%.120s", d.Name, cmp.Diff(slow, fast, fastExact), sql)
	}
	return true
}
