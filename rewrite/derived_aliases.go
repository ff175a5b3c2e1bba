package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passDerivedAliases names the derived tables that have no alias, for the
// targets where a subquery in FROM must have one: PostgreSQL up to 15
// ("subquery in FROM must have an alias"; 16 made it optional, an
// extension of the SQL standard, whose <derived table> takes a
// <correlation name>), ANSI SQL for that reason, Hive ("the subquery has
// to be given a name because every table in a FROM clause must have a
// name", LanguageManual SubQueries) and Doris, of MySQL's family, where
// every derived table must have its own alias. Spark, DuckDB, Trino,
// Presto, Snowflake and BigQuery read one without.
//
// The alias is a fresh name no identifier of the statement uses, so no
// column reference reads it and none it hid changes: a derived table
// without an alias has no name a qualified reference could use, and its
// columns keep their names (no column list is written).
//
//	SELECT * FROM (SELECT 1 AS a)          -- duckdb
//	SELECT * FROM (SELECT 1 AS a) AS _d1   -- postgres
const passDerivedAliases = "derived_aliases"

// derivedAliases gives each derived table of s without an alias a fresh
// one, toward the targets that need it; s itself toward the others.
func derivedAliases(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("postgres", "ansi", "hive", "doris") {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		d, ok := n.(*ast.Derived)
		if !ok || d.Alias != nil {
			return n
		}
		nd := *d
		sp := d.Span
		nd.Alias = &ast.Alias{Span: sp, Name: c.Fresh("d")}
		nd.Alias.Name.Span = sp
		c.Fire(passDerivedAliases)
		return &nd
	})
}

// codeAutoSubqueryName: a reference to the name the source gives a
// subquery in FROM without an alias, which the target does not give it.
const codeAutoSubqueryName = "T168"

// autoSubqueryName matches the names DuckDB gives the subqueries in FROM
// without an alias, unnamed_subquery, unnamed_subquery2, ... (DuckDB 1.5
// run: SELECT unnamed_subquery2.b FROM (SELECT 1 AS a), (SELECT 2 AS b)
// is 2), and the one Spark gives (__auto_generated_subquery_name, its
// analyzer's name of an unaliased subquery).
var autoSubqueryName = map[string]*regexp.Regexp{
	"duckdb": regexp.MustCompile(`^unnamed_subquery[0-9]*$`),
	"spark":  regexp.MustCompile(`^__auto_generated_subquery_name$`),
}

// autoSubqueryNames refuses (T168) a qualified reference (a.x, a.*) to
// the name the source gives an unaliased subquery in FROM of s, where s
// has one and no relation or WITH query of s is so named: the other
// dialects give it no name or another one (derivedAliases), so the
// reference would find nothing, or another relation.
func autoSubqueryNames(c *Context, s ast.Stmt) {
	re := autoSubqueryName[c.Source.Name]
	if re == nil || c.Source.Name == c.Target.Name {
		return
	}
	named := map[string]bool{}
	unaliased := false
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Table:
			named[strings.ToLower(x.Name.Last().Name)] = true
		case *ast.Alias:
			named[strings.ToLower(x.Name.Name)] = true
		case *ast.CTE:
			named[strings.ToLower(x.Name.Name)] = true
		case *ast.Derived:
			unaliased = unaliased || x.Alias == nil
		}
		return true
	})
	if !unaliased {
		return
	}
	refused := false
	ast.Inspect(s, func(n ast.Node) bool {
		var qual ast.QName
		switch x := n.(type) {
		case *ast.ColumnRef:
			if len(x.Name) >= 2 {
				qual = x.Name[:len(x.Name)-1]
			}
		case *ast.Star:
			qual = x.Table
		}
		if refused || len(qual) == 0 {
			return !refused
		}
		name := strings.ToLower(qual.Last().Name)
		if re.MatchString(name) && !named[name] {
			c.Refuse(codeAutoSubqueryName, n, "give the subquery an alias in the source and qualify the column with it",
				"%s names the subquery in FROM without an alias %s, which %s does not: the reference would not find it",
				c.Source.Name, qual.Last().Name, c.Target.Name)
			refused = true
		}
		return !refused
	})
}
