-- dialect: postgres
-- postgres casts with double colon
SELECT '42'::int AS i, '3.14'::numeric(5,2) AS n, '2024-01-01'::date AS d, now()::date AS today;

-- dialect: postgres
-- cast a string to an int array
SELECT '{1,2,3}'::int[] AS nums, ARRAY['1', '2']::integer[] AS casted;

-- dialect: postgres
-- array constructor and subscripts
SELECT ARRAY[1, 2, 3] AS a, (ARRAY[10, 20, 30])[2] AS second;

-- dialect: postgres
-- array slices
SELECT tags[1:2] AS first_two, tags[2:] AS rest, tags[:3] AS up_to_three
FROM articles;

-- dialect: postgres
-- ARRAY subquery constructor
SELECT c.customer_id,
       ARRAY(SELECT o.order_id FROM orders o WHERE o.customer_id = c.customer_id ORDER BY o.created_at) AS order_ids
FROM customers c;

-- dialect: postgres
-- equality against ANY of an array
SELECT *
FROM orders
WHERE status = ANY(ARRAY['paid', 'shipped']);

-- dialect: postgres
-- ALL with an array parameter
SELECT *
FROM sensors
WHERE reading < ALL(ARRAY[100, 200, 300]);

-- dialect: postgres
-- array containment operators
SELECT article_id
FROM articles
WHERE tags @> ARRAY['sql'] AND NOT tags && ARRAY['draft', 'spam'];

-- dialect: postgres
-- array functions
SELECT array_length(tags, 1) AS n, cardinality(tags) AS c, array_position(tags, 'sql') AS pos,
       array_append(tags, 'new') AS appended, array_cat(tags, ARRAY['x']) AS joined,
       array_to_string(tags, ',') AS csv
FROM articles;

-- dialect: postgres
-- array concatenation operator
SELECT ARRAY[1, 2] || ARRAY[3] AS a, 0 || ARRAY[1, 2] AS b;

-- dialect: postgres
-- two dimensional array literal and access
SELECT m[1][2] AS cell
FROM (SELECT ARRAY[[1, 2], [3, 4]] AS m) t;

-- dialect: postgres
-- array_agg into a typed array
SELECT customer_id, array_agg(amount ORDER BY created_at)::numeric[] AS amounts
FROM orders
GROUP BY customer_id;

-- dialect: postgres
-- cast to jsonb and json operators
SELECT payload -> 'user' ->> 'id' AS user_id, payload #>> '{items,0,sku}' AS first_sku,
       (payload ->> 'total')::numeric AS total
FROM events;

-- dialect: postgres
-- jsonb containment and key exists
SELECT *
FROM events
WHERE payload @> '{"type": "purchase"}'::jsonb AND payload ? 'coupon';

-- dialect: postgres
-- row constructor and composite field access
SELECT (ROW(1, 'a')::record) IS NOT NULL AS ok, (c.address).city
FROM customers c;

-- dialect: duckdb
-- duckdb list literal and indexing
SELECT [1, 2, 3] AS nums, ([10, 20, 30])[1] AS first_elem, ['a', 'b'][2] AS second_letter;

-- dialect: duckdb
-- duckdb list slicing
SELECT xs[2:3] AS middle, xs[2:] AS tail, xs[:2] AS head
FROM (SELECT [1, 2, 3, 4, 5] AS xs);

-- dialect: duckdb
-- duckdb struct literal and field access
SELECT {'name': 'alice', 'age': 31} AS person, ({'name': 'bob', 'age': 27}).name AS n;

-- dialect: duckdb
-- duckdb map literal
SELECT MAP {'a': 1, 'b': 2} AS m, map_keys(MAP {'x': 10}) AS ks;

-- dialect: duckdb
-- duckdb typed list and struct casts
SELECT '[1, 2, 3]'::INTEGER[] AS ints,
       CAST({'a': 1} AS STRUCT(a BIGINT)) AS s,
       [1.5, 2.5]::DOUBLE[] AS dbls;

-- dialect: duckdb
-- duckdb list functions with lambdas
SELECT list_transform([1, 2, 3], x -> x * 10) AS scaled,
       list_filter([1, -2, 3], x -> x > 0) AS positives,
       list_reduce([1, 2, 3], (acc, x) -> acc + x) AS total;

-- dialect: duckdb
-- duckdb struct_pack with named arguments
SELECT struct_pack(id := 1, label := 'one') AS s, list_value(1, 2, 3) AS l;

-- dialect: duckdb
-- duckdb list contains and aggregate
SELECT list_contains(tags, 'sql') AS has_sql, list_aggregate(scores, 'max') AS best, len(tags) AS n
FROM articles;

-- dialect: duckdb
-- duckdb list_has_any with a list literal
SELECT *
FROM articles
WHERE list_has_any(tags, ['sql', 'duckdb']);

-- dialect: duckdb
-- duckdb nested types in a cast
SELECT CAST(NULL AS STRUCT(k VARCHAR, vals DOUBLE[])[]) AS nested;

-- dialect: postgres
-- numeric, text and timestamptz casts
SELECT amount::numeric(10,2), note::text, created_at::timestamptz AT TIME ZONE 'UTC' AS utc_ts
FROM payments;

-- dialect: postgres
-- array_remove, array_replace and unnest distinct
SELECT array_remove(tags, 'draft') AS cleaned, array_replace(tags, 'pg', 'postgres') AS renamed,
       ARRAY(SELECT DISTINCT unnest(tags) ORDER BY 1) AS uniq
FROM articles;

-- standard cast syntax
SELECT CAST(amount AS DECIMAL(10, 2)) AS amt, CAST(order_date AS VARCHAR(10)) AS d, CAST('7' AS INTEGER) AS n
FROM orders;

-- dialect: postgres
-- interval casts and arithmetic
SELECT now() - '2 hours'::interval AS two_hours_ago, date '2024-03-01' + 7 AS next_week;

-- dialect: duckdb
-- duckdb array type with fixed size
SELECT [1.0, 2.0, 3.0]::FLOAT[3] AS vec, array_cosine_similarity([1.0, 0.0]::FLOAT[2], [0.0, 1.0]::FLOAT[2]) AS sim;

-- dialect: postgres
-- array in a where with unnest subquery
SELECT a.article_id
FROM articles a
WHERE 'sql' IN (SELECT unnest(a.tags));

-- dialect: duckdb
-- duckdb flatten, list_sort and list_distinct
SELECT flatten([[3, 1], [2]]) AS flat, list_sort([3, 1, 2]) AS sorted, list_distinct([1, 1, 2]) AS d;
