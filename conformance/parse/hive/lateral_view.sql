-- one row per tag for each page view
SELECT pv.view_id, pv.user_id, t.tag
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag
WHERE pv.dt = '2024-03-01';

-- count events per exploded category
SELECT c.category, count(*) AS events
FROM events e
LATERAL VIEW explode(e.categories) c AS category
GROUP BY c.category
ORDER BY events DESC
LIMIT 20;

-- dialect: hive
-- split a comma separated column and explode it
SELECT o.order_id, sku
FROM orders o
LATERAL VIEW explode(split(o.sku_list, ',')) s AS sku
WHERE o.dt >= '2024-01-01';

-- dialect: hive
-- keep orders with no skus using OUTER
SELECT o.order_id, s.sku
FROM orders o
LATERAL VIEW OUTER explode(split(o.sku_list, ',')) s AS sku;

-- dialect: hive
-- explode a map column into key and value
SELECT u.user_id, p.k, p.v
FROM users u
LATERAL VIEW explode(u.properties) p AS k, v
WHERE p.k IN ('country', 'plan');

-- dialect: hive
-- posexplode keeps the position of each element
SELECT s.session_id, step.pos, step.page
FROM sessions s
LATERAL VIEW posexplode(s.page_path) step AS pos, page
WHERE step.pos < 5;

-- dialect: hive
-- two posexplodes aligned on position
SELECT r.request_id, k.key_name, v.val
FROM requests r
LATERAL VIEW posexplode(r.param_names) k AS kpos, key_name
LATERAL VIEW posexplode(r.param_values) v AS vpos, val
WHERE k.kpos = v.vpos;

-- several lateral views in a row on one table
SELECT a.account_id, r.region, p.product
FROM accounts a
LATERAL VIEW explode(a.regions) r AS region
LATERAL VIEW explode(a.products) p AS product;

-- dialect: hive
-- inline an array of structs into columns
SELECT o.order_id, li.sku, li.qty, li.price
FROM orders o
LATERAL VIEW inline(o.line_items) li AS sku, qty, price
WHERE li.qty > 0;

-- dialect: hive
-- stack to unpivot quarterly columns
SELECT f.store_id, q.quarter, q.revenue
FROM store_finance f
LATERAL VIEW stack(4, 'Q1', f.q1_rev, 'Q2', f.q2_rev, 'Q3', f.q3_rev, 'Q4', f.q4_rev) q AS quarter, revenue
WHERE f.fiscal_year = 2023;

-- dialect: hive
-- json_tuple pulls several keys from a json string
SELECT l.log_id, j.level, j.msg, j.svc
FROM logs l
LATERAL VIEW json_tuple(l.payload, 'level', 'message', 'service') j AS level, msg, svc
WHERE l.dt = '2024-02-10';

-- dialect: hive
-- parse_url_tuple splits urls into parts
SELECT c.click_id, u.host, u.path, u.campaign
FROM clicks c
LATERAL VIEW parse_url_tuple(c.url, 'HOST', 'PATH', 'QUERY:utm_campaign') u AS host, path, campaign;

-- dialect: hive
-- json_tuple followed by explode of a nested list
SELECT e.event_id, j.user_id, item
FROM raw_events e
LATERAL VIEW json_tuple(e.body, 'user_id', 'items') j AS user_id, items_json
LATERAL VIEW explode(split(regexp_replace(j.items_json, '\\[|\\]|"', ''), ',')) it AS item;

-- dialect: hive
-- lateral view on the right side of a join sits before ON in hive
SELECT u.user_id, u.country, t.tag
FROM users u
JOIN page_views pv LATERAL VIEW explode(pv.tags) t AS tag ON u.user_id = pv.user_id
WHERE u.country = 'DE';

-- dialect: hive
-- lateral view on the first table, then a join
SELECT o.order_id, li.sku, p.product_name
FROM orders o
LATERAL VIEW explode(o.skus) li AS sku
JOIN products p ON p.sku = li.sku
WHERE o.dt = '2024-03-15';

-- dialect: spark
-- spark puts lateral views after all joins of the FROM clause
SELECT o.order_id, c.segment, li.sku, pr.promo_code
FROM orders o
JOIN customers c ON o.customer_id = c.customer_id
LEFT JOIN shipments s ON s.order_id = o.order_id
LATERAL VIEW explode(o.skus) li AS sku
LATERAL VIEW OUTER explode(o.promo_codes) pr AS promo_code
WHERE c.segment <> 'internal';

-- dialect: spark
-- join, then posexplode and explode of a map
SELECT u.user_id, ev.pos, ev.event_name, a.attr_key, a.attr_val
FROM users u
INNER JOIN user_sessions us ON us.user_id = u.user_id
LATERAL VIEW posexplode(us.events) ev AS pos, event_name
LATERAL VIEW explode(us.attributes) a AS attr_key, attr_val
WHERE ev.pos = 0;

-- lateral view over a subquery
SELECT x.user_id, t.item
FROM (
  SELECT user_id, wishlist
  FROM users
  WHERE signup_date >= '2023-01-01'
) x
LATERAL VIEW explode(x.wishlist) t AS item;

-- aggregate the exploded values back per user
SELECT pv.user_id, count(DISTINCT t.tag) AS distinct_tags
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag
GROUP BY pv.user_id
HAVING count(DISTINCT t.tag) > 3;

