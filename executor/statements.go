package executor

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

func (e *Engine) execStatement(ctx context.Context, stmt ast.Stmt) error {
	switch s := stmt.(type) {
	case *ast.CreateTable:
		return e.createTable(ctx, s)
	case *ast.CreateView:
		return e.createView(s)
	case *ast.Insert:
		return e.insert(ctx, s)
	case *ast.Drop:
		return e.drop(s)
	case *ast.LoadData:
		return e.loadData(s)
	case *ast.CreateFunction:
		return e.createFunction(s)
	case *ast.Set:
		return e.set(s)
	case *ast.CreateType:
		return e.db.createType(s)
	case nil:
		return fmt.Errorf("no statement")
	}
	return errAt(stmt, "statement %T is not supported by the executor", stmt)
}

func (e *Engine) createTable(ctx context.Context, s *ast.CreateTable) error {
	name := s.Name.Last().Name
	if e.db.table(name) != nil || e.db.view(name) != nil {
		if s.IfNotExists {
			return nil
		}
		return errAt(s, "table %s already exists", name)
	}
	var cols []Column
	decl := func(t *ast.TypeName) string {
		if t == nil || s.AsQuery != nil {
			return ""
		}
		return strings.ToUpper(t.Name)
	}
	for _, c := range append(append([]*ast.ColumnDef(nil), s.Columns...), s.PartitionBy...) {
		col := Column{Name: c.Name.Name, Type: e.opts.typeOf(c.Type), Decl: decl(c.Type)}
		if e.opts.TimestampRoundsFrom2000 || e.opts.RoundTimestampCasts {
			// PostgreSQL's, Trino's, Presto's and Doris's (Column.RoundDigits)
			col.RoundDigits = e.opts.tsCastDigits(c.Type) + 1
		}
		cols = append(cols, col)
	}
	if s.AsQuery != nil {
		n, err := e.plan(s.AsQuery)
		if err != nil {
			return err
		}
		out := n.Output()
		if len(cols) == 0 {
			for _, c := range out {
				t := c.Type
				cols = append(cols, Column{Name: c.Name, Type: t})
			}
		} else if len(cols) != len(out) {
			return errAt(s, "CREATE TABLE AS: %d columns named, the query has %d", len(cols), len(out))
		}
		t := NewTable(name, cols)
		t.noConstraints = len(s.Columns) == 0 && len(s.PartitionBy) == 0
		if len(s.Columns) == 0 {
			t.inexactTypes = exactTypes(n)
		}
		if err := e.fill(ctx, t, n, nil); err != nil {
			return err
		}
		// infer unknown column types from the data
		for c := range t.Columns {
			if t.Columns[c].Type.Kind == ast.TypeUnknown {
				for _, v := range t.data[c] {
					if !v.IsNull() {
						t.Columns[c].Type = typeOfValue(v)
						break
					}
				}
			}
		}
		t.RowFormat = s.RowFormat
		e.db.AddTable(t)
		return nil
	}
	t := NewTable(name, cols)
	t.RowFormat = s.RowFormat
	t.declared = true
	e.db.AddTable(t)
	return nil
}

