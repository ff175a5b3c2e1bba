-- dialect: trino
-- sequence table function
SELECT *
FROM TABLE(sequence(start => 1, stop => 10, step => 2));

-- dialect: trino
-- exclude_columns table function
SELECT *
FROM TABLE(exclude_columns(input => TABLE(orders), columns => DESCRIPTOR(internal_notes, raw_payload)));

-- dialect: trino
-- query pass-through table function
SELECT *
FROM TABLE(postgres.system.query(query => 'SELECT id, name FROM public.accounts'));

-- dialect: trino
-- match_recognize to find v-shaped price patterns
SELECT *
FROM stock_prices
MATCH_RECOGNIZE (
  PARTITION BY symbol
  ORDER BY trade_date
  MEASURES A.trade_date AS start_date, LAST(C.trade_date) AS end_date
  ONE ROW PER MATCH
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B+ C+)
  DEFINE
    B AS B.price < PREV(B.price),
    C AS C.price > PREV(C.price)
);

-- dialect: trino
-- json_table over an array
SELECT o.order_id, j.sku, j.qty
FROM orders o,
JSON_TABLE(o.payload, 'lax $.items[*]' COLUMNS (sku VARCHAR PATH 'lax $.sku', qty INTEGER PATH 'lax $.qty')) AS j;

-- dialect: trino
-- json_object and json_array constructors
SELECT json_object('id': user_id, 'name': name) AS obj, json_array(1, 2, 3) AS arr
FROM users;

-- dialect: trino
-- trim_array and array slices
SELECT trim_array(path, 1) AS without_last
FROM sessions;

-- dialect: trino
-- window with named window reference and frame
SELECT user_id, amount,
       avg(amount) OVER (w ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS avg3
FROM payments
WINDOW w AS (PARTITION BY user_id ORDER BY paid_at);

-- dialect: trino
-- one named window shared by two functions
SELECT user_id, ts, count(*) OVER w AS seq, lag(ts) OVER w AS prev_ts
FROM events
WINDOW w AS (PARTITION BY user_id ORDER BY ts);

-- dialect: trino
-- set the session time zone
SET TIME ZONE 'America/Los_Angeles';

-- dialect: trino
-- create function inline in a query
WITH FUNCTION doubled(x BIGINT)
  RETURNS BIGINT
  RETURN x * 2
SELECT doubled(amount) FROM orders;

-- dialect: trino
-- describe output of a prepared statement
DESCRIBE OUTPUT recent_orders;

-- dialect: trino
-- values with a fetch first with ties in a subquery
SELECT *
FROM (
  SELECT product_id, sales FROM product_sales ORDER BY sales DESC FETCH FIRST 3 ROWS WITH TIES
) t;

-- dialect: trino
-- listagg with overflow handling
SELECT team_id, listagg(member_name, ',' ON OVERFLOW TRUNCATE '...' WITH COUNT) WITHIN GROUP (ORDER BY member_name) AS members
FROM team_members
GROUP BY team_id;

-- dialect: trino
-- left join unnest after left join lateral
SELECT u.user_id, s.total, t.tag
FROM users u
LEFT JOIN LATERAL (SELECT sum(amount) AS total FROM orders o WHERE o.user_id = u.user_id) s ON TRUE
LEFT JOIN UNNEST(u.tags) AS t(tag) ON TRUE;

-- dialect: trino
-- json_value with a default on empty
SELECT json_value(payload, 'strict $.items[0].sku' DEFAULT 'none' ON EMPTY) AS first_sku
FROM raw_events;

-- dialect: trino
-- unnest of a map with ordinality and left join
SELECT d.device_id, s.k, s.v, s.n
FROM devices d
LEFT JOIN UNNEST(d.settings) WITH ORDINALITY AS s(k, v, n) ON TRUE
WHERE s.n IS NULL OR s.n <= 5;

-- dialect: trino
-- table function with descriptor and partitioning
SELECT *
FROM TABLE(system.sequence(start => 0, stop => 100));

-- dialect: trino
-- grant select on a table
GRANT SELECT ON TABLE orders TO ROLE analysts;

-- dialect: trino
-- deny and revoke privileges
REVOKE INSERT ON orders FROM USER etl_bot;
