package executor

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// namedTypeof binds typeof(src), src bound as arg, under
// Options.TypeofNames: the name of src's static type as Spark ("spark") or
// Trino ("trino") and Presto ("presto") write it, where the executor's static type is
// the engine's and its name is documented; otherwise an error naming what
// is not known, never a guessed name. The argument is still evaluated.
//
// The static type is known for a column of a table CREATE TABLE declared
// (not one made by CREATE TABLE AS, loaded from a file, or computed in a
// subquery, a CTE or VALUES), such a column passed unchanged by a derived
// table, a WITH query or a view (passedDeclared), the element parameter of a lambda of
// transform or filter over such a column of an array, an explicit CAST, and an integer, string or
// boolean literal; every other expression, and a NULL literal (Spark's
// void, written VOID in Databricks' documentation, Trino's unknown, named
// by neither engine's typeof documentation), is not answered.
//
// The names, none run on an engine:
//
//   - Spark (typeof, since 3.0: "Return DDL-formatted type string for the
//     data type of the input"; Spark SQL built-in functions: typeof(1) is
//     int, typeof(array(1)) array<int>; PySpark's typeof: a boolean, a
//     bigint, a double and a string column are boolean, bigint, double,
//     string; Spark SQL conversion functions name the DDL types tinyint,
//     smallint, float, date and binary: "float(expr) - Casts the value
//     expr to the target data type float"). Spark's decimal(p,s), map,
//     struct, timestamp and varchar(n) or char(n) columns are not
//     answered: no Spark document names them as typeof writes them.
//   - Trino and Presto (typeof: "Returns the name of the type of the
//     provided expression": typeof(123) is integer, typeof('cat')
//     varchar(3), typeof(cos(2) + 1.5) double, in both documentations
//     (Trino's and Presto's conversion functions); the other names are
//     those of Trino's client protocol, which names a column's type as
//     typeof does (varchar(3) for a literal 'abc'), as the responses
//     recorded by trino-rust-client's tests give them (docs.rs): tinyint,
//     smallint, integer, bigint, real, double, boolean, date, varchar,
//     varchar(3), char(3), decimal(38,10), array(integer); Presto's are
//     taken to be Trino's, its typeof examples being the same). A
//     varbinary, maps, rows, intervals, and timestamps and times
//     declared without a precision are not answered.
func (b *binder) namedTypeof(x *ast.Func, src ast.Expr, arg Expr) (Expr, error) {
	style := b.p.eng.opts.TypeofNames
	name, why := "", ""
	if l, ok := src.(*ast.Literal); ok {
		name, why = typeofLiteralName(style, l, arg.Type())
	} else if why = b.staticKnown(src, arg); why == "" {
		name, why = typeofName(style, arg.Type())
		if style == "spark" && arg.Type().Kind == ast.TypeTimestamp {
			name, why = sparkTimestampName(b.declaredSpelling(src, arg))
		}
	}
	if why != "" {
		return nil, errAt(x, "typeof of this value is not answered by the reference executor: %s", why)
	}
	f := &scalarFunc{name: "typeof", min: 1, max: 1, ret: retFixed(tVarchar), fn: func([]Value) (Value, error) { return StringValue(name), nil }}
	return &Call{Name: "typeof", Args: []Expr{arg}, T: tVarchar, fn: f}, nil
}

// staticKnown: "" where e's static type (src bound) is the one the
// engine gives it (namedTypeof), else what is not known.
func (b *binder) staticKnown(src ast.Expr, e Expr) string {
	if c, ok := src.(*ast.Cast); ok && c.Type != nil && c.Type.Kind == e.Type().Kind {
		return "" // CAST and TRY_CAST are of the type named
	}
	if x, ok := e.(*ColRef); ok {
		if b.p.declaredCols[x.ID] {
			return ""
		}
		return "the column " + x.Name + " is not one of a table CREATE TABLE declared, and the executor may type it otherwise"
	}
	return "the executor does not keep the type the engine gives an expression of this kind"
}

// declaredSpelling is the name of the type e (src bound) is of as it was
// written, upper-cased (ast.TypeName.Name): the type of a CAST, or of a
// column of a table CREATE TABLE declared (planner.declaredNames); ""
// otherwise.
func (b *binder) declaredSpelling(src ast.Expr, e Expr) string {
	if c, ok := src.(*ast.Cast); ok && c.Type != nil {
		return strings.ToUpper(c.Type.Name)
	}
	if x, ok := e.(*ColRef); ok {
		return b.p.declaredNames[x.ID]
	}
	return ""
}

