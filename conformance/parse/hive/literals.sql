-- backtick quoted identifiers with reserved words
SELECT `user`.`id`, `user`.`date`, `user`.`order`
FROM `prod`.`user` `user`
WHERE `user`.`date` = '2024-01-01';

-- double quoted string literals
SELECT event_id
FROM events
WHERE event_type = "click" AND platform IN ("ios", "android");

-- backslash escapes in single and double quoted strings
SELECT concat('col1\tcol2', "\n", "it\"s", 'don\'t') AS escaped;

-- regex with escaped backslashes
SELECT regexp_extract(url, '/product/(\\d+)', 1) AS product_id
FROM clicks
WHERE url RLIKE '^https?://shop\\.example\\.com/';

-- dialect: hive
-- integral suffixes for tinyint, smallint and bigint
SELECT 10Y AS tiny_val, 300S AS small_val, 9000000000L AS big_val;

-- dialect: hive
-- bigint literal in arithmetic
SELECT user_id, bytes_sent * 8L AS bits_sent
FROM network_usage
WHERE bytes_sent > 1024L;

-- dialect: hive
-- decimal literal with BD suffix
SELECT order_id, amount * 1.19BD AS gross_amount
FROM orders
WHERE amount > 100.00BD;

-- dialect: spark
-- double and float suffixes
SELECT 1.5D AS d_val, 2.25F AS f_val, 3D AS d_int;

-- dialect: spark
-- mixing all spark numeric suffixes
SELECT CAST(1Y AS INT) + 2S + 3L + 4.0BD + 5.0D AS total;

-- typed date and timestamp literals
SELECT *
FROM orders
WHERE order_date >= DATE '2024-01-01'
  AND created_at < TIMESTAMP '2024-02-01 00:00:00';

-- interval without quotes
SELECT order_id, created_at + INTERVAL 1 DAY AS due_at
FROM orders;

-- interval with a quoted value
SELECT session_id
FROM sessions
WHERE ended_at - INTERVAL '30' MINUTE > started_at;

-- dialect: hive
-- day to second interval literal
SELECT ts + INTERVAL '1 02:03:04' DAY TO SECOND AS shifted
FROM sensor_readings;

-- dialect: hive
-- year to month interval literal
SELECT contract_id, start_date + INTERVAL '1-6' YEAR TO MONTH AS review_date
FROM contracts;

-- boolean and null literals
SELECT user_id, true AS is_active, false AS is_deleted, NULL AS note
FROM users;

-- dialect: hive
-- adjacent string literals are concatenated
SELECT 'hello ' 'world' AS greeting;

-- dialect: hive
-- unicode escape in a string
SELECT concat('caf', '\u00e9') AS word;

-- dialect: spark
-- hex binary literal
SELECT X'1F2E' AS raw_bytes, hex(X'CAFE') AS hex_str;

-- dialect: hive
-- octal escape for a control character delimiter
SELECT split(raw_line, '\001')[0] AS first_field
FROM raw_import;

-- scientific notation
SELECT reading_id, reading_val * 1e-3 AS reading_k, 2.5E2 AS factor
FROM sensor_readings;

-- negative numbers and unary minus
SELECT -1 AS neg_one, -amount AS refund, +5 AS plus_five
FROM payments;

-- backtick quoted alias with a space
SELECT count(*) AS `total rows`, max(amount) AS `max amount`
FROM payments;

-- dialect: spark
-- typed timestamp and date literals with functions
SELECT datediff(DATE '2024-12-31', DATE '2024-01-01') AS days,
       unix_timestamp(TIMESTAMP '2024-01-01 12:00:00') AS epoch;

-- dialect: spark
-- multi-unit interval literal in spark
SELECT event_time + INTERVAL 2 HOURS 30 MINUTES AS adjusted
FROM events;

-- dialect: hive
-- string with embedded single quotes in double quotes
SELECT "O'Reilly" AS publisher, 'say "hi"' AS quote_str;

-- dialect: doris
-- doris array and map literals
SELECT [1, 2, 3] AS nums, {'a': 1, 'b': 2} AS m;

-- dialect: spark
-- spark backtick identifiers with dots inside
SELECT `metrics.cpu`, `metrics.mem`
FROM host_metrics;

-- literal escapes for percent and underscore in LIKE
SELECT sku
FROM products
WHERE sku LIKE 'PROMO\_%';

-- dialect: hive
-- decimal typed casts with BD values
SELECT CAST(19.99BD AS DECIMAL(10,2)) AS price, CAST('7' AS TINYINT) + 1Y AS qty;
