package executor

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
)

// BatchSize is the most rows an operator passes in one batch.
const BatchSize = 1024

// Batch is a set of rows in columns: Cols[c][r] is column c of row r.
// A batch returned by Next stays valid until the next call to Next on the
// same operator; consumers never modify it.
type Batch struct {
	Cols [][]Value
	N    int
}

// Row copies row i of the batch.
func (b *Batch) Row(i int) []Value {
	out := make([]Value, len(b.Cols))
	for c := range b.Cols {
		out[c] = b.Cols[c][i]
	}
	return out
}

// newBatch allocates a batch with width columns of capacity BatchSize.
func newBatch(width int) *Batch {
	b := &Batch{Cols: make([][]Value, width)}
	backing := make([]Value, width*BatchSize)
	for c := range b.Cols {
		b.Cols[c] = backing[c*BatchSize : (c+1)*BatchSize : (c+1)*BatchSize]
	}
	return b
}

// reset empties an owned batch for reuse (capacity kept).
func (b *Batch) reset() {
	for c := range b.Cols {
		b.Cols[c] = b.Cols[c][:cap(b.Cols[c])]
	}
	b.N = 0
}

// trim cuts the columns to N rows.
func (b *Batch) trim() *Batch {
	for c := range b.Cols {
		b.Cols[c] = b.Cols[c][:b.N]
	}
	return b
}

// Operator is a running plan node. Open (re)starts it, so that a
// correlated subquery runs many times without being built again; Next
// returns the next batch, or nil at the end.
type Operator interface {
	Open(ec *execCtx) error
	Next() (*Batch, error)
	Close()
}

// execCtx is what operators share while a statement runs.
type execCtx struct {
	ctx  context.Context
	eng  *Engine
	opts *Options
	mem  *memAccount
	tick uint32
	// now is the query's clock, read once (clock): PostgreSQL's now(),
	// current_timestamp, current_date, localtimestamp and localtime are the
	// transaction's start time, the same however often they are called
	// (PostgreSQL 15 run: now() = now() and a filter now() = current_timestamp
	// over three rows keeps all three); Spark, Trino and DuckDB fix them per
	// query too.
	now time.Time
}

// clock is the query's current time, the wall clock at its first reading.
func (ec *execCtx) clock() time.Time {
	if ec.now.IsZero() {
		ec.now = time.Now()
	}
	return ec.now
}

// check returns the context's error (timeout, cancel); cheap enough to call
// once per batch.
func (ec *execCtx) check() error {
	if ec.ctx == nil {
		return nil
	}
	select {
	case <-ec.ctx.Done():
		if ec.ctx.Err() == context.DeadlineExceeded {
			return &LimitError{Limit: "timeout", Detail: "query timed out"}
		}
		return ec.ctx.Err()
	default:
		return nil
	}
}

// tickCheck calls check every 4096 calls (for inner loops).
func (ec *execCtx) tickCheck() error {
	ec.tick++
	if ec.tick&4095 == 0 {
		return ec.check()
	}
	return nil
}

// memAccount tracks approximate bytes of materialized state.
type memAccount struct {
	used  atomic.Int64
	limit int64
}

func (m *memAccount) grow(n int64) error {
	if m == nil {
		return nil
	}
	u := m.used.Add(n)
	if m.limit > 0 && u > m.limit {
		return &LimitError{Limit: "max_memory", Value: m.limit}
	}
	return nil
}

func (m *memAccount) shrink(n int64) {
	if m != nil {
		m.used.Add(-n)
	}
}

// LimitError reports an exceeded limit of Options or the context.
type LimitError struct {
	Limit  string // "max_rows", "max_memory", "timeout"
	Value  int64
	Detail string
}

func (e *LimitError) Error() string {
	if e.Detail != "" {
		return fmt.Sprintf("limit %s exceeded: %s", e.Limit, e.Detail)
	}
	return fmt.Sprintf("limit %s=%d exceeded", e.Limit, e.Value)
}

// rowSet is materialized rows in columns.
type rowSet struct {
	cols  [][]Value
	n     int
	bytes int64
}

func newRowSet(width int) *rowSet { return &rowSet{cols: make([][]Value, width)} }

func (rs *rowSet) reset(ec *execCtx) {
	for c := range rs.cols {
		rs.cols[c] = rs.cols[c][:0]
	}
	rs.n = 0
	if ec != nil {
		ec.mem.shrink(rs.bytes)
	}
	rs.bytes = 0
}

// appendBatch copies all rows of b.
func (rs *rowSet) appendBatch(ec *execCtx, b *Batch) error {
	var sz int64
	for c := range rs.cols {
		col := b.Cols[c][:b.N]
		rs.cols[c] = append(rs.cols[c], col...)
		for i := range col {
			sz += 48 + int64(len(col[i].s))
		}
	}
	if len(rs.cols) == 0 {
		sz = int64(b.N) * 8
	}
	rs.n += b.N
	rs.bytes += sz
	return ec.mem.grow(sz)
}

// appendRow copies row i of b.
func (rs *rowSet) appendRow(ec *execCtx, b *Batch, i int) error {
	var sz int64 = 8
	for c := range rs.cols {
		v := b.Cols[c][i]
		rs.cols[c] = append(rs.cols[c], v)
		sz += 48 + int64(len(v.s))
	}
	rs.n++
	rs.bytes += sz
	return ec.mem.grow(sz)
}

func (rs *rowSet) appendValues(ec *execCtx, row []Value) error {
	var sz int64 = 8
	for c := range rs.cols {
		rs.cols[c] = append(rs.cols[c], row[c])
		sz += 48 + int64(len(row[c].s))
	}
	rs.n++
	rs.bytes += sz
	return ec.mem.grow(sz)
}

// slice returns rows [from, to) as a batch sharing the storage.
func (rs *rowSet) slice(from, to int, out *Batch) *Batch {
	if out == nil || len(out.Cols) != len(rs.cols) {
		out = &Batch{Cols: make([][]Value, len(rs.cols))}
	}
	for c := range rs.cols {
		out.Cols[c] = rs.cols[c][from:to]
	}
	out.N = to - from
	return out
}

// rowSetScan emits a rowSet batch by batch.
type rowSetScan struct {
	rs  *rowSet
	pos int
	out *Batch
}

func (s *rowSetScan) next() *Batch {
	if s.rs == nil || s.pos >= s.rs.n {
		return nil
	}
	end := min(s.pos+BatchSize, s.rs.n)
	s.out = s.rs.slice(s.pos, end, s.out)
	s.pos = end
	return s.out
}
