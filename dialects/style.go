package dialects

import "github.com/lateral-sql/lateral/ast"

// This file is the printer's per-dialect data: how each dialect spells
// operators, literals, constructors and clauses, and which constructs it
// has at all. The shared printer (print*.go) reads only this table; a
// dialect differs from another by data here, never by a branch on its name
// in the printer. Where a fact about an engine is uncertain the entry takes
// the spelling that is safe (an explicit CAST, extra parentheses) rather
// than the shortest one.

// Precedence levels of the printed operators, loosest first. A child is
// parenthesized when its level is below the level its position requires
// (see printer.exprMin); the levels are the union of the dialects' ladders,
// each dialect placing its operators on them in style.bin.
const (
	precLowest  int8 = 0  // lambda bodies; DuckDB's -> and ->> (they share the lambda arrow's level)
	precOr      int8 = 1  // OR
	precAnd     int8 = 2  // AND
	precNot     int8 = 3  // NOT x
	precCmp     int8 = 4  // comparisons and every predicate (IS, LIKE, IN, BETWEEN): non-associative
	precBitOr   int8 = 5  // Hive/Spark/BigQuery |
	precBitXor  int8 = 6  // Spark/BigQuery ^
	precBitAnd  int8 = 7  // &
	precShift   int8 = 8  // BigQuery << >>
	precOther   int8 = 9  // PostgreSQL/DuckDB "any other operator": || & | # << >> ~ -> ->> //
	precConcat  int8 = 10 // || below + (Hive, Trino)
	precAdd     int8 = 11 // + -
	precMul     int8 = 12 // * / % DIV
	precHiveXor int8 = 13 // Hive's ^ binds tighter than *
	precAtTZ    int8 = 14 // AT TIME ZONE
	precUnary   int8 = 15 // - + ~ prefix
	precPostfix int8 = 16 // x[i], x[a:b], (x).f
	precPrimary int8 = 17 // literals, names, calls, parenthesized forms
)

// spellKind says how an operator is written in a dialect.
type spellKind uint8

const (
	spellNone     spellKind = iota // the dialect has no spelling: Print fails
	spellInfix                     // L text R
	spellFunc                      // text(L, R [, extra])
	spellNotInfix                  // NOT (L text R): IS DISTINCT FROM as NOT (a <=> b)
)

// opSpell is one operator's spelling in one dialect.
type opSpell struct {
	kind spellKind
	prec int8
	// fence marks an operator whose place among the other operators of the
	// dialect is not documented: it is parenthesized against every other
	// infix operator, in both directions.
	fence bool
	text  string
	// not is the negated infix form of a predicate operator (NOT LIKE, !~).
	not string
	// extra is a constant last argument of a spellFunc (already SQL text).
	extra string
}

func spellOp(text string, prec int8) opSpell {
	return opSpell{kind: spellInfix, text: text, prec: prec}
}
func spellFn(name string) opSpell { return opSpell{kind: spellFunc, text: name, prec: precPrimary} }

const nBinOps = int(ast.OpRegexIMatch) + 1

// printFeature is a construct a dialect may lack.
type printFeature uint64

const (
	fTryCast             printFeature = 1 << iota // TRY_CAST / SAFE_CAST
	fIsTruth                                      // x IS [NOT] TRUE|FALSE
	fIsUnknown                                    // x IS [NOT] UNKNOWN
	fBetweenSymmetric                             // BETWEEN SYMMETRIC
	fAtTimeZone                                   // x AT TIME ZONE z
	fLambda                                       // x -> e
	fAggOrderBy                                   // f(x ORDER BY y)
	fWithinGroup                                  // f(x) WITHIN GROUP (ORDER BY y)
	fFilter                                       // f(x) FILTER (WHERE c)
	fFrameGroups                                  // GROUPS frames
	fFrameExclude                                 // EXCLUDE in frames
	fDistinctOn                                   // SELECT DISTINCT ON (...)
	fQualify                                      // QUALIFY
	fWindowClause                                 // WINDOW w AS (...)
	fGroupByAll                                   // GROUP BY ALL (all non-aggregate items)
	fGroupingSets                                 // GROUPING SETS/ROLLUP/CUBE as GROUP BY elements
	fRecursive                                    // WITH RECURSIVE
	fCTEColumns                                   // WITH q (a, b) AS
	fLateralDerived                               // LATERAL (subquery)
	fNatural                                      // NATURAL JOIN
	fUsing                                        // JOIN ... USING (...)
	fNestedJoin                                   // a JOIN (b JOIN c ON ..) ON ..
	fSemiJoin                                     // LEFT SEMI JOIN
	fAntiJoin                                     // LEFT ANTI JOIN
	fColumnAliases                                // FROM t AS a(x, y), (subquery) AS s(x, y)
	fHiveClauses                                  // SORT BY, DISTRIBUTE BY, CLUSTER BY
	fLateralView                                  // LATERAL VIEW
	fLateralViewOuter                             // LATERAL VIEW OUTER
	fMultiAlias                                   // SELECT f(x) AS (a, b)
	fSlice                                        // x[a:b]
	fArrayQuery                                   // ARRAY(SELECT ...)
	fQuantSubquery                                // x = ANY (SELECT ...)
	fQuantArray                                   // x = ANY (array)
	fUnnest                                       // UNNEST(...) in FROM
	fUnnestZip                                    // UNNEST(a, b)
	fUnnestOrdinality                             // UNNEST(...) WITH ORDINALITY
	fUnnestOffset                                 // BigQuery UNNEST(a) AS x WITH OFFSET AS o
	fTableFunc                                    // f(...) in FROM
	fTableFuncOrdinality                          // f(...) WITH ORDINALITY in FROM
	fRowsFrom                                     // ROWS FROM (f(), g())
	fValues                                       // VALUES as a query
	fLikeEscape                                   // LIKE ... ESCAPE
	fExplain                                      // EXPLAIN
	fExplainAnalyze                               // EXPLAIN ANALYZE
	fLoadData                                     // LOAD DATA
	fInsertOverwrite                              // INSERT OVERWRITE
	fPartitionSpec                                // INSERT ... PARTITION (p = v)
	fMultiDrop                                    // DROP TABLE a, b
	fOffsetAlone                                  // OFFSET n without LIMIT
	fNamedStructArgs                              // named_struct / STRUCT(x AS a)
	fTempTable                                    // CREATE TEMPORARY TABLE
	fPartitionNames                               // INSERT ... PARTITION (p1, p2): partition names, no values (Doris)
	fApply                                        // CROSS APPLY / OUTER APPLY (the SQL Server spelling lateral's ansi reads)
	fFieldStar                                    // (x).*: a composite value's fields as select-list columns
	fSelectAsStruct                               // BigQuery SELECT AS STRUCT
)

