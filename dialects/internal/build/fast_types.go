package build

import (
	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// dataType parses `dataType`: a primary type followed by array suffixes.
//
//	elementType=dataType LBRACKET size=INTEGER_VALUE? RBRACKET                 #arraySuffixType
//	elementType=dataType ARRAY (LBRACKET size=INTEGER_VALUE RBRACKET)?         #arrayKeywordSuffixType
//
// The suffix loop is greedy, as the grammar's: where a suffix and what follows the type could
// both take the tokens (x::INT[1] as a subscript, x::INT ARRAY with an alias), ANTLR resolves
// the ambiguity to the lowest alternative, which continues the loop.
func (p *fastParser) dataType() *ast.TypeName {
	p.enterF()
	start := p.pos
	t := p.typePrimary()
	levels := 1
	for {
		size, hasSize := 0, false
		switch p.typ() {
		case gen.SqlParserLBRACKET:
			switch {
			case p.la(1) == gen.SqlParserRBRACKET:
				p.pos += 2
			case p.la(1) == gen.SqlParserINTEGER_VALUE && p.la(2) == gen.SqlParserRBRACKET:
				size, hasSize = atoi(p.toks[p.pos+1].Text)
				p.pos += 3
			default:
				// Not a suffix: a subscript or whatever follows the type.
				p.fdepth -= levels
				return t
			}
		case gen.SqlParserARRAY:
			p.pos++
			if p.at(gen.SqlParserLBRACKET) && p.la(1) == gen.SqlParserINTEGER_VALUE && p.la(2) == gen.SqlParserRBRACKET {
				size, hasSize = atoi(p.toks[p.pos+1].Text)
				p.pos += 3
			}
		default:
			p.fdepth -= levels
			return t
		}
		// The builder nests one level per suffix.
		p.enterF()
		levels++
		t = &ast.TypeName{Span: p.spanFrom(start), Kind: ast.TypeArray, Name: "ARRAY", Elem: t}
		if hasSize {
			// An out-of-range size is dropped silently, as the builder does.
			t.Params = []int{size}
		}
	}
}

// typePrimary parses the primary alternatives of `dataType`.
func (p *fastParser) typePrimary() *ast.TypeName {
	start := p.pos
	switch p.typ() {
	case gen.SqlParserARRAY:
		// ARRAY LT elementType=dataType GT                                       #arrayType
		if p.la(1) == gen.SqlParserLT {
			p.pos += 2
			elem := p.dataType()
			p.expect(gen.SqlParserGT)
			return &ast.TypeName{Span: p.spanFrom(start), Kind: ast.TypeArray, Name: "ARRAY", Elem: elem}
		}
	case gen.SqlParserMAP:
		// MAP LT keyType=dataType COMMA valueType=dataType GT                    #mapType
		if p.la(1) == gen.SqlParserLT {
			p.pos += 2
			k := p.dataType()
			p.expect(gen.SqlParserCOMMA)
			v := p.dataType()
			p.expect(gen.SqlParserGT)
			return &ast.TypeName{Span: p.spanFrom(start), Kind: ast.TypeMap, Name: "MAP", Key: k, Value: v}
		}
	case gen.SqlParserSTRUCT, gen.SqlParserROW:
		if p.at(gen.SqlParserSTRUCT) && p.la(1) == gen.SqlParserLT {
			return p.structType()
		}
		if p.la(1) == gen.SqlParserLPAREN {
			return p.rowType()
		}
	case gen.SqlParserINTERVAL:
		// INTERVAL from=intervalField? (TO to=intervalField)?                    #intervalType
		p.pos++
		t := &ast.TypeName{Kind: ast.TypeInterval, Name: "INTERVAL"}
		if isIntervalField(p.typ()) {
			t.Name += " " + intervalUnit(p.next().Text)
		}
		if p.at(gen.SqlParserTO) && isIntervalField(p.la(1)) {
			p.pos++
			t.Name += " TO " + intervalUnit(p.next().Text)
		}
		t.Span = p.spanFrom(start)
		return t
	case gen.SqlParserTIMESTAMP, gen.SqlParserTIME:
		if t := p.dateTimeType(); t != nil {
			return t
		}
	case gen.SqlParserDOUBLE:
		// DOUBLE PRECISION                                                       #doublePrecisionType
		if p.la(1) == gen.SqlParserPRECISION {
			p.pos += 2
			return &ast.TypeName{Span: p.spanFrom(start), Kind: ast.TypeDouble, Name: "DOUBLE PRECISION"}
		}
	case gen.SqlParserCHAR, gen.SqlParserCHARACTER:
		// (CHARACTER | CHAR) VARYING (LPAREN length=INTEGER_VALUE RPAREN)?       #characterVaryingType
		if p.la(1) == gen.SqlParserVARYING {
			p.pos += 2
			t := &ast.TypeName{Kind: ast.TypeVarchar, Name: "VARCHAR"}
			if p.at(gen.SqlParserLPAREN) {
				if p.la(1) != gen.SqlParserINTEGER_VALUE || p.la(2) != gen.SqlParserRPAREN {
					p.bailHere("CHARACTER VARYING (")
				}
				if n, ok := atoi(p.toks[p.pos+1].Text); ok {
					t.Params = []int{n}
				}
				p.pos += 3
			}
			t.Span = p.spanFrom(start)
			return t
		}
	}
	if !isIdentTok(p.typ()) {
		p.bailHere("dataType")
	}
	return p.genericType()
}

// dateTimeType parses
//
//	base=(TIMESTAMP | TIME) (LPAREN precision=INTEGER_VALUE RPAREN)?
//	    zone=(WITH | WITHOUT) local=LOCAL? TIME ZONE                           #dateTimeType
//
// when the tokens spell it, and returns nil without consuming any otherwise (the name is
// then a genericType: nothing else can follow one with WITH TIME ZONE).
func (p *fastParser) dateTimeType() *ast.TypeName {
	k := 1
	precision := ""
	if p.la(1) == gen.SqlParserLPAREN && p.la(2) == gen.SqlParserINTEGER_VALUE && p.la(3) == gen.SqlParserRPAREN {
		precision = p.toks[p.pos+2].Text
		k = 4
	}
	zone := p.la(k)
	if zone != gen.SqlParserWITH && zone != gen.SqlParserWITHOUT {
		return nil
	}
	z := k
	k++
	local := p.la(k) == gen.SqlParserLOCAL
	if local {
		k++
	}
	if p.la(k) != gen.SqlParserTIME || p.la(k+1) != gen.SqlParserZONE {
		return nil
	}
	start := p.pos
	isTime := p.at(gen.SqlParserTIME)
	var lsp ast.Span
	if local {
		lsp = ast.Span{Start: p.b.tokStart(&p.toks[start+z]), End: p.b.tokEnd(&p.toks[start+k+1])}
	}
	p.pos += k + 2
	return p.b.dateTimeType(p.spanFrom(start), isTime, precision, zone == gen.SqlParserWITH, local, lsp)
}

// structType parses
//
//	STRUCT LT (structTypeField (COMMA structTypeField)*)? GT                    #structType
//	structTypeField: name=identifier COLON? dataType (COMMENT stringConstant)?
//
// The comment is dropped, as the builder does.
func (p *fastParser) structType() *ast.TypeName {
	start := p.pos
	p.pos += 2
	t := &ast.TypeName{Kind: ast.TypeStruct, Name: "STRUCT"}
	if !p.at(gen.SqlParserGT) {
		for {
			fs := p.pos
			name := p.ident()
			p.accept(gen.SqlParserCOLON)
			typ := p.dataType()
			if p.at(gen.SqlParserCOMMENT) && isStringTok(p.la(1)) {
				p.pos++
				for isStringTok(p.typ()) {
					p.pos++
				}
			}
			t.Fields = append(t.Fields, &ast.FieldType{Span: p.spanFrom(fs), Name: name, Type: typ})
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
	}
	p.expect(gen.SqlParserGT)
	t.Span = p.spanFrom(start)
	return t
}

// rowType parses
//
//	(ROW | STRUCT) LPAREN rowTypeField (COMMA rowTypeField)* RPAREN            #rowType
//	rowTypeField: name=identifier dataType
//
// Where the genericType ROW(typeParameter, ...) could take the same tokens, the grammar
// takes rowType, the earlier alternative; where rowType fails, the fast path bails.
func (p *fastParser) rowType() *ast.TypeName {
	start := p.pos
	name := "ROW"
	if p.at(gen.SqlParserSTRUCT) {
		name = "STRUCT"
	}
	p.pos += 2
	t := &ast.TypeName{Kind: ast.TypeStruct, Name: name}
	for {
		fs := p.pos
		id := p.ident()
		typ := p.dataType()
		t.Fields = append(t.Fields, &ast.FieldType{Span: p.spanFrom(fs), Name: id, Type: typ})
		if !p.accept(gen.SqlParserCOMMA) {
			break
		}
	}
	p.expect(gen.SqlParserRPAREN)
	t.Span = p.spanFrom(start)
	return t
}

// genericType parses
//
//	name=qualifiedName (LPAREN typeParameter (COMMA typeParameter)* RPAREN)?   #genericType
//	typeParameter: INTEGER_VALUE | dataType | name=identifier dataType
//
// A typeParameter is the second alternative when a dataType ends it; the third when the
// first dataType was a lone identifier followed by the start of another (where both could
// take the tokens, as in OBJECT(a ARRAY), the grammar takes the second).
func (p *fastParser) genericType() *ast.TypeName {
	start := p.pos
	q := p.qname()
	var params []int
	var types []*ast.TypeName
	var fields []*ast.FieldType
	if p.accept(gen.SqlParserLPAREN) {
		for {
			if p.at(gen.SqlParserINTEGER_VALUE) {
				v, ok := atoi(p.next().Text)
				if !ok {
					p.bailHere("type parameter out of range")
				}
				params = append(params, v)
			} else {
				ps := p.pos
				t := p.dataType()
				switch {
				case p.at(gen.SqlParserCOMMA) || p.at(gen.SqlParserRPAREN):
					types = append(types, t)
				case p.pos == ps+1 && isIdentTok(int(p.toks[ps].Type)) &&
					(isIdentTok(p.typ()) || p.at(gen.SqlParserINTERVAL)):
					// name=identifier dataType: the first dataType was the name alone.
					p.pos = ps
					id := p.ident()
					typ := p.dataType()
					fields = append(fields, &ast.FieldType{Span: p.spanFrom(ps), Name: id, Type: typ})
				default:
					p.bailHere("typeParameter")
				}
			}
			if !p.accept(gen.SqlParserCOMMA) {
				break
			}
		}
		p.expect(gen.SqlParserRPAREN)
	}
	return p.b.genericTypeOf(p.spanFrom(start), q, params, types, fields)
}
