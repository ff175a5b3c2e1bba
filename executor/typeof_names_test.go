package executor_test

import "testing"

// TestSparkTypeof: Spark's typeof names the static type as Spark's DDL
// does (typeof(1) is int, typeof(array(1)) array<int>; executor/
// typeof_names.go), for a declared column, a CAST and an integer, string
// or boolean literal.
func TestSparkTypeof(t *testing.T) {
	setup := []string{
		"CREATE TABLE st (i INT, b BIGINT, s SMALLINT, y TINYINT, f FLOAT, d DOUBLE, str STRING, bo BOOLEAN, dt DATE, bi BINARY, a ARRAY<INT>, dec DECIMAL(10,2), v VARCHAR(5), ts TIMESTAMP)",
		"INSERT INTO st VALUES (1, 2, 3, 4, 1.5, 2.5, 'x', true, DATE '2020-01-01', NULL, array(1), 1.5, 'ab', NULL)",
	}
	for _, c := range []sqlCase{
		// bi holds a NULL: the name is the static type's
		{name: "columns", query: "SELECT typeof(i), typeof(b), typeof(s), typeof(y), typeof(f), typeof(d), typeof(str), typeof(bo), typeof(dt), typeof(bi), typeof(a) FROM st",
			want: []string{"int | bigint | smallint | tinyint | float | double | string | boolean | date | binary | array<int>"}},
		{name: "literals and casts", query: "SELECT typeof(1), typeof('ab'), typeof(true), typeof(CAST(1 AS DOUBLE)), typeof(CAST(NULL AS FLOAT)), typeof(CAST(i AS BIGINT)) FROM st",
			want: []string{"int | string | boolean | double | float | bigint"}},
		{name: "a correlated column", query: "SELECT (SELECT typeof(st.f)) FROM st", want: []string{"float"}},
		// the element parameter of a lambda over a declared array column
		{name: "lambda element", query: "SELECT transform(a, x -> typeof(x)), filter(a, x -> typeof(x) = 'int') FROM st", want: []string{"['int'] | [1]"}},
		{name: "lambda over a computed array", query: "SELECT transform(array(i), x -> typeof(x)) FROM st", err: "typeof of this value is not answered"},
		// no Spark document names these as typeof writes them, or the
		// executor does not keep Spark's type of the expression
		{name: "decimal", query: "SELECT typeof(dec) FROM st", err: "typeof of this value is not answered"},
		{name: "varchar(n)", query: "SELECT typeof(v) FROM st", err: "typeof of this value is not answered"},
		// TIMESTAMP is TIMESTAMP_LTZ under the default
		// spark.sql.timestampType, timestamp; TIMESTAMP_NTZ timestamp_ntz
		// (told apart by the name written: sparkTimestampName)
		{name: "timestamp", query: "SELECT typeof(ts), typeof(CAST(NULL AS TIMESTAMP)), typeof(CAST(NULL AS TIMESTAMP_NTZ)) FROM st", want: []string{"timestamp | timestamp | timestamp_ntz"}},
		{name: "timestamp_ntz column", setup: []string{"CREATE TABLE sn (n TIMESTAMP_NTZ)", "INSERT INTO sn VALUES (NULL)"}, query: "SELECT typeof(n) FROM sn", want: []string{"timestamp_ntz"}},
		{name: "computed timestamp", query: "SELECT typeof(x) FROM (SELECT coalesce(ts, ts) AS x FROM st) q", err: "the column x is not one of a table CREATE TABLE declared"},
		{name: "passed timestamp", query: "SELECT typeof(x) FROM (SELECT ts AS x FROM st) q", want: []string{"timestamp"}},
		// TIMESTAMP_LTZ, Spark's TimestampType
		{name: "timestamp_ltz", query: "SELECT typeof(CAST(NULL AS TIMESTAMP_LTZ))", want: []string{"timestamp"}},
		{name: "NULL", query: "SELECT typeof(NULL)", err: "typeof of this value is not answered"},
		{name: "decimal literal", query: "SELECT typeof(1.5)", err: "typeof of this value is not answered"},
		{name: "bigint literal", query: "SELECT typeof(3000000000)", err: "typeof of this value is not answered"},
		{name: "arithmetic", query: "SELECT typeof(i + 1) FROM st", err: "typeof of this value is not answered"},
		// a declared column passed unchanged through a derived table, a
		// WITH query, a filter, a sort, a limit keeps its type; a computed
		// item, an aggregate, a set operation's column are not answered
		{name: "derived column", query: "SELECT typeof(x), typeof(q.bo) FROM (SELECT d AS x, bo FROM st WHERE i > 0 ORDER BY i LIMIT 5) q", want: []string{"double | boolean"}},
		{name: "nested derived and WITH", query: "WITH w AS (SELECT bo AS c FROM st) SELECT typeof(z) FROM (SELECT DISTINCT c AS z FROM w) q", want: []string{"boolean"}},
		{name: "derived computed", query: "SELECT typeof(x) FROM (SELECT d + 0 AS x FROM st) q", err: "the column x is not one of a table CREATE TABLE declared"},
		{name: "derived grouping key", query: "SELECT typeof(x) FROM (SELECT bo AS x FROM st GROUP BY bo) q", want: []string{"boolean"}},
		{name: "derived aggregate", query: "SELECT typeof(x) FROM (SELECT max(bo) AS x FROM st) q", err: "the column x is not one of a table CREATE TABLE declared"},
		{name: "derived union", query: "SELECT typeof(x) FROM (SELECT bo AS x FROM st UNION ALL SELECT bo FROM st) q", err: "the column x is not one of a table CREATE TABLE declared"},
	} {
		c.dialect, c.setup = "spark", append(append([]string(nil), setup...), c.setup...)
		runSQL(t, c)
	}
}

