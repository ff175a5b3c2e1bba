-- dialect: postgres
-- table with arrays, jsonb and numeric
CREATE TABLE articles (
  article_id SERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  tags TEXT[] DEFAULT '{}',
  scores INTEGER[],
  metadata JSONB,
  price NUMERIC(10,2) CHECK (price >= 0),
  created_at TIMESTAMPTZ DEFAULT now()
);

-- dialect: postgres
-- table with constraints and foreign keys
CREATE TABLE IF NOT EXISTS orders (
  order_id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id BIGINT NOT NULL REFERENCES customers (customer_id) ON DELETE CASCADE,
  status VARCHAR(20) NOT NULL DEFAULT 'new',
  skus TEXT[] NOT NULL,
  amount NUMERIC(12,2),
  UNIQUE (customer_id, order_id)
);

-- dialect: ansi
-- standard create table with a table level primary key
CREATE TABLE customers (
  customer_id INTEGER NOT NULL,
  name VARCHAR(200),
  email VARCHAR(320),
  signup_date DATE,
  PRIMARY KEY (customer_id)
);

-- dialect: postgres
-- create table as select
CREATE TABLE daily_active_users AS
SELECT created_at::date AS day, count(DISTINCT user_id) AS dau
FROM events
GROUP BY 1;

-- create table as with a standard query
CREATE TABLE top_customers AS
SELECT customer_id, SUM(amount) AS total
FROM orders
GROUP BY customer_id;

-- dialect: postgres
-- CTAS with no data
CREATE TABLE orders_template AS TABLE orders WITH NO DATA;

-- create view
CREATE VIEW v_recent_orders AS
SELECT order_id, customer_id, amount
FROM orders
WHERE order_date >= DATE '2024-01-01';

-- dialect: postgres
-- create or replace view with lateral
CREATE OR REPLACE VIEW v_article_tags AS
SELECT a.article_id, t.tag, t.n
FROM articles a
CROSS JOIN LATERAL unnest(a.tags) WITH ORDINALITY AS t(tag, n);

-- dialect: postgres
-- materialized view
CREATE MATERIALIZED VIEW mv_daily_revenue AS
SELECT date_trunc('day', created_at) AS day, sum(amount) AS revenue
FROM orders
GROUP BY 1
WITH DATA;

-- drop table if exists
DROP TABLE IF EXISTS tmp_daily_agg;

-- dialect: postgres
-- drop several tables with cascade
DROP TABLE IF EXISTS staging_a, staging_b CASCADE;

-- drop view
DROP VIEW IF EXISTS v_old_report;

-- dialect: postgres
-- sql function returning a table
CREATE FUNCTION recent_orders(a int) RETURNS TABLE(x int, y text) LANGUAGE SQL AS $$ SELECT order_id, status FROM orders WHERE customer_id = a ORDER BY created_at DESC LIMIT 10 $$;

-- dialect: postgres
-- sql function returning a set of ints
CREATE OR REPLACE FUNCTION customer_order_ids(cid int) RETURNS SETOF int
LANGUAGE sql STABLE
AS $$
  SELECT order_id FROM orders WHERE customer_id = cid
$$;

-- dialect: postgres
-- function used in FROM after creation
CREATE FUNCTION split_tags(s text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$ SELECT trim(t) FROM regexp_split_to_table(s, ',') AS t $$;

-- dialect: postgres
-- sql function with a tagged dollar quoted body
CREATE OR REPLACE FUNCTION active_users_since(d date) RETURNS SETOF users
LANGUAGE sql STABLE
AS $fn$
  SELECT * FROM users WHERE last_seen >= d
$fn$;

-- dialect: postgres
-- function with default and out parameters
CREATE FUNCTION order_stats(cid int, since date DEFAULT '2024-01-01', OUT n bigint, OUT total numeric)
LANGUAGE sql AS $$ SELECT count(*), sum(amount) FROM orders WHERE customer_id = cid AND created_at >= since $$;

-- dialect: postgres
-- sql standard function body
CREATE FUNCTION add_tax(amount numeric) RETURNS numeric
LANGUAGE SQL IMMUTABLE
RETURN amount * 1.19;

-- dialect: postgres
-- alter table add column and index
ALTER TABLE users ADD COLUMN IF NOT EXISTS preferences JSONB DEFAULT '{}'::jsonb;

-- dialect: postgres
-- create a gin index on an array column
CREATE INDEX IF NOT EXISTS idx_articles_tags ON articles USING gin (tags);

-- dialect: duckdb
-- duckdb table with list, struct and map types
CREATE TABLE events (
  id BIGINT,
  tags VARCHAR[],
  location STRUCT(lat DOUBLE, lon DOUBLE),
  props MAP(VARCHAR, VARCHAR),
  embedding FLOAT[4]
);

-- dialect: duckdb
-- duckdb create or replace table from a parquet file
CREATE OR REPLACE TABLE orders AS
SELECT * FROM read_parquet('exports/orders/*.parquet');

-- dialect: duckdb
-- duckdb macro definitions
CREATE MACRO add_vat(x) AS x * 1.19;

-- dialect: duckdb
-- duckdb table macro
CREATE MACRO recent_events(n) AS TABLE
SELECT * FROM events ORDER BY ts DESC LIMIT n;

-- dialect: duckdb
-- duckdb enum type
CREATE TYPE mood AS ENUM ('happy', 'sad', 'neutral');

-- dialect: drill
-- drill CTAS into a workspace
CREATE TABLE dfs.tmp.`orders_2024` AS
SELECT t.order_id, t.amount
FROM dfs.`/data/orders.json` t
WHERE t.order_date >= '2024-01-01';

-- dialect: drill
-- drill view creation
CREATE OR REPLACE VIEW dfs.tmp.`v_orders` AS
SELECT CAST(t.order_id AS INTEGER) AS order_id, CAST(t.amount AS DOUBLE) AS amount
FROM dfs.`/data/orders.json` t;

-- dialect: drill
-- drill drop table if exists
DROP TABLE IF EXISTS dfs.tmp.`orders_2024`;

-- dialect: snowflake
-- snowflake table with variant and array types
CREATE OR REPLACE TABLE raw_events (
  event_id STRING,
  payload VARIANT,
  tags ARRAY,
  received_at TIMESTAMP_NTZ
);

-- dialect: bigquery
-- bigquery table with repeated struct fields
CREATE TABLE `project.sales.orders` (
  order_id INT64,
  items ARRAY<STRUCT<sku STRING, qty INT64, price NUMERIC>>,
  created_at TIMESTAMP
)
PARTITION BY DATE(created_at);

-- dialect: postgres
-- temporary table on commit drop
CREATE TEMPORARY TABLE tmp_ids (id bigint) ON COMMIT DROP;

-- dialect: postgres
-- create schema if not exists
CREATE SCHEMA IF NOT EXISTS analytics;