type identFold uint8

const (
	foldNone  identFold = iota // case-insensitive or case-preserving either way
	foldLower                  // PostgreSQL: unquoted names fold to lower case
	foldUpper                  // SQL standard, Snowflake: unquoted names fold to upper case
)

type strStyle uint8

const (
	strStd       strStyle = iota // '' doubles a quote; nothing else is special
	strPostgres                  // as strStd, but E'...' with backslash escapes when there are control characters
	strHive                      // backslash escapes (\' \\ \n, octal \ooo)
	strDoris                     // backslash escapes, MySQL set (no octal)
	strBigQuery                  // backslash escapes, \xhh for control characters
	strSnowflake                 // '' doubles a quote, backslash is an escape (\\ \n)
)

type limitStyle uint8

const (
	limitOffset limitStyle = iota // LIMIT m OFFSET n
	offsetLimit                   // OFFSET n LIMIT m (Trino, Presto)
	limitComma                    // LIMIT n, m (Hive)
	offsetFetch                   // OFFSET n ROWS FETCH FIRST m ROWS ONLY (SQL standard)
)

type intervalStyle uint8

const (
	ivBare   intervalStyle = iota // INTERVAL 1 DAY, INTERVAL '1' DAY, INTERVAL (e) DAY
	ivQuoted                      // INTERVAL '1' DAY, the quantity a string
	ivInline                      // INTERVAL '1 day', the unit inside the string
)

type arrayStyle uint8

const (
	arrNone    arrayStyle = iota
	arrFunc               // array(1, 2)
	arrKeyword            // ARRAY[1, 2]
	arrBracket            // [1, 2]
)

type mapStyle uint8

const (
	mapNone   mapStyle = iota
	mapFunc            // map(k1, v1, k2, v2)
	mapArrays          // MAP(ARRAY[k1, k2], ARRAY[v1, v2])
	mapBraces          // MAP {k1: v1, k2: v2}
)

type structStyle uint8

const (
	structNone      structStyle = iota
	structHive                  // struct(a, b) / named_struct('x', a, 'y', b)
	structRow                   // ROW(a, b); named fields need a cast to a ROW type: refused
	structDuck                  // row(a, b) / {'x': a, 'y': b}
	structBigQuery              // STRUCT(a, b AS y)
	structSnowflake             // OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('x', a, 'y', b); an unnamed struct is refused (sfCastStructNames names those cast to a struct type)
)

type typeCtor uint8

const (
	ctorNone   typeCtor = iota
	ctorAngle           // ARRAY<T>, MAP<K, V>, STRUCT<a: T> / STRUCT<a T>
	ctorParen           // ARRAY(T), MAP(K, V), ROW(a T), STRUCT(a T)
	ctorSuffix          // T[] (PostgreSQL, DuckDB arrays)
	ctorANSI            // T ARRAY (SQL standard arrays)
)

type nullsPlace uint8

const (
	nullsNone   nullsPlace = iota // no IGNORE NULLS syntax
	nullsAfter                    // f(x) IGNORE NULLS OVER (...)
	nullsInside                   // f(x IGNORE NULLS) OVER (...)
)

type ddlStyle uint8

const (
	ddlStd   ddlStyle = iota // plain column list
	ddlHive                  // PARTITIONED BY, ROW FORMAT, STORED AS, LOCATION, TBLPROPERTIES
	ddlTrino                 // WITH (k = v)
	ddlDoris                 // PROPERTIES ('k' = 'v')
)

type commentStyle uint8

const (
	commentDrop    commentStyle = iota // no column comments: left out (they carry no meaning)
	commentKeyword                     // col T COMMENT 'x'
	commentOptions                     // col T OPTIONS(description = 'x') (BigQuery)
)

type binStyle uint8

const (
	binNone     binStyle = iota
	binHexX              // X'1F2E'
	binUnhex             // unhex('1F2E') (Hive has no binary literal)
	binFromHex           // FROM_HEX('1F2E') (BigQuery)
	binToBinary          // TO_BINARY('1F2E', 'HEX') (Snowflake)
	binBytea             // CAST('\x1F2E' AS BYTEA) (PostgreSQL)
	binBlob              // CAST('\x1F\x2E' AS BLOB) (DuckDB)
)

// lvJoins says when a lateral join of a table function is written as a
// LATERAL VIEW.
type lvJoins uint8

const (
	lvNever      lvJoins = iota
	lvAlways             // Hive: there are no table functions in FROM
	lvGenerators         // Doris: only its generator functions, not its table functions
)

type funcStyle uint8

const (
	funcNone   funcStyle = iota
	funcPG               // CREATE FUNCTION f(a T) RETURNS ... LANGUAGE sql AS $$...$$
	funcDuckDB           // CREATE MACRO-style: CREATE FUNCTION f(a) AS [TABLE] body
	funcTrino            // CREATE FUNCTION f(a T) RETURNS T RETURN expr
)

// typeSpell is a scalar type's name in a dialect; suffix follows the
// parameters (TIMESTAMP(3) WITH TIME ZONE). An empty name means the dialect
// has no such type.
type typeSpell struct {
	name, suffix string
	maxParams    int8
	bare         string // the spelling without parameters, when it differs (Hive VARCHAR -> STRING)
}

