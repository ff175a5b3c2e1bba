-- one row per tag
SELECT p.view_id, t.tag
FROM page_views p
CROSS JOIN UNNEST(p.tags) AS t(tag)
WHERE p.ds = '2024-03-01';

-- unnest with ordinality gives the position
SELECT s.session_id, step.page, step.pos
FROM sessions s
CROSS JOIN UNNEST(s.page_path) WITH ORDINALITY AS step(page, pos)
WHERE step.pos <= 3;

-- unnest two arrays in parallel
SELECT r.request_id, p.name, p.value
FROM requests r
CROSS JOIN UNNEST(r.param_names, r.param_values) AS p(name, value);

-- parallel arrays with ordinality
SELECT e.experiment_id, v.variant, v.weight, v.idx
FROM experiments e
CROSS JOIN UNNEST(e.variants, e.weights) WITH ORDINALITY AS v(variant, weight, idx);

-- unnest a map into key and value columns
SELECT u.user_id, a.attr_key, a.attr_value
FROM users u
CROSS JOIN UNNEST(u.attributes) AS a(attr_key, attr_value)
WHERE a.attr_key IN ('plan', 'country');

-- unnest an array of rows expands the row fields
SELECT o.order_id, li.sku, li.qty, li.price
FROM orders o
CROSS JOIN UNNEST(o.line_items) AS li(sku, qty, price)
WHERE li.qty > 0;

-- comma syntax for unnest
SELECT o.order_id, sku
FROM orders o, UNNEST(o.skus) AS t(sku);

-- dialect: trino
-- left join unnest keeps rows with empty arrays
SELECT o.order_id, c.code
FROM orders o
LEFT JOIN UNNEST(o.coupon_codes) AS c(code) ON TRUE;

-- dialect: trino
-- left join unnest of a map with ordinality
SELECT d.device_id, s.setting, s.val, s.n
FROM devices d
LEFT JOIN UNNEST(d.settings) WITH ORDINALITY AS s(setting, val, n) ON TRUE;

-- unnest a literal array
SELECT x
FROM UNNEST(ARRAY[1, 2, 3, 4]) AS t(x);

-- unnest a sequence to build a calendar
SELECT d
FROM UNNEST(sequence(DATE '2024-01-01', DATE '2024-01-31', INTERVAL '1' DAY)) AS t(d);

-- unnest a literal map
SELECT k, v
FROM UNNEST(MAP(ARRAY['a', 'b', 'c'], ARRAY[1, 2, 3])) AS m(k, v);

-- unnest of split string
SELECT l.log_id, word
FROM logs l
CROSS JOIN UNNEST(split(l.message, ' ')) AS w(word)
WHERE length(word) > 3;

-- unnest with aggregation
SELECT tag, count(DISTINCT user_id) AS users
FROM page_views
CROSS JOIN UNNEST(tags) AS t(tag)
GROUP BY tag
ORDER BY users DESC
LIMIT 20;

-- two unnests chained
SELECT a.account_id, r.region, p.product
FROM accounts a
CROSS JOIN UNNEST(a.regions) AS r(region)
CROSS JOIN UNNEST(a.products) AS p(product);

-- nested arrays unnested twice
SELECT m.matrix_id, row_vals, cell
FROM matrices m
CROSS JOIN UNNEST(m.rows_data) AS r(row_vals)
CROSS JOIN UNNEST(row_vals) AS c(cell);

-- unnest after a join
SELECT c.name, o.order_id, item.sku
FROM customers c
JOIN orders o ON o.customer_id = c.customer_id
CROSS JOIN UNNEST(o.line_items) AS item(sku, qty, price)
WHERE c.country = 'DE';

-- unnest map_entries to get rows
SELECT u.user_id, e.entry
FROM users u
CROSS JOIN UNNEST(map_entries(u.attributes)) AS e(entry);

-- unnest zip of two arrays
SELECT r.race_id, z.runner, z.finish_time
FROM races r
CROSS JOIN UNNEST(zip(r.runners, r.times)) AS z(runner, finish_time);

-- unnest of regexp_split
SELECT doc_id, token
FROM documents
CROSS JOIN UNNEST(regexp_split(body, '\s+')) AS t(token);

-- unnest a json array after casting
SELECT e.event_id, item_id
FROM events e
CROSS JOIN UNNEST(CAST(json_extract(e.payload, '$.items') AS ARRAY(BIGINT))) AS t(item_id);

-- unnest array of json objects cast to rows
SELECT e.event_id, it.sku, it.qty
FROM events e
CROSS JOIN UNNEST(CAST(json_parse(e.items_json) AS ARRAY(ROW(sku VARCHAR, qty INTEGER)))) AS it(sku, qty);

