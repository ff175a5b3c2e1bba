package executor

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

func arrArg(v Value, fn string) ([]Value, error) {
	if v.k != KindArray {
		return nil, fmt.Errorf("%s expects an array, got %s", fn, v.k)
	}
	return v.Elems(), nil
}

func containsValue(es []Value, x Value) (found, sawNull bool) {
	for _, e := range es {
		if e.k == KindNull {
			sawNull = true
			continue
		}
		if c, err := compareLoose(e, x); err == nil && c == 0 {
			return true, sawNull
		}
	}
	return false, sawNull
}

func distinctValues(es []Value) []Value {
	seen := map[string]bool{}
	out := []Value{}
	var buf []byte
	for _, e := range es {
		buf = appendKey(buf[:0], e)
		if !seen[string(buf)] {
			seen[string(buf)] = true
			out = append(out, e)
		}
	}
	return out
}

// distinctSignedZero is distinctValues keeping a float -0.0 apart from
// 0.0, as Spark 3's array_distinct does of a flat array (its OpenHashSet
// hashes a double's bits and matches by Double.equals from 3.5.2,
// SPARK-45599; all NaNs are one element), and Hive's (equals of
// DoubleWritables or Doubles, hashed by their bits).
func distinctSignedZero(es []Value) []Value {
	seen := map[string]bool{}
	out := []Value{}
	var buf []byte
	for _, e := range es {
		buf = appendKey(buf[:0], e)
		if e.k == KindFloat && e.Float() == 0 && math.Signbit(e.Float()) {
			buf = append(buf, '-')
		}
		if !seen[string(buf)] {
			seen[string(buf)] = true
			out = append(out, e)
		}
	}
	return out
}

// cardinality counts an array's elements or a map's entries.
func cardinality(a []Value) (Value, error) {
	switch a[0].k {
	case KindArray:
		return IntValue(int64(len(a[0].Elems()))), nil
	case KindMap:
		return IntValue(int64(len(a[0].Map().Keys))), nil
	}
	return Null, fmt.Errorf("cardinality expects an array or map")
}

// pgCardinality is PostgreSQL's cardinality: the total number of elements
// of a multidimensional array, cardinality(ARRAY[[1,2],[3,4]]) = 4 where
// array_length(a, 1) is 2 (PostgreSQL manual, "Array Functions and
// Operators"; checked on PostgreSQL 15). An array of arrays here is
// PostgreSQL's multidimensional array, whose sub-arrays are all of one
// shape and never NULL, so its elements are the leaves counted at every
// level.
func pgCardinality(a []Value) (Value, error) {
	if a[0].k != KindArray {
		return cardinality(a)
	}
	var count func(es []Value) int64
	count = func(es []Value) int64 {
		n := int64(0)
		for _, e := range es {
			if e.k == KindArray {
				n += count(e.Elems())
			} else {
				n++
			}
		}
		return n
	}
	return IntValue(count(a[0].Elems())), nil
}

// errArraySizeOfMap is Doris's array_size (size, cardinality) of a map:
// the function has array signatures only (Doris documentation,
// ARRAY_SIZE), so Doris's analysis fails with "No matching function".
var errArraySizeOfMap = errors.New("array_size (size, cardinality) takes an array, not a map: no matching function; count a map's entries with map_size")