// style is everything the printer needs to know about one dialect.
type printStyle struct {
	name string
	// semiJoin and antiJoin are the keywords of ast.JoinSemi and JoinAnti.
	semiJoin, antiJoin string
	features           printFeature
	identQuote         byte
	identBackslash     bool // BigQuery escapes inside `...` with backslashes
	fold               identFold
	reserved           map[string]struct{}
	str                strStyle

	bin    [nBinOps]opSpell
	bitNot opSpell
	like   [4]opSpell // by ast.LikeKind

	// literals
	intSuffix   bool   // 10L 10S 10Y (Hive, Spark)
	realSuffix  bool   // 1.5F (Spark)
	decimalLit  decLit // how an exact decimal literal is written
	doubleLit   dblLit // how an approximate literal is written
	typedLits   uint64 // bit per ast.TypeKind allowed in TYPE 'string'; others print CAST('...' AS T)
	interval    intervalStyle
	intervalExp bool // the quantity may be an expression: INTERVAL (e) DAY
	// intervalParenNumber: a number quantity with a fraction is written in
	// parentheses, INTERVAL (1.5) YEAR (DuckDB 1.5 run: INTERVAL 1.5 YEAR
	// is a syntax error).
	intervalParenNumber bool
	intervalUnitless    bool // INTERVAL '1 day' besides INTERVAL '1' DAY (Spark, DuckDB)
	paramPrefix         byte // the sigil of a named parameter (:name, @name)
	strictPostfix       bool // only names and parenthesized expressions take [i] (PostgreSQL, DuckDB)
	isBindsTight        bool // IS NULL binds tighter than every binary operator (Hive)
	hiveGrouping        bool // GROUP BY a, b GROUPING SETS (...) / WITH ROLLUP instead of the standard forms
	qualifyFirst        bool // QUALIFY comes before WINDOW (BigQuery)
	unionDistinct       bool // UNION needs DISTINCT spelled out (BigQuery)
	lateralFlatten      bool // FLATTEN in FROM is written LATERAL FLATTEN(...) (Snowflake)
	intervalSignOut     bool // INTERVAL -'1' DAY (Trino, SQL standard) rather than INTERVAL '-1' DAY
	positionIn          bool // position(a IN b)
	substringFrom       bool // substring(x FROM a FOR n)
	trimFrom            bool // two-argument ltrim, rtrim, trim as TRIM(LEADING|TRAILING|BOTH c FROM s) (Spark)
	binaryLit           binStyle
	usingFormat         bool // CREATE TABLE ... USING fmt for non-Hive formats (Spark)
	intervalFields      bool // INTERVAL DAY TO SECOND as a type
	intervalRanges      bool // INTERVAL '1 02:03' DAY TO MINUTE literals
	joinWithoutOn       bool // an inner or outer join may omit its condition (a cross join; Hive family)
	unnestWithoutOn     bool // a join with UNNEST may omit its condition (BigQuery)
	insertValues        bool // INSERT ... VALUES without VALUES as a query (BigQuery)
	lateralTableFunc    bool // a table function on the right of a join is written LATERAL f(...) (Spark)
	lateralViews        lvJoins
	// constructors
	array   arrayStyle
	mapc    mapStyle
	struc   structStyle
	tryCast string // TRY_CAST or SAFE_CAST

	namedArg string // "=>" or ":="; empty when the dialect has none
	nulls    nullsPlace

	// types
	types       [int(ast.TypeOther) + 1]typeSpell
	arrayT      typeCtor
	mapT        typeCtor
	structT     typeCtor
	structKw    string // STRUCT, ROW, OBJECT
	structColon bool   // STRUCT<a: T> (Hive family) rather than STRUCT<a T>

	limit limitStyle

	// set operations: INTERSECT binds tighter than UNION and EXCEPT
	intersectFirst bool
	// every mix of different set operators needs parentheses (BigQuery)
	setOpsIsolated bool

	ddl         ddlStyle
	comment     commentStyle
	intoKw      string // INTO, or INTO TABLE (Hive)
	overwriteKw string // OVERWRITE TABLE (Hive family), OVERWRITE INTO (Snowflake)
	function    funcStyle
	setStmt     string // SET or SET SESSION
	setTight    bool   // Hive: SET k=v with no spaces
	explain     string // EXPLAIN or EXPLAIN PLAN FOR
	tableFn     string // wrapper for table functions in FROM: "TABLE" or ""
}

type decLit uint8

const (
	decPlain   decLit = iota // 1.5 reads as an exact decimal
	decExact                 // 1.5 and 1.5e0 both read as exact decimals (PostgreSQL numeric)
	decSuffix                // 1.5BD, the plain form being a DOUBLE (Hive)
	decSpark                 // 1.5 is decimal already; BD kept when written
	decNumeric               // NUMERIC '1.5' (BigQuery, where 1.5 is FLOAT64)
	decCast                  // CAST(1.5 AS DECIMAL(2, 1))
)

type dblLit uint8

const (
	dblPlainHive dblLit = iota // 1.5 is a DOUBLE; integers get a D suffix
	dblSuffixD                 // 1.5D (Spark: 1.5 is decimal)
	dblExp                     // 1.5E0 (Trino, DuckDB, SQL standard, Drill)
	dblPlainExp                // BigQuery: 1.5 is FLOAT64; integers get E0
	dblCast                    // CAST(1.5 AS DOUBLE)
)

func (s *printStyle) has(f printFeature) bool { return s.features&f != 0 }

func prTypeBits(kinds ...ast.TypeKind) uint64 {
	var b uint64
	for _, k := range kinds {
		b |= 1 << k
	}
	return b
}

// styleOf returns the printing style of d, or nil for an unknown dialect.
func styleOf(d *Dialect) *printStyle {
	if d == nil {
		return nil
	}
	return printStyles[d.Name]
}

var printStyles = map[string]*printStyle{}

