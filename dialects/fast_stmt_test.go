package dialects

import "testing"

// fastTypeInputs are data types in the spellings of every family, valid and not: each is
// tried as the type of a column of CREATE TABLE in every dialect.
var fastTypeInputs = []string{
	"INT", "integer", "BIGINT", "int8", "DECIMAL", "decimal(10)", "DECIMAL(10, 2)", "NUMERIC(38,9)",
	"NUMERIC", "NUMBER", "BIGNUMERIC", "FLOAT", "FLOAT(10)", "float(53)", "REAL", "DOUBLE",
	"DOUBLE PRECISION", "VARCHAR", "VARCHAR(10)", "CHAR(3)", "CHARACTER(2)", "CHARACTER VARYING(20)",
	"char varying", "STRING", "TEXT", "BOOLEAN", "DATE", "TIME", "TIME(3)", "TIMESTAMP", "TIMESTAMP(3)",
	"TIMESTAMP WITH TIME ZONE", "timestamp(6) without time zone", "TIME WITH TIME ZONE",
	"TIME WITHOUT TIME ZONE", "TIMESTAMP WITH LOCAL TIME ZONE", "TIME WITH LOCAL TIME ZONE",
	"TIMESTAMP WITHOUT LOCAL TIME ZONE", "TIMESTAMPTZ", "TIMESTAMP_NTZ", "DATETIME", "INTERVAL",
	"INTERVAL DAY", "INTERVAL DAY TO SECOND", "interval year to month", "INTERVAL HOURS",
	"INTERVAL TO DAY", "JSON", "JSONB", "UUID", "BYTEA", "BINARY", "ARRAY<INT>", "ARRAY<ARRAY<INT>>",
	"array<struct<a:int, b:array<string>>>", "ARRAY(INTEGER)", "ARRAY", "INT[]", "INT[3]", "INT[][]",
	"text[][2]", "INT ARRAY", "INT ARRAY[4]", "INT ARRAY[]", "INT[] ARRAY", "MAP<STRING, INT>",
	"MAP<STRING,ARRAY<INT>>", "MAP(VARCHAR, INTEGER)", "MAP", "MAP(VARCHAR)", "STRUCT<a INT, b STRING>",
	"STRUCT<a: INT COMMENT 'x', b: STRING COMMENT 'y' 'z'>", "STRUCT<>", "STRUCT<a:INT>[]",
	"ROW(a INT, b VARCHAR)", "ROW(a ROW(b INT))", "STRUCT(a INT)", "ROW", "STRUCT", "ROW(INT)",
	"ROW(a ARRAY)", "row(double precision)", "pg_catalog.int4", "public.mytype", `"MyType"`,
	`"char"`, "`int`", "OBJECT(a INT)", "OBJECT(a INT, b ARRAY<VARCHAR>)", "OBJECT(a ARRAY)",
	"OBJECT(double precision)", "OBJECT(timestamp without time zone)", "OBJECT(a INTERVAL)",
	"DECIMAL(99999999999999999999)", "INT[99999999999999999999]", "VARCHAR(1, 2)", "INT(INT)",
	"LIST", "HUGEINT", "FLOAT64", "INT64", "BIGDECIMAL", "DECIMALV3(10, 2)", "NVARCHAR(5)",
	"x.y.z", "ARRAY<INT", "MAP<INT>", "STRUCT<a>", "ROW()", "INT[", "DECIMAL(", "TIMESTAMP WITH",
}

