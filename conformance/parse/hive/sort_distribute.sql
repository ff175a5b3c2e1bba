-- dialect: hive
-- SORT BY orders within each reducer
SELECT user_id, event_time, event_type
FROM events
WHERE dt = '2024-03-01'
SORT BY user_id, event_time DESC;

-- dialect: hive
-- DISTRIBUTE BY then SORT BY
SELECT user_id, session_id, started_at
FROM sessions
DISTRIBUTE BY user_id
SORT BY user_id, started_at;

-- dialect: hive
-- CLUSTER BY is distribute and sort on the same key
SELECT user_id, page, ts
FROM page_hits
CLUSTER BY user_id;

-- dialect: hive
-- distribute by an expression
SELECT *
FROM orders
DISTRIBUTE BY pmod(hash(customer_id), 16)
SORT BY customer_id;

-- dialect: hive
-- insert with distribute by partition columns
INSERT OVERWRITE TABLE events_by_day PARTITION (dt)
SELECT event_id, user_id, event_type, dt
FROM staging_events
DISTRIBUTE BY dt;

-- dialect: spark
-- spark distribute by with a rand salt
SELECT *
FROM clicks
DISTRIBUTE BY user_id, CAST(rand() * 10 AS INT);

-- dialect: hive
-- cluster by inside a subquery used for a transform style pipeline
SELECT t.user_id, count(*) AS n
FROM (
  SELECT user_id, ts FROM page_hits CLUSTER BY user_id
) t
GROUP BY t.user_id;

-- ORDER BY with NULLS LAST and LIMIT
SELECT product_id, rating
FROM product_reviews
ORDER BY rating DESC NULLS LAST, product_id
LIMIT 50;

-- dialect: hive
-- sort by with a limit
SELECT query, cnt
FROM search_terms
SORT BY cnt DESC
LIMIT 100;

-- dialect: hive
-- limit with offset in hive
SELECT user_id, score
FROM leaderboard
ORDER BY score DESC
LIMIT 10, 20;

-- dialect: spark
-- limit with offset in spark
SELECT user_id, score
FROM leaderboard
ORDER BY score DESC
LIMIT 20 OFFSET 10;

-- dialect: hive
-- sort by desc on several keys with distribute by two columns
SELECT country, city, sum(sales) AS s
FROM store_sales
GROUP BY country, city
DISTRIBUTE BY country, city
SORT BY country ASC, s DESC;

-- order by ordinal-style column alias
SELECT category, count(*) AS n
FROM products
GROUP BY category
ORDER BY n DESC, category ASC;

-- dialect: hive
-- lateral view with cluster by
SELECT u.user_id, t.tag
FROM users u
LATERAL VIEW explode(u.interests) t AS tag
CLUSTER BY u.user_id;

-- dialect: spark
-- sort by nulls first in spark
SELECT device_id, battery
FROM device_status
SORT BY battery ASC NULLS FIRST;

-- dialect: hive
-- union all sorted per reducer
SELECT * FROM (
  SELECT user_id, ts FROM web_events
  UNION ALL
  SELECT user_id, ts FROM app_events
) u
DISTRIBUTE BY user_id SORT BY ts;

-- dialect: doris
-- doris limit with offset comma form
SELECT id, name
FROM customers
ORDER BY id
LIMIT 100, 50;
