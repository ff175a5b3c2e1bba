package executor

import (
	"strings"
	"unicode"

	"github.com/lateral-sql/lateral/ast"
	"golang.org/x/text/unicode/norm"
)

// CollationSet is the set of collations COLLATE accepts, per the dialect
// whose semantics the engine runs.
type CollationSet uint8

const (
	// NoCollations: COLLATE is an error.
	NoCollations CollationSet = iota
	// DuckDBCollations: binary (also C, POSIX), NOCASE (compared lower-cased),
	// NOACCENT (compared with accents stripped) and NFC (compared in
	// Unicode normal form C), alone or joined with dots (NOCASE.NOACCENT),
	// names case-insensitive, quoted or not.
	DuckDBCollations
	// PostgresCollations: "C", "POSIX", ucs_basic and "default" (the
	// executor's own order, byte order) as PostgreSQL names them: quoted
	// names are case-sensitive, unquoted ones fold to lower case.
	PostgresCollations
	// ANSICollations: UCS_BASIC, the SQL standard's collation in code point
	// order (byte order of UTF-8), unquoted names folded to upper case.
	ANSICollations
)

// collation is a comparison rule on strings: each step transforms both
// strings before they are compared byte by byte; no step is byte order.
type collation struct {
	name  string
	steps []func(string) string
}

func (c *collation) binary() bool { return c == nil || len(c.steps) == 0 }

func (c *collation) key(s string) string {
	for _, f := range c.steps {
		s = f(s)
	}
	return s
}

// stripAccents removes the combining marks of s's canonical decomposition
// (é is e): DuckDB's strip_accents and NOACCENT.
func stripAccents(s string) string {
	d := norm.NFD.String(s)
	var b strings.Builder
	for _, r := range d {
		if !unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			b.WriteRune(r)
		}
	}
	return norm.NFC.String(b.String())
}

// collationOf resolves the name of x COLLATE name.
func (b *binder) collationOf(x *ast.Collate) (*collation, error) {
	var words []string
	for _, id := range x.Name {
		words = append(words, strings.Split(id.Name, ".")...)
	}
	name := strings.Join(words, ".")
	c := &collation{name: name}
	switch b.p.eng.opts.Collations {
	case DuckDBCollations:
		for _, w := range words {
			switch strings.ToLower(w) {
			case "binary", "c", "posix":
				if len(words) > 1 {
					return nil, errAt(x, "collation %s does not exist", strings.ToLower(name))
				}
			case "nocase":
				c.steps = append(c.steps, strings.ToLower)
			case "noaccent":
				c.steps = append(c.steps, stripAccents)
			case "nfc":
				c.steps = append(c.steps, norm.NFC.String)
			default:
				return nil, errAt(x, "collation %s does not exist", strings.ToLower(w))
			}
		}
	case PostgresCollations:
		var parts []string
		for _, id := range x.Name {
			n := id.Name
			if !id.Quoted {
				n = strings.ToLower(n)
			}
			parts = append(parts, n)
		}
		if len(parts) == 1 {
			switch parts[0] {
			case "C", "POSIX", "ucs_basic", "default":
				return c, nil
			}
		}
		return nil, errAt(x, "collation %q is not supported by the executor (only \"C\", \"POSIX\", ucs_basic and \"default\")", strings.Join(parts, "."))
	case ANSICollations:
		n := name
		if len(x.Name) == 1 && !x.Name[0].Quoted {
			n = strings.ToUpper(n)
		}
		if n != "UCS_BASIC" {
			return nil, errAt(x, "collation %q is not supported by the executor (only UCS_BASIC)", n)
		}
	default:
		return nil, errAt(x, "COLLATE is not supported in this dialect")
	}
	return c, nil
}

// bindCollated binds e, and when e is x COLLATE name, x and its collation.
func (b *binder) bindCollated(e ast.Expr) (Expr, *collation, error) {
	x, ok := e.(*ast.Collate)
	if !ok {
		v, err := b.bind(e)
		return v, nil, err
	}
	c, err := b.collationOf(x)
	if err != nil {
		return nil, nil, err
	}
	v, err := b.bind(x.X)
	if err != nil {
		return nil, nil, err
	}
	if err := checkCollatable(x, v.Type()); err != nil {
		return nil, nil, err
	}
	return v, c, nil
}

func checkCollatable(at ast.Node, t Type) error {
	if t.Kind != tUnknown.Kind && !t.Kind.IsText() {
		return errAt(at, "collations are only supported for strings, not %s", t.Kind)
	}
	return nil
}

// combineCollations is the collation of a comparison of operands with
// collations cs (nil: none): the one given, or an error when two differ.
func combineCollations(at ast.Node, cs ...*collation) (*collation, error) {
	var out *collation
	for _, c := range cs {
		if c == nil {
			continue
		}
		if out != nil && !strings.EqualFold(out.name, c.name) {
			return nil, errAt(at, "cannot compare strings of different collations (%s, %s)", out.name, c.name)
		}
		out = c
	}
	return out, nil
}