// sparkTimestampName is Spark's typeof of a value of the executor's
// TIMESTAMP type, which is Spark's TIMESTAMP or TIMESTAMP_NTZ, told apart
// by the name the type was written with (spelled): timestamp_ntz for
// TIMESTAMP_NTZ (TimestampNTZType's DDL name, "timestamp_ntz"), timestamp
// for TIMESTAMP, which is TIMESTAMP_LTZ under the default
// spark.sql.timestampType (Spark SQL data types: "TIMESTAMP ... a
// user-specified alias associated with one of the TIMESTAMP_LTZ and
// TIMESTAMP_NTZ variations", TIMESTAMP_LTZ by default; TimestampType's
// DDL name is timestamp: Spark SQL's typeof, "Return DDL-formatted type
// string"). Another spelling, or none known, is not answered.
func sparkTimestampName(spelled string) (string, string) {
	switch spelled {
	case "TIMESTAMP_NTZ":
		return "timestamp_ntz", ""
	case "TIMESTAMP":
		return "timestamp", ""
	}
	return "", "the executor does not tell Spark's TIMESTAMP (timestamp) from its TIMESTAMP_NTZ (timestamp_ntz) for this value"
}

// typeofLiteralName names a literal's type: Spark's int, string, boolean,
// Trino's integer, varchar(n) of its n characters, boolean; t is the
// executor's type of it.
func typeofLiteralName(style string, l *ast.Literal, t Type) (string, string) {
	switch {
	case l.Kind == ast.LitInt && l.Type == ast.TypeUnknown && t.Kind == ast.TypeInt:
		return typeofName(style, t)
	case l.Kind == ast.LitBool:
		return typeofName(style, Type{Kind: ast.TypeBool})
	case l.Kind == ast.LitString && l.Type == ast.TypeUnknown:
		if style != "spark" {
			return "varchar(" + strconv.Itoa(utf8.RuneCountInString(l.Value)) + ")", ""
		}
		return "string", ""
	case l.Kind == ast.LitNull:
		return "", "the engine's name of an untyped NULL is not documented"
	}
	return "", "the executor does not keep the type the engine gives this literal (" + l.Kind.String() + ")"
}

// typeofName is the engine's name of the static type t (namedTypeof).
func typeofName(style string, t Type) (string, string) {
	spark := style == "spark"
	pick := func(sparkName, trinoName string) (string, string) {
		if spark {
			return sparkName, ""
		}
		return trinoName, ""
	}
	switch t.Kind {
	case ast.TypeBool:
		return "boolean", ""
	case ast.TypeTinyInt:
		return "tinyint", ""
	case ast.TypeSmallInt:
		return "smallint", ""
	case ast.TypeInt:
		return pick("int", "integer")
	case ast.TypeBigInt:
		return "bigint", ""
	case ast.TypeReal:
		return pick("float", "real")
	case ast.TypeDouble:
		return "double", ""
	case ast.TypeDate:
		return "date", ""
	case ast.TypeBinary:
		if spark {
			return "binary", ""
		}
	case ast.TypeString:
		if spark {
			return "string", ""
		}
	case ast.TypeVarchar:
		if !spark && t.Prec > 0 {
			return "varchar(" + strconv.Itoa(t.Prec) + ")", ""
		}
		if !spark {
			return "varchar", ""
		}
	case ast.TypeChar:
		if !spark && t.Prec > 0 {
			return "char(" + strconv.Itoa(t.Prec) + ")", ""
		}
	case ast.TypeDecimal:
		if !spark && t.Prec > 0 && t.Prec <= 38 && t.Scale >= 0 && t.Scale <= t.Prec {
			return "decimal(" + strconv.Itoa(t.Prec) + "," + strconv.Itoa(t.Scale) + ")", ""
		}
	case ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeTime:
		// Trino's timestamp(3), timestamp(3) with time zone, time(3)
		// ("Data types": TIMESTAMP(P), TIMESTAMP(P) WITH TIME ZONE,
		// TIME(P); the names as the client protocol gives a column's
		// type), of the precision declared: a type declared without one
		// (TIMESTAMP, TIMESTAMP(3) in Trino) is not told from TIMESTAMP(0)
		// by the executor, and is not answered; Presto's below; Spark's
		// TIMESTAMP_LTZ is its TimestampType, timestamp (Spark SQL data
		// types); its TIMESTAMP and TIMESTAMP_NTZ (timestamp_ntz) are
		// told apart by the name they were written with
		// (sparkTimestampName, namedTypeof)
		if spark && t.Kind == ast.TypeTimestampTZ {
			return "timestamp", ""
		}
		if style == "presto" && (t.Prec == 0 || t.Kind == ast.TypeTimestamp && t.Prec <= 3) {
			// Presto's types have no precision but its TIMESTAMP's
			// milliseconds: prestodb's StandardTypes name them
			// timestamp, timestamp with time zone and time
			// (TimestampType.createTimestampType: TIMESTAMP(p) of p up
			// to 3 is timestamp); its typeof writes a type's name, as
			// Trino's does (Presto's conversion functions)
			switch t.Kind {
			case ast.TypeTimestamp:
				return "timestamp", ""
			case ast.TypeTimestampTZ:
				return "timestamp with time zone", ""
			default:
				return "time", ""
			}
		}
		if !spark && t.Prec > 0 && t.Prec <= 12 && style == "trino" {
			name := "timestamp"
			if t.Kind == ast.TypeTime {
				name = "time"
			}
			name += "(" + strconv.Itoa(t.Prec) + ")"
			if t.Kind == ast.TypeTimestampTZ {
				name += " with time zone"
			}
			return name, ""
		}
	case ast.TypeArray:
		if t.Elem == nil {
			return "", "the executor does not know the element type of this array"
		}
		e, why := typeofName(style, *t.Elem)
		if why != "" {
			return "", why
		}
		return pick("array<"+e+">", "array("+e+")")
	case ast.TypeStruct, ast.TypeMap:
		// Spark's typeof writes a type's DDL form (Spark SQL function
		// reference, typeof: "DDL-formatted type string"): struct<a:int>,
		// map<string,int>, the fields name:type without spaces; a field
		// name other than a plain identifier, which it quotes, is not
		// answered
		if !spark {
			break
		}
		if t.Kind == ast.TypeMap {
			if t.Key == nil || t.Val == nil {
				return "", "the executor does not know the key or value type of this map"
			}
			k, why := typeofName(style, *t.Key)
			if why != "" {
				return "", why
			}
			v, why := typeofName(style, *t.Val)
			if why != "" {
				return "", why
			}
			return "map<" + k + "," + v + ">", ""
		}
		if t.Unnamed || len(t.Fields) == 0 {
			break
		}
		parts := make([]string, len(t.Fields))
		for i, f := range t.Fields {
			if !plainFieldName(f.Name) {
				return "", "the engine quotes the field name " + f.Name + " in its type's name, which the executor does not write"
			}
			n, why := typeofName(style, f.Type)
			if why != "" {
				return "", why
			}
			parts[i] = f.Name + ":" + n
		}
		return "struct<" + strings.Join(parts, ",") + ">", ""
	}
	return "", "the engine's name of the type " + t.String() + " is not documented as typeof writes it"
}

