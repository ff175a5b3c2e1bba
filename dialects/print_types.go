package dialects

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// ---- types ----

func (p *printer) typeName(t *ast.TypeName) {
	if t == nil {
		p.fail(nil, "a missing type")
		return
	}
	switch t.Kind {
	case ast.TypeArray:
		p.arrayType(t)
	case ast.TypeMap:
		p.mapType(t)
	case ast.TypeStruct:
		p.structType(t)
	case ast.TypeOther:
		p.otherType(t)
	case ast.TypeUnknown:
		p.fail(t, "an unknown type")
	case ast.TypeInterval:
		// A qualified interval type keeps its fields where the target has them.
		if p.st.intervalFields && strings.HasPrefix(t.Name, "INTERVAL ") && prOptionWords(t.Name) {
			p.ws(t.Name)
			return
		}
		p.scalarType(t)
	case ast.TypeJSON:
		// PostgreSQL's jsonb is not its json (another value, other
		// functions): the name is kept there.
		if p.st.name == "postgres" && strings.EqualFold(t.Name, "JSONB") {
			p.ws("JSONB")
			return
		}
		p.scalarType(t)
	default:
		p.scalarType(t)
	}
}

// otherType writes a type lateral does not know by its name. The parts of a
// name the source quoted are in double quotes ("0", s."MyType", doubled
// quotes inside): they are written as the target quotes an identifier.
func (p *printer) otherType(t *ast.TypeName) {
	name := t.Name
	if name == "" || strings.ContainsAny(name, ";'`") {
		p.fail(t, "a type without a usable name")
		return
	}
	if !strings.Contains(name, `"`) {
		if rest, ok := strings.CutPrefix(name, "TIME "); ok && len(t.Params) > 0 {
			// TIME(p) WITH TIME ZONE: the precision goes after TIME.
			p.ws("TIME")
			p.typeParams(t)
			p.wb(' ')
			p.ws(rest)
			return
		}
		p.ws(name)
		p.typeParams(t)
		return
	}
	for i := 0; i < len(name); {
		if i > 0 {
			if name[i] != '.' {
				p.fail(t, "a type without a usable name")
				return
			}
			p.wb('.')
			i++
		}
		if i < len(name) && name[i] == '"' {
			var part strings.Builder
			j := i + 1
			for ; j < len(name); j++ {
				if name[j] == '"' {
					if j+1 < len(name) && name[j+1] == '"' {
						part.WriteByte('"')
						j++
						continue
					}
					break
				}
				part.WriteByte(name[j])
			}
			if j >= len(name) || part.Len() == 0 {
				p.fail(t, "a type without a usable name")
				return
			}
			p.identName(part.String(), true, false)
			i = j + 1
			continue
		}
		j := strings.IndexByte(name[i:], '.')
		if j < 0 {
			j = len(name) - i
		}
		if j == 0 || strings.ContainsRune(name[i:i+j], '"') {
			p.fail(t, "a type without a usable name")
			return
		}
		p.ws(name[i : i+j])
		i += j
	}
	p.typeParams(t)
}

// typeParams writes the numeric parameters of a type, "(p, s)", or
// nothing; those of a type lateral does not model as they were written
// (BIT(3), TIMETZ(2)): without them the type is another one (PostgreSQL's
// BIT is BIT(1)). rewrite.CheckDecimalLimits refuses
// them toward another dialect, which may read them otherwise.
func (p *printer) typeParams(t *ast.TypeName) {
	if len(t.Params) == 0 {
		return
	}
	p.wb('(')
	for i, n := range t.Params {
		if i > 0 {
			p.ws(", ")
		}
		p.wint(n)
	}
	p.wb(')')
}

