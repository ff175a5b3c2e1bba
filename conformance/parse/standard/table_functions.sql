-- dialect: postgres
-- generate_series correlated with a column
SELECT t.task_id, g.i
FROM tasks t, generate_series(1, t.n) AS g(i);

-- dialect: postgres
-- calendar from generate_series of timestamps
SELECT d::date AS day
FROM generate_series(timestamp '2024-01-01', timestamp '2024-01-31', interval '1 day') AS d;

-- dialect: postgres
-- unnest with ordinality and column aliases
SELECT a.article_id, u.tag, u.n
FROM articles a, unnest(a.tags) WITH ORDINALITY AS u(tag, n)
WHERE u.n <= 3;

-- dialect: postgres
-- unnest of two arrays in parallel
SELECT r.request_id, p.name, p.val
FROM requests r, unnest(r.param_names, r.param_values) AS p(name, val);

-- dialect: postgres
-- json_array_elements over a json column
SELECT e.event_id, item ->> 'sku' AS sku
FROM events e, json_array_elements(e.payload -> 'items') AS item;

-- dialect: postgres
-- jsonb_each for key value pairs
SELECT u.user_id, kv.key, kv.value
FROM users u, jsonb_each(u.settings) AS kv;

-- dialect: postgres
-- jsonb_each_text with ordinality
SELECT u.user_id, kv.k, kv.v, kv.idx
FROM users u, jsonb_each_text(u.settings) WITH ORDINALITY AS kv(k, v, idx);

-- dialect: postgres
-- jsonb_array_elements_text in a join
SELECT p.product_id, c.category
FROM products p
CROSS JOIN jsonb_array_elements_text(p.attrs -> 'categories') AS c(category);

-- dialect: postgres
-- regexp_split_to_table for words
SELECT d.doc_id, w.word
FROM documents d, regexp_split_to_table(lower(d.body), '\s+') AS w(word)
WHERE length(w.word) > 3;

-- dialect: postgres
-- string_to_table splits on a delimiter
SELECT o.order_id, s.sku
FROM orders o, string_to_table(o.sku_list, ',') AS s(sku);

-- dialect: postgres
-- string_to_table with a null string argument
SELECT t
FROM string_to_table('a|b||c', '|', '') AS t;

-- dialect: postgres
-- ROWS FROM with ordinality over two functions
SELECT x.a, x.b, x.n
FROM ROWS FROM (generate_series(1, 3), unnest(ARRAY['x', 'y', 'z', 'w'])) WITH ORDINALITY AS x(a, b, n);

-- dialect: postgres
-- ROWS FROM with a json record function and column definitions
SELECT *
FROM ROWS FROM (
  json_to_recordset('[{"a":1,"b":"x"},{"a":2,"b":"y"}]') AS (a int, b text),
  generate_series(10, 11)
) AS r(a, b, g);

-- dialect: postgres
-- ROWS FROM correlated to a table
SELECT o.order_id, f.sku, f.qty, f.pos
FROM orders o,
ROWS FROM (unnest(o.skus), unnest(o.quantities)) WITH ORDINALITY AS f(sku, qty, pos);

-- dialect: postgres
-- generate_series with ordinality
SELECT g.v, g.ord
FROM generate_series(10, 50, 10) WITH ORDINALITY AS g(v, ord);

-- dialect: duckdb
-- duckdb range is end exclusive
SELECT r.range AS i
FROM range(0, 10) AS r;

-- dialect: duckdb
-- duckdb generate_series is end inclusive
SELECT gs.generate_series AS i
FROM generate_series(1, 10, 3) AS gs;

-- dialect: duckdb
-- duckdb range of timestamps
SELECT ts
FROM range(TIMESTAMP '2024-01-01', TIMESTAMP '2024-01-02', INTERVAL 1 HOUR) AS t(ts);

