package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's DESCRIBE: one row per column of the described query (or table),
// with the columns column_name, column_type, null, key, default, extra, all
// VARCHAR. The described query is planned, never run: its output names and
// static types give the rows, the types spelled as DuckDB spells them.
//
// A query's description is null = 'YES' and NULL key, default and extra,
// except that DuckDB carries a stored table's NOT NULL, key and default
// through a column that reads it. The executor keeps no constraints, so a
// description of a query that reads a table that may have them (one made by
// CREATE TABLE with a column list, or loaded from files) is refused, as is a
// column whose name or type the executor does not know as DuckDB gives it:
// an error, never a guess.

// describeColumns are the columns of a DESCRIBE result.
var describeColumns = [...]string{"column_name", "column_type", "null", "key", "default", "extra"}

func (p *planner) planDescribe(d *ast.Describe) (Node, error) {
	q := d.Query
	if q == nil {
		if len(d.Table) == 0 {
			return nil, errAt(d, "DESCRIBE of nothing")
		}
		sp := d.Span
		q = &ast.Query{Span: sp, Body: &ast.Select{Span: sp,
			Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Star{Span: sp}}},
			From:  []ast.TableExpr{&ast.Table{Span: d.Table.Span(), Name: d.Table}}}}
	}
	if lit := inexactLiteral(q); lit != nil {
		return nil, errAt(lit, "DESCRIBE: the executor types the literal x'...' as BLOB, DuckDB as VARCHAR")
	}
	nc := &nameCheck{at: d}
	if err := nc.query(q, nil); err != nil {
		return nil, err
	}
	// The described query sees the CTEs around it, not the columns of an
	// enclosing query.
	n, err := p.planQuery(q, nil)
	if err != nil {
		return nil, err
	}
	if t := constrainedTable(n); t != nil {
		return nil, errAt(d, "DESCRIBE of a query that reads table %s is not supported: DuckDB reports the table's NOT NULL, key and default constraints, which the executor does not keep", t.Name)
	}
	if r := exactTypes(n); r != "" {
		return nil, errAt(d, "DESCRIBE: the executor does not type %s as DuckDB does", r)
	}
	vn := &ValuesNode{}
	bound := boundNames(n)
	for i, c := range n.Output() {
		if bound[i] != "" {
			if nc.refAliased {
				return nil, errAt(d, "DESCRIBE: column %s: whether DuckDB names it after the column read (%s) or the alias cannot be told; alias every column", c.Name, bound[i])
			}
			c.Name = bound[i]
		}
		if nc.paramUnnest && strings.EqualFold(c.Name, "unnest") {
			// an UNNEST with named parameters that expanded no struct:
			// DuckDB names its column after the call's text
			return nil, errAt(d, "DESCRIBE: DuckDB names the column of an UNNEST with named parameters that expands no struct after its own printing of the call, which the executor does not reproduce; give it an alias")
		}
		typ, err := DuckDBTypeName(c.Type)
		if err != nil {
			return nil, errAt(d, "DESCRIBE: column %s: %v", c.Name, err)
		}
		vn.Rows = append(vn.Rows, []Expr{
			&Const{V: StringValue(c.Name), T: tVarchar},
			&Const{V: StringValue(typ), T: tVarchar},
			&Const{V: StringValue("YES"), T: tVarchar},
			&Const{V: Null, T: tVarchar},
			&Const{V: Null, T: tVarchar},
			&Const{V: Null, T: tVarchar},
		})
	}
	for _, name := range describeColumns {
		vn.Cols = append(vn.Cols, p.newCol(name, "", tVarchar))
	}
	return vn, nil
}

