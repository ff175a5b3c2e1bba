-- dialect: spark
-- lateral subquery after a comma
SELECT c.customer_id, recent.order_id, recent.amount
FROM customers c,
LATERAL (
  SELECT o.order_id, o.amount
  FROM orders o
  WHERE o.customer_id = c.customer_id
  ORDER BY o.created_at DESC
  LIMIT 3
) recent;

-- dialect: spark
-- JOIN LATERAL with an aggregate per outer row
SELECT u.user_id, s.total_spend
FROM users u
JOIN LATERAL (
  SELECT sum(o.amount) AS total_spend
  FROM orders o
  WHERE o.user_id = u.user_id
) s;

-- dialect: spark
-- LEFT JOIN LATERAL keeps users without sessions
SELECT u.user_id, last_s.started_at
FROM users u
LEFT JOIN LATERAL (
  SELECT s.started_at
  FROM sessions s
  WHERE s.user_id = u.user_id
  ORDER BY s.started_at DESC
  LIMIT 1
) last_s ON true;

-- dialect: spark
-- CROSS JOIN LATERAL computing derived columns
SELECT p.product_id, calc.net_price, calc.tax
FROM products p
CROSS JOIN LATERAL (
  SELECT p.list_price * (1 - p.discount) AS net_price,
         p.list_price * 0.19 AS tax
) calc;

-- dialect: spark
-- lateral subquery referencing two outer tables
SELECT o.order_id, w.warehouse_id
FROM orders o
JOIN customers c ON c.customer_id = o.customer_id,
LATERAL (
  SELECT wh.warehouse_id
  FROM warehouses wh
  WHERE wh.region = c.region
  ORDER BY wh.capacity DESC
  LIMIT 1
) w;

-- dialect: spark
-- range table valued function with one argument
SELECT id
FROM range(10);

-- dialect: spark
-- range with start, end and step
SELECT id AS hour_of_day
FROM range(0, 24, 1) AS hours;

-- dialect: spark
-- range joined to build a calendar
SELECT date_add(DATE '2024-01-01', CAST(r.id AS INT)) AS d
FROM range(366) r
WHERE year(date_add(DATE '2024-01-01', CAST(r.id AS INT))) = 2024;

-- dialect: spark
-- explode as a table valued function
SELECT col AS fruit
FROM explode(array('apple', 'banana', 'cherry'));

-- dialect: spark
-- explode of a map in FROM gives key and value
SELECT key, value
FROM explode(map('a', 1, 'b', 2));

-- dialect: spark
-- posexplode in FROM with column aliases
SELECT t.pos, t.name
FROM posexplode(array('x', 'y', 'z')) AS t(pos, name);

-- dialect: spark
-- inline in FROM with column aliases
SELECT s.code, s.qty
FROM inline(array(struct('A1', 3), struct('B7', 5))) AS s(code, qty);

-- dialect: spark
-- stack in FROM
SELECT *
FROM stack(2, 'north', 100, 'south', 80) AS t(region, target);

-- dialect: spark
-- correlated explode in FROM after a comma
SELECT o.order_id, li.col AS sku
FROM orders o, LATERAL explode(o.skus) li;

-- dialect: spark
-- lateral explode table function with ordinality style position
SELECT o.order_id, x.pos, x.sku
FROM orders o, LATERAL posexplode(o.skus) AS x(pos, sku);

-- dialect: spark
-- range cross joined with a table
SELECT s.store_id, r.id AS slot
FROM stores s
CROSS JOIN range(0, 48) r
WHERE s.open_24h = true;

-- dialect: spark
-- lateral subquery using a values list
SELECT e.event_id, v.label
FROM events e,
LATERAL (SELECT 'created' AS label WHERE e.created_at IS NOT NULL
         UNION ALL
         SELECT 'closed' AS label WHERE e.closed_at IS NOT NULL) v;

-- dialect: spark
-- lateral subquery with a window in the outer query
SELECT c.customer_id, t.order_id,
       rank() OVER (PARTITION BY c.segment ORDER BY t.amount DESC) AS rnk
FROM customers c
JOIN LATERAL (
  SELECT order_id, amount FROM orders WHERE customer_id = c.customer_id
) t;

-- dialect: spark
-- inline table values in FROM
SELECT code, label
FROM VALUES ('A', 'active'), ('I', 'inactive'), ('S', 'suspended') AS status_map(code, label);

-- dialect: spark
-- json_tuple as a table function
SELECT j.c0 AS level, j.c1 AS msg
FROM logs l, LATERAL json_tuple(l.payload, 'level', 'msg') j;

-- dialect: spark
-- explode_outer in FROM with alias
SELECT u.user_id, t.col AS device
FROM users u
LEFT JOIN LATERAL explode_outer(u.devices) t ON true;

-- dialect: spark
-- range with numPartitions and a filter
SELECT id
FROM range(0, 1000000, 1, 8)
WHERE id % 1000 = 0;
