package build

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// stmts builds one statement of the grammar; a Hive multi-insert gives one Insert per branch.
func (b *builder) stmts(c gen.IStatementContext, out []ast.Stmt) []ast.Stmt {
	if mi, ok := c.(*gen.MultiInsertContext); ok {
		return b.multiInsert(mi, out)
	}
	n := len(b.diags)
	if s := b.stmt(c); s != nil {
		if ct, ok := c.(*gen.CreateTableContext); ok && hasTok(ct, gen.SqlParserREPLACE) {
			if d := b.dropReplaced(ct, s); d != nil {
				out = append(out, d)
			}
		}
		out = append(out, s)
	} else if !b.diags[n:].HasErrors() {
		// Never drop a statement silently.
		b.unsupported(b.span(c), "this statement is not supported")
	}
	return out
}

// stmt builds a statement.
func (b *builder) stmt(c gen.IStatementContext) ast.Stmt {
	if c == nil {
		return nil
	}
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.QueryStatementContext:
		q := b.query(c.Query())
		if q == nil {
			return nil
		}
		return &ast.QueryStmt{Span: sp, Query: q}
	case *gen.ExplainContext:
		e := &ast.Explain{Span: sp}
		if o := c.ExplainOptions(); o != nil {
			e.Analyze = hasTok(o, gen.SqlParserANALYZE)
			for _, ch := range o.GetChildren() {
				if eo, ok := ch.(gen.IExplainOptionContext); ok {
					if strings.EqualFold(b.ident(eo.Identifier(0)).Name, "analyze") {
						e.Analyze = true
					}
				}
			}
		}
		inner := c.Statement()
		if _, ok := inner.(*gen.MultiInsertContext); ok {
			b.unsupported(sp, "EXPLAIN of a multi-insert is not supported")
			return nil
		}
		e.Stmt = b.stmt(inner)
		if e.Stmt == nil {
			return nil
		}
		return e
	case *gen.CreateTableContext:
		return b.createTable(c, sp)
	case *gen.CreateTableLikeContext:
		b.unsupported(sp, "CREATE TABLE ... LIKE is not supported")
	case *gen.CreateViewContext:
		v := &ast.CreateView{Span: sp, OrReplace: hasTok(c, gen.SqlParserREPLACE), Name: b.qname(c.GetName()),
			Query: b.query(c.Query())}
		if vc := c.ViewColumns(); vc != nil {
			for _, ch := range vc.GetChildren() {
				if col, ok := ch.(gen.IViewColumnContext); ok {
					v.Columns = append(v.Columns, b.ident(col.Identifier()))
				}
			}
		}
		if hasTok(c, gen.SqlParserEXISTS) {
			b.ignored(sp, "IF NOT EXISTS on CREATE VIEW is ignored")
		}
		if hasTok(c, gen.SqlParserMATERIALIZED) {
			b.ignored(b.termSpan(firstTok(c, gen.SqlParserMATERIALIZED)), "MATERIALIZED ignored: the view is created as a plain view")
		}
		for _, ch := range c.GetChildren() {
			if p, ok := ch.(gen.ITablePropertyContext); ok {
				b.ignored(b.span(p), "view property ignored")
			}
		}
		return v
	case *gen.CreateFunctionContext:
		if hasTok(c, gen.SqlParserEXISTS) {
			b.ignored(sp, "IF NOT EXISTS on CREATE FUNCTION is ignored")
		}
		return b.createFunction(c, sp)
	case *gen.CreateTypeContext:
		return b.createType(c, sp)
	case *gen.InsertContext:
		if c.Query() == nil && hasTok(c, gen.SqlParserDEFAULT) {
			b.unsupported(sp, "INSERT ... DEFAULT VALUES is not supported")
			return nil
		}
		return b.insert(c.InsertTarget(), c.WithClause(), c.Query(), nil, sp, c.OnConflict(), c.Returning())
	case *gen.DropContext:
		d := &ast.Drop{Span: sp, IfExists: hasTok(c, gen.SqlParserEXISTS)}
		switch kind := c.GetKind(); tokenType(kind) {
		case gen.SqlParserTABLE:
		case gen.SqlParserVIEW:
			d.Kind = ast.ObjView
		case gen.SqlParserFUNCTION:
			d.Kind = ast.ObjFunction
		default:
			b.unsupported(sp, "DROP "+upperASCII(kind.GetText())+" is not supported")
			return nil
		}
		for _, n := range c.GetNames() {
			d.Names = append(d.Names, b.qname(n))
		}
		return d
	case *gen.LoadDataContext:
		path, _ := b.stringConst(c.GetPath())
		ld := &ast.LoadData{Span: sp, Local: hasTok(c, gen.SqlParserLOCAL), Path: path,
			Overwrite: hasTok(c, gen.SqlParserOVERWRITE), Table: b.qname(c.GetTarget())}
		if ps := c.PartitionSpec(); ps != nil {
			b.unsupported(b.span(ps), "LOAD DATA ... PARTITION is not supported")
		}
		return ld
	case *gen.SetStatementContext:
		return b.set(c, sp)
	case *gen.CallTableFunctionContext:
		// DuckDB: CALL f(args) returns what SELECT * FROM f(args) does.
		if b.f&fCall == 0 {
			b.unsupported(sp, "CALL is not supported")
			return nil
		}
		f := b.tableFunctionCall(c.TableFunctionCall())
		if f == nil {
			return nil
		}
		sel := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Star{Span: sp}}},
			From: []ast.TableExpr{&ast.TableFunc{Span: f.Span, Func: f}}}
		return &ast.QueryStmt{Span: sp, Query: &ast.Query{Span: sp, Body: sel}}
	case *gen.OtherStatementContext:
		if s := b.pragma(c, sp); s != nil {
			return s
		}
		b.unsupported(sp, upperASCII(c.GetHead().GetText())+" is not supported")
	default:
		what := "this statement"
		if t := termAt(c, 0); t != nil {
			what = upperASCII(t.GetText())
			if t2 := termAt(c, 1); t2 != nil && (what == "CREATE" || what == "DELETE") {
				what += " " + upperASCII(t2.GetText())
			}
		}
		b.unsupported(sp, what+" is not supported")
	}
	return nil
}

