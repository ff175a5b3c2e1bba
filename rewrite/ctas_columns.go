package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// NoteCreateTableAs records in c's schema, for the statements after st,
// the table a CREATE TABLE ... AS query without a column list defines:
// each select item's name (its alias, or the column it reads) and type,
// typed as a derived table's column is (bodyColType; nil when not known).
// Nothing is recorded when a column's name cannot be told (a star, an
// item that is neither aliased nor a column) or two columns share it. Run
// it on the canonical statement (after Canonicalize), whose items carry
// the names the source gives them.
func (c *Context) NoteCreateTableAs(st ast.Stmt) {
	ct, ok := st.(*ast.CreateTable)
	if !ok || c.Schema == nil || ct.AsQuery == nil || len(ct.Columns) > 0 || len(ct.Name) == 0 {
		return
	}
	first := firstSelect(ct.AsQuery.Body)
	if first == nil || hasStar(first.Items) {
		return
	}
	def := &TableDef{Name: ct.Name.Last().Name}
	seen := map[string]bool{}
	for i, it := range first.Items {
		n := itemColName(it)
		if n == "" || len(it.Aliases) > 0 || seen[strings.ToLower(n)] {
			return
		}
		seen[strings.ToLower(n)] = true
		def.Columns = append(def.Columns, ColumnInfo{Name: n, Type: c.bodyColType(ct.AsQuery, i, nil)})
	}
	c.Schema.tables[strings.ToLower(def.Name)] = def
}