// scalarType writes a type from the target's table of scalar types.
func (p *printer) scalarType(t *ast.TypeName) {
	if int(t.Kind) >= len(p.st.types) {
		p.fail(t, "an unknown type")
		return
	}
	sp := p.st.types[t.Kind]
	if t.Kind == ast.TypeChar && len(t.Params) == 0 && (t.Name == "BPCHAR" || strings.HasSuffix(t.Name, ".BPCHAR")) {
		// PostgreSQL's BPCHAR without a length keeps a value whole, blank
		// padding insignificant, where a bare CHAR is CHAR(1) (PostgreSQL
		// 15 run: CAST('abc ' AS BPCHAR) is 'abc ', CAST('abc' AS CHAR) a;
		// Trino's CHAR is CHAR(1) too, Trino documentation, CHAR). No
		// other target has such a type: refused there.
		if p.st.name != "postgres" {
			p.failNotIn(t, "the BPCHAR type without a length (blank-padded text of any length)")
			return
		}
		p.ws("BPCHAR")
		return
	}
	if sp.name == "" {
		p.failNotIn(t, "the "+strings.ToUpper(t.Kind.String())+" type")
		return
	}
	if len(t.Params) == 0 && sp.bare != "" {
		p.ws(sp.bare)
		return
	}
	if len(t.Params) > int(sp.maxParams) {
		p.failNotIn(t, "the type "+sp.name+" with these parameters")
		return
	}
	name := sp.name
	if t.Kind == ast.TypeDecimal && p.st.name == "snowflake" && snowflakeIntType(t) {
		// Snowflake's own integer name, read as NUMBER(38, 0), is written back as it was.
		p.ws(t.Name)
		return
	}
	if t.Kind == ast.TypeTimestamp && p.st.name == "doris" && len(t.Params) == 1 && t.Params[0] > 6 {
		// Doris's DATETIME(P) takes P from 0 to 6 (Doris documentation,
		// DATETIME).
		p.failNotIn(t, "the type DATETIME with more than 6 fractional digits")
		return
	}
	if t.Kind == ast.TypeDecimal && p.st.name == "bigquery" && len(t.Params) == 2 {
		// BigQuery's NUMERIC(P, S) takes 0 <= S <= 9 and P <= S + 29, its
		// BIGNUMERIC(P, S) 0 <= S <= 38 and P <= S + 38 (BigQuery data
		// types, parameterized decimal types): a type NUMERIC cannot
		// declare is a BIGNUMERIC (beyond that, rewrite.CheckDecimalLimits
		// refuses it).
		if prec, scale := t.Params[0], t.Params[1]; scale > 9 || prec-scale > 29 {
			name = "BIGNUMERIC"
		}
	}
	p.ws(name)
	p.typeParams(t)
	p.ws(sp.suffix)
}

// simpleType writes a parameterless scalar type by kind (for literal casts).
func (p *printer) simpleType(k ast.TypeKind) {
	sp := p.st.types[k]
	if sp.name == "" {
		p.failNotIn(nil, "the "+strings.ToUpper(k.String())+" type")
		return
	}
	p.ws(sp.name)
	p.ws(sp.suffix)
}

func (p *printer) arrayType(t *ast.TypeName) {
	if t.Elem == nil || len(t.Params) > 1 {
		p.fail(t, "an array type without an element type")
		return
	}
	switch p.st.arrayT {
	case ctorAngle:
		p.ws("ARRAY<")
		p.typeName(t.Elem)
		p.wb('>')
	case ctorParen:
		p.ws("ARRAY(")
		p.typeName(t.Elem)
		p.wb(')')
	case ctorSuffix:
		p.typeName(t.Elem)
		p.wb('[')
		if len(t.Params) == 1 {
			p.wint(t.Params[0])
		}
		p.wb(']')
		return
	case ctorANSI:
		p.typeName(t.Elem)
		p.ws(" ARRAY")
		if len(t.Params) == 1 {
			p.wb('[')
			p.wint(t.Params[0])
			p.wb(']')
		}
		return
	default:
		p.failNotIn(t, "array types")
		return
	}
	if len(t.Params) > 0 {
		p.failNotIn(t, "fixed-size array types")
	}
}