// boundNames gives, per output column of n that passes a column through
// unchanged, the name of the column read when it differs from the output's
// in case only: DuckDB names SELECT A FROM (SELECT 1 AS a) after the
// column bound, a, where the executor keeps the spelling written.
func boundNames(n Node) []string {
	out := n.Output()
	names := make([]string, len(out))
	for {
		switch x := n.(type) {
		case *Sort:
			n = x.Input
			continue
		case *Limit:
			n = x.Input
			continue
		case *Filter:
			n = x.Input
			continue
		case *Distinct:
			n = x.Input
			continue
		case *Project:
			for i, e := range x.Exprs {
				if r, ok := e.(*ColRef); ok && i < len(names) && r.Name != out[i].Name && strings.EqualFold(r.Name, out[i].Name) {
					names[i] = r.Name
				}
			}
		}
		return names
	}
}

// constrainedTable returns a stored table plan n reads that may have
// constraints, or nil.
func constrainedTable(n Node) *Table {
	if s, ok := n.(*Scan); ok && s.Table != nil && !s.Table.noConstraints {
		return s.Table
	}
	for _, c := range children(n) {
		if t := constrainedTable(c); t != nil {
			return t
		}
	}
	return nil
}

// nameCheck checks that the executor names the columns of a described
// query as DuckDB does: an alias written in the query, a column reference,
// a field access, a star over such columns, or the columns of a struct an
// UNNEST with named parameters expands (named after the fields). DuckDB
// names any other unaliased expression after its own printing of it, which
// the executor does not reproduce; the name canonicalization gives an
// unaliased select-list generator (an alias without a position) is such a
// printing too.
type nameCheck struct {
	at ast.Node // where to report when a node has no position
	// paramUnnest: an unaliased UNNEST with named parameters names columns
	paramUnnest bool
	// refAliased: a column reference is given an alias
	refAliased bool
	// nested counts the subqueries and CTEs a star reads
	nested int
}

func (nc *nameCheck) errAt(n ast.Node, format string, args ...any) error {
	if !n.Pos().IsValid() {
		n = nc.at
	}
	return errAt(n, format, args...)
}

// query checks a query body; ctes are the CTEs in scope.
func (nc *nameCheck) query(qe ast.QueryExpr, ctes map[string]*ast.CTE) error {
	switch x := qe.(type) {
	case *ast.Query:
		if x.With != nil {
			inner := make(map[string]*ast.CTE, len(ctes)+len(x.With.CTEs))
			for k, v := range ctes {
				inner[k] = v
			}
			for _, c := range x.With.CTEs {
				inner[strings.ToLower(c.Name.Name)] = c
			}
			ctes = inner
		}
		return nc.query(x.Body, ctes)
	case *ast.SetOp:
		return nc.query(x.L, ctes)
	case *ast.Describe:
		return nil
	case *ast.Values:
		return nc.errAt(x, "DESCRIBE: DuckDB names the columns of VALUES col0, col1...; name them with an alias: (VALUES ...) AS t(a, b)")
	case *ast.Select:
		for _, it := range x.Items {
			if it.Alias != nil {
				if _, ok := it.Expr.(*ast.ColumnRef); ok {
					nc.refAliased = true
				}
				if it.Alias.Start.IsValid() {
					continue
				}
			} else {
				switch e := it.Expr.(type) {
				case *ast.ColumnRef:
					// DuckDB names the column after the column bound; the
					// executor after the spelling written. The outermost
					// level is compared with the plan (boundNames); below
					// it, a spelling that may differ in case is refused.
					if last := e.Name.Last(); nc.nested == 0 || !last.Quoted && last.Name == strings.ToLower(last.Name) {
						continue
					}
					return nc.errAt(it, "DESCRIBE: DuckDB names this column after the column it reads, whose spelling may differ from %s; give it an alias", e.Name.Last().Name)
				case *ast.FieldAccess:
					continue
				case *ast.Star:
					if err := nc.from(x.From, ctes); err != nil {
						return err
					}
					continue
				case *ast.Func:
					if isUnnestWithParams(e) {
						nc.paramUnnest = true
						continue
					}
				}
			}
			return nc.errAt(it, "DESCRIBE: DuckDB names this column after its own printing of the expression, which the executor does not reproduce; give it an alias")
		}
		return nil
	}
	return nc.errAt(qe, "DESCRIBE of a query body of this kind is not supported")
}