// multiInsert builds FROM src INSERT ... SELECT ... INSERT ... SELECT ...: one Insert per
// branch, each reading the shared FROM clause.
func (b *builder) multiInsert(c *gen.MultiInsertContext, out []ast.Stmt) []ast.Stmt {
	from := c.FromClause()
	for _, ch := range c.GetChildren() {
		br, ok := ch.(gen.IMultiInsertBranchContext)
		if !ok {
			continue
		}
		sp := spanFromTo(b.span(c), b.span(br))
		q := b.queryNoWith(br.QueryNoWith(), from)
		if s := b.insert(br.InsertTarget(), nil, nil, q, sp, nil, nil); s != nil {
			out = append(out, s)
		}
	}
	return out
}

// insert builds INSERT INTO|OVERWRITE [TABLE] t [PARTITION (...)] [(cols)] query.
func (b *builder) insert(t gen.IInsertTargetContext, with gen.IWithClauseContext, qc gen.IQueryContext, q *ast.Query,
	sp ast.Span, onConflict, returning antlr.ParserRuleContext) ast.Stmt {
	if t == nil {
		return nil
	}
	if t.GetPath() != nil {
		b.unsupported(b.span(t), "INSERT OVERWRITE DIRECTORY is not supported")
		return nil
	}
	if onConflict != nil {
		b.unsupported(b.span(onConflict), "ON CONFLICT is not supported")
	}
	if returning != nil {
		b.unsupported(b.span(returning), "RETURNING is not supported")
	}
	if hasTok(t, gen.SqlParserOR) {
		b.unsupported(b.span(t), "INSERT OR REPLACE/IGNORE is not supported")
	}
	if hasTok(t, gen.SqlParserEXISTS) {
		b.ignored(b.span(t), "IF NOT EXISTS on an insert is ignored")
	}
	if hasTok(t, gen.SqlParserNAME) {
		b.unsupported(b.span(t), "INSERT ... BY NAME is not supported")
	}
	if l := t.GetLabel(); l != nil {
		b.unsupported(spanFromTo(b.termSpan(t.WITH()), b.span(l)), "INSERT ... WITH LABEL is not supported")
	}
	if w := t.GetReplaceWhere(); w != nil {
		b.unsupported(spanFromTo(b.termSpan(t.REPLACE(0)), b.span(w)), "INSERT ... REPLACE WHERE is not supported")
	}
	if ps := t.PartitionSpec(); ps != nil && ps.ASTERISK() != nil {
		b.unsupported(b.span(ps), "PARTITION (*) is not supported")
	}
	ins := &ast.Insert{Span: sp, Overwrite: hasTok(t, gen.SqlParserOVERWRITE), Table: b.qname(t.GetTarget()),
		Columns: b.columnAliases(t.ColumnAliases())}
	if ps := t.PartitionSpec(); ps != nil {
		for _, ch := range ps.GetChildren() {
			if pv, ok := ch.(gen.IPartitionValueContext); ok {
				p := &ast.PartitionValue{Span: b.span(pv), Column: b.ident(pv.Identifier())}
				if e := pv.Expression(); e != nil {
					p.Value = b.expr(e)
				}
				ins.Partition = append(ins.Partition, p)
			}
		}
	}
	if qc != nil {
		q = b.query(qc)
	}
	if with != nil && q != nil {
		// WITH ... INSERT INTO t SELECT ...: the CTEs belong to the query.
		if q.With != nil {
			q = &ast.Query{Span: q.Span, Body: q}
		}
		q.With = b.with(with)
		q.Span = spanFromTo(q.With.Span, q.Span)
	}
	if q == nil {
		return nil
	}
	ins.Query = q
	return ins
}

