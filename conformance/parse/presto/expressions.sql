-- element_at and cardinality
SELECT user_id,
       element_at(tags, 1) AS first_tag,
       element_at(attributes, 'country') AS country,
       cardinality(tags) AS n_tags
FROM users;

-- array subscripts are one based
SELECT tags[1] AS first_tag, attributes['plan'] AS plan
FROM users
WHERE cardinality(tags) > 0;

-- sequence with a step
SELECT sequence(1, 10, 3) AS stepped, sequence(5, 1) AS countdown;

-- split and split_part
SELECT split(path, '/') AS parts, split_part(path, '/', 2) AS top_dir
FROM file_index;

-- regexp_split, regexp_extract and regexp_like
SELECT regexp_split(line, ',\s*') AS fields,
       regexp_extract(url, 'id=(\d+)', 1) AS id_param
FROM raw_lines
WHERE regexp_like(url, '^https://');

-- zip and map_entries
SELECT zip(ARRAY[1, 2], ARRAY['a', 'b']) AS pairs,
       map_entries(MAP(ARRAY['x', 'y'], ARRAY[10, 20])) AS entries;

-- json_extract_scalar and json_extract
SELECT json_extract_scalar(payload, '$.user.id') AS user_id,
       json_extract(payload, '$.items') AS items_json,
       json_array_length(json_extract(payload, '$.items')) AS n_items
FROM raw_events;

-- date functions
SELECT date_trunc('week', created_at) AS week_start,
       date_add('day', 7, order_date) AS due_date,
       date_diff('day', order_date, shipped_date) AS days_to_ship
FROM orders;

-- formatting and parsing dates
SELECT date_format(created_at, '%Y-%m-%d %H:%i') AS fmt,
       date_parse('2024/03/01', '%Y/%m/%d') AS parsed,
       format_datetime(created_at, 'yyyy-MM') AS ym
FROM orders;

-- unix time conversions
SELECT from_unixtime(event_ts) AS event_time, to_unixtime(created_at) AS epoch
FROM events;

-- extract fields
SELECT EXTRACT(YEAR FROM order_date) AS y, EXTRACT(DOW FROM order_date) AS dow, day_of_week(order_date) AS dow2
FROM orders;

-- string functions
SELECT upper(name), lower(email), trim(city), length(bio),
       substr(zip_code, 1, 3) AS zip3, concat(first_name, ' ', last_name) AS full_name,
       first_name || ' ' || last_name AS full_name2
FROM customers;

-- strpos, replace, reverse, lpad
SELECT strpos(email, '@') AS at_pos, replace(phone, '-', '') AS digits,
       reverse(sku) AS rev, lpad(CAST(store_id AS VARCHAR), 5, '0') AS padded
FROM customers;

-- IF, COALESCE, NULLIF, TRY
SELECT IF(is_vip, 'vip', 'regular') AS tier,
       coalesce(nickname, name) AS display_name,
       NULLIF(discount, 0) AS nonzero_discount,
       try(amount / quantity) AS unit_price
FROM orders;

-- searched and simple CASE
SELECT order_id,
       CASE WHEN amount >= 1000 THEN 'large' WHEN amount >= 100 THEN 'medium' ELSE 'small' END AS size_class,
       CASE status WHEN 'P' THEN 'pending' WHEN 'S' THEN 'shipped' END AS status_name
FROM orders;

-- IS DISTINCT FROM
SELECT a.id
FROM snapshot_a a
JOIN snapshot_b b ON a.id = b.id
WHERE a.email IS DISTINCT FROM b.email;

-- LIKE with ESCAPE
SELECT sku
FROM products
WHERE sku LIKE 'PROMO!_%' ESCAPE '!';

-- IN, BETWEEN and NOT
SELECT order_id
FROM orders
WHERE status IN ('paid', 'shipped')
  AND amount BETWEEN 10 AND 500
  AND NOT is_test;

-- array functions
SELECT array_distinct(tags) AS uniq,
       array_join(tags, ',') AS tag_str,
       contains(tags, 'sale') AS on_sale,
       array_position(tags, 'new') AS new_pos,
       slice(tags, 1, 2) AS first_two,
       array_max(scores) AS best
FROM products;

-- concat arrays and flatten
SELECT concat(ARRAY[1, 2], ARRAY[3]) AS c, flatten(ARRAY[ARRAY[1], ARRAY[2, 3]]) AS f,
       ARRAY[1, 2] || ARRAY[3, 4] AS piped;

-- map functions
SELECT map_keys(attributes) AS keys, map_values(attributes) AS vals,
       map_concat(attributes, MAP(ARRAY['source'], ARRAY['import'])) AS merged,
       map_from_entries(ARRAY[ROW('a', 1), ROW('b', 2)]) AS from_entries
FROM users;

-- url functions
SELECT url_extract_host(url) AS host,
       url_extract_path(url) AS path,
       url_extract_parameter(url, 'utm_source') AS utm_source
FROM clicks;

-- math functions
SELECT round(amount, 2), ceil(ratio), floor(ratio), abs(delta), power(2, 10), sqrt(area), ln(x), mod(id, 7)
FROM measurements;

-- dialect: trino
-- at_timezone with a zone taken from a joined column
SELECT o.order_id, at_timezone(o.created_at, c.timezone) AS local_time
FROM orders o
JOIN customers c ON c.customer_id = o.customer_id;

-- with_timezone and current_timestamp
SELECT with_timezone(created_at, 'Europe/Berlin') AS berlin_ts, current_timestamp AS now_ts, now() AS now2
FROM orders;

-- scalar subquery and EXISTS
SELECT c.customer_id,
       (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.customer_id) AS last_order
FROM customers c
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id);

-- position and substring standard forms
SELECT POSITION('@' IN email) AS at_pos, SUBSTRING(email FROM 1 FOR 5) AS prefix
FROM users;

-- quantified comparison with a subquery
SELECT product_id
FROM products
WHERE price > ALL (SELECT price FROM products WHERE category = 'accessories');

-- greatest and least
SELECT greatest(q1, q2, q3, q4) AS best_q, least(q1, q2, q3, q4) AS worst_q
FROM quarterly_sales;

-- json_format and json_parse roundtrip
SELECT json_format(json_parse(payload)) AS normalized
FROM raw_events;

-- from_iso8601 parsing
SELECT from_iso8601_timestamp(ts_str) AS ts, from_iso8601_date(d_str) AS d
FROM staging_events;

-- row field access on a column
SELECT o.order_id, o.shipping.city, o.shipping.carrier
FROM orders o;

-- bitwise and hashing functions
SELECT bitwise_and(flags, 4) AS has_flag, to_hex(md5(to_utf8(email))) AS email_hash, xxhash64(to_utf8(user_id_str)) AS h
FROM users;

-- dialect: trino
-- trino format and translate
SELECT format('%s-%05d', region, store_id) AS code, translate(sku, 'abc', 'xyz') AS t
FROM stores;

-- dialect: trino
-- trino json_value and json_exists
SELECT json_value(payload, 'lax $.user.id' RETURNING BIGINT) AS uid
FROM raw_events
WHERE json_exists(payload, 'lax $.items[*]?(@.qty > 10)');

-- dialect: trino
-- trino json_query with wrapper
SELECT json_query(payload, 'lax $.items[*].sku' WITH ARRAY WRAPPER) AS skus
FROM raw_events;
