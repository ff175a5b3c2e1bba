-- simple CTE
WITH active AS (
  SELECT user_id FROM users WHERE last_seen >= DATE '2024-03-01'
)
SELECT COUNT(*) FROM active;

-- chained CTEs
WITH orders_2024 AS (
  SELECT * FROM orders WHERE order_date >= DATE '2024-01-01'
),
per_customer AS (
  SELECT customer_id, SUM(amount) AS total FROM orders_2024 GROUP BY customer_id
)
SELECT c.name, p.total
FROM per_customer p
JOIN customers c ON c.customer_id = p.customer_id
ORDER BY p.total DESC
FETCH FIRST 10 ROWS ONLY;

-- dialect: postgres
-- recursive CTE walking an org chart
WITH RECURSIVE org AS (
  SELECT employee_id, manager_id, name, 1 AS depth
  FROM employees
  WHERE manager_id IS NULL
  UNION ALL
  SELECT e.employee_id, e.manager_id, e.name, o.depth + 1
  FROM employees e
  JOIN org o ON e.manager_id = o.employee_id
)
SELECT * FROM org ORDER BY depth, name;

-- dialect: postgres
-- recursive CTE with column list generating numbers
WITH RECURSIVE nums (n) AS (
  VALUES (1)
  UNION ALL
  SELECT n + 1 FROM nums WHERE n < 100
)
SELECT sum(n) FROM nums;

-- dialect: postgres
-- recursive CTE with search and cycle clauses
WITH RECURSIVE graph_walk (node_id, parent_id) AS (
  SELECT node_id, parent_id FROM graph WHERE node_id = 1
  UNION ALL
  SELECT g.node_id, g.parent_id FROM graph g JOIN graph_walk w ON g.parent_id = w.node_id
) SEARCH DEPTH FIRST BY node_id SET ordercol
  CYCLE node_id SET is_cycle USING path
SELECT * FROM graph_walk ORDER BY ordercol;

-- dialect: duckdb
-- duckdb recursive CTE building a path string
WITH RECURSIVE paths (id, path) AS (
  SELECT id, name FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, p.path || ' > ' || c.name
  FROM categories c JOIN paths p ON c.parent_id = p.id
)
SELECT * FROM paths;

-- dialect: postgres
-- VALUES list as a query
VALUES (1, 'one'), (2, 'two'), (3, 'three');

-- dialect: postgres
-- VALUES in FROM with column aliases
SELECT v.code, v.label
FROM (VALUES ('A', 'active'), ('I', 'inactive'), ('S', 'suspended')) AS v(code, label);

-- dialect: postgres
-- VALUES joined to a table
SELECT o.order_id, p.priority
FROM orders o
JOIN (VALUES ('express', 1), ('standard', 2)) AS p(ship_method, priority) USING (ship_method);

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

-- dialect: postgres
-- INTERSECT ALL and EXCEPT ALL
SELECT sku FROM warehouse_a
INTERSECT ALL
SELECT sku FROM warehouse_b
EXCEPT ALL
SELECT sku FROM discontinued;

-- LIMIT and OFFSET
SELECT user_id, score
FROM leaderboard
ORDER BY score DESC
LIMIT 10 OFFSET 20;

-- OFFSET and FETCH FIRST
SELECT user_id, score
FROM leaderboard
ORDER BY score DESC
OFFSET 40 ROWS
FETCH FIRST 20 ROWS ONLY;

-- dialect: postgres
-- FETCH FIRST WITH TIES
SELECT product_id, sales
FROM product_sales
ORDER BY sales DESC
FETCH FIRST 5 ROWS WITH TIES;

-- dialect: postgres
-- data modifying CTE
WITH moved AS (
  DELETE FROM orders WHERE order_date < DATE '2020-01-01' RETURNING *
)
INSERT INTO order_archive SELECT * FROM moved;

-- dialect: postgres
-- materialized CTE hint
WITH expensive AS MATERIALIZED (
  SELECT customer_id, sum(amount) AS total FROM orders GROUP BY customer_id
)
SELECT * FROM expensive WHERE total > 1000;

-- dialect: postgres
-- not materialized CTE
WITH recent AS NOT MATERIALIZED (
  SELECT * FROM events WHERE created_at > now() - interval '1 hour'
)
SELECT event_type, count(*) FROM recent GROUP BY event_type;

-- union with order by over the whole result
SELECT name, score FROM team_a
UNION ALL
SELECT name, score FROM team_b
ORDER BY score DESC;

-- parenthesized set operations
(SELECT user_id FROM trial_users)
UNION
(SELECT user_id FROM paid_users)
EXCEPT
(SELECT user_id FROM banned_users);

-- CTE feeding set operations
WITH web AS (SELECT user_id FROM web_events),
     app AS (SELECT user_id FROM app_events)
SELECT user_id FROM web
INTERSECT
SELECT user_id FROM app;

-- EXISTS correlated subquery
SELECT c.customer_id
FROM customers c
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.amount > 1000);

-- dialect: duckdb
-- duckdb union by name
SELECT user_id, email FROM old_users
UNION ALL BY NAME
SELECT email, user_id, signup_source FROM new_users;

-- dialect: duckdb
-- duckdb from first with limit
FROM events
SELECT event_type, count(*) AS n
GROUP BY event_type
ORDER BY n DESC
LIMIT 5;

-- dialect: duckdb
-- duckdb values with struct and list columns
SELECT *
FROM (VALUES (1, [1, 2], {'a': 1}), (2, [3], {'a': 2})) AS t(id, xs, s);

-- dialect: drill
-- drill CTE over a json file
WITH src AS (
  SELECT t.user_id, t.event_type FROM dfs.`/data/events.json` t
)
SELECT event_type, COUNT(*) AS n
FROM src
GROUP BY event_type;

-- union inside a derived table
SELECT src, COUNT(*) AS n
FROM (
  SELECT 'web' AS src, user_id FROM web_events
  UNION ALL
  SELECT 'app' AS src, user_id FROM app_events
) u
GROUP BY src;

-- dialect: postgres
-- table command shorthand
TABLE daily_summary;

-- DISTINCT with order by
SELECT DISTINCT country
FROM users
ORDER BY country;

-- dialect: postgres
-- limit all and offset only
SELECT * FROM events ORDER BY event_id LIMIT ALL OFFSET 100;