// createTable builds CREATE TABLE with its columns and the Hive/Trino/Spark options.
func (b *builder) createTable(c *gen.CreateTableContext, sp ast.Span) ast.Stmt {
	ct := &ast.CreateTable{Span: sp, Temporary: hasTok(c, gen.SqlParserTEMPORARY) || hasTok(c, gen.SqlParserTEMP),
		External: hasTok(c, gen.SqlParserEXTERNAL), IfNotExists: hasTok(c, gen.SqlParserEXISTS), Name: b.qname(c.GetName())}
	if hasTok(c, gen.SqlParserREPLACE) && b.f&fOrReplace == 0 {
		b.unsupported(b.termSpan(firstTok(c, gen.SqlParserREPLACE)), "CREATE OR REPLACE TABLE is not supported")
	}
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case gen.ITableElementContext:
			if cd := x.ColumnDefinition(); cd != nil {
				ct.Columns = append(ct.Columns, b.columnDef(cd))
			} else if x.LIKE() != nil {
				b.unsupported(b.span(x), "LIKE in a column list is not supported")
			} else {
				b.ignored(b.span(x), "table constraint ignored")
			}
		case gen.ITablePropertyContext:
			b.tableProperty(x, ct)
		}
	}
	if q := c.Query(); q != nil {
		ct.AsQuery = b.query(q)
		if hasTok(c, gen.SqlParserDATA) && hasTok(c, gen.SqlParserNO) {
			b.unsupported(sp, "CREATE TABLE AS ... WITH NO DATA is not supported")
		}
	}
	return ct
}

