-- dialect: hive
-- overwrite a static partition
INSERT OVERWRITE TABLE daily_summary PARTITION (dt = '2024-01-01')
SELECT user_id, count(*) AS events, sum(revenue) AS revenue
FROM events
WHERE dt = '2024-01-01'
GROUP BY user_id;

-- dialect: hive
-- dynamic partition insert
INSERT OVERWRITE TABLE events_by_type PARTITION (event_type)
SELECT event_id, user_id, event_time, event_type
FROM staging_events;

-- dialect: hive
-- mixed static and dynamic partitions
INSERT INTO TABLE clicks PARTITION (dt = '2024-02-15', hr)
SELECT click_id, user_id, url, hour(click_time) AS hr
FROM raw_clicks
WHERE to_date(click_time) = '2024-02-15';

-- insert into select
INSERT INTO order_archive
SELECT *
FROM orders
WHERE order_date < '2023-01-01';

-- insert overwrite without partitions
INSERT OVERWRITE TABLE top_users
SELECT user_id, sum(amount) AS spend
FROM orders
GROUP BY user_id
ORDER BY spend DESC
LIMIT 1000;

-- dialect: hive
-- insert into with TABLE keyword
INSERT INTO TABLE audit_log
SELECT current_timestamp(), 'daily_job', count(*) FROM events WHERE dt = '2024-03-01';

-- dialect: hive
-- insert values with complex types via select
INSERT INTO TABLE user_profiles
SELECT 42L, 'alice', array('music', 'hiking'), map('level', 3), named_struct('street', 'Main St', 'city', 'Berlin', 'zip', 10115);

-- insert values rows
INSERT INTO currencies VALUES ('EUR', 'Euro', 2), ('USD', 'US Dollar', 2), ('JPY', 'Yen', 0);

-- insert with a column list
INSERT INTO users (user_id, email, country)
SELECT id, lower(email), upper(country_code)
FROM staging_users;

-- dialect: hive
-- load data from a local path
LOAD DATA LOCAL INPATH '/tmp/users_2024.csv' INTO TABLE staging_users;

-- dialect: hive
-- load data overwrite into a partition
LOAD DATA INPATH '/landing/events/2024-03-01' OVERWRITE INTO TABLE raw_events PARTITION (dt = '2024-03-01');

-- dialect: hive
-- local load with overwrite
LOAD DATA LOCAL INPATH '/tmp/x' OVERWRITE INTO TABLE t;

-- dialect: hive
-- multi insert from one scan
FROM staging_events se
INSERT OVERWRITE TABLE clicks PARTITION (dt = '2024-03-01')
  SELECT se.event_id, se.user_id WHERE se.event_type = 'click'
INSERT OVERWRITE TABLE views PARTITION (dt = '2024-03-01')
  SELECT se.event_id, se.user_id WHERE se.event_type = 'view';

-- dialect: hive
-- insert overwrite a directory
INSERT OVERWRITE LOCAL DIRECTORY '/tmp/export/orders'
ROW FORMAT DELIMITED FIELDS TERMINATED BY ','
SELECT order_id, amount FROM orders WHERE order_date = '2024-03-01';

-- dialect: hive
-- insert with a CTE
WITH dedup AS (
  SELECT *, row_number() OVER (PARTITION BY event_id ORDER BY ingest_ts DESC) AS rn
  FROM raw_events
)
INSERT OVERWRITE TABLE events PARTITION (dt = '2024-03-01')
SELECT event_id, user_id, event_type, props
FROM dedup
WHERE rn = 1;

-- dialect: hive
-- acid update and delete
UPDATE customers SET tier = 'gold' WHERE lifetime_value > 10000;

-- dialect: hive
-- acid delete by partition filter
DELETE FROM events WHERE dt < '2023-01-01';

-- dialect: hive
-- merge into an acid table
MERGE INTO customers AS t
USING customer_updates AS s
ON t.customer_id = s.customer_id
WHEN MATCHED AND s.deleted = true THEN DELETE
WHEN MATCHED THEN UPDATE SET email = s.email, tier = s.tier
WHEN NOT MATCHED THEN INSERT VALUES (s.customer_id, s.email, s.tier);

-- dialect: spark
-- spark insert overwrite with partition spec and values
INSERT OVERWRITE TABLE sessions PARTITION (dt = '2024-03-01')
VALUES ('s1', 1001, array('home', 'cart'), map('utm', 'mail'));

-- dialect: spark
-- spark insert by name style column list
INSERT INTO analytics.sessions (session_id, user_id, pages, attrs, dt)
SELECT session_id, user_id, pages, attrs, dt FROM staging_sessions;

-- dialect: spark
-- spark replace where on a delta table
INSERT INTO events REPLACE WHERE dt = '2024-03-01'
SELECT * FROM staging_events WHERE dt = '2024-03-01';

-- dialect: spark
-- spark insert overwrite directory using parquet
INSERT OVERWRITE DIRECTORY '/tmp/export/users'
USING parquet
SELECT user_id, country FROM users;

-- dialect: doris
-- doris insert with a label
INSERT INTO orders_archive WITH LABEL archive_20240301
SELECT * FROM orders WHERE order_date < '2024-03-01';

-- dialect: doris
-- doris insert overwrite specific partitions
INSERT OVERWRITE TABLE events PARTITION (p202401, p202402)
SELECT * FROM staging_events;

-- dialect: doris
-- doris insert overwrite with auto detected partitions
INSERT OVERWRITE TABLE events PARTITION (*)
SELECT * FROM staging_events WHERE event_date >= '2024-03-01';

-- dialect: doris
-- doris insert with array and map literals
INSERT INTO user_features VALUES (1, [0.1, 0.2, 0.3], {'clicks': 10, 'views': 42});

-- dialect: doris
-- doris delete with a partition and predicate
DELETE FROM events PARTITION p202401 WHERE user_id = 1001;

-- dialect: doris
-- doris update from another table
UPDATE customers c
SET tier = s.tier
FROM customer_scores s
WHERE c.customer_id = s.customer_id;

-- insert select with lateral view
INSERT INTO user_tag_rows
SELECT pv.user_id, t.tag
FROM page_views pv
LATERAL VIEW explode(pv.tags) t AS tag;

-- dialect: hive
-- export a table partition
EXPORT TABLE events PARTITION (dt = '2024-03-01') TO '/backup/events_20240301';

-- dialect: hive
-- insert overwrite with union all source
INSERT OVERWRITE TABLE all_events PARTITION (dt = '2024-03-01')
SELECT event_id, user_id, 'web' FROM web_events WHERE dt = '2024-03-01'
UNION ALL
SELECT event_id, user_id, 'app' FROM app_events WHERE dt = '2024-03-01';

-- dialect: spark
-- spark truncate a staging table
TRUNCATE TABLE staging_sessions;
