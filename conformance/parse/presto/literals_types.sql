-- typed date and timestamp literals
SELECT *
FROM orders
WHERE order_date >= DATE '2024-01-01'
  AND created_at < TIMESTAMP '2024-02-01 00:00:00';

-- decimal literal
SELECT order_id, amount * DECIMAL '1.19' AS gross
FROM orders;

-- interval literals in arithmetic
SELECT event_id, event_time + INTERVAL '1' DAY AS next_day,
       event_time - INTERVAL '30' MINUTE AS half_hour_before
FROM events;

-- year to month and day to second intervals
SELECT contract_id,
       start_date + INTERVAL '1-6' YEAR TO MONTH AS review_date,
       start_ts + INTERVAL '2 03:04:05' DAY TO SECOND AS shifted
FROM contracts;

-- negative interval
SELECT current_date + INTERVAL -'7' DAY AS week_ago;

-- timestamp with time zone literal
SELECT TIMESTAMP '2024-03-10 12:00:00 America/New_York' AS ny_noon,
       TIMESTAMP '2024-03-10 12:00:00 UTC' AS utc_noon;

-- time literal
SELECT shift_id
FROM shifts
WHERE start_time >= TIME '08:00:00' AND start_time < TIME '17:30:00';

-- array, map and row constructors
SELECT ARRAY[1, 2, 3] AS nums,
       MAP(ARRAY['a', 'b'], ARRAY[1, 2]) AS letters,
       ROW(1, 'x', true) AS r;

-- cast a row to a named row type and access fields
SELECT CAST(ROW(42, 'alice') AS ROW(id INTEGER, name VARCHAR)).name AS n;

-- cast to several types
SELECT CAST(user_id AS VARCHAR) AS uid,
       CAST(amount AS DECIMAL(12, 2)) AS amt,
       CAST('2024-01-01' AS DATE) AS d,
       CAST(ts_str AS TIMESTAMP) AS ts,
       CAST(flag AS BOOLEAN) AS f
FROM raw_orders;

-- try_cast returns null on failure
SELECT TRY_CAST(raw_amount AS DOUBLE) AS amount,
       TRY_CAST(raw_qty AS INTEGER) AS qty
FROM staging_payments;

-- cast to array and map types
SELECT CAST(ARRAY['1', '2'] AS ARRAY(INTEGER)) AS ints,
       CAST(MAP(ARRAY['x'], ARRAY[1]) AS MAP(VARCHAR, BIGINT)) AS m;

-- cast to json and back
SELECT CAST(MAP(ARRAY['a'], ARRAY[1]) AS JSON) AS j,
       CAST(json_parse('[1,2,3]') AS ARRAY(INTEGER)) AS arr;

-- varchar and char types with lengths
SELECT CAST(name AS VARCHAR(20)) AS short_name, CAST(code AS CHAR(3)) AS code3
FROM countries;

-- double quoted identifiers with special characters
SELECT "user id", "order-total", "select"
FROM "raw"."Orders Export";

-- string with an escaped single quote
SELECT 'O''Reilly' AS publisher, 'it''s fine' AS note;

-- binary literal
SELECT X'48656C6C6F' AS hello_bytes, to_hex(X'CAFE') AS hex_str;

-- numeric literal forms
SELECT 42 AS i, 3.14 AS d, 1e3 AS sci, -0.5 AS neg, 1.5E-2 AS small;

-- boolean and null literals
SELECT true AS t, false AS f, NULL AS n, CAST(NULL AS VARCHAR) AS typed_null;

-- nested collection types in a cast
SELECT CAST(NULL AS ARRAY(ROW(k VARCHAR, vals ARRAY(DOUBLE)))) AS nested;

-- real, tinyint and smallint types
SELECT CAST(1.5 AS REAL) AS r, CAST(7 AS TINYINT) AS t, CAST(300 AS SMALLINT) AS s, CAST(1 AS BIGINT) AS b;

-- at time zone conversion
SELECT event_time AT TIME ZONE 'America/Los_Angeles' AS la_time,
       event_time AT TIME ZONE 'UTC' AS utc_time
FROM events;

-- timestamp with time zone type in a cast
SELECT CAST('2024-03-10 12:00:00 +01:00' AS TIMESTAMP WITH TIME ZONE) AS ts_tz;

-- dialect: trino
-- timestamp precision types in trino
SELECT CAST(created_at AS TIMESTAMP(3)) AS ts_ms,
       CAST(created_at AS TIMESTAMP(6) WITH TIME ZONE) AS ts_us_tz
FROM events;

-- dialect: trino
-- unicode string literal
SELECT U&'Caf\00E9' AS cafe;

-- ipaddress and uuid casts
SELECT CAST(client_ip AS IPADDRESS) AS ip, CAST(request_id AS UUID) AS rid
FROM access_logs;

-- interval between timestamps
SELECT order_id, delivered_at - shipped_at AS transit
FROM shipments
WHERE delivered_at - shipped_at > INTERVAL '3' DAY;

-- decimal arithmetic with precision
SELECT CAST(price AS DECIMAL(38, 10)) * DECIMAL '0.075' AS tax
FROM line_items;

-- nested row field access through a chain of dereferences
SELECT x.r.address.city, x.r.address.zip
FROM (SELECT CAST(ROW(ROW('Berlin', '10115')) AS ROW(address ROW(city VARCHAR, zip VARCHAR))) AS r) x;

-- date typed literal compared with a cast
SELECT count(*)
FROM logins
WHERE CAST(login_at AS DATE) = DATE '2024-02-29';
