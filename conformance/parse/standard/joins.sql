-- inner join
SELECT o.order_id, c.name, o.amount
FROM orders o
JOIN customers c ON o.customer_id = c.customer_id
WHERE o.order_date = DATE '2024-03-01';

-- left join with aggregate
SELECT u.user_id, COUNT(o.order_id) AS order_count
FROM users u
LEFT JOIN orders o ON o.user_id = u.user_id
GROUP BY u.user_id;

-- NATURAL JOIN
SELECT *
FROM employees
NATURAL JOIN departments;

-- join with USING
SELECT user_id, u.name, p.plan_name
FROM users u
JOIN plans p USING (user_id);

-- FULL JOIN reconciliation with IS DISTINCT FROM
SELECT COALESCE(a.txn_id, b.txn_id) AS txn_id, a.amount AS ledger_amt, b.amount AS bank_amt
FROM ledger a
FULL JOIN bank_feed b ON a.txn_id = b.txn_id
WHERE a.amount IS DISTINCT FROM b.amount;

-- FULL OUTER JOIN with USING
SELECT sku, w1.qty AS qty_a, w2.qty AS qty_b
FROM warehouse_a w1
FULL OUTER JOIN warehouse_b w2 USING (sku);

-- IS NOT DISTINCT FROM as a null safe join
SELECT a.id, b.id
FROM snapshot_a a
JOIN snapshot_b b ON a.email IS NOT DISTINCT FROM b.email;

-- cross join
SELECT d.cal_date, s.store_id
FROM calendar d
CROSS JOIN stores s;

-- right join
SELECT p.product_id, s.units
FROM sales s
RIGHT JOIN products p ON p.product_id = s.product_id;

-- three way join
SELECT o.order_id, c.name, p.title, oi.qty
FROM orders o
JOIN order_items oi ON oi.order_id = o.order_id
JOIN products p ON p.product_id = oi.product_id
JOIN customers c ON c.customer_id = o.customer_id;

-- natural left join
SELECT *
FROM customers
NATURAL LEFT JOIN customer_preferences;

-- join with a parenthesized join tree
SELECT o.order_id, c.name, r.region_name
FROM orders o
JOIN (customers c JOIN regions r ON c.region_id = r.region_id) ON o.customer_id = c.customer_id;

-- self join
SELECT e.employee_id, e.name, m.name AS manager_name
FROM employees e
LEFT JOIN employees m ON m.employee_id = e.manager_id;

-- join on a range
SELECT e.event_id, p.promo_id
FROM events e
JOIN promotions p ON e.event_time BETWEEN p.start_time AND p.end_time;

-- dialect: postgres
-- join against a values list with aliases
SELECT o.order_id, s.label
FROM orders o
JOIN (VALUES ('P', 'pending'), ('S', 'shipped')) AS s(code, label) ON o.status = s.code;

-- anti join with NOT EXISTS
SELECT u.user_id
FROM users u
WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.user_id);

-- semi join with IN
SELECT c.customer_id
FROM customers c
WHERE c.customer_id IN (SELECT o.customer_id FROM orders o WHERE o.amount > 1000);

-- dialect: duckdb
-- duckdb positional join
SELECT *
FROM left_part POSITIONAL JOIN right_part;

-- dialect: duckdb
-- duckdb asof join
SELECT t.trade_id, t.ts, q.price
FROM trades t
ASOF JOIN quotes q ON t.symbol = q.symbol AND t.ts >= q.ts;

-- dialect: duckdb
-- duckdb semi and anti join keywords
SELECT * FROM customers SEMI JOIN orders USING (customer_id);

-- dialect: duckdb
-- duckdb anti join
SELECT * FROM customers ANTI JOIN orders USING (customer_id);

-- dialect: postgres
-- join using with an alias for the merged columns
SELECT j.user_id, u.name
FROM users u
JOIN logins l USING (user_id) AS j;

-- comma join with where predicates
SELECT o.order_id, c.name
FROM orders o, customers c
WHERE o.customer_id = c.customer_id
  AND c.country = 'FR';

-- dialect: drill
-- drill join across storage plugins
SELECT o.order_id, c.name
FROM dfs.`/data/orders.parquet` o
JOIN mysql.crm.customers c ON o.customer_id = c.id;

-- dialect: postgres
-- lateral join mixed with regular joins and using
SELECT u.user_id, p.plan_name, last_l.login_at
FROM users u
JOIN plans p USING (plan_id)
LEFT JOIN LATERAL (SELECT login_at FROM logins l WHERE l.user_id = u.user_id ORDER BY login_at DESC LIMIT 1) last_l ON true;
