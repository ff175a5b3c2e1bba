-- dialect: postgres
-- unnest in the select list
SELECT id, unnest(tags) AS tag
FROM articles;

-- dialect: postgres
-- two set returning functions in one select list run in lockstep
SELECT id, unnest(names) AS name, unnest(ages) AS age
FROM households;

-- dialect: postgres
-- generate_series in the select list
SELECT generate_series(1, 5) AS n;

-- dialect: postgres
-- srf in the select list with other expressions
SELECT o.order_id, unnest(o.skus) AS sku, o.created_at::date AS order_day
FROM orders o
WHERE o.created_at >= date '2024-01-01';

-- dialect: postgres
-- srf combined with generate_series for index pairs
SELECT p.playlist_id, generate_subscripts(p.tracks, 1) AS idx, unnest(p.tracks) AS track
FROM playlists p;

-- dialect: postgres
-- jsonb_array_elements in the select list
SELECT event_id, jsonb_array_elements(payload -> 'items') ->> 'sku' AS sku
FROM events;

-- dialect: postgres
-- jsonb_object_keys in the select list
SELECT DISTINCT jsonb_object_keys(settings) AS setting_key
FROM users;

-- dialect: postgres
-- regexp_split_to_table in the select list
SELECT doc_id, regexp_split_to_table(body, '\s+') AS token
FROM documents;

-- dialect: postgres
-- unnest in a subquery then aggregate
SELECT tag, count(*) AS n
FROM (SELECT unnest(tags) AS tag FROM articles) t
GROUP BY tag
ORDER BY n DESC
LIMIT 10;

-- dialect: postgres
-- srf in select with a case around it
SELECT id, CASE WHEN x % 2 = 0 THEN 'even' ELSE 'odd' END AS parity
FROM (SELECT id, generate_series(1, max_n) AS x FROM limits) s;

-- dialect: duckdb
-- duckdb unnest in the select list
SELECT customer_id, unnest(order_ids) AS order_id
FROM customers;

-- dialect: duckdb
-- duckdb recursive unnest of nested lists
SELECT unnest([[1, 2], [3, 4]], recursive := true) AS v;

-- dialect: duckdb
-- duckdb recursive unnest of a list of structs
SELECT unnest([{'sku': 'A1', 'qty': 2}, {'sku': 'B7', 'qty': 1}], recursive := true);

-- dialect: duckdb
-- duckdb unnest with max_depth
SELECT unnest(nested_lists, max_depth := 2) AS v
FROM matrices;

-- dialect: duckdb
-- duckdb unnest of a struct column expands its fields
SELECT id, unnest(address)
FROM customers;

-- dialect: duckdb
-- duckdb several unnests in one select list
SELECT unnest([1, 2, 3]) AS a, unnest(['x', 'y']) AS b;

-- dialect: duckdb
-- duckdb unnest of range and generate_series lists
SELECT unnest(range(3)) AS r, unnest(generate_series(1, 3)) AS g;

-- dialect: duckdb
-- duckdb struct star over unnested structs
SELECT item.*
FROM (SELECT unnest(items) AS item FROM events);

-- dialect: duckdb
-- duckdb unnest of a list of lists with filter
SELECT u
FROM (SELECT unnest(list_concat(a, b)) AS u FROM pairs)
WHERE u > 0;

-- dialect: drill
-- drill flatten in the select list
SELECT t.order_id, FLATTEN(t.items) AS item
FROM dfs.`/data/orders.json` t;

-- dialect: drill
-- drill flatten then access fields in an outer query
SELECT f.order_id, f.item.sku AS sku, f.item.qty AS qty
FROM (SELECT t.order_id, FLATTEN(t.items) AS item FROM dfs.`/data/orders.json` t) f
WHERE f.item.qty > 1;

-- dialect: drill
-- drill two flattens in one select list
SELECT t.id, FLATTEN(t.tags) AS tag, FLATTEN(t.scores) AS score
FROM dfs.tmp.`profiles` t;

-- dialect: drill
-- drill flatten with aggregation over the result
SELECT tag, COUNT(*) AS n
FROM (SELECT FLATTEN(t.tags) AS tag FROM dfs.`/data/articles.json` t) x
GROUP BY tag
ORDER BY n DESC
LIMIT 10;

-- dialect: drill
-- drill nested flatten
SELECT FLATTEN(x.inner_list) AS v
FROM (SELECT FLATTEN(t.matrix) AS inner_list FROM dfs.`/data/matrix.json` t) x;

-- dialect: drill
-- drill repeated_count and flatten together
SELECT t.id, REPEATED_COUNT(t.tags) AS n_tags, FLATTEN(t.tags) AS tag
FROM dfs.`/data/articles.json` t
WHERE REPEATED_CONTAINS(t.tags, 'sql');

-- dialect: postgres
-- srf inside a lateral derived table
SELECT a.id, x.tag
FROM articles a
JOIN LATERAL (SELECT unnest(a.tags) AS tag) x ON true;

-- dialect: postgres
-- generate_series with dates in the select list
SELECT generate_series(date '2024-01-01', date '2024-01-07', interval '1 day')::date AS day;

-- dialect: postgres
-- json_each in the select list expanding a record
SELECT id, (json_each(attrs)).key, (json_each(attrs)).value
FROM products;