func init() {
	for _, s := range []*printStyle{
		hiveStyle(), sparkStyle(), dorisStyle(), prestoStyle(), trinoStyle(),
		ansiStyle(), postgresStyle(), duckdbStyle(), drillStyle(), bigqueryStyle(), snowflakeStyle(),
	} {
		s.reserved = printReserved[s.name]
		printStyles[s.name] = s
	}
	printStyles["postgresql"] = printStyles["postgres"]
}

// standardStyle is the SQL standard's spelling; every dialect starts from it
// and overrides what it spells differently.
func standardStyle() *printStyle {
	s := &printStyle{
		semiJoin:   "LEFT SEMI JOIN",
		antiJoin:   "LEFT ANTI JOIN",
		identQuote: '"',
		str:        strStd,
		features: fIsTruth | fIsUnknown | fAggOrderBy | fWithinGroup | fFilter | fFrameGroups | fFrameExclude |
			fWindowClause | fGroupingSets | fRecursive | fCTEColumns | fLateralDerived | fNatural | fUsing |
			fNestedJoin | fColumnAliases | fQuantSubquery | fUnnest | fUnnestZip | fUnnestOrdinality |
			fTableFunc | fValues | fLikeEscape | fExplain | fOffsetAlone | fAtTimeZone | fBetweenSymmetric | fTempTable,
		decimalLit: decPlain,
		doubleLit:  dblExp,
		// TIMESTAMP WITH TIME ZONE literals carry the zone in the string
		// (TIMESTAMP '... UTC'); without one, a cast reads the session zone
		// as PostgreSQL's timestamptz '...' does.
		typedLits:       prTypeBits(ast.TypeDate, ast.TypeTime, ast.TypeTimestamp),
		interval:        ivQuoted,
		array:           arrKeyword,
		struc:           structRow,
		namedArg:        "=>",
		nulls:           nullsAfter,
		arrayT:          ctorANSI,
		structT:         ctorParen,
		structKw:        "ROW",
		limit:           offsetFetch,
		intersectFirst:  true,
		setStmt:         "SET",
		paramPrefix:     ':',
		intoKw:          "INTO",
		intervalFields:  true,
		intervalRanges:  true,
		intervalSignOut: true,
		positionIn:      true,
		substringFrom:   true,
		binaryLit:       binHexX,
		explain:         "EXPLAIN",
		tableFn:         "TABLE",
	}
	b := &s.bin
	b[ast.OpAdd] = spellOp("+", precAdd)
	b[ast.OpSub] = spellOp("-", precAdd)
	b[ast.OpMul] = spellOp("*", precMul)
	b[ast.OpDiv] = spellOp("/", precMul)
	// OpDivFrac is "/" where "/" is fractional; elsewhere lowering must have
	// replaced it (a cast of an operand) before printing.
	b[ast.OpDivFrac] = spellOp("/", precMul)
	b[ast.OpMod] = spellOp("%", precMul)
	b[ast.OpConcat] = opSpell{kind: spellInfix, text: "||", prec: precConcat, fence: true}
	b[ast.OpAnd] = spellOp("AND", precAnd)
	b[ast.OpOr] = spellOp("OR", precOr)
	b[ast.OpEq] = spellOp("=", precCmp)
	b[ast.OpNe] = spellOp("<>", precCmp)
	b[ast.OpLt] = spellOp("<", precCmp)
	b[ast.OpLe] = spellOp("<=", precCmp)
	b[ast.OpGt] = spellOp(">", precCmp)
	b[ast.OpGe] = spellOp(">=", precCmp)
	b[ast.OpIsDistinct] = spellOp("IS DISTINCT FROM", precCmp)
	b[ast.OpIsNotDistinct] = spellOp("IS NOT DISTINCT FROM", precCmp)
	s.like[ast.LikePlain] = opSpell{kind: spellInfix, text: "LIKE", not: "NOT LIKE", prec: precCmp}
	s.like[ast.LikeSimilar] = opSpell{kind: spellInfix, text: "SIMILAR TO", not: "NOT SIMILAR TO", prec: precCmp}
	s.tryCast = ""
	s.types = [...]typeSpell{
		ast.TypeBool:        {name: "BOOLEAN"},
		ast.TypeSmallInt:    {name: "SMALLINT"},
		ast.TypeInt:         {name: "INTEGER"},
		ast.TypeBigInt:      {name: "BIGINT"},
		ast.TypeReal:        {name: "REAL"},
		ast.TypeDouble:      {name: "DOUBLE PRECISION"},
		ast.TypeDecimal:     {name: "DECIMAL", maxParams: 2},
		ast.TypeVarchar:     {name: "VARCHAR", maxParams: 1},
		ast.TypeChar:        {name: "CHAR", maxParams: 1},
		ast.TypeString:      {name: "VARCHAR"},
		ast.TypeBinary:      {name: "VARBINARY", maxParams: 1},
		ast.TypeDate:        {name: "DATE"},
		ast.TypeTime:        {name: "TIME", maxParams: 1},
		ast.TypeTimestamp:   {name: "TIMESTAMP", maxParams: 1},
		ast.TypeTimestampTZ: {name: "TIMESTAMP", suffix: " WITH TIME ZONE", maxParams: 1},
		ast.TypeInterval:    {name: "INTERVAL"},
		ast.TypeJSON:        {name: "JSON"},
		ast.TypeOther:       {},
	}
	return s
}

func ansiStyle() *printStyle {
	s := standardStyle()
	s.name = "ansi"
	// ARRAY(query): the standard's array value constructor by query, an
	// ORDER BY inside the parentheses ordering the elements.
	s.features |= fApply | fArrayQuery
	s.fold = foldUpper
	// The standard's 1.5E0 is approximate, but PostgreSQL, which runs ANSI output, reads it
	// as numeric; CAST(1.5E0 AS DOUBLE PRECISION) is a double in both.
	s.doubleLit = dblCast
	return s
}