func init() {
	// array_ndims(a): PostgreSQL's number of dimensions of an array, NULL
	// for an empty one (PostgreSQL 15 documentation, 9.19 Array Functions;
	// run on PostgreSQL 15: array_ndims('{{1,2},{3,4}}') is 2,
	// array_ndims('{}') NULL); a list of lists counts as the
	// multidimensional array it stands for
	reg(&scalarFunc{name: "array_ndims", min: 1, max: 1, strict: true, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		if a[0].k != KindArray {
			return Null, fmt.Errorf("array_ndims takes an array")
		}
		n, v := 0, a[0]
		for v.k == KindArray && len(v.Elems()) > 0 {
			n++
			next := Null
			for _, e := range v.Elems() {
				if e.k != KindNull {
					next = e
					break
				}
			}
			v = next
		}
		if n == 0 {
			return Null, nil
		}
		return IntOf(ast.TypeInt, int64(n)), nil
	}})
	reg(&scalarFunc{name: "cardinality", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: cardinality,
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.PGArrayFunctions {
				return pgCardinality
			}
			if o.CardinalityMapNull {
				return func(a []Value) (Value, error) {
					if a[0].k == KindMap {
						return Null, nil
					}
					return cardinality(a)
				}
			}
			if !o.CardinalityArraysOnly {
				return cardinality
			}
			// Doris: arrays only (Options.CardinalityArraysOnly); a value
			// of a type not known when planned is checked here
			return func(a []Value) (Value, error) {
				if a[0].k == KindMap {
					return Null, errArraySizeOfMap
				}
				return cardinality(a)
			}
		}}, "array_size", "list_size")
	// size: Hive/Spark, -1 for NULL (legacy sizeOfNull).
	reg(&scalarFunc{name: "size", min: 1, max: 1, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		switch a[0].k {
		case KindNull:
			return IntOf(ast.TypeInt, -1), nil
		case KindArray:
			return IntOf(ast.TypeInt, int64(len(a[0].Elems()))), nil
		case KindMap:
			return IntOf(ast.TypeInt, int64(len(a[0].Map().Keys))), nil
		}
		return Null, fmt.Errorf("size expects an array or map")
	}})
	// array_length(a[, dim]): PostgreSQL gives NULL for an empty array.
	reg(&scalarFunc{name: "array_length", min: 1, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "array_length")
		if err != nil {
			return Null, err
		}
		if len(a) > 1 {
			dim, err := argInt(a[1])
			if err != nil {
				return Null, err
			}
			for d := int64(1); d < dim; d++ {
				if len(es) == 0 || es[0].k != KindArray {
					return Null, nil
				}
				es = es[0].Elems()
			}
			if len(es) == 0 || dim < 1 {
				return Null, nil
			}
		}
		return IntValue(int64(len(es))), nil
	}}, "list_length")
	// Array membership, one function per canonical rule (catalog):
	// array_contains (Spark, Trino): a miss is NULL when a has a NULL element.
	// Elements that are arrays or structs compare by the dialect's = (elementEqual).
	reg(&scalarFunc{name: "array_contains", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		return arrayContains(NestedNullRule{}, a)
	}, dialect: nestedRule(arrayContains)}, "contains")
	// array_contains_or_false (Hive): never NULL.
	reg(&scalarFunc{name: "array_contains_or_false", min: 2, max: 2, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull || a[1].k == KindNull {
			return BoolValue(false), nil
		}
		es, err := arrArg(a[0], "array_contains")
		if err != nil {
			return Null, err
		}
		found, _ := containsValue(es, a[1])
		return BoolValue(found), nil
	}})
	// array_contains_skip_null (DuckDB list_contains): NULL elements ignored.
	reg(&scalarFunc{name: "array_contains_skip_null", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "list_contains")
		if err != nil {
			return Null, err
		}
		found, _ := containsValue(es, a[1])
		return BoolValue(found), nil
	}}, "list_contains", "has", "array_has", "list_has")
	// array_contains_null_equal (Doris): a NULL value finds a NULL element.
	reg(&scalarFunc{name: "array_contains_null_equal", min: 2, max: 2, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		es, err := arrArg(a[0], "array_contains")
		if err != nil {
			return Null, err
		}
		if a[1].k == KindNull {
			return BoolValue(hasNull(es)), nil
		}
		found, _ := containsValue(es, a[1])
		return BoolValue(found), nil
	}})
	// element_at: 1-based, negative from the end, NULL when out of range; map key lookup.
	reg(&scalarFunc{name: "element_at", min: 2, max: 2, strict: true, ret: retElem(0), fn: func(a []Value) (Value, error) {
		if a[0].k == KindMap {
			return mapLookup(a[0], a[1]), nil
		}
		es, err := arrArg(a[0], "element_at")
		if err != nil {
			return Null, err
		}
		i, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if i == 0 {
			return Null, fmt.Errorf("element_at: SQL array indices start at 1")
		}
		if i < 0 {
			i = int64(len(es)) + i + 1
		}
		if i < 1 || i > int64(len(es)) {
			return Null, nil
		}
		return es[i-1], nil
	}})
	// list_extract: DuckDB, 1-based, NULL when out of range (0 too).
	reg(&scalarFunc{name: "list_extract", min: 2, max: 2, strict: true, ret: retElem(0), fn: func(a []Value) (Value, error) {
		if a[0].k == KindMap {
			return mapLookup(a[0], a[1]), nil
		}
		es, err := arrArg(a[0], "list_extract")
		if err != nil {
			return Null, err
		}
		i, err := argInt(a[1])
		if err != nil {
			return Null, err
		}
		if i < 0 {
			i = int64(len(es)) + i + 1
		}
		if i < 1 || i > int64(len(es)) {
			return Null, nil
		}
		return es[i-1], nil
	}}, "list_element", "array_extract")
	// array_position (Spark, Trino): 1-based, 0 when not found, NULL
	// elements never match; NULL for a NULL array or value.
	reg(&scalarFunc{name: "array_position", min: 2, max: 2, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		return arrayPosition(NestedNullRule{}, a)
	}, dialect: nestedRule(arrayPosition)})
	// array_position_not_distinct (DuckDB list_position, PostgreSQL
	// array_position): 1-based, NULL when not found or for a NULL array;
	// a NULL value finds the first NULL element. Both give an INTEGER.
	reg(&scalarFunc{name: "array_position_not_distinct", min: 2, max: 2, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		es, err := arrArg(a[0], "list_position")
		if err != nil {
			return Null, err
		}
		for i, e := range es {
			if e.k == KindNull || a[1].k == KindNull {
				if e.k == a[1].k {
					return IntOf(ast.TypeInt, int64(i+1)), nil
				}
				continue
			}
			if c, err := compareLoose(e, a[1]); err == nil && c == 0 {
				return IntOf(ast.TypeInt, int64(i+1)), nil
			}
		}
		return Null, nil
	}}, "list_position", "array_indexof", "list_indexof")
	// array_append(a, x), array_prepend(x, a): a NULL a gives NULL, or
	// [x] under Options.AppendToNullArray.
	// Under Options.PGArrayFunctions an array of arrays (PostgreSQL's of
	// two or more dimensions) raises (PostgreSQL 15 run:
	// array_append(ARRAY[ARRAY[1]], 2) raises "argument must be empty or
	// one-dimensional array").
	appendTo := func(toNull, front, pg bool) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			arr, x, name := a[0], a[1], "array_append"
			if front {
				arr, x, name = a[1], a[0], "array_prepend"
			}
			if arr.k == KindNull {
				if toNull {
					return ArrayValue([]Value{x}), nil
				}
				return Null, nil
			}
			es, err := arrArg(arr, name)
			if err != nil {
				return Null, err
			}
			if pg && slices.ContainsFunc(es, func(e Value) bool { return e.k == KindArray }) {
				return Null, errors.New("argument must be empty or one-dimensional array")
			}
			if front {
				return ArrayValue(append([]Value{x}, es...)), nil
			}
			return ArrayValue(append(append(make([]Value, 0, len(es)+1), es...), x)), nil
		}
	}
	reg(&scalarFunc{name: "array_append", min: 2, max: 2, ret: retArg(0), fn: appendTo(false, false, false), dialect: func(o *Options) func([]Value) (Value, error) {
		return appendTo(o.AppendToNullArray, false, o.PGArrayFunctions)
	}}, "list_append", "array_push_back")
	reg(&scalarFunc{name: "array_prepend", min: 2, max: 2, ret: retArg(1), fn: appendTo(false, true, false), dialect: func(o *Options) func([]Value) (Value, error) {
		return appendTo(o.AppendToNullArray, true, o.PGArrayFunctions)
	}}, "list_prepend", "array_push_front")
	// concat_arrays: BigQuery ARRAY_CONCAT, NULL if any argument is NULL.
	reg(&scalarFunc{name: "concat_arrays", min: 1, max: -1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		out := []Value{}
		for _, v := range a {
			es, err := arrArg(v, "concat_arrays")
			if err != nil {
				return Null, err
			}
			out = append(out, es...)
		}
		return ArrayValue(out), nil
	}})
	arrayConcat := func(a []Value) (Value, error) {
		out := []Value{}
		for _, v := range a {
			if v.k == KindNull {
				continue
			}
			es, err := arrArg(v, "array_concat")
			if err != nil {
				return Null, err
			}
			out = append(out, es...)
		}
		return ArrayValue(out), nil
	}
	reg(&scalarFunc{name: "array_concat", min: 1, max: -1, ret: retArg(0), fn: arrayConcat, dialect: func(o *Options) func([]Value) (Value, error) {
		if !o.PGArrayFunctions {
			return arrayConcat
		}
		// PostgreSQL's array_cat: a NULL argument is skipped, both
		// NULL give NULL.
		return func(a []Value) (Value, error) {
			for _, v := range a {
				if v.k != KindNull {
					return arrayConcat(a)
				}
			}
			return Null, nil
		}
	}}, "array_cat", "list_concat", "list_cat")
	// concat_arrays_skip_null: PostgreSQL's array_cat, a NULL array
	// skipped, both NULL giving NULL (checked on PostgreSQL 15), arrays of
	// several dimensions concatenated as || does (pgCatArrays; PostgreSQL
	// 15 run: array_cat(ARRAY[ARRAY[1]], ARRAY[2]) is {{1},{2}}).
	reg(&scalarFunc{name: "concat_arrays_skip_null", min: 2, max: 2, ret: retArg(0), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull && a[1].k == KindNull {
			return Null, nil
		}
		if a[0].k == KindArray && a[1].k == KindArray {
			return pgCatArrays(a[0], a[1], len(valueDims(a[0])), len(valueDims(a[1])))
		}
		return arrayConcat(a)
	}})
	// concat_arrays_or_empty: DuckDB's list_concat, NULL lists skipped,
	// all NULL giving [] (checked on DuckDB 1.5.6).
	reg(&scalarFunc{name: "concat_arrays_or_empty", min: 1, max: -1, ret: retArg(0), fn: arrayConcat})
	// sort_array(a[, asc]): Hive/Spark, NULLs first ascending, last descending.
	reg(&scalarFunc{name: "sort_array", min: 1, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "sort_array")
		if err != nil {
			return Null, err
		}
		asc := len(a) < 2 || truth(a[1])
		return ArrayValue(sortValuesBy(es, !asc, asc, sparkCompare)), nil
	}})
	// array_sort_nulls_last: Spark's, Trino's and Presto's array_sort(a),
	// ascending with NULL elements last, in Spark's order of the elements
	// (the translator refuses the element types whose order Trino and
	// Presto do not document).
	reg(&scalarFunc{name: "array_sort_nulls_last", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "array_sort")
		if err != nil {
			return Null, err
		}
		return ArrayValue(sortValuesBy(es, false, false, sparkCompare)), nil
	}})
	// array_sort / list_sort: ascending, NULLs last (Spark array_sort, DuckDB, Trino);
	// under Options.ArraySort Doris's and Snowflake's.
	reg(&scalarFunc{name: "array_sort", min: 1, max: 3, strict: true, ret: retArg(0), fn: arraySortText,
		dialect: func(o *Options) func([]Value) (Value, error) {
			switch o.ArraySort {
			case ArraySortNullsFirst:
				return arraySortNullsFirst
			case ArraySortSnowflake:
				return arraySortSnowflake
			}
			return arraySortText
		}}, "list_sort")
	reg(&scalarFunc{name: "array_reverse_sort", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "array_reverse_sort")
		if err != nil {
			return Null, err
		}
		return ArrayValue(sortValues(es, true, false)), nil
	}}, "list_reverse_sort")
	distinct := func(keep func([]Value) []Value) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			es, err := arrArg(a[0], "array_distinct")
			if err != nil {
				return Null, err
			}
			return ArrayValue(keep(es)), nil
		}
	}
	reg(&scalarFunc{name: "array_distinct", min: 1, max: 1, strict: true, ret: retArg(0), fn: distinct(distinctSignedZero),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.DistinctFoldsZero {
				return distinct(distinctValues) // Trino's
			}
			return distinct(distinctSignedZero)
		}}, "array_unique_values")
	reg(&scalarFunc{name: "array_distinct_signed_zero", min: 1, max: 1, strict: true, ret: retArg(0), fn: distinct(distinctSignedZero)})
	// list_distinct: DuckDB's, which drops NULL elements (run on DuckDB 1.5:
	// list_distinct([1, NULL, 1, NULL, 2]) is [2, 1], list_distinct([NULL]) is
	// []); the order of the rest is not kept there, first occurrences here.
	reg(&scalarFunc{name: "list_distinct", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "list_distinct")
		if err != nil {
			return Null, err
		}
		nn := make([]Value, 0, len(es))
		for _, e := range es {
			if !e.IsNull() {
				nn = append(nn, e)
			}
		}
		return ArrayValue(distinctValues(nn)), nil
	}})
	// array_compact(a): Snowflake, the array without its NULL elements
	// (Snowflake reference, ARRAY_COMPACT: "missing and null values
	// removed"), NULL for a NULL array.
	reg(&scalarFunc{name: "array_compact", min: 1, max: 1, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "array_compact")
		if err != nil {
			return Null, err
		}
		out := make([]Value, 0, len(es))
		for _, e := range es {
			if e.k != KindNull {
				out = append(out, e)
			}
		}
		return ArrayValue(out), nil
	}})
	// slice(a, start, length): Spark's, Trino's and Presto's, 1-based, a
	// negative start from the end; a start before the first element gives
	// an empty array (Trino source, ArraySliceFunction: fromIndex < 1;
	// Spark source, Slice.nullSafeEval: startIndex < 0;
	// dialects/functions_array_slice.go)
	reg(&scalarFunc{name: "slice", min: 3, max: 3, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "slice")
		if err != nil {
			return Null, err
		}
		start, _ := argInt(a[1])
		length, _ := argInt(a[2])
		if start == 0 {
			return Null, fmt.Errorf("slice start must not be 0")
		}
		if length < 0 {
			return Null, fmt.Errorf("slice length must not be negative")
		}
		n := int64(len(es))
		if start < 0 {
			start = n + start + 1
		}
		if start < 1 || start > n || length <= 0 {
			return ArrayValue([]Value{}), nil
		}
		end := n
		if length < n-(start-1) { // without overflowing for a huge length
			end = start - 1 + length
		}
		return ArrayValue(es[start-1 : end]), nil
	}})
	// list_slice(a, begin, end): DuckDB/PostgreSQL, 1-based inclusive.
	listSlice := func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		return sliceValue(a[0], a[1], a[2], a[1].k != KindNull, a[2].k != KindNull, true)
	}
	reg(&scalarFunc{name: "list_slice", min: 3, max: 3, ret: retArg(0), fn: listSlice})
	// array_slice: DuckDB's list_slice, or under Options.ZeroBasedArraySlice
	// Snowflake's ARRAY_SLICE (zeroBasedSlice).
	reg(&scalarFunc{name: "array_slice", min: 3, max: 3, ret: retArg(0), fn: listSlice, dialect: func(o *Options) func([]Value) (Value, error) {
		if o.ZeroBasedArraySlice {
			return zeroBasedSlice
		}
		return listSlice
	}})
	// array_remove(a, v): NULL when a or v is NULL; under
	// Options.PGArrayFunctions a NULL v removes the NULL elements.
	arrayRemove := func(nullRemovesNulls bool) func(a []Value) (Value, error) {
		return func(a []Value) (Value, error) {
			if a[0].k == KindNull || a[1].k == KindNull && !nullRemovesNulls {
				return Null, nil
			}
			es, err := arrArg(a[0], "array_remove")
			if err != nil {
				return Null, err
			}
			out := []Value{}
			for _, e := range es {
				var keep bool
				if a[1].k == KindNull {
					keep = e.k != KindNull
				} else {
					keep = e.k == KindNull || Compare(e, a[1]) != 0
				}
				if keep {
					out = append(out, e)
				}
			}
			return ArrayValue(out), nil
		}
	}
	reg(&scalarFunc{name: "array_remove", min: 2, max: 2, ret: retArg(0), fn: arrayRemove(false), dialect: func(o *Options) func([]Value) (Value, error) {
		return arrayRemove(o.PGArrayFunctions)
	}})
	reg(&scalarFunc{name: "array_max", min: 1, max: 1, strict: true, ret: retElem(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "array_max")
		if err != nil {
			return Null, err
		}
		return extreme(es, 1)
	}}, "list_max")
	reg(&scalarFunc{name: "array_min", min: 1, max: 1, strict: true, ret: retElem(0), fn: func(a []Value) (Value, error) {
		es, err := arrArg(a[0], "array_min")
		if err != nil {
			return Null, err
		}
		return extreme(es, -1)
	}}, "list_min")
	reg(&scalarFunc{name: "array_union", min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		return ArrayValue(distinctValues(append(append([]Value{}, a[0].Elems()...), a[1].Elems()...))), nil
	}})
	reg(&scalarFunc{name: "array_intersect", min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		out := []Value{}
		for _, e := range distinctValues(a[0].Elems()) {
			if f, _ := containsValue(a[1].Elems(), e); f || e.k == KindNull && hasNull(a[1].Elems()) {
				out = append(out, e)
			}
		}
		return ArrayValue(out), nil
	}}, "list_intersect")
	reg(&scalarFunc{name: "array_except", min: 2, max: 2, strict: true, ret: retArg(0), fn: func(a []Value) (Value, error) {
		out := []Value{}
		for _, e := range distinctValues(a[0].Elems()) {
			if f, _ := containsValue(a[1].Elems(), e); !f && !(e.k == KindNull && hasNull(a[1].Elems())) {
				out = append(out, e)
			}
		}
		return ArrayValue(out), nil
	}})
	// DuckDB's list_has_any and array_has_any: true for a common non-NULL
	// element, false otherwise (arrays_overlap, Trino's and Spark's, is
	// funcs_arrays_overlap.go)
	reg(&scalarFunc{name: "array_has_any", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		for _, e := range a[0].Elems() {
			if e.k != KindNull {
				if f, _ := containsValue(a[1].Elems(), e); f {
					return BoolValue(true), nil
				}
			}
		}
		return BoolValue(false), nil
	}}, "list_has_any")
	reg(&scalarFunc{name: "flatten", min: 1, max: 1, strict: true, ret: retElem(0), fn: func(a []Value) (Value, error) {
		out := []Value{}
		for _, e := range a[0].Elems() {
			if e.k == KindNull {
				continue
			}
			out = append(out, e.Elems()...)
		}
		return ArrayValue(out), nil
	}}, "array_flatten")
	reg(&scalarFunc{name: "array_join", min: 2, max: 3, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull || a[1].k == KindNull {
			return Null, nil
		}
		es, err := arrArg(a[0], "array_join")
		if err != nil {
			return Null, err
		}
		var parts []string
		for _, e := range es {
			if e.k == KindNull {
				if len(a) > 2 && a[2].k != KindNull {
					parts = append(parts, textOf(a[2]))
				}
				continue
			}
			parts = append(parts, textOf(e))
		}
		return StringValue(joinStrings(parts, textOf(a[1]))), nil
	}}, "array_to_string", "list_to_string")
	// array_join_duck: DuckDB's array_to_string (dialects/array_join_duck.go):
	// NULL for a list with elements but no non-NULL one, ',' for a NULL
	// separator.
	reg(&scalarFunc{name: "array_join_duck", min: 2, max: 2, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return Null, nil
		}
		es, err := arrArg(a[0], "array_to_string")
		if err != nil {
			return Null, err
		}
		sep := ","
		if a[1].k != KindNull {
			sep = textOf(a[1])
		}
		var parts []string
		for _, e := range es {
			if e.k != KindNull {
				parts = append(parts, textOf(e))
			}
		}
		if len(es) > 0 && len(parts) == 0 {
			return Null, nil
		}
		return StringValue(joinStrings(parts, sep)), nil
	}})
	reg(&scalarFunc{name: "array", min: 0, max: -1, ret: func(ts []Type) Type { return arrayOf(retSuper(ts)) }, fn: func(a []Value) (Value, error) {
		return ArrayValue(append([]Value{}, a...)), nil
	}}, "array_value", "list_value", "array_construct", "list_pack")
	reg(&scalarFunc{name: "map_keys", min: 1, max: 1, strict: true, ret: retFixed(arrayOf(tUnknown)), fn: func(a []Value) (Value, error) {
		if a[0].k != KindMap {
			return Null, fmt.Errorf("map_keys expects a map")
		}
		return ArrayValue(append([]Value{}, a[0].Map().Keys...)), nil
	}})
	reg(&scalarFunc{name: "map_values", min: 1, max: 1, strict: true, ret: retFixed(arrayOf(tUnknown)), fn: func(a []Value) (Value, error) {
		if a[0].k != KindMap {
			return Null, fmt.Errorf("map_values expects a map")
		}
		return ArrayValue(append([]Value{}, a[0].Map().Vals...)), nil
	}})
	// map_size: Doris, the number of entries of a map, NULL keys and
	// values counted, NULL for a NULL map (Doris documentation, MAP_SIZE);
	// maps only, as Doris's (its array_size takes arrays only).
	reg(&scalarFunc{name: "map_size", min: 1, max: 1, strict: true, ret: retFixed(tBigInt), fn: func(a []Value) (Value, error) {
		if a[0].k != KindMap {
			return Null, fmt.Errorf("map_size expects a map")
		}
		return IntValue(int64(len(a[0].Map().Keys))), nil
	}})
	reg(&scalarFunc{name: "map_entries", min: 1, max: 1, strict: true, ret: retFixed(arrayOf(tUnknown)), fn: func(a []Value) (Value, error) {
		if a[0].k != KindMap {
			return Null, fmt.Errorf("map_entries expects a map")
		}
		m := a[0].Map()
		out := make([]Value, len(m.Keys))
		for i := range m.Keys {
			out[i] = StructOf([]string{"key", "value"}, []Value{m.Keys[i], m.Vals[i]})
		}
		return ArrayValue(out), nil
	}})
	reg(&scalarFunc{name: "map_from_arrays", min: 2, max: 2, strict: true, ret: retFixed(Type{Kind: ast.TypeMap}), fn: func(a []Value) (Value, error) {
		ks, vs := a[0].Elems(), a[1].Elems()
		if len(ks) != len(vs) {
			return Null, fmt.Errorf("map_from_arrays: key and value arrays differ in length")
		}
		var mk, mv []Value
		for i := range ks {
			if ks[i].k == KindNull {
				return Null, fmt.Errorf("map key cannot be NULL")
			}
			mk, mv = mapPut(mk, mv, ks[i], vs[i])
		}
		return MapOf(mk, mv), nil
	}}, "map")
	reg(&scalarFunc{name: "map_from_entries", min: 1, max: 1, strict: true, ret: retFixed(Type{Kind: ast.TypeMap}), fn: func(a []Value) (Value, error) {
		var mk, mv []Value
		for _, e := range a[0].Elems() {
			s := e.Struct()
			if s == nil || len(s.Vals) < 2 {
				return Null, fmt.Errorf("map_from_entries expects an array of (key, value) structs")
			}
			mk, mv = mapPut(mk, mv, s.Vals[0], s.Vals[1])
		}
		return MapOf(mk, mv), nil
	}})
	// str_to_map(s[, pairDelim[, kvDelim]]): under Java's regular
	// expressions (Hive, Spark) the delimiters are patterns: s split by
	// pairDelim, each entry split once by kvDelim, an entry without one a
	// key with a NULL value (Hive's GenericUDFStringToMap, Spark's
	// StringToMap); Hive drops trailing empty entries and keeps the last
	// of duplicate keys, Spark (Options.StrToMapSpark) keeps the entries
	// and raises for a duplicate key. Otherwise the delimiters are
	// literal.
	reg(&scalarFunc{name: "str_to_map", min: 1, max: 3, strict: true, ret: retFixed(mapOf(tVarchar, tVarchar)), fn: func(a []Value) (Value, error) {
		return strToMap(regexflavor.Other, false, a)
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		fl, spark := o.RegexFlavor, o.StrToMapSpark
		return func(a []Value) (Value, error) { return strToMap(fl, spark, a) }
	}})
	reg(&scalarFunc{name: "map_contains_key", min: 2, max: 2, strict: true, ret: retFixed(tBool), fn: func(a []Value) (Value, error) {
		if a[0].k != KindMap {
			return Null, fmt.Errorf("map_contains_key expects a map")
		}
		found, _ := containsValue(a[0].Map().Keys, a[1])
		return BoolValue(found), nil
	}})
	// arrays_zip: Spark; struct fields named after the input columns (the
	// binder supplies the names), else "0", "1", ...
	reg(&scalarFunc{name: "arrays_zip", min: 1, max: -1, ret: retFixed(arrayOf(tUnknown)), fn: func(a []Value) (Value, error) {
		names := make([]string, len(a))
		for i := range names {
			names[i] = strconv.Itoa(i)
		}
		return zipArrays(a, names), nil
	}})
	reg(&scalarFunc{name: "zip", min: 1, max: -1, ret: retFixed(arrayOf(tUnknown)), fn: func(a []Value) (Value, error) {
		names := make([]string, len(a))
		for i := range names {
			names[i] = "field" + strconv.Itoa(i)
		}
		return zipArrays(a, names), nil
	}}) // DuckDB's list_zip: list_zip_duck.go
	// sequence: Spark/Trino, inclusive, step defaults to 1 or -1, a step
	// moving away from stop is an error, and so is a zero step (Trino,
	// Presto: "step must not be zero"), but under
	// Options.SequenceZeroStepSingle (Spark) for equal bounds.
	// Under Options.SequenceMaxEntries (Trino, Presto) a longer result is
	// an error.
	// A sequence of DATEs is an array of DATEs (Trino: sequence(start date,
	// stop date, step) -> array(date); Spark: an array of the bounds'
	// type), a step leaving the days is an error.
	reg(&scalarFunc{name: "sequence", min: 2, max: 3, strict: true, ret: func(ts []Type) Type { return arrayOf(ts[0]) }, fn: func(a []Value) (Value, error) {
		return sequenceDates(a)(seriesArray(a, false, true))
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		limit, single := o.SequenceMaxEntries, o.SequenceZeroStepSingle
		return func(a []Value) (Value, error) {
			if single && len(a) == 3 && isZeroStep(a[2]) {
				if c, err := compareLoose(a[0], a[1]); err == nil && c == 0 {
					return ArrayValue([]Value{a[0]}), nil
				}
			}
			return sequenceDates(a)(boundedSeriesArray(a, false, true, limit, false))
		}
	}})
	// generate_array: inclusive, step defaults to 1 (DuckDB scalar
	// generate_series, BigQuery GENERATE_ARRAY). A zero step is an error
	// (BigQuery reference, GENERATE_ARRAY: "Returns an error if
	// step_expression is set to 0"), but the empty list under
	// Options.ZeroStepListEmpty (DuckDB).
	reg(&scalarFunc{name: "generate_array", min: 1, max: 3, strict: true, ret: func(ts []Type) Type { return arrayOf(ts[0]) }, fn: func(a []Value) (Value, error) {
		return seriesArray(a, false, false)
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		empty, duck := o.ZeroStepListEmpty, o.DuckDBZonedAdd
		return func(a []Value) (Value, error) {
			if empty && len(a) == 3 && isZeroStep(a[2]) {
				return ArrayValue([]Value{}), nil
			}
			return boundedSeriesArray(a, false, false, 0, duck)
		}
	}})
	// range_array: stop excluded (DuckDB scalar range); a zero step gives
	// the empty list, as DuckDB's does.
	reg(&scalarFunc{name: "range_array", min: 1, max: 3, strict: true, ret: func(ts []Type) Type { return arrayOf(ts[0]) }, fn: func(a []Value) (Value, error) {
		if len(a) == 3 && isZeroStep(a[2]) {
			return ArrayValue([]Value{}), nil
		}
		return seriesArray(a, true, false)
	}, dialect: func(o *Options) func([]Value) (Value, error) {
		duck := o.DuckDBZonedAdd
		return func(a []Value) (Value, error) {
			if len(a) == 3 && isZeroStep(a[2]) {
				return ArrayValue([]Value{}), nil
			}
			return boundedSeriesArray(a, true, false, 0, duck)
		}
	}})
	reg(&scalarFunc{name: "struct_pack", min: 0, max: -1, ret: retFixed(Type{Kind: ast.TypeStruct}), fn: func(a []Value) (Value, error) {
		names := make([]string, len(a))
		for i := range a {
			names[i] = "col" + strconv.Itoa(i+1)
		}
		return StructOf(names, append([]Value{}, a...)), nil
	}}, "struct", "row")
	reg(&scalarFunc{name: "named_struct", min: 0, max: -1, ret: retFixed(Type{Kind: ast.TypeStruct}), fn: func(a []Value) (Value, error) {
		if len(a)%2 != 0 {
			return Null, fmt.Errorf("named_struct expects name, value pairs")
		}
		var names []string
		var vals []Value
		for i := 0; i < len(a); i += 2 {
			names = append(names, textOf(a[i]))
			vals = append(vals, a[i+1])
		}
		return StructOf(names, vals), nil
	}})
	reg(&scalarFunc{name: "struct_extract", min: 2, max: 2, strict: true, ret: retFixed(tUnknown), fn: func(a []Value) (Value, error) {
		if a[1].k == KindInt {
			s := a[0].Struct()
			if s != nil && a[1].i >= 1 && int(a[1].i) <= len(s.Vals) {
				return s.Vals[a[1].i-1], nil
			}
			return Null, nil
		}
		f, ok := a[0].Field(textOf(a[1]))
		if !ok {
			return Null, fmt.Errorf("struct has no field %q", textOf(a[1]))
		}
		return f, nil
	}})
	reg(&scalarFunc{name: "generate_subscripts", min: 2, max: 3, strict: true, ret: retFixed(arrayOf(tInt)), fn: func(a []Value) (Value, error) {
		n := len(a[0].Elems())
		out := make([]Value, n)
		for i := range out {
			out[i] = IntOf(ast.TypeInt, int64(i+1))
		}
		if len(a) > 2 && truth(a[2]) {
			for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
				out[i], out[j] = out[j], out[i]
			}
		}
		return ArrayValue(out), nil
	}})

}

