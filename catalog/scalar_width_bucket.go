package catalog

// widthBucketScalars are the canonical width_bucket functions of
// dialects/functions_width_bucket.go.
var widthBucketScalars = []*Func{
	scalar("width_bucket_asc", 4, 4, "width_bucket_asc(x, lo, hi, n): the bucket of the DOUBLE x among n equal-width buckets from lo to hi (lo < hi, literals): 0 below lo, n + 1 at or above hi, otherwise the integer part of n * (x - lo) / (hi - lo) computed in DOUBLE, plus 1, a BIGINT (Trino's width_bucket, PostgreSQL's of a float8); a NaN x raises; NULL if any argument is NULL."),
	scalar("width_bucket_trino", 4, 4, "width_bucket_trino(x, b1, b2, n): Trino's width_bucket, width_bucket_asc over min(b1, b2) to max(b1, b2), of a descending range (b1 > b2) n + 1 less that bucket (x = b1 is 0); raises for n <= 0, a NaN x, bounds infinite or equal; NULL if any argument is NULL."),
	scalar("width_bucket_pg", 4, 4, "width_bucket_pg(x, b1, b2, n): PostgreSQL's width_bucket, an INTEGER; of an ascending range as width_bucket_asc, of a descending one (b1 > b2) 0 above b1, n + 1 at or below b2, otherwise the integer part of n * (b1 - x) / (b1 - b2), plus 1; raises for n <= 0, a NaN argument, bounds infinite or equal; NULL if any argument is NULL."),
}
