-- dialect: hive
-- delimited text table with complex types
CREATE TABLE IF NOT EXISTS raw.user_profiles (
  user_id BIGINT,
  name STRING,
  interests ARRAY<STRING>,
  scores MAP<STRING,INT>,
  address STRUCT<street:STRING, city:STRING, zip:INT>
)
ROW FORMAT DELIMITED
  FIELDS TERMINATED BY '\001'
  COLLECTION ITEMS TERMINATED BY '\002'
  MAP KEYS TERMINATED BY '\003'
  LINES TERMINATED BY '\n'
STORED AS TEXTFILE;

-- dialect: hive
-- partitioned ORC table
CREATE TABLE events (
  event_id STRING COMMENT 'unique event id',
  user_id BIGINT,
  event_type STRING,
  props MAP<STRING,STRING>
)
COMMENT 'clickstream events'
PARTITIONED BY (dt STRING, hr STRING)
STORED AS ORC
TBLPROPERTIES ('orc.compress' = 'SNAPPY');

-- dialect: hive
-- external table with a location
CREATE EXTERNAL TABLE IF NOT EXISTS staging.web_logs (
  ip STRING,
  ts STRING,
  request STRING,
  status INT,
  bytes BIGINT
)
ROW FORMAT DELIMITED FIELDS TERMINATED BY '\t'
STORED AS TEXTFILE
LOCATION '/data/staging/web_logs';

-- dialect: hive
-- bucketed and sorted table
CREATE TABLE user_events_bucketed (
  user_id BIGINT,
  event_time TIMESTAMP,
  event_type STRING
)
PARTITIONED BY (dt STRING)
CLUSTERED BY (user_id) SORTED BY (event_time) INTO 32 BUCKETS
STORED AS ORC;

-- dialect: hive
-- parquet table with nested struct arrays
CREATE TABLE orders_nested (
  order_id BIGINT,
  customer STRUCT<id:BIGINT, name:STRING, tags:ARRAY<STRING>>,
  line_items ARRAY<STRUCT<sku:STRING, qty:INT, price:DECIMAL(10,2)>>
)
STORED AS PARQUET;

-- dialect: hive
-- json serde table
CREATE TABLE raw_json_events (
  id STRING,
  payload MAP<STRING,STRING>
)
ROW FORMAT SERDE 'org.apache.hive.hcatalog.data.JsonSerDe'
STORED AS TEXTFILE;

-- create table as select
CREATE TABLE daily_active_users AS
SELECT dt, count(DISTINCT user_id) AS dau
FROM events
GROUP BY dt;

-- dialect: hive
-- CTAS with storage format
CREATE TABLE top_products
STORED AS ORC
AS
SELECT product_id, sum(units) AS units
FROM sales
GROUP BY product_id
ORDER BY units DESC
LIMIT 100;

-- create view
CREATE VIEW v_recent_orders AS
SELECT order_id, customer_id, amount
FROM orders
WHERE order_date >= '2024-01-01';

-- dialect: hive
-- view with column comments and IF NOT EXISTS
CREATE VIEW IF NOT EXISTS v_user_tags (user_id COMMENT 'user', tag COMMENT 'exploded tag') AS
SELECT pv.user_id, t.tag
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag;

-- dialect: spark
-- create or replace view
CREATE OR REPLACE VIEW v_revenue_by_month AS
SELECT date_format(order_date, 'yyyy-MM') AS ym, sum(amount) AS revenue
FROM orders
GROUP BY date_format(order_date, 'yyyy-MM');

-- drop table if exists
DROP TABLE IF EXISTS tmp_daily_agg;

-- drop view if exists
DROP VIEW IF EXISTS v_old_report;

-- dialect: hive
-- drop table with purge
DROP TABLE IF EXISTS staging.web_logs PURGE;

-- dialect: hive
-- add a partition
ALTER TABLE events ADD IF NOT EXISTS PARTITION (dt = '2024-03-01', hr = '00')
LOCATION '/warehouse/events/dt=2024-03-01/hr=00';

-- dialect: hive
-- drop a partition
ALTER TABLE events DROP IF EXISTS PARTITION (dt = '2023-01-01');

-- dialect: hive
-- add columns to a table
ALTER TABLE users ADD COLUMNS (referral_code STRING COMMENT 'invite code', tags ARRAY<STRING>);

-- dialect: hive
-- rename a table
ALTER TABLE tmp_users RENAME TO users_backup;

-- dialect: spark
-- spark datasource table with partitioning
CREATE TABLE IF NOT EXISTS analytics.sessions (
  session_id STRING,
  user_id BIGINT,
  pages ARRAY<STRING>,
  attrs MAP<STRING, STRING>,
  dt DATE
)
USING parquet
PARTITIONED BY (dt)
OPTIONS ('compression' = 'snappy');