// fastStmtInputs are statements of the kinds the fast path takes, and their neighbours it
// must leave to the ANTLR path.
var fastStmtInputs = []string{
	"CREATE TABLE t (a INT)",
	"CREATE TABLE t (a INT NOT NULL, b STRING NULL, c BIGINT PRIMARY KEY, d INT CONSTRAINT pk PRIMARY KEY)",
	"CREATE TABLE t (a INT COMMENT 'the key', b STRING COMMENT 'x' 'y')",
	"CREATE TABLE t (a INT DEFAULT 1)",
	"CREATE TABLE t (a INT UNIQUE)",
	"CREATE TABLE t (a INT CHECK (a > 0))",
	"CREATE TABLE t (a INT REFERENCES u (b))",
	"CREATE TABLE t (a INT SUM)",
	"CREATE TABLE t (a INT, PRIMARY KEY (a))",
	"CREATE TABLE t (a, b)",
	"CREATE TABLE t (LIKE u)",
	"CREATE TABLE t LIKE u",
	"CREATE TABLE t",
	"CREATE TABLE IF NOT EXISTS db.t (a INT)",
	"CREATE TABLE if (a INT)",
	"CREATE TEMPORARY TABLE t (a INT)",
	"CREATE TEMP TABLE t (a INT)",
	"CREATE EXTERNAL TABLE t (a INT) LOCATION '/data/t'",
	"CREATE OR REPLACE TABLE t (a INT)",
	"CREATE OR REPLACE TEMP TABLE t (a INT)",
	"CREATE TABLE t (a INT) PARTITIONED BY (dt STRING, hr)",
	"CREATE TABLE t (a INT) PARTITIONED BY (dt STRING COMMENT 'day', hr COMMENT 'hour')",
	"CREATE TABLE t (a INT) ROW FORMAT DELIMITED FIELDS TERMINATED BY ',' COLLECTION ITEMS TERMINATED BY '|' MAP KEYS TERMINATED BY ':' LINES TERMINATED BY '\\n' NULL DEFINED AS '' STORED AS TEXTFILE",
	"CREATE TABLE t (a INT) ROW FORMAT DELIMITED FIELDS TERMINATED BY ',' ESCAPED BY '\\\\'",
	"CREATE TABLE t (a INT) ROW FORMAT SERDE 'x'",
	"CREATE TABLE t (a INT) STORED AS ORC LOCATION '/x'",
	"CREATE TABLE t (a INT) STORED AS INPUTFORMAT 'a' OUTPUTFORMAT 'b'",
	"CREATE TABLE t (a INT) STORED AS inputformat",
	"CREATE TABLE t (a INT) USING parquet",
	"CREATE TABLE t (a INT) COMMENT 'x'",
	"CREATE TABLE t (a INT) CLUSTERED BY (a) INTO 4 BUCKETS",
	"DROP TABLE t",
	"DROP TABLE IF EXISTS a, b.c CASCADE",
	"DROP TABLE if",
	"DROP TABLE t PURGE",
	"DROP VIEW v RESTRICT",
	"DROP MATERIALIZED VIEW v",
	"DROP FUNCTION f(INT, VARCHAR(3))",
	"DROP FUNCTION f()",
	"DROP FUNCTION f(OBJECT(a INT))",
	"DROP FUNCTION IF EXISTS f",
	"DROP SCHEMA s",
	"EXPLAIN DROP TABLE t",
	"EXPLAIN ANALYZE DROP TABLE t",
	"EXPLAIN ANALYZE VERBOSE DROP TABLE t",
	"EXPLAIN VERBOSE CREATE TABLE t (a INT)",
	"EXPLAIN (ANALYZE) DROP TABLE t",
	"EXPLAIN (FORMAT JSON, analyze true, costs 1, x 'y') DROP TABLE t",
	"EXPLAIN PLAN FOR DROP TABLE t",
	"EXPLAIN PLAN WITHOUT x FOR DROP TABLE t",
	"EXPLAIN CREATE OR REPLACE TABLE t (a INT)",
	"EXPLAIN EXPLAIN DROP TABLE t",
	"EXPLAIN ANALYZE",
	"EXPLAIN",
	"CREATE TABLE a (x INT); DROP TABLE a;; DROP VIEW b",
	"INSERT INTO t VALUES (1, 'a'), (2, NULL)",
	"INSERT INTO t (a, b) VALUES (1, 2)",
	"INSERT INTO t(a) SELECT 1",
	"INSERT INTO t (SELECT 1)",
	"INSERT INTO t ((SELECT 1))",
	"INSERT INTO TABLE db.t SELECT * FROM s",
	"INSERT OVERWRITE TABLE t PARTITION (dt = '2020-01-01', hr) SELECT a FROM s",
	"INSERT OVERWRITE t PARTITION (dt) (a, b) SELECT a, b FROM s",
	"INSERT INTO t PARTITION (*) SELECT 1",
	"INSERT INTO t SELECT 1 RETURNING *",
	"INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING",
	"INSERT INTO t DEFAULT VALUES",
	"INSERT INTO t (a) DEFAULT VALUES",
	"INSERT OVERWRITE DIRECTORY '/x' SELECT 1",
	"INSERT OVERWRITE LOCAL DIRECTORY '/x' SELECT 1",
	"INSERT OR REPLACE INTO t SELECT 1",
	"INSERT INTO t BY NAME SELECT 1 AS a",
	"INSERT INTO t IF NOT EXISTS SELECT 1",
	"INSERT INTO t WITH LABEL l SELECT 1",
	"INSERT INTO t REPLACE WHERE a = 1 SELECT 1",
	"INSERT INTO t WITH a AS (SELECT 1) SELECT * FROM a",
	"WITH a AS (SELECT 1) INSERT INTO t SELECT * FROM a",
	"WITH a AS (SELECT 1), b (x) AS (SELECT 2) INSERT INTO t (x) SELECT * FROM a, b",
	"WITH a AS (SELECT 1) INSERT INTO t WITH b AS (SELECT 2) SELECT * FROM b",
	"WITH insert AS (SELECT 1) SELECT * FROM insert",
	"WITH a AS (SELECT 1) SELECT * FROM a",
	"FROM s INSERT INTO t SELECT a INSERT INTO u SELECT b",
	"TABLE t",
	"CREATE TABLE t AS SELECT 1 AS a",
	"CREATE TABLE t AS SELECT 1 AS a WITH DATA",
	"CREATE TABLE t (a INT) AS SELECT 1",
	"CREATE TABLE t WITH (format = 'ORC', partitioned_by = ARRAY['dt']) AS SELECT 1",
	"CREATE TABLE t (a INT) TBLPROPERTIES ('x' = 'y', z, a.b = 1)",
	"CREATE TABLE t (a INT) OPTIONS (description = 'x')",
	"CREATE TABLE t (a INT) PROPERTIES ('replication_num' = '1')",
	"CREATE TABLE t (a INT) WITH (x = 1) WITH (y = 2)",
	"CREATE OR REPLACE TABLE t AS SELECT * FROM t",
	"CREATE OR REPLACE TABLE t AS SELECT * FROM s",
	"CREATE VIEW v AS SELECT 1",
	"CREATE OR REPLACE VIEW v (a, b COMMENT 'x') AS SELECT 1, 2",
	"CREATE TEMP VIEW v AS SELECT 1",
	"CREATE MATERIALIZED VIEW v AS SELECT 1",
	"CREATE VIEW IF NOT EXISTS v AS SELECT 1",
	"CREATE VIEW v COMMENT 'x' AS SELECT 1",
	"CREATE VIEW v AS SELECT 1 WITH NO DATA",
	"EXPLAIN SELECT 1",
	"EXPLAIN (SELECT 1)",
	"EXPLAIN (ANALYZE) (SELECT 1)",
	"EXPLAIN ANALYZE SELECT 1",
	"EXPLAIN ANALYZE garbage",
	"EXPLAIN (DESCRIBE t) SELECT 1",
	"EXPLAIN INSERT INTO t SELECT 1",
	"EXPLAIN FROM s INSERT INTO t SELECT a",
	"CREATE TABLE a (x INT) DROP TABLE a",
}

