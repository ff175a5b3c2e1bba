-- dialect: doris
-- explode_split a comma separated column
SELECT o.order_id, s.sku
FROM orders o
LATERAL VIEW explode_split(o.sku_list, ',') s AS sku
WHERE o.order_date >= '2024-01-01';

-- dialect: doris
-- explode_split_outer keeps rows with empty strings
SELECT u.user_id, t.tag
FROM users u
LATERAL VIEW explode_split_outer(u.tag_str, '|') t AS tag;

-- dialect: doris
-- explode_json_array_int on a json column
SELECT e.event_id, x.item_id
FROM events e
LATERAL VIEW explode_json_array_int(e.item_ids) x AS item_id
WHERE e.event_type = 'purchase';

-- dialect: doris
-- explode_json_array_string with a literal
SELECT t.k1, j.val
FROM example_tbl t
LATERAL VIEW explode_json_array_string('["a", "b", "c"]') j AS val;

-- dialect: doris
-- explode_json_array_double on prices
SELECT p.product_id, pr.price
FROM products p
LATERAL VIEW explode_json_array_double(p.price_history) pr AS price;

-- dialect: doris
-- explode_json_array_json yields json objects
SELECT o.order_id, j.line
FROM orders o
LATERAL VIEW explode_json_array_json(o.lines_json) j AS line;

-- dialect: doris
-- explode_json_array_int_outer keeps rows without ids
SELECT c.cart_id, i.item_id
FROM carts c
LATERAL VIEW explode_json_array_int_outer(c.item_ids) i AS item_id;

-- dialect: doris
-- explode_numbers generates a row per integer
SELECT d.dept_id, n.num
FROM departments d
LATERAL VIEW explode_numbers(5) n AS num;

-- dialect: doris
-- explode_numbers driven by a column value
SELECT s.sub_id, date_add(s.start_date, n.i) AS active_day
FROM subscriptions s
LATERAL VIEW explode_numbers(datediff(s.end_date, s.start_date) + 1) n AS i;

-- dialect: doris
-- explode_numbers_outer keeps rows with zero count
SELECT t.ticket_id, n.seq
FROM tickets t
LATERAL VIEW explode_numbers_outer(t.retry_count) n AS seq;

-- dialect: doris
-- explode_bitmap on a bitmap column
SELECT a.audience_id, b.uid
FROM audiences a
LATERAL VIEW explode_bitmap(a.user_bitmap) b AS uid
WHERE a.audience_id = 42;

-- dialect: doris
-- explode_map gives key and value columns
SELECT u.user_id, m.k, m.v
FROM users u
LATERAL VIEW explode_map(u.attributes) m AS k, v;

-- dialect: doris
-- explode_map_outer on optional maps
SELECT d.device_id, m.k, m.v
FROM devices d
LATERAL VIEW explode_map_outer(d.settings) m AS k, v;

-- dialect: doris
-- explode_outer on an array column
SELECT o.order_id, c.coupon
FROM orders o
LATERAL VIEW explode_outer(o.coupons) c AS coupon;

-- dialect: doris
-- posexplode with position in doris
SELECT s.session_id, p.pos, p.page
FROM sessions s
LATERAL VIEW posexplode(s.pages) p AS pos, page;

-- dialect: doris
-- posexplode_outer in doris
SELECT s.session_id, p.pos, p.page
FROM sessions s
LATERAL VIEW posexplode_outer(s.pages) p AS pos, page;

-- dialect: doris
-- two doris table functions chained
SELECT o.order_id, s.sku, n.unit
FROM orders o
LATERAL VIEW explode_split(o.sku_list, ',') s AS sku
LATERAL VIEW explode_numbers(o.qty) n AS unit;

-- dialect: doris
-- explode an array literal written with brackets
SELECT t.id, e.x
FROM tiny_tbl t
LATERAL VIEW explode([1, 2, 3]) e AS x;

-- dialect: doris
-- explode_split with aggregation on the pieces
SELECT s.kw, count(*) AS cnt
FROM search_logs l
LATERAL VIEW explode_split(l.keywords, ' ') s AS kw
GROUP BY s.kw
ORDER BY cnt DESC
LIMIT 50;

-- dialect: doris
-- lateral view on the first table then a join
SELECT o.order_id, s.sku, p.title
FROM orders o LATERAL VIEW explode_split(o.sku_list, ',') s AS sku
JOIN products p ON p.sku = s.sku;

-- dialect: doris
-- numbers table valued function with properties
SELECT number * 2 AS even_num
FROM numbers("number" = "10");

-- dialect: doris
-- lateral view on an aliased subquery
SELECT x.uid, e.item
FROM (SELECT user_id AS uid, items FROM carts WHERE status = 'open') x
LATERAL VIEW explode(x.items) e AS item;

-- dialect: doris
-- explode_json_array_string then filter
SELECT a.article_id, j.author
FROM articles a
LATERAL VIEW explode_json_array_string(a.authors_json) j AS author
WHERE j.author LIKE 'A%';

-- dialect: doris
-- doris lambda with array_map and array_filter
SELECT user_id,
       array_map(x -> x * 2, scores) AS doubled,
       array_filter(x -> x > 60, scores) AS passed
FROM exam_results;

-- dialect: doris
-- two argument doris lambda
SELECT order_id, array_map((p, q) -> p * q, prices, quantities) AS line_totals
FROM orders;

-- dialect: doris
-- explode the result of a doris lambda
SELECT r.user_id, e.s
FROM exam_results r
LATERAL VIEW explode(array_filter(x -> x >= 90, r.scores)) e AS s;