func (p *printer) mapType(t *ast.TypeName) {
	if t.Key == nil || t.Value == nil {
		p.fail(t, "a map type without key or value type")
		return
	}
	switch p.st.mapT {
	case ctorAngle:
		p.ws("MAP<")
		p.typeName(t.Key)
		p.ws(", ")
		p.typeName(t.Value)
		p.wb('>')
	case ctorParen:
		p.ws("MAP(")
		p.typeName(t.Key)
		p.ws(", ")
		p.typeName(t.Value)
		p.wb(')')
	default:
		p.failNotIn(t, "map types")
	}
}

func (p *printer) structType(t *ast.TypeName) {
	if p.namedStructs && p.st.name == "postgres" {
		// An anonymous ROW type cannot be a column's type: the struct is
		// the composite type its CREATE TABLE declares.
		name, _ := p.compositeName(t)
		p.ws(name)
		return
	}
	var open, close byte
	switch p.st.structT {
	case ctorAngle:
		open, close = '<', '>'
	case ctorParen:
		open, close = '(', ')'
	default:
		p.fail(t, "a struct type (not expressible in "+p.st.name+")")
		return
	}
	if len(t.Fields) == 0 {
		p.fail(t, "a struct type without fields")
		return
	}
	// Anonymous fields exist only in Trino's ROW and BigQuery's STRUCT.
	anonOK := p.st.structKw == "ROW" || p.st.structT == ctorAngle && !p.st.structColon
	p.ws(p.st.structKw)
	p.wb(open)
	for i, f := range t.Fields {
		if f == nil {
			p.fail(t, "a missing struct field")
			return
		}
		if i > 0 {
			p.ws(", ")
		}
		if f.Name.Name != "" {
			p.ident(f.Name)
			if p.st.structColon {
				p.wb(':')
			}
			p.wb(' ')
		} else if !anonOK {
			p.fail(t, "a struct type with an unnamed field")
			return
		}
		p.typeName(f.Type)
	}
	p.wb(close)
}

// compositeFields writes the fields of a struct as a PostgreSQL composite
// type declares them: (f1 T1, f2 T2, ...), a nested struct by its name.
func (p *printer) compositeFields(t *ast.TypeName) {
	if len(t.Fields) == 0 {
		p.fail(t, "a struct type without fields")
		return
	}
	p.wb('(')
	seen := make(map[string]bool, len(t.Fields))
	for i, f := range t.Fields {
		if f == nil {
			p.fail(t, "a missing struct field")
			return
		}
		if f.Name.Name == "" {
			p.fail(t, "a struct type with an unnamed field")
			return
		}
		key := f.Name.Name
		if !f.Name.Quoted {
			key = strings.ToLower(key)
		}
		if seen[key] {
			p.fail(t, "a struct type with a field named twice")
			return
		}
		seen[key] = true
		if i > 0 {
			p.ws(", ")
		}
		p.ident(f.Name)
		p.wb(' ')
		p.typeName(f.Type)
	}
	p.wb(')')
}

// compositeName is the name of the PostgreSQL composite type that stands
// for the struct type t, and its field list: the name is made from the
// fields (names and types, in order), so that every statement spells the
// same struct with the same name, and a struct used twice is declared once.
func (p *printer) compositeName(t *ast.TypeName) (name, fields string) {
	start := len(p.buf)
	p.compositeFields(t)
	fields = string(p.buf[start:])
	p.buf = p.buf[:start]
	sum := sha256.Sum256([]byte(fields))
	// Upper case, as the reader keeps an unquoted type name: translating
	// the output again spells it alike.
	return "LATERAL_STRUCT_" + strings.ToUpper(hex.EncodeToString(sum[:5])), fields
}

