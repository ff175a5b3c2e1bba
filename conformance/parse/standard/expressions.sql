-- dialect: postgres
-- SIMILAR TO and ILIKE
SELECT email
FROM users
WHERE email SIMILAR TO '%@(gmail|yahoo)\.com'
   OR username ILIKE 'admin%';

-- dialect: postgres
-- E string with escapes
SELECT E'line1\nline2' AS two_lines, E'tab\there' AS tabbed, E'it\'s' AS quoted;

-- dialect: postgres
-- dollar quoted strings
SELECT $$it's a "quoted" string$$ AS s1, $tag$with $$ inside$tag$ AS s2;

-- dialect: postgres
-- interval literals in postgres style
SELECT now() - INTERVAL '1 day' AS yesterday,
       created_at + INTERVAL '2 hours 30 minutes' AS later
FROM events;

-- standard interval literals
SELECT order_id, order_date + INTERVAL '7' DAY AS due_date
FROM orders;

-- EXTRACT fields
SELECT EXTRACT(YEAR FROM order_date) AS yr, EXTRACT(MONTH FROM order_date) AS mon,
       EXTRACT(HOUR FROM created_at) AS hr
FROM orders;

-- POSITION, SUBSTRING and TRIM with standard syntax
SELECT POSITION('@' IN email) AS at_pos,
       SUBSTRING(email FROM 1 FOR 5) AS prefix,
       TRIM(BOTH 'x' FROM code) AS trimmed,
       TRIM(LEADING '0' FROM account_no) AS no_zeros
FROM users;

-- CASE searched and simple
SELECT order_id,
       CASE WHEN amount >= 1000 THEN 'large' WHEN amount >= 100 THEN 'medium' ELSE 'small' END AS size_class,
       CASE status WHEN 'P' THEN 'pending' WHEN 'S' THEN 'shipped' ELSE 'other' END AS status_name
FROM orders;

-- COALESCE and NULLIF
SELECT COALESCE(nickname, first_name, 'anonymous') AS display_name, NULLIF(discount, 0) AS discount
FROM customers;

-- BETWEEN, IN, LIKE and IS NULL
SELECT order_id
FROM orders
WHERE amount BETWEEN 10 AND 500
  AND status IN ('paid', 'shipped')
  AND note LIKE '%gift%'
  AND cancelled_at IS NULL;

-- string concatenation operator and functions
SELECT first_name || ' ' || last_name AS full_name, UPPER(city) AS city_uc, CHAR_LENGTH(bio) AS bio_len
FROM customers;

-- dialect: postgres
-- ANY and ALL with subqueries
SELECT product_id
FROM products
WHERE price > ALL (SELECT price FROM products WHERE category = 'accessories')
  AND category = ANY (SELECT category FROM featured_categories);

-- dialect: postgres
-- IS DISTINCT FROM in a where clause
SELECT *
FROM customer_changes
WHERE old_email IS DISTINCT FROM new_email;

-- dialect: postgres
-- date_trunc, age and to_char
SELECT date_trunc('month', created_at) AS month_start, age(now(), birth_date) AS age,
       to_char(created_at, 'YYYY-MM-DD HH24:MI') AS fmt
FROM users;

-- dialect: postgres
-- regexp functions and operators
SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS digits,
       substring(email FROM '@(.*)$') AS domain
FROM users
WHERE email ~* '@example\.(com|org)$';

-- dialect: postgres
-- typed literals
SELECT DATE '2024-01-01' AS d, TIMESTAMP '2024-01-01 10:00:00' AS ts, TIME '08:30' AS t,
       TIMESTAMPTZ '2024-01-01 10:00:00+00' AS tstz;

-- dialect: postgres
-- overlaps predicate
SELECT b.booking_id
FROM bookings b
WHERE (b.start_date, b.end_date) OVERLAPS (DATE '2024-07-01', DATE '2024-07-15');

-- dialect: postgres
-- row comparison
SELECT *
FROM events
WHERE (user_id, created_at) > (42, TIMESTAMP '2024-01-01 00:00:00')
ORDER BY user_id, created_at
LIMIT 100;

-- dialect: postgres
-- GREATEST and LEAST with casts
SELECT GREATEST(q1, q2, q3)::numeric AS best, LEAST(q1, q2, q3) AS worst
FROM quarterly;

-- dialect: duckdb
-- duckdb string slicing and functions
SELECT name[1:3] AS prefix, strftime(created_at, '%Y-%m') AS ym, epoch_ms(created_at) AS ms
FROM users;

-- dialect: duckdb
-- duckdb interval without quotes
SELECT created_at + INTERVAL 3 DAY AS later, date_diff('day', created_at, now()) AS age_days
FROM users;

-- dialect: duckdb
-- duckdb ilike and regexp_matches
SELECT *
FROM logs
WHERE message ILIKE '%timeout%' AND regexp_matches(message, 'code=\d{3}');

-- dialect: duckdb
-- duckdb strptime and round
SELECT strptime(raw_ts, '%d/%m/%Y %H:%M') AS ts, round(amount, 2) AS amt
FROM staging;

-- dialect: duckdb
-- duckdb star exclude and replace
SELECT * EXCLUDE (password_hash) REPLACE (lower(email) AS email)
FROM users;

-- dialect: duckdb
-- duckdb columns expression
SELECT max(COLUMNS('amount_.*'))
FROM payments;

-- scalar subquery in select
SELECT o.order_id, (SELECT AVG(amount) FROM orders) AS avg_amount
FROM orders o;

-- dialect: postgres
-- format, concat_ws and split_part
SELECT format('%s-%s', region, store_no) AS code, concat_ws(', ', city, state, zip) AS addr,
       split_part(email, '@', 2) AS domain
FROM stores;

-- dialect: postgres
-- escaped single quotes and a unicode escape string
SELECT 'O''Reilly' AS publisher, U&'caf\00E9' AS word;

-- dialect: postgres
-- jsonb building functions
SELECT jsonb_build_object('id', id, 'tags', to_jsonb(tags)) AS doc, json_build_array(1, 'a', true) AS arr
FROM articles;

-- dialect: drill
-- drill backtick identifiers and reserved words
SELECT t.`value`, t.`year`, t.`user`
FROM dfs.`/data/stats.json` t
WHERE t.`year` > 2020;

-- dialect: snowflake
-- snowflake variant path access and iff
SELECT payload:user.id::string AS user_id, IFF(payload:amount::number > 100, 'big', 'small') AS size
FROM raw_events;

-- dialect: bigquery
-- bigquery safe_cast and format_date
SELECT SAFE_CAST(raw_amount AS NUMERIC) AS amount, FORMAT_DATE('%Y-%m', order_date) AS ym
FROM `project.sales.orders`;

-- CAST with CASE and COALESCE nesting
SELECT CAST(CASE WHEN qty IS NULL THEN 0 ELSE qty END AS INTEGER) AS qty_i,
       COALESCE(CAST(price AS DECIMAL(10, 2)), 0) AS price
FROM line_items;

-- dialect: postgres
-- current date and time special values
SELECT CURRENT_DATE, CURRENT_TIMESTAMP, LOCALTIMESTAMP, CURRENT_TIME;

-- dialect: postgres
-- collate and case insensitive comparison
SELECT name
FROM customers
ORDER BY name COLLATE "C";
