-- array, map and struct constructors
SELECT array(1, 2, 3) AS nums,
       map('a', 1, 'b', 2) AS letters,
       struct('x', 10) AS pair;

-- named_struct with field access
SELECT named_struct('city', city, 'zip', zip_code).city AS c
FROM addresses;

-- subscripts on arrays and maps
SELECT tags[0] AS first_tag, properties['country'] AS country
FROM users;

-- struct field access on a column
SELECT o.order_id, o.shipping.address.city AS ship_city, o.shipping.carrier
FROM orders o;

-- RLIKE and REGEXP predicates
SELECT email
FROM users
WHERE email RLIKE '@(gmail|yahoo)\\.com$'
   OR username REGEXP '^[a-z]+[0-9]{2}$';

-- integer division with DIV
SELECT user_id, age DIV 10 * 10 AS age_bucket, duration_sec DIV 60 AS minutes
FROM users;

-- dialect: hive
-- split, size and subscript on the result
SELECT line, size(split(line, ' ')) AS word_count, split(line, ' ')[0] AS first_word
FROM documents;

-- dialect: hive
-- map_keys and map_values
SELECT user_id, map_keys(properties) AS keys, map_values(properties) AS vals
FROM users;

-- dialect: hive
-- array_contains and sort_array
SELECT product_id, sort_array(tags) AS sorted_tags
FROM products
WHERE array_contains(tags, 'sale');

-- searched and simple CASE
SELECT order_id,
       CASE WHEN amount >= 1000 THEN 'large'
            WHEN amount >= 100 THEN 'medium'
            ELSE 'small' END AS size_class,
       CASE status WHEN 'P' THEN 'pending' WHEN 'S' THEN 'shipped' ELSE 'other' END AS status_name
FROM orders;

-- CAST to several types
SELECT CAST(user_id AS STRING) AS uid,
       CAST(amount AS DECIMAL(12,2)) AS amt,
       CAST('2024-01-01' AS DATE) AS d,
       CAST(qty_str AS INT) AS qty
FROM raw_orders;

-- date functions
SELECT to_date(created_at) AS d,
       date_add(to_date(created_at), 7) AS d_plus_7,
       date_sub(to_date(created_at), 1) AS d_minus_1,
       datediff(current_date, to_date(created_at)) AS age_days
FROM orders;

-- unix time conversions
SELECT from_unixtime(event_ts, 'yyyy-MM-dd HH:mm:ss') AS event_time,
       unix_timestamp('2024-01-01 00:00:00') AS epoch_start
FROM events;

-- date_format, year, month and hour
SELECT date_format(created_at, 'yyyy-MM') AS ym,
       year(created_at) AS y, month(created_at) AS m, hour(created_at) AS h
FROM orders;

-- dialect: hive
-- nvl, coalesce and if
SELECT nvl(nickname, name) AS display_name,
       coalesce(phone, email, 'unknown') AS contact,
       if(is_vip, 'vip', 'regular') AS tier
FROM customers;

-- string functions
SELECT upper(name), lower(email), trim(city), length(bio),
       substr(zip_code, 1, 3) AS zip3, concat_ws('-', first_name, last_name) AS full_name
FROM customers;

-- regexp_replace and regexp_extract
SELECT regexp_replace(phone, '[^0-9]', '') AS digits,
       regexp_extract(email, '^([^@]+)@', 1) AS local_part
FROM customers;

-- BETWEEN, IN and IS NULL
SELECT order_id
FROM orders
WHERE amount BETWEEN 10 AND 500
  AND status IN ('paid', 'shipped')
  AND cancelled_at IS NULL;

-- NOT LIKE and NOT IN with a subquery
SELECT user_id
FROM users
WHERE email NOT LIKE '%@test.%'
  AND user_id NOT IN (SELECT user_id FROM blocked_users);

-- EXISTS subquery
SELECT c.customer_id
FROM customers c
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.amount > 1000);

-- modulo, bitwise and arithmetic
SELECT user_id % 10 AS shard, flags & 4 AS has_flag, (a + b) * c / 2 AS calc
FROM user_flags;

-- dialect: hive
-- get_json_object with a json path
SELECT get_json_object(payload, '$.user.id') AS uid,
       get_json_object(payload, '$.items[0].sku') AS first_sku
FROM raw_events;

-- dialect: spark
-- sequence, size and element_at
SELECT sequence(1, 10, 2) AS odds,
       size(sequence(1, 10)) AS n,
       element_at(array('a', 'b', 'c'), 2) AS second;

-- dialect: spark
-- array functions in spark
SELECT array_distinct(tags) AS uniq,
       array_union(tags, extra_tags) AS all_tags,
       array_join(tags, ',') AS tag_str,
       flatten(array(tags, extra_tags)) AS flat
FROM products;

-- dialect: hive
-- nested collection subscripts
SELECT nested_map['outer']['inner'] AS v, matrix[1][2] AS cell, items[0].sku AS sku
FROM complex_table;

-- dialect: spark
-- try_cast and typeof in spark
SELECT try_cast(raw_amount AS DECIMAL(10,2)) AS amount, typeof(raw_amount) AS t
FROM staging_payments;

-- dialect: hive
-- collect_set and concat_ws to build a list
SELECT user_id, concat_ws(',', collect_set(category)) AS categories
FROM purchases
GROUP BY user_id;

-- dialect: spark
-- map construction helpers in spark
SELECT map_from_entries(array(struct('a', 1), struct('b', 2))) AS m,
       map_concat(map('x', 1), map('y', 2)) AS merged,
       str_to_map('a:1,b:2', ',', ':') AS parsed;

-- dialect: hive
-- str_to_map and subscript
SELECT str_to_map(query_string, '&', '=')['utm_source'] AS utm_source
FROM clicks;

-- IN list with arithmetic and negation
SELECT *
FROM inventory
WHERE NOT (qty_on_hand - qty_reserved IN (0, -1))
  AND warehouse_id <> 3;

-- dialect: spark
-- struct star expansion in spark
SELECT o.order_id, o.shipping.*
FROM orders o;

-- dialect: hive
-- percentile and histogram helpers
SELECT percentile_approx(latency_ms, 0.95) AS p95,
       percentile(CAST(latency_ms AS BIGINT), array(0.5, 0.99)) AS pcts
FROM api_calls;

-- dialect: hive
-- current date and time functions
SELECT current_date() AS today, current_timestamp() AS now_ts;

-- dialect: doris
-- doris array slice and element access
SELECT scores[1] AS first_score, array_slice(scores, 1, 3) AS top3
FROM exam_results;

-- dialect: spark
-- case with nested if and coalesce of struct fields
SELECT IF(a.addr IS NULL, 'n/a', coalesce(a.addr.city, a.addr.state, '?')) AS loc
FROM accounts a;