func hasNull(es []Value) bool {
	for _, e := range es {
		if e.k == KindNull {
			return true
		}
	}
	return false
}

func joinStrings(parts []string, sep string) string {
	n := 0
	for _, p := range parts {
		n += len(p) + len(sep)
	}
	b := make([]byte, 0, n)
	for i, p := range parts {
		if i > 0 {
			b = append(b, sep...)
		}
		b = append(b, p...)
	}
	return string(b)
}

func cutString(s, sep string) (string, string, bool) {
	for i := 0; i+len(sep) <= len(s); i++ {
		if s[i:i+len(sep)] == sep {
			return s[:i], s[i+len(sep):], true
		}
	}
	return s, "", false
}

// sortValues sorts a copy of es.
func sortValues(es []Value, desc, nullsFirst bool) []Value {
	return sortValuesBy(es, desc, nullsFirst, Compare)
}

// sortValuesBy is sortValues with cmp ordering the non-NULL elements.
func sortValuesBy(es []Value, desc, nullsFirst bool, cmp func(a, b Value) int) []Value {
	out := append([]Value{}, es...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.k == KindNull || b.k == KindNull {
			if a.k == b.k {
				return false
			}
			return (a.k == KindNull) == nullsFirst
		}
		c := cmp(a, b)
		if desc {
			return c > 0
		}
		return c < 0
	})
	return out
}

