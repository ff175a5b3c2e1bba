package build

// feature is a set of syntax features a dialect has. The grammar accepts every feature for
// every dialect; the builder reports B001 where the source dialect lacks one.
type feature uint64

const (
	fLateralView    feature = 1 << iota // LATERAL VIEW [OUTER] f(...) t AS c
	fDoubleColon                        // x::type
	fUnnestOffset                       // UNNEST(...) WITH OFFSET
	fFlatten                            // FLATTEN(input => ...) in FROM
	fDivKeyword                         // a DIV b
	fDoubleSlash                        // a // b
	fNullSafeEq                         // a <=> b
	fDoubleEq                           // a == b
	fBangNot                            // !x
	fRLike                              // RLIKE, REGEXP
	fRegexOp                            // ~ ~* !~ !~*
	fILike                              // ILIKE
	fSemiAnti                           // LEFT SEMI JOIN, LEFT ANTI JOIN
	fHiveClauses                        // SORT BY, DISTRIBUTE BY, CLUSTER BY
	fLimitComma                         // LIMIT offset, count
	fQualify                            // QUALIFY
	fDistinctOn                         // SELECT DISTINCT ON (...)
	fGroupByAll                         // GROUP BY ALL
	fWithRollup                         // GROUP BY a WITH ROLLUP|CUBE
	fLambda                             // x -> expr as a function argument
	fTryCast                            // TRY_CAST
	fSafeCast                           // SAFE_CAST
	fArrayCtor                          // ARRAY[...]
	fArraySubquery                      // ARRAY(SELECT ...)
	fListLiteral                        // [a, b]
	fBraceLiteral                       // {'k': v}
	fMapLiteral                         // MAP {k: v}
	fSlice                              // x[a:b]
	fJSONArrow                          // -> ->>
	fUnnestFrom                         // UNNEST(...) in FROM
	fOrdinality                         // WITH ORDINALITY
	fRowsFrom                           // ROWS FROM (...)
	fTableFunc                          // a function call in FROM
	fApply                              // CROSS APPLY, OUTER APPLY
	fBareInterval                       // INTERVAL 1 DAY, INTERVAL (expr) DAY
	fIntervalExpr                       // INTERVAL n DAY, an unparenthesized expression (BigQuery)
	fStringAlias                        // SELECT x AS 'alias'
	fMultiAlias                         // SELECT f(x) AS (a, b)
	fPowerCaret                         // a ^ b is exponentiation (else bitwise xor)
	fColonEqArg                         // f(name := value)
	fLikeAny                            // x LIKE ANY (p1, p2)
	fNatural                            // NATURAL JOIN
	fBitOps                             // & | ~ and, where ^ is not power, ^ as bitwise operators
	fShift                              // << >>
	fBacktick                           // `quoted` identifiers (the standard lexer accepts them for every dialect)
	fTripleColon                        // x:::T, CockroachDB's type annotation, read as a cast
	fCall                               // CALL f(args) as SELECT * FROM f(args)
	fOrderByAll                         // ORDER BY ALL
	fPragma                             // PRAGMA name = value as SET
	fOrReplace                          // CREATE OR REPLACE TABLE, as DROP TABLE IF EXISTS then CREATE TABLE
	fFieldStar                          // (x).*, the fields of a composite value
	fSelectAsStruct                     // SELECT AS STRUCT
)

// hiveFam are the features Hive, Spark and Doris share.
const hiveFam = fBacktick | fBitOps | fLateralView | fDivKeyword | fNullSafeEq | fBangNot | fRLike |
	fSemiAnti | fStringAlias | fWithRollup | fBareInterval | fLikeAny

// features lists each dialect's syntax features.
var features = map[string]feature{
	"hive": hiveFam | fDoubleEq | fHiveClauses | fLimitComma | fMultiAlias,
	"spark": hiveFam | fTableFunc | fShift | fNatural | fDoubleEq | fHiveClauses | fMultiAlias | fLambda |
		fTryCast | fILike | fGroupByAll,
	"doris": hiveFam | fTableFunc | fShift | fLimitComma | fLambda | fListLiteral | fBraceLiteral | fQualify,

	"presto": fLambda | fTryCast | fArrayCtor | fUnnestFrom | fOrdinality,
	"trino":  fLambda | fTryCast | fArrayCtor | fUnnestFrom | fOrdinality,

	"ansi": fNatural | fArrayCtor | fArraySubquery | fUnnestFrom | fOrdinality | fTableFunc | fApply,
	"postgres": fBitOps | fShift | fNatural | fDoubleColon | fRegexOp | fILike | fDistinctOn |
		fArrayCtor | fArraySubquery | fSlice | fJSONArrow | fUnnestFrom | fOrdinality | fRowsFrom |
		fTableFunc | fPowerCaret | fColonEqArg | fTripleColon | fFieldStar,
	"duckdb": fBacktick | fBitOps | fShift | fNatural | fDoubleColon | fDoubleSlash | fDoubleEq |
		fRegexOp | fILike | fQualify | fDistinctOn | fGroupByAll | fLambda | fTryCast | fArrayCtor |
		fArraySubquery | fListLiteral | fBraceLiteral | fMapLiteral | fSlice | fJSONArrow |
		fUnnestFrom | fOrdinality | fTableFunc | fBareInterval | fPowerCaret | fColonEqArg | fSemiAnti |
		fCall | fOrderByAll | fPragma | fOrReplace,
	"drill": fBacktick | fNatural | fUnnestFrom | fTableFunc,
	"bigquery": fBacktick | fBitOps | fShift | fUnnestOffset | fQualify | fGroupByAll | fSafeCast |
		fArrayCtor | fArraySubquery | fListLiteral | fUnnestFrom | fTableFunc | fBareInterval |
		fIntervalExpr | fSelectAsStruct,
	"snowflake": fNatural | fDoubleColon | fFlatten | fRLike | fILike | fQualify | fGroupByAll |
		fLambda | fTryCast | fListLiteral | fBraceLiteral | fTableFunc | fLikeAny,
}

// featuresOf returns the features of d; a dialect without an entry gets every feature, so
// that nothing is refused for it.
func featuresOf(d *Dialect) feature {
	if f, ok := features[d.Name]; ok {
		return f
	}
	return ^feature(0)
}

// is reports whether the source dialect is one of names.
func (b *builder) is(names ...string) bool {
	for _, n := range names {
		if b.d.Name == n {
			return true
		}
	}
	return false
}
