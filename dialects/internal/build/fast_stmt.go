package build

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"
	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// The statements the fast path takes: queries, INSERT ... query, CREATE TABLE (columns,
// the table options the builder keeps, AS query), CREATE VIEW, DROP TABLE|VIEW|FUNCTION and
// EXPLAIN of those. Every clause the builder refuses, warns about or drops with a warning
// (constraints, most table options, IF NOT EXISTS on a view ...) is left to the ANTLR path.

// statements parses one `statement` and appends what the builder makes of it to out: one
// statement, or two for CREATE OR REPLACE TABLE where the dialect spells it as a DROP first.
func (p *fastParser) statements(out []ast.Stmt) []ast.Stmt {
	if p.at(gen.SqlParserCREATE) {
		s, replace := p.create()
		if ct, ok := s.(*ast.CreateTable); ok && replace >= 0 && p.b.f&fOrReplace != 0 {
			d := p.b.dropReplacedAt(ct, p.b.tokSpan(&p.toks[replace]))
			if d == nil {
				p.bail("CREATE OR REPLACE TABLE reading its table")
			}
			out = append(out, d)
		}
		return append(out, s)
	}
	return append(out, p.statement())
}

// statement parses one `statement`:
//
//	query                                                                  #queryStatement
//	EXPLAIN explainOptions? statement                                      #explain
//	CREATE ... TABLE ...                                                   #createTable
//	CREATE ... VIEW ...                                                    #createView
//	withClause? insertTarget (query | DEFAULT VALUES) onConflict? returning? #insert
//	DROP ...                                                               #drop
func (p *fastParser) statement() ast.Stmt {
	start := p.pos
	switch p.typ() {
	case gen.SqlParserWITH:
		if p.withInsert() {
			w := p.with()
			return p.insert(start, w)
		}
		q := p.query()
		return &ast.QueryStmt{Span: p.spanFrom(start), Query: q}
	case gen.SqlParserSELECT, gen.SqlParserLPAREN, gen.SqlParserVALUES, gen.SqlParserTABLE, gen.SqlParserFROM:
		// FROM ... INSERT (a multi-insert) is no query: query() bails at its INSERT.
		q := p.query()
		return &ast.QueryStmt{Span: p.spanFrom(start), Query: q}
	case gen.SqlParserEXPLAIN:
		return p.explain()
	case gen.SqlParserCREATE:
		s, _ := p.create()
		return s
	case gen.SqlParserINSERT:
		return p.insert(start, nil)
	case gen.SqlParserDROP:
		return p.drop()
	}
	p.bailHere("statement")
	return nil
}

// explain parses
//
//	EXPLAIN explainOptions? statement
//	explainOptions: LPAREN explainOption (COMMA explainOption)* RPAREN
//	    | (ANALYZE | VERBOSE | EXTENDED | FORMATTED)+
//	    | PLAN (WITHOUT identifier)? FOR
//	explainOption: identifier (identifier | stringConstant | booleanValue | number)?
//
// EXPLAIN ANALYZE x could also be EXPLAIN of the statement ANALYZE x; the grammar takes the
// options (the earlier alternative) wherever x parses as a statement, and the fast path
// bails wherever it does not.
func (p *fastParser) explain() ast.Stmt {
	start := p.pos
	p.pos++
	e := &ast.Explain{}
	switch p.typ() {
	case gen.SqlParserLPAREN:
		switch t := p.la(1); {
		case t == gen.SqlParserDESCRIBE || t == gen.SqlParserDESC || t == gen.SqlParserSHOW:
			// An option or a parenthesized DESCRIBE query.
			p.bailHere("EXPLAIN (DESCRIBE")
		case isIdentTok(t):
			p.pos++
			for {
				id := p.ident()
				if strings.EqualFold(id.Name, "analyze") {
					e.Analyze = true
				}
				// The builder reads the option's name only.
				switch t := p.typ(); {
				case isIdentTok(t):
					p.pos++
				case isStringTok(t):
					for isStringTok(p.typ()) {
						p.pos++
					}
				case t == gen.SqlParserTRUE || t == gen.SqlParserFALSE || isNumberTok(t):
					p.pos++
				}
				if !p.accept(gen.SqlParserCOMMA) {
					break
				}
			}
			p.expect(gen.SqlParserRPAREN)
		}
	case gen.SqlParserANALYZE, gen.SqlParserVERBOSE, gen.SqlParserEXTENDED, gen.SqlParserFORMATTED:
		for more := true; more; {
			switch p.typ() {
			case gen.SqlParserANALYZE:
				e.Analyze = true
				p.pos++
			case gen.SqlParserVERBOSE, gen.SqlParserEXTENDED, gen.SqlParserFORMATTED:
				p.pos++
			default:
				more = false
			}
		}
	case gen.SqlParserPLAN:
		p.pos++
		if p.accept(gen.SqlParserWITHOUT) {
			p.ident()
		}
		p.expect(gen.SqlParserFOR)
	}
	// The builder builds the inner statement alone: CREATE OR REPLACE TABLE gives no DROP.
	p.enterF()
	e.Stmt = p.statement()
	p.leaveF()
	e.Span = p.spanFrom(start)
	return e
}

