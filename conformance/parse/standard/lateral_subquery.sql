-- dialect: postgres
-- cross join lateral for the three latest orders per customer
SELECT c.customer_id, r.order_id, r.created_at
FROM customers c
CROSS JOIN LATERAL (
  SELECT o.order_id, o.created_at
  FROM orders o
  WHERE o.customer_id = c.customer_id
  ORDER BY o.created_at DESC
  LIMIT 3
) r;

-- dialect: postgres
-- left join lateral keeps customers without orders
SELECT c.customer_id, last_o.amount
FROM customers c
LEFT JOIN LATERAL (
  SELECT o.amount
  FROM orders o
  WHERE o.customer_id = c.customer_id
  ORDER BY o.created_at DESC
  LIMIT 1
) last_o ON true;

-- dialect: postgres
-- comma lateral with an aggregate
SELECT u.user_id, s.sessions, s.last_seen
FROM users u,
LATERAL (
  SELECT count(*) AS sessions, max(started_at) AS last_seen
  FROM sessions
  WHERE user_id = u.user_id
) s;

-- comma lateral over unnest of a nested array column
SELECT c.cust_id, o.order_total
FROM customers c,
LATERAL (SELECT u.ord AS order_total FROM UNNEST(c.order_totals) AS u(ord)) o;

-- left outer join lateral over unnest with on true
SELECT c.cust_id, o.order_total
FROM customers c
LEFT OUTER JOIN LATERAL (SELECT u.ord AS order_total FROM UNNEST(c.order_totals) AS u(ord)) o ON TRUE;

-- dialect: drill
-- drill lateral with an aggregate over unnest
SELECT c.cust_name, t.avg_amount
FROM dfs.`/data/customers.json` c,
LATERAL (SELECT AVG(u.o.amount) AS avg_amount FROM UNNEST(c.orders) u(o)) t;

-- dialect: drill
-- drill lateral with a filter and limit per row
SELECT c.cust_id, t.item_type
FROM dfs.tmp.`customers` c,
LATERAL (SELECT u.it.type AS item_type FROM UNNEST(c.items) u(it) WHERE u.it.quantity > 1 LIMIT 2) t;

-- dialect: drill
-- drill left join lateral with on true
SELECT c.cust_id, t.ret_date
FROM dfs.`/data/customers.parquet` c
LEFT JOIN LATERAL (SELECT u.r.return_date AS ret_date FROM UNNEST(c.`returns`) u(r)) t ON TRUE;

-- dialect: postgres
-- lateral computing derived columns once
SELECT p.product_id, calc.net_price, calc.net_price * 0.19 AS vat
FROM products p
CROSS JOIN LATERAL (SELECT p.list_price * (1 - p.discount) AS net_price) calc
WHERE calc.net_price > 10;

-- dialect: postgres
-- nested laterals building on each other
SELECT a.account_id, b.balance, f.flag
FROM accounts a
CROSS JOIN LATERAL (SELECT sum(amount) AS balance FROM ledger l WHERE l.account_id = a.account_id) b
CROSS JOIN LATERAL (SELECT CASE WHEN b.balance < 0 THEN 'overdrawn' ELSE 'ok' END AS flag) f;

-- dialect: postgres
-- lateral values to unpivot columns
SELECT s.store_id, v.channel, v.sales
FROM store_sales s
CROSS JOIN LATERAL (VALUES ('online', s.online_sales), ('offline', s.offline_sales)) AS v(channel, sales);

-- dialect: postgres
-- lateral referencing two previous items
SELECT o.order_id, w.warehouse_id
FROM orders o
JOIN customers c ON c.customer_id = o.customer_id
CROSS JOIN LATERAL (
  SELECT wh.warehouse_id
  FROM warehouses wh
  WHERE wh.region = c.region
  ORDER BY wh.capacity DESC
  FETCH FIRST 1 ROW ONLY
) w;

-- dialect: postgres
-- lateral with jsonb_array_elements
SELECT o.order_id, li.item ->> 'sku' AS sku, (li.item ->> 'qty')::int AS qty
FROM orders o
CROSS JOIN LATERAL jsonb_array_elements(o.payload -> 'items') AS li(item);

-- dialect: postgres
-- left join lateral with a set returning function
SELECT u.user_id, t.tag
FROM users u
LEFT JOIN LATERAL unnest(u.tags) AS t(tag) ON true;

