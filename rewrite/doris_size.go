package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// dorisMapCount writes, for Doris and DuckDB, size(m) and cardinality(m)
// of a value known to be a map as size(map_keys(m)) and
// cardinality(map_keys(m)): Doris's array_size (aliases size,
// cardinality), which spells both, takes arrays only (Doris
// documentation, ARRAY_SIZE), and map_keys has one key per entry, NULL
// for a NULL map (MAP_KEYS), so the count and its NULL rule are the
// source's. DuckDB's len, which spells cardinality, takes lists and
// strings only (run on DuckDB 1.5: len of a MAP is a binding error);
// len(map_keys(m)) counts the entries, NULL for a NULL map. A value of
// unknown type is left as it is, read as an array (Doris rejects a map
// there, it does not miscount it). f itself otherwise.
func (c *Context) dorisMapCount(f *ast.Func, sc *scope) ast.Expr {
	if (c.Target.Name != "doris" && c.Target.Name != "duckdb") || len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) != 1 ||
		f.Over != nil || f.Star || f.Distinct || f.Filter != nil {
		return f
	}
	if name := strings.ToLower(f.Name[0].Name); name != "size" && name != "cardinality" {
		return f
	}
	if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind != ast.TypeMap {
		return f
	}
	nf := *f
	nf.Args = []ast.Expr{canonCall(f.Span, "map_keys", f.Args[0])}
	return &nf
}
