package dialects

import (
	"math/rand/v2"
	"os"
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

// TestFastPathMutations holds the fast path to the ANTLR path on corpus inputs changed a
// token at a time: a token dropped, repeated, swapped with the next one, or a word inserted
// (a fixed seed; LATERAL_FAST_RANDOM=n runs n of them).
func TestFastPathMutations(t *testing.T) {
	n := 4000
	if v, err := strconv.Atoi(os.Getenv("LATERAL_FAST_RANDOM")); err == nil {
		n = v
	}
	cases := fastCorpus(t)
	rng := rand.New(rand.NewPCG(5, 6))
	took := 0
	for i := 0; i < n; i++ {
		c := cases[rng.IntN(len(cases))]
		w := strings.Fields(c.sql)
		if len(w) < 2 {
			continue
		}
		for k := 1 + rng.IntN(2); k > 0; k-- {
			j := rng.IntN(len(w))
			switch rng.IntN(4) {
			case 0:
				w = append(w[:j:j], w[j+1:]...)
			case 1:
				w = append(w[:j+1:j+1], w[j:]...)
			case 2:
				if j+1 < len(w) {
					w[j], w[j+1] = w[j+1], w[j]
				}
			default:
				w = append(w[:j:j], append([]string{fastMutateWords[rng.IntN(len(fastMutateWords))]}, w[j:]...)...)
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