// sparkCompare is Spark's ordering of values: Compare, except that a NULL
// inside an array or a struct orders before any value (Spark's orderings
// of arrays and structs put NULL first ascending), where Compare puts it
// after, as DuckDB and PostgreSQL do.
func sparkCompare(a, b Value) int {
	var x, y []Value
	switch {
	case a.k == KindArray && b.k == KindArray:
		x, y = a.Elems(), b.Elems()
	case a.k == KindStruct && b.k == KindStruct:
		x, y = a.Struct().Vals, b.Struct().Vals
	default:
		return Compare(a, b)
	}
	for i := 0; i < len(x) && i < len(y); i++ {
		switch {
		case x[i].k == KindNull && y[i].k == KindNull:
			continue
		case x[i].k == KindNull:
			return -1
		case y[i].k == KindNull:
			return 1
		}
		if c := sparkCompare(x[i], y[i]); c != 0 {
			return c
		}
	}
	return cmpInt(int64(len(x)), int64(len(y)))
}

const maxSeriesArray = 1 << 20

// seriesArray builds sequence/range arrays of integers, dates or
// timestamps. auto: the step defaults to -1 when start > stop, and a step
// moving away from stop is an error (sequence).
// sequenceDates turns the elements of a sequence whose bounds are DATEs
// back into DATEs: an element that is not a midnight (a step of hours)
// is an error.
func sequenceDates(a []Value) func(Value, error) (Value, error) {
	return func(v Value, err error) (Value, error) {
		if err != nil || len(a) < 2 || a[0].k != KindDate || a[1].k != KindDate {
			return v, err
		}
		const day = 86_400_000_000
		es := v.Elems()
		out := make([]Value, len(es))
		for i, e := range es {
			switch {
			case e.k == KindDate:
				out[i] = e
			case e.k == KindTimestamp && e.i%day == 0:
				out[i] = DateValue(e.i / day)
			default:
				return Null, fmt.Errorf("sequence step must be a day interval if start and end values are dates")
			}
		}
		return ArrayValue(out), nil
	}
}