// hiveFamily is what Hive, Spark and Doris share.
func hiveFamily() *printStyle {
	s := standardStyle()
	s.identQuote = '`'
	s.str = strHive
	s.features = fIsTruth | fGroupingSets | fWindowClause | fHiveClauses | fLateralView | fLateralViewOuter |
		fMultiAlias | fSemiJoin | fValues | fExplain | fExplainAnalyze | fLoadData | fInsertOverwrite |
		fPartitionSpec | fNamedStructArgs | fTempTable
	s.intSuffix = true
	s.binaryLit = binUnhex
	s.positionIn, s.substringFrom = false, false
	s.intervalSignOut = false
	s.decimalLit = decSuffix
	s.doubleLit = dblPlainHive
	s.typedLits = prTypeBits(ast.TypeDate, ast.TypeTimestamp)
	s.interval = ivBare
	s.intervalExp = true
	s.array = arrFunc
	s.mapc = mapFunc
	s.struc = structHive
	s.namedArg = ""
	s.nulls = nullsNone
	s.arrayT, s.mapT, s.structT = ctorAngle, ctorAngle, ctorAngle
	s.structKw, s.structColon = "STRUCT", true
	s.limit = limitComma
	s.intersectFirst = false
	s.ddl = ddlHive
	s.comment = commentKeyword
	s.intoKw, s.overwriteKw = "INTO TABLE", "OVERWRITE TABLE"
	s.setTight = true
	s.joinWithoutOn = true
	s.tableFn = ""
	b := &s.bin
	b[ast.OpIntDiv] = spellOp("DIV", precMul)
	b[ast.OpConcat] = spellOp("||", precConcat)
	b[ast.OpBitAnd] = spellOp("&", precBitAnd)
	b[ast.OpBitOr] = spellOp("|", precBitOr)
	b[ast.OpBitXor] = spellOp("^", precHiveXor)
	b[ast.OpShl] = spellFn("shiftleft")
	b[ast.OpShr] = spellFn("shiftright")
	b[ast.OpIsNotDistinct] = spellOp("<=>", precCmp)
	b[ast.OpIsDistinct] = opSpell{kind: spellNotInfix, text: "<=>", prec: precNot}
	b[ast.OpRegexMatch] = spellOp("RLIKE", precCmp)
	s.bitNot = spellOp("~", precUnary)
	s.like[ast.LikeSimilar] = opSpell{}
	s.like[ast.LikeRegex] = opSpell{kind: spellInfix, text: "RLIKE", not: "NOT RLIKE", prec: precCmp}
	t := &s.types
	t[ast.TypeTinyInt] = typeSpell{name: "TINYINT"}
	t[ast.TypeInt] = typeSpell{name: "INT"}
	t[ast.TypeReal] = typeSpell{name: "FLOAT"}
	t[ast.TypeDouble] = typeSpell{name: "DOUBLE"}
	t[ast.TypeString] = typeSpell{name: "STRING"}
	t[ast.TypeVarchar] = typeSpell{name: "VARCHAR", maxParams: 1, bare: "STRING"}
	// A bare CHAR is CHAR(1) (PostgreSQL, Trino), a length Hive's and
	// Spark's CHAR require (Spark: "Datatype char requires a length
	// parameter", SPARK-38650; Hive's grammar reads CHAR(n) only).
	t[ast.TypeChar] = typeSpell{name: "CHAR", maxParams: 1, bare: "CHAR(1)"}
	t[ast.TypeBinary] = typeSpell{name: "BINARY"}
	t[ast.TypeTime] = typeSpell{}
	t[ast.TypeTimestamp] = typeSpell{name: "TIMESTAMP"}
	t[ast.TypeTimestampTZ] = typeSpell{name: "TIMESTAMP", suffix: " WITH LOCAL TIME ZONE"}
	t[ast.TypeInterval] = typeSpell{} // only INTERVAL YEAR TO MONTH, INTERVAL DAY TO SECOND
	t[ast.TypeJSON] = typeSpell{}
	return s
}

func hiveStyle() *printStyle {
	s := hiveFamily()
	s.name = "hive"
	s.lateralViews = lvAlways
	s.isBindsTight = true
	s.hiveGrouping = true
	return s
}

func sparkStyle() *printStyle {
	s := hiveFamily()
	s.name = "spark"
	s.trimFrom = true
	s.features |= fTryCast | fIsUnknown | fAggOrderBy | fWithinGroup | fFilter | fRecursive | fCTEColumns |
		fLateralDerived | fNatural | fUsing | fNestedJoin | fAntiJoin | fColumnAliases | fTableFunc |
		fLikeEscape | fGroupByAll | fOffsetAlone | fLambda
	s.features &^= fExplainAnalyze | fTempTable
	s.intervalUnitless = true
	s.intervalExp = false
	s.intervalSignOut = true
	s.binaryLit = binHexX
	s.positionIn, s.substringFrom = true, true
	s.usingFormat = true
	s.lateralTableFunc = true
	s.tryCast = "TRY_CAST"
	s.decimalLit = decSpark
	s.doubleLit = dblSuffixD
	s.realSuffix = true
	s.nulls = nullsAfter
	s.namedArg = "=>"
	s.limit = limitOffset
	s.intersectFirst = true
	b := &s.bin
	// Spark: || shares the level of + and -, and & ^ | are three levels.
	b[ast.OpConcat] = spellOp("||", precAdd)
	b[ast.OpBitXor] = spellOp("^", precBitXor)
	b[ast.OpIsDistinct] = spellOp("IS DISTINCT FROM", precCmp)
	s.like[ast.LikeILike] = opSpell{kind: spellInfix, text: "ILIKE", not: "NOT ILIKE", prec: precCmp}
	s.types[ast.TypeTimestampTZ] = typeSpell{name: "TIMESTAMP_LTZ"}
	return s
}

