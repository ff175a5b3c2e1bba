package lateral

import (
	"testing"

	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/executor"
	"github.com/lateral-sql/lateral/rewrite"
)

// Every decimal division rule the translator names reaches the executor
// as a rule of its own, except Snowflake's (Options.NumberIntegers) and
// the ones the executor does not model (Doris, none known).
func TestDivisionRuleOfCoversTranslatorRules(t *testing.T) {
	for _, d := range dialects.All() {
		q := rewrite.DecimalQuotient(d.Name)
		got := divisionRuleOf(d.Name)
		switch q {
		case "snowflake", "doris", "":
			if got != executor.DivisionDefault {
				t.Errorf("%s: quotient %q has executor rule %d, want the default", d.Name, q, got)
			}
		default:
			if got == executor.DivisionDefault {
				t.Errorf("%s: quotient %q has no executor rule", d.Name, q)
			}
		}
	}
	if divisionRuleOf("presto") != divisionRuleOf("trino") || divisionRuleOf("duckdb") != executor.DivisionDouble {
		t.Error("presto must divide as trino, duckdb as DOUBLE")
	}
	if intDivOperandsOf("hive") != executor.IntDivFractionalToBigInt || intDivOperandsOf("spark") != executor.IntDivFloatToBigInt ||
		intDivOperandsOf("postgres") != executor.IntDivExact {
		t.Error("DIV operand rules: hive casts fractional operands, spark doubles, postgres none")
	}
}
