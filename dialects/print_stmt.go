package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

func (p *printer) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case nil:
		p.fail(nil, "a missing statement")
	case *ast.QueryStmt:
		p.query(s.Query)
	case *ast.Explain:
		p.explain(s)
	case *ast.CreateTable:
		p.createTable(s)
	case *ast.CreateView:
		p.createView(s)
	case *ast.Insert:
		p.insert(s)
	case *ast.Drop:
		p.drop(s)
	case *ast.LoadData:
		p.loadData(s)
	case *ast.CreateFunction:
		p.createFunction(s)
	case *ast.CreateType:
		p.createType(s)
	case *ast.Set:
		p.set(s)
	default:
		p.fail(s, "a statement of this kind")
	}
}

func (p *printer) explain(e *ast.Explain) {
	if !p.need(e, fExplain, "EXPLAIN") {
		return
	}
	p.ws(p.st.explain)
	if e.Analyze {
		if !p.need(e, fExplainAnalyze, "EXPLAIN ANALYZE") {
			return
		}
		p.ws(" ANALYZE")
	}
	p.nl()
	p.stmt(e.Stmt)
}

// ---- CREATE TABLE ----

func (p *printer) createTable(c *ast.CreateTable) {
	hive := p.st.ddl == ddlHive
	if p.st.name == "postgres" && c.AsQuery == nil {
		// PostgreSQL has no anonymous row type for a column: each struct
		// type is a composite type, declared first (CREATE TYPE), and the
		// table's columns name it.
		defer p.namedStructsIn()()
		for _, col := range c.Columns {
			if col != nil {
				p.declareComposites(col.Type)
			}
		}
	}
	p.ws("CREATE ")
	if c.Temporary {
		if !p.need(c, fTempTable, "CREATE TEMPORARY TABLE") {
			return
		}
		p.ws("TEMPORARY ")
	}
	if c.External {
		if !hive {
			p.failNotIn(c, "CREATE EXTERNAL TABLE")
			return
		}
		p.ws("EXTERNAL ")
	}
	p.ws("TABLE ")
	if c.IfNotExists {
		p.ws("IF NOT EXISTS ")
	}
	p.qname(c.Name)
	switch {
	case c.AsQuery == nil && len(c.Columns) > 0:
		p.wb(' ')
		p.columnDefs(c.Columns, false, true)
	case c.AsQuery != nil && len(c.Columns) > 0:
		// CREATE TABLE t (a, b) AS query: names only.
		for _, col := range c.Columns {
			if col == nil || col.Type != nil || hive {
				p.failNotIn(c, "column definitions in CREATE TABLE ... AS")
				return
			}
		}
		p.ws(" (")
		for i, col := range c.Columns {
			if i > 0 {
				p.ws(", ")
			}
			p.ident(col.Name)
		}
		p.wb(')')
	}
	if len(c.PartitionBy) > 0 || c.RowFormat != nil || c.StoredAs != "" || c.Location != "" {
		if !hive {
			p.fail(c, "Hive storage clauses (PARTITIONED BY, ROW FORMAT, STORED AS, LOCATION): lowering must map them to "+p.st.name+" table properties")
			return
		}
		p.hiveStorage(c)
	}
	if len(c.Properties) > 0 {
		p.tableProperties(c)
	}
	if c.AsQuery != nil {
		p.clause("AS")
		p.nl()
		p.query(c.AsQuery)
	}
}

func prHiveOnlyFormat(f string) bool {
	switch strings.ToUpper(f) {
	case "TEXTFILE", "SEQUENCEFILE", "RCFILE", "JSONFILE":
		return true
	}
	return false
}

// columnDefs prints (col TYPE, ...), in pretty mode one column per line
// when lines is set; untyped allows a bare column name.
func (p *printer) columnDefs(cols []*ast.ColumnDef, untyped, lines bool) {
	lines = lines && p.pretty
	p.wb('(')
	if lines {
		p.indent++
	}
	for i, c := range cols {
		if i > 0 {
			p.wb(',')
			if !lines {
				p.wb(' ')
			}
		}
		if lines {
			p.newline()
		}
		if c != nil && c.Type == nil && untyped {
			p.ident(c.Name)
			continue
		}
		p.columnDef(c)
	}
	if lines {
		p.indent--
		p.newline()
	}
	p.wb(')')
}