func seriesArray(a []Value, exclusive, auto bool) (Value, error) {
	return boundedSeriesArray(a, exclusive, auto, 0, false)
}

// boundedSeriesArray is seriesArray with at most limit elements, when
// limit is positive: a longer series is an error (Trino's sequence); a
// series of TIMESTAMPTZ values steps as DuckDB's where duckAdd
// (Options.DuckDBZonedAdd).
func boundedSeriesArray(a []Value, exclusive, auto bool, limit int, duckAdd bool) (Value, error) {
	tooLong := func() error {
		return fmt.Errorf("result of sequence function must not have more than %d entries", limit)
	}
	if auto && len(a) >= 2 {
		if c, err := compareLoose(a[0], a[1]); err == nil {
			if len(a) == 2 && c > 0 && !isTemporal(a[0]) {
				a = []Value{a[0], a[1], IntOf(a[0].t, -1)}
			}
			if len(a) == 3 {
				var dir float64
				if a[2].k == KindInterval {
					dir = float64(intervalMicrosApprox(a[2].Interval()))
				} else {
					dir = a[2].asFloat()
				}
				if c < 0 && dir < 0 || c > 0 && dir > 0 {
					return Null, fmt.Errorf("sequence step must move from start towards stop")
				}
			}
		}
	}
	if n, ok := seriesLength(a); ok && limit > 0 && n > float64(limit)+1 {
		return Null, tooLong()
	}
	if n, ok := seriesLength(a); ok && n > maxSeriesArray {
		return Null, fmt.Errorf("sequence too long (more than %d elements)", maxSeriesArray)
	}
	var out []Value
	if n, ok := seriesLength(a); ok && n > 0 {
		out = make([]Value, 0, int(n)+1)
	}
	err := forSeries(a, exclusive, duckAdd, func(v Value) error {
		if limit > 0 && len(out) >= limit {
			return tooLong()
		}
		if len(out) >= maxSeriesArray {
			return fmt.Errorf("sequence too long (more than %d elements)", maxSeriesArray)
		}
		out = append(out, v)
		return nil
	})
	if err != nil {
		return Null, err
	}
	if out == nil {
		out = []Value{}
	}
	return ArrayValue(out), nil
}