-- dialect: spark
-- spark CTAS with USING and partitioning
CREATE TABLE analytics.user_daily
USING delta
PARTITIONED BY (dt)
AS SELECT user_id, to_date(event_time) AS dt, count(*) AS events
FROM events
GROUP BY user_id, to_date(event_time);

-- dialect: spark
-- spark struct type written without colons
CREATE TABLE device_snapshots (
  device_id STRING,
  location STRUCT<lat: DOUBLE, lon: DOUBLE>,
  readings ARRAY<STRUCT<ts: TIMESTAMP, value: DOUBLE>>
)
USING orc;

-- dialect: doris
-- doris duplicate key table with range partitions
CREATE TABLE IF NOT EXISTS example_db.events (
  event_date DATE NOT NULL COMMENT "event date",
  user_id BIGINT NOT NULL,
  event_type VARCHAR(64),
  tags ARRAY<STRING>,
  props MAP<STRING, STRING>
)
DUPLICATE KEY(event_date, user_id)
PARTITION BY RANGE(event_date) (
  PARTITION p202401 VALUES LESS THAN ("2024-02-01"),
  PARTITION p202402 VALUES LESS THAN ("2024-03-01")
)
DISTRIBUTED BY HASH(user_id) BUCKETS 16
PROPERTIES ("replication_num" = "1");

-- dialect: doris
-- doris aggregate key table
CREATE TABLE site_visits (
  site_id INT,
  dt DATE,
  pv BIGINT SUM DEFAULT "0",
  last_visit DATETIME REPLACE,
  uv BITMAP BITMAP_UNION
)
AGGREGATE KEY(site_id, dt)
DISTRIBUTED BY HASH(site_id) BUCKETS 8
PROPERTIES ("replication_num" = "3");

-- dialect: doris
-- doris unique key table with a struct column
CREATE TABLE customers (
  customer_id BIGINT,
  name VARCHAR(128),
  address STRUCT<city:VARCHAR(64), zip:VARCHAR(16)>,
  updated_at DATETIME
)
UNIQUE KEY(customer_id)
DISTRIBUTED BY HASH(customer_id) BUCKETS AUTO
PROPERTIES ("enable_unique_key_merge_on_write" = "true");

-- dialect: doris
-- doris CTAS with distribution
CREATE TABLE order_totals
DISTRIBUTED BY HASH(customer_id) BUCKETS 4
PROPERTIES ("replication_num" = "1")
AS SELECT customer_id, sum(amount) AS total FROM orders GROUP BY customer_id;

-- dialect: doris
-- doris list partitioned table
CREATE TABLE region_sales (
  region VARCHAR(16) NOT NULL,
  sale_id BIGINT,
  amount DECIMAL(12, 2)
)
DUPLICATE KEY(region, sale_id)
PARTITION BY LIST(region) (
  PARTITION p_eu VALUES IN ("de", "fr", "es"),
  PARTITION p_us VALUES IN ("us", "ca")
)
DISTRIBUTED BY HASH(sale_id) BUCKETS 10;

-- simple table with complex types
CREATE TABLE IF NOT EXISTS user_features (
  user_id BIGINT,
  embedding ARRAY<DOUBLE>,
  counters MAP<STRING,INT>
);

-- dialect: hive
-- create table like
CREATE TABLE events_backup LIKE events;

-- dialect: hive
-- temporary table
CREATE TEMPORARY TABLE tmp_ids (id BIGINT) STORED AS ORC;

-- dialect: hive
-- truncate a partition
TRUNCATE TABLE events PARTITION (dt = '2024-01-01');

-- dialect: hive
-- create database with comment and location
CREATE DATABASE IF NOT EXISTS analytics
COMMENT 'analytics marts'
LOCATION '/warehouse/analytics.db';

-- dialect: hive
-- table with varchar, char and decimal columns
CREATE TABLE products (
  product_id INT,
  sku CHAR(12),
  title VARCHAR(200),
  price DECIMAL(10,2),
  is_active BOOLEAN,
  created DATE
)
STORED AS ORC;

-- dialect: hive
-- CTAS using a lateral view and row format
CREATE TABLE user_tag_pairs
ROW FORMAT DELIMITED FIELDS TERMINATED BY ','
STORED AS TEXTFILE
AS
SELECT pv.user_id, t.tag
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag;

-- dialect: hive
-- set table properties
ALTER TABLE events SET TBLPROPERTIES ('retention_days' = '90');

-- dialect: hive
-- msck repair to discover partitions
MSCK REPAIR TABLE events;