-- dialect: postgres
-- lateral subquery with a window function
SELECT c.category_id, top.product_id, top.rnk
FROM categories c
CROSS JOIN LATERAL (
  SELECT product_id, rank() OVER (ORDER BY sales DESC) AS rnk
  FROM product_sales ps
  WHERE ps.category_id = c.category_id
) top
WHERE top.rnk <= 5;

-- dialect: duckdb
-- duckdb lateral join to a subquery
SELECT u.user_id, s.total
FROM users u,
LATERAL (SELECT sum(amount) AS total FROM payments p WHERE p.user_id = u.user_id) s;

-- dialect: duckdb
-- duckdb lateral over a range per row
SELECT t.id, r.i
FROM tasks t, LATERAL (SELECT * FROM range(t.retries) AS x(i)) r;

-- dialect: postgres
-- lateral over generate_series per subscription
SELECT s.sub_id, d.day::date AS day
FROM subscriptions s
CROSS JOIN LATERAL generate_series(s.start_date, s.end_date, interval '1 day') AS d(day);

-- dialect: ansi
-- cross apply as written for sql server
SELECT c.customer_id, r.order_id, r.amount
FROM customers c
CROSS APPLY (
  SELECT TOP 3 o.order_id, o.amount
  FROM orders o
  WHERE o.customer_id = c.customer_id
  ORDER BY o.amount DESC
) r;

-- dialect: ansi
-- outer apply keeps rows without matches
SELECT e.employee_id, m.last_review
FROM employees e
OUTER APPLY (
  SELECT MAX(r.review_date) AS last_review
  FROM reviews r
  WHERE r.employee_id = e.employee_id
) m;

-- dialect: ansi
-- cross apply over a table valued function
SELECT d.doc_id, s.value AS word
FROM documents d
CROSS APPLY STRING_SPLIT(d.body, ' ') s;

-- dialect: ansi
-- outer apply with a derived calculation
SELECT o.order_id, x.total_with_tax
FROM orders o
OUTER APPLY (SELECT o.amount * 1.2 AS total_with_tax) x;

-- dialect: postgres
-- lateral inside a CTE
WITH latest AS (
  SELECT u.user_id, l.login_at
  FROM users u
  CROSS JOIN LATERAL (
    SELECT login_at FROM logins WHERE user_id = u.user_id ORDER BY login_at DESC LIMIT 1
  ) l
)
SELECT count(*) FROM latest WHERE login_at > now() - interval '30 days';

-- dialect: postgres
-- lateral with union all branches
SELECT t.ticket_id, m.milestone, m.at
FROM tickets t
CROSS JOIN LATERAL (
  SELECT 'opened' AS milestone, t.opened_at AS at
  UNION ALL
  SELECT 'closed', t.closed_at
) m
WHERE m.at IS NOT NULL;

-- dialect: postgres
-- inner join lateral with a real condition
SELECT p.product_id, r.avg_rating
FROM products p
JOIN LATERAL (
  SELECT avg(rating) AS avg_rating, count(*) AS n
  FROM reviews
  WHERE product_id = p.product_id
) r ON r.n >= 10;

-- dialect: postgres
-- lateral json_to_recordset
SELECT o.order_id, li.sku, li.qty
FROM orders o
CROSS JOIN LATERAL json_to_recordset(o.items) AS li(sku text, qty int);

-- dialect: duckdb
-- duckdb left join lateral with on true
SELECT o.order_id, big.n
FROM orders o
LEFT JOIN LATERAL (SELECT count(*) AS n FROM unnest(o.amounts) AS t(a) WHERE t.a > 100) big ON true;

-- dialect: postgres
-- lateral with regexp_matches flags
SELECT l.log_id, m.match[1] AS ip
FROM logs l
CROSS JOIN LATERAL regexp_matches(l.line, '(\d+\.\d+\.\d+\.\d+)', 'g') AS m(match);

-- dialect: postgres
-- lateral picking the nearest store by distance
SELECT c.customer_id, s.store_id, s.dist
FROM customers c
CROSS JOIN LATERAL (
  SELECT st.store_id, sqrt(power(st.x - c.x, 2) + power(st.y - c.y, 2)) AS dist
  FROM stores st
  ORDER BY dist
  LIMIT 1
) s;

-- dialect: snowflake
-- snowflake lateral subquery
SELECT d.department_id, e.employee_name
FROM departments d,
LATERAL (SELECT employee_name FROM employees e WHERE e.department_id = d.department_id) e;