// declareComposites writes CREATE TYPE name AS (fields); for every struct
// type inside t (array elements, struct fields) not declared yet, inner
// structs first.
func (p *printer) declareComposites(t *ast.TypeName) {
	if t == nil || p.err != nil {
		return
	}
	switch t.Kind {
	case ast.TypeArray:
		p.declareComposites(t.Elem)
	case ast.TypeMap:
		p.declareComposites(t.Key)
		p.declareComposites(t.Value)
	case ast.TypeStruct:
		for _, f := range t.Fields {
			if f != nil {
				p.declareComposites(f.Type)
			}
		}
		name, fields := p.compositeName(t)
		if p.err != nil || p.declared[name] {
			return
		}
		if p.declared == nil {
			p.declared = map[string]bool{}
		}
		p.declared[name] = true
		p.ws("CREATE TYPE ")
		p.ws(name)
		p.ws(" AS ")
		p.ws(fields)
		p.ws(";\n")
	}
}

// ---- literals ----

func (p *printer) literal(l *ast.Literal) {
	switch l.Kind {
	case ast.LitNull:
		p.ws("NULL")
	case ast.LitBool:
		switch strings.ToLower(l.Value) {
		case "true":
			p.ws("TRUE")
		case "false":
			p.ws("FALSE")
		default:
			p.fail(l, "a boolean literal that is neither true nor false")
		}
	case ast.LitString:
		p.stringLit(l.Value)
	case ast.LitInt, ast.LitDecimal, ast.LitDouble:
		p.numLit(l)
	default:
		p.fail(l, "a literal of unknown kind")
	}
}

