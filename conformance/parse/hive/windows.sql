-- row_number per user by time
SELECT user_id, event_id,
       row_number() OVER (PARTITION BY user_id ORDER BY event_time) AS rn
FROM events;

-- rank and dense_rank of products by revenue within category
SELECT category, product_id, revenue,
       rank() OVER (PARTITION BY category ORDER BY revenue DESC) AS rnk,
       dense_rank() OVER (PARTITION BY category ORDER BY revenue DESC) AS drnk
FROM product_revenue;

-- running total with a rows frame
SELECT account_id, txn_date, amount,
       sum(amount) OVER (PARTITION BY account_id ORDER BY txn_date
                         ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_balance
FROM transactions;

-- seven day moving average
SELECT dt, revenue,
       avg(revenue) OVER (ORDER BY dt ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS ma7
FROM daily_revenue;

-- lag and lead for previous and next values
SELECT user_id, login_time,
       lag(login_time, 1) OVER (PARTITION BY user_id ORDER BY login_time) AS prev_login,
       lead(login_time, 1) OVER (PARTITION BY user_id ORDER BY login_time) AS next_login
FROM logins;

-- first_value and last_value with full frame
SELECT session_id, page,
       first_value(page) OVER (PARTITION BY session_id ORDER BY ts) AS landing_page,
       last_value(page) OVER (PARTITION BY session_id ORDER BY ts
                              ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS exit_page
FROM page_hits;

-- ntile buckets
SELECT customer_id, lifetime_value,
       ntile(10) OVER (ORDER BY lifetime_value DESC) AS decile
FROM customer_ltv;

-- percent_rank and cume_dist
SELECT student_id, score,
       percent_rank() OVER (ORDER BY score) AS pr,
       cume_dist() OVER (ORDER BY score) AS cd
FROM exam_scores;

-- top 3 per group with a subquery
SELECT *
FROM (
  SELECT category, product_id, sales,
         row_number() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
  FROM product_sales
) ranked
WHERE rn <= 3;

-- share of total per partition
SELECT region, store_id, sales,
       sales / sum(sales) OVER (PARTITION BY region) AS share_of_region
FROM store_sales;

-- count over partition without order
SELECT user_id, order_id,
       count(*) OVER (PARTITION BY user_id) AS user_order_count
FROM orders;

-- dialect: hive
-- range frame on a numeric key
SELECT user_id, event_ts,
       count(*) OVER (PARTITION BY user_id ORDER BY event_ts
                      RANGE BETWEEN 3600 PRECEDING AND CURRENT ROW) AS events_last_hour
FROM events;

-- dialect: hive
-- named window clause
SELECT user_id, amount,
       sum(amount) OVER w AS total,
       max(amount) OVER w AS biggest
FROM payments
WINDOW w AS (PARTITION BY user_id ORDER BY paid_at);

-- dialect: spark
-- lag with default value and ignore nulls
SELECT device_id, ts,
       lag(temperature, 1, 0.0) OVER (PARTITION BY device_id ORDER BY ts) AS prev_temp,
       last(temperature, true) OVER (PARTITION BY device_id ORDER BY ts) AS last_non_null
FROM telemetry;

-- window over an aggregate
SELECT dt, sum(amount) AS daily,
       sum(sum(amount)) OVER (ORDER BY dt) AS cumulative
FROM payments
GROUP BY dt;

-- multiple partitions and orders in one query
SELECT user_id, country, signup_date,
       row_number() OVER (PARTITION BY country ORDER BY signup_date) AS country_seq,
       row_number() OVER (ORDER BY signup_date DESC) AS global_recency
FROM users;

-- following frame for a forward look
SELECT sku, week, units,
       sum(units) OVER (PARTITION BY sku ORDER BY week ROWS BETWEEN CURRENT ROW AND 3 FOLLOWING) AS next4w
FROM weekly_units;

-- dialect: hive
-- window with distribute and sort by in the outer query
SELECT user_id, ts, row_number() OVER (PARTITION BY user_id ORDER BY ts) AS seq
FROM clicks
DISTRIBUTE BY user_id
SORT BY user_id, ts;

-- dialect: spark
-- session gaps with lag and a running sum
SELECT user_id, ts,
       sum(is_new) OVER (PARTITION BY user_id ORDER BY ts) AS session_no
FROM (
  SELECT user_id, ts,
         CASE WHEN ts - lag(ts) OVER (PARTITION BY user_id ORDER BY ts) > 1800 THEN 1 ELSE 0 END AS is_new
  FROM click_stream
) t;

-- dialect: doris
-- doris qualify on a window function
SELECT user_id, order_id, amount
FROM orders
QUALIFY row_number() OVER (PARTITION BY user_id ORDER BY amount DESC) = 1;

-- dialect: spark
-- range frame with an interval on a date key
SELECT store_id, sale_date, amount,
       sum(amount) OVER (PARTITION BY store_id ORDER BY sale_date
                         RANGE BETWEEN INTERVAL 7 DAYS PRECEDING AND CURRENT ROW) AS rolling_7d
FROM store_daily;

-- dialect: hive
-- collect_list as a window aggregate
SELECT user_id, ts, collect_list(page) OVER (PARTITION BY user_id ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS last3
FROM page_hits;

-- min and max over unbounded following
SELECT order_id, status_time,
       max(status_time) OVER (PARTITION BY order_id ORDER BY status_time ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS final_time
FROM order_status_log;
