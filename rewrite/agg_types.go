package rewrite

import "github.com/lateral-sql/lateral/ast"

// aggType is the type of the aggregates sum, avg, count, min and max (as
// aggregates or with OVER, with DISTINCT or FILTER alike) by the SOURCE
// dialect's rules; nil where the argument's type, or the rule, is not
// known. A wrong type is worse than none: each row below was checked.
//
//	                  sum of integers   sum of DECIMAL(p, s)     sum of DOUBLE   avg of integers   avg of DECIMAL(p, s)     count
//	hive, spark       BIGINT            DECIMAL(min(38, p+10), s) DOUBLE         DOUBLE            avgFixed (avg.go)        BIGINT
//	trino, presto     BIGINT            DECIMAL(38, s)           DOUBLE          DOUBLE            DECIMAL(p, s)            BIGINT
//	postgres          BIGINT (smallint, numeric                  DOUBLE          numeric           numeric                  BIGINT
//	                  int), numeric (bigint)
//	duckdb            HUGEINT           DECIMAL(38, s)           DOUBLE          DOUBLE            DOUBLE                   BIGINT
//	bigquery          BIGINT (INT64)    NUMERIC (unsized here)   DOUBLE          DOUBLE            NUMERIC (38, 9)          BIGINT
//	doris             BIGINT            -                        -               DOUBLE            -                        BIGINT
//	drill             BIGINT            -                        DOUBLE          DOUBLE            -                        BIGINT
//	snowflake         -                 -                        DOUBLE          -                 -                        BIGINT
//	ansi              -                 -                        -               -                 -                        -
//
// min and max keep the argument's type (a PostgreSQL numeric loses its
// typmod: pg_typeof(max(d)) of a numeric(10,2) is numeric). A sum of a
// REAL is a REAL in PostgreSQL and a DOUBLE in DuckDB, whose avg of any
// number is a DOUBLE; PostgreSQL's avg of a REAL or DOUBLE is a DOUBLE;
// the other dialects' REAL aggregates are left unknown.
//
// Sources. PostgreSQL 15, run: pg_typeof of sum of smallint, int, bigint,
// numeric(10,2), real, double precision is bigint, bigint, numeric,
// numeric, real, double precision; of avg of smallint, int, bigint,
// numeric numeric, of real and double double precision; count(*) and
// count(x) bigint; min(smallint) smallint, max(bigint) bigint,
// min(real) real, max(numeric(10,2)) numeric; sum(sum(int)) OVER () and
// sum(sum(bigint)) OVER () numeric. DuckDB 1.5, run: typeof of sum of
// TINYINT, SMALLINT, INTEGER, BIGINT is HUGEINT, of DECIMAL(10,2)
// DECIMAL(38,2), of DECIMAL(30,3) DECIMAL(38,3), of FLOAT and DOUBLE
// DOUBLE; avg of every one of them DOUBLE; count(*) and count(x) BIGINT;
// min(SMALLINT) SMALLINT, max(DECIMAL(10,2)) DECIMAL(10,2), min(FLOAT)
// FLOAT; sum(sum(INTEGER)) OVER () HUGEINT. Hive: GenericUDAFSum (a
// BIGINT of integers, summed in a Java long: sum_wrap.go; a DECIMAL(min(38,
// p + 10), s) of decimals: sum_decimal.go; a DOUBLE of floats), avg of
// integers and doubles DOUBLE and count BIGINT (Hive LanguageManual UDF,
// built-in aggregate functions); Spark's Sum (LongType for integral types,
// DecimalType.bounded(p + 10, s), DoubleType for the others) and Average
// (DoubleType but for decimals), Count LongType (Spark SQL built-in
// functions reference). Trino and Presto (aggregate functions reference:
// count() → bigint, avg(x) → double for integers and doubles, a decimal's
// avg its own type; sum of integers a BIGINT raising on overflow:
// sum_exact.go; of decimal(p, s) decimal(38, s), Trino's
// DecimalSumAggregation: sum_decimal.go). BigQuery (aggregate functions
// reference: SUM of INT64 INT64, of NUMERIC NUMERIC, of FLOAT64 FLOAT64;
// AVG of INT64 and FLOAT64 FLOAT64, of NUMERIC NUMERIC; COUNT INT64).
// Doris (SUM's signatures: BIGINT for the integers narrower than LARGEINT,
// AVG of an integer DOUBLE; COUNT BIGINT:
// snowflakeAvg and sum_exact.go read the same). Snowflake's sum and
// avg of a NUMBER are NUMBERs of a scale and rounding its documentation
// does not tie down here (snowflakeSum, snowflakeAvg): unknown; its sum
// of a FLOAT (every Snowflake float, REAL and FLOAT4 included, is a 64-bit
// double: Snowflake data types, "FLOAT, FLOAT4, FLOAT8") is a FLOAT, as
// "numeric values are summed into an equivalent or larger data type"
// (Snowflake SUM, usage notes) and no float is larger; its
// COUNT is an integer (NUMBER(18, 0): at most 10^18 - 1, inside Hive's,
// Spark's and the others' BIGINT count, so no count differs), a BIGINT as lateral models its
// integers (types.go: every Snowflake integer is a NUMBER(38, 0) kept by
// its declared name). Drill (aggregate functions reference,
// https://drill.apache.org/docs/aggregate-and-aggregate-statistical/):
// SUM "BIGINT for any integer-type argument (including BIGINT), DOUBLE
// for floating-point arguments", AVG "DOUBLE for all other arguments"
// than a DECIMAL, COUNT BIGINT; its DECIMAL sum and average have no
// documented scale, and its FLOAT (REAL) argument is a floating-point one
// whose result, a DOUBLE, is left unknown with the other dialects' REAL
// aggregates. ANSI leaves the types of sum and avg, and the width of
// count, to the implementation: unknown (its average of integers is
// taken as PostgreSQL's where a rewrite needs one: avg_int.go,
// avg_numeric.go).
func (c *Context) aggType(name string, f *ast.Func, sc *scope) *ast.TypeName {
	if f.Unread || len(f.Name) != 1 || len(f.WithinGroup) > 0 {
		return nil
	}
	src := c.Source.Name
	if name == "count" {
		switch src {
		case "hive", "spark", "doris", "trino", "presto", "postgres", "duckdb", "bigquery", "snowflake", "drill":
			return &ast.TypeName{Kind: ast.TypeBigInt}
		}
		return nil
	}
	if len(f.Args) != 1 || f.Star {
		return nil
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil {
		return nil
	}
	switch name {
	case "min", "max":
		if t.Kind == ast.TypeUnknown || t.Kind == ast.TypeOther {
			return nil
		}
		if src == "postgres" && t.Kind == ast.TypeDecimal {
			return &ast.TypeName{Kind: ast.TypeDecimal}
		}
		return t
	case "sum":
		return sumType(src, f.Args[0], t)
	case "avg":
		return avgType(src, f.Args[0], t)
	}
	return nil
}

// sumType is the type of dialect src's sum of arg, of type t (aggType).
func sumType(src string, arg ast.Expr, t *ast.TypeName) *ast.TypeName {
	k := t.Kind
	switch {
	case k.IsInteger():
		if k == ast.TypeHugeInt {
			if src == "duckdb" {
				return t // sum(sum(x)) OVER (): checked
			}
			return nil
		}
		switch src {
		case "hive", "spark", "trino", "presto", "bigquery", "doris", "drill":
			return &ast.TypeName{Kind: ast.TypeBigInt}
		case "postgres":
			if k == ast.TypeBigInt {
				return &ast.TypeName{Kind: ast.TypeDecimal}
			}
			return &ast.TypeName{Kind: ast.TypeBigInt}
		case "duckdb":
			return &ast.TypeName{Kind: ast.TypeHugeInt}
		}
	case k == ast.TypeDecimal:
		p, s, sized := decimalSize(arg, t)
		if !sized && len(t.Params) == 2 {
			// a sum's own DECIMAL(P, s) (a sum of a sum)
			p, s, sized = t.Params[0], t.Params[1], t.Params[0] > 0 && t.Params[0] <= 38 && t.Params[1] >= 0 && t.Params[1] <= t.Params[0]
		}
		switch src {
		case "hive", "spark":
			if sized {
				return &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{min(38, p+10), s}}
			}
			return &ast.TypeName{Kind: ast.TypeDecimal}
		case "trino", "presto", "duckdb":
			if sized {
				return &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{38, s}}
			}
			return &ast.TypeName{Kind: ast.TypeDecimal}
		case "postgres", "bigquery":
			return &ast.TypeName{Kind: ast.TypeDecimal}
		}
	case k == ast.TypeDouble:
		switch src {
		case "hive", "spark", "trino", "presto", "postgres", "duckdb", "bigquery", "drill", "snowflake":
			return &ast.TypeName{Kind: ast.TypeDouble}
		}
	case k == ast.TypeReal:
		switch src {
		case "snowflake":
			// Snowflake's REAL and FLOAT4 are its one FLOAT, a DOUBLE
			return &ast.TypeName{Kind: ast.TypeDouble}
		case "postgres":
			return &ast.TypeName{Kind: ast.TypeReal}
		case "duckdb":
			return &ast.TypeName{Kind: ast.TypeDouble}
		}
	}
	return nil
}

