package build

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// pgSessionNames are PostgreSQL's SQL value functions written without
// parentheses that its grammar reads as keywords, never as column names:
// USER, CURRENT_USER, SESSION_USER, CURRENT_ROLE, CURRENT_CATALOG and
// CURRENT_SCHEMA (PostgreSQL manual, "Session Information Functions";
// checked on PostgreSQL 15: SELECT current_schema FROM (SELECT 1 AS
// current_schema) t gives public, and each item is named after its
// keyword, user for USER).
var pgSessionNames = map[string]bool{
	"user": true, "current_user": true, "session_user": true, "current_role": true,
	"current_catalog": true, "current_schema": true,
}

// sessionName builds the call a PostgreSQL unquoted one-part name id
// stands for when it is one of pgSessionNames, or returns nil.
func (b *builder) sessionName(id ast.Ident) ast.Expr {
	if b.d == nil || b.d.Name != "postgres" || id.Quoted {
		return nil
	}
	name := strings.ToLower(id.Name)
	if !pgSessionNames[name] {
		return nil
	}
	return &ast.Func{Span: id.Span, Name: ast.QName{{Span: id.Span, Name: name}}, Written: ast.Spelling(name)}
}
