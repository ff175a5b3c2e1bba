-- The warm-up corpus of Warm: common query shapes, most common first, parsed once so that the
-- parser's prediction cache (ANTLR's DFA, shared by all parsers of the process) holds the
-- states ordinary queries need before the first real one arrives. A section starts with a
-- "-- family: NAME" line; statements end with ';' at the end of a line.
-- family: standard
SELECT a, b.c, count(*) AS n, sum(x) AS s FROM t JOIN u AS b ON t.id = b.id WHERE t.x > 1 AND b.y = 'a' GROUP BY a, b.c ORDER BY n DESC LIMIT 10;
SELECT DISTINCT t.id, lower(t.name), coalesce(t.v, 0) + 1, t.a * 2 - t.b / 3, t.s || '-' FROM db.t t LEFT JOIN u ON u.id = t.id WHERE t.d >= DATE '2024-01-01' OR t.k IN (1, 2, 3) OR t.n LIKE 'x%' OR t.z IS NULL OR t.w BETWEEN 1 AND 10;
SELECT id, CASE WHEN a > 0 THEN 'pos' WHEN a < 0 THEN 'neg' ELSE 'zero' END AS sign, CAST(b AS varchar), count(DISTINCT c), max(d) FILTER (WHERE e <> 1) FROM t GROUP BY id, 2, 3 HAVING count(*) > 1;
SELECT id, row_number() OVER (PARTITION BY g ORDER BY ts DESC) AS rn, sum(v) OVER (ORDER BY ts ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM t;
WITH x AS (SELECT id, v FROM t WHERE NOT flag), y AS (SELECT * FROM x) SELECT * FROM y WHERE EXISTS (SELECT 1 FROM u WHERE u.id = y.id) AND v IN (SELECT v FROM z) UNION ALL SELECT 1, 2 ORDER BY 1;
SELECT t.id, u.tag, u.pos FROM t CROSS JOIN LATERAL unnest(t.tags) WITH ORDINALITY AS u(tag, pos) LEFT JOIN LATERAL (SELECT avg(x) AS a FROM unnest(t.nums) AS n(x)) s ON TRUE;
SELECT id, unnest(tags) AS tag, generate_series(1, 3) FROM t, generate_series(1, t.n) AS g(i) WHERE t.a::int > 0;
SELECT a[1], m['k'], s.f, ARRAY[1, 2], -x, x % 2, 1.5, 1e3, TRUE, NULL, INTERVAL '1 day', now() - INTERVAL '7 days' FROM t;
INSERT INTO t (a, b) SELECT a, b FROM u WHERE a IS NOT NULL;
CREATE TABLE t (id bigint, name varchar(10), tags text[], amount numeric(10, 2), created timestamp);
-- family: hive
SELECT u.id, t.tag, count(*) AS n FROM users u JOIN events e ON u.id = e.uid LATERAL VIEW explode(e.tags) t AS tag WHERE e.dt = '2024-03-01' AND u.country IN ('US', 'DE') GROUP BY u.id, t.tag ORDER BY n DESC LIMIT 100;
SELECT id, pos, v FROM t LATERAL VIEW OUTER posexplode(arr) p AS pos, v LATERAL VIEW explode(m) q AS k, w WHERE k <> 'x';
SELECT explode(tags) AS tag, `weird col`, "str", get_json_object(j, '$.a'), size(arr), arr[0], m['k'], named_struct('a', 1), array(1, 2), map('a', 1) FROM db.t;
SELECT a, b, sum(c) FROM t WHERE a RLIKE '^x' AND b DIV 2 > 1 GROUP BY a, b DISTRIBUTE BY a SORT BY b;
INSERT OVERWRITE TABLE t PARTITION (dt = '2024-03-01') SELECT a, transform(xs, x -> x * 2), IF(a > 1, 'x', 'y'), nvl(b, 0), CAST(c AS STRING) FROM s;
CREATE TABLE t (id BIGINT, tags ARRAY<STRING>, props MAP<STRING, INT>, s STRUCT<a:INT, b:STRING>) PARTITIONED BY (dt STRING) STORED AS ORC;
-- family: presto
SELECT o.id, li.sku, li.qty * li.price AS total FROM orders o CROSS JOIN UNNEST(o.items) WITH ORDINALITY AS li(sku, qty, price, pos) WHERE o.ts >= TIMESTAMP '2024-01-01 00:00:00' AND TRY_CAST(o.status AS INTEGER) = 2 ORDER BY total DESC LIMIT 50;
SELECT c.name, t.tag, transform(c.tags, x -> upper(x)), count(*) FILTER (WHERE o.amount > 100) FROM customers c LEFT JOIN UNNEST(c.tags) AS t(tag) ON TRUE JOIN orders o ON o.cid = c.id GROUP BY 1, 2, 3;
SELECT "id", ARRAY[1, 2][1], CAST(x AS ARRAY(VARCHAR)), ROW(1, 'a'), element_at(m, 'k'), date_add('day', 1, d), x AT TIME ZONE 'UTC' FROM "db"."t" OFFSET 2 LIMIT 3;
