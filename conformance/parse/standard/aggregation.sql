-- group by with having
SELECT country, COUNT(*) AS users, AVG(age) AS avg_age
FROM users
GROUP BY country
HAVING COUNT(*) > 100;

-- aggregate FILTER clause
SELECT order_date,
       COUNT(*) FILTER (WHERE status = 'cancelled') AS cancelled,
       SUM(amount) FILTER (WHERE status = 'paid') AS paid_amount
FROM orders
GROUP BY order_date;

-- GROUPING SETS
SELECT country, device, COUNT(*) AS sessions
FROM sessions
GROUP BY GROUPING SETS ((country, device), (country), ());

-- ROLLUP with GROUPING
SELECT yr, qtr, SUM(revenue) AS revenue, GROUPING(yr, qtr) AS lvl
FROM quarterly_revenue
GROUP BY ROLLUP (yr, qtr);

-- CUBE
SELECT channel, country, COUNT(DISTINCT user_id) AS users
FROM visits
GROUP BY CUBE (channel, country);

-- dialect: postgres
-- percentile_cont WITHIN GROUP
SELECT endpoint,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms) AS median,
       percentile_disc(0.95) WITHIN GROUP (ORDER BY latency_ms) AS p95
FROM api_calls
GROUP BY endpoint;

-- dialect: postgres
-- mode WITHIN GROUP
SELECT store_id, mode() WITHIN GROUP (ORDER BY payment_method) AS usual_method
FROM payments
GROUP BY store_id;

-- dialect: postgres
-- string_agg with ORDER BY
SELECT department, string_agg(employee_name, ', ' ORDER BY employee_name) AS names
FROM employees
GROUP BY department;

-- dialect: postgres
-- array_agg with ORDER BY and DISTINCT
SELECT user_id, array_agg(page ORDER BY ts) AS path, array_agg(DISTINCT device) AS devices
FROM page_hits
GROUP BY user_id;

-- dialect: postgres
-- DISTINCT ON for the latest row per key
SELECT DISTINCT ON (user_id) user_id, login_at, ip
FROM logins
ORDER BY user_id, login_at DESC;

-- dialect: duckdb
-- duckdb DISTINCT ON
SELECT DISTINCT ON (sensor_id) sensor_id, ts, reading
FROM readings
ORDER BY sensor_id, ts DESC;

-- dialect: duckdb
-- duckdb QUALIFY for top n per group
SELECT category, product_id, sales
FROM product_sales
QUALIFY row_number() OVER (PARTITION BY category ORDER BY sales DESC) <= 3;

-- dialect: duckdb
-- duckdb group by all
SELECT region, product, sum(units) AS units
FROM sales
GROUP BY ALL
ORDER BY ALL;

-- dialect: duckdb
-- duckdb string_agg and list aggregate with order
SELECT team, string_agg(member, ',' ORDER BY member) AS members, list(score ORDER BY score DESC) AS scores
FROM team_members
GROUP BY team;

-- dialect: duckdb
-- duckdb arg_max and approx_count_distinct
SELECT user_id, arg_max(page, ts) AS last_page, approx_count_distinct(session_id) AS sessions
FROM page_hits
GROUP BY user_id;

-- dialect: postgres
-- json aggregation
SELECT customer_id, json_agg(json_build_object('id', order_id, 'amt', amount) ORDER BY created_at) AS orders
FROM orders
GROUP BY customer_id;

-- dialect: postgres
-- bool_and, bool_or and every
SELECT batch_id, bool_and(is_valid) AS all_valid, bool_or(is_flagged) AS any_flagged, every(qty > 0) AS all_pos
FROM batch_items
GROUP BY batch_id;

-- dialect: postgres
-- filter with distinct count
SELECT date_trunc('day', created_at) AS day,
       count(DISTINCT user_id) FILTER (WHERE event_type = 'purchase') AS buyers
FROM events
GROUP BY 1
ORDER BY 1;

-- conditional aggregation with CASE
SELECT order_date,
       SUM(CASE WHEN channel = 'web' THEN amount ELSE 0 END) AS web_amount,
       SUM(CASE WHEN channel = 'store' THEN amount ELSE 0 END) AS store_amount
FROM orders
GROUP BY order_date;

-- mixed plain columns and rollup
SELECT region, store_type, product_line, SUM(units) AS units
FROM sales
GROUP BY region, ROLLUP (store_type, product_line);

-- dialect: postgres
-- grouping sets with cube inside
SELECT a, b, c, count(*)
FROM dims
GROUP BY GROUPING SETS (CUBE (a, b), (c));

-- dialect: postgres
-- ordered set aggregate with hypothetical rank
SELECT rank(5000) WITHIN GROUP (ORDER BY salary DESC) AS would_rank
FROM employees;

-- dialect: postgres
-- aggregates with regression and statistics
SELECT corr(price, units), regr_slope(units, price), stddev_samp(price), var_pop(units)
FROM sales;

-- dialect: duckdb
-- duckdb filter with quantile and histogram
SELECT quantile_cont(latency_ms, 0.9) FILTER (WHERE status = 200) AS p90_ok, histogram(status) AS hist
FROM api_calls;

-- dialect: postgres
-- having with filter aggregate
SELECT customer_id
FROM orders
GROUP BY customer_id
HAVING count(*) FILTER (WHERE refunded) > 2;

-- dialect: snowflake
-- snowflake listagg within group and qualify
SELECT dept, LISTAGG(name, ', ') WITHIN GROUP (ORDER BY name) AS names
FROM employees
GROUP BY dept;

-- dialect: bigquery
-- bigquery array_agg with ignore nulls and limit
SELECT user_id, ARRAY_AGG(page IGNORE NULLS ORDER BY ts DESC LIMIT 5) AS recent_pages
FROM `project.web.hits`
GROUP BY user_id;

-- dialect: drill
-- drill aggregate over a flattened list
SELECT tag, COUNT(*) AS n
FROM (SELECT FLATTEN(t.tags) AS tag FROM dfs.`/data/articles.json` t) f
GROUP BY tag
HAVING COUNT(*) > 5;
