-- transform adds one to each element
SELECT user_id, transform(scores, x -> x + 1) AS bumped
FROM exam_results;

-- filter keeps positive values
SELECT account_id, filter(daily_deltas, x -> x > 0) AS gains
FROM account_history;

-- reduce sums an array
SELECT order_id, reduce(line_amounts, 0, (s, x) -> s + x, s -> s) AS total
FROM orders;

-- reduce computing an average with a row state
SELECT sensor_id,
       reduce(readings,
              CAST(ROW(0.0, 0) AS ROW(total DOUBLE, cnt INTEGER)),
              (s, r) -> CAST(ROW(s.total + r, s.cnt + 1) AS ROW(total DOUBLE, cnt INTEGER)),
              s -> IF(s.cnt = 0, NULL, s.total / s.cnt)) AS avg_reading
FROM sensor_batches;

-- zip_with multiplies two arrays
SELECT cart_id, zip_with(prices, quantities, (p, q) -> p * q) AS line_totals
FROM carts;

-- map_filter keeps enabled flags
SELECT user_id, map_filter(feature_flags, (k, v) -> v) AS enabled
FROM users;

-- transform_values and transform_keys
SELECT store_id,
       transform_values(sales_by_month, (k, v) -> v * 1.1) AS projected,
       transform_keys(sales_by_month, (k, v) -> upper(k)) AS upper_keys
FROM store_sales;

-- any_match, all_match and none_match
SELECT order_id
FROM orders
WHERE any_match(line_items, li -> li.qty > 10)
  AND all_match(line_items, li -> li.price > 0)
  AND none_match(coupon_codes, c -> c = 'INTERNAL');

-- nested lambdas over rows
SELECT order_id,
       transform(filter(line_items, li -> li.category = 'books'), li -> li.sku) AS book_skus
FROM orders;

-- array_sort with a comparator
SELECT team_id,
       array_sort(players, (a, b) -> IF(a.score > b.score, -1, IF(a.score < b.score, 1, 0))) AS ranked
FROM teams;

-- map_zip_with combines two maps
SELECT region,
       map_zip_with(budget, actual, (k, b, a) -> coalesce(a, 0) - coalesce(b, 0)) AS variance
FROM region_finance;

-- lambda capturing an outer column
SELECT o.order_id, transform(o.line_items, li -> li.price * (1 - o.discount)) AS discounted
FROM orders o;

-- transform over a sequence
SELECT transform(sequence(1, 5), n -> n * n) AS squares;

-- filter with a lambda inside a where clause
SELECT user_id
FROM users
WHERE cardinality(filter(login_days, d -> d >= DATE '2024-01-01')) >= 10;

-- reduce to concatenate strings
SELECT doc_id, reduce(words, '', (acc, w) -> acc || ' ' || w, acc -> trim(acc)) AS sentence
FROM documents;

-- zip_with building rows
SELECT race_id, zip_with(runners, times, (r, t) -> CAST(ROW(r, t) AS ROW(runner VARCHAR, secs DOUBLE))) AS results
FROM races;

-- transform of a map_entries array
SELECT user_id, transform(map_entries(attributes), e -> e[1] || '=' || e[2]) AS kv_strings
FROM users;

-- lambdas with try to skip bad values
SELECT batch_id, filter(transform(raw_values, v -> try(CAST(v AS DOUBLE))), v -> v IS NOT NULL) AS parsed
FROM staging_batches;

-- reduce with a lambda over json parsed array
SELECT e.event_id,
       reduce(CAST(json_parse(e.amounts) AS ARRAY(DOUBLE)), 0.0, (s, x) -> s + x, s -> s) AS total
FROM events e;

-- lambda in group by query
SELECT country, cardinality(filter(array_agg(age), a -> a >= 18)) AS adults
FROM users
GROUP BY country;

-- transform with a case expression
SELECT sku, transform(stock_levels, q -> CASE WHEN q = 0 THEN 'out' WHEN q < 10 THEN 'low' ELSE 'ok' END) AS status
FROM inventory;

-- map_filter on a literal map
SELECT map_filter(MAP(ARRAY['a', 'b', 'c'], ARRAY[1, 0, 3]), (k, v) -> v > 0) AS nonzero;

-- transform_values with element_at lookup
SELECT u.user_id, transform_values(u.scores, (k, v) -> v * element_at(u.weights, k)) AS weighted
FROM user_scores u;

-- lambda comparator sorting strings by length
SELECT array_sort(ARRAY['banana', 'fig', 'apple'], (x, y) -> IF(length(x) < length(y), -1, IF(length(x) = length(y), 0, 1))) AS by_len;

-- filter keeping non null elements
SELECT session_id, filter(page_path, p -> p IS NOT NULL) AS clean_path
FROM sessions;