// create parses the CREATE statements taken: CREATE TABLE and CREATE VIEW. replace is the
// index of the REPLACE token of OR REPLACE, -1 without.
//
//	CREATE (OR REPLACE)? (TEMPORARY | TEMP)? EXTERNAL? TABLE
//	    (IF NOT EXISTS)? name=qualifiedName
//	    (LPAREN tableElement (COMMA tableElement)* RPAREN)?
//	    tableProperty*
//	    (AS query (WITH NO? DATA)?)?                                         #createTable
//	CREATE (OR REPLACE)? (TEMPORARY | TEMP)? MATERIALIZED? VIEW (IF NOT EXISTS)?
//	    name=qualifiedName viewColumns? tableProperty* AS query (WITH NO? DATA)? #createView
func (p *fastParser) create() (s ast.Stmt, replace int) {
	start := p.pos
	p.pos++
	replace = -1
	if p.at(gen.SqlParserOR) {
		p.pos++
		replace = p.pos
		p.expect(gen.SqlParserREPLACE)
	}
	temp := p.accept(gen.SqlParserTEMPORARY) || p.accept(gen.SqlParserTEMP)
	switch p.typ() {
	case gen.SqlParserEXTERNAL, gen.SqlParserTABLE:
		ct := &ast.CreateTable{Temporary: temp}
		ct.External = p.accept(gen.SqlParserEXTERNAL)
		p.expect(gen.SqlParserTABLE)
		if replace >= 0 && p.b.f&fOrReplace == 0 {
			p.bail("CREATE OR REPLACE TABLE")
		}
		p.createTable(ct)
		ct.Span = p.spanFrom(start)
		return ct, replace
	case gen.SqlParserVIEW:
		p.pos++
		v := &ast.CreateView{OrReplace: replace >= 0}
		if p.at(gen.SqlParserIF) && p.la(1) == gen.SqlParserNOT {
			p.bailHere("IF NOT EXISTS on CREATE VIEW")
		}
		v.Name = p.qname()
		if p.accept(gen.SqlParserLPAREN) {
			// viewColumn: identifier (COMMENT stringConstant)?; the comment is dropped.
			for {
				v.Columns = append(v.Columns, p.ident())
				if p.at(gen.SqlParserCOMMENT) && isStringTok(p.la(1)) {
					p.pos++
					p.stringConstant()
				}
				if !p.accept(gen.SqlParserCOMMA) {
					break
				}
			}
			p.expect(gen.SqlParserRPAREN)
		}
		p.expect(gen.SqlParserAS) // a view property is ignored with a warning: bail
		v.Query = p.query()
		p.withData(false)
		v.Span = p.spanFrom(start)
		return v, replace
	}
	p.bailHere("CREATE")
	return nil, replace
}

// withData parses the optional WITH NO? DATA after CREATE ... AS query; refuse tells a
// WITH NO DATA the builder refuses.
func (p *fastParser) withData(refuse bool) {
	if !p.at(gen.SqlParserWITH) {
		return
	}
	switch {
	case p.la(1) == gen.SqlParserDATA:
		p.pos += 2
	case p.la(1) == gen.SqlParserNO && p.la(2) == gen.SqlParserDATA:
		if refuse {
			p.bailHere("WITH NO DATA")
		}
		p.pos += 3
	}
}

