package lateral

import (
	"testing"

	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/executor"
	"github.com/lateral-sql/lateral/rewrite"
)

// Every decimal division rule the translator names reaches the executor
// as a rule of its own, except Snowflake's (Options.NumberIntegers) and
// the ones the executor does not model (none known).
func TestDivisionRuleOfCoversTranslatorRules(t *testing.T) {
	for _, d := range dialects.All() {
		q := rewrite.DecimalQuotient(d.Name)
		got := divisionRuleOf(d.Name)
		switch q {
		case "snowflake", "":
			if got != executor.DivisionDefault {
				t.Errorf("%s: quotient %q has executor rule %d, want the default", d.Name, q, got)
			}
		default:
			if got == executor.DivisionDefault {
				t.Errorf("%s: quotient %q has no executor rule", d.Name, q)
			}
		}
	}
	for d, want := range map[string]executor.DivisionRule{
		"hive": executor.DivisionHive, "spark": executor.DivisionSpark, "trino": executor.DivisionTrino,
		"presto": executor.DivisionTrino, "postgres": executor.DivisionPostgres, "duckdb": executor.DivisionDouble,
		"bigquery": executor.DivisionBigQuery, "doris": executor.DivisionDoris,
	} {
		if got := divisionRuleOf(d); got != want {
			t.Errorf("%s: executor rule %d, want %d", d, got, want)
		}
	}
	if intDivOperandsOf("hive") != executor.IntDivFractionalToBigInt || intDivOperandsOf("spark") != executor.IntDivFloatToBigInt ||
		intDivOperandsOf("postgres") != executor.IntDivExact {
		t.Error("DIV operand rules: hive casts fractional operands, spark doubles, postgres none")
	}
}