// columnDef builds name type [constraints].
func (b *builder) columnDef(c gen.IColumnDefinitionContext) *ast.ColumnDef {
	cd := &ast.ColumnDef{Span: b.span(c), Name: b.ident(c.GetName()), Type: b.dataType(c.DataType())}
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case *gen.NotNullConstraintContext:
			cd.NotNull = true
		case *gen.PrimaryKeyConstraintContext:
			cd.NotNull = true
		case *gen.ColumnCommentContext:
			cd.Comment, _ = b.stringConst(x.StringConstant())
		case *gen.ColumnOptionsContext:
			b.columnOptions(x, cd)
		case *gen.NullConstraintContext:
		case *gen.GeneratedConstraintContext:
			b.unsupported(b.span(x), "generated columns are not supported")
		case *gen.AggregateColumnContext:
			// Doris AGGREGATE KEY tables: the column's values are merged on load.
			what := upperASCII(x.GetAggregate().GetText())
			if !b.is("doris") || !dorisAggregateType(what) {
				b.invalid(b.span(x), "unexpected "+x.GetAggregate().GetText()+" after a column's type")
			} else {
				b.unsupported(b.span(x), "the Doris aggregate column type "+what+" is not supported")
			}
		case *gen.DefaultConstraintContext:
			if !b.noGenerator(func() ast.Expr { return b.value(x.ValueExpression()) }, "DEFAULT") {
				b.ignored(b.span(x), "column constraint ignored")
			}
		case *gen.CheckConstraintContext:
			if !b.noGenerator(func() ast.Expr { return b.expr(x.Expression()) }, "CHECK") {
				b.ignored(b.span(x), "column constraint ignored")
			}
		case gen.IColumnConstraintContext:
			b.ignored(b.span(x), "column constraint ignored")
		}
	}
	return cd
}

// columnOptions reads BigQuery's column OPTIONS(description = '...'): the description is the
// column's comment; the other options (rounding_mode...) change what the column stores and
// are refused.
func (b *builder) columnOptions(c *gen.ColumnOptionsContext, cd *ast.ColumnDef) {
	if !b.is("bigquery") {
		b.notDialect(b.span(c), "a column OPTIONS(...)")
		return
	}
	for _, p := range b.properties(c.PropertyList()) {
		if !strings.EqualFold(p.Key, "description") {
			b.unsupported(p.Span, "the column option "+p.Key+" is not supported")
			continue
		}
		switch v := p.Value.(type) {
		case *ast.Literal:
			if v.Kind == ast.LitString {
				cd.Comment = v.Value
				continue
			}
			if v.Kind == ast.LitNull {
				continue
			}
		}
		b.unsupported(p.Span, "a column description that is not a string literal is not supported")
	}
}

