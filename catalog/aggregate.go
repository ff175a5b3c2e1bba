package catalog

// aggregates holds the aggregate and window functions. Every aggregate
// ignores NULL inputs unless its Doc says otherwise, and may be used with
// OVER; ast.Func carries DISTINCT, FILTER, ORDER BY and IGNORE NULLS.
var aggregates = []*Func{
	aggregate("count", 0, Variadic, "count(*) | count(x, ...): the number of rows (count(*) or no argument), or of rows where every argument is non-NULL; DISTINCT counts distinct non-NULL tuples; 0 for no rows."),
	aggregate("sum", 1, 1, "sum(x): the sum of the non-NULL x; NULL when there is none (no rows, or only NULLs)."),
	aggregate("avg", 1, 1, "avg(x): the mean of the non-NULL x (fractional for integer input); NULL when there is none."),
	aggregate("min", 1, 1, "min(x): the smallest non-NULL x; NULL when there is none."),
	aggregate("max", 1, 1, "max(x): the largest non-NULL x; NULL when there is none."),
	aggregate("count_if", 1, 1, "count_if(c): the number of rows where c is TRUE; 0 for no rows."),
	aggregate("bool_and", 1, 1, "bool_and(c): TRUE when every non-NULL c is TRUE, FALSE when one is FALSE; NULL when there is none."),
	aggregate("bool_or", 1, 1, "bool_or(c): TRUE when some non-NULL c is TRUE, FALSE when all are FALSE; NULL when there is none."),
	aggregate("stddev_samp", 1, 1, "stddev_samp(x): the sample standard deviation of the non-NULL x (divisor n - 1); NULL for fewer than two values (Hive and Spark stddev are not the same function: Hive stddev is stddev_pop)."),
	aggregate("stddev_pop", 1, 1, "stddev_pop(x): the population standard deviation of the non-NULL x (divisor n); NULL when there is none."),
	aggregate("var_samp", 1, 1, "var_samp(x): the sample variance of the non-NULL x (divisor n - 1); NULL for fewer than two values (Hive variance is var_pop, Spark variance is var_samp)."),
	aggregate("var_pop", 1, 1, "var_pop(x): the population variance of the non-NULL x (divisor n); NULL when there is none."),
	aggregate("covar_pop", 2, 2, "covar_pop(y, x): the population covariance of the pairs where y and x are both non-NULL (divisor n); NULL when there is none; a NaN or infinite value gives NaN."),
	aggregate("covar_samp", 2, 2, "covar_samp(y, x): the sample covariance of the pairs where y and x are both non-NULL (divisor n - 1); NULL for fewer than two pairs; a NaN or infinite value gives NaN."),
	aggregate("corr", 2, 2, "corr(y, x): the Pearson correlation coefficient of the pairs where y and x are both non-NULL, a DOUBLE; NULL for fewer than two pairs or when y or x is the same in every pair; a NaN or infinite value gives NaN (ISO SQL, PostgreSQL)."),
	aggregate("corr_finite", 2, 2, "corr_finite(y, x): corr(y, x), but NULL wherever that is not a finite number (Trino's corr: a NaN or infinite value gives NULL)."),
	aggregate("corr_duckdb", 2, 2, "corr_duckdb(y, x): DuckDB's corr: NULL for no pair, NaN for one pair or a constant y or x; a NaN or infinite value raises."),
	aggregate("corr_spark", 2, 2, "corr_spark(y, x): Spark's corr: NULL for fewer than two pairs, NaN for a constant y or x (an error under ANSI mode); a NaN or infinite value gives NaN."),
	aggregate("any_value", 1, 1, "any_value(x): one of the non-NULL x of the group, which one unspecified; NULL when there is none."),
	aggregate("string_agg", 2, 2, "string_agg(x, sep): the non-NULL x concatenated in the aggregate's order (ORDER BY; unspecified without), sep (a literal) between two values; NULL when there is none."),
	aggregate("max_by", 2, 2, "max_by(x, y): x of a row whose y is the largest non-NULL y (x may be NULL; which of equal y unspecified); NULL when no y is non-NULL."),
	aggregate("min_by", 2, 2, "min_by(x, y): x of a row whose y is the least non-NULL y (x may be NULL; which of equal y unspecified); NULL when no y is non-NULL."),
	aggregate("collect_list", 1, 1, "collect_list(x): Hive/Spark: an array of the non-NULL x in input order (unspecified without ORDER BY); [] when there is none."),
	aggregate("collect_set", 1, 1, "collect_set(x): Hive/Spark: an array of the distinct non-NULL x, in unspecified order; [] when there is none."),
	aggregate("array_agg", 1, 1, "array_agg(x): an array of every x, NULLs included, in input order (unspecified without ORDER BY); NULL for no rows (Trino, PostgreSQL, DuckDB)."),

	window("row_number", 0, 0, "row_number(): the 1-based number of the row within its partition, in window order (ties in arbitrary order)."),
	window("rank", 0, 0, "rank(): 1 plus the number of rows of the partition that precede the row in window order, so ties share a rank and leave gaps."),
	window("dense_rank", 0, 0, "dense_rank(): the 1-based rank of the row's peer group in window order, without gaps."),
	window("percent_rank", 0, 0, "percent_rank(): (rank - 1) / (rows in the partition - 1), 0 for a partition of one row."),
	window("cume_dist", 0, 0, "cume_dist(): the number of rows preceding or peer with the row, divided by the rows in the partition."),
	window("ntile", 1, 1, "ntile(n): the 1-based bucket of the row when the partition is split into n buckets whose sizes differ by at most one, larger buckets first."),
	window("lag", 1, 3, "lag(x[, offset[, default]]): x of the row offset rows (default 1) before the row in its partition; default (NULL when absent) when there is no such row; a NULL x there gives NULL, not default."),
	window("lead", 1, 3, "lead(x[, offset[, default]]): x of the row offset rows (default 1) after the row in its partition; default (NULL when absent) when there is no such row; a NULL x there gives NULL, not default."),
	window("first_value", 1, 1, "first_value(x): x of the first row of the window frame (IGNORE NULLS: the first non-NULL x; Spark's first_value(x, true) is read as IGNORE NULLS)."),
	window("last_value", 1, 1, "last_value(x): x of the last row of the window frame (IGNORE NULLS: the last non-NULL x; Spark's last_value(x, true) is read as IGNORE NULLS)."),
	window("nth_value", 2, 2, "nth_value(x, n): x of the n-th (1-based) row of the window frame, NULL when the frame has fewer rows."),
}
