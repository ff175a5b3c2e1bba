package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/colname"
)

// samePostgresNames keeps PostgreSQL's names of unaliased select items in
// a translation from PostgreSQL to PostgreSQL. The tree holds canonical
// calls, which print under their canonical spelling (ceiling(f) as
// ceil(f), char_length(s) as length(s)), and PostgreSQL names an item
// after the function as written: an item whose source name (Source.ItemName,
// which knows the spelling written) differs from the name its canonical
// call gives gets the source's name as an alias. Every select of the
// statement is seen (a derived table's or a scalar subquery's column is
// read by name, or names the item around it); an alias equal to the name
// PostgreSQL would give anyway changes nothing. Where the source name
// cannot be told the item is left as it is, as before.
func samePostgresNames(c *Context, s ast.Stmt) ast.Stmt {
	naive := colname.Postgres{
		Func: func(f *ast.Func) (string, bool) { return strings.ToLower(f.Name.Last().Name), true },
		Ident: func(id ast.Ident) string {
			if id.Quoted {
				return id.Name
			}
			return strings.ToLower(id.Name)
		},
	}
	aliases := map[*ast.SelectItem]ast.Ident{}
	ast.Inspect(s, func(node ast.Node) bool {
		sel, ok := node.(*ast.Select)
		if !ok {
			return true
		}
		for _, it := range sel.Items {
			if it == nil || it.Alias != nil || len(it.Aliases) > 0 {
				continue
			}
			switch it.Expr.(type) {
			case *ast.Star, *ast.FieldStar, *ast.ColumnRef:
				continue
			}
			if c.holdsGenerator(it.Expr) {
				continue
			}
			name, ok := c.Source.ItemName(it.Expr)
			if !ok || name == "" || name == colname.Unnamed {
				continue
			}
			if plain, _ := naive.Name(it.Expr); plain == name {
				continue
			}
			aliases[it] = nameIdent(name, ast.Span{})
		}
		return true
	})
	if len(aliases) == 0 {
		return s
	}
	c.Fire(passItemNames)
	return ast.RewriteStmt(s, func(node ast.Node) ast.Node {
		if it, ok := node.(*ast.SelectItem); ok {
			if a, ok := aliases[it]; ok {
				ni := *it
				ni.Alias = &a
				return &ni
			}
		}
		return node
	})
}
