-- insert select
INSERT INTO order_archive
SELECT *
FROM orders
WHERE order_date < DATE '2023-01-01';

-- insert values
INSERT INTO currencies VALUES ('EUR', 'Euro', 2), ('USD', 'US Dollar', 2), ('JPY', 'Yen', 0);

-- insert with a column list
INSERT INTO users (user_id, email, country)
SELECT id, lower(email), upper(country_code)
FROM staging_users;

-- insert values with complex types
INSERT INTO user_profiles (user_id, name, interests, counters, location)
VALUES (42, 'alice', ARRAY['music', 'hiking'], MAP(ARRAY['logins'], ARRAY[BIGINT '10']), ROW(1, 2.5));

-- insert with a CTE
INSERT INTO daily_summary
WITH d AS (
  SELECT ds, user_id, count(*) AS events
  FROM events
  WHERE ds = '2024-03-01'
  GROUP BY ds, user_id
)
SELECT ds, count(*) AS users, sum(events) AS events FROM d GROUP BY ds;

-- insert exploded rows
INSERT INTO user_tags
SELECT p.user_id, t.tag
FROM page_views p
CROSS JOIN UNNEST(p.tags) AS t(tag);

-- delete with a predicate
DELETE FROM events WHERE ds < '2023-01-01';

-- delete with a subquery
DELETE FROM users
WHERE user_id IN (SELECT user_id FROM gdpr_requests WHERE processed = false);

-- delete all rows
DELETE FROM staging_events;

-- dialect: trino
-- update rows
UPDATE customers SET tier = 'gold' WHERE lifetime_value > 10000;

-- dialect: trino
-- update several columns with expressions
UPDATE inventory
SET qty_on_hand = qty_on_hand - 1, updated_at = current_timestamp
WHERE sku = 'SKU-123';

-- dialect: trino
-- merge into a table
MERGE INTO customers t
USING customer_updates s
ON t.customer_id = s.customer_id
WHEN MATCHED AND s.deleted THEN DELETE
WHEN MATCHED THEN UPDATE SET email = s.email, tier = s.tier
WHEN NOT MATCHED THEN INSERT (customer_id, email, tier) VALUES (s.customer_id, s.email, s.tier);

-- dialect: trino
-- merge with a subquery source
MERGE INTO inventory AS i
USING (SELECT sku, sum(qty) AS sold FROM orders_today GROUP BY sku) AS o
ON i.sku = o.sku
WHEN MATCHED THEN UPDATE SET qty_on_hand = i.qty_on_hand - o.sold;

-- insert with double quoted target columns
INSERT INTO "Reports"."Daily Stats" ("day", "total orders")
SELECT order_date, count(*) FROM orders GROUP BY order_date;

-- insert from values with typed literals
INSERT INTO holidays VALUES (DATE '2024-12-25', 'Christmas'), (DATE '2025-01-01', 'New Year');

-- call a connector procedure
CALL system.sync_partition_metadata('web', 'page_views', 'ADD');

-- insert select with union
INSERT INTO all_events
SELECT event_id, user_id, 'web' FROM web_events
UNION ALL
SELECT event_id, user_id, 'app' FROM app_events;

-- insert with json extraction
INSERT INTO parsed_events (event_id, user_id, action)
SELECT event_id,
       CAST(json_extract_scalar(payload, '$.user_id') AS BIGINT),
       json_extract_scalar(payload, '$.action')
FROM raw_events;

-- dialect: trino
-- update with a correlated subquery
UPDATE orders
SET customer_tier = (SELECT tier FROM customers c WHERE c.customer_id = orders.customer_id)
WHERE customer_tier IS NULL;

-- dialect: trino
-- merge with insert of all columns
MERGE INTO dim_products d
USING staging_products s
ON d.product_id = s.product_id
WHEN NOT MATCHED THEN INSERT VALUES (s.product_id, s.title, s.price);

-- insert with timestamp arithmetic
INSERT INTO reminders (user_id, remind_at)
SELECT user_id, last_login + INTERVAL '7' DAY
FROM users
WHERE last_login < current_timestamp - INTERVAL '7' DAY;