func zipArrays(a []Value, names []string) Value {
	n := 0
	for _, v := range a {
		if v.k == KindNull {
			return Null
		}
		n = max(n, len(v.Elems()))
	}
	out := make([]Value, n)
	for r := 0; r < n; r++ {
		vals := make([]Value, len(a))
		for i, v := range a {
			if es := v.Elems(); r < len(es) {
				vals[i] = es[r]
			}
		}
		out[r] = StructOf(names, vals)
	}
	return ArrayValue(out)
}

// seriesLength estimates the number of elements of a series, when it can.
func seriesLength(a []Value) (float64, bool) {
	if len(a) < 2 {
		return 0, false
	}
	for _, v := range a {
		if !v.isNumeric() && !isTemporal(v) && v.k != KindInterval {
			return 0, false
		}
	}
	var start, stop, step float64
	if isTemporal(a[0]) || isTemporal(a[1]) {
		s, err1 := asTimestamp(a[0])
		e, err2 := asTimestamp(a[1])
		if err1 != nil || err2 != nil || len(a) < 3 || a[2].k != KindInterval {
			return 0, false
		}
		start, stop, step = float64(s), float64(e), float64(intervalMicrosApprox(a[2].Interval()))
	} else {
		start, stop, step = a[0].asFloat(), a[1].asFloat(), 1
		if len(a) > 2 {
			step = a[2].asFloat()
		}
	}
	if step == 0 {
		return 0, false
	}
	n := (stop-start)/step + 1
	if n < 0 {
		n = 0
	}
	return n, true
}

