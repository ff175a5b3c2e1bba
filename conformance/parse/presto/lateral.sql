-- cross join lateral for top orders per customer
SELECT c.customer_id, t.order_id, t.amount
FROM customers c
CROSS JOIN LATERAL (
  SELECT o.order_id, o.amount
  FROM orders o
  WHERE o.customer_id = c.customer_id
  ORDER BY o.amount DESC
  LIMIT 3
) t;

-- comma lateral computing derived values
SELECT p.product_id, x.net, x.tax
FROM products p,
LATERAL (SELECT p.list_price * (1 - p.discount) AS net, p.list_price * 0.2 AS tax) x;

-- dialect: trino
-- left join lateral keeps customers without orders
SELECT c.customer_id, last_o.created_at
FROM customers c
LEFT JOIN LATERAL (
  SELECT o.created_at
  FROM orders o
  WHERE o.customer_id = c.customer_id
  ORDER BY o.created_at DESC
  LIMIT 1
) last_o ON TRUE;

-- lateral with an aggregate per outer row
SELECT u.user_id, s.sessions, s.last_seen
FROM users u
CROSS JOIN LATERAL (
  SELECT count(*) AS sessions, max(started_at) AS last_seen
  FROM sessions WHERE user_id = u.user_id
) s;

-- lateral over unnest with a filter
SELECT o.order_id, big.sku
FROM orders o
CROSS JOIN LATERAL (
  SELECT li.sku
  FROM UNNEST(o.line_items) AS li(sku, qty, price)
  WHERE li.price * li.qty > 100
) big;

-- lateral subquery with column aliases
SELECT e.event_id, d.y, d.m
FROM events e
CROSS JOIN LATERAL (SELECT year(e.event_time), month(e.event_time)) AS d(y, m);

-- dialect: trino
-- left join lateral with aggregation over unnest
SELECT o.order_id, agg.total_qty
FROM orders o
LEFT JOIN LATERAL (
  SELECT sum(qty) AS total_qty
  FROM UNNEST(o.line_items) AS li(sku, qty, price)
) agg ON TRUE;

-- lateral referencing two previous tables
SELECT o.order_id, w.warehouse_id
FROM orders o
JOIN customers c ON c.customer_id = o.customer_id
CROSS JOIN LATERAL (
  SELECT wh.warehouse_id
  FROM warehouses wh
  WHERE wh.region = c.region
  ORDER BY wh.capacity DESC
  LIMIT 1
) w;

-- nested laterals
SELECT a.account_id, b.balance, f.flag
FROM accounts a
CROSS JOIN LATERAL (SELECT sum(amount) AS balance FROM ledger l WHERE l.account_id = a.account_id) b
CROSS JOIN LATERAL (SELECT CASE WHEN b.balance < 0 THEN 'overdrawn' ELSE 'ok' END AS flag) f;

-- lateral with union all inside
SELECT t.ticket_id, m.milestone, m.at
FROM tickets t
CROSS JOIN LATERAL (
  SELECT 'opened' AS milestone, t.opened_at AS at
  UNION ALL
  SELECT 'closed', t.closed_at
) m
WHERE m.at IS NOT NULL;

-- lateral with a values row built from columns
SELECT s.store_id, v.channel, v.sales
FROM store_sales s
CROSS JOIN LATERAL (VALUES ('online', s.online_sales), ('offline', s.offline_sales)) AS v(channel, sales);

-- dialect: trino
-- lateral inside a CTE with fetch first
WITH latest AS (
  SELECT u.user_id, l.login_at
  FROM users u
  CROSS JOIN LATERAL (
    SELECT login_at FROM logins WHERE user_id = u.user_id ORDER BY login_at DESC FETCH FIRST 1 ROWS ONLY
  ) l
)
SELECT * FROM latest;

-- lateral with window function inside
SELECT c.category_id, top.product_id, top.rnk
FROM categories c
CROSS JOIN LATERAL (
  SELECT product_id, rank() OVER (ORDER BY sales DESC) AS rnk
  FROM product_sales ps
  WHERE ps.category_id = c.category_id
) top
WHERE top.rnk <= 5;

-- lateral producing a json extraction per row
SELECT e.event_id, j.user_id, j.action
FROM events e
CROSS JOIN LATERAL (
  SELECT json_extract_scalar(e.payload, '$.user_id') AS user_id,
         json_extract_scalar(e.payload, '$.action') AS action
) j;

-- lateral over a sequence per subscription
SELECT s.sub_id, d.day
FROM subscriptions s
CROSS JOIN LATERAL (
  SELECT day FROM UNNEST(sequence(s.start_date, s.end_date)) AS t(day)
) d;

-- dialect: trino
-- left outer join lateral with an average per product
SELECT p.product_id, coalesce(r.avg_rating, 0) AS avg_rating
FROM products p
LEFT OUTER JOIN LATERAL (
  SELECT avg(rating) AS avg_rating FROM reviews WHERE product_id = p.product_id
) r ON TRUE;
