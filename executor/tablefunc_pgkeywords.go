package executor

import "fmt"

// pg_get_keywords(): PostgreSQL's list of the SQL keywords its parser knows,
// one row per keyword with its category (catcode R reserved, U unreserved,
// C unreserved but not a function or type name, T reserved but allowed as
// a function or type name) and whether it may be a bare column label. The
// rows are PostgreSQL 15's, generated from a server into
// pg_keywords_data.go by executor/internal/genpgkeywords.

// pgKeyword is one row of pg_get_keywords().
type pgKeyword struct {
	word, catcode string
	barelabel     bool
	catdesc       string
	baredesc      string
}

func init() {
	RegisterTableFunction("pg_get_keywords", func(nargs int) (TableFunction, []string, error) {
		if nargs != 0 {
			return nil, nil, fmt.Errorf("pg_get_keywords takes no arguments")
		}
		return &listFunc{produce: pgGetKeywords, width: 5}, []string{"word", "catcode", "barelabel", "catdesc", "baredesc"}, nil
	})
	builtinTableFuncTypes["pg_get_keywords"] = []Type{tVarchar, tVarchar, tBool, tVarchar, tVarchar}
}

func pgGetKeywords([]Value) ([][]Value, error) {
	rows := make([][]Value, len(pgKeywords))
	for i, k := range pgKeywords {
		rows[i] = []Value{StringValue(k.word), StringValue(k.catcode), BoolValue(k.barelabel),
			StringValue(k.catdesc), StringValue(k.baredesc)}
	}
	return rows, nil
}
