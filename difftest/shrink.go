package difftest

import "context"

// shrink minimizes the case of d while a difference of the same kind, on
// the same target and engine, persists: rows are dropped (halves first,
// then one by one), values simplified (a cell to NULL, an array element
// removed), and the query simplified (an unused join or lateral, a
// conjunct, an item, DISTINCT, ORDER BY, GROUP BY dropped). Columns the
// query no longer references leave the fixture with it (Case.fixtureSQL
// prunes them). It returns the last difference seen.
func (k *checker) shrink(ctx context.Context, d *Difference) *Difference {
	if d.Case.Query == nil || d.Case.Fixture == nil || d.Case.RawQuery != "" {
		return d // a hand-written case
	}
	budget := k.opts.MaxShrinkSteps
	if budget <= 0 {
		budget = 400
	}
	f := &filter{target: d.Target, engine: d.Engine}
	try := func(c *Case) *Difference {
		if budget <= 0 || ctx.Err() != nil {
			return nil
		}
		budget--
		var st Stats
		for _, nd := range k.check(ctx, c, f, &st) {
			if nd.sameBug(d) {
				return nd
			}
		}
		return nil
	}
	cur := d
	for progress := true; progress && budget > 0; {
		progress = false
		c := cur.Case
		// The query, one simplification at a time.
		for _, q := range c.Query.simplifications() {
			nc := *c
			nc.Query = q
			if nd := try(&nc); nd != nil {
				cur, progress = nd, true
				break
			}
		}
		if progress {
			continue
		}
		// Rows: halves, then single rows.
		if nd := k.shrinkRows(cur, try); nd != nil {
			cur, progress = nd, true
			continue
		}
		// Values.
		if nd := k.shrinkValues(cur, try); nd != nil {
			cur, progress = nd, true
		}
	}
	return cur
}

func (k *checker) shrinkRows(d *Difference, try func(*Case) *Difference) *Difference {
	c := d.Case
	for ti, t := range c.Fixture.Tables {
		n := len(t.Rows)
		for size := n / 2; size >= 1; size /= 2 {
			for start := 0; start+size <= n; start += size {
				nc := *c
				nc.Fixture = c.Fixture.clone()
				rows := nc.Fixture.Tables[ti].Rows
				nc.Fixture.Tables[ti].Rows = append(rows[:start:start], rows[start+size:]...)
				if nd := try(&nc); nd != nil {
					return nd
				}
			}
		}
	}
	return nil
}

func (k *checker) shrinkValues(d *Difference, try func(*Case) *Difference) *Difference {
	c := d.Case
	pruned := c.Fixture.prune(c.Query.SQL())
	for ti, t := range c.Fixture.Tables {
		pt := pruned.table(t.Name)
		for ri, row := range t.Rows {
			for ci, v := range row {
				if v == nil || pt == nil || !hasColumn(pt, t.Cols[ci].Name) {
					continue
				}
				// A shorter array, one element at a time.
				if arr, ok := v.([]Value); ok {
					for ei := range arr {
						nc := *c
						nc.Fixture = c.Fixture.clone()
						na := nc.Fixture.Tables[ti].Rows[ri][ci].([]Value)
						nc.Fixture.Tables[ti].Rows[ri][ci] = append(na[:ei:ei], na[ei+1:]...)
						if nd := try(&nc); nd != nil {
							return nd
						}
					}
				}
				if kvs, ok := v.([]KV); ok && len(kvs) > 0 {
					nc := *c
					nc.Fixture = c.Fixture.clone()
					nc.Fixture.Tables[ti].Rows[ri][ci] = kvs[: len(kvs)-1 : len(kvs)-1]
					if nd := try(&nc); nd != nil {
						return nd
					}
				}
				if ci == 0 {
					continue // keep ids: they tell rows apart
				}
				nc := *c
				nc.Fixture = c.Fixture.clone()
				nc.Fixture.Tables[ti].Rows[ri][ci] = nil
				if nd := try(&nc); nd != nil {
					return nd
				}
			}
		}
	}
	return nil
}

func hasColumn(t *Table, name string) bool {
	for _, c := range t.Cols {
		if c.Name == name {
			return true
		}
	}
	return false
}
