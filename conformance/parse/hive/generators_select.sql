-- dialect: hive
-- explode an array in the select list
SELECT explode(tags) AS tag
FROM page_views
WHERE dt = '2024-03-01';

-- dialect: hive
-- explode a map into two named columns
SELECT explode(properties) AS (prop_key, prop_value)
FROM users;

-- dialect: hive
-- posexplode with position and value aliases
SELECT posexplode(page_path) AS (pos, page)
FROM sessions
WHERE dt = '2024-03-02';

-- dialect: hive
-- explode a split string directly
SELECT explode(split('a,b,c,d', ',')) AS letter;

-- dialect: hive
-- inline an array of structs in the select list
SELECT inline(array(struct('us', 10), struct('de', 7), struct('fr', 3))) AS (country, cnt);

-- dialect: hive
-- stack literal rows in the select list
SELECT stack(3, 'low', 0, 10, 'mid', 10, 100, 'high', 100, 1000000) AS (bucket, lo, hi);

-- dialect: hive
-- json_tuple as a standalone generator
SELECT json_tuple(payload, 'event', 'ts', 'user_id') AS (event, ts, user_id)
FROM raw_events
WHERE dt = '2024-01-05';

-- dialect: hive
-- parse_url_tuple in the select list
SELECT parse_url_tuple(url, 'HOST', 'PATH', 'QUERY') AS (host, path, query)
FROM clicks
LIMIT 100;

-- dialect: hive
-- generator over a subquery result
SELECT explode(skus) AS sku
FROM (
  SELECT collect_set(sku) AS skus
  FROM order_items
  WHERE dt = '2024-02-01'
) s;

-- dialect: spark
-- spark allows other columns next to a generator
SELECT user_id, explode(tags) AS tag
FROM page_views;

-- dialect: spark
-- explode a map with a multi alias next to a key column
SELECT user_id, explode(properties) AS (k, v)
FROM users
WHERE country = 'US';

-- dialect: spark
-- posexplode with extra columns
SELECT session_id, posexplode(page_path) AS (p, v)
FROM sessions;

-- dialect: spark
-- explode_outer keeps rows whose array is null
SELECT order_id, explode_outer(promo_codes) AS promo_code
FROM orders;

-- dialect: spark
-- posexplode_outer over optional arrays
SELECT product_id, posexplode_outer(image_urls) AS (idx, url)
FROM products;

-- dialect: spark
-- inline_outer of an array of structs
SELECT invoice_id, inline_outer(adjustments)
FROM invoices;

-- dialect: spark
-- explode of a literal array with no FROM clause
SELECT explode(array(10, 20, 30)) AS val;

-- dialect: spark
-- explode a sequence to build a small calendar
SELECT explode(sequence(DATE '2024-01-01', DATE '2024-01-31', INTERVAL 1 DAY)) AS day;

-- dialect: spark
-- generator in the select list of a CTE
WITH days AS (
  SELECT explode(sequence(0, 6)) AS offset_days
)
SELECT date_add(current_date(), offset_days) AS d
FROM days;

-- dialect: spark
-- stack to unpivot with other columns
SELECT store_id, stack(2, 'online', online_sales, 'offline', offline_sales) AS (channel, sales)
FROM store_sales
WHERE year = 2023;

-- dialect: spark
-- explode inside a derived table joined back
SELECT u.user_id, u.name, t.tag
FROM users u
JOIN (SELECT user_id, explode(interests) AS tag FROM user_profiles) t
  ON t.user_id = u.user_id;

-- dialect: spark
-- explode of map_from_arrays in the select list
SELECT explode(map_from_arrays(array('a', 'b'), array(1, 2))) AS (k, v);

-- dialect: hive
-- explode a map with AS and then aggregate in the outer query
SELECT prop_key, count(*) AS users
FROM (
  SELECT explode(properties) AS (prop_key, prop_value)
  FROM users
) p
GROUP BY prop_key;

-- dialect: spark
-- json_tuple next to other columns
SELECT log_id, json_tuple(payload, 'level', 'msg') AS (lvl, msg)
FROM logs;

-- dialect: spark
-- posexplode without any alias
SELECT posexplode(array('x', 'y'));

-- dialect: hive
-- explode two timestamps into rows
SELECT explode(array(first_seen, last_seen)) AS seen_at
FROM device_activity;

-- dialect: spark
-- explode of a filtered array using a lambda
SELECT user_id, explode(filter(scores, s -> s > 50)) AS high_score
FROM exam_results;
