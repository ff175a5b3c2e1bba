package executor

import (
	"fmt"
	"strings"
	"sync"
)

// genCursor is one running generator. process starts the rows of one input
// row; reset rewinds to its first row; fill writes up to max rows into dst
// (one slice per generated column) from row `at` and returns how many it
// wrote, 0 once exhausted. Cursors stream: a generator of 10^9 rows never
// holds them all.
type genCursor interface {
	process(args []Value) error
	reset()
	fill(dst [][]Value, at, max int) (int, error)
	close()
}

// TableFunction is a user-defined table function. For each input row the
// engine calls Process with the evaluated arguments, then Next until it
// returns false; Next fills row (one value per output column). Close is
// called once when the query ends.
type TableFunction interface {
	Process(args []Value) error
	Next(row []Value) (bool, error)
	Close() error
}

// TableFunctionFactory makes a TableFunction for a call with the given
// number of arguments and names its output columns.
type TableFunctionFactory func(nargs int) (fn TableFunction, columns []string, err error)

var (
	udtfMu   sync.RWMutex
	udtfRegs = map[string]TableFunctionFactory{}
)

// RegisterTableFunction makes a Go table function callable by name (case-
// insensitive) from every Engine, as a generator of kind GenFunc.
func RegisterTableFunction(name string, factory TableFunctionFactory) {
	udtfMu.Lock()
	defer udtfMu.Unlock()
	udtfRegs[strings.ToLower(name)] = factory
}

// builtinTableFuncTypes are the column types of the built-in table
// functions that declare them (a registered function's columns are
// otherwise of unknown type).
var builtinTableFuncTypes = map[string][]Type{}

func lookupTableFunction(name string) TableFunctionFactory {
	udtfMu.RLock()
	defer udtfMu.RUnlock()
	return udtfRegs[strings.ToLower(name)]
}

// udtfCursor adapts a TableFunction to a genCursor.
type udtfCursor struct {
	fn   TableFunction
	args []Value
	row  []Value
	done bool
}

func (u *udtfCursor) process(args []Value) error {
	u.args = append(u.args[:0], args...)
	u.done = false
	return u.fn.Process(u.args)
}

func (u *udtfCursor) reset() {
	u.done = false
	_ = u.fn.Process(u.args)
}

func (u *udtfCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := 0
	for n < max && !u.done {
		for i := range u.row {
			u.row[i] = Null
		}
		ok, err := u.fn.Next(u.row)
		if err != nil {
			return n, err
		}
		if !ok {
			u.done = true
			break
		}
		for c := range dst {
			dst[c][at+n] = u.row[c]
		}
		n++
	}
	return n, nil
}

func (u *udtfCursor) close() { _ = u.fn.Close() }

// zipCursor runs several generators side by side (UNNEST(a, b), ROWS FROM):
// rows are aligned, the shorter padded with NULL, until all are exhausted.
type zipCursor struct {
	parts []genCursor
	cols  []int // columns of each part
	done  []bool
	tmp   [][]Value
}

func (z *zipCursor) process(args []Value) error { return fmt.Errorf("internal error: zip process") }

func (z *zipCursor) processParts(args [][]Value) error {
	for i, p := range z.parts {
		z.done[i] = false
		if err := p.process(args[i]); err != nil {
			return err
		}
	}
	return nil
}

func (z *zipCursor) reset() {
	for i, p := range z.parts {
		z.done[i] = false
		p.reset()
	}
}

// broadcaster is a generator whose one row is repeated beside the rows of
// the other generators of a zip instead of being padded (DuckDB's unnest
// of a struct).
type broadcaster interface{ broadcast() bool }

func (z *zipCursor) isBroadcast(i int) bool {
	b, ok := z.parts[i].(broadcaster)
	return ok && b.broadcast()
}

func (z *zipCursor) fill(dst [][]Value, at, max int) (int, error) {
	rows := false // some part generates rows
	for i := range z.parts {
		if !z.isBroadcast(i) {
			rows = true
		}
	}
	if !rows {
		return z.fillParts(dst, at, max, nil)
	}
	return z.fillParts(dst, at, max, z.isBroadcast)
}

// fillParts zips the parts; those bcast selects are repeated on each row
// the others give.
func (z *zipCursor) fillParts(dst [][]Value, at, max int, bcast func(int) bool) (int, error) {
	n := 0
	off := 0
	counts := make([]int, len(z.parts))
	for i, p := range z.parts {
		sub := dst[off : off+z.cols[i]]
		if bcast != nil && bcast(i) {
			off += z.cols[i]
			continue
		}
		if !z.done[i] {
			k, err := p.fill(sub, at, max)
			if err != nil {
				return 0, err
			}
			if k == 0 {
				z.done[i] = true
			}
			counts[i] = k
			n = maxInt(n, k)
		}
		off += z.cols[i]
	}
	if n == 0 {
		return 0, nil
	}
	// generators that produced fewer rows than n: they are exhausted for the
	// rest of this batch. A part that wrote k < n rows cannot produce more
	// in this call, so pad and mark it done.
	off = 0
	for i, p := range z.parts {
		if bcast != nil && bcast(i) {
			sub := dst[off : off+z.cols[i]]
			p.reset()
			k, err := p.fill(sub, at, 1)
			if err != nil {
				return 0, err
			}
			for c := range sub {
				v := Null
				if k == 1 {
					v = sub[c][at]
				}
				for r := at; r < at+n; r++ {
					sub[c][r] = v
				}
			}
			off += z.cols[i]
			continue
		}
		if counts[i] < n {
			for c := off; c < off+z.cols[i]; c++ {
				for r := at + counts[i]; r < at+n; r++ {
					dst[c][r] = Null
				}
			}
			z.done[i] = true
		}
		off += z.cols[i]
	}
	return n, nil
}

func (z *zipCursor) close() {
	for _, p := range z.parts {
		p.close()
	}
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}
