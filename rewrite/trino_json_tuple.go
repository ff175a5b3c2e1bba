package rewrite

import "github.com/lateral-sql/lateral/ast"

// trinoJSONTuple spells json_tuple for Trino and Presto when its values
// are known at translation (staticJSONTuple): a literal (or NULL) document
// and literal keys give one row of literals, LATERAL (SELECT CAST('v1' AS
// VARCHAR) AS c1, ...). Any other json_tuple is refused. Trino's
// json_extract_scalar gives a number's text as written ("0.01", "0.1":
// its ScalarValueJsonExtractor returns the parser's token text, and
// TestJsonExtract checks those) and a string unquoted, as json_tuple
// does; but it reads the document as a stream and stops at the first
// member of the name, where json_tuple reads the last and gives NULLs for
// a document that is not valid JSON past that member
// (json_extract_scalar('{"0": 0, "1": 1, }', '$.1') is '1' in
// TestJsonExtract); it gives NULL for an object or array value, where
// json_tuple gives its JSON text; and a key that is a number also indexes
// an array document, which json_tuple reads as no object.
func (c *Context) trinoJSONTuple(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	if len(g.Args) < 2 {
		c.Refuse("T057", g, "", "json_tuple needs a document and at least one key")
		return nil
	}
	vals, ok := staticJSONTuple(g, c.Source.Name == "spark")
	if !ok {
		c.Refuse("T057", g, "use DuckDB, Hive, Spark or Doris as the target",
			"json_tuple cannot be expressed exactly in %s: json_extract_scalar reads the first member of a repeated name and stops reading there "+
				"(a document invalid after it still gives a value, where json_tuple gives NULLs), gives NULL for an object or array value, "+
				"and indexes an array document by a numeric key", c.Target.Name)
		return nil
	}
	return c.jsonTupleLiterals(l, g, vals, &ast.TypeName{Span: g.Span, Kind: ast.TypeString})
}
