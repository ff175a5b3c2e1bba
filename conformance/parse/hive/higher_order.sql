-- dialect: spark
-- transform adds one to every element
SELECT user_id, transform(scores, x -> x + 1) AS bumped
FROM exam_results;

-- dialect: spark
-- filter keeps positive values
SELECT account_id, filter(daily_deltas, x -> x > 0) AS gains
FROM account_history;

-- dialect: spark
-- aggregate sums an array
SELECT order_id, aggregate(line_amounts, 0, (acc, x) -> acc + x) AS total
FROM orders;

-- dialect: spark
-- aggregate with a finish lambda for an average
SELECT sensor_id,
       aggregate(readings, CAST(0.0 AS DOUBLE), (acc, r) -> acc + r, acc -> acc / size(readings)) AS avg_reading
FROM sensor_batches;

-- dialect: spark
-- transform with index argument
SELECT playlist_id, transform(track_ids, (t, i) -> concat(CAST(i + 1 AS STRING), ':', t)) AS numbered
FROM playlists;

-- dialect: spark
-- exists and forall predicates on arrays
SELECT order_id
FROM orders
WHERE exists(items, i -> i.qty > 10)
  AND forall(items, i -> i.price > 0);

-- dialect: spark
-- zip_with combines two arrays
SELECT cart_id, zip_with(prices, quantities, (p, q) -> p * q) AS line_totals
FROM carts;

-- dialect: spark
-- map_filter keeps flags that are on
SELECT user_id, map_filter(feature_flags, (k, v) -> v = true) AS enabled
FROM users;

-- dialect: spark
-- transform_values and transform_keys
SELECT store_id,
       transform_values(sales_by_month, (k, v) -> v * 1.1) AS projected,
       transform_keys(sales_by_month, (k, v) -> upper(k)) AS upper_keys
FROM store_sales;

-- dialect: spark
-- nested lambdas with struct fields
SELECT order_id,
       transform(filter(items, i -> i.category = 'books'), i -> i.sku) AS book_skus
FROM orders;

-- dialect: spark
-- array_sort with a comparator lambda
SELECT team_id,
       array_sort(players, (a, b) -> CASE WHEN a.score > b.score THEN -1 WHEN a.score < b.score THEN 1 ELSE 0 END) AS ranked
FROM teams;

-- dialect: spark
-- map_zip_with merges two maps
SELECT region,
       map_zip_with(budget, actual, (k, b, a) -> coalesce(a, 0) - coalesce(b, 0)) AS variance
FROM region_finance;

-- dialect: spark
-- aggregate to concatenate strings
SELECT doc_id, aggregate(words, '', (acc, w) -> concat(acc, ' ', w)) AS sentence
FROM documents;

-- dialect: spark
-- filter with index lambda drops the first element
SELECT path_id, filter(steps, (s, i) -> i > 0) AS rest
FROM paths;

-- dialect: spark
-- lambdas in a group by query
SELECT country, size(filter(collect_list(age), a -> a >= 18)) AS adults
FROM users
GROUP BY country;

-- dialect: spark
-- reduce is an alias of aggregate
SELECT batch_id, reduce(weights, 0D, (acc, w) -> acc + w) AS total_weight
FROM shipments;

-- dialect: spark
-- transform over a sequence
SELECT transform(sequence(1, 5), n -> n * n) AS squares;

-- dialect: spark
-- lambda inside a CTE and a lateral view
WITH cleaned AS (
  SELECT user_id, filter(tags, t -> t IS NOT NULL AND t <> '') AS tags
  FROM page_views
)
SELECT user_id, tag
FROM cleaned
LATERAL VIEW explode(transform(tags, t -> lower(trim(t)))) x AS tag;

-- dialect: doris
-- doris array_map with a nested function call
SELECT product_id, array_map(x -> round(x * 1.19, 2), prices) AS gross_prices
FROM product_prices;

-- dialect: doris
-- doris array_exists and array_count with lambdas
SELECT order_id,
       array_count(x -> x > 100, amounts) AS big_lines,
       array_exists(x -> x < 0, amounts) AS has_refund
FROM orders;

-- dialect: doris
-- doris array_sortby with a key lambda
SELECT team_id, array_sortby(x -> -x, scores) AS desc_scores
FROM teams;