func dorisStyle() *printStyle {
	s := hiveFamily()
	s.name = "doris"
	s.str = strDoris
	s.features = fGroupingSets | fLateralView | fSemiJoin | fAntiJoin | fValues | fExplain | fInsertOverwrite |
		fNamedStructArgs | fLambda | fAggOrderBy | fNestedJoin | fUsing | fTableFunc | fCTEColumns | fQualify |
		fPartitionNames | fWindowClause
	s.intSuffix = false
	s.decimalLit = decPlain
	s.doubleLit = dblCast
	s.typedLits = 0
	s.interval = ivBare
	s.limit = limitOffset
	s.intersectFirst = true
	s.ddl = ddlDoris
	s.intervalFields, s.intervalRanges = false, false // MySQL's ranges are units like DAY_HOUR
	s.lateralViews = lvGenerators
	s.binaryLit = binNone
	s.positionIn, s.substringFrom = true, true
	s.intoKw = "INTO"
	s.setTight = false
	s.tableFn = ""
	b := &s.bin
	// Doris reads || as OR (MySQL); concat() is the same NULL-propagating concatenation.
	b[ast.OpConcat] = spellFn("concat")
	b[ast.OpBitXor] = spellOp("^", precBitXor)
	b[ast.OpShl] = spellFn("bit_shift_left")
	b[ast.OpShr] = spellFn("bit_shift_right")
	b[ast.OpRegexMatch] = spellOp("REGEXP", precCmp)
	s.like[ast.LikeRegex] = opSpell{kind: spellInfix, text: "REGEXP", not: "NOT REGEXP", prec: precCmp}
	t := &s.types
	t[ast.TypeHugeInt] = typeSpell{name: "LARGEINT"}
	t[ast.TypeBinary] = typeSpell{}
	t[ast.TypeTimestamp] = typeSpell{name: "DATETIME", maxParams: 1}
	t[ast.TypeTimestampTZ] = typeSpell{}
	t[ast.TypeJSON] = typeSpell{name: "JSON"}
	return s
}

func prestoStyle() *printStyle {
	s := standardStyle()
	s.name = "presto"
	s.features &^= fIsTruth | fIsUnknown | fFrameExclude | fNatural | fTableFunc | fBetweenSymmetric |
		fFrameGroups | fWithinGroup
	s.features |= fTryCast | fLambda | fExplainAnalyze
	s.function = funcTrino
	s.tryCast = "TRY_CAST"
	s.typedLits = prTypeBits(ast.TypeDate, ast.TypeTime, ast.TypeTimestamp,
		ast.TypeDecimal, ast.TypeReal, ast.TypeDouble, ast.TypeJSON, ast.TypeChar, ast.TypeVarchar, ast.TypeBigInt,
		ast.TypeInt, ast.TypeSmallInt, ast.TypeTinyInt)
	s.mapc = mapArrays
	s.arrayT, s.mapT = ctorParen, ctorParen
	s.limit = offsetLimit
	s.ddl = ddlTrino
	s.comment = commentKeyword
	s.features &^= fTempTable
	s.setStmt = "SET SESSION"
	s.nulls = nullsAfter
	b := &s.bin
	b[ast.OpConcat] = spellOp("||", precConcat)
	b[ast.OpBitAnd] = spellFn("bitwise_and")
	b[ast.OpBitOr] = spellFn("bitwise_or")
	b[ast.OpBitXor] = spellFn("bitwise_xor")
	b[ast.OpShl] = spellFn("bitwise_left_shift")
	b[ast.OpShr] = spellFn("bitwise_right_shift_arithmetic")
	b[ast.OpRegexMatch] = spellFn("regexp_like")
	s.bitNot = spellFn("bitwise_not")
	s.like[ast.LikeSimilar] = opSpell{}
	s.like[ast.LikeRegex] = spellFn("regexp_like")
	t := &s.types
	t[ast.TypeTinyInt] = typeSpell{name: "TINYINT"}
	t[ast.TypeDouble] = typeSpell{name: "DOUBLE"}
	t[ast.TypeBinary] = typeSpell{name: "VARBINARY"}
	t[ast.TypeInterval] = typeSpell{}
	t[ast.TypeUUID] = typeSpell{name: "UUID"}
	return s
}

// trinoStyle is Presto plus the few entries Trino added.
func trinoStyle() *printStyle {
	s := prestoStyle()
	s.name = "trino"
	s.features |= fFrameGroups | fWithinGroup | fTableFunc
	s.trimFrom = true // Trino documents the trim of a set as TRIM(spec chars FROM s) only
	return s
}

func postgresStyle() *printStyle {
	s := standardStyle()
	s.name = "postgres"
	s.fold = foldLower
	s.str = strPostgres
	s.features |= fDistinctOn | fSlice | fArrayQuery | fQuantArray | fTableFuncOrdinality | fRowsFrom |
		fExplainAnalyze | fMultiDrop | fFieldStar
	s.decimalLit = decExact
	s.doubleLit = dblCast
	s.typedLits = ^uint64(0) &^ prTypeBits(ast.TypeArray, ast.TypeMap, ast.TypeStruct, ast.TypeUnknown)
	s.interval = ivQuoted // INTERVAL '7' DAY and INTERVAL '7 days' both read back as written
	s.intervalUnitless = true
	s.intervalSignOut = false
	s.binaryLit = binBytea
	s.struc = structRow
	s.nulls = nullsNone
	s.arrayT = ctorSuffix
	s.structT = ctorNone
	s.limit = limitOffset
	s.function = funcPG
	s.strictPostfix = true
	s.tableFn = ""
	b := &s.bin
	b[ast.OpConcat] = spellOp("||", precOther)
	b[ast.OpBitAnd] = spellOp("&", precOther)
	b[ast.OpBitOr] = spellOp("|", precOther)
	b[ast.OpBitXor] = spellOp("#", precOther)
	b[ast.OpShl] = spellOp("<<", precOther)
	b[ast.OpShr] = spellOp(">>", precOther)
	b[ast.OpJSONGet] = spellOp("->", precOther)
	b[ast.OpJSONGetText] = spellOp("->>", precOther)
	b[ast.OpRegexMatch] = spellOp("~", precOther)
	b[ast.OpRegexIMatch] = spellOp("~*", precOther)
	s.bitNot = spellOp("~", precUnary)
	s.like[ast.LikeILike] = opSpell{kind: spellInfix, text: "ILIKE", not: "NOT ILIKE", prec: precCmp}
	s.like[ast.LikeRegex] = opSpell{kind: spellInfix, text: "~", not: "!~", prec: precOther}
	t := &s.types
	t[ast.TypeDecimal] = typeSpell{name: "NUMERIC", maxParams: 2}
	t[ast.TypeString] = typeSpell{name: "TEXT"}
	t[ast.TypeBinary] = typeSpell{name: "BYTEA"}
	t[ast.TypeTimestampTZ] = typeSpell{name: "TIMESTAMPTZ", maxParams: 1}
	t[ast.TypeUUID] = typeSpell{name: "UUID"}
	return s
}

