package executor

import (
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// bindTrinoToUnixtime binds Trino's and Presto's to_unixtime(x): "Returns
// timestamp as a UNIX timestamp", a double (Trino documentation, date and
// time functions; Presto's alike), the seconds from 1970-01-01 00:00:00
// UTC to the instant of the TIMESTAMP WITH TIME ZONE x with the fraction,
// the double nearest it (float64(us) / 1e6: the quotient of two exact
// doubles, rounded once, as PostgreSQL's date_part('epoch', x) and
// DuckDB's epoch(x) give it: dialects/functions_unixtime.go). A TIMESTAMP
// is cast to a TIMESTAMP WITH TIME ZONE in the session's zone first,
// whose handling of a time a daylight-saving change skips or repeats
// lateral does not model for Trino: lat run answers it in a UTC session
// only. NULL gives NULL.
func (b *binder) bindTrinoToUnixtime(x *ast.Func) (Expr, error) {
	if len(x.Args) != 1 {
		return nil, errAt(x, "to_unixtime takes one argument, not %d", len(x.Args))
	}
	e, err := b.bind(x.Args[0])
	if err != nil {
		return nil, err
	}
	switch k := e.Type().Kind; k {
	case ast.TypeTimestampTZ, ast.TypeUnknown:
	case ast.TypeTimestamp:
		if session := b.p.eng.zone(); session != time.UTC {
			return nil, errAt(x.Args[0], "to_unixtime of a TIMESTAMP in a session in %s is not answered by lat run in this dialect: the TIMESTAMP is read in the session's time zone, whose skipped and repeated wall-clock times are not modelled (SET TimeZone = 'UTC', or pass a TIMESTAMP WITH TIME ZONE)", session)
		}
	default:
		return nil, errAt(x.Args[0], "to_unixtime of a %s is not answered by lat run in this dialect: it takes a TIMESTAMP WITH TIME ZONE", e.Type())
	}
	f := &scalarFunc{name: "to_unixtime", min: 1, max: 1, strict: true, ret: retFixed(tDouble), fn: func(a []Value) (Value, error) {
		if a[0].k != KindTimestamp {
			return Null, errAt(x.Args[0], "to_unixtime of a %s is not answered by lat run in this dialect: it takes a TIMESTAMP WITH TIME ZONE", a[0].k)
		}
		return FloatValue(float64(a[0].i) / 1e6), nil
	}}
	return &Call{Name: "to_unixtime", Args: []Expr{e}, T: tDouble, fn: f}, nil
}
