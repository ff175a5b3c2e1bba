-- inner join with table aliases
SELECT o.order_id, c.name, o.amount
FROM orders o
JOIN customers c ON o.customer_id = c.customer_id
WHERE o.order_date = '2024-03-01';

-- left outer join with a filter on the right side in ON
SELECT u.user_id, count(o.order_id) AS orders_30d
FROM users u
LEFT OUTER JOIN orders o
  ON o.user_id = u.user_id AND o.order_date >= '2024-02-01'
GROUP BY u.user_id;

-- LEFT SEMI JOIN instead of IN
SELECT u.user_id, u.email
FROM users u
LEFT SEMI JOIN orders o ON (u.user_id = o.user_id);

-- full outer join reconciling two sources
SELECT coalesce(a.txn_id, b.txn_id) AS txn_id, a.amount AS ledger_amt, b.amount AS bank_amt
FROM ledger a
FULL OUTER JOIN bank_feed b ON a.txn_id = b.txn_id
WHERE a.amount IS NULL OR b.amount IS NULL OR a.amount <> b.amount;

-- cross join with a small dimension
SELECT d.dt, s.store_id
FROM dates d
CROSS JOIN stores s
WHERE d.dt BETWEEN '2024-01-01' AND '2024-01-07';

-- three way join
SELECT o.order_id, c.name, p.title, oi.qty
FROM orders o
JOIN order_items oi ON oi.order_id = o.order_id
JOIN products p ON p.product_id = oi.product_id
JOIN customers c ON c.customer_id = o.customer_id;

-- right outer join
SELECT p.product_id, p.title, s.units
FROM sales s
RIGHT OUTER JOIN products p ON p.product_id = s.product_id;

-- dialect: hive
-- map join hint for a small table
SELECT /*+ MAPJOIN(d) */ f.event_id, d.device_type
FROM fact_events f
JOIN dim_device d ON f.device_id = d.device_id;

-- dialect: spark
-- broadcast hint in spark
SELECT /*+ BROADCAST(c) */ o.order_id, c.country
FROM orders o
JOIN countries c ON o.country_code = c.code;

-- dialect: spark
-- LEFT ANTI JOIN finds users with no orders
SELECT u.user_id
FROM users u
LEFT ANTI JOIN orders o ON o.user_id = u.user_id;

-- dialect: doris
-- doris right semi and anti joins
SELECT o.order_id
FROM vip_customers v
RIGHT SEMI JOIN orders o ON o.customer_id = v.customer_id;

-- dialect: doris
-- doris join hint in brackets
SELECT o.order_id, c.name
FROM orders o
JOIN [broadcast] customers c ON o.customer_id = c.customer_id;

-- join against a subquery
SELECT u.user_id, s.sessions
FROM users u
JOIN (
  SELECT user_id, count(*) AS sessions
  FROM sessions
  WHERE dt >= '2024-03-01'
  GROUP BY user_id
) s ON s.user_id = u.user_id
WHERE s.sessions > 5;

-- comma join with predicates in WHERE
SELECT o.order_id, c.name
FROM orders o, customers c
WHERE o.customer_id = c.customer_id
  AND c.country = 'FR';

-- self join to find next event
SELECT a.user_id, a.event_time, min(b.event_time) AS next_time
FROM events a
JOIN events b ON a.user_id = b.user_id AND b.event_time > a.event_time
GROUP BY a.user_id, a.event_time;

-- join on multiple keys with a backtick column
SELECT f.`date`, f.store_id, t.target
FROM daily_sales f
JOIN store_targets t ON f.store_id = t.store_id AND f.`date` = t.`date`;

-- dialect: spark
-- join with USING in spark
SELECT user_id, u.name, p.plan
FROM users u
JOIN plans p USING (user_id);

-- dialect: hive
-- left semi join with multiple conditions
SELECT e.event_id
FROM events e
LEFT SEMI JOIN campaigns c ON (e.campaign_id = c.campaign_id AND c.active = true);

-- dialect: hive
-- STREAMTABLE hint on the largest table
SELECT /*+ STREAMTABLE(f) */ f.txn_id, a.account_name, b.branch_name
FROM transactions f
JOIN accounts a ON f.account_id = a.account_id
JOIN branches b ON a.branch_id = b.branch_id;

-- left join chain with null checks
SELECT u.user_id,
       CASE WHEN p.user_id IS NULL THEN 'free' ELSE p.plan END AS plan,
       r.referrer_id
FROM users u
LEFT JOIN premium_users p ON p.user_id = u.user_id
LEFT JOIN referrals r ON r.user_id = u.user_id;

-- dialect: spark
-- NATURAL JOIN in spark
SELECT *
FROM employees
NATURAL JOIN departments;

-- dialect: spark
-- join on a range condition
SELECT e.event_id, p.promo_id
FROM events e
JOIN promotions p ON e.event_time BETWEEN p.start_time AND p.end_time;

-- dialect: spark
-- join with a parenthesized join tree
SELECT o.order_id, c.name, r.region_name
FROM orders o
JOIN (customers c JOIN regions r ON c.region_id = r.region_id) ON o.customer_id = c.customer_id;