// from checks the column names a star takes from FROM items.
func (nc *nameCheck) from(from []ast.TableExpr, ctes map[string]*ast.CTE) error {
	for _, f := range from {
		switch x := f.(type) {
		case *ast.Table:
			if x.Alias != nil && len(x.Alias.Columns) > 0 {
				continue
			}
			if len(x.Name) == 1 {
				if c, ok := ctes[strings.ToLower(x.Name[0].Name)]; ok && len(c.Columns) == 0 {
					nc.nested++
					err := nc.query(c.Query, ctes)
					nc.nested--
					if err != nil {
						return err
					}
				}
			}
		case *ast.Derived:
			if x.Alias != nil && len(x.Alias.Columns) > 0 {
				continue
			}
			nc.nested++
			err := nc.query(x.Query, ctes)
			nc.nested--
			if err != nil {
				return err
			}
		case *ast.Join:
			if err := nc.from([]ast.TableExpr{x.Left, x.Right}, ctes); err != nil {
				return err
			}
		case *ast.TableFunc:
			if err := nc.funcAlias(x, x.Alias); err != nil {
				return err
			}
		case *ast.Unnest:
			if err := nc.funcAlias(x, x.Alias); err != nil {
				return err
			}
		case *ast.Lateral:
			if err := nc.funcAlias(x, x.Alias); err != nil {
				return err
			}
			if x.Input != nil {
				if err := nc.from([]ast.TableExpr{x.Input}, ctes); err != nil {
					return err
				}
			}
		}
		// Otherwise UNNEST, table functions and generators have their
		// dialect's default column names.
	}
	return nil
}

// funcAlias refuses a FROM function aliased without column names (or
// with the names the translation gave it): DuckDB
// names the column of a one-column function after the alias
// (generate_series(1, 2) i has the column i), the executor after the
// function.
func (nc *nameCheck) funcAlias(n ast.Node, a *ast.Alias) error {
	if a == nil || !a.Name.Start.IsValid() || a.Name.Start.Offset <= n.Pos().Offset {
		return nil // no alias written: the translation's
	}
	written := len(a.Columns) > 0
	for _, c := range a.Columns {
		// a column name without a position is the translation's
		// default, not written
		written = written && c.Start.IsValid()
	}
	if written {
		return nil
	}
	return nc.errAt(n, "DESCRIBE: DuckDB may name the column of this function after its alias %s, which the executor does not; name the columns: %s(c)", a.Name.Name, a.Name.Name)
}

// isUnnestWithParams reports whether f is DuckDB's unnest(x, recursive :=
// ..., max_depth := ..., keep_parent_names := ...).
func isUnnestWithParams(f *ast.Func) bool {
	if !strings.EqualFold(f.Name.Last().Name, "unnest") {
		return false
	}
	for _, a := range f.Args {
		if _, ok := a.(*ast.NamedArg); ok {
			return true
		}
	}
	return false
}

// DuckDBTypeName spells a static type as DuckDB's DESCRIBE and typeof()
// do: INTEGER, VARCHAR, DECIMAL(10,2), INTEGER[], MAP(VARCHAR, INTEGER),
// STRUCT(a INTEGER, "b c" VARCHAR). It fails for a type the executor does
// not know exactly.
func DuckDBTypeName(t Type) (string, error) {
	var b strings.Builder
	if err := writeDuckDBType(&b, t); err != nil {
		return "", err
	}
	return b.String(), nil
}

type describeError string

func (e describeError) Error() string { return string(e) }

