package executor

// mapAgg is map_agg(k, v): a map of the pairs whose k is non-NULL, a
// NULL v kept; of a key given more than once, the value of its first row
// in the order the rows come (the aggregate's ORDER BY, applied by
// orderedAgg); NULL when there is no such pair (no rows, or every k NULL).
// Trino's map_agg (MapAggregationFunction: the key is a non-nullable
// input, so a row whose key is NULL is skipped, the value a nullable one;
// KeyValuePairs.add: "Only add this key value pair if we haven't seen this
// key before"; the output is NULL where no pair was added).
type mapAgg struct {
	keys, vals [][]Value
	seen       []map[string]struct{}
	buf        []byte
}

func (a *mapAgg) grow(n int) {
	a.keys, a.vals, a.seen = growSlice(a.keys, n), growSlice(a.vals, n), growSlice(a.seen, n)
}

func (a *mapAgg) reset() { a.keys, a.vals, a.seen = a.keys[:0], a.vals[:0], a.seen[:0] }

func (a *mapAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		if g < 0 {
			continue
		}
		k := args[0][i]
		if k.k == KindNull {
			continue
		}
		if a.seen[g] == nil {
			a.seen[g] = map[string]struct{}{}
		}
		a.buf = appendKey(a.buf[:0], k)
		if _, ok := a.seen[g][string(a.buf)]; ok {
			continue
		}
		a.seen[g][string(a.buf)] = struct{}{}
		a.keys[g] = append(a.keys[g], k)
		a.vals[g] = append(a.vals[g], args[1][i])
	}
	return nil
}

func (a *mapAgg) result(g int) Value {
	if len(a.keys[g]) == 0 {
		return Null
	}
	return MapOf(append([]Value{}, a.keys[g]...), append([]Value{}, a.vals[g]...))
}
