-- dialect: ansi
-- insert values
INSERT INTO currencies VALUES ('EUR', 'Euro', 2), ('USD', 'US Dollar', 2), ('JPY', 'Yen', 0);

-- dialect: ansi
-- insert with a column list
INSERT INTO customers (customer_id, name, email)
VALUES (1, 'Alice', 'alice@example.com');

-- dialect: ansi
-- insert select
INSERT INTO order_archive
SELECT *
FROM orders
WHERE order_date < DATE '2023-01-01';

-- dialect: postgres
-- insert an array and jsonb value
INSERT INTO articles (title, tags, scores, metadata)
VALUES ('Lateral joins', ARRAY['sql', 'postgres'], '{1,2,3}'::int[], '{"draft": false}'::jsonb);

-- dialect: postgres
-- insert returning generated ids
INSERT INTO orders (customer_id, skus, amount)
VALUES (42, ARRAY['A1', 'B7'], 19.99)
RETURNING order_id, status;

-- dialect: postgres
-- upsert with on conflict do update
INSERT INTO inventory (sku, qty)
VALUES ('SKU-1', 5)
ON CONFLICT (sku) DO UPDATE SET qty = inventory.qty + EXCLUDED.qty;

-- dialect: postgres
-- on conflict do nothing
INSERT INTO seen_events (event_id) SELECT event_id FROM staging_events
ON CONFLICT DO NOTHING;

-- dialect: postgres
-- insert rows from unnest of arrays
INSERT INTO order_items (order_id, sku, qty)
SELECT o.order_id, u.sku, u.qty
FROM orders o, unnest(o.skus, o.quantities) AS u(sku, qty);

-- dialect: ansi
-- update with a predicate
UPDATE customers SET tier = 'gold' WHERE lifetime_value > 10000;

-- dialect: postgres
-- update from another table
UPDATE orders o
SET customer_tier = c.tier
FROM customers c
WHERE c.customer_id = o.customer_id AND o.customer_tier IS NULL;

-- dialect: postgres
-- update with array append and returning
UPDATE articles
SET tags = array_append(tags, 'featured')
WHERE article_id = 7
RETURNING article_id, tags;

-- dialect: ansi
-- delete with a predicate
DELETE FROM events WHERE created_at < DATE '2023-01-01';

-- dialect: postgres
-- delete using a join
DELETE FROM sessions s
USING users u
WHERE s.user_id = u.user_id AND u.is_deleted;

-- dialect: ansi
-- delete with a subquery
DELETE FROM users
WHERE user_id IN (SELECT user_id FROM gdpr_requests WHERE processed = FALSE);

-- dialect: postgres
-- merge statement
MERGE INTO customers t
USING customer_updates s ON t.customer_id = s.customer_id
WHEN MATCHED AND s.deleted THEN DELETE
WHEN MATCHED THEN UPDATE SET email = s.email
WHEN NOT MATCHED THEN INSERT (customer_id, email) VALUES (s.customer_id, s.email);

-- dialect: duckdb
-- duckdb insert or replace
INSERT OR REPLACE INTO settings VALUES ('theme', 'dark');

-- dialect: duckdb
-- duckdb insert by name
INSERT INTO events BY NAME SELECT 42 AS id, ['a', 'b'] AS tags;

-- dialect: duckdb
-- duckdb copy to parquet
COPY (SELECT * FROM orders WHERE amount > 100) TO 'big_orders.parquet' (FORMAT PARQUET);

-- dialect: postgres
-- copy from a csv file
COPY staging_users (id, email) FROM '/tmp/users.csv' WITH (FORMAT csv, HEADER true);

-- dialect: ansi
-- insert multiple rows with expressions
INSERT INTO daily_summary (summary_date, users, events)
SELECT CAST(created_at AS DATE), COUNT(DISTINCT user_id), COUNT(*)
FROM events
GROUP BY CAST(created_at AS DATE);

-- dialect: postgres
-- insert with default values
INSERT INTO audit_log DEFAULT VALUES;

-- dialect: postgres
-- insert with a CTE
WITH new_rows AS (
  SELECT user_id, max(created_at) AS last_event FROM events GROUP BY user_id
)
INSERT INTO user_last_event (user_id, last_event)
SELECT user_id, last_event FROM new_rows;

-- dialect: snowflake
-- snowflake insert from flatten
INSERT INTO event_tags (event_id, tag)
SELECT e.event_id, f.value::string
FROM raw_events e, LATERAL FLATTEN(input => e.payload:tags) f;

-- dialect: bigquery
-- bigquery insert from unnest with offset
INSERT INTO `project.sales.order_items` (order_id, item, pos)
SELECT o.order_id, item, pos
FROM `project.sales.orders` AS o
CROSS JOIN UNNEST(o.items) AS item WITH OFFSET AS pos;