// isZeroStep reports whether a series step is zero (a number, or an
// interval of no time).
func isZeroStep(v Value) bool {
	switch v.k {
	case KindInt:
		return v.i == 0
	case KindFloat, KindDecimal:
		return v.asFloat() == 0
	case KindInterval:
		iv := v.Interval()
		return iv.Months == 0 && iv.Days == 0 && iv.Micros == 0
	}
	return false
}

// arrayContains is array_contains(a, x) under rule: true when an element
// equals x, else NULL when a NULL element (or one whose equality is
// unknown) could, else false. Elements that are arrays or structs
// compare by the dialect's = (elementEqual).
func arrayContains(rule NestedNullRule, a []Value) (Value, error) {
	es, err := arrArg(a[0], "array_contains")
	if err != nil {
		return Null, err
	}
	sawNull := false
	for _, e := range es {
		if e.k == KindNull {
			sawNull = true
			continue
		}
		eq, unknown, err := elementEqual(e, a[1], rule, "contains")
		if err != nil {
			return Null, err
		}
		if eq {
			return BoolValue(true), nil
		}
		sawNull = sawNull || unknown
	}
	if sawNull {
		return Null, nil
	}
	return BoolValue(false), nil
}

// arrayPosition is array_position(a, x) under rule: the 1-based position
// of the first element equal to x, 0 when none is; NULL elements never
// match.
func arrayPosition(rule NestedNullRule, a []Value) (Value, error) {
	es, err := arrArg(a[0], "array_position")
	if err != nil {
		return Null, err
	}
	for i, e := range es {
		if e.k == KindNull {
			continue
		}
		eq, _, err := elementEqual(e, a[1], rule, "array_position")
		if err != nil {
			return Null, err
		}
		if eq {
			return IntValue(int64(i + 1)), nil
		}
	}
	return IntValue(0), nil
}

