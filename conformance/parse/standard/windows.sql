-- row_number per user
SELECT user_id, event_id,
       ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY event_time) AS rn
FROM events;

-- running total
SELECT account_id, txn_date, amount,
       SUM(amount) OVER (PARTITION BY account_id ORDER BY txn_date
                         ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS balance
FROM transactions;

-- moving average with rows frame
SELECT sale_date, revenue,
       AVG(revenue) OVER (ORDER BY sale_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS ma7
FROM daily_revenue;

-- lag and lead
SELECT user_id, login_time,
       LAG(login_time) OVER (PARTITION BY user_id ORDER BY login_time) AS prev_login,
       LEAD(login_time) OVER (PARTITION BY user_id ORDER BY login_time) AS next_login
FROM logins;

-- rank, dense_rank and ntile
SELECT category, product_id, revenue,
       RANK() OVER (PARTITION BY category ORDER BY revenue DESC) AS rnk,
       DENSE_RANK() OVER (PARTITION BY category ORDER BY revenue DESC) AS drnk,
       NTILE(4) OVER (ORDER BY revenue) AS quartile
FROM product_revenue;

-- dialect: postgres
-- frame with EXCLUDE CURRENT ROW
SELECT player_id, score,
       avg(score) OVER (ORDER BY score ROWS BETWEEN 2 PRECEDING AND 2 FOLLOWING EXCLUDE CURRENT ROW) AS neighbor_avg
FROM scores;

-- dialect: postgres
-- frame with EXCLUDE TIES and GROUPS
SELECT player_id, score,
       count(*) OVER (ORDER BY score GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING EXCLUDE TIES) AS near
FROM scores;

-- dialect: postgres
-- range frame with an interval offset
SELECT store_id, sale_date, amount,
       sum(amount) OVER (PARTITION BY store_id ORDER BY sale_date
                         RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW) AS rolling7
FROM store_daily;

-- dialect: postgres
-- named window clause with refinement
SELECT user_id, amount,
       sum(amount) OVER w AS total,
       row_number() OVER (w ORDER BY paid_at) AS seq
FROM payments
WINDOW w AS (PARTITION BY user_id);

-- dialect: duckdb
-- duckdb EXCLUDE GROUP frame and qualify
SELECT ts, reading,
       avg(reading) OVER (ORDER BY ts ROWS BETWEEN 3 PRECEDING AND 3 FOLLOWING EXCLUDE GROUP) AS smoothed
FROM sensor_readings
QUALIFY smoothed IS NOT NULL;

-- dialect: postgres
-- window aggregate with FILTER
SELECT sale_date,
       count(*) FILTER (WHERE status = 'error') OVER (ORDER BY sale_date ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS errors_7d
FROM daily_status;

-- first_value and last_value with full frame
SELECT session_id, page,
       FIRST_VALUE(page) OVER (PARTITION BY session_id ORDER BY ts) AS landing,
       LAST_VALUE(page) OVER (PARTITION BY session_id ORDER BY ts
                              ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS exit_page
FROM page_hits;

-- percent_rank and cume_dist
SELECT student_id, score,
       PERCENT_RANK() OVER (ORDER BY score) AS pr,
       CUME_DIST() OVER (ORDER BY score) AS cd
FROM exam_scores;

-- top n per group
SELECT *
FROM (
  SELECT category, product_id, sales,
         ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
  FROM product_sales
) ranked
WHERE rn <= 3;

-- window over aggregate
SELECT sale_date, SUM(amount) AS daily,
       SUM(SUM(amount)) OVER (ORDER BY sale_date) AS cumulative
FROM payments
GROUP BY sale_date;

-- dialect: postgres
-- nth_value with frame
SELECT race_id, runner,
       nth_value(runner, 2) OVER (PARTITION BY race_id ORDER BY finish_time
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS silver
FROM race_results;

-- dialect: duckdb
-- duckdb lag ignore nulls
SELECT device_id, ts,
       lag(temperature IGNORE NULLS) OVER (PARTITION BY device_id ORDER BY ts) AS prev_temp
FROM telemetry;

-- dialect: postgres
-- sessionization with lag and interval
SELECT user_id, ts,
       sum(CASE WHEN ts - prev_ts > interval '30 minutes' OR prev_ts IS NULL THEN 1 ELSE 0 END)
         OVER (PARTITION BY user_id ORDER BY ts) AS session_no
FROM (
  SELECT user_id, ts, lag(ts) OVER (PARTITION BY user_id ORDER BY ts) AS prev_ts
  FROM clicks
) t;

-- share of total
SELECT region, store_id, sales,
       sales / SUM(sales) OVER (PARTITION BY region) AS share
FROM store_sales;

-- count over empty window
SELECT user_id, COUNT(*) OVER () AS total_rows
FROM users;

-- dialect: snowflake
-- snowflake qualify with window
SELECT user_id, event_time
FROM events
QUALIFY ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY event_time DESC) = 1;

-- dialect: drill
-- drill window over a file source
SELECT t.dept, t.salary,
       RANK() OVER (PARTITION BY t.dept ORDER BY t.salary DESC) AS rnk
FROM dfs.`/data/employees.parquet` t;

-- range with current row and unbounded following
SELECT order_id, status_time,
       MAX(status_time) OVER (PARTITION BY order_id ORDER BY status_time RANGE BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS final_time
FROM order_status_log;