// fill runs plan n and appends its rows to t, casting to t's column types;
// target maps query columns to table columns (nil: in order).
func (e *Engine) fill(ctx context.Context, t *Table, n Node, target []int) error {
	res, err := e.start(ctx, n, 0)
	if err != nil {
		return err
	}
	defer res.Close()
	width := len(t.Columns)
	buf := make([][]Value, width)
	zone := e.zone()
	for {
		b, err := res.NextBatch()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		for c := range buf {
			buf[c] = buf[c][:0]
		}
		for i := 0; i < b.N; i++ {
			row := make([]Value, width)
			for j := range b.Cols {
				tc := j
				if target != nil {
					tc = target[j]
				}
				if tc >= width {
					continue
				}
				// An INSERT converts each value to its column's type as
				// the dialect's CAST does (a fraction into an integer
				// column is truncated in Hive, rounded half to even from
				// a double in PostgreSQL and DuckDB: rewrite/insert_casts.go).
				// A string's fractional second digits past the sixth
				// are read as the dialect's cast reads them (run on
				// PostgreSQL 15: '2019-12-31 23:59:59.9999999' into a
				// TIMESTAMP column is 2020-01-01 00:00:00; ts_text.go).
				// A float into a DECIMAL column keeps the digits the
				// dialect's cast gives (floatToDecimal). A TIMESTAMP or
				// a string without a zone into a TIMESTAMPTZ column is
				// read in the session's zone (castInZone; PostgreSQL 15
				// and DuckDB 1.5, run: '2018-03-11 12:30:00' in a session
				// in America/New_York is 16:30 UTC).
				src := b.Cols[j][i]
				v, done, err := e.opts.floatToDecimal(src, t.Columns[tc].Type)
				switch {
				case !done && err == nil && e.opts.KeepTimestampZones && src.t == ast.TypeTimestampTZ && t.Columns[tc].Type.Kind == ast.TypeTimestampTZ:
					// Trino, Presto: the value keeps its zone (trino_zoned_text.go)
				case !done && err == nil:
					v, err = castInZone(explicitToInt(v, t.Columns[tc].Type, e.opts.FracToInt, e.opts.StringToInt), t.Columns[tc].Type, zone)
					// and rounded to a TIMESTAMP(p) or TIME(p) column's
					// digits as the dialect's cast rounds (Column.RoundDigits)
					v = roundTimestampFrom(v, t.Columns[tc].RoundDigits-1, e.opts.TimestampRoundsFrom2000)
				}
				if err != nil {
					return fmt.Errorf("column %s: %v", t.Columns[tc].Name, err)
				}
				v = pgTimestampText(v, src, t.Columns[tc].Type, e.opts.PostgresTimestampText)
				// Trino's and Doris's string of more than 6 digits into a
				// TIMESTAMP(6) column is rounded half up, as their casts
				// read it (halfUpTimestampText)
				if v, err = halfUpTimestampText(v, src, t.Columns[tc].Type, e.opts.TimestampTextHalfUp); err != nil {
					return fmt.Errorf("column %s: %v", t.Columns[tc].Name, err)
				}
				row[tc] = v
			}
			for c := range buf {
				buf[c] = append(buf[c], row[c])
			}
		}
		t.appendColumns(buf, b.N)
	}
	return nil
}

func (e *Engine) createView(s *ast.CreateView) error {
	name := s.Name.Last().Name
	if e.db.table(name) != nil {
		return errAt(s, "a table named %s exists", name)
	}
	if e.db.view(name) != nil && !s.OrReplace {
		return errAt(s, "view %s already exists", name)
	}
	// plan once to report errors now
	if _, err := e.plan(s.Query); err != nil {
		return err
	}
	v := &viewDef{name: name, query: s.Query}
	for _, c := range s.Columns {
		v.columns = append(v.columns, c.Name)
	}
	e.db.mu.Lock()
	e.db.views[key(name)] = v
	e.db.mu.Unlock()
	return nil
}

