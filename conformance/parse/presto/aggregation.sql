-- approx_distinct daily active users
SELECT ds, approx_distinct(user_id) AS dau
FROM events
GROUP BY ds
ORDER BY ds;

-- aggregate FILTER clause
SELECT ds,
       count(*) FILTER (WHERE status = 'error') AS errors,
       count(*) AS total,
       sum(latency_ms) FILTER (WHERE status = 'ok') AS ok_latency
FROM requests
GROUP BY ds;

-- GROUPING SETS
SELECT country, device, count(*) AS sessions
FROM sessions
GROUP BY GROUPING SETS ((country, device), (country), ());

-- ROLLUP with grouping()
SELECT year, quarter, sum(revenue) AS revenue, grouping(year, quarter) AS lvl
FROM quarterly_revenue
GROUP BY ROLLUP (year, quarter);

-- CUBE
SELECT channel, country, count(DISTINCT user_id) AS users
FROM visits
GROUP BY CUBE (channel, country);

-- mixing plain columns with rollup
SELECT region, store_type, product_line, sum(units) AS units
FROM sales
GROUP BY region, ROLLUP (store_type, product_line);

-- array_agg with ORDER BY
SELECT user_id, array_agg(page ORDER BY ts) AS path
FROM page_hits
GROUP BY user_id;

-- map_agg and multimap_agg
SELECT user_id, map_agg(attr_key, attr_value) AS attrs, multimap_agg(device, ip) AS ips_by_device
FROM user_attrs
GROUP BY user_id;

-- histogram and approx_percentile
SELECT endpoint, histogram(status) AS status_counts,
       approx_percentile(latency_ms, 0.95) AS p95,
       approx_percentile(latency_ms, ARRAY[0.5, 0.9, 0.99]) AS pcts
FROM api_calls
GROUP BY endpoint;

-- count_if, bool_or, bool_and
SELECT campaign_id, count_if(converted) AS conversions, bool_or(is_fraud) AS any_fraud, bool_and(is_valid) AS all_valid
FROM ad_clicks
GROUP BY campaign_id;

-- max_by and min_by
SELECT user_id, max_by(page, ts) AS last_page, min_by(page, ts) AS first_page
FROM page_hits
GROUP BY user_id;

-- arbitrary and checksum
SELECT country, arbitrary(capital) AS capital, checksum(city) AS city_checksum
FROM cities
GROUP BY country;

-- having on an aggregate with filter
SELECT customer_id, sum(amount) AS spend
FROM orders
GROUP BY customer_id
HAVING sum(amount) FILTER (WHERE refunded = false) > 1000;

-- count distinct over multiple aggregates
SELECT ds, count(DISTINCT user_id) AS users, count(DISTINCT session_id) AS sessions
FROM events
GROUP BY ds;

-- stddev, variance and correlation
SELECT sensor_id, stddev(reading) AS sd, variance(reading) AS var, corr(reading, temperature) AS r
FROM sensor_readings
GROUP BY sensor_id;

-- group by ordinal positions
SELECT country, device, count(*)
FROM sessions
GROUP BY 1, 2
ORDER BY 3 DESC;

-- approx_set merge for rolling uniques
SELECT cardinality(merge(daily_hll)) AS weekly_uniques
FROM (
  SELECT ds, approx_set(user_id) AS daily_hll
  FROM events
  WHERE ds BETWEEN '2024-03-01' AND '2024-03-07'
  GROUP BY ds
) d;

-- set_agg and array_distinct of an aggregate
SELECT user_id, set_agg(country) AS countries, array_distinct(array_agg(device)) AS devices
FROM logins
GROUP BY user_id;

-- geometric and min max aggregates with n
SELECT product_id, max(price, 3) AS top3_prices, min(price, 2) AS bottom2
FROM price_history
GROUP BY product_id;

-- aggregate with distinct inside array_agg
SELECT category, array_agg(DISTINCT brand) AS brands
FROM products
GROUP BY category;

-- dialect: trino
-- listagg with within group
SELECT department, listagg(employee_name, ', ') WITHIN GROUP (ORDER BY employee_name) AS names
FROM employees
GROUP BY department;

-- dialect: trino
-- group by distinct on grouping sets
SELECT a, b, c, count(*)
FROM dims
GROUP BY DISTINCT ROLLUP (a, b), ROLLUP (a, c);

-- group by with an explicit ALL set quantifier
SELECT region, product, sum(units) AS units
FROM sales
GROUP BY ALL region, product;

-- conditional sums with case
SELECT ds,
       sum(CASE WHEN platform = 'ios' THEN 1 ELSE 0 END) AS ios,
       sum(CASE WHEN platform = 'android' THEN 1 ELSE 0 END) AS android
FROM installs
GROUP BY ds;

-- aggregation over unnested values
SELECT t.tag, approx_distinct(p.user_id) AS users
FROM page_views p
CROSS JOIN UNNEST(p.tags) AS t(tag)
GROUP BY t.tag
HAVING approx_distinct(p.user_id) > 100;

-- numeric_histogram and approx_most_frequent
SELECT numeric_histogram(10, latency_ms) AS hist, approx_most_frequent(3, endpoint, 100) AS top_endpoints
FROM api_calls;

-- reduce_agg with lambdas
SELECT user_id, reduce_agg(amount, 0.0, (s, x) -> s + x, (a, b) -> a + b) AS total
FROM payments
GROUP BY user_id;

-- grouping sets with expressions and order
SELECT date_trunc('month', order_date) AS month, channel, sum(amount) AS revenue
FROM orders
GROUP BY GROUPING SETS ((date_trunc('month', order_date), channel), (date_trunc('month', order_date)))
ORDER BY 1, 2;