// prNumberText reports whether v is a plain number: optional sign, digits
// with at most one point, optional exponent.
func prNumberText(v string) bool {
	i := 0
	if i < len(v) && (v[i] == '-' || v[i] == '+') {
		i++
	}
	digits, dot := 0, false
	for ; i < len(v); i++ {
		c := v[i]
		if '0' <= c && c <= '9' {
			digits++
		} else if c == '.' && !dot {
			dot = true
		} else {
			break
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(v) && (v[i] == 'e' || v[i] == 'E') {
		i++
		if i < len(v) && (v[i] == '-' || v[i] == '+') {
			i++
		}
		exp := 0
		for ; i < len(v) && '0' <= v[i] && v[i] <= '9'; i++ {
			exp++
		}
		if exp == 0 {
			return false
		}
	}
	return i == len(v)
}

func prHasExp(v string) bool { return strings.ContainsAny(v, "eE") }
func prHasDot(v string) bool { return strings.IndexByte(v, '.') >= 0 }

// numLit writes a number so that the target reads it back as the same kind:
// an integer of the same type, an exact decimal, or an approximate double.
func (p *printer) numLit(l *ast.Literal) {
	v := l.Value
	if !prNumberText(v) {
		p.fail(l, "a malformed numeric literal")
		return
	}
	switch {
	case l.Type == ast.TypeDecimal || l.Type == ast.TypeUnknown && l.Kind == ast.LitDecimal:
		p.decimalLit(l, v, l.Type == ast.TypeDecimal)
	case l.Type == ast.TypeReal:
		if p.st.realSuffix {
			p.ws(v)
			p.wb('F')
			return
		}
		p.castNumber(v, ast.TypeReal)
	case l.Type == ast.TypeDouble || l.Type == ast.TypeUnknown && l.Kind == ast.LitDouble:
		p.doubleLit(v, l.Type == ast.TypeDouble)
	case l.Type.IsInteger() || l.Type == ast.TypeUnknown:
		if prHasDot(v) || prHasExp(v) {
			p.fail(l, "an integer literal with a fraction or exponent")
			return
		}
		p.intLit(l, v)
	default:
		p.fail(l, "a numeric literal of type "+l.Type.String())
	}
}

// duckTooWide: DuckDB reads the integer literal v as a DOUBLE, past
// UHUGEINT's 2^128 - 1 (DuckDB 1.5: typeof of a 41-digit integer literal
// is DOUBLE, of 2^127 UHUGEINT).
func duckTooWide(v string) bool {
	d := strings.TrimLeft(strings.TrimLeft(v, "+-"), "0")
	const uhugeMax = "340282366920938463463374607431768211455"
	return len(d) > len(uhugeMax) || len(d) == len(uhugeMax) && d > uhugeMax
}

func (p *printer) intLit(l *ast.Literal, v string) {
	t := l.Type
	if p.st.name == "duckdb" && duckTooWide(v) {
		p.fail(l, "an integer literal past UHUGEINT's range")
		return
	}
	if t == ast.TypeUnknown || t == ast.TypeInt {
		p.ws(v)
		return
	}
	if p.st.intSuffix {
		switch t {
		case ast.TypeBigInt:
			p.ws(v)
			p.wb('L')
			return
		case ast.TypeSmallInt:
			p.ws(v)
			p.wb('S')
			return
		case ast.TypeTinyInt:
			p.ws(v)
			p.wb('Y')
			return
		}
	}
	// Where every integer type is one (BigQuery INT64), the plain number is it.
	if p.st.types[t].name != "" && p.st.types[t].name == p.st.types[ast.TypeInt].name {
		p.ws(v)
		return
	}
	p.castNumber(v, t)
}

func (p *printer) castNumber(v string, t ast.TypeKind) {
	p.ws("CAST(")
	p.ws(v)
	p.ws(" AS ")
	p.simpleType(t)
	p.wb(')')
}

func (p *printer) decimalLit(l *ast.Literal, v string, suffixed bool) {
	plainIsDecimal := prHasDot(v) && !prHasExp(v)
	if prec, _ := prDecimalShape(v); prec > 38 && (p.st.decimalLit == decSuffix || p.st.decimalLit == decSpark || p.st.name == "duckdb") {
		// Hive's and Spark's decimals hold 38 digits at most; DuckDB
		// reads a longer literal as a DOUBLE (DuckDB 1.5:
		// typeof(12345678901234567890123456789012345678.9) is DOUBLE).
		p.fail(l, "a decimal literal of more than 38 digits")
		return
	}
	switch p.st.decimalLit {
	case decSuffix:
		p.ws(v)
		p.ws("BD")
	case decSpark:
		p.ws(v)
		if suffixed || !plainIsDecimal {
			p.ws("BD")
		}
	case decPlain:
		if plainIsDecimal {
			p.ws(v)
			return
		}
		p.castDecimal(l, v)
	case decExact:
		if prHasDot(v) || prHasExp(v) {
			p.ws(v)
			return
		}
		p.castDecimal(l, v)
	case decNumeric:
		prec, scale := prDecimalShape(v)
		if prec-scale > 38 || scale > 38 {
			// past BIGNUMERIC's 38 digits on either side of the point
			// (BigQuery data types, decimal types)
			p.fail(l, "a decimal literal of more than 38 digits before or after the point")
			return
		}
		if prec-scale > 29 || scale > 9 {
			p.ws("BIGNUMERIC ")
		} else {
			p.ws("NUMERIC ")
		}
		p.stringLit(v)
	default:
		p.castDecimal(l, v)
	}
}

// castDecimal writes CAST('v' AS DECIMAL(p, s)): a string converts exactly.
func (p *printer) castDecimal(l *ast.Literal, v string) {
	prec, scale := prDecimalShape(v)
	if prec > 38 {
		p.fail(l, "a decimal literal of more than 38 digits")
		return
	}
	p.ws("CAST(")
	p.stringLit(v)
	p.ws(" AS ")
	p.ws(p.st.types[ast.TypeDecimal].name)
	p.wb('(')
	p.wint(prec)
	p.ws(", ")
	p.wint(scale)
	p.ws("))")
}

// prDecimalShape returns the precision and scale that hold the number v
// exactly.
func prDecimalShape(v string) (prec, scale int) {
	v = strings.TrimLeft(v, "+-")
	mant, exp := v, 0
	if i := strings.IndexAny(v, "eE"); i >= 0 {
		mant = v[:i]
		e := v[i+1:]
		neg := strings.HasPrefix(e, "-")
		e = strings.TrimLeft(e, "+-")
		for _, c := range e {
			exp = exp*10 + int(c-'0')
			if exp > 1000 {
				break
			}
		}
		if neg {
			exp = -exp
		}
	}
	intPart, frac := mant, ""
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, frac = mant[:i], mant[i+1:]
	}
	digits := strings.TrimLeft(intPart+frac, "0")
	scale = len(frac) - exp
	if scale < 0 {
		if digits != "" {
			prec = len(digits) - scale
		}
		scale = 0
	} else {
		prec = len(digits)
	}
	if prec < scale {
		prec = scale
	}
	if prec == 0 {
		prec = 1
	}
	return prec, scale
}

func (p *printer) doubleLit(v string, suffixed bool) {
	switch p.st.doubleLit {
	case dblPlainHive:
		p.ws(v)
		if suffixed || !prHasDot(v) && !prHasExp(v) {
			p.wb('D')
		}
	case dblSuffixD:
		p.ws(v)
		if suffixed || !prHasExp(v) {
			p.wb('D')
		}
	case dblExp, dblPlainExp:
		p.ws(v)
		if p.st.doubleLit == dblExp && !prHasExp(v) || p.st.doubleLit == dblPlainExp && !prHasDot(v) && !prHasExp(v) {
			p.ws("E0")
		}
	default:
		p.castNumber(v, ast.TypeDouble)
	}
}

// stringLit writes s as a string literal with the target's escaping.
func (p *printer) stringLit(s string) {
	switch p.st.str {
	case strBigQuery:
		// A string with a quote and no double quote reads best as "...".
		if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
			p.backslashString(s, '"')
			return
		}
		p.backslashString(s, '\'')
	case strHive, strDoris:
		p.backslashString(s, '\'')
	case strSnowflake:
		// Snowflake decodes backslash escapes in '...' ("String & binary data types", escape
		// sequences): a backslash is written \\, a control character \n \r \t \b \f or \xhh
		// (\x00 for NUL: \0 before a digit would read as an octal escape).
		p.wb('\'')
		p.cEscapes(s, "''")
		p.wb('\'')
	case strPostgres:
		if strings.IndexByte(s, 0) >= 0 {
			p.fail(nil, "a NUL character in a string (PostgreSQL text cannot hold one)")
			return
		}
		if prHasControl(s) {
			p.escapeString(s)
			return
		}
		p.plainString(s)
	default:
		if strings.IndexByte(s, 0) >= 0 {
			p.fail(nil, "a NUL character in a string literal")
			return
		}
		p.plainString(s)
	}
}