// declare records the column id as one whose static type is its
// declared one (planner.declaredCols).
func (p *planner) declare(id ColID) {
	if p.declaredCols == nil {
		p.declaredCols = map[ColID]bool{}
	}
	p.declaredCols[id] = true
}

// passedDeclared is the declared column (planner.declaredCols) whose
// value the column id of n's output is, unchanged, and true: a column of
// a derived table, a WITH query or a view whose item is a bare reference
// to such a column (SELECT b AS y FROM t), read through the filters,
// sorts, limits and DISTINCT that keep its values; 0 and false for any
// other (a computed item, an aggregate, a set operation's column).
// Such a column is of the declared column's type in every engine: a
// reference takes its column's type.
func (p *planner) passedDeclared(n Node, id ColID) (ColID, bool) {
	if p.declaredCols[id] {
		return id, true
	}
	switch x := n.(type) {
	case *Project:
		for i, c := range x.Cols {
			if c.ID != id {
				continue
			}
			if r, ok := x.Exprs[i].(*ColRef); ok && sameTypes([]Type{r.T, c.Type}) {
				return p.passedDeclared(x.Input, r.ID)
			}
			return 0, false
		}
	case *Rename:
		in := x.Input.Output()
		for i, c := range x.Cols {
			if c.ID == id && i < len(in) && sameTypes([]Type{in[i].Type, c.Type}) {
				return p.passedDeclared(x.Input, in[i].ID)
			}
		}
	case *Filter:
		return p.passedDeclared(x.Input, id)
	case *Sort:
		return p.passedDeclared(x.Input, id)
	case *Limit:
		return p.passedDeclared(x.Input, id)
	case *Distinct:
		return p.passedDeclared(x.Input, id)
	}
	return 0, false
}

// declaredLambdaElem is, under Options.TypeofNames, the type of the
// element parameter of the lambda a, an argument of transform or filter
// (name) whose array (args[0]) is a column of a declared type, and true;
// the unknown type and false otherwise.
func (b *binder) declaredLambdaElem(name string, a ast.Expr, args []Expr) (Type, bool) {
	if _, ok := a.(*ast.Lambda); !ok || b.p.eng.opts.TypeofNames == "" || len(args) != 1 {
		return tUnknown, false
	}
	if name != "transform" && name != "filter" {
		return tUnknown, false
	}
	x, ok := args[0].(*ColRef)
	if !ok || !b.p.declaredCols[x.ID] || x.Type().Kind != ast.TypeArray || x.Type().Elem == nil {
		return tUnknown, false
	}
	return *x.Type().Elem, true
}

// plainFieldName: name is a lower-case identifier (letters, digits and
// underscores, not starting with a digit), written as it is in a type's
// DDL form.
func plainFieldName(name string) bool {
	for i, r := range name {
		if r != '_' && (r < 'a' || r > 'z') && (i == 0 || r < '0' || r > '9') {
			return false
		}
	}
	return name != ""
}
