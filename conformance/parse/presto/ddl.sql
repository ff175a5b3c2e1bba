-- table with complex column types
CREATE TABLE analytics.user_profiles (
  user_id BIGINT,
  name VARCHAR(200),
  interests ARRAY(VARCHAR),
  counters MAP(VARCHAR, BIGINT),
  location ROW(x INTEGER, y DOUBLE),
  balance DECIMAL(10, 2),
  created_at TIMESTAMP
);

-- partitioned hive table with properties
CREATE TABLE hive.web.page_views (
  view_id VARCHAR,
  user_id BIGINT,
  url VARCHAR,
  tags ARRAY(VARCHAR),
  ds VARCHAR
)
WITH (
  format = 'ORC',
  partitioned_by = ARRAY['ds']
);

-- create table if not exists with comments
CREATE TABLE IF NOT EXISTS orders (
  order_id BIGINT COMMENT 'primary id',
  customer_id BIGINT,
  amount DECIMAL(12, 2),
  status VARCHAR(20),
  line_items ARRAY(ROW(sku VARCHAR, qty INTEGER, price DOUBLE))
)
COMMENT 'orders fact table'
WITH (format = 'PARQUET');

-- create table as select with format
CREATE TABLE daily_active_users
WITH (format = 'ORC') AS
SELECT ds, approx_distinct(user_id) AS dau
FROM events
GROUP BY ds;

-- CTAS with bucketing properties
CREATE TABLE hive.marts.user_orders
WITH (
  format = 'ORC',
  bucketed_by = ARRAY['user_id'],
  bucket_count = 32
)
AS
SELECT user_id, count(*) AS orders, sum(amount) AS spend
FROM orders
GROUP BY user_id;

-- CTAS with no data
CREATE TABLE orders_empty AS
SELECT * FROM orders
WITH NO DATA;

-- CTAS if not exists with column aliases
CREATE TABLE IF NOT EXISTS tag_counts (tag, n) AS
SELECT tag, count(*)
FROM page_views
CROSS JOIN UNNEST(tags) AS t(tag)
GROUP BY tag;

-- create table like another
CREATE TABLE orders_backup (
  LIKE orders INCLUDING PROPERTIES,
  backup_ts TIMESTAMP
);

-- create view
CREATE VIEW v_recent_orders AS
SELECT order_id, customer_id, amount
FROM orders
WHERE order_date >= DATE '2024-01-01';

-- create or replace view with unnest
CREATE OR REPLACE VIEW v_user_tags AS
SELECT p.user_id, t.tag
FROM page_views p
CROSS JOIN UNNEST(p.tags) AS t(tag);

-- view with security invoker
CREATE OR REPLACE VIEW v_secure_orders
SECURITY INVOKER AS
SELECT order_id, amount FROM orders;

-- drop table
DROP TABLE IF EXISTS tmp_daily_agg;

-- drop table without if exists
DROP TABLE staging.old_events;

-- drop view
DROP VIEW IF EXISTS v_old_report;

-- add a column
ALTER TABLE users ADD COLUMN referral_code VARCHAR;

-- rename a column
ALTER TABLE users RENAME COLUMN referral_code TO invite_code;

-- drop a column
ALTER TABLE users DROP COLUMN invite_code;

-- rename a table
ALTER TABLE tmp_users RENAME TO users_backup;

-- create and drop schema
CREATE SCHEMA IF NOT EXISTS hive.analytics
WITH (location = 's3://bucket/analytics/');

-- drop schema cascade
DROP SCHEMA IF EXISTS scratch CASCADE;

-- dialect: trino
-- set table properties in trino
ALTER TABLE iceberg.db.events SET PROPERTIES format_version = 2;

-- dialect: trino
-- iceberg table with partitioning transforms
CREATE TABLE iceberg.db.events (
  event_id VARCHAR,
  user_id BIGINT,
  event_time TIMESTAMP(6) WITH TIME ZONE,
  payload MAP(VARCHAR, VARCHAR)
)
WITH (
  format = 'PARQUET',
  partitioning = ARRAY['day(event_time)', 'bucket(user_id, 16)']
);

-- dialect: trino
-- materialized view in trino
CREATE MATERIALIZED VIEW IF NOT EXISTS mv_daily_revenue AS
SELECT date_trunc('day', created_at) AS day, sum(amount) AS revenue
FROM orders
GROUP BY 1;

-- dialect: trino
-- comment on a table and column
COMMENT ON TABLE orders IS 'orders fact table';

-- dialect: trino
-- create or replace table as select
CREATE OR REPLACE TABLE latest_snapshot AS
SELECT * FROM snapshots WHERE snapshot_date = current_date;

-- table with nested types and not null
CREATE TABLE sensor_batches (
  batch_id VARCHAR NOT NULL,
  readings ARRAY(DOUBLE),
  meta MAP(VARCHAR, ARRAY(VARCHAR)),
  bounds ROW(lo DOUBLE, hi DOUBLE)
);

-- CTAS with a union
CREATE TABLE all_events AS
SELECT event_id, user_id, 'web' AS src FROM web_events
UNION ALL
SELECT event_id, user_id, 'app' AS src FROM app_events;

-- dialect: trino
-- truncate table
TRUNCATE TABLE staging_events;

-- dialect: trino
-- drop materialized view
DROP MATERIALIZED VIEW IF EXISTS mv_daily_revenue;

-- create table with date and varbinary columns
CREATE TABLE file_blobs (
  file_id BIGINT,
  content VARBINARY,
  uploaded DATE,
  checksum CHAR(32)
);

-- dialect: presto
-- presto sql function definition
CREATE FUNCTION hive.default.net_price(price DOUBLE, discount DOUBLE)
RETURNS DOUBLE
COMMENT 'price after discount'
LANGUAGE SQL
DETERMINISTIC
RETURNS NULL ON NULL INPUT
RETURN price * (1 - discount);

-- dialect: presto
-- presto temporary function used by a session
CREATE TEMPORARY FUNCTION square(x BIGINT)
RETURNS BIGINT
RETURN x * x;

-- dialect: presto
-- drop a presto sql function by signature
DROP FUNCTION IF EXISTS hive.default.net_price(DOUBLE, DOUBLE);