func (p *printer) plainString(s string) {
	p.wb('\'')
	for {
		i := strings.IndexByte(s, '\'')
		if i < 0 {
			break
		}
		p.ws(s[:i+1])
		p.wb('\'')
		s = s[i+1:]
	}
	p.ws(s)
	p.wb('\'')
}

func prHasControl(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			return true
		}
	}
	return false
}

const prHexDigits = "0123456789abcdef"

// escapeString writes PostgreSQL's E'...' form.
func (p *printer) escapeString(s string) {
	p.ws("E'")
	p.cEscapes(s, `\'`)
	p.wb('\'')
}

// cEscapes writes the body of a string read with C-style backslash
// escapes (PostgreSQL's E'...', Snowflake's '...'): a quote as quote, a
// backslash and the control characters \n \r \t \b \f escaped, the
// others as \xhh.
func (p *printer) cEscapes(s, quote string) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'':
			p.ws(quote)
		case '\\':
			p.ws(`\\`)
		case '\n':
			p.ws(`\n`)
		case '\r':
			p.ws(`\r`)
		case '\t':
			p.ws(`\t`)
		case '\b':
			p.ws(`\b`)
		case '\f':
			p.ws(`\f`)
		default:
			if c < 0x20 || c == 0x7f {
				p.ws(`\x`)
				p.wb(prHexDigits[c>>4])
				p.wb(prHexDigits[c&15])
			} else {
				p.wb(c)
			}
		}
	}
}