// tableProperty folds one table option into ct.
func (b *builder) tableProperty(c gen.ITablePropertyContext, ct *ast.CreateTable) {
	sp := b.span(c)
	switch x := c.(type) {
	case *gen.PartitionedByContext:
		for _, ch := range x.GetChildren() {
			if pc, ok := ch.(gen.IPartitionColumnContext); ok {
				cd := &ast.ColumnDef{Span: b.span(pc), Name: b.ident(pc.Identifier())}
				if dt := pc.DataType(); dt != nil {
					cd.Type = b.dataType(dt)
				}
				if s := pc.StringConstant(); s != nil {
					cd.Comment, _ = b.stringConst(s)
				}
				ct.PartitionBy = append(ct.PartitionBy, cd)
			}
		}
	case *gen.RowFormatDelimitedPropertyContext:
		rf := &ast.RowFormat{Span: sp}
		for _, ch := range x.GetChildren() {
			switch d := ch.(type) {
			case *gen.FieldsTerminatedByContext:
				rf.Fields, _ = b.stringConst(d.GetFields())
				if d.GetEscapedBy() != nil {
					b.ignored(b.span(d), "ESCAPED BY ignored")
				}
			case *gen.CollectionItemsTerminatedByContext:
				rf.Collection, _ = b.stringConst(d.StringConstant())
			case *gen.MapKeysTerminatedByContext:
				rf.MapKeys, _ = b.stringConst(d.StringConstant())
			case *gen.LinesTerminatedByContext:
				rf.Lines, _ = b.stringConst(d.StringConstant())
			case *gen.NullDefinedAsContext:
				rf.Null, _ = b.stringConst(d.StringConstant())
			}
		}
		ct.RowFormat = rf
	case *gen.StoredAsContext:
		if f := x.GetFormat(); f != nil {
			ct.StoredAs = upperASCII(b.ident(f).Name)
		} else {
			b.unsupported(sp, "STORED AS INPUTFORMAT ... OUTPUTFORMAT is not supported")
		}
	case *gen.UsingFormatContext:
		ct.StoredAs = upperASCII(b.ident(x.GetFormat()).Name)
	case *gen.LocationPropertyContext:
		ct.Location, _ = b.stringConst(x.StringConstant())
	case *gen.TblPropertiesContext:
		ct.Properties = append(ct.Properties, b.properties(x.PropertyList())...)
	case *gen.WithPropertiesContext:
		ct.Properties = append(ct.Properties, b.properties(x.PropertyList())...)
	case *gen.OptionsPropertyContext:
		ct.Properties = append(ct.Properties, b.properties(x.PropertyList())...)
	case *gen.PropertiesPropertyContext:
		ct.Properties = append(ct.Properties, b.properties(x.PropertyList())...)
	case *gen.RowFormatSerdeContext:
		b.unsupported(sp, "ROW FORMAT SERDE is not supported")
	case *gen.DorisPartitionsContext:
		// A row outside every partition is rejected on load.
		if !b.is("doris") {
			b.notDialect(sp, "PARTITION BY "+upperASCII(x.GetKind().GetText())+" (partitions)")
		} else {
			b.unsupported(sp, "PARTITION BY "+upperASCII(x.GetKind().GetText())+" partitions are not supported")
		}
	case *gen.DorisKeysContext:
		// AGGREGATE KEY and UNIQUE KEY tables merge rows with equal keys on load.
		if tokenType(x.GetKind()) != gen.SqlParserDUPLICATE {
			b.unsupported(sp, upperASCII(x.GetKind().GetText())+" KEY tables are not supported")
		} else {
			b.ignored(sp, "table option ignored")
		}
	default:
		b.ignored(sp, "table option ignored")
	}
}

// properties builds (key = value, ...).
func (b *builder) properties(c gen.IPropertyListContext) []*ast.Property {
	if c == nil {
		return nil
	}
	var out []*ast.Property
	for _, ch := range c.GetChildren() {
		p, ok := ch.(gen.IPropertyContext)
		if !ok {
			continue
		}
		prop := &ast.Property{Span: b.span(p)}
		if k := p.GetKey(); k != nil {
			if s := k.StringConstant(); s != nil {
				prop.Key, _ = b.stringConst(s)
			} else {
				q := b.qname(k.QualifiedName())
				parts := make([]string, len(q))
				for i, id := range q {
					parts[i] = id.Name
				}
				prop.Key = strings.Join(parts, ".")
			}
		}
		if v := p.GetValue(); v != nil {
			prop.Value = b.expr(v)
		}
		out = append(out, prop)
	}
	return out
}

// createFunction builds CREATE FUNCTION name(params) [RETURNS ...] [LANGUAGE l] AS 'body' ...
func (b *builder) createFunction(c *gen.CreateFunctionContext, sp ast.Span) ast.Stmt {
	cf := &ast.CreateFunction{Span: sp, OrReplace: hasTok(c, gen.SqlParserREPLACE), Name: b.qname(c.GetName())}
	for _, ch := range c.GetChildren() {
		switch x := ch.(type) {
		case gen.IFunctionParameterContext:
			var p *ast.ColumnDef
			if g, ok := x.DataType().(*gen.GenericTypeContext); ok && x.GetName() == nil && b.d.Name == "duckdb" &&
				g.GetChildCount() == 1 {
				// DuckDB macro parameters are names without types: f(a, b)
				p = &ast.ColumnDef{Span: b.span(x), Name: b.ident(g.QualifiedName().Identifier(0))}
			} else {
				p = &ast.ColumnDef{Span: b.span(x), Type: b.dataType(x.DataType())}
			}
			if n := x.GetName(); n != nil {
				p.Name = b.ident(n)
			}
			if m := x.GetParamMode(); m != nil && tokenType(m) != gen.SqlParserIN {
				b.unsupported(b.tokSpan(m), upperASCII(m.GetText())+" parameters are not supported")
			}
			if x.GetDefaultValue() != nil {
				b.unsupported(b.span(x.GetDefaultValue()), "parameter defaults are not supported")
			}
			cf.Params = append(cf.Params, p)
		case gen.IFunctionOptionContext:
			b.functionOption(x, cf)
		}
	}
	return cf
}