// TestTrinoTypeof: Trino's and Presto's typeof name the static type as
// their documentation's examples do (typeof(123) is integer,
// typeof('cat') varchar(3), executor/typeof_names.go).
func TestTrinoTypeof(t *testing.T) {
	setup := []string{
		"CREATE TABLE tt (i INTEGER, b BIGINT, s SMALLINT, y TINYINT, r REAL, d DOUBLE, v VARCHAR, v5 VARCHAR(5), c CHAR(3), bo BOOLEAN, dt DATE, bi VARBINARY, a ARRAY(INTEGER), dec DECIMAL(10,2), ts TIMESTAMP, m MAP(VARCHAR, INTEGER))",
		"INSERT INTO tt VALUES (1, 2, 3, 4, 2.5, 3.5, 'x', 'ab', 'abc', true, DATE '2020-01-01', NULL, ARRAY[1], 1.5, NULL, NULL)",
		"CREATE TABLE tz (a ARRAY(TIMESTAMP(6) WITH TIME ZONE))",
		"INSERT INTO tz VALUES (ARRAY[NULL])",
	}
	for _, dialect := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "columns", query: "SELECT typeof(i), typeof(b), typeof(s), typeof(y), typeof(r), typeof(d), typeof(v), typeof(v5), typeof(c), typeof(bo), typeof(dt), typeof(a), typeof(dec) FROM tt",
				want: []string{"integer | bigint | smallint | tinyint | real | double | varchar | varchar(5) | char(3) | boolean | date | array(integer) | decimal(10,2)"}},
			{name: "literals and casts", query: "SELECT typeof(123), typeof('cat'), typeof(''), typeof(true), typeof(CAST(1 AS DOUBLE)), typeof(CAST(NULL AS REAL)), typeof(TRY_CAST('a' AS VARCHAR))",
				want: []string{"integer | varchar(3) | varchar(0) | boolean | double | real | varchar"}},
			// a TIMESTAMP of no precision: Presto's timestamp, Trino's
			// TIMESTAMP(3), which the executor does not tell from
			// TIMESTAMP(0)
			{name: "timestamp", query: "SELECT typeof(ts) FROM tt", want: []string{"timestamp"},
				err: map[string]string{"trino": "typeof of this value is not answered"}[dialect]},
			{name: "time and timestamp with time zone", query: "SELECT typeof(CAST(NULL AS TIME)), typeof(CAST(NULL AS TIMESTAMP WITH TIME ZONE))", want: []string{"time | timestamp with time zone"},
				err: map[string]string{"trino": "typeof of this value is not answered"}[dialect]},
			// of a declared precision, Trino's names (not Presto's)
			{name: "timestamp(p)", query: "SELECT typeof(CAST(NULL AS TIMESTAMP(6))), typeof(CAST(NULL AS TIMESTAMP(3) WITH TIME ZONE)), typeof(CAST(NULL AS TIME(3)))",
				want: []string{"timestamp(6) | timestamp(3) with time zone | time(3)"}, err: map[string]string{"presto": "typeof of this value is not answered"}[dialect]},
			{name: "timestamp(p) elements", query: "SELECT transform(a, x -> typeof(x)) FROM tz",
				want: []string{"['timestamp(6) with time zone']"}, err: map[string]string{"presto": "typeof of this value is not answered"}[dialect]},
			{name: "map", query: "SELECT typeof(m) FROM tt", err: "typeof of this value is not answered"},
			{name: "varbinary", query: "SELECT typeof(bi) FROM tt", err: "typeof of this value is not answered"},
			{name: "NULL", query: "SELECT typeof(NULL)", err: "typeof of this value is not answered"},
			{name: "decimal literal", query: "SELECT typeof(1.5)", err: "typeof of this value is not answered"},
			{name: "arithmetic", query: "SELECT typeof(cos(2) + 1.5)", err: "typeof of this value is not answered"},
			// DECIMAL(5) is a decimal(5,0), DECIMAL a decimal(38,0), as
			// lateral reads them (dialects/internal/build/types.go,
			// decimalParams)
			{name: "decimal precision", query: "SELECT typeof(CAST(1 AS DECIMAL(5))), typeof(CAST(1 AS DECIMAL)), typeof(CAST(ARRAY[1] AS ARRAY(DECIMAL(3, 1))))",
				want: []string{"decimal(5,0) | decimal(38,0) | array(decimal(3,1))"}},
			{name: "a table made by CREATE TABLE AS", setup: []string{"CREATE TABLE q AS SELECT 1.5 AS x"}, query: "SELECT typeof(x) FROM q", err: "the column x is not one of a table CREATE TABLE declared"},
		} {
			c.dialect = dialect
			c.setup = append(append([]string(nil), setup...), c.setup...)
			c.name = dialect + ": " + c.name
			runSQL(t, c)
		}
	}
}
