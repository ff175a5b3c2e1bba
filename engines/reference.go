package engines

import (
	"math/big"

	"github.com/lateral-sql/lateral/ast"

	"github.com/lateral-sql/lateral/executor"
)

// FromReference converts a value of lateral's reference executor into the
// engine-independent form, so its rows compare with PostgreSQL's and
// DuckDB's: normalized as Normalize and the engines' decoders do, decimals
// exact, a real (float32) through its shortest decimal text, binary as
// '\x' and lowercase hex (FormatBytes), an interval in PostgreSQL's style
// (FormatInterval), dates and times as their SQL text, JSON canonical,
// maps and structs in order.
func FromReference(v executor.Value) Value { return fromReference(v, false, "") }

// DisplayReference converts a value of the reference executor for showing
// it to a user (lateral run's output): as FromReference, except that binary
// and interval values keep the executor's own text in the query's dialect
// rather than PostgreSQL's spelling, which only comparisons need.
func DisplayReference(v executor.Value) Value { return fromReference(v, true, "") }

// fromReference converts v; for display, an interval in PostgreSQL's
// style, binary in its hex (FormatBytes), a numeric with its scale
// ("1.0", as PostgreSQL prints it) and a date or a timestamp before year 1
// with BC at the end (executor.PGEraText) when dialect is postgres, an interval
// in BigQuery's canonical form (executor.FormatIntervalBigQuery) when it
// is bigquery.
func fromReference(v executor.Value, display bool, dialect string) Value {
	pg := dialect == "postgres"
	if display && dialect == "bigquery" && v.Kind() == executor.KindInterval {
		return executor.FormatIntervalBigQuery(v.Interval())
	}
	if display && (v.Kind() == executor.KindBinary && !pg || v.Kind() == executor.KindInterval && !pg) {
		return v.String()
	}
	if display && pg && v.Kind() == executor.KindDecimal {
		return Decimal(v.DecimalText())
	}
	if display && (dialect == "trino" || dialect == "presto") && v.Kind() == executor.KindTimestamp && v.Type() == ast.TypeTimestampTZ {
		return executor.TrinoTimestampTZText(v) // 2012-10-30 18:00:00 America/Los_Angeles
	}
	if display && pg && (v.Kind() == executor.KindDate || v.Kind() == executor.KindTimestamp) {
		return executor.PGEraText(v.String()) // 0052-12-31 16:07:02 BC
	}
	switch v.Kind() {
	case executor.KindNull:
		return nil
	case executor.KindBool:
		return v.Bool()
	case executor.KindInt:
		return v.Int()
	case executor.KindFloat:
		if v.Type() == ast.TypeReal {
			return widenFloat32(float32(v.Float()))
		}
		return v.Float()
	case executor.KindBinary:
		return FormatBytes([]byte(v.Str()))
	case executor.KindInterval:
		iv := v.Interval()
		if dialect == "duckdb" {
			return executor.IntervalString(iv, executor.IntervalTextDefault)
		}
		return FormatInterval(iv.Months, iv.Days, iv.Micros)
	case executor.KindString:
		return v.Str()
	case executor.KindDecimal:
		scale := v.DecimalScale()
		r := new(big.Rat).SetFrac(v.DecimalUnscaled(), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(scale)), nil))
		if d, ok := ratDecimal(r); ok {
			return d
		}
		return Decimal(r.FloatString(scale))
	case executor.KindJSON:
		if j, err := CanonicalJSON(v.Str()); err == nil {
			return j
		}
		return v.Str()
	case executor.KindArray:
		elems := v.Elems()
		out := make([]Value, len(elems))
		for i, e := range elems {
			out[i] = fromReference(e, display, dialect)
		}
		return out
	case executor.KindMap:
		m := v.Map()
		out := make(Map, len(m.Keys))
		for i := range m.Keys {
			out[i] = KV{Key: fromReference(m.Keys[i], display, dialect), Value: fromReference(m.Vals[i], display, dialect)}
		}
		return out
	case executor.KindStruct:
		s := v.Struct()
		out := make(Struct, len(s.Names))
		for i := range s.Names {
			out[i] = Field{Name: s.Names[i], Value: fromReference(s.Vals[i], display, dialect)}
		}
		return out
	}
	return v.String()
}

// FromReferenceRows converts rows of the reference executor for comparison.
func FromReferenceRows(rows [][]executor.Value) [][]Value { return referenceRows(rows, false, "") }

// FromReferenceRowsIn converts rows of the reference executor for
// comparison with an engine's printed text: as FromReferenceRows, except
// that an interval is written as DuckDB writes it ('3 months',
// executor.IntervalTextDefault) when dialect is duckdb.
func FromReferenceRowsIn(rows [][]executor.Value, dialect string) [][]Value {
	return referenceRows(rows, false, dialect)
}

// DisplayReferenceRows converts rows of the reference executor for display.
func DisplayReferenceRows(rows [][]executor.Value) [][]Value { return referenceRows(rows, true, "") }

// DisplayReferenceRowsIn converts rows of the reference executor for
// display in a dialect: intervals as PostgreSQL writes them (its default
// IntervalStyle, executor.IntervalTextPostgres) and numerics with their
// scale in PostgreSQL, intervals in BigQuery's canonical form in BigQuery
// (executor.IntervalTextBigQuery), else in the executor's own form,
// DuckDB's.
func DisplayReferenceRowsIn(rows [][]executor.Value, dialect string) [][]Value {
	return referenceRows(rows, true, dialect)
}

func referenceRows(rows [][]executor.Value, display bool, dialect string) [][]Value {
	out := make([][]Value, len(rows))
	for i, r := range rows {
		out[i] = make([]Value, len(r))
		for j, v := range r {
			out[i][j] = fromReference(v, display, dialect)
		}
	}
	return out
}