func (b *builder) functionOption(c gen.IFunctionOptionContext, cf *ast.CreateFunction) {
	sp := b.span(c)
	switch x := c.(type) {
	case *gen.ReturnsOptionContext:
		switch r := x.FunctionReturnType().(type) {
		case *gen.ReturnsTableContext:
			for _, ch := range r.GetChildren() {
				if cd, ok := ch.(gen.IColumnDefinitionContext); ok {
					cf.ReturnsTable = append(cf.ReturnsTable, b.columnDef(cd))
				}
			}
		case *gen.ReturnsSetOfContext:
			cf.ReturnsSetOf = true
			cf.Returns = b.dataType(r.DataType())
		case *gen.ReturnsScalarContext:
			cf.Returns = b.dataType(r.DataType())
		}
	case *gen.LanguageOptionContext:
		cf.Language = lowerASCII(b.ident(x.GetLanguage()).Name)
	case *gen.AsStringOptionContext:
		cf.Body, _ = b.stringConst(x.GetBody())
		if x.GetLink() != nil {
			b.unsupported(b.span(x.GetLink()), "AS 'object file', 'link symbol' is not supported")
		}
	case *gen.ReturnOptionContext:
		// RETURN expr is the SQL body SELECT expr.
		cf.Body = "SELECT " + b.text(x.Expression())
		if cf.Language == "" {
			cf.Language = "sql"
		}
	case *gen.AsExpressionOptionContext:
		if q := x.Query(); q != nil {
			// DuckDB: a macro whose body is a subquery returns its value
			cf.Body = "SELECT (" + b.text(q) + ")"
		} else {
			cf.Body = "SELECT " + b.text(x.Expression())
		}
		if cf.Language == "" {
			cf.Language = "sql"
		}
	case *gen.VolatilityOptionContext:
		cf.Options = append(cf.Options, upperASCII(x.GetKind().GetText()))
	case *gen.StrictOptionContext:
		cf.Options = append(cf.Options, "STRICT")
	case *gen.CalledOnNullInputContext:
		cf.Options = append(cf.Options, "CALLED ON NULL INPUT")
	case *gen.ReturnsNullOnNullInputContext:
		cf.Options = append(cf.Options, "RETURNS NULL ON NULL INPUT")
	case *gen.SecurityOptionContext:
		cf.Options = append(cf.Options, "SECURITY "+upperASCII(b.ident(x.Identifier()).Name))
	case *gen.ParallelOptionContext:
		cf.Options = append(cf.Options, "PARALLEL "+upperASCII(b.ident(x.Identifier()).Name))
	case *gen.CostOptionContext:
		cf.Options = append(cf.Options, upperASCII(termText(x, 0))+" "+b.text(x.Number()))
	case *gen.UsingResourceOptionContext:
		for _, r := range x.GetResources() {
			p, _ := b.stringConst(r.GetPath())
			cf.Options = append(cf.Options, "USING "+upperASCII(b.ident(r.GetKind()).Name)+" "+p)
		}
	case *gen.FunctionCommentOptionContext:
		b.ignored(sp, "function COMMENT ignored")
	default:
		b.ignored(sp, "function option ignored")
	}
}

