package catalog

// pairLambdaScalars are zip_with and map_filter, functions of a lambda of
// two parameters (dialects/functions_pair_lambdas.go).
var pairLambdaScalars = []*Func{
	scalar("zip_with", 3, 3, "zip_with(a, b, (x, y) -> f): the array of f for the elements of a and b at each position, in order, the shorter array padded at its end with NULLs to the length of the longer; [] for two empty arrays, NULL when a or b is NULL (Trino, Presto and Spark zip_with)."),
	scalar("map_filter", 2, 2, "map_filter(m, (k, v) -> p): the map of the entries of m for which p is TRUE (FALSE and NULL drop the entry); {} when none is kept, NULL for a NULL m (Trino, Presto and Spark map_filter)."),
}
