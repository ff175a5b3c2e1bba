package dialects

import "github.com/lateral-sql/lateral/ast"

// hiveEpochRows: Hive's and Spark's unix_timestamp and to_unix_timestamp.
//
// unix_timestamp() without arguments is the current instant's whole
// seconds from 1970-01-01 00:00:00 UTC, a BIGINT (Spark SQL function
// reference: "unix_timestamp([timeExp[, fmt]]) - Returns the UNIX
// timestamp of current or specified time", a long, of the query's
// current_timestamp, fixed for the query). Hive documents its
// unix_timestamp() as "not deterministic and its value is not fixed for
// the scope of a query execution" (LanguageManual UDF, deprecated since
// 2.0 for CURRENT_TIMESTAMP): it is read, one value for the statement
// being one of its answers, and Spark's is not written for Hive, where
// the rows of one query could differ (rewrite/hive_epoch.go, T204). The current instant is after 1970, so
// floor of the fractional seconds is the whole seconds: PostgreSQL's
// date_part('epoch', current_timestamp) is a double precision of the
// seconds to the instant (PostgreSQL 15 documentation 9.9.1), DuckDB's
// epoch(current_timestamp) a DOUBLE of them (DuckDB documentation,
// epoch), Trino's and Presto's to_unixtime(current_timestamp) a double
// of them (functions_unixtime.go); each is cast to BIGINT after floor.
//
// unix_timestamp(x[, fmt]) is not read (its calls are kept between
// Hive and Hive, Spark and Spark): it reads a wall-clock time in the
// session's time zone, refused toward the other dialects with
// to_unix_timestamp in rewrite/hive_epoch.go (T204), as is Spark's
// unix_timestamp() toward Hive.
func hiveEpochRows() {
	fnRow("unix_timestamp_now", fnOn("unix_timestamp", dSpark, dHive), fnEm(emEpochNow("date_part"), dPG), fnEm(emEpochNow("epoch"), dDuck),
		fnEm(emEpochNow("to_unixtime"), dTrino, dPresto),
		fnNo("lateral has no spelling of the current epoch seconds checked in this dialect (it writes it for Spark, PostgreSQL, DuckDB, Trino and Presto)",
			"compute it in the source, or translate to one of those", dDoris, dAnsi, dDrill, dBQ, dSnow))
	// Spark's timestamp_seconds (a TIMESTAMP, read as the wall-clock time
	// of the instant in the session's zone), which Hive's and Spark's
	// from_unixtime is written with toward Spark
	// (rewrite/hive_from_unixtime.go); BigQuery's TIMESTAMP_SECONDS, an
	// instant, is another function (functions_bq_epoch.go).
	fnRow("timestamp_seconds_local",
		fnNo("lateral writes Spark's timestamp_seconds for Spark only", "format the value in the source, or translate to Spark"),
		fnOn("timestamp_seconds", dSpark))
	// next_day (functions_next_day.go)
	nextDayRows()
	// Spark's trunc of a date (functions_trunc_date.go)
	truncDateRows()
	// from_utc_timestamp (functions_utc_timestamp.go)
	utcTimestampRows()
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"unix_timestamp"}, canon: "unix_timestamp_now", fix: fnOnlyArity(0), unread: true})
}

// emEpochNow: CAST(floor(fn(current_timestamp)) AS BIGINT), or
// date_part('epoch', current_timestamp) for fn date_part.
func emEpochNow(fn string) fnEmit {
	return func(c *fnCtx, _ []ast.Expr) (ast.Expr, error) {
		now, err := c.spell("current_timestamp")
		if err != nil {
			return nil, err
		}
		var secs ast.Expr = c.f(fn, now)
		if fn == "date_part" {
			secs = c.f(fn, c.str("epoch"), now)
		}
		return c.cast(c.f("floor", secs), ast.TypeBigInt), nil
	}
}
