package dialects

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fastMutateWords are tokens TestFastPathMutations inserts into corpus inputs: keywords that
// start or end clauses, operators, separators.
var fastMutateWords = strings.Fields(`SELECT FROM WHERE GROUP BY ORDER LIMIT OFFSET HAVING WINDOW QUALIFY AS ON USING JOIN
	LEFT CROSS NATURAL LATERAL VIEW OUTER UNION ALL DISTINCT EXCEPT INTERSECT WITH VALUES TABLE ( ) , ; . * - + ::
	[ ] NOT AND OR IS NULL IN BETWEEN LIKE CASE WHEN THEN END OVER PARTITION ROWS RANGE year date interval x 1 'k'
	UNNEST ORDINALITY OFFSET TABLESAMPLE CREATE INSERT INTO DROP EXPLAIN IF EXISTS ARRAY MAP STRUCT ROW < > =`)

// TestFastPathMutations holds the fast path to the ANTLR path on corpus inputs (and those of
// the other fast path tests) changed a word at a time and read in their own or another
// dialect: a word dropped, repeated, swapped with the next one or written together with it,
// or a word inserted (a clause keyword, operator or any non-reserved keyword). The seed is
// fixed; LATERAL_FAST_RANDOM=n runs n inputs.
func TestFastPathMutations(t *testing.T) {
	n := 20000
	if v, err := strconv.Atoi(os.Getenv("LATERAL_FAST_RANDOM")); err == nil {
		n = v
	}
	words := slices.Concat(fastMutateWords, fastNonReservedWords(t))
	cases := fastCorpus(t)
	duckdb, _ := Lookup("duckdb")
	for _, sql := range fastStmtInputs {
		cases = append(cases, fastCase{where: "fastStmtInputs", d: duckdb, sql: sql})
	}
	for _, sql := range fastAdversarialInputs {
		cases = append(cases, fastCase{where: "fastAdversarialInputs", d: duckdb, sql: sql})
	}
	for _, sql := range fastExprCases {
		cases = append(cases, fastCase{where: "fastExprCases", d: duckdb, sql: "SELECT " + sql + " FROM t"})
	}
	rng := rand.New(rand.NewPCG(5, 6))
	dialects := All()
	took := 0
	for i := 0; i < n; i++ {
		c := cases[rng.IntN(len(cases))]
		if rng.IntN(2) == 0 {
			c.d = dialects[rng.IntN(len(dialects))] // read in another dialect too
		}
		w := strings.Fields(c.sql)
		if len(w) < 2 {
			continue
		}
		for k := 1 + rng.IntN(2); k > 0; k-- {
			j := rng.IntN(len(w))
			switch rng.IntN(5) {
			case 0:
				w = append(w[:j:j], w[j+1:]...)
			case 1:
				w = append(w[:j+1:j+1], w[j:]...)
			case 2:
				if j+1 < len(w) {
					w[j], w[j+1] = w[j+1], w[j]
				}
			case 3:
				if j+1 < len(w) { // two words written together
					w[j] += w[j+1]
					w = append(w[:j+1:j+1], w[j+2:]...)
				}
			default:
				w = append(w[:j:j], append([]string{words[rng.IntN(len(words))]}, w[j:]...)...)
			}
			if len(w) == 0 {
				break
			}
		}
		if ok, _ := fastCheck(t, c.where+" (mutated)", c.d, strings.Join(w, " ")); ok {
			took++
		}
	}
	t.Logf("the fast path took %d of %d mutated inputs", took, n)
}