// collated applies a collation to an operand of a comparison or a sort key:
// strings become their comparison keys, other values (NULL) pass.
func collated(e Expr, c *collation) Expr {
	if c.binary() {
		return e
	}
	return &Call{Name: "collate " + c.name, Args: []Expr{e}, T: tVarchar, fn: &scalarFunc{
		name: "collate " + c.name, min: 1, max: 1, strict: true, ret: retFixed(tVarchar),
		fn: func(a []Value) (Value, error) {
			if a[0].k != KindString {
				return a[0], nil
			}
			return StringValue(c.key(a[0].s)), nil
		},
	}}
}

// bindComparison binds l op r, comparing under the collation of an operand
// written x COLLATE name.
func (b *binder) bindComparison(x *ast.Binary) (Expr, error) {
	if x.Op != ast.OpIsDistinct && x.Op != ast.OpIsNotDistinct {
		// PostgreSQL 15 raises "subquery must return only one column" for
		// (1, 2) IS DISTINCT FROM (SELECT 1, 2): only =, <>, <, <=, >, >=
		// compare a row with a subquery of several columns.
		b.p.markRowSubquery(x.L, x.R)
	}
	ops, err := b.bindCompared(x, x.L, x.R)
	if err != nil {
		return nil, err
	}
	if err := b.trinoTextTZ(x, ops); err != nil { // trino_text_tz.go
		return nil, err
	}
	if err := b.bqTextTS(x, []ast.Expr{x.L, x.R}, ops); err != nil { // bq_text_ts.go
		return nil, err
	}
	l, r := b.zoneText(ops[0], ops[1]), b.zoneText(ops[1], ops[0])
	if x.Op == ast.OpEq || x.Op == ast.OpNe || x.Op == ast.OpIsDistinct || x.Op == ast.OpIsNotDistinct {
		l, r = b.duckZoneTextColumn(l, r), b.duckZoneTextColumn(r, l) // duck_zone_name_text.go
	}
	if e, ok := b.duckMoveConstants(x, l, r); ok { // duck_move_constants.go
		return e, nil
	}
	return &Bin{Op: x.Op, L: l, R: r, T: binType(x.Op, l.Type(), r.Type())}, nil
}

// bindCompared binds the operands of one comparison (a BETWEEN's three, an
// IN list's all); when one is x COLLATE name, every operand is compared
// by that collation (DuckDB and PostgreSQL both give the collation of one
// operand to the comparison).
func (b *binder) bindCompared(at ast.Node, es ...ast.Expr) ([]Expr, error) {
	out := make([]Expr, len(es))
	cs := make([]*collation, len(es))
	any := false
	for i, e := range es {
		v, c, err := b.bindCollated(e)
		if err != nil {
			return nil, err
		}
		out[i], cs[i] = v, c
		any = any || c != nil
	}
	if err := b.regtypeCompareError(at, es, out); err != nil { // pg_operators.go
		return nil, err
	}
	if err := b.pgComparedTextError(at, es, out); err != nil { // pg_compare_text.go
		return nil, err
	}
	b.cmpLiteralsTakeType(at, es, out)                        // unknown_literals.go
	if err := b.duckCmpTextNumeric(at, es, out); err != nil { // duck_cmp_text.go
		return nil, err
	}
	b.duckCmpLiteralsTakeType(at, es, out)                     // duck_cmp_literals.go
	if err := b.duckCmpTextTemporal(at, es, out); err != nil { // duck_cmp_text.go
		return nil, err
	}
	b.pgTimeIntervals(out)                            // pg_time_interval.go
	b.zonePeers(out)                                  // timezone.go
	if err := b.pgRowPairs(at, es, out); err != nil { // pg_row_compare.go
		return nil, err
	}
	if !any {
		return out, nil
	}
	c, err := combineCollations(at, cs...)
	if err != nil {
		return nil, err
	}
	for i, v := range out {
		if err := checkCollatable(es[i], v.Type()); err != nil {
			return nil, err
		}
		out[i] = collated(v, c)
	}
	return out, nil
}

// orderCollation splits an ORDER BY item x COLLATE name into the item
// ordering by x and the collation (nil when the item has none). An ordinal
// keeps its meaning: ORDER BY 1 COLLATE NOCASE orders by the first column.
func (p *planner) orderCollation(o *ast.OrderItem) (*ast.OrderItem, *collation, error) {
	x, ok := o.Expr.(*ast.Collate)
	if !ok {
		return o, nil, nil
	}
	c, err := (&binder{p: p}).collationOf(x)
	if err != nil {
		return nil, nil, err
	}
	cp := *o
	cp.Expr = x.X
	return &cp, c, nil
}

// collatedKey is a sort key ordering by a collation.
func collatedKey(at ast.Node, e Expr, c *collation) (Expr, error) {
	if c == nil {
		return e, nil
	}
	if err := checkCollatable(at, e.Type()); err != nil {
		return nil, err
	}
	return collated(e, c), nil
}