-- dialect: duckdb
-- duckdb range correlated through lateral
SELECT s.sub_id, d.day
FROM subscriptions s, LATERAL (SELECT * FROM range(s.start_date, s.end_date, INTERVAL 1 DAY) AS t(day)) d;

-- dialect: duckdb
-- duckdb read_parquet table function with glob
SELECT count(*)
FROM read_parquet('s3://bucket/events/*.parquet', hive_partitioning = true);

-- dialect: duckdb
-- duckdb read_csv with options
SELECT *
FROM read_csv('data/orders.csv', header = true, delim = ';', columns = {'id': 'INTEGER', 'amount': 'DOUBLE'});

-- dialect: duckdb
-- duckdb unnest in FROM
SELECT x
FROM unnest([1, 2, 3]) AS t(x);

-- dialect: duckdb
-- duckdb read_json_auto and unnest of a list column
SELECT e.id, unnest(e.tags) AS tag
FROM read_json_auto('events.json') AS e;

-- dialect: ansi
-- standard unnest with ordinality on a literal
SELECT t.val, t.pos
FROM UNNEST(ARRAY[10, 20, 30]) WITH ORDINALITY AS t(val, pos);

-- dialect: postgres
-- unnest of an array subquery in FROM
SELECT u.uid
FROM unnest(ARRAY(SELECT user_id FROM vip_users)) AS u(uid);

-- dialect: postgres
-- set returning function with a column definition list
SELECT *
FROM json_to_record('{"id": 7, "name": "bob", "tags": ["a"]}') AS x(id int, name text, tags jsonb);

-- dialect: postgres
-- jsonb_to_recordset with a join
SELECT o.order_id, li.sku, li.price
FROM orders o
JOIN LATERAL jsonb_to_recordset(o.payload -> 'lines') AS li(sku text, price numeric) ON true;

-- dialect: postgres
-- generate_subscripts to iterate array indexes
SELECT m.matrix_id, i, m.vals[i] AS v
FROM matrices m, generate_subscripts(m.vals, 1) AS i;

-- dialect: postgres
-- regexp_matches as a table function
SELECT l.log_id, m[1] AS ip, m[2] AS path
FROM logs l, regexp_matches(l.line, '^(\S+) .*"GET (\S+)', 'g') AS m;

-- dialect: postgres
-- pg_catalog table function for settings
SELECT name, setting
FROM pg_settings
WHERE name LIKE 'work_mem%';

-- dialect: postgres
-- function in FROM without alias column list
SELECT *
FROM generate_series(1, 5);

-- dialect: postgres
-- jsonb_path_query as a table function
SELECT e.event_id, j
FROM events e, jsonb_path_query(e.payload, '$.items[*] ? (@.qty > 1)') AS j;

-- dialect: postgres
-- xmltable style json_table in postgres 17
SELECT jt.*
FROM orders o,
JSON_TABLE(o.payload, '$.items[*]' COLUMNS (sku text PATH '$.sku', qty int PATH '$.qty')) AS jt;

-- dialect: duckdb
-- duckdb generate_series with a step inside a CTE
WITH hours AS (
  SELECT unnest(generate_series(TIMESTAMP '2024-03-01 00:00', TIMESTAMP '2024-03-01 23:00', INTERVAL 1 HOUR)) AS h
)
SELECT h FROM hours;

-- dialect: duckdb
-- duckdb table function without FROM keyword first
FROM range(5) SELECT range * 2 AS doubled;

-- dialect: postgres
-- unnest of a multidimensional array flattens it
SELECT v
FROM unnest(ARRAY[[1, 2], [3, 4]]) AS v;

-- dialect: drill
-- drill table function with format options
SELECT columns[0] AS id, columns[1] AS name
FROM table(dfs.`/data/people.csv`(type => 'text', fieldDelimiter => ',', extractHeader => false));

-- dialect: drill
-- drill kvgen then flatten of a map
SELECT t.id, FLATTEN(KVGEN(t.attributes)) AS kv
FROM dfs.`/data/users.json` t;