// backslashString writes the Hive family's and BigQuery's form, where a
// backslash escapes the next character; q is the quote character.
func (p *printer) backslashString(s string, q byte) {
	p.wb(q)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case q:
			p.wb('\\')
			p.wb(q)
		case '\\':
			p.ws(`\\`)
		case '\n':
			p.ws(`\n`)
		case '\r':
			p.ws(`\r`)
		case '\t':
			p.ws(`\t`)
		default:
			if c >= 0x20 && c != 0x7f || p.st.str == strDoris {
				p.wb(c)
				continue
			}
			if p.st.str == strBigQuery {
				p.ws(`\x`)
				p.wb(prHexDigits[c>>4])
				p.wb(prHexDigits[c&15])
				continue
			}
			// Hive and Spark read three octal digits.
			p.wb('\\')
			p.wb('0' + c>>6)
			p.wb('0' + c>>3&7)
			p.wb('0' + c&7)
		}
	}
	p.wb(q)
}

// typedLit writes TYPE 'value' where the target has that literal form for
// the type, and CAST('value' AS TYPE) otherwise.
func (p *printer) typedLit(t *ast.TypedLit) {
	if t.Type == nil {
		p.fail(t, "a typed literal without a type")
		return
	}
	k := t.Type.Kind
	if k == ast.TypeBinary {
		p.binaryLit(t)
		return
	}
	if len(t.Type.Params) == 0 && k < 64 && p.st.typedLits&(1<<k) != 0 {
		p.typeName(t.Type)
		p.wb(' ')
		p.stringLit(t.Value)
		return
	}
	p.ws("CAST(")
	p.stringLit(t.Value)
	p.ws(" AS ")
	p.typeName(t.Type)
	p.wb(')')
}

// prIntervalQuantity returns the text of a literal interval quantity
// (1, '1', -'1', -1) and whether it is one.
func prIntervalQuantity(e ast.Expr) (sign byte, text string, ok bool) {
	if u, isU := e.(*ast.Unary); isU && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
		if u.Op == ast.OpNeg {
			sign = '-'
		} else {
			sign = '+'
		}
		e = u.X
	}
	l, isL := e.(*ast.Literal)
	if !isL {
		return 0, "", false
	}
	switch l.Kind {
	case ast.LitString:
		return sign, l.Value, true
	case ast.LitInt, ast.LitDecimal:
		if prNumberText(l.Value) {
			return sign, l.Value, true
		}
	}
	return 0, "", false
}

// prStringQuantity reports whether an interval quantity is a string
// literal (possibly signed).
func prStringQuantity(e ast.Expr) bool {
	if u, ok := e.(*ast.Unary); ok {
		e = u.X
	}
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitString
}