func duckdbStyle() *printStyle {
	s := standardStyle()
	s.name = "duckdb"
	s.features |= fTryCast | fDistinctOn | fQualify | fGroupByAll | fSlice | fArrayQuery | fLambda |
		fTableFuncOrdinality | fExplainAnalyze
	s.features &^= fBetweenSymmetric
	s.tryCast = "TRY_CAST"
	s.typedLits = prTypeBits(ast.TypeDate, ast.TypeTime, ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeInterval)
	s.interval = ivBare
	s.intervalExp = true
	s.intervalParenNumber = true
	s.array = arrBracket
	s.mapc = mapBraces
	s.struc = structDuck
	s.namedArg = ":="
	s.nulls = nullsInside
	s.arrayT, s.mapT, s.structT = ctorSuffix, ctorParen, ctorParen
	s.structKw = "STRUCT"
	s.limit = limitOffset
	s.function = funcDuckDB
	s.intervalRanges = false // no INTERVAL '...' DAY TO SECOND
	s.binaryLit = binBlob
	s.strictPostfix = true
	s.intervalUnitless = true
	s.tableFn = ""
	s.features |= fSemiJoin | fAntiJoin
	s.semiJoin, s.antiJoin = "SEMI JOIN", "ANTI JOIN"
	b := &s.bin
	b[ast.OpIntDiv] = spellOp("//", precMul) // binds like * (7 // 2 * 2 = 6, 7 // 2 + 1 = 4)
	b[ast.OpConcat] = spellOp("||", precOther)
	b[ast.OpBitAnd] = spellOp("&", precOther)
	b[ast.OpBitOr] = spellOp("|", precOther)
	b[ast.OpBitXor] = spellFn("xor")
	b[ast.OpShl] = spellOp("<<", precOther)
	b[ast.OpShr] = spellOp(">>", precOther)
	// DuckDB lexes -> as its lambda arrow, which binds looser than OR.
	b[ast.OpJSONGet] = spellOp("->", precLowest)
	b[ast.OpJSONGetText] = spellOp("->>", precLowest)
	b[ast.OpRegexMatch] = spellFn("regexp_matches")
	b[ast.OpRegexIMatch] = opSpell{kind: spellFunc, text: "regexp_matches", extra: "'i'", prec: precPrimary}
	s.bitNot = spellOp("~", precUnary)
	s.like[ast.LikeILike] = opSpell{kind: spellInfix, text: "ILIKE", not: "NOT ILIKE", prec: precCmp}
	// DuckDB's SIMILAR TO is a full regular-expression match, not SQL's SIMILAR.
	s.like[ast.LikeSimilar] = opSpell{}
	s.like[ast.LikeRegex] = spellFn("regexp_matches")
	t := &s.types
	t[ast.TypeTinyInt] = typeSpell{name: "TINYINT"}
	t[ast.TypeHugeInt] = typeSpell{name: "HUGEINT"}
	t[ast.TypeDouble] = typeSpell{name: "DOUBLE"}
	t[ast.TypeChar] = typeSpell{} // CHAR is VARCHAR in DuckDB: no blank padding
	t[ast.TypeString] = typeSpell{name: "TEXT"}
	t[ast.TypeBinary] = typeSpell{name: "BLOB"}
	t[ast.TypeTime] = typeSpell{name: "TIME"}
	t[ast.TypeTimestamp] = typeSpell{name: "TIMESTAMP"}
	t[ast.TypeTimestampTZ] = typeSpell{name: "TIMESTAMPTZ"}
	t[ast.TypeUUID] = typeSpell{name: "UUID"}
	return s
}

func drillStyle() *printStyle {
	s := standardStyle()
	s.name = "drill"
	s.identQuote = '`'
	s.features &^= fIsUnknown | fWithinGroup | fFilter | fAggOrderBy | fFrameGroups | fFrameExclude |
		fRecursive | fNestedJoin | fUnnestZip | fUnnestOrdinality | fBetweenSymmetric | fAtTimeZone
	s.decimalLit = decCast
	s.array = arrNone
	s.struc = structNone
	s.nulls = nullsNone
	s.arrayT, s.structT = ctorNone, ctorNone
	s.limit = limitOffset
	s.explain = "EXPLAIN PLAN FOR"
	b := &s.bin
	b[ast.OpMod] = spellFn("mod")
	t := &s.types
	t[ast.TypeSmallInt] = typeSpell{}
	t[ast.TypeReal] = typeSpell{name: "FLOAT"}
	t[ast.TypeDouble] = typeSpell{name: "DOUBLE"}
	t[ast.TypeTime] = typeSpell{name: "TIME"}
	t[ast.TypeTimestamp] = typeSpell{name: "TIMESTAMP"}
	t[ast.TypeTimestampTZ] = typeSpell{}
	t[ast.TypeJSON] = typeSpell{}
	return s
}