// fastCastInputs put a type where what follows it could continue it: the grammar resolves
// each ambiguity to its earliest alternative.
var fastCastInputs = []string{
	"SELECT x::INT[1]", "SELECT x::INT[1] + 1 FROM t", "SELECT x::INT[i]", "SELECT x::INT[1][2]",
	"SELECT x::INT[][1]", "SELECT x::ARRAY<INT>[1]", "SELECT x::INT ARRAY", "SELECT x::INT array FROM t",
	"SELECT x::INT ARRAY[2]", "SELECT x::interval day", "SELECT x::interval day FROM t",
	"SELECT x::interval day to second", "SELECT x::interval to", "SELECT x::double precision",
	"SELECT x::char varying", "SELECT x::timestamp with time zone", "SELECT x::timestamp at time zone 'UTC'",
	"SELECT x::time without time zone", "SELECT x::varchar(3) || 'a'", "SELECT x::int > 1",
	"SELECT x::array < 1", "SELECT x::map < 1", "SELECT x::row", "SELECT x::struct", "SELECT x::int.y",
	"SELECT x::int a, y::text b", "SELECT x:::int", "SELECT x::decimal(10, 2)[3]",
	"SELECT x::STRUCT<a INT>", "SELECT CAST(x AS INT) ARRAY", "SELECT x::timestamp(3) with time zone",
	"SELECT x::timestamp(3)", "SELECT CAST(x AS INTERVAL DAY TO SECOND)", "SELECT CAST(x AS INTERVAL YEAR)",
	"CREATE TABLE t AS SELECT x::timestamp WITH DATA", "CREATE TABLE t AS SELECT x::timestamp WITH NO DATA",
	"CREATE VIEW v AS SELECT x::timestamp WITH DATA",
}