func (p *printer) columnDef(c *ast.ColumnDef) {
	if c == nil {
		p.fail(nil, "a missing column definition")
		return
	}
	p.ident(c.Name)
	p.wb(' ')
	p.typeName(c.Type)
	if c.NotNull {
		p.ws(" NOT NULL")
	}
	if c.Comment != "" {
		switch p.st.comment {
		case commentKeyword:
			p.ws(" COMMENT ")
			p.stringLit(c.Comment)
		case commentOptions:
			p.ws(" OPTIONS(description = ")
			p.stringLit(c.Comment)
			p.wb(')')
		}
		// commentDrop: the target has no column comments; a comment is
		// not part of the table's meaning, so it is left out.
	}
}

func (p *printer) hiveStorage(c *ast.CreateTable) {
	// Spark names its data source with USING, right after the columns;
	// Hive's file formats (and any table with a ROW FORMAT) use STORED AS.
	using := p.st.usingFormat && c.StoredAs != "" && c.RowFormat == nil && !prHiveOnlyFormat(c.StoredAs)
	if using {
		if !prPlainIdent(c.StoredAs) {
			p.fail(c, "a malformed table format")
			return
		}
		p.clause("USING ")
		p.ws(strings.ToLower(c.StoredAs))
	}
	if len(c.PartitionBy) > 0 {
		p.clause("PARTITIONED BY ")
		// Spark partitions a table by its own columns, named without a type.
		p.columnDefs(c.PartitionBy, p.st.usingFormat, false)
	}
	if rf := c.RowFormat; rf != nil {
		p.clause("ROW FORMAT DELIMITED")
		if p.pretty {
			p.indent++
		}
		for _, part := range [...]struct{ kw, val string }{
			{"FIELDS TERMINATED BY ", rf.Fields},
			{"COLLECTION ITEMS TERMINATED BY ", rf.Collection},
			{"MAP KEYS TERMINATED BY ", rf.MapKeys},
			{"LINES TERMINATED BY ", rf.Lines},
			{"NULL DEFINED AS ", rf.Null},
		} {
			if part.val != "" || part.kw == "NULL DEFINED AS " && rf.Null != "" {
				p.clause(part.kw)
				p.stringLit(part.val)
			}
		}
		if p.pretty {
			p.indent--
		}
	}
	if c.StoredAs != "" && !using {
		if !prPlainIdent(c.StoredAs) {
			p.fail(c, "a malformed STORED AS format")
			return
		}
		p.clause("STORED AS ")
		p.ws(strings.ToUpper(c.StoredAs))
	}
	if c.Location != "" {
		p.clause("LOCATION ")
		p.stringLit(c.Location)
	}
}

