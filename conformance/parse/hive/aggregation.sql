-- basic group by with having
SELECT country, count(*) AS users, avg(age) AS avg_age
FROM users
GROUP BY country
HAVING count(*) > 100;

-- count distinct and conditional sums
SELECT dt,
       count(DISTINCT user_id) AS dau,
       sum(CASE WHEN event_type = 'purchase' THEN 1 ELSE 0 END) AS purchases
FROM events
GROUP BY dt;

-- dialect: hive
-- hive style grouping sets after the group by columns
SELECT country, device, count(*) AS sessions
FROM sessions
GROUP BY country, device
GROUPING SETS ((country, device), (country), ());

-- dialect: hive
-- WITH ROLLUP for subtotals
SELECT region, store_id, sum(sales) AS total_sales
FROM store_sales
GROUP BY region, store_id WITH ROLLUP;

-- dialect: hive
-- WITH CUBE over three dimensions
SELECT channel, country, device, count(*) AS visits
FROM visits
GROUP BY channel, country, device WITH CUBE;

-- dialect: hive
-- GROUPING__ID identifies the grouping level
SELECT category, brand, sum(units) AS units, GROUPING__ID AS gid
FROM product_sales
GROUP BY category, brand
GROUPING SETS ((category, brand), category);

-- standard ROLLUP function syntax
SELECT yr, qtr, mon, sum(revenue) AS revenue
FROM monthly_revenue
GROUP BY ROLLUP (yr, qtr, mon);

-- standard CUBE function syntax
SELECT platform, country, count(DISTINCT user_id) AS users
FROM app_opens
GROUP BY CUBE (platform, country);

-- dialect: spark
-- standalone GROUPING SETS in spark
SELECT warehouse, product, sum(qty) AS qty
FROM inventory_moves
GROUP BY GROUPING SETS ((warehouse, product), (warehouse), ());

-- dialect: doris
-- doris grouping sets with the grouping function
SELECT k1, k2, sum(v) AS total, grouping(k1) AS g1
FROM metrics
GROUP BY GROUPING SETS ((k1, k2), (k1), ());

-- dialect: spark
-- grouping function to label subtotal rows
SELECT CASE WHEN grouping(region) = 1 THEN 'ALL' ELSE region END AS region,
       sum(sales) AS sales
FROM store_sales
GROUP BY ROLLUP (region);

-- dialect: hive
-- collect_list and collect_set per user
SELECT user_id, collect_list(page) AS pages, collect_set(device) AS devices
FROM page_hits
GROUP BY user_id;

-- dialect: hive
-- percentile_approx with accuracy
SELECT endpoint, percentile_approx(latency_ms, array(0.5, 0.9, 0.99), 10000) AS pcts
FROM api_calls
GROUP BY endpoint;

-- min, max and sum over expressions
SELECT customer_id,
       min(order_date) AS first_order,
       max(order_date) AS last_order,
       sum(amount * (1 - discount)) AS net_revenue
FROM orders
GROUP BY customer_id;

-- group by an expression and order by an aggregate
SELECT substr(created_at, 1, 7) AS ym, count(*) AS signups
FROM users
GROUP BY substr(created_at, 1, 7)
ORDER BY ym;

-- dialect: spark
-- aggregate FILTER clause in spark
SELECT dt,
       count(*) FILTER (WHERE status = 'error') AS errors,
       count(*) AS total
FROM requests
GROUP BY dt;

-- dialect: spark
-- approx_count_distinct and count_if
SELECT campaign_id,
       approx_count_distinct(user_id) AS reach,
       count_if(converted) AS conversions
FROM ad_impressions
GROUP BY campaign_id;

-- dialect: spark
-- max_by and min_by
SELECT user_id, max_by(page, ts) AS last_page, min_by(page, ts) AS first_page
FROM page_hits
GROUP BY user_id;

-- dialect: doris
-- doris group_concat with separator and order
SELECT user_id, group_concat(DISTINCT tag, ',' ORDER BY tag) AS tags
FROM user_tags
GROUP BY user_id;

-- dialect: doris
-- doris bitmap and hll aggregates
SELECT dt, bitmap_union_count(to_bitmap(user_id)) AS uv, hll_union_agg(hll_hash(device_id)) AS devices
FROM events
GROUP BY dt;

-- stddev and variance
SELECT sensor_id, stddev(reading) AS sd, variance(reading) AS var
FROM sensor_readings
GROUP BY sensor_id;

-- dialect: hive
-- histogram_numeric and corr
SELECT corr(price, units) AS price_units_corr, histogram_numeric(price, 10) AS price_hist
FROM sales;

-- aggregate over exploded values
SELECT t.tag, count(DISTINCT pv.user_id) AS users
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag
WHERE pv.dt = '2024-04-01'
GROUP BY t.tag;

-- dialect: hive
-- having and order by referring to select aliases
SELECT to_date(ts) AS d, count(*) AS n
FROM logs
GROUP BY to_date(ts)
HAVING n > 10
ORDER BY d DESC
LIMIT 30;

-- having with a subquery
SELECT store_id, sum(sales) AS s
FROM store_sales
GROUP BY store_id
HAVING sum(sales) > (SELECT avg(sales) * 10 FROM store_sales);

-- dialect: spark
-- collect_list with array_sort and struct for ordered lists
SELECT user_id,
       transform(array_sort(collect_list(struct(ts, page))), x -> x.page) AS ordered_pages
FROM page_hits
GROUP BY user_id;

-- dialect: hive
-- count distinct over multiple columns
SELECT dt, count(DISTINCT user_id, device_id) AS user_devices
FROM app_opens
GROUP BY dt;
