-- dialect: snowflake
-- snowflake lateral flatten with outer
SELECT t.id, f.value::string AS tag, f.index AS pos
FROM events t, LATERAL FLATTEN(input => t.tags, outer => true) f;

-- dialect: snowflake
-- snowflake flatten of a nested path
SELECT o.order_id, li.value:sku::string AS sku, li.value:qty::int AS qty
FROM orders o, LATERAL FLATTEN(input => o.payload:items) li;

-- dialect: snowflake
-- snowflake flatten with path argument
SELECT o.order_id, f.value AS discount
FROM orders o, LATERAL FLATTEN(input => o.payload, path => 'discounts') f;

-- dialect: snowflake
-- snowflake recursive flatten over an object
SELECT f.path, f.key, f.value
FROM config_docs d, LATERAL FLATTEN(input => d.doc, recursive => true) f
WHERE f.key IS NOT NULL;

-- dialect: snowflake
-- snowflake table flatten without lateral keyword
SELECT f.value::number AS n
FROM TABLE(FLATTEN(input => PARSE_JSON('[1, 2, 3]'))) f;

-- dialect: snowflake
-- snowflake two chained flattens
SELECT c.customer_id, o.value:order_id::number AS order_id, i.value:sku::string AS sku
FROM customers c,
LATERAL FLATTEN(input => c.orders) o,
LATERAL FLATTEN(input => o.value:items, outer => true) i;

-- dialect: snowflake
-- snowflake flatten with mode array and aggregation
SELECT f.value::string AS tag, COUNT(*) AS n
FROM articles a, LATERAL FLATTEN(input => a.tags, mode => 'ARRAY') f
GROUP BY 1
ORDER BY n DESC;

-- dialect: snowflake
-- snowflake split_to_table
SELECT o.order_id, s.value AS sku
FROM orders o, LATERAL SPLIT_TO_TABLE(o.sku_list, ',') s;

-- dialect: snowflake
-- snowflake qualify with flatten
SELECT t.id, f.value::string AS tag
FROM events t, LATERAL FLATTEN(input => t.tags) f
QUALIFY ROW_NUMBER() OVER (PARTITION BY t.id ORDER BY f.index) = 1;

-- dialect: bigquery
-- bigquery cross join unnest with offset
SELECT o.order_id, item, pos
FROM orders AS o
CROSS JOIN UNNEST(o.items) AS item WITH OFFSET AS pos;

-- dialect: bigquery
-- bigquery implicit unnest with a comma and a path
SELECT o.order_id, li.sku, li.qty
FROM orders AS o, o.line_items AS li;

-- dialect: bigquery
-- bigquery left join unnest keeps empty arrays
SELECT u.user_id, t AS tag
FROM users AS u
LEFT JOIN UNNEST(u.tags) AS t;

-- dialect: bigquery
-- bigquery unnest of a literal array with offset
SELECT fruit, off
FROM UNNEST(['apple', 'banana', 'cherry']) AS fruit WITH OFFSET AS off
ORDER BY off;

-- dialect: bigquery
-- bigquery unnest in a scalar subquery
SELECT o.order_id,
       (SELECT SUM(li.qty * li.price) FROM UNNEST(o.line_items) AS li) AS order_total
FROM `project.sales.orders` AS o;

-- dialect: bigquery
-- bigquery exists over unnest
SELECT session_id
FROM `project.web.sessions`
WHERE EXISTS (SELECT 1 FROM UNNEST(pages) AS p WHERE p.path = '/checkout');

-- dialect: bigquery
-- bigquery array subquery with struct
SELECT user_id,
       ARRAY(SELECT AS STRUCT e.name, e.ts FROM UNNEST(events) AS e ORDER BY e.ts LIMIT 3) AS first_events
FROM `project.app.user_events`;

-- dialect: bigquery
-- bigquery generate_date_array unnested
SELECT day
FROM UNNEST(GENERATE_DATE_ARRAY('2024-01-01', '2024-01-31', INTERVAL 1 DAY)) AS day;

-- dialect: bigquery
-- bigquery comma join to a nested repeated field with offset
SELECT s.session_id, hit.page, hit_pos
FROM `project.ga.sessions` AS s, s.hits AS hit WITH OFFSET AS hit_pos
WHERE hit_pos < 5;

-- dialect: bigquery
-- bigquery qualify after unnest
SELECT o.order_id, item
FROM orders AS o
CROSS JOIN UNNEST(o.items) AS item WITH OFFSET AS pos
QUALIFY ROW_NUMBER() OVER (PARTITION BY o.order_id ORDER BY pos) = 1;

-- dialect: drill
-- drill flatten of a nested list with a where clause on the outer query
SELECT x.name, x.tag
FROM (SELECT t.name, FLATTEN(t.tags) AS tag FROM dfs.`/data/people.json` t) x
WHERE x.tag LIKE 'a%';

-- dialect: drill
-- drill flatten over a kvgen map with key and value access
SELECT f.kv.key AS k, f.kv.`value` AS v
FROM (SELECT FLATTEN(KVGEN(t.metrics)) AS kv FROM dfs.`/logs/metrics.json` t) f;

-- dialect: drill
-- drill unnest with an implicit lateral
SELECT c.cust_id, u.tag
FROM dfs.`/data/customers.json` c, UNNEST(c.tags) u(tag);

-- dialect: drill
-- drill convert_from on a binary column then flatten
SELECT FLATTEN(x.doc.items) AS item
FROM (SELECT CONVERT_FROM(t.payload, 'JSON') AS doc FROM hbase.`events` t) x;

-- dialect: duckdb
-- duckdb unnest of a json list after casting
SELECT e.id, unnest(CAST(e.payload -> '$.tags' AS VARCHAR[])) AS tag
FROM events e;

-- dialect: duckdb
-- duckdb lateral unnest with a comma
SELECT o.order_id, t.sku
FROM orders o, unnest(o.skus) AS t(sku);

-- dialect: postgres
-- postgres comma join to unnest without lateral keyword
SELECT o.order_id, s.sku
FROM orders o, unnest(o.skus) AS s(sku);

-- dialect: ansi
-- standard lateral unnest with ordinality
SELECT o.order_id, t.sku, t.n
FROM orders o
CROSS JOIN LATERAL UNNEST(o.skus) WITH ORDINALITY AS t(sku, n);

