package ast

// QueryStmt is a query used as a statement.
type QueryStmt struct {
	Span
	Query *Query `json:"query"`
}

// Explain is EXPLAIN [ANALYZE] stmt.
type Explain struct {
	Span
	Analyze bool `json:"analyze,omitempty"`
	Stmt    Stmt `json:"stmt"`
}

// ColumnDef is a column of CREATE TABLE, or a parameter or result column of
// CREATE FUNCTION (Name empty for an unnamed parameter).
type ColumnDef struct {
	Span
	Name    Ident     `json:"name"`
	Type    *TypeName `json:"type"`
	NotNull bool      `json:"not_null,omitempty"`
	Comment string    `json:"comment,omitempty"`
}

// RowFormat is Hive's ROW FORMAT DELIMITED clause; empty fields mean the
// defaults (\001 fields, \002 collection items, \003 map keys, \n lines).
type RowFormat struct {
	Span
	Fields     string `json:"fields,omitempty"`
	Collection string `json:"collection,omitempty"`
	MapKeys    string `json:"map_keys,omitempty"`
	Lines      string `json:"lines,omitempty"`
	Null       string `json:"null,omitempty"`
}

// Property is a key = value table option (Trino WITH (...), Hive
// TBLPROPERTIES), kept for printing back.
type Property struct {
	Span
	Key   string `json:"key"`
	Value Expr   `json:"value"`
}

// CreateTable is CREATE [TEMPORARY] [EXTERNAL] TABLE [IF NOT EXISTS] name
// (columns) [options] or CREATE TABLE name [(cols)] AS query.
type CreateTable struct {
	Span
	Temporary   bool         `json:"temporary,omitempty"`
	External    bool         `json:"external,omitempty"`
	IfNotExists bool         `json:"if_not_exists,omitempty"`
	Name        QName        `json:"name"`
	Columns     []*ColumnDef `json:"columns,omitempty"`
	PartitionBy []*ColumnDef `json:"partition_by,omitempty"`
	RowFormat   *RowFormat   `json:"row_format,omitempty"`
	StoredAs    string       `json:"stored_as,omitempty"`
	Location    string       `json:"location,omitempty"`
	Properties  []*Property  `json:"properties,omitempty"`
	AsQuery     *Query       `json:"as_query,omitempty"`
}

// CreateView is CREATE [OR REPLACE] VIEW name [(cols)] AS query.
type CreateView struct {
	Span
	OrReplace bool    `json:"or_replace,omitempty"`
	Name      QName   `json:"name"`
	Columns   []Ident `json:"columns,omitempty"`
	Query     *Query  `json:"query"`
}

// PartitionValue is one col [= value] of Hive's PARTITION (...) clause.
type PartitionValue struct {
	Span
	Column Ident `json:"column"`
	Value  Expr  `json:"value,omitempty"`
}

// Insert is INSERT INTO|OVERWRITE [TABLE] name [PARTITION (...)] [(cols)]
// query, where VALUES lists are a query whose body is a Values.
type Insert struct {
	Span
	Overwrite bool              `json:"overwrite,omitempty"`
	Table     QName             `json:"table"`
	Partition []*PartitionValue `json:"partition,omitempty"`
	Columns   []Ident           `json:"columns,omitempty"`
	Query     *Query            `json:"query"`
}

// ObjectKind is what a DROP removes.
type ObjectKind uint8

const (
	ObjTable ObjectKind = iota
	ObjView
	ObjFunction
)

var objNames = [...]string{"TABLE", "VIEW", "FUNCTION"}

func (k ObjectKind) String() string { return enumName(objNames[:], int(k)) }

// Drop is DROP TABLE|VIEW|FUNCTION [IF EXISTS] name, ...
type Drop struct {
	Span
	Kind     ObjectKind `json:"kind"`
	IfExists bool       `json:"if_exists,omitempty"`
	Names    []QName    `json:"names"`
}

// LoadData is Hive LOAD DATA [LOCAL] INPATH 'path' [OVERWRITE] INTO TABLE t.
type LoadData struct {
	Span
	Local     bool   `json:"local,omitempty"`
	Path      string `json:"path"`
	Overwrite bool   `json:"overwrite,omitempty"`
	Table     QName  `json:"table"`
}

// CreateFunction is PostgreSQL's CREATE [OR REPLACE] FUNCTION name(params)
// RETURNS TABLE (cols) | RETURNS SETOF type | RETURNS type LANGUAGE lang
// AS 'body'. Body is the function's source as given (a string literal);
// the executor parses it when the language is SQL.
type CreateFunction struct {
	Span
	OrReplace    bool         `json:"or_replace,omitempty"`
	Name         QName        `json:"name"`
	Params       []*ColumnDef `json:"params,omitempty"`
	ReturnsTable []*ColumnDef `json:"returns_table,omitempty"`
	ReturnsSetOf bool         `json:"returns_setof,omitempty"`
	Returns      *TypeName    `json:"returns,omitempty"`
	Language     string       `json:"language"`
	Body         string       `json:"body"`
	// Options are the function's attribute words as upper-case keywords
	// (IMMUTABLE, STABLE, STRICT...).
	Options []string `json:"options,omitempty"`
}

// CreateType is PostgreSQL's CREATE TYPE name AS (field type, ...): a
// composite type, which a column may name; a value of it is a struct with
// those fields.
type CreateType struct {
	Span
	Name   QName        `json:"name"`
	Fields []*FieldType `json:"fields"`
}

// Set is SET name = value (session settings; kept, not interpreted).
type Set struct {
	Span
	Name  QName `json:"name"`
	Value Expr  `json:"value,omitempty"`
}

func (*QueryStmt) stmtNode()      {}
func (*Explain) stmtNode()        {}
func (*CreateTable) stmtNode()    {}
func (*CreateView) stmtNode()     {}
func (*Insert) stmtNode()         {}
func (*Drop) stmtNode()           {}
func (*LoadData) stmtNode()       {}
func (*CreateFunction) stmtNode() {}
func (*CreateType) stmtNode()     {}
func (*Set) stmtNode()            {}
