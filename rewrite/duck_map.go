package rewrite

import "github.com/lateral-sql/lateral/ast"

// duckMapItem spells, for DuckDB, a lateral that unnests a value known to
// be a map (SEMANTICS.md T4), alone or zipped with arrays, as a zip of
// select-list unnests (duckdbZip): a map is the zip of its keys and its
// values, which DuckDB lists in the same, the map's own, order:
//
//	LATERAL (SELECT unnest(map_keys(m)), unnest(map_values(m))) AS t(k, v)
//
// A NULL or an empty map gives no rows, a NULL value one row holding NULL
// (T2); an outer lateral keeps its input row through LEFT JOIN ... ON TRUE
// (joinLaterals); a position is duckdbZip's. ok is false when l unnests no
// known map (the caller goes on); otherwise item is the FROM item, nil
// when refused.
func (c *Context) duckMapItem(l *ast.Lateral) (item ast.TableExpr, ok bool) {
	hasMap, cols := false, 0
	for _, g := range l.Gens {
		if g.Kind == ast.GenUnnest && g.Collection == ast.CollMap && !g.Expand {
			hasMap = true
			cols += 2
		} else {
			cols++
		}
	}
	if !hasMap || l.Alias == nil || len(l.Alias.Columns) != cols {
		return nil, false
	}
	var args, lens []ast.Expr
	for _, g := range l.Gens {
		if g.Kind != ast.GenUnnest || g.Expand || g.Collection != ast.CollMap && g.Collection != ast.CollArray {
			c.Refuse("T053", g, "unnest the map in a lateral of its own", "only arrays and maps can be zipped in %s", c.Target.Name)
			return nil, true
		}
		arg := g.Args[0]
		if g.Collection == ast.CollArray {
			args = append(args, arg)
			lens = append(lens, canonCall(g.Span, "cardinality", arg))
			continue
		}
		if c.refuseReadTwice(arg, "for its keys and its values") {
			return nil, true
		}
		keys := canonCall(g.Span, "map_keys", arg)
		args = append(args, keys, canonCall(g.Span, "map_values", arg))
		lens = append(lens, canonCall(g.Span, "cardinality", keys))
	}
	if item := c.duckdbZip(l, args, lens); item != nil {
		return item, true
	}
	return nil, true
}

// mapOrExpandWords are the hint and the message of refuseMapOrExpand
// (T064). DuckDB unnests a map known from its type (duckMapItem) and
// expands the fields of a column known to be an array of structs
// (duckStructFields), so a target that cannot is pointed there for a map.
func (c *Context) mapOrExpandWords(g *ast.Generator) (hint, msg string) {
	if g.Collection == ast.CollMap {
		msg = "unnesting a map cannot be expressed in " + c.Target.Name
		if c.Target.Name == "postgres" {
			msg += ", which has no map type"
		}
		return "use Trino, Spark, Hive or DuckDB as the target", msg
	}
	return "use Trino, Spark or Hive as the target", "expanding the fields of struct elements cannot be expressed in " + c.Target.Name
}
