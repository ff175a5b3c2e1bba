package executor

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// sqlFunction is a CREATE FUNCTION ... LANGUAGE SQL table function: its
// body is planned with the parameters bound as columns and run per call.
type sqlFunction struct {
	name       string
	params     []Column
	resultCols []Column
	body       *ast.Query
	returnsSet bool
}

func (e *Engine) createFunction(s *ast.CreateFunction) error {
	lang := strings.ToLower(s.Language)
	if lang != "sql" && lang != "" {
		return errAt(s, "only LANGUAGE SQL functions can run in the executor, not %s", s.Language)
	}
	if e.opts.ParseBody == nil {
		return errAt(s, "CREATE FUNCTION needs Options.ParseBody to parse the function body")
	}
	body := strings.TrimSpace(s.Body)
	body = strings.TrimSuffix(body, ";")
	q, err := e.opts.ParseBody(body)
	if err != nil {
		return errAt(s, "function %s: cannot parse the body: %v", s.Name.Last().Name, err)
	}
	fn := &sqlFunction{name: strings.ToLower(s.Name.Last().Name), body: q}
	for i, p := range s.Params {
		name := p.Name.Name
		if name == "" {
			name = "$" + strconv.Itoa(i+1)
		}
		fn.params = append(fn.params, Column{Name: name, Type: e.opts.typeOf(p.Type)})
	}
	switch {
	case len(s.ReturnsTable) > 0:
		fn.returnsSet = true
		for _, c := range s.ReturnsTable {
			fn.resultCols = append(fn.resultCols, Column{Name: c.Name.Name, Type: e.opts.typeOf(c.Type)})
		}
	default:
		fn.returnsSet = s.ReturnsSetOf
		t := e.opts.typeOf(s.Returns)
		if t.Kind == ast.TypeStruct && len(t.Fields) > 0 {
			for _, f := range t.Fields {
				fn.resultCols = append(fn.resultCols, Column{Name: f.Name, Type: f.Type})
			}
		} else {
			fn.resultCols = []Column{{Name: fn.name, Type: t}}
		}
	}
	e.db.mu.Lock()
	defer e.db.mu.Unlock()
	if _, exists := e.db.funcs[fn.name]; exists && !s.OrReplace {
		return errAt(s, "function %s already exists", fn.name)
	}
	e.db.funcs[fn.name] = fn
	return nil
}

// sqlFuncCursor runs a SQL function's body for each call.
type sqlFuncCursor struct {
	fn    *sqlFunction
	op    Operator
	slots []*Value
	ec    *execCtx
	b     *Batch
	pos   int
	done  bool
	rows  int
}

func (b *builder) newSQLFuncCursor(fn *sqlFunction, _ *env) (genCursor, error) {
	p := &planner{eng: b.eng}
	ps := &scope{}
	var ids []ColID
	for _, c := range fn.params {
		cm := p.newCol(c.Name, "", c.Type)
		ps.add(cm, "")
		ids = append(ids, cm.ID)
	}
	p.params = ps
	n, err := p.planQuery(fn.body, ps)
	if err != nil {
		return nil, fmt.Errorf("function %s: %v", fn.name, err)
	}
	if len(n.Output()) != len(fn.resultCols) {
		return nil, fmt.Errorf("function %s: the body returns %d columns, the declaration %d", fn.name, len(n.Output()), len(fn.resultCols))
	}
	n = prune(n)
	e := newEnv(nil, ids)
	op, err := b.build(n, e)
	if err != nil {
		return nil, err
	}
	c := &sqlFuncCursor{fn: fn, op: op, ec: b.ec}
	for _, id := range ids {
		c.slots = append(c.slots, e.slots[id])
	}
	return c, nil
}

func (c *sqlFuncCursor) process(args []Value) error {
	if len(args) != len(c.fn.params) {
		return fmt.Errorf("function %s takes %d arguments, got %d", c.fn.name, len(c.fn.params), len(args))
	}
	for i, a := range args {
		v, err := castValue(a, c.fn.params[i].Type)
		if err != nil {
			return fmt.Errorf("function %s: %v", c.fn.name, err)
		}
		*c.slots[i] = v
	}
	c.b, c.pos, c.done, c.rows = nil, 0, false, 0
	return c.op.Open(c.ec)
}

func (c *sqlFuncCursor) reset() {
	c.b, c.pos, c.done, c.rows = nil, 0, false, 0
	_ = c.op.Open(c.ec)
}

func (c *sqlFuncCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := 0
	for n < max && !c.done {
		if c.b == nil || c.pos >= c.b.N {
			b, err := c.op.Next()
			if err != nil {
				return n, err
			}
			if b == nil {
				c.done = true
				break
			}
			c.b, c.pos = b, 0
			continue
		}
		if !c.fn.returnsSet && c.rows >= 1 {
			c.done = true
			break
		}
		for col := range dst {
			v := Null
			if col < len(c.b.Cols) {
				v = c.b.Cols[col][c.pos]
			}
			dst[col][at+n] = v
		}
		c.pos++
		c.rows++
		n++
	}
	return n, nil
}

func (c *sqlFuncCursor) close() { c.op.Close() }