// avgType is the type of dialect src's avg of arg, of type t (aggType);
// the average of decimals follows avg.go's rules.
func avgType(src string, arg ast.Expr, t *ast.TypeName) *ast.TypeName {
	k := t.Kind
	switch {
	case src == "duckdb" && k.IsNumeric():
		return &ast.TypeName{Kind: ast.TypeDouble}
	case k.IsInteger() && k != ast.TypeHugeInt:
		switch src {
		case "hive", "spark", "trino", "presto", "bigquery", "doris", "drill":
			return &ast.TypeName{Kind: ast.TypeDouble}
		case "postgres":
			return &ast.TypeName{Kind: ast.TypeDecimal}
		}
	case k == ast.TypeDecimal:
		rule := avgRuleOf(src)
		switch rule {
		case avgHive, avgSpark, avgTrino, avgBigQuery:
			p, s, sized := decimalSize(arg, t)
			if P, S, ok := avgFixed(rule, p, s); ok && sized {
				return &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{P, S}}
			}
			if rule != avgBigQuery {
				return &ast.TypeName{Kind: ast.TypeDecimal}
			}
		case avgPostgres:
			return &ast.TypeName{Kind: ast.TypeDecimal}
		}
	case k == ast.TypeDouble:
		switch src {
		case "hive", "spark", "trino", "presto", "postgres", "bigquery", "drill":
			return &ast.TypeName{Kind: ast.TypeDouble}
		}
	case k == ast.TypeReal:
		if src == "postgres" {
			return &ast.TypeName{Kind: ast.TypeDouble}
		}
	}
	return nil
}
