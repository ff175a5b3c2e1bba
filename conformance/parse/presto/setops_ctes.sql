-- simple CTE
WITH active AS (
  SELECT user_id FROM users WHERE last_seen >= DATE '2024-03-01'
)
SELECT count(*) FROM active;

-- chained CTEs
WITH orders_2024 AS (
  SELECT * FROM orders WHERE order_date >= DATE '2024-01-01'
),
per_customer AS (
  SELECT customer_id, sum(amount) AS total FROM orders_2024 GROUP BY customer_id
)
SELECT c.name, p.total
FROM per_customer p
JOIN customers c ON c.customer_id = p.customer_id
ORDER BY p.total DESC
LIMIT 10;

-- CTE with column aliases
WITH totals (region, amount) AS (
  SELECT region, sum(sales) FROM store_sales GROUP BY region
)
SELECT * FROM totals WHERE amount > 1000;

-- UNION ALL
SELECT user_id, event_time, 'web' AS source FROM web_events
UNION ALL
SELECT user_id, event_time, 'app' AS source FROM app_events;

-- UNION distinct
SELECT email FROM newsletter_subscribers
UNION
SELECT email FROM customers;

-- INTERSECT
SELECT user_id FROM buyers_2023
INTERSECT
SELECT user_id FROM buyers_2024;

-- EXCEPT
SELECT user_id FROM buyers_2023
EXCEPT
SELECT user_id FROM buyers_2024;

-- dialect: trino
-- INTERSECT ALL and EXCEPT ALL
SELECT sku FROM warehouse_a
INTERSECT ALL
SELECT sku FROM warehouse_b
EXCEPT ALL
SELECT sku FROM discontinued;

-- dialect: trino
-- FETCH FIRST n ROWS ONLY
SELECT product_id, sales
FROM product_sales
ORDER BY sales DESC
FETCH FIRST 5 ROWS ONLY;

-- dialect: trino
-- OFFSET with LIMIT for pagination
SELECT user_id, score
FROM leaderboard
ORDER BY score DESC
OFFSET 20 ROWS
LIMIT 10;

-- dialect: trino
-- OFFSET with FETCH NEXT
SELECT user_id, score
FROM leaderboard
ORDER BY score DESC
OFFSET 40 ROWS
FETCH NEXT 20 ROWS ONLY;

-- dialect: trino
-- recursive CTE for a hierarchy
WITH RECURSIVE org (employee_id, manager_id, depth) AS (
  SELECT employee_id, manager_id, 1 FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.employee_id, e.manager_id, o.depth + 1
  FROM employees e
  JOIN org o ON e.manager_id = o.employee_id
)
SELECT * FROM org;

-- dialect: trino
-- recursive CTE generating numbers
WITH RECURSIVE nums (n) AS (
  SELECT 1
  UNION ALL
  SELECT n + 1 FROM nums WHERE n < 100
)
SELECT sum(n) FROM nums;

-- VALUES as a query
VALUES (1, 'one'), (2, 'two'), (3, 'three');

-- values in FROM with aliases
SELECT code, label
FROM (VALUES ('A', 'active'), ('I', 'inactive')) AS t(code, label);

-- TABLE shorthand
TABLE daily_summary;

-- union with order by and limit on the whole result
SELECT name, score FROM team_a
UNION ALL
SELECT name, score FROM team_b
ORDER BY score DESC
LIMIT 5;

-- parenthesized set operation branches
(SELECT user_id FROM trial_users)
UNION
(SELECT user_id FROM paid_users);

-- CTE feeding set operations
WITH web AS (SELECT user_id FROM web_events WHERE ds = '2024-03-01'),
     app AS (SELECT user_id FROM app_events WHERE ds = '2024-03-01')
SELECT user_id FROM web
INTERSECT
SELECT user_id FROM app;

-- union inside a derived table with aggregate outside
SELECT src, count(*) AS n
FROM (
  SELECT 'web' AS src, user_id FROM web_events
  UNION ALL
  SELECT 'app' AS src, user_id FROM app_events
) u
GROUP BY src;

-- DISTINCT select with limit
SELECT DISTINCT country, device
FROM sessions
WHERE ds = '2024-03-02'
LIMIT 100;

-- limit all
SELECT * FROM small_lookup ORDER BY id LIMIT ALL;

-- subquery in select and where with CTE
WITH vip AS (SELECT customer_id FROM customers WHERE tier = 'gold')
SELECT o.order_id,
       (SELECT count(*) FROM vip) AS vip_count
FROM orders o
WHERE o.customer_id IN (SELECT customer_id FROM vip);

-- dialect: trino
-- fetch first without count defaults to one row
SELECT * FROM events ORDER BY event_time DESC FETCH FIRST ROW ONLY;

-- dialect: trino
-- offset alone
SELECT * FROM events ORDER BY event_id OFFSET 100;

-- union of three with different literals
SELECT 'a' AS grp, count(*) AS n FROM events WHERE event_type = 'a'
UNION ALL
SELECT 'b', count(*) FROM events WHERE event_type = 'b'
UNION ALL
SELECT 'c', count(*) FROM events WHERE event_type = 'c';

-- nested with inside a subquery
SELECT *
FROM (
  WITH t AS (SELECT 1 AS x)
  SELECT x FROM t
) sub;
