package rewrite

// Target is the dialect a statement is lowered for.
type Target struct {
	Name   string // hive, spark, doris, presto, trino, ansi, postgres, duckdb, drill, bigquery, snowflake
	Family string // hive, presto, standard
}

// passes is the target's lowering list, in order.
func (t Target) passes() []queryPass {
	switch {
	case t.Family == "hive":
		return []queryPass{{passLowerLateralView, lowerLateralView}}
	case t.Name == "snowflake" || t.Name == "drill":
		return []queryPass{{passLowerJoin, lowerJoin}}
	default:
		return []queryPass{{passLowerJoin, lowerJoin}}
	}
}

func (t Target) is(names ...string) bool {
	for _, n := range names {
		if t.Name == n {
			return true
		}
	}
	return false
}
