-- explain a query
EXPLAIN
SELECT country, count(*) FROM users GROUP BY country;

-- explain distributed plan
EXPLAIN (TYPE DISTRIBUTED)
SELECT o.order_id, c.name
FROM orders o JOIN customers c ON o.customer_id = c.customer_id;

-- explain logical plan in graphviz format
EXPLAIN (TYPE LOGICAL, FORMAT GRAPHVIZ)
SELECT tag, count(*) FROM page_views CROSS JOIN UNNEST(tags) AS t(tag) GROUP BY tag;

-- explain analyze
EXPLAIN ANALYZE
SELECT ds, approx_distinct(user_id) FROM events WHERE ds >= '2024-03-01' GROUP BY ds;

-- explain analyze verbose
EXPLAIN ANALYZE VERBOSE
SELECT * FROM orders WHERE amount > 1000;

-- explain an insert
EXPLAIN
INSERT INTO order_archive SELECT * FROM orders WHERE order_date < DATE '2023-01-01';

-- explain validate
EXPLAIN (TYPE VALIDATE)
SELECT user_id FROM users WHERE email LIKE '%@example.com';

-- explain in json format
EXPLAIN (FORMAT JSON)
SELECT count(*) FROM events;

-- explain io
EXPLAIN (TYPE IO, FORMAT JSON)
SELECT * FROM hive.web.page_views WHERE ds = '2024-03-01';

-- show tables and schemas
SHOW TABLES FROM hive.web LIKE 'page%';

-- show columns
SHOW COLUMNS FROM orders;

-- describe a table
DESCRIBE orders;

-- show create table
SHOW CREATE TABLE orders;

-- show partitions via the hidden table
SELECT * FROM hive.web."page_views$partitions" ORDER BY ds DESC LIMIT 10;

-- use a schema
USE hive.web;

-- set a session property
SET SESSION query_max_run_time = '2h';

-- prepare and execute
PREPARE recent_orders FROM
SELECT * FROM orders WHERE order_date >= ? AND amount > ?;

-- execute a prepared statement
EXECUTE recent_orders USING DATE '2024-03-01', 100;

-- show functions like
SHOW FUNCTIONS LIKE 'array%';

-- show stats for a table
SHOW STATS FOR orders;

-- show stats for a query
SHOW STATS FOR (SELECT * FROM orders WHERE amount > 100);
