-- simple CTE
WITH active AS (
  SELECT user_id FROM users WHERE last_seen >= '2024-03-01'
)
SELECT count(*) AS active_users
FROM active;

-- multiple CTEs referencing each other
WITH orders_2024 AS (
  SELECT * FROM orders WHERE order_date >= '2024-01-01'
),
per_customer AS (
  SELECT customer_id, sum(amount) AS total
  FROM orders_2024
  GROUP BY customer_id
)
SELECT c.name, p.total
FROM per_customer p
JOIN customers c ON c.customer_id = p.customer_id
ORDER BY p.total DESC
LIMIT 10;

-- UNION ALL of two sources
SELECT user_id, event_time, 'web' AS source FROM web_events
UNION ALL
SELECT user_id, event_time, 'app' AS source FROM app_events;

-- UNION removes duplicates
SELECT email FROM newsletter_subscribers
UNION
SELECT email FROM customers;

-- INTERSECT of two user sets
SELECT user_id FROM buyers_2023
INTERSECT
SELECT user_id FROM buyers_2024;

-- EXCEPT to find churned buyers
SELECT user_id FROM buyers_2023
EXCEPT
SELECT user_id FROM buyers_2024;

-- dialect: hive
-- INTERSECT ALL and EXCEPT DISTINCT
SELECT sku FROM warehouse_a
INTERSECT ALL
SELECT sku FROM warehouse_b
EXCEPT DISTINCT
SELECT sku FROM discontinued;

-- dialect: doris
-- MINUS is a synonym for EXCEPT in doris
SELECT user_id FROM all_users
MINUS
SELECT user_id FROM banned_users;

-- CTE feeding a union
WITH web AS (SELECT user_id FROM web_events WHERE dt = '2024-03-01'),
     app AS (SELECT user_id FROM app_events WHERE dt = '2024-03-01')
SELECT user_id, 'web' AS src FROM web
UNION ALL
SELECT user_id, 'app' AS src FROM app;

-- union inside a subquery with an aggregate outside
SELECT src, count(*) AS n
FROM (
  SELECT 'web' AS src, user_id FROM web_events
  UNION ALL
  SELECT 'app' AS src, user_id FROM app_events
) u
GROUP BY src;

-- scalar subquery in the select list
SELECT o.order_id, o.amount,
       (SELECT avg(amount) FROM orders) AS avg_amount
FROM orders o;

-- IN subquery with a CTE
WITH vip AS (SELECT customer_id FROM customers WHERE tier = 'gold')
SELECT order_id
FROM orders
WHERE customer_id IN (SELECT customer_id FROM vip);

-- dialect: hive
-- hive FROM-first query with a CTE
WITH src AS (SELECT * FROM raw_events WHERE dt = '2024-03-01')
FROM src
SELECT event_type, count(*)
GROUP BY event_type;

-- union all with order by and limit applied to the whole result
SELECT name, score FROM team_a
UNION ALL
SELECT name, score FROM team_b
ORDER BY score DESC
LIMIT 5;

-- dialect: spark
-- recursive-free hierarchy with nested CTEs in spark
WITH level1 AS (
  WITH roots AS (SELECT id, name FROM categories WHERE parent_id IS NULL)
  SELECT c.id, c.name, r.name AS root_name
  FROM categories c JOIN roots r ON c.parent_id = r.id
)
SELECT * FROM level1;

-- dialect: spark
-- VALUES as a standalone query
VALUES (1, 'one'), (2, 'two'), (3, 'three');

-- dialect: spark
-- CTE with column aliases
WITH totals(region, amount) AS (
  SELECT region, sum(sales) FROM store_sales GROUP BY region
)
SELECT region, amount FROM totals WHERE amount > 1000;

-- dialect: doris
-- doris CTE with column list and limit offset
WITH t (k, v) AS (SELECT id, amount FROM payments)
SELECT k, v FROM t ORDER BY v DESC LIMIT 10 OFFSET 20;

-- NOT EXISTS anti pattern
SELECT c.customer_id
FROM customers c
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id);

-- union all of three branches with different literals
SELECT 'a' AS grp, count(*) AS n FROM events WHERE event_type = 'a'
UNION ALL
SELECT 'b', count(*) FROM events WHERE event_type = 'b'
UNION ALL
SELECT 'c', count(*) FROM events WHERE event_type = 'c';

-- dialect: spark
-- set operation with parenthesized branches
(SELECT user_id FROM trial_users)
UNION
(SELECT user_id FROM paid_users ORDER BY user_id LIMIT 100);

-- DISTINCT select
SELECT DISTINCT country, device
FROM sessions
WHERE dt = '2024-03-02';
