-- build a row and read its fields
SELECT r.id, r.label
FROM (SELECT CAST(ROW(1, 'first') AS ROW(id INTEGER, label VARCHAR)) AS r) t;

-- array of rows built with ROW and aggregated
SELECT customer_id,
       array_agg(CAST(ROW(order_id, amount) AS ROW(order_id BIGINT, amount DOUBLE)) ORDER BY created_at) AS order_hist
FROM orders
GROUP BY customer_id;

-- map built from array_agg results
SELECT user_id, map(array_agg(attr_key), array_agg(attr_value)) AS attrs
FROM user_attrs
GROUP BY user_id;

-- map subscript and element_at on a missing key
SELECT attrs['plan'] AS plan, element_at(attrs, 'missing') AS maybe_null
FROM (SELECT MAP(ARRAY['plan'], ARRAY['pro']) AS attrs) t;

-- map_from_entries of zipped arrays
SELECT map_from_entries(zip(ARRAY['a', 'b'], ARRAY[1, 2])) AS m;

-- cardinality of maps and arrays in a filter
SELECT user_id
FROM users
WHERE cardinality(attributes) > 5 OR cardinality(tags) = 0;

-- json path extraction on a json typed column
SELECT json_extract_scalar(doc, '$.customer.name') AS customer_name,
       CAST(json_extract(doc, '$.totals') AS MAP(VARCHAR, DOUBLE)) AS totals
FROM documents;

-- is_json_scalar and json_size
SELECT event_id
FROM raw_events
WHERE is_json_scalar(json_extract(payload, '$.user_id'))
  AND json_size(payload, '$.items') > 0;

-- json_array_contains and json_array_get
SELECT event_id, json_array_get(json_extract(payload, '$.tags'), 0) AS first_tag
FROM raw_events
WHERE json_array_contains(json_extract(payload, '$.tags'), 'promo');

-- unnest of a json map cast to map
SELECT e.event_id, k, v
FROM raw_events e
CROSS JOIN UNNEST(CAST(json_extract(e.payload, '$.props') AS MAP(VARCHAR, VARCHAR))) AS p(k, v);

-- row comparison with a tuple
SELECT *
FROM daily_metrics
WHERE (year, month) = (2024, 3);

-- row in list
SELECT *
FROM store_sales
WHERE (region, store_type) IN (('EU', 'mall'), ('US', 'outlet'));

-- map_keys sorted and joined
SELECT user_id, array_join(array_sort(map_keys(attributes)), ',') AS keys
FROM users;

-- array contains on a row field
SELECT order_id
FROM orders
WHERE contains(transform(line_items, li -> li.sku), 'SKU-1');

-- array intersection and except
SELECT array_intersect(a.tags, b.tags) AS common, array_except(a.tags, b.tags) AS only_a
FROM profiles a
JOIN profiles b ON a.user_id = 1 AND b.user_id = 2;

-- shuffle and array_remove
SELECT array_remove(tags, 'internal') AS public_tags, shuffle(tags) AS shuffled
FROM products;

-- ngrams over split tokens
SELECT doc_id, ngrams(split(lower(title), ' '), 2) AS bigrams
FROM documents;

-- map_agg inside a lateral
SELECT u.user_id, a.m
FROM users u
CROSS JOIN LATERAL (
  SELECT map_agg(k, v) AS m
  FROM UNNEST(u.attr_keys, u.attr_values) AS kv(k, v)
) a;
