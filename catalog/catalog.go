// Package catalog is lateral's canonical function catalog: one entry per
// distinct semantics, whatever any dialect calls it.
//
// Front-ends (package dialects) resolve each dialect's spelling into one of
// these names at parse time, so that rewrites, printers and the reference
// executor read a function's meaning from its canonical name and never from
// the way a dialect spelled it. Where two dialects use one name for two
// behaviours (Hive split takes a Java regex, Trino split a literal
// delimiter), the catalog has two entries (split_regex, split_literal);
// where several spellings mean the same thing (Hive explode, PostgreSQL
// unnest), they share one entry.
//
// Every entry's Doc states the exact result, NULL and empty handling
// included; the executor implements that sentence and the dialect tables
// map onto it. The catalog is data: the tables in scalar.go, aggregate.go
// and generator.go. It imports nothing of lateral's but ast.
package catalog

import (
	"fmt"
	"sort"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Kind is what a function computes.
type Kind uint8

const (
	// Scalar maps one row's arguments to one value.
	Scalar Kind = iota
	// Aggregate folds a group of rows into one value; every aggregate may
	// also be used as a window function (with OVER).
	Aggregate
	// Window is only valid with OVER: ranking and offset functions.
	Window
	// Generator yields zero or more rows per input row (a table function);
	// it becomes an ast.Generator inside an ast.Lateral.
	Generator
)

var kindNames = [...]string{"scalar", "aggregate", "window", "generator"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Variadic is the MaxArgs of a function taking any number of arguments
// from MinArgs on.
const Variadic = -1

// Func is one canonical function.
type Func struct {
	// Name is the canonical name: lower case, unique in the catalog.
	Name string
	Kind Kind
	// MinArgs and MaxArgs bound the number of arguments of the canonical
	// form (after a front-end has reordered and defaulted them); MaxArgs is
	// Variadic for no upper bound.
	MinArgs, MaxArgs int
	// Doc is one sentence stating the exact semantics, NULL and empty input
	// included, with the argument order of the canonical form.
	Doc string
	// Gen describes a Generator; nil for the other kinds.
	Gen *Gen
}

// Position is the position column a generator adds by itself (Hive
// posexplode), as opposed to one asked for with WITH ORDINALITY.
type Position struct {
	// Base is the number of the first element: 0 for posexplode.
	Base int
	// First places the column before the value columns.
	First bool
}

// Gen is the row-generating behaviour of a Generator entry, in the terms of
// ast.Generator and ast.Lateral.
type Gen struct {
	// Kind is the ast.Generator kind the function becomes.
	Kind ast.GenKind
	// Outer keeps the input row once, with NULL generated columns (and a
	// NULL position), when the function yields no row: the *_outer forms.
	Outer bool
	// Pos is the position column the function adds, nil for none.
	Pos *Position
	// EndExclusive marks a GenSeries whose end value is not produced.
	EndExclusive bool
	// ElemType is how a GenJSONArray reads elements (TypeUnknown: as JSON).
	ElemType ast.TypeKind
	// Via, when set, names the Scalar entry whose array result this
	// generator unnests: the generator's rows are exactly those of
	// explode(Via(args...)) (string_to_table is explode(string_to_array)).
	// Front-ends build such generators as a GenUnnest over that call, so
	// the splitting rule lives in one place.
	Via string
}

var byName = func() map[string]*Func {
	m := make(map[string]*Func, len(scalars)+len(trinoScalars)+len(unixtimeScalars)+len(pairLambdaScalars)+len(mathStrScalars)+len(shiftScalars)+len(widthBucketScalars)+len(encodingScalars)+len(aggregates)+len(generators))
	for _, tab := range [][]*Func{scalars, trinoScalars, unixtimeScalars, pairLambdaScalars, mathStrScalars, shiftScalars, widthBucketScalars, encodingScalars, aggregates, generators} {
		for _, f := range tab {
			if _, dup := m[f.Name]; dup {
				panic("catalog: duplicate function " + f.Name)
			}
			m[f.Name] = f
		}
	}
	return m
}()

// Lookup finds a canonical function by name (case-insensitive).
func Lookup(name string) (*Func, bool) {
	f, ok := byName[strings.ToLower(name)]
	return f, ok
}

// All returns every entry, sorted by kind and then name. The entries are
// shared: callers must not modify them.
func All() []*Func {
	out := make([]*Func, 0, len(byName))
	for _, f := range byName {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// Arity reports whether n arguments fit f's canonical form.
func (f *Func) Arity(n int) bool {
	return n >= f.MinArgs && (f.MaxArgs == Variadic || n <= f.MaxArgs)
}

// ArityString renders the argument count as "1", "1-3" or "2+".
func (f *Func) ArityString() string {
	switch {
	case f.MaxArgs == Variadic:
		return fmt.Sprintf("%d+", f.MinArgs)
	case f.MinArgs == f.MaxArgs:
		return fmt.Sprintf("%d", f.MinArgs)
	}
	return fmt.Sprintf("%d-%d", f.MinArgs, f.MaxArgs)
}

// entry helpers keep the tables short.

func scalar(name string, min, max int, doc string) *Func {
	return &Func{Name: name, Kind: Scalar, MinArgs: min, MaxArgs: max, Doc: doc}
}

func aggregate(name string, min, max int, doc string) *Func {
	return &Func{Name: name, Kind: Aggregate, MinArgs: min, MaxArgs: max, Doc: doc}
}

func window(name string, min, max int, doc string) *Func {
	return &Func{Name: name, Kind: Window, MinArgs: min, MaxArgs: max, Doc: doc}
}

func generator(name string, min, max int, g Gen, doc string) *Func {
	return &Func{Name: name, Kind: Generator, MinArgs: min, MaxArgs: max, Doc: doc, Gen: &g}
}