// set builds SET [SESSION] name [=|TO] value; the value is kept as a literal, not
// interpreted. PostgreSQL's SET TIME ZONE v is SET timezone = v.
func (b *builder) set(c *gen.SetStatementContext, sp ast.Span) ast.Stmt {
	ch := c.GetChildren()
	s := &ast.Set{Span: sp}
	i := 1
	if tokType(termAt(c, i)) == gen.SqlParserSESSION {
		i++
	}
	// The name: words separated by dots.
	words := 0
	for ; i < len(ch); i++ {
		t, ok := ch[i].(antlr.TerminalNode)
		if !ok {
			break
		}
		typ := tokType(t)
		if typ == gen.SqlParserDOT {
			continue
		}
		if typ == gen.SqlParserEQ || typ == gen.SqlParserTO {
			i++
			break
		}
		txt := t.GetText()
		if !isWordToken(typ, txt) {
			break
		}
		if len(s.Name) > 0 && tokType(termAt(c, i-1)) != gen.SqlParserDOT {
			words++
		}
		id := ast.Ident{Span: b.termSpan(t), Name: txt}
		switch typ {
		case gen.SqlParserQUOTED_IDENTIFIER:
			id.Name, id.Quoted = unquote(txt, '"'), true
		case gen.SqlParserBACKQUOTED_IDENTIFIER:
			id.Name, id.Quoted = b.unquoteBackquoted(txt, id.Span), true
		}
		s.Name = append(s.Name, id)
	}
	if words > 0 {
		if len(s.Name) == 2 && b.d.Name == "postgres" && strings.EqualFold(s.Name[0].Name, "time") &&
			strings.EqualFold(s.Name[1].Name, "zone") {
			s.Name = ast.QName{{Span: spanFromTo(s.Name[0].Span, s.Name[1].Span), Name: "timezone"}}
		} else {
			b.unsupported(sp, "this form of SET is not supported")
			return nil
		}
	}
	if i >= len(ch) {
		return s
	}
	first, _ := ch[i].(antlr.TerminalNode)
	last, _ := ch[len(ch)-1].(antlr.TerminalNode)
	if first == nil || last == nil {
		return s
	}
	vsp := spanFromTo(b.termSpan(first), b.termSpan(last))
	if i == len(ch)-1 {
		switch tokType(first) {
		case gen.SqlParserSTRING, gen.SqlParserESCAPE_STRING, gen.SqlParserDOLLAR_STRING:
			s.Value = &ast.Literal{Span: vsp, Kind: ast.LitString, Value: b.decodeString(first)}
			return s
		case gen.SqlParserINTEGER_VALUE:
			s.Value = &ast.Literal{Span: vsp, Kind: ast.LitInt, Value: first.GetText()}
			return s
		case gen.SqlParserTRUE, gen.SqlParserFALSE:
			s.Value = &ast.Literal{Span: vsp, Kind: ast.LitBool, Value: lowerASCII(first.GetText())}
			return s
		}
	}
	// Anything else (an identifier, a dotted path, a list) is kept as written.
	s.Value = &ast.Literal{Span: vsp, Kind: ast.LitString, Value: b.src[vsp.Start.Offset:vsp.End.Offset]}
	return s
}

