-- Representative Hive / Spark / Doris queries; every statement must parse.
SELECT `key`, value, pos, col, date, year, position, data, type, map, array, filter FROM t;
SELECT "double quoted string", 'it\'s', 'a' 'b', "tab\there" FROM t;
SELECT 10L, 10S, 10Y, 1.5BD, 1.5D, 2F, 1e3, .5, 1. FROM t;
SELECT a, c FROM t LATERAL VIEW explode(arr) x AS c;
SELECT a, k, v FROM t LATERAL VIEW OUTER explode(m) x AS k, v LATERAL VIEW posexplode(arr) y AS p, e;
SELECT a.id, t.c FROM a JOIN b ON a.id = b.id LATERAL VIEW explode(b.tags) t AS c LATERAL VIEW explode(a.xs) u AS d;
SELECT u.id, tag FROM users u JOIN page_views pv LATERAL VIEW explode(pv.tags) t AS tag ON u.user_id = pv.user_id;
SELECT explode(m) AS (k, v) FROM t;
SELECT posexplode(arr) AS (pos, val) FROM t;
SELECT inline(array(struct(1, 'a'), struct(2, 'b')));
SELECT stack(2, 'a', 1, 'b', 2) AS (name, n);
SELECT json_tuple(j, 'a', 'b') FROM t;
SELECT a FROM t SORT BY a DESC;
SELECT a FROM t DISTRIBUTE BY a SORT BY b;
SELECT a FROM t CLUSTER BY a;
SELECT array(1, 2, 3), map('a', 1, 'b', 2), struct(1, 'x'), named_struct('a', 1, 'b', 'x');
SELECT array(1, 2)[0], m['key'], s.field, t.s.field FROM t;
SELECT a RLIKE '^x', a REGEXP 'y', a NOT RLIKE 'z', 7 DIV 2, 5 % 2, !true, ~1, 1 & 2 | 3 ^ 4 FROM t;
SELECT a <=> b, a == b, a != b FROM t;
SELECT transform(arr, x -> x + 1), filter(arr, x -> x > 0), aggregate(arr, 0, (acc, x) -> acc + x) FROM t;
SELECT exists(arr, x -> x IS NULL), zip_with(a, b, (x, y) -> x * y) FROM t;
SELECT * FROM range(10);
SELECT * FROM t, LATERAL (SELECT max(v) AS m FROM u WHERE u.id = t.id);
SELECT * FROM a LEFT SEMI JOIN b ON a.id = b.id LEFT ANTI JOIN c ON a.id = c.id;
INSERT OVERWRITE TABLE t PARTITION (dt = '2024-01-01', hr) SELECT a, b, hr FROM s;
INSERT INTO TABLE t SELECT * FROM s;
INSERT INTO t VALUES (1, 'a'), (2, 'b');
LOAD DATA LOCAL INPATH '/tmp/data.csv' OVERWRITE INTO TABLE t PARTITION (dt = '2024-01-01');
LOAD DATA INPATH 'hdfs:///x' INTO TABLE db.t;
CREATE EXTERNAL TABLE IF NOT EXISTS db.t (
  id BIGINT COMMENT 'the id',
  tags ARRAY<STRING>,
  props MAP<STRING, ARRAY<INT>>,
  s STRUCT<a:INT, b:STRING COMMENT 'b', c:ARRAY<STRUCT<d:DOUBLE>>>,
  amount DECIMAL(10, 2)
)
COMMENT 'table'
PARTITIONED BY (dt STRING, hr INT)
CLUSTERED BY (id) SORTED BY (id ASC) INTO 32 BUCKETS
ROW FORMAT DELIMITED FIELDS TERMINATED BY '\t' COLLECTION ITEMS TERMINATED BY ',' MAP KEYS TERMINATED BY ':' LINES TERMINATED BY '\n'
STORED AS TEXTFILE
LOCATION '/data/t'
TBLPROPERTIES ('k' = 'v');
CREATE TABLE t2 STORED AS ORC AS SELECT * FROM t;
CREATE TABLE t3 USING parquet AS SELECT 1 AS a;
CREATE TEMPORARY FUNCTION f AS 'com.example.F' USING JAR '/tmp/f.jar';
SELECT a, b, count(*) FROM t GROUP BY a, b WITH ROLLUP;
SELECT a, b, count(*) FROM t GROUP BY a, b GROUPING SETS ((a, b), a, ());
SELECT CAST(a AS STRING), CAST(b AS ARRAY<INT>), CAST(c AS MAP<STRING, STRUCT<x:INT>>) FROM t;
SELECT date_add(d, 1), d + INTERVAL 1 DAY, d - INTERVAL '2' HOUR, INTERVAL 2 HOURS 30 MINUTES FROM t;
SELECT IF(a > 1, 'x', 'y'), CASE a WHEN 1 THEN 'one' ELSE 'other' END, nvl(a, 0) FROM t;
SELECT a, row_number() OVER (PARTITION BY b ORDER BY c DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM t;
SELECT a, sum(b) OVER (DISTRIBUTE BY a SORT BY c) FROM t;
WITH x AS (SELECT 1 AS a) SELECT a FROM x UNION ALL SELECT 2;
WITH src AS (SELECT * FROM raw) FROM src SELECT a, count(*) GROUP BY a;
FROM src INSERT OVERWRITE TABLE a SELECT x WHERE y = 1 INSERT INTO TABLE b SELECT x, y;
SELECT * FROM a FULL OUTER JOIN b ON a.k = b.k JOIN c USING (k) CROSS JOIN d;
SELECT a.* , b.`weird col` FROM db.`table` a JOIN b;
SELECT * FROM t LIMIT 10;
SELECT * FROM t LIMIT 5, 10;
SET hive.exec.dynamic.partition.mode=nonstrict;
SET spark.sql.shuffle.partitions = 200;
EXPLAIN EXTENDED SELECT 1;
DROP TABLE IF EXISTS t PURGE;
SELECT `select`, `from` FROM `where`;;