-- unnest a values list
SELECT id, n
FROM (VALUES (1, ARRAY[10, 20]), (2, ARRAY[30])) AS src(id, nums)
CROSS JOIN UNNEST(nums) AS t(n);

-- unnest with double quoted identifiers
SELECT "o"."order id", "t"."item"
FROM "sales"."orders" AS "o"
CROSS JOIN UNNEST("o"."items") AS "t"("item");

-- unnest with ordinality to pair arrays by index
SELECT s.sensor_id, r.reading, r.i
FROM sensors s
CROSS JOIN UNNEST(s.readings) WITH ORDINALITY AS r(reading, i)
WHERE r.i % 2 = 1;

-- unnest inside a CTE
WITH exploded AS (
  SELECT user_id, tag
  FROM page_views
  CROSS JOIN UNNEST(tags) AS t(tag)
)
SELECT tag, count(*) AS n
FROM exploded
GROUP BY tag;

-- unnest inside a scalar subquery
SELECT o.order_id,
       (SELECT sum(qty * price) FROM UNNEST(o.line_items) AS li(sku, qty, price)) AS order_total
FROM orders o;

-- unnest in EXISTS
SELECT o.order_id
FROM orders o
WHERE EXISTS (SELECT 1 FROM UNNEST(o.skus) AS t(sku) WHERE sku LIKE 'GIFT-%');

-- unnest three arrays with nulls padding
SELECT x, y, z
FROM UNNEST(ARRAY[1, 2, 3], ARRAY['a', 'b'], ARRAY[true]) AS t(x, y, z);

-- unnest an array of row literals
SELECT name, age
FROM UNNEST(ARRAY[ROW('ann', 31), ROW('bob', 27)]) AS people(name, age);

-- unnest without column aliases
SELECT *
FROM UNNEST(ARRAY['red', 'green', 'blue']);

-- unnest with a filter on the element
SELECT o.order_id, t.code
FROM orders o
CROSS JOIN UNNEST(o.coupon_codes) AS t(code)
WHERE t.code IS NOT NULL AND t.code <> '';

-- unnest filtered array produced by a lambda
SELECT u.user_id, hs
FROM users u
CROSS JOIN UNNEST(filter(u.scores, s -> s > 90)) AS t(hs);

-- dialect: trino
-- inner join unnest on true with a where filter
SELECT c.campaign_id, k.keyword
FROM campaigns c
INNER JOIN UNNEST(c.keywords) AS k(keyword) ON TRUE
WHERE length(k.keyword) > 2;

-- unnest and window functions
SELECT s.session_id, p.page,
       lead(p.page) OVER (PARTITION BY s.session_id ORDER BY p.pos) AS next_page
FROM sessions s
CROSS JOIN UNNEST(s.page_path) WITH ORDINALITY AS p(page, pos);

-- unnest map from map_agg
SELECT k, v
FROM (SELECT map_agg(country, users) AS m FROM country_users) x
CROSS JOIN UNNEST(x.m) AS t(k, v);

-- unnest with a join back to a dimension
SELECT t.tag, d.tag_group
FROM page_views p
CROSS JOIN UNNEST(p.tags) AS t(tag)
LEFT JOIN tag_dim d ON d.tag = t.tag;

-- unnest of sequence for hourly buckets
SELECT h
FROM UNNEST(sequence(TIMESTAMP '2024-01-01 00:00:00', TIMESTAMP '2024-01-01 23:00:00', INTERVAL '1' HOUR)) AS t(h);

-- unnest of array_agg result for ranking
SELECT country, u
FROM (
  SELECT country, array_agg(user_id ORDER BY score DESC) AS ranked
  FROM user_scores
  GROUP BY country
) r
CROSS JOIN UNNEST(slice(r.ranked, 1, 3)) AS t(u);

-- dialect: trino
-- left join unnest of array of rows with ordinality
SELECT o.order_id, li.sku, li.qty, li.n
FROM orders o
LEFT JOIN UNNEST(o.line_items) WITH ORDINALITY AS li(sku, qty, price, n) ON TRUE
ORDER BY o.order_id, li.n;

-- unnest of cast row array with explicit field types
SELECT p.product_id, v.color, v.size
FROM products p
CROSS JOIN UNNEST(CAST(p.variants AS ARRAY(ROW(color VARCHAR, size VARCHAR)))) AS v(color, size);

-- comma unnest of two columns from a subquery
SELECT q.id, a, b
FROM (SELECT id, arr_a, arr_b FROM pairs WHERE ds = '2024-01-01') q, UNNEST(q.arr_a, q.arr_b) AS u(a, b);