// isWordToken reports whether a token can be part of a setting name: an identifier or a
// keyword.
func isWordToken(typ int, txt string) bool {
	switch typ {
	case gen.SqlParserIDENTIFIER, gen.SqlParserQUOTED_IDENTIFIER, gen.SqlParserBACKQUOTED_IDENTIFIER:
		return true
	}
	if txt == "" {
		return false
	}
	c := txt[0]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

// pragma builds DuckDB's PRAGMA name = value and PRAGMA name(value), which
// set a setting as SET name = value does; nil for any other statement.
func (b *builder) pragma(c *gen.OtherStatementContext, sp ast.Span) ast.Stmt {
	if tokenType(c.GetHead()) != gen.SqlParserPRAGMA || b.f&fPragma == 0 {
		return nil
	}
	ch := c.GetChildren()
	var toks []antlr.TerminalNode
	for _, x := range ch[1:] {
		t, ok := x.(antlr.TerminalNode)
		if !ok {
			return nil
		}
		toks = append(toks, t)
	}
	// name = value | name(value)
	if len(toks) != 3 && len(toks) != 4 || !isWordToken(tokType(toks[0]), toks[0].GetText()) {
		return nil
	}
	var val antlr.TerminalNode
	switch {
	case len(toks) == 3 && tokType(toks[1]) == gen.SqlParserEQ:
		val = toks[2]
	case len(toks) == 4 && tokType(toks[1]) == gen.SqlParserLPAREN && tokType(toks[3]) == gen.SqlParserRPAREN:
		val = toks[2]
	default:
		return nil
	}
	s := &ast.Set{Span: sp, Name: ast.QName{{Span: b.termSpan(toks[0]), Name: toks[0].GetText()}}}
	vsp := b.termSpan(val)
	switch tokType(val) {
	case gen.SqlParserSTRING, gen.SqlParserESCAPE_STRING, gen.SqlParserDOLLAR_STRING:
		s.Value = &ast.Literal{Span: vsp, Kind: ast.LitString, Value: b.decodeString(val)}
	case gen.SqlParserINTEGER_VALUE:
		s.Value = &ast.Literal{Span: vsp, Kind: ast.LitInt, Value: val.GetText()}
	case gen.SqlParserTRUE, gen.SqlParserFALSE:
		s.Value = &ast.Literal{Span: vsp, Kind: ast.LitBool, Value: lowerASCII(val.GetText())}
	default:
		if !isWordToken(tokType(val), val.GetText()) {
			return nil
		}
		s.Value = &ast.Literal{Span: vsp, Kind: ast.LitString, Value: val.GetText()}
	}
	return s
}

// dropReplaced is the DROP TABLE IF EXISTS that CREATE OR REPLACE TABLE name does first,
// written out: the CREATE then makes the table anew. A replacement whose query reads the
// table it replaces cannot be split so, and is refused.
func (b *builder) dropReplaced(c *gen.CreateTableContext, s ast.Stmt) ast.Stmt {
	ct, ok := s.(*ast.CreateTable)
	if !ok || b.f&fOrReplace == 0 {
		return nil
	}
	return b.dropReplacedAt(ct, b.termSpan(firstTok(c, gen.SqlParserREPLACE)))
}

// dropReplacedAt is dropReplaced for ct, sp the span of its REPLACE.
func (b *builder) dropReplacedAt(ct *ast.CreateTable, sp ast.Span) ast.Stmt {
	name := lowerASCII(ct.Name.Last().Name)
	reads := false
	if ct.AsQuery != nil {
		ast.Inspect(ct.AsQuery, func(n ast.Node) bool {
			if t, ok := n.(*ast.Table); ok && lowerASCII(t.Name.Last().Name) == name {
				reads = true
			}
			return !reads
		})
	}
	if reads {
		b.unsupported(sp, "CREATE OR REPLACE TABLE whose query reads the table it replaces is not supported")
		return nil
	}
	return &ast.Drop{Span: sp, Kind: ast.ObjTable, IfExists: true, Names: []ast.QName{ct.Name}}
}

// noGenerator reports (as an error) a set-returning function in a column's DEFAULT or
// CHECK expression, where every engine rejects it; true when it found one.
// The expression is built only to be looked at: what building it reports is dropped, the
// constraint being ignored.
func (b *builder) noGenerator(build func() ast.Expr, where string) bool {
	n := len(b.diags)
	e := build()
	b.diags = b.diags[:n]
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery:
			return false
		case *ast.Func:
			if cf, ok := catalog.Lookup(x.Name.Last().Name); ok && len(x.Name) == 1 && cf.Kind == catalog.Generator && !found {
				b.invalid(x.Span, "set-returning functions are not allowed in "+where)
				found = true
			}
		}
		return !found
	})
	return found
}

// dorisAggregateType reports whether s (upper case) is an aggregate type of a Doris
// AGGREGATE KEY table's value column.
func dorisAggregateType(s string) bool {
	switch s {
	case "SUM", "MAX", "MIN", "REPLACE", "REPLACE_IF_NOT_NULL", "HLL_UNION", "BITMAP_UNION",
		"QUANTILE_UNION", "GENERIC":
		return true
	}
	return false
}
