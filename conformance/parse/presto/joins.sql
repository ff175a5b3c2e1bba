-- inner join
SELECT o.order_id, c.name, o.amount
FROM orders o
JOIN customers c ON o.customer_id = c.customer_id
WHERE o.order_date = DATE '2024-03-01';

-- left join with aggregate
SELECT u.user_id, count(o.order_id) AS orders_30d
FROM users u
LEFT JOIN orders o ON o.user_id = u.user_id AND o.order_date >= current_date - INTERVAL '30' DAY
GROUP BY u.user_id;

-- full outer join reconciliation
SELECT coalesce(a.txn_id, b.txn_id) AS txn_id, a.amount AS ledger_amt, b.amount AS bank_amt
FROM ledger a
FULL OUTER JOIN bank_feed b ON a.txn_id = b.txn_id
WHERE a.amount IS DISTINCT FROM b.amount;

-- cross join with a calendar
SELECT d.ds, s.store_id
FROM calendar d
CROSS JOIN stores s
WHERE d.ds BETWEEN DATE '2024-01-01' AND DATE '2024-01-07';

-- join with USING
SELECT user_id, u.name, p.plan
FROM users u
JOIN plans p USING (user_id);

-- right join
SELECT p.product_id, p.title, s.units
FROM sales s
RIGHT JOIN products p ON p.product_id = s.product_id;

-- three way join with catalog qualified names
SELECT o.order_id, c.name, p.title
FROM hive.sales.orders o
JOIN hive.sales.customers c ON c.customer_id = o.customer_id
JOIN iceberg.catalog.products p ON p.product_id = o.product_id;

-- join with double quoted identifiers
SELECT "o"."orderId", "c"."displayName"
FROM "Orders" "o"
JOIN "Customers" "c" ON "o"."customerId" = "c"."id";

-- semi join with IN subquery
SELECT user_id, email
FROM users
WHERE user_id IN (SELECT user_id FROM orders WHERE amount > 100);

-- anti join with NOT EXISTS
SELECT u.user_id
FROM users u
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.user_id);

-- self join for consecutive events
SELECT a.user_id, a.event_time, min(b.event_time) AS next_time
FROM events a
JOIN events b ON a.user_id = b.user_id AND b.event_time > a.event_time
GROUP BY a.user_id, a.event_time;

-- join against a values table
SELECT o.order_id, s.label
FROM orders o
JOIN (VALUES ('P', 'pending'), ('S', 'shipped'), ('D', 'delivered')) AS s(code, label)
  ON o.status = s.code;

-- range join
SELECT e.event_id, p.promo_id
FROM events e
JOIN promotions p ON e.event_time BETWEEN p.start_time AND p.end_time;

-- parenthesized join
SELECT o.order_id, c.name, r.region_name
FROM orders o
JOIN (customers c JOIN regions r ON c.region_id = r.region_id) ON o.customer_id = c.customer_id;

-- join with tablesample
SELECT e.event_id, u.country
FROM events e TABLESAMPLE BERNOULLI (5)
JOIN users u ON u.user_id = e.user_id;

-- left join then unnest
SELECT u.user_id, p.plan, f.feature
FROM users u
LEFT JOIN plans p ON p.user_id = u.user_id
CROSS JOIN UNNEST(p.features) AS f(feature);

-- comma joins with where predicates
SELECT o.order_id, c.name
FROM orders o, customers c
WHERE o.customer_id = c.customer_id
  AND c.country = 'FR';

-- join with system tablesample
SELECT count(*)
FROM page_views TABLESAMPLE SYSTEM (1);

-- join on a computed key
SELECT l.log_id, d.device_name
FROM logs l
JOIN devices d ON lower(trim(l.device_code)) = d.code;
