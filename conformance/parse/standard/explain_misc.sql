-- dialect: postgres
-- explain a lateral query
EXPLAIN
SELECT c.customer_id, r.order_id
FROM customers c
CROSS JOIN LATERAL (SELECT order_id FROM orders o WHERE o.customer_id = c.customer_id LIMIT 1) r;

-- dialect: postgres
-- explain analyze with options
EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
SELECT tag, count(*) FROM articles, unnest(tags) AS t(tag) GROUP BY tag;

-- dialect: postgres
-- explain analyze verbose shorthand
EXPLAIN ANALYZE VERBOSE
SELECT * FROM orders WHERE amount > 1000;

-- dialect: duckdb
-- duckdb explain analyze
EXPLAIN ANALYZE
SELECT region, sum(units) FROM sales GROUP BY ALL;

-- dialect: drill
-- drill explain plan for
EXPLAIN PLAN FOR
SELECT t.order_id, FLATTEN(t.items) AS item FROM dfs.`/data/orders.json` t;

-- dialect: drill
-- drill explain without implementation
EXPLAIN PLAN WITHOUT IMPLEMENTATION FOR
SELECT COUNT(*) FROM dfs.`/data/orders.json`;

-- dialect: duckdb
-- duckdb describe and summarize
SUMMARIZE SELECT * FROM orders;

-- dialect: duckdb
-- duckdb pivot statement
PIVOT sales ON region USING sum(units) GROUP BY product;

-- dialect: duckdb
-- duckdb unpivot statement
UNPIVOT quarterly_sales ON q1, q2, q3, q4 INTO NAME quarter VALUE amount;

-- dialect: postgres
-- prepared statement
PREPARE recent_orders (date) AS
SELECT * FROM orders WHERE created_at >= $1;

-- dialect: postgres
-- execute prepared statement
EXECUTE recent_orders ('2024-03-01');

-- dialect: postgres
-- set a session variable
SET work_mem = '256MB';

-- dialect: duckdb
-- duckdb attach a database
ATTACH 'analytics.duckdb' AS analytics (READ_ONLY);

-- dialect: postgres
-- tablesample in postgres
SELECT * FROM events TABLESAMPLE BERNOULLI (1) REPEATABLE (42);

-- dialect: duckdb
-- duckdb using sample
SELECT * FROM events USING SAMPLE 10%;

-- dialect: postgres
-- window functions inside explain
EXPLAIN
SELECT user_id, row_number() OVER (PARTITION BY user_id ORDER BY ts) FROM page_hits;