func writeDuckDBType(b *strings.Builder, t Type) error {
	switch t.Kind {
	case ast.TypeUnknown:
		return describeError("the executor does not know the type of this column")
	case ast.TypeBool:
		b.WriteString("BOOLEAN")
	case ast.TypeTinyInt:
		b.WriteString("TINYINT")
	case ast.TypeSmallInt:
		b.WriteString("SMALLINT")
	case ast.TypeInt:
		b.WriteString("INTEGER")
	case ast.TypeBigInt:
		b.WriteString("BIGINT")
	case ast.TypeHugeInt:
		b.WriteString("HUGEINT")
	case ast.TypeReal:
		b.WriteString("FLOAT")
	case ast.TypeDouble:
		b.WriteString("DOUBLE")
	case ast.TypeDecimal:
		// The executor types a decimal literal, and arithmetic on one,
		// DECIMAL(38, s) where DuckDB gives the least precision that
		// holds it: that precision is not known.
		if t.Scale < 0 || t.Prec <= 0 || t.Prec >= 38 || t.Scale > t.Prec {
			return describeError("the executor does not know the precision DuckDB gives this DECIMAL")
		}
		b.WriteString("DECIMAL(" + strconv.Itoa(t.Prec) + "," + strconv.Itoa(t.Scale) + ")")
	case ast.TypeVarchar, ast.TypeChar, ast.TypeString:
		b.WriteString("VARCHAR") // DuckDB keeps no length
	case ast.TypeBinary:
		b.WriteString("BLOB")
	case ast.TypeDate:
		b.WriteString("DATE")
	case ast.TypeTime:
		b.WriteString("TIME")
	case ast.TypeTimestamp:
		b.WriteString("TIMESTAMP")
	case ast.TypeTimestampTZ:
		b.WriteString("TIMESTAMP WITH TIME ZONE")
	case ast.TypeInterval:
		b.WriteString("INTERVAL")
	case ast.TypeJSON:
		b.WriteString("JSON")
	case ast.TypeUUID:
		b.WriteString("UUID")
	case ast.TypeArray:
		if t.Elem == nil {
			return describeError("the executor does not know the element type of this list")
		}
		if err := writeDuckDBType(b, *t.Elem); err != nil {
			return err
		}
		if t.Prec > 0 {
			b.WriteString("[" + strconv.Itoa(t.Prec) + "]") // a fixed-size array (duck_list_cast.go)
			return nil
		}
		b.WriteString("[]")
	case ast.TypeMap:
		if t.Key == nil || t.Val == nil {
			return describeError("the executor does not know the key and value types of this map")
		}
		b.WriteString("MAP(")
		if err := writeDuckDBType(b, *t.Key); err != nil {
			return err
		}
		b.WriteString(", ")
		if err := writeDuckDBType(b, *t.Val); err != nil {
			return err
		}
		b.WriteString(")")
	case ast.TypeStruct:
		if len(t.Fields) == 0 {
			return describeError("the executor does not know the fields of this struct")
		}
		if t.Unnamed {
			// row(...): DuckDB's fields have no names
			b.WriteString("STRUCT(")
			for i, f := range t.Fields {
				if i > 0 {
					b.WriteString(", ")
				}
				if err := writeDuckDBType(b, f.Type); err != nil {
					return err
				}
			}
			b.WriteString(")")
			return nil
		}
		if generatedFieldNames(t.Fields) {
			// unnamed struct fields whose type lost its Unnamed mark
			return describeError("the executor does not tell the unnamed fields of a row(...) from fields named col1, col2...")
		}
		b.WriteString("STRUCT(")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			writeDuckDBFieldName(b, f.Name)
			b.WriteByte(' ')
			if err := writeDuckDBType(b, f.Type); err != nil {
				return err
			}
		}
		b.WriteString(")")
	default:
		return describeError("the executor does not know DuckDB's name of the type " + t.String())
	}
	return nil
}

