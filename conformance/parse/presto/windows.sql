-- row_number per user
SELECT user_id, event_id,
       row_number() OVER (PARTITION BY user_id ORDER BY event_time) AS rn
FROM events;

-- rank and dense_rank
SELECT category, product_id, revenue,
       rank() OVER (PARTITION BY category ORDER BY revenue DESC) AS rnk,
       dense_rank() OVER (PARTITION BY category ORDER BY revenue DESC) AS drnk
FROM product_revenue;

-- running total with rows frame
SELECT account_id, txn_date, amount,
       sum(amount) OVER (PARTITION BY account_id ORDER BY txn_date
                         ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS balance
FROM transactions;

-- seven day moving average with rows frame
SELECT ds, revenue,
       avg(revenue) OVER (ORDER BY ds ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS ma7
FROM daily_revenue;

-- lag and lead with defaults
SELECT user_id, login_time,
       lag(login_time, 1) OVER (PARTITION BY user_id ORDER BY login_time) AS prev_login,
       lead(login_time, 1, TIMESTAMP '9999-12-31 00:00:00') OVER (PARTITION BY user_id ORDER BY login_time) AS next_login
FROM logins;

-- first_value and last_value
SELECT session_id, page,
       first_value(page) OVER (PARTITION BY session_id ORDER BY ts) AS landing,
       last_value(page) OVER (PARTITION BY session_id ORDER BY ts
                              ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS exit_page
FROM page_hits;

-- ntile, percent_rank and cume_dist
SELECT customer_id, ltv,
       ntile(4) OVER (ORDER BY ltv) AS quartile,
       percent_rank() OVER (ORDER BY ltv) AS pr,
       cume_dist() OVER (ORDER BY ltv) AS cd
FROM customer_ltv;

-- top n per group via subquery
SELECT *
FROM (
  SELECT category, product_id, sales,
         row_number() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
  FROM product_sales
) t
WHERE rn <= 3;

-- share of total
SELECT region, store_id, sales,
       sales / sum(sales) OVER (PARTITION BY region) AS share
FROM store_sales;

-- window over aggregate
SELECT ds, sum(amount) AS daily,
       sum(sum(amount)) OVER (ORDER BY ds) AS cumulative
FROM payments
GROUP BY ds;

-- lag ignore nulls
SELECT device_id, ts,
       lag(temperature) IGNORE NULLS OVER (PARTITION BY device_id ORDER BY ts) AS prev_temp
FROM telemetry;

-- nth_value
SELECT race_id, runner,
       nth_value(runner, 2) OVER (PARTITION BY race_id ORDER BY finish_time
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS silver
FROM race_results;

-- range frame with current row
SELECT ds, amount,
       sum(amount) OVER (ORDER BY ds RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS to_date
FROM payments;

-- forward looking frame
SELECT sku, week, units,
       sum(units) OVER (PARTITION BY sku ORDER BY week ROWS BETWEEN CURRENT ROW AND 3 FOLLOWING) AS next4
FROM weekly_units;

-- dialect: trino
-- range frame with an interval offset
SELECT store_id, sale_date, amount,
       sum(amount) OVER (PARTITION BY store_id ORDER BY sale_date
                         RANGE BETWEEN INTERVAL '6' DAY PRECEDING AND CURRENT ROW) AS rolling7
FROM store_daily;

-- dialect: trino
-- groups frame
SELECT player_id, score,
       avg(score) OVER (ORDER BY score GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS neighbor_avg
FROM scores;

-- dialect: trino
-- named window clause
SELECT user_id, amount,
       sum(amount) OVER w AS total,
       max(amount) OVER w AS biggest
FROM payments
WINDOW w AS (PARTITION BY user_id ORDER BY paid_at);

-- sessionization with lag
SELECT user_id, ts,
       sum(is_new) OVER (PARTITION BY user_id ORDER BY ts) AS session_no
FROM (
  SELECT user_id, ts,
         IF(date_diff('minute', lag(ts) OVER (PARTITION BY user_id ORDER BY ts), ts) > 30, 1, 0) AS is_new
  FROM click_stream
) t;

-- multiple windows in one select
SELECT user_id, country, signup_date,
       row_number() OVER (PARTITION BY country ORDER BY signup_date) AS country_seq,
       count(*) OVER () AS total_users
FROM users;

-- window with array_agg to collect previous values
SELECT user_id, ts,
       array_agg(page) OVER (PARTITION BY user_id ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS last3
FROM page_hits;

-- dialect: trino
-- window with fetch first with ties
SELECT product_id, sales
FROM product_sales
ORDER BY sales DESC
FETCH FIRST 10 ROWS WITH TIES;

-- dialect: trino
-- window with a filter clause on the aggregate
SELECT ds, count(*) FILTER (WHERE status = 'error') OVER (ORDER BY ds ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS errors_7d
FROM daily_status;

-- lead over unnested path
SELECT s.session_id, p.page,
       lead(p.page) OVER (PARTITION BY s.session_id ORDER BY p.pos) AS next_page
FROM sessions s
CROSS JOIN UNNEST(s.page_path) WITH ORDINALITY AS p(page, pos);