// createTable parses CREATE TABLE from (IF NOT EXISTS)? on into ct.
func (p *fastParser) createTable(ct *ast.CreateTable) {
	if p.at(gen.SqlParserIF) && p.la(1) == gen.SqlParserNOT {
		p.pos += 2
		p.expect(gen.SqlParserEXISTS)
		ct.IfNotExists = true
	}
	ct.Name = p.qname()
	if p.at(gen.SqlParserLIKE) {
		p.bailHere("CREATE TABLE LIKE")
	}
	if p.accept(gen.SqlParserLPAREN) {
		for {
			ct.Columns = append(ct.Columns, p.columnDef())
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		p.expect(gen.SqlParserRPAREN)
	}
	for p.tableProperty(ct) {
	}
	if p.accept(gen.SqlParserAS) {
		ct.AsQuery = p.query()
		p.withData(true)
	}
}

// columnDef parses a `tableElement` that is a `columnDefinition` with the constraints the
// builder keeps silently:
//
//	columnDefinition: name=identifier dataType columnConstraint*
//	columnConstraint: NOT NULL | NULL | COMMENT stringConstant
//	    | (CONSTRAINT identifier)? PRIMARY KEY | ...
//
// A table constraint, a bare column name, LIKE and every other column constraint (ignored
// with a warning, refused or invalid in the builder) bail.
func (p *fastParser) columnDef() *ast.ColumnDef {
	start := p.pos
	if !isIdentTok(p.typ()) {
		p.bailHere("table element")
	}
	if t := p.la(1); t == gen.SqlParserCOMMA || t == gen.SqlParserRPAREN {
		p.bailHere("a bare column name")
	}
	cd := &ast.ColumnDef{Name: p.ident()}
	cd.Type = p.dataType()
	for {
		switch p.typ() {
		case gen.SqlParserNOT:
			p.pos++
			p.expect(gen.SqlParserNULL)
			cd.NotNull = true
			continue
		case gen.SqlParserNULL:
			p.pos++
			continue
		case gen.SqlParserPRIMARY:
			p.pos++
			p.expect(gen.SqlParserKEY)
			cd.NotNull = true
			continue
		case gen.SqlParserCONSTRAINT:
			if isIdentTok(p.la(1)) && p.la(2) == gen.SqlParserPRIMARY && p.la(3) == gen.SqlParserKEY {
				p.pos += 4
				cd.NotNull = true
				continue
			}
		case gen.SqlParserCOMMENT:
			if isStringTok(p.la(1)) {
				p.pos++
				cd.Comment, _ = p.stringConstant()
				continue
			}
		case gen.SqlParserCOMMA, gen.SqlParserRPAREN:
			cd.Span = p.spanFrom(start)
			return cd
		}
		p.bailHere("column constraint")
	}
}

// stringConstant parses `stringConstant: (STRING | ESCAPE_STRING | DOLLAR_STRING |
// UNICODE_STRING)+` as the builder's stringConst decodes it.
func (p *fastParser) stringConstant() (string, ast.Span) {
	start := p.pos
	if !isStringTok(p.typ()) {
		p.bailHere("expected a string")
	}
	t := p.next()
	if !isStringTok(p.typ()) {
		return p.b.decodeStringTok(t), p.b.tokSpan(t)
	}
	toks := []antlr.Token{t}
	for isStringTok(p.typ()) {
		toks = append(toks, p.next())
	}
	sp := p.spanFrom(start)
	return p.b.decodeStringToks(toks, sp), sp
}

// tableProperty parses one `tableProperty` the builder keeps, into ct; false when none
// starts here. Those the builder ignores with a warning or refuses bail:
//
//	PARTITIONED BY LPAREN partitionColumn (COMMA partitionColumn)* RPAREN  #partitionedBy
//	ROW FORMAT DELIMITED rowFormatDelimited*                               #rowFormatDelimitedProperty
//	STORED AS format=identifier                                            #storedAs
//	LOCATION stringConstant                                                #locationProperty
//	(TBLPROPERTIES | WITH | OPTIONS | PROPERTIES) propertyList             #tblProperties ...
//	USING format=identifier                                                #usingFormat
func (p *fastParser) tableProperty(ct *ast.CreateTable) bool {
	start := p.pos
	switch p.typ() {
	case gen.SqlParserPARTITIONED:
		p.pos++
		p.expect(gen.SqlParserBY)
		p.expect(gen.SqlParserLPAREN)
		for {
			ct.PartitionBy = append(ct.PartitionBy, p.partitionColumn())
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		p.expect(gen.SqlParserRPAREN)
	case gen.SqlParserROW:
		if p.la(1) != gen.SqlParserFORMAT || p.la(2) != gen.SqlParserDELIMITED {
			p.bailHere("ROW FORMAT")
		}
		p.pos += 3
		rf := &ast.RowFormat{}
		for p.rowFormatDelimited(rf) {
		}
		rf.Span = p.spanFrom(start)
		ct.RowFormat = rf
	case gen.SqlParserSTORED:
		p.pos++
		p.expect(gen.SqlParserAS)
		if p.at(gen.SqlParserINPUTFORMAT) && isStringTok(p.la(1)) {
			p.bailHere("STORED AS INPUTFORMAT")
		}
		ct.StoredAs = upperASCII(p.ident().Name)
	case gen.SqlParserUSING:
		p.pos++
		ct.StoredAs = upperASCII(p.ident().Name)
	case gen.SqlParserLOCATION:
		p.pos++
		ct.Location, _ = p.stringConstant()
	case gen.SqlParserTBLPROPERTIES, gen.SqlParserWITH, gen.SqlParserOPTIONS, gen.SqlParserPROPERTIES:
		if p.la(1) != gen.SqlParserLPAREN {
			// WITH NO DATA, or no property at all.
			p.bailHere("table property")
		}
		p.pos += 2
		ct.Properties = p.propertyList(ct.Properties)
	case gen.SqlParserCOMMENT, gen.SqlParserCLUSTERED, gen.SqlParserPARTITION, gen.SqlParserCLUSTER,
		gen.SqlParserON, gen.SqlParserDUPLICATE, gen.SqlParserAGGREGATE, gen.SqlParserUNIQUE,
		gen.SqlParserDISTRIBUTED, gen.SqlParserSECURITY:
		p.bailHere("table property")
	default:
		return false
	}
	return true
}

// partitionColumn parses `partitionColumn: identifier dataType? (COMMENT stringConstant)?`.
func (p *fastParser) partitionColumn() *ast.ColumnDef {
	start := p.pos
	cd := &ast.ColumnDef{Name: p.ident()}
	switch t := p.typ(); {
	case t == gen.SqlParserCOMMA || t == gen.SqlParserRPAREN:
	case t == gen.SqlParserCOMMENT && isStringTok(p.la(1)):
	default:
		cd.Type = p.dataType()
	}
	if p.at(gen.SqlParserCOMMENT) && isStringTok(p.la(1)) {
		p.pos++
		cd.Comment, _ = p.stringConstant()
	}
	cd.Span = p.spanFrom(start)
	return cd
}

// rowFormatDelimited parses one `rowFormatDelimited` into rf; false when none starts here.
//
//	FIELDS TERMINATED BY fields=stringConstant (ESCAPED BY escapedBy=stringConstant)?
//	COLLECTION ITEMS TERMINATED BY stringConstant
//	MAP KEYS TERMINATED BY stringConstant
//	LINES TERMINATED BY stringConstant
//	NULL DEFINED AS stringConstant
func (p *fastParser) rowFormatDelimited(rf *ast.RowFormat) bool {
	var dst *string
	switch p.typ() {
	case gen.SqlParserFIELDS:
		dst = &rf.Fields
		p.pos++
	case gen.SqlParserCOLLECTION:
		dst = &rf.Collection
		p.pos++
		p.expect(gen.SqlParserITEMS)
	case gen.SqlParserMAP:
		if p.la(1) != gen.SqlParserKEYS {
			return false
		}
		dst = &rf.MapKeys
		p.pos += 2
	case gen.SqlParserLINES:
		dst = &rf.Lines
		p.pos++
	case gen.SqlParserNULL:
		dst = &rf.Null
		p.pos++
		p.expect(gen.SqlParserDEFINED)
		p.expect(gen.SqlParserAS)
		*dst, _ = p.stringConstant()
		return true
	default:
		return false
	}
	p.expect(gen.SqlParserTERMINATED)
	p.expect(gen.SqlParserBY)
	*dst, _ = p.stringConstant()
	if dst == &rf.Fields && p.at(gen.SqlParserESCAPED) {
		p.bailHere("ESCAPED BY") // ignored with a warning
	}
	return true
}

// propertyList parses the rest of `propertyList: LPAREN property (COMMA property)* RPAREN`
// after its LPAREN, appending to out.
//
//	property: key=propertyKey (EQ value=expression)?
//	propertyKey: stringConstant | qualifiedName
func (p *fastParser) propertyList(out []*ast.Property) []*ast.Property {
	for {
		start := p.pos
		prop := &ast.Property{}
		if isStringTok(p.typ()) {
			prop.Key, _ = p.stringConstant()
		} else {
			q := p.qname()
			if len(q) == 1 {
				prop.Key = q[0].Name
			} else {
				parts := make([]string, len(q))
				for i, id := range q {
					parts[i] = id.Name
				}
				prop.Key = strings.Join(parts, ".")
			}
		}
		if p.accept(gen.SqlParserEQ) {
			prop.Value = p.expr()
		}
		prop.Span = p.spanFrom(start)
		out = append(out, prop)
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRPAREN)
	return out
}

// insert parses an `insert` statement without WITH, whose target is a table:
//
//	insertTarget (query | DEFAULT VALUES) onConflict? returning?
//	insertTarget: INSERT (OR (REPLACE | IGNORE))? (INTO | OVERWRITE) TABLE? target=qualifiedName
//	    partitionSpec? (IF NOT EXISTS)? (WITH LABEL label=identifier)? (BY NAME | columnAliases)?
//	    (REPLACE replaceWhere=whereClause)?
//
// The builder refuses or warns about OR REPLACE|IGNORE, IF NOT EXISTS, WITH LABEL, BY NAME,
// REPLACE WHERE, PARTITION (*), DEFAULT VALUES, ON CONFLICT, RETURNING and OVERWRITE
// DIRECTORY: those bail.
//
// start is the index of the statement's first token; with, when set, is its WITH clause.
func (p *fastParser) insert(start int, with *ast.With) ast.Stmt {
	p.expect(gen.SqlParserINSERT)
	ins := &ast.Insert{}
	switch p.typ() {
	case gen.SqlParserINTO:
	case gen.SqlParserOVERWRITE:
		if t := p.la(1); t == gen.SqlParserLOCAL || t == gen.SqlParserDIRECTORY {
			// OVERWRITE [LOCAL] DIRECTORY, or a table named so: either way not kept.
			p.bailHere("INSERT OVERWRITE DIRECTORY")
		}
		ins.Overwrite = true
	default:
		p.bailHere("INSERT")
	}
	p.pos++
	p.accept(gen.SqlParserTABLE)
	ins.Table = p.qname()
	if p.at(gen.SqlParserPARTITION) && p.la(1) == gen.SqlParserLPAREN {
		p.pos += 2
		if p.at(gen.SqlParserASTERISK) {
			p.bailHere("PARTITION (*)")
		}
		for {
			ps := p.pos
			pv := &ast.PartitionValue{Column: p.ident()}
			if p.accept(gen.SqlParserEQ) {
				pv.Value = p.expr()
			}
			pv.Span = p.spanFrom(ps)
			ins.Partition = append(ins.Partition, pv)
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		p.expect(gen.SqlParserRPAREN)
	}
	switch p.typ() {
	case gen.SqlParserIF, gen.SqlParserBY, gen.SqlParserREPLACE, gen.SqlParserDEFAULT:
		p.bailHere("INSERT clause")
	case gen.SqlParserWITH:
		if p.la(1) == gen.SqlParserLABEL {
			p.bailHere("WITH LABEL")
		}
	case gen.SqlParserLPAREN:
		if n := p.columnAliasesLen(); n > 0 {
			p.pos++
			ins.Columns = make([]ast.Ident, 0, n)
			for {
				ins.Columns = append(ins.Columns, p.ident())
				if !p.accept(gen.SqlParserCOMMA) {
					break
				}
			}
			p.expect(gen.SqlParserRPAREN)
			if t := p.typ(); t == gen.SqlParserREPLACE || t == gen.SqlParserDEFAULT {
				p.bailHere("INSERT clause")
			}
		}
	}
	q := p.query()
	if with != nil {
		// WITH ... INSERT INTO t SELECT ...: the CTEs belong to the query.
		if q.With != nil {
			q = &ast.Query{Span: q.Span, Body: q}
		}
		q.With = with
		q.Span = spanFromTo(with.Span, q.Span)
	}
	ins.Query = q
	if t := p.typ(); t == gen.SqlParserON || t == gen.SqlParserRETURNING {
		p.bailHere("ON CONFLICT or RETURNING")
	}
	ins.Span = p.spanFrom(start)
	return ins
}

// withInsert reports whether the statement from the current WITH is `withClause insertTarget
// ...`: whether the first of INSERT, SELECT, VALUES, TABLE and FROM outside parentheses is
// INSERT. (A CTE named insert makes it so too; the parse then bails.)
func (p *fastParser) withInsert() bool {
	depth := 0
	for i := p.pos + 1; i < len(p.toks); i++ {
		switch p.toks[i].Type {
		case gen.SqlParserLPAREN:
			depth++
		case gen.SqlParserRPAREN:
			depth--
		case gen.SqlParserSEMICOLON:
			return false
		case gen.SqlParserINSERT:
			if depth == 0 {
				return true
			}
		case gen.SqlParserSELECT, gen.SqlParserVALUES, gen.SqlParserTABLE, gen.SqlParserFROM:
			if depth == 0 {
				return false
			}
		}
	}
	return false
}

// columnAliasesLen is the number of names when the tokens from the current LPAREN are
// `columnAliases: LPAREN identifier (COMMA identifier)* RPAREN`, 0 otherwise (no query in
// parentheses has that form).
func (p *fastParser) columnAliasesLen() int {
	n := 0
	for i := p.pos + 1; i < len(p.toks); i += 2 {
		if !isIdentTok(int(p.toks[i].Type)) {
			return 0
		}
		n++
		if i+1 >= len(p.toks) {
			return 0
		}
		switch p.toks[i+1].Type {
		case gen.SqlParserRPAREN:
			return n
		case gen.SqlParserCOMMA:
		default:
			return 0
		}
	}
	return 0
}

// drop parses
//
//	DROP MATERIALIZED? kind=(TABLE | VIEW | FUNCTION | ...) (IF EXISTS)?
//	    names+=qualifiedName (COMMA names+=qualifiedName)*
//	    (LPAREN (dataType (COMMA dataType)*)? RPAREN)?
//	    (CASCADE | RESTRICT | PURGE)?
//
// for TABLE, VIEW and FUNCTION; the builder drops MATERIALIZED, the argument types and
// CASCADE | RESTRICT | PURGE silently.
func (p *fastParser) drop() ast.Stmt {
	start := p.pos
	p.pos++
	p.accept(gen.SqlParserMATERIALIZED)
	d := &ast.Drop{}
	switch p.typ() {
	case gen.SqlParserTABLE:
	case gen.SqlParserVIEW:
		d.Kind = ast.ObjView
	case gen.SqlParserFUNCTION:
		d.Kind = ast.ObjFunction
	default:
		p.bailHere("DROP")
	}
	p.pos++
	if p.at(gen.SqlParserIF) && p.la(1) == gen.SqlParserEXISTS {
		p.pos += 2
		d.IfExists = true
	}
	for {
		d.Names = append(d.Names, p.qname())
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	if p.accept(gen.SqlParserLPAREN) {
		// The argument types are not built: whatever building them would report, the
		// builder does not.
		n := len(p.b.diags)
		if !p.at(gen.SqlParserRPAREN) {
			for {
				p.dataType()
				if !p.accept(gen.SqlParserCOMMA) {
					break
				}
			}
		}
		p.b.diags = p.b.diags[:n]
		p.expect(gen.SqlParserRPAREN)
	}
	switch p.typ() {
	case gen.SqlParserCASCADE, gen.SqlParserRESTRICT, gen.SqlParserPURGE:
		p.pos++
	}
	d.Span = p.spanFrom(start)
	return d
}