func (p *printer) tableProperties(c *ast.CreateTable) {
	switch p.st.ddl {
	case ddlHive:
		p.clause("TBLPROPERTIES (")
	case ddlTrino:
		p.clause("WITH (")
	case ddlDoris:
		p.clause("PROPERTIES (")
	default:
		p.failNotIn(c, "table properties")
		return
	}
	for i, pr := range c.Properties {
		if pr == nil || pr.Value == nil {
			p.fail(c, "a table property without a value")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		if p.st.ddl == ddlTrino {
			p.identName(pr.Key, false, true)
		} else {
			p.stringLit(pr.Key)
		}
		p.ws(" = ")
		p.expr(pr.Value)
	}
	p.wb(')')
}

func (p *printer) createView(v *ast.CreateView) {
	p.ws("CREATE ")
	if v.OrReplace {
		p.ws("OR REPLACE ")
	}
	p.ws("VIEW ")
	p.qname(v.Name)
	if len(v.Columns) > 0 {
		p.ws(" (")
		p.identList(v.Columns)
		p.wb(')')
	}
	p.ws(" AS")
	p.nl()
	p.query(v.Query)
}

// createType prints PostgreSQL's CREATE TYPE name AS (field type, ...),
// where a struct field's type is a composite type declared before it, and
// DuckDB's CREATE TYPE name AS STRUCT(field type, ...). No other target
// has a named struct type that a later CREATE TABLE could name.
func (p *printer) createType(c *ast.CreateType) {
	if p.st.name != "postgres" && p.st.name != "duckdb" {
		p.fail(c, "CREATE TYPE (a named struct type)")
		return
	}
	if len(c.Fields) == 0 {
		p.fail(c, "a composite type without fields")
		return
	}
	if p.st.name == "duckdb" {
		p.ws("CREATE TYPE ")
		p.qname(c.Name)
		p.ws(" AS ")
		p.typeName(&ast.TypeName{Span: c.Span, Kind: ast.TypeStruct, Name: "STRUCT", Fields: c.Fields})
		return
	}
	defer p.namedStructsIn()()
	for _, f := range c.Fields {
		if f == nil || f.Type == nil {
			p.fail(c, "a missing field of a composite type")
			return
		}
		p.declareComposites(f.Type)
	}
	p.ws("CREATE TYPE ")
	p.qname(c.Name)
	p.ws(" AS ")
	p.compositeFields(&ast.TypeName{Span: c.Span, Kind: ast.TypeStruct, Fields: c.Fields})
}

// ---- DML and the rest ----

// namedStructsIn makes struct types print as the names of their composite
// types until the returned function is called.
func (p *printer) namedStructsIn() func() {
	was := p.namedStructs
	p.namedStructs = true
	return func() { p.namedStructs = was }
}

func (p *printer) insert(in *ast.Insert) {
	if p.st.name == "postgres" {
		// A struct type in the inserted values (a CAST) is the composite
		// type the table's CREATE TABLE declared.
		defer p.namedStructsIn()()
	}
	p.ws("INSERT ")
	if in.Overwrite {
		if !p.need(in, fInsertOverwrite, "INSERT OVERWRITE") {
			return
		}
		p.ws(p.st.overwriteKw)
	} else {
		p.ws(p.st.intoKw)
	}
	p.wb(' ')
	p.qname(in.Table)
	if len(in.Partition) > 0 {
		names := true
		for _, pv := range in.Partition {
			if pv != nil && pv.Value != nil {
				names = false
			}
		}
		if !p.st.has(fPartitionSpec) && !(names && p.st.has(fPartitionNames)) {
			p.failNotIn(in, "INSERT ... PARTITION (...)")
			return
		}
		p.ws(" PARTITION (")
		for i, pv := range in.Partition {
			if pv == nil {
				p.fail(in, "a missing partition column")
				return
			}
			if i > 0 {
				p.ws(", ")
			}
			p.ident(pv.Column)
			if pv.Value != nil {
				p.ws(" = ")
				p.expr(pv.Value)
			}
		}
		p.wb(')')
	}
	if len(in.Columns) > 0 {
		p.ws(" (")
		p.identList(in.Columns)
		p.wb(')')
	}
	p.nl()
	if v, ok := queryValues(in.Query); ok && p.st.insertValues && !p.st.has(fValues) && plainQuery(in.Query) {
		// BigQuery takes VALUES as an INSERT's rows only ("INSERT
		// statement", BigQuery DML reference).
		p.valueRows(v)
		return
	}
	p.query(in.Query)
}

// queryValues is q's body when it is a VALUES list.
func queryValues(q *ast.Query) (*ast.Values, bool) {
	if q == nil {
		return nil, false
	}
	v, ok := q.Body.(*ast.Values)
	return v, ok && v != nil
}

// plainQuery: q is its body alone, without WITH, ORDER BY, LIMIT or OFFSET.
func plainQuery(q *ast.Query) bool {
	return q.With == nil && len(q.OrderBy) == 0 && q.Limit == nil && q.Offset == nil &&
		len(q.SortBy) == 0 && len(q.DistributeBy) == 0 && len(q.ClusterBy) == 0
}

func (p *printer) drop(d *ast.Drop) {
	if len(d.Names) == 0 {
		p.fail(d, "DROP without a name")
		return
	}
	if len(d.Names) > 1 && !p.need(d, fMultiDrop, "DROP of several objects in one statement") {
		return
	}
	switch d.Kind {
	case ast.ObjTable, ast.ObjView, ast.ObjFunction:
	default:
		p.fail(d, "DROP of an unknown object kind")
		return
	}
	p.ws("DROP ")
	p.ws(d.Kind.String())
	p.wb(' ')
	if d.IfExists {
		p.ws("IF EXISTS ")
	}
	for i, n := range d.Names {
		if i > 0 {
			p.ws(", ")
		}
		p.qname(n)
	}
}

func (p *printer) loadData(l *ast.LoadData) {
	if !p.need(l, fLoadData, "LOAD DATA") {
		return
	}
	p.ws("LOAD DATA ")
	if l.Local {
		p.ws("LOCAL ")
	}
	p.ws("INPATH ")
	p.stringLit(l.Path)
	if l.Overwrite {
		p.ws(" OVERWRITE")
	}
	p.ws(" INTO TABLE ")
	p.qname(l.Table)
}

func (p *printer) set(s *ast.Set) {
	p.ws(p.st.setStmt)
	p.wb(' ')
	p.qname(s.Name)
	if s.Value == nil {
		if !p.st.setTight {
			p.fail(s, "SET without a value")
		}
		return
	}
	if p.st.setTight {
		p.wb('=')
	} else {
		p.ws(" = ")
	}
	p.expr(s.Value)
}

// ---- CREATE FUNCTION ----

// volatility options are hints that change no result.
var prVolatility = map[string]bool{"IMMUTABLE": true, "STABLE": true, "VOLATILE": true, "LEAKPROOF": true,
	"PARALLEL SAFE": true, "PARALLEL RESTRICTED": true, "PARALLEL UNSAFE": true}

func (p *printer) createFunction(f *ast.CreateFunction) {
	switch p.st.function {
	case funcPG:
		p.createFunctionPG(f)
	case funcDuckDB:
		p.createMacro(f)
	case funcTrino:
		p.createFunctionTrino(f)
	default:
		p.failNotIn(f, "CREATE FUNCTION with a SQL body")
	}
}

func (p *printer) createFunctionPG(f *ast.CreateFunction) {
	p.ws("CREATE ")
	if f.OrReplace {
		p.ws("OR REPLACE ")
	}
	p.ws("FUNCTION ")
	p.qname(f.Name)
	p.wb('(')
	for i, prm := range f.Params {
		if prm == nil {
			p.fail(f, "a missing parameter")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		if prm.Name.Name != "" {
			p.ident(prm.Name)
			p.wb(' ')
		}
		p.typeName(prm.Type)
	}
	p.ws(") RETURNS ")
	switch {
	case len(f.ReturnsTable) > 0:
		p.ws("TABLE ")
		p.columnDefs(f.ReturnsTable, false, false)
	case f.Returns != nil:
		if f.ReturnsSetOf {
			p.ws("SETOF ")
		}
		p.typeName(f.Returns)
	default:
		p.fail(f, "CREATE FUNCTION without a return type")
		return
	}
	if !prPlainIdent(f.Language) {
		p.fail(f, "CREATE FUNCTION with a malformed LANGUAGE")
		return
	}
	p.ws(" LANGUAGE ")
	p.ws(f.Language)
	for _, o := range f.Options {
		if !prOptionWords(o) {
			p.fail(f, "a malformed function option")
			return
		}
		p.wb(' ')
		p.ws(o)
	}
	p.ws(" AS ")
	if strings.ContainsAny(f.Body, "'\\") {
		p.dollarQuote(f.Body)
	} else {
		p.stringLit(f.Body)
	}
}

func prOptionWords(o string) bool {
	if o == "" {
		return false
	}
	for i := 0; i < len(o); i++ {
		if c := o[i]; !prIdentPart(c) && c != ' ' {
			return false
		}
	}
	return true
}

// dollarQuote writes $$body$$, choosing a tag the body does not contain.
func (p *printer) dollarQuote(body string) {
	tag := "$$"
	for i := 0; strings.Contains(body, tag); i++ {
		tag = "$fn" + strings.Repeat("_", i) + "$"
	}
	p.ws(tag)
	p.ws(body)
	p.ws(tag)
}

// createMacro writes DuckDB's form: CREATE FUNCTION is a macro whose
// parameters are untyped and whose body is an expression or, for a table
// macro, a query.
func (p *printer) createMacro(f *ast.CreateFunction) {
	if !strings.EqualFold(f.Language, "sql") {
		p.failNotIn(f, "a function in LANGUAGE "+f.Language)
		return
	}
	for _, o := range f.Options {
		if !prVolatility[strings.ToUpper(o)] {
			p.failNotIn(f, "the function option "+o)
			return
		}
	}
	if len(f.ReturnsTable) > 0 || f.ReturnsSetOf {
		// A table macro's columns are named by its query, where a set-returning
		// function's column is named after the function (RETURNS SETOF T) or by
		// RETURNS TABLE, and it cannot be called in a select list.
		p.failNotIn(f, "a set-returning function (RETURNS SETOF or TABLE: a DuckDB table macro, CREATE MACRO f(a) AS TABLE query, names its columns after its query, not after the function, and takes untyped parameters; write the macro by hand, or use a view)")
		return
	}
	body := strings.TrimRight(strings.TrimSpace(f.Body), "; \t\n")
	if body == "" {
		p.fail(f, "a function with an empty body")
		return
	}
	p.ws("CREATE ")
	if f.OrReplace {
		p.ws("OR REPLACE ")
	}
	p.ws("FUNCTION ")
	p.qname(f.Name)
	p.wb('(')
	for i, prm := range f.Params {
		if prm == nil || prm.Name.Name == "" {
			p.failNotIn(f, "an unnamed function parameter")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		p.ident(prm.Name)
	}
	p.ws(") AS (")
	p.ws(body)
	p.wb(')')
}

// prTrinoCharacteristics are the routine characteristics Trino and Presto
// accept besides the language.
var prTrinoCharacteristics = map[string]bool{"DETERMINISTIC": true, "NOT DETERMINISTIC": true,
	"RETURNS NULL ON NULL INPUT": true, "CALLED ON NULL INPUT": true}

// createFunctionTrino writes a SQL routine: CREATE FUNCTION f(a T) RETURNS T
// RETURN expr. The parsers keep RETURN expr as the body "SELECT expr".
func (p *printer) createFunctionTrino(f *ast.CreateFunction) {
	if !strings.EqualFold(f.Language, "sql") {
		p.failNotIn(f, "a function in LANGUAGE "+f.Language)
		return
	}
	if f.Returns == nil || f.ReturnsSetOf || len(f.ReturnsTable) > 0 {
		p.failNotIn(f, "a function returning a table")
		return
	}
	for _, o := range f.Options {
		if !prTrinoCharacteristics[strings.ToUpper(o)] {
			p.failNotIn(f, "the function option "+o)
			return
		}
	}
	body := strings.TrimRight(strings.TrimSpace(f.Body), "; \t\n")
	if body == "" {
		p.fail(f, "a function with an empty body")
		return
	}
	p.ws("CREATE ")
	if f.OrReplace {
		p.ws("OR REPLACE ")
	}
	p.ws("FUNCTION ")
	p.qname(f.Name)
	p.wb('(')
	for i, prm := range f.Params {
		if prm == nil || prm.Name.Name == "" {
			p.failNotIn(f, "an unnamed function parameter")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		p.columnDef(prm)
	}
	p.ws(") RETURNS ")
	p.typeName(f.Returns)
	for _, o := range f.Options {
		p.wb(' ')
		p.ws(strings.ToUpper(o))
	}
	p.ws(" RETURN ")
	upper := strings.ToUpper(body)
	if strings.HasPrefix(upper, "SELECT ") && !strings.Contains(upper, " FROM ") {
		p.ws(strings.TrimSpace(body[len("SELECT "):]))
		return
	}
	p.wb('(')
	p.ws(body)
	p.wb(')')
}