// generatedFieldNames reports whether fields are named col1, col2... in
// order, the names the executor gives the fields of row(...).
func generatedFieldNames(fields []FieldType) bool {
	for i, f := range fields {
		if f.Name != "col"+strconv.Itoa(i+1) {
			return false
		}
	}
	return true
}

// writeDuckDBFieldName writes a struct field name as DuckDB prints it in a
// type: bare when it is a lower- or upper-case identifier that is not a
// keyword, else double-quoted with " doubled.
func writeDuckDBFieldName(b *strings.Builder, name string) {
	if plainDuckDBName(name) {
		b.WriteString(name)
		return
	}
	b.WriteByte('"')
	b.WriteString(strings.ReplaceAll(name, `"`, `""`))
	b.WriteByte('"')
}

func plainDuckDBName(name string) bool {
	if name == "" || duckdbQuotedWords[strings.ToLower(name)] {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '_', c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// duckdbKeywords are DuckDB's keywords, reserved or not (what its
// duckdb_keywords() lists, DuckDB 1.5): a struct field name spelled like
// one is quoted in a type.
const duckdbKeywords = `abort absolute access action add admin after aggregate all also alter always analyse analyze and
anti any array as asc asof assertion assignment asymmetric at attach attribute authorization
backward before begin between bigint binary bit boolean both by cache call called cascade cascaded
case cast catalog centuries century chain char character characteristics check checkpoint class
close cluster coalesce collate collation column columns comment comments commit committed
compression concurrently configuration conflict connection constraint constraints content continue
conversion copy cost create cross csv cube current cursor cycle data database day days deallocate
dec decade decades decimal declare default defaults deferrable deferred definer delete delimiter
delimiters depends desc describe detach dictionary disable discard distinct do document domain
double drop each else enable encoding encrypted end enum error escape event except exclude
excluding exclusive execute exists explain export export_state extension extensions external
extract false family fetch filter first float following for force foreign forward freeze from full
function functions generated glob global grant granted group grouping grouping_id groups handler
having header hold hour hours identity if ignore ilike immediate immutable implicit import in
include including increment index indexes inherit inherits initially inline inner inout input
insensitive insert install instead int integer intersect interval into invoker is isnull isolation
join json key label lambda language large last lateral leading leakproof left level like limit
listen load local location lock locked logged macro map mapping match matched materialized maxvalue
merge method microsecond microseconds millennia millennium millisecond milliseconds minute minutes
minvalue mode month months move name names national natural nchar new next no none not nothing
notify notnull nowait null nullif nulls numeric object of off offset oids old on only operator
option options or order ordinality others out outer over overlaps overlay overriding owned owner
parallel parser partial partition partitioned passing password percent persistent pivot
pivot_longer pivot_wider placing plans policy position positional pragma preceding precision
prepare prepared preserve primary prior privileges procedural procedure program publication qualify
quarter quarters quote range read real reassign recheck recursive ref references referencing
refresh reindex relative release rename repeatable replace replica reset respect restart restrict
returning returns revoke right role rollback rollup row rows rule sample savepoint schema schemas
scope scroll search second seconds secret security select semi sequence sequences serializable
server session set setof sets share show similar simple skip smallint snapshot some sorted source
sql stable standalone start statement statistics stdin stdout storage stored strict strip struct
subscription substring summarize symmetric sysid system table tables tablesample tablespace target
temp template temporary text then ties time timestamp to trailing transaction transform treat
trigger trim true truncate trusted try_cast type types unbounded uncommitted unencrypted union
unique unknown unlisten unlogged unpack unpivot until update use user using vacuum valid validate
validator value values varchar variable variadic varying verbose version view views virtual
volatile week weeks when where whitespace window with within without work wrapper write xml
xmlattributes xmlconcat xmlelement xmlexists xmlforest xmlnamespaces xmlparse xmlpi xmlroot
xmlserialize xmltable year years yes zone`

var duckdbQuotedWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(duckdbKeywords) {
		m[w] = true
	}
	return m
}()