func (p *printer) interval(e *ast.Interval) {
	if e.Value == nil {
		p.fail(e, "an interval without a quantity")
		return
	}
	for _, u := range [2]string{e.Unit, e.ToUnit} {
		if !prPlainIdent(u) && u != "" {
			p.fail(e, "an interval with a malformed unit")
			return
		}
	}
	if e.Unit == "" && e.ToUnit != "" {
		p.fail(e, "an interval with TO but no unit")
		return
	}
	if e.ToUnit != "" && !p.st.intervalRanges {
		p.failNotIn(e, "an interval range (INTERVAL '...' "+e.Unit+" TO "+e.ToUnit+")")
		return
	}
	sign, text, lit := prIntervalQuantity(e.Value)
	p.ws("INTERVAL ")
	switch p.st.interval {
	case ivBare:
		if e.Unit == "" {
			l, isStr := e.Value.(*ast.Literal)
			if !isStr || l.Kind != ast.LitString || !p.st.intervalUnitless {
				p.fail(e, "an interval whose unit is inside the string")
				return
			}
			p.stringLit(l.Value)
			return
		}
		isStr := lit && prStringQuantity(e.Value)
		switch {
		case lit && isStr && sign != 0 && p.st.intervalExp:
			// Hive reads no sign before the quantity: put it in the string.
			p.stringLit(string(sign) + text)
		case lit && isStr:
			if sign != 0 {
				p.wb(sign)
			}
			p.stringLit(text)
		case lit && (sign != 0 || p.st.intervalParenNumber && strings.Trim(text, "0123456789") != "") && p.st.intervalExp:
			// DuckDB reads INTERVAL (1.5) YEAR but not INTERVAL 1.5 YEAR
			// (printStyle.intervalParenNumber).
			p.wb('(')
			if sign != 0 {
				p.wb(sign)
			}
			p.ws(text)
			p.wb(')')
		case lit:
			if sign != 0 {
				p.wb(sign)
			}
			p.ws(text)
		case p.st.intervalExp:
			p.wb('(')
			p.expr(e.Value)
			p.wb(')')
		default:
			p.fail(e, "an interval with a computed quantity: lowering must multiply a unit interval")
			return
		}
	case ivQuoted:
		if !lit {
			p.fail(e, "an interval with a computed quantity: lowering must multiply a unit interval")
			return
		}
		if e.Unit == "" && !p.st.intervalUnitless {
			p.fail(e, "an interval whose unit is inside the string")
			return
		}
		switch {
		case sign == 0:
			p.stringLit(text)
		case p.st.intervalSignOut:
			p.wb(sign)
			p.stringLit(text)
		case e.Unit == "":
			p.fail(e, "a signed interval string")
			return
		default:
			p.stringLit(string(sign) + text)
		}
	case ivInline:
		if !lit {
			p.fail(e, "an interval with a computed quantity: lowering must multiply a unit interval")
			return
		}
		if e.Unit == "" || e.ToUnit != "" {
			if sign != 0 {
				p.fail(e, "a signed interval string")
				return
			}
			p.stringLit(text)
			break
		}
		var b strings.Builder
		if sign == '-' {
			b.WriteByte('-')
		}
		b.WriteString(text)
		b.WriteByte(' ')
		b.WriteString(strings.ToLower(e.Unit))
		p.stringLit(b.String())
		return
	}
	if e.Unit != "" {
		p.wb(' ')
		p.ws(e.Unit)
	}
	if e.ToUnit != "" {
		p.ws(" TO ")
		p.ws(e.ToUnit)
	}
}

// binaryLit writes a binary string given as hex digits (X'1F2E') in the
// target's exact form.
func (p *printer) binaryLit(t *ast.TypedLit) {
	v := t.Value
	if len(v)%2 != 0 || strings.Trim(v, "0123456789abcdefABCDEF") != "" {
		p.fail(t, "a binary literal that is not hex digits")
		return
	}
	switch p.st.binaryLit {
	case binHexX:
		p.ws("X'")
		p.ws(v)
		p.wb('\'')
	case binUnhex:
		p.ws("unhex('")
		p.ws(v)
		p.ws("')")
	case binFromHex:
		p.ws("FROM_HEX('")
		p.ws(v)
		p.ws("')")
	case binToBinary:
		p.ws("TO_BINARY('")
		p.ws(v)
		p.ws("', 'HEX')")
	case binBytea:
		p.ws("CAST('\\x")
		p.ws(v)
		p.ws("' AS BYTEA)")
	case binBlob:
		p.ws("CAST('")
		for i := 0; i < len(v); i += 2 {
			p.ws("\\x")
			p.ws(v[i : i+2])
		}
		p.ws("' AS BLOB)")
	default:
		p.failNotIn(t, "binary literals")
	}
}

// snowflakeIntType: t is a Snowflake integer type as read (INT, BIGINT, ... are
// NUMBER(38, 0) there, the name kept).
func snowflakeIntType(t *ast.TypeName) bool {
	if t.Kind != ast.TypeDecimal || len(t.Params) != 2 || t.Params[0] != 38 || t.Params[1] != 0 {
		return false
	}
	switch t.Name {
	case "INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT", "BYTEINT":
		return true
	}
	return false
}