// zeroBasedSlice is Snowflake's ARRAY_SLICE(a, from, to): the elements
// at 0-based positions from (included) to to (excluded), a negative
// position counting from the end (-1 the last element), positions past
// either end clamped to it; NULL when an argument is NULL.
func zeroBasedSlice(a []Value) (Value, error) {
	for _, v := range a {
		if v.k == KindNull {
			return Null, nil
		}
	}
	es, err := arrArg(a[0], "array_slice")
	if err != nil {
		return Null, err
	}
	n := int64(len(es))
	pos := func(v Value) (int64, error) {
		i, err := argInt(v)
		if err != nil {
			return 0, err
		}
		if i < 0 {
			i += n
		}
		return min(max(i, 0), n), nil
	}
	from, err := pos(a[1])
	if err != nil {
		return Null, err
	}
	to, err := pos(a[2])
	if err != nil {
		return Null, err
	}
	if from >= to {
		return ArrayValue([]Value{}), nil
	}
	return ArrayValue(es[from:to]), nil
}

// ArraySortRule is a dialect's array_sort (Options.ArraySort).
type ArraySortRule uint8

const (
	// ArraySortText: ascending with NULL elements last, or as DuckDB's
	// list_sort(a, 'DESC', 'NULLS FIRST') says (Spark, Trino, DuckDB).
	ArraySortText ArraySortRule = iota
	// ArraySortNullsFirst: array_sort(a) ascending with NULL elements
	// first (Doris documentation, ARRAY_SORT).
	ArraySortNullsFirst
	// ArraySortSnowflake: ARRAY_SORT(a[, sort_ascending[, nulls_first]]),
	// nulls_first defaulting to FALSE ascending and TRUE descending, NULL
	// if any argument is NULL (Snowflake documentation, ARRAY_SORT).
	ArraySortSnowflake
)

func arraySortText(a []Value) (Value, error) {
	es, err := arrArg(a[0], "array_sort")
	if err != nil {
		return Null, err
	}
	desc := len(a) > 1 && (textOf(a[1]) == "DESC" || textOf(a[1]) == "desc")
	nullsFirst := len(a) > 2 && (textOf(a[2]) == "NULLS FIRST" || textOf(a[2]) == "nulls first")
	return ArrayValue(sortValues(es, desc, nullsFirst)), nil
}

func arraySortNullsFirst(a []Value) (Value, error) {
	if len(a) > 1 {
		return Null, fmt.Errorf("array_sort takes one argument")
	}
	es, err := arrArg(a[0], "array_sort")
	if err != nil {
		return Null, err
	}
	return ArrayValue(sortValues(es, false, true)), nil
}

func arraySortSnowflake(a []Value) (Value, error) {
	es, err := arrArg(a[0], "array_sort")
	if err != nil {
		return Null, err
	}
	asc := len(a) < 2 || truth(a[1])
	nullsFirst := !asc
	if len(a) > 2 {
		nullsFirst = truth(a[2])
	}
	return ArrayValue(sortValues(es, !asc, nullsFirst)), nil
}

// strToMap is str_to_map (its registration above).
func strToMap(fl regexflavor.Flavor, spark bool, a []Value) (Value, error) {
	pd, kd := ",", ":"
	if len(a) > 1 {
		pd = textOf(a[1])
	}
	if len(a) > 2 {
		kd = textOf(a[2])
	}
	split := func(s, d string, limit int64) ([]string, error) {
		if fl != regexflavor.Java {
			if limit > 0 {
				return strings.SplitN(s, d, int(limit)), nil
			}
			return splitLiteral(s, d), nil
		}
		w := WalkJava
		if spark {
			w = WalkSpark
		}
		return splitJavaRegexLimit(fl, w, s, d, limit)
	}
	pairs, err := split(textOf(a[0]), pd, -1)
	if err != nil {
		return Null, err
	}
	if fl == regexflavor.Java && !spark && len(pairs) > 1 {
		// Java's String.split(re) drops trailing empty strings (all of
		// them when every piece is empty; a text without a match stays).
		for len(pairs) > 0 && pairs[len(pairs)-1] == "" {
			pairs = pairs[:len(pairs)-1]
		}
	}
	var mk, mv []Value
	for _, p := range pairs {
		kv, err := split(p, kd, 2)
		if err != nil {
			return Null, err
		}
		if len(kv) == 0 {
			kv = []string{""} // strings.SplitN("", "", 2) has no piece (panicked)
		}
		val := Null
		if len(kv) > 1 {
			val = StringValue(kv[1])
		}
		if spark {
			if found, _ := containsValue(mk, StringValue(kv[0])); found {
				return Null, fmt.Errorf("str_to_map: duplicate map key %q (Spark's spark.sql.mapKeyDedupPolicy EXCEPTION)", kv[0])
			}
		}
		mk, mv = mapPut(mk, mv, StringValue(kv[0]), val)
	}
	return MapOf(mk, mv), nil
}