func (e *Engine) insert(ctx context.Context, s *ast.Insert) error {
	name := s.Table.Last().Name
	t := e.db.table(name)
	if t == nil {
		return errAt(s, "table %s does not exist", name)
	}
	n, err := e.planInsert(s.Query)
	if err != nil {
		return err
	}
	out := n.Output()
	var target []int
	colIndex := func(name string) int {
		for i, c := range t.Columns {
			if strings.EqualFold(c.Name, name) {
				return i
			}
		}
		return -1
	}
	// static partition values become constant columns
	var partVals []Expr
	var partIdx []int
	for _, pv := range s.Partition {
		if pv.Value == nil {
			continue
		}
		idx := colIndex(pv.Column.Name)
		if idx < 0 {
			return errAt(pv, "partition column %s does not exist", pv.Column.Name)
		}
		b := &binder{p: &planner{eng: e}, sc: &scope{}}
		x, err := b.bind(pv.Value)
		if err != nil {
			return err
		}
		partVals = append(partVals, x)
		partIdx = append(partIdx, idx)
	}
	if len(s.Columns) > 0 {
		for _, c := range s.Columns {
			idx := colIndex(c.Name)
			if idx < 0 {
				return errAt(s, "column %s of table %s does not exist", c.Name, name)
			}
			target = append(target, idx)
		}
	} else if len(partIdx) > 0 {
		for i := range t.Columns {
			isPart := false
			for _, p := range partIdx {
				if p == i {
					isPart = true
				}
			}
			if !isPart {
				target = append(target, i)
			}
		}
	}
	if len(partVals) > 0 {
		pr := &Project{Input: n}
		p := &planner{eng: e, nextID: maxColID(n)}
		for _, c := range out {
			pr.Exprs = append(pr.Exprs, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
			pr.Cols = append(pr.Cols, c)
		}
		for i, v := range partVals {
			pr.Exprs = append(pr.Exprs, v)
			pr.Cols = append(pr.Cols, p.newCol("__part", "", v.Type()))
			target = append(target, partIdx[i])
		}
		n, out = pr, pr.Cols
	}
	want := len(t.Columns)
	if target != nil {
		want = len(target)
	}
	if len(out) != want {
		return errAt(s, "INSERT into %s: %d values for %d columns", name, len(out), want)
	}
	staging := NewTable(name, t.Columns)
	if err := e.fill(ctx, staging, n, target); err != nil {
		return err
	}
	if s.Overwrite {
		t.truncate()
	}
	cols, cnt := staging.snapshot()
	t.appendColumns(cols, cnt)
	return nil
}

func maxColID(n Node) ColID {
	var m ColID
	var visit func(Node)
	visit = func(n Node) {
		for _, c := range n.Output() {
			if c.ID > m {
				m = c.ID
			}
		}
		for _, ch := range children(n) {
			visit(ch)
		}
	}
	visit(n)
	return m + 1000
}

func (e *Engine) drop(s *ast.Drop) error {
	e.db.mu.Lock()
	defer e.db.mu.Unlock()
	for _, qn := range s.Names {
		k := key(qn.Last().Name)
		var ok bool
		switch s.Kind {
		case ast.ObjTable:
			_, ok = e.db.tables[k]
			delete(e.db.tables, k)
		case ast.ObjView:
			_, ok = e.db.views[k]
			delete(e.db.views, k)
		case ast.ObjFunction:
			_, ok = e.db.funcs[k]
			delete(e.db.funcs, k)
		}
		if !ok && !s.IfExists {
			return errAt(s, "%s %s does not exist", strings.ToLower(s.Kind.String()), qn.Last().Name)
		}
	}
	return nil
}

// Session settings that change results. Others are accepted and kept
// without effect.
const (
	// SettingNullOrder is DuckDB's default_null_order: where NULLs sort
	// when ORDER BY does not say.
	SettingNullOrder = "default_null_order"
	// SettingScalarSubqueryError is DuckDB's
	// scalar_subquery_error_on_multiple_rows: false makes a scalar
	// subquery returning several rows yield its first one.
	SettingScalarSubqueryError = "scalar_subquery_error_on_multiple_rows"
)

// set runs SET name = value.
func (e *Engine) set(s *ast.Set) error {
	if len(s.Name) == 0 {
		return errAt(s, "SET needs a name")
	}
	name := strings.ToLower(s.Name.Last().Name)
	value := ""
	if lit, ok := s.Value.(*ast.Literal); ok {
		value = lit.Value
	} else if s.Value != nil {
		return errAt(s, "SET %s: the value must be a constant", name)
	}
	switch name {
	case SettingNullOrder:
		v := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(value)), " ", "_")
		switch v {
		case "nulls_first", "nulls_last", "nulls_first_on_asc_last_on_desc", "nulls_last_on_asc_first_on_desc":
		case "":
		default:
			return errAt(s, "SET %s: unknown null order %q (nulls_first, nulls_last, nulls_first_on_asc_last_on_desc, nulls_last_on_asc_first_on_desc)", name, value)
		}
		value = v
	case SettingTimeZone:
		if _, err := e.loadZone(value); err != nil {
			return errAt(s, "SET %s: %v", name, err)
		}
	case SettingCalendar:
		if !strings.EqualFold(strings.TrimSpace(value), "gregorian") {
			return errAt(s, "SET %s: only the gregorian calendar is supported, not %q", name, value)
		}
	case SettingScalarSubqueryError:
		switch strings.ToLower(value) {
		case "true", "1", "on", "t":
			value = "true"
		case "false", "0", "off", "f":
			value = "false"
		default:
			return errAt(s, "SET %s: want a boolean, got %q", name, value)
		}
	}
	e.db.SetSetting(name, value)
	return nil
}
