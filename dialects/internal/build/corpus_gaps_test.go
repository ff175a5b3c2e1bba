package build_test

import "testing"

// Syntax added for the parse corpus: each input is printed back as shown, or refused with
// the code shown and a message containing msg.
func TestCorpusGapSyntax(t *testing.T) {
	for _, c := range []struct {
		dialect, in string
		want        string // printed back in the same dialect
		code, msg   string // or the refusal
	}{
		// Snowflake semi-structured paths: v:a.b[0] is v['a']['b'][0], names case-sensitive
		{"snowflake", "SELECT v:Sku, v:a.b[0], v:\"x y\".z FROM t",
			"SELECT v['Sku'], v['a']['b'][0], v['x y']['z'] FROM t", "", ""},
		{"snowflake", "SELECT o.payload:items::string AS s FROM o",
			"SELECT CAST(o.payload['items'] AS STRING) AS s FROM o", "", ""},
		{"snowflake", "SELECT {'a': 1}, {'b':2}", "", "", ""},
		// a slice keeps its colon in the other standard dialects
		{"duckdb", "SELECT l[1:n] FROM t", "SELECT l[1:n] FROM t", "", ""},
		{"snowflake", "SELECT l[1:2] FROM t", "", "P001", ""},
		{"snowflake", "SELECT a: FROM t", "", "P001", ""},
		{"snowflake", `SELECT a:"from" FROM t`, "SELECT a['from'] FROM t", "", ""},
		// Trino U&'...' strings
		{"trino", `SELECT U&'Caf\00E9', u&'\+01F600 \\ it''s'`, `SELECT 'Café', '😀 \ it''s'`, "", ""},
		{"trino", `SELECT U&'\D800'`, "", "B003", "Unicode escape"},
		{"trino", `SELECT U&'\12'`, "", "B003", "Unicode escape"},
		// PostgreSQL jsonb ? ?| ?&
		{"postgres", "SELECT * FROM t WHERE j ? 'k'", "", "B002", "operator ?"},
		{"postgres", "SELECT * FROM t WHERE j ?| ARRAY['a']", "", "B002", "operator ?|"},
		{"postgres", "SELECT * FROM t WHERE j ?& ARRAY['a']", "", "B002", "operator ?&"},
		{"duckdb", "SELECT * FROM t WHERE j ? 'k'", "", "B001", "operator ?"},
		// recursive CTEs: SEARCH and CYCLE
		{"postgres", "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SEARCH DEPTH FIRST BY n SET o SELECT * FROM r",
			"", "B002", "SEARCH clause"},
		{"postgres", "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) CYCLE n SET c TO true DEFAULT false USING p SELECT * FROM r",
			"", "B002", "CYCLE clause"},
		{"postgres", "WITH d AS (DELETE FROM t WHERE (a) = (1) RETURNING *) SELECT * FROM d", "", "B002", "data-modifying statement (DELETE)"},
		// a CTE named like the new keywords
		{"postgres", "WITH search AS (SELECT 1 AS cycle) SELECT cycle FROM search",
			`WITH search AS (SELECT 1 AS cycle) SELECT cycle FROM search`, "", ""},
		{"duckdb", "SELECT * FROM t USING SAMPLE 10%", "", "B002", "USING SAMPLE"},
		{"duckdb", "SELECT * FROM t USING SAMPLE reservoir(50 ROWS) REPEATABLE (1)", "", "B002", "USING SAMPLE"},
		{"duckdb", "SELECT * FROM t JOIN u USING (a)", "SELECT * FROM t JOIN u USING (a)", "", ""},
		// Trino JSON functions, listagg, MATCH_RECOGNIZE, JSON_TABLE, WITH FUNCTION
		{"trino", "SELECT json_object('a': 1)", "", "B002", "json_object"},
		{"trino", "SELECT json_value(j, 'lax $.a' DEFAULT 'x' ON EMPTY)", "", "B002", "DEFAULT ON EMPTY"},
		{"trino", "SELECT json_query(j, 'lax $.a' EMPTY ARRAY ON ERROR)", "", "B002", "EMPTY ON ERROR"},
		{"trino", "SELECT json_array(1, NULL ABSENT ON NULL)", "", "B002", "ABSENT ON NULL"},
		{"trino", "SELECT listagg(x, ',' ON OVERFLOW TRUNCATE '...' WITH COUNT) WITHIN GROUP (ORDER BY x) FROM t",
			"", "B002", "ON OVERFLOW"},
		{"trino", "SELECT * FROM t MATCH_RECOGNIZE (ORDER BY x PATTERN (A B+) DEFINE B AS B.x > PREV(B.x))", "", "B002", "MATCH_RECOGNIZE"},
		{"trino", "SELECT * FROM JSON_TABLE(j, 'lax $[*]' COLUMNS (a INTEGER PATH 'lax $.a')) AS jt", "", "B002", "JSON_TABLE"},
		{"trino", "WITH FUNCTION f(x BIGINT) RETURNS BIGINT RETURN x * 2 SELECT f(1)", "", "B002", "WITH FUNCTION"},
		{"trino", "WITH function AS (SELECT 1 AS a) SELECT a FROM function", `WITH function AS (SELECT 1 AS a) SELECT a FROM function`, "", ""},
		{"trino", "CREATE TABLE t2 (LIKE t INCLUDING PROPERTIES, c INTEGER)", "", "B002", "LIKE in a column list"},
		// JSON_TABLE and MATCH_RECOGNIZE are reserved words of lateral's grammar: quoted when printed
		{"duckdb", `SELECT "json_table", "match_recognize" FROM t`, `SELECT "json_table", "match_recognize" FROM t`, "", ""},
		{"hive", "SELECT `json_table` FROM t", "SELECT `json_table` FROM t", "", ""},
		{"duckdb", "SELECT json_table FROM t", "", "P001", ""},
		// Doris DDL and DML
		{"doris", "CREATE TABLE t (d DATE) DUPLICATE KEY(d) PARTITION BY RANGE(d) (PARTITION p1 VALUES LESS THAN (\"2024-01-01\"), PARTITION p2 VALUES LESS THAN MAXVALUE) DISTRIBUTED BY HASH(d) BUCKETS 1",
			"", "B002", "PARTITION BY RANGE"},
		{"doris", "CREATE TABLE t (d DATE) PARTITION BY RANGE(d) (PARTITION p1 VALUES [(\"2024-01-01\"), (\"2024-02-01\")))", "", "B002", "PARTITION BY RANGE"},
		{"doris", "CREATE TABLE t (r VARCHAR(2)) PARTITION BY LIST(r) (PARTITION p VALUES IN (\"a\", \"b\"))", "", "B002", "PARTITION BY LIST"},
		{"hive", "CREATE TABLE t (r STRING) PARTITION BY LIST(r) (PARTITION p VALUES IN ('a'))", "", "B001", "PARTITION BY LIST"},
		{"doris", "CREATE TABLE t (k INT, v BIGINT SUM DEFAULT \"0\") AGGREGATE KEY(k)", "", "B002", "aggregate column type SUM"},
		{"doris", "CREATE TABLE t (k INT, v INT FOO)", "", "B003", "FOO"},
		{"doris", "INSERT INTO t WITH LABEL l1 SELECT 1", "", "B002", "WITH LABEL"},
		{"doris", "INSERT OVERWRITE TABLE t PARTITION (*) SELECT 1", "", "B002", "PARTITION (*)"},
		{"doris", "DELETE FROM t PARTITION p1 WHERE a = 1", "", "B002", "DELETE"},
		{"spark", "INSERT INTO t REPLACE WHERE d = 1 SELECT * FROM s", "", "B002", "REPLACE WHERE"},
		// the new words stay names where they were names
		{"spark", "INSERT INTO t WITH label AS (SELECT 1 AS a) SELECT a FROM label", "", "", ""},
		{"doris", "DELETE FROM t partition WHERE partition.a = 1", "", "B002", "DELETE"},
		{"duckdb", "SELECT sample, search, depth, cycle, list, error, empty, overflow, less, than FROM t", "", "", ""},
		{"postgres", "SELECT * FROM t WHERE a = ? AND b IN (?, ?)", "", "", ""},
	} {
		checkSyntax(t, syntaxCase{c.dialect, c.in, c.want, c.code, c.msg})
	}
}