-- dialect: hive
-- explode an inline array literal
SELECT d.dt, m.metric
FROM daily_stats d
LATERAL VIEW explode(array('clicks', 'views', 'orders')) m AS metric;

-- dialect: hive
-- explode a literal map to label status codes
SELECT r.status, lbl.code, lbl.label
FROM http_requests r
LATERAL VIEW explode(map(200, 'ok', 404, 'not found', 500, 'error')) lbl AS code, label
WHERE r.status = lbl.code;

-- dialect: hive
-- OUTER posexplode keeps users without events
SELECT u.user_id, e.idx, e.evt
FROM users u
LATERAL VIEW OUTER posexplode(u.recent_events) e AS idx, evt;

-- dialect: hive
-- backticked column names in lateral view
SELECT `t`.`user`, `x`.`value`
FROM `analytics`.`tag_table` `t`
LATERAL VIEW explode(`t`.`values`) `x` AS `value`;

-- dialect: hive
-- explode with a window over the exploded rows
SELECT s.session_id, st.page,
       row_number() OVER (PARTITION BY s.session_id ORDER BY st.ts) AS step_no
FROM sessions s
LATERAL VIEW inline(s.steps) st AS page, ts;

-- dialect: hive
-- nested arrays: explode twice
SELECT m.matrix_id, r.row_vals, c.cell
FROM matrices m
LATERAL VIEW explode(m.row_list) r AS row_vals
LATERAL VIEW explode(r.row_vals) c AS cell;

-- dialect: spark
-- spark allows the column alias without AS
SELECT e.event_id, t.tag
FROM events e
LATERAL VIEW explode(e.tags) t tag;

-- dialect: spark
-- explode_outer used inside a lateral view
SELECT p.product_id, b.bundle_id
FROM products p
LATERAL VIEW explode_outer(p.bundle_ids) b AS bundle_id;

-- dialect: spark
-- inline_outer keeps rows with empty struct arrays
SELECT o.order_id, d.code, d.amount
FROM orders o
LATERAL VIEW inline_outer(o.discounts) d AS code, amount;

-- dialect: spark
-- posexplode_outer in a lateral view
SELECT q.question_id, a.pos, a.answer
FROM survey_questions q
LATERAL VIEW posexplode_outer(q.answers) a AS pos, answer;

-- dialect: hive
-- stack without a table prefix in the select list
SELECT id, metric_name, metric_value
FROM campaign_daily
LATERAL VIEW stack(3, 'impressions', impressions, 'clicks', clicks, 'spend', spend) s AS metric_name, metric_value
WHERE dt = '2024-05-01';

-- dialect: hive
-- lateral view then filter and cluster
SELECT pv.user_id, t.tag
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag
WHERE t.tag RLIKE '^promo_'
DISTRIBUTE BY pv.user_id SORT BY pv.user_id, t.tag;

-- dialect: hive
-- lateral view inside a CTE
WITH exploded AS (
  SELECT o.customer_id, s.sku
  FROM orders o
  LATERAL VIEW explode(split(o.sku_list, '\\|')) s AS sku
)
SELECT customer_id, collect_set(sku) AS skus
FROM exploded
GROUP BY customer_id;

-- dialect: hive
-- lateral view in an insert overwrite
INSERT OVERWRITE TABLE user_tags PARTITION (dt = '2024-03-01')
SELECT pv.user_id, t.tag, count(*) AS cnt
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag
WHERE pv.dt = '2024-03-01'
GROUP BY pv.user_id, t.tag;

-- lateral view with a struct field access on the exploded element
SELECT o.order_id, li.item.sku, li.item.qty
FROM orders o
LATERAL VIEW explode(o.items) li AS item
WHERE li.item.qty >= 2;

-- dialect: hive
-- json_tuple with double quoted key names
SELECT d.device_id, j.os, j.ver
FROM devices d
LATERAL VIEW json_tuple(d.info, "os", "version") j AS os, ver;

-- dialect: hive
-- explode map keys only
SELECT f.feature_id, k.flag
FROM feature_sets f
LATERAL VIEW explode(map_keys(f.flags)) k AS flag;

-- dialect: doris
-- doris attaches a lateral view to the right side of a join before ON
SELECT u.user_id, t.tag
FROM users u
JOIN page_views pv LATERAL VIEW explode(pv.tags) t AS tag ON pv.user_id = u.user_id;

-- dialect: hive
-- union of two lateral view queries
SELECT user_id, tag, 'web' AS src
FROM web_views LATERAL VIEW explode(tags) t AS tag
UNION ALL
SELECT user_id, tag, 'app' AS src
FROM app_views LATERAL VIEW explode(tags) t AS tag;

-- dialect: hive
-- parse_url_tuple with a left semi join
SELECT c.click_id, p.host
FROM clicks c
LATERAL VIEW parse_url_tuple(c.referrer, 'HOST') p AS host
LEFT SEMI JOIN partner_domains d ON (p.host = d.domain);

-- dialect: hive
-- posexplode over a sequence of day offsets
SELECT s.sub_id, date_add(s.start_date, d.i) AS active_day
FROM subscriptions s
LATERAL VIEW posexplode(split(space(datediff(s.end_date, s.start_date)), ' ')) d AS i, x;

-- dialect: spark
-- sequence of dates exploded in spark
SELECT s.sub_id, d.day
FROM subscriptions s
LATERAL VIEW explode(sequence(s.start_date, s.end_date, INTERVAL 1 DAY)) d AS day;