// fastMustTake are inputs the fast path takes in the dialect named first.
var fastMustTake = [][2]string{
	{"hive", "CREATE TABLE t (a INT NOT NULL, b ARRAY<STRUCT<x:INT, y:MAP<STRING,DOUBLE>>>) PARTITIONED BY (dt STRING) STORED AS ORC"},
	{"spark", "CREATE TABLE t (a DECIMAL(10,2) COMMENT 'x') USING parquet LOCATION '/x'"},
	{"trino", "CREATE TABLE t (a ROW(x INTEGER, y ARRAY(VARCHAR)), b MAP(VARCHAR, BIGINT), c TIMESTAMP(3) WITH TIME ZONE)"},
	{"postgres", "CREATE TEMP TABLE t (a INT[] NOT NULL, b DOUBLE PRECISION, c CHARACTER VARYING(5), d NUMERIC)"},
	{"duckdb", "CREATE OR REPLACE TABLE t (a STRUCT(x INT, y VARCHAR)[], b INTERVAL)"},
	{"postgres", "DROP TABLE IF EXISTS a, b CASCADE; DROP VIEW v"},
	{"postgres", "EXPLAIN ANALYZE DROP TABLE t"},
	{"hive", "INSERT OVERWRITE TABLE t PARTITION (dt = '2020-01-01') SELECT a FROM s"},
	{"trino", "CREATE TABLE t WITH (format = 'ORC') AS SELECT a FROM s"},
	{"postgres", "WITH a AS (SELECT 1 AS x) INSERT INTO t (x) SELECT x FROM a"},
	{"duckdb", "CREATE OR REPLACE VIEW v (a) AS SELECT 1"},
	{"postgres", "EXPLAIN SELECT 1"},
}

// TestFastPathStatements holds the fast path to the ANTLR path on statements and types of
// every kind in every dialect, and checks it takes the common DDL.
func TestFastPathStatements(t *testing.T) {
	var inputs []string
	for _, ty := range fastTypeInputs {
		inputs = append(inputs, "CREATE TABLE t (c "+ty+")", "CREATE TABLE t (c "+ty+" NOT NULL, d INT)",
			"DROP FUNCTION f("+ty+")")
	}
	for _, ty := range fastTypeInputs {
		inputs = append(inputs, "SELECT CAST(x AS "+ty+") FROM t", "SELECT x::"+ty+" FROM t")
	}
	inputs = append(inputs, fastStmtInputs...)
	inputs = append(inputs, fastCastInputs...)
	took := 0
	for _, d := range All() {
		for _, sql := range inputs {
			if ok, _ := fastCheck(t, "statements", d, sql); ok {
				took++
			}
		}
	}
	t.Logf("the fast path took %d of %d", took, len(All())*len(inputs))
	for _, c := range fastMustTake {
		d, _ := Lookup(c[0])
		if ok, why := fastCheck(t, "must take", d, c[1]); !ok {
			t.Errorf("%s: the fast path gave up (%s) on\n%s", c[0], why, c[1])
		}
	}
	// What the builder reports about is left to the ANTLR path.
	d, _ := Lookup("postgres")
	for _, sql := range []string{"CREATE TABLE t (c TIMESTAMP WITH LOCAL TIME ZONE)", "CREATE TABLE t (c INT DEFAULT 1)"} {
		if ok, _ := fastCheck(t, "diag", d, sql); ok {
			t.Errorf("the fast path took %q, which has a diagnostic", sql)
		}
	}
}