func bigqueryStyle() *printStyle {
	s := standardStyle()
	s.name = "bigquery"
	s.identQuote = '`'
	s.identBackslash = true
	s.str = strBigQuery
	s.features &^= fIsUnknown | fWithinGroup | fFilter | fFrameGroups | fFrameExclude | fCTEColumns |
		fLateralDerived | fNatural | fColumnAliases | fUnnestZip | fUnnestOrdinality | fValues | fLikeEscape |
		fExplain | fOffsetAlone | fAtTimeZone | fBetweenSymmetric
	s.features |= fTryCast | fQualify | fGroupByAll | fArrayQuery | fUnnestOffset | fNamedStructArgs | fSelectAsStruct
	s.tryCast = "SAFE_CAST"
	s.decimalLit = decNumeric
	s.doubleLit = dblPlainExp
	s.typedLits = prTypeBits(ast.TypeDate, ast.TypeTime, ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeJSON)
	s.interval = ivBare
	s.intervalExp = true
	s.array = arrBracket
	s.struc = structBigQuery
	s.nulls = nullsInside
	s.arrayT, s.structT = ctorAngle, ctorAngle
	s.structKw = "STRUCT"
	s.limit = limitOffset
	s.setOpsIsolated = true
	s.qualifyFirst = true
	s.unionDistinct = true
	s.unnestWithoutOn = true
	s.insertValues = true
	s.paramPrefix = '@'
	s.comment = commentOptions
	s.binaryLit = binFromHex
	s.positionIn, s.substringFrom = false, false
	s.tableFn = ""
	b := &s.bin
	// lower case, as the functions mod and div print: a translation
	// translated again is unchanged
	b[ast.OpMod] = spellFn("mod")
	b[ast.OpIntDiv] = spellFn("div")
	b[ast.OpConcat] = spellOp("||", precMul)
	b[ast.OpShl] = spellOp("<<", precShift)
	b[ast.OpShr] = spellOp(">>", precShift)
	b[ast.OpBitAnd] = spellOp("&", precBitAnd)
	b[ast.OpBitXor] = spellOp("^", precBitXor)
	b[ast.OpBitOr] = spellOp("|", precBitOr)
	b[ast.OpRegexMatch] = spellFn("regexp_contains")
	s.bitNot = spellOp("~", precUnary)
	s.like[ast.LikeSimilar] = opSpell{}
	s.like[ast.LikeRegex] = spellFn("regexp_contains")
	t := &s.types
	for _, k := range []ast.TypeKind{ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt} {
		t[k] = typeSpell{name: "INT64"}
	}
	t[ast.TypeBool] = typeSpell{name: "BOOL"}
	t[ast.TypeReal] = typeSpell{}
	t[ast.TypeDouble] = typeSpell{name: "FLOAT64"}
	t[ast.TypeDecimal] = typeSpell{name: "NUMERIC", maxParams: 2}
	t[ast.TypeVarchar] = typeSpell{name: "STRING", maxParams: 1}
	t[ast.TypeChar] = typeSpell{}
	t[ast.TypeString] = typeSpell{name: "STRING"}
	t[ast.TypeBinary] = typeSpell{name: "BYTES", maxParams: 1}
	t[ast.TypeTime] = typeSpell{name: "TIME"}
	t[ast.TypeTimestamp] = typeSpell{name: "DATETIME"}
	t[ast.TypeTimestampTZ] = typeSpell{name: "TIMESTAMP"}
	return s
}

func snowflakeStyle() *printStyle {
	s := standardStyle()
	s.name = "snowflake"
	s.fold = foldUpper
	s.str = strSnowflake
	s.features &^= fIsTruth | fIsUnknown | fAggOrderBy | fFilter | fFrameGroups | fFrameExclude | fWindowClause |
		fNatural | fUnnest | fUnnestZip | fUnnestOrdinality | fBetweenSymmetric | fAtTimeZone | fExplainAnalyze
	s.features |= fTryCast | fQualify | fGroupByAll | fInsertOverwrite | fLambda
	s.tryCast = "TRY_CAST"
	s.doubleLit = dblCast
	s.typedLits = prTypeBits(ast.TypeDate, ast.TypeTime)
	s.interval = ivInline
	s.array = arrBracket
	s.struc = structSnowflake
	s.arrayT, s.mapT, s.structT = ctorParen, ctorParen, ctorParen
	s.structKw = "OBJECT"
	s.limit = limitOffset
	s.function = funcNone
	s.lateralFlatten = true
	s.intervalRanges = false
	s.binaryLit = binToBinary
	s.substringFrom = false
	s.comment = commentKeyword
	s.overwriteKw = "OVERWRITE INTO"
	s.qualifyFirst = true
	b := &s.bin
	b[ast.OpBitAnd] = spellFn("BITAND")
	b[ast.OpBitOr] = spellFn("BITOR")
	b[ast.OpBitXor] = spellFn("BITXOR")
	b[ast.OpShl] = spellFn("BITSHIFTLEFT")
	b[ast.OpShr] = spellFn("BITSHIFTRIGHT")
	s.bitNot = spellFn("BITNOT")
	s.like[ast.LikeILike] = opSpell{kind: spellInfix, text: "ILIKE", not: "NOT ILIKE", prec: precCmp}
	s.like[ast.LikeSimilar] = opSpell{}
	t := &s.types
	t[ast.TypeTinyInt] = typeSpell{name: "TINYINT"}
	t[ast.TypeReal] = typeSpell{} // every Snowflake float is 8 bytes
	t[ast.TypeDouble] = typeSpell{name: "DOUBLE"}
	t[ast.TypeString] = typeSpell{name: "STRING"}
	t[ast.TypeBinary] = typeSpell{name: "BINARY", maxParams: 1}
	t[ast.TypeTimestamp] = typeSpell{name: "TIMESTAMP_NTZ", maxParams: 1}
	t[ast.TypeTimestampTZ] = typeSpell{name: "TIMESTAMP_TZ", maxParams: 1}
	t[ast.TypeInterval] = typeSpell{}
	t[ast.TypeJSON] = typeSpell{}
	return s
}
