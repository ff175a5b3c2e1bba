package executor

import "math"

// radiansPerDegree and degreesPerRadian are the DOUBLEs nearest π/180 and
// 180/π, computed in double precision as DuckDB writes them (PI / 180.0,
// 180.0 / PI) and as Java 9 and later hold them (Math.toRadians and
// Math.toDegrees multiply by DEGREES_TO_RADIANS, 0.017453292519943295,
// and RADIANS_TO_DEGREES, 57.29577951308232); PostgreSQL's
// RADIANS_PER_DEGREE, 0.0174532925199432957692, is the same DOUBLE.
// They are variables so that Go does not fold π/180 exactly.
var radiansPerDegree, degreesPerRadian = pi64() / 180, 180 / pi64()

func pi64() float64 { return math.Pi }

// degreesMul is the canonical degrees(x), DuckDB's and Trino's, x * (180 / π).
func degreesMul(x float64) float64 { return x * degreesPerRadian }

// degreesPG is degrees_pg(x), PostgreSQL's degrees, x / RADIANS_PER_DEGREE (float.c:
// float8_div(arg1, RADIANS_PER_DEGREE)): degrees(0.1) is
// 5.729577951308232 there, 5.729577951308233 in DuckDB (run on
// PostgreSQL 15 and DuckDB 1.5).
func degreesPG(x float64) float64 { return x / radiansPerDegree }

// radiansMul is radians(x), x * (π / 180), in PostgreSQL (float8_mul(arg1,
// RADIANS_PER_DEGREE)), DuckDB and Trino alike: radians(3) is
// 0.05235987755982989 (run on PostgreSQL 15 and DuckDB 1.5), where
// x * π / 180 is 0.05235987755982988.
func radiansMul(x float64) float64 { return x * radiansPerDegree }
