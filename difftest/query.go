package difftest

import (
	"strconv"
	"strings"
)

// Query is a generated query, kept in parts so that the shrinker can drop
// them one at a time: the text of each part is already in the source
// dialect's spelling.
type Query struct {
	Source string
	// With, when set, is a WITH clause the base table is read through
	// (From then names its query, aliased t).
	With     string
	Distinct bool
	Items    []Item
	From     string // the base table
	Parts    []Part // joins and lateral constructs, in order
	Where    []Part // conjuncts
	// Group aggregates: the GROUP BY keys are the items that are not
	// aggregates (none: one global group).
	Group bool
	// Order sorts by every output column (NULLs where the source puts
	// them) and keeps Limit rows, so the rows kept are determined.
	Order bool
	Limit int
}

// Item is one select-list item.
type Item struct {
	Expr  string
	Alias string
	Agg   bool // an aggregate
	Gen   bool // a row generator in the select list
	// Order, when set, follows the item's key in ORDER BY: " DESC",
	// " NULLS FIRST", " DESC NULLS LAST"...
	Order string
	Uses  []string
}

// Part is a join, a lateral construct or a WHERE conjunct.
type Part struct {
	Text  string
	Alias string // the name it introduces, if any
	Uses  []string
}

func (q *Query) clone() *Query {
	c := *q
	c.Items = append([]Item(nil), q.Items...)
	c.Parts = append([]Part(nil), q.Parts...)
	c.Where = append([]Part(nil), q.Where...)
	return &c
}

// SQL renders the query.
func (q *Query) SQL() string {
	var b strings.Builder
	b.WriteString(q.With)
	b.WriteString("SELECT ")
	if q.Distinct {
		b.WriteString("DISTINCT ")
	}
	for i, it := range q.Items {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(it.Expr)
		if it.Alias != "" {
			b.WriteString(" AS " + it.Alias)
		}
	}
	b.WriteString(" FROM " + q.From)
	for i, p := range q.Parts {
		text := p.Text
		if strings.HasPrefix(text, ",") && i < len(q.Parts)-1 && (q.Source == "trino" || q.Source == "presto") {
			// In Trino a comma binds looser than JOIN, and the joins
			// after it could not read the tables before it ("Column
			// 't.arr' cannot be resolved"): a CROSS JOIN keeps them in
			// scope.
			text = "CROSS JOIN" + strings.TrimPrefix(text, ",")
		}
		if !strings.HasPrefix(text, ",") {
			b.WriteString(" ")
		}
		b.WriteString(text)
	}
	for i, w := range q.Where {
		if i == 0 {
			b.WriteString(" WHERE ")
		} else {
			b.WriteString(" AND ")
		}
		b.WriteString(w.Text)
	}
	if q.Group {
		var keys []string
		for _, it := range q.Items {
			if !it.Agg {
				keys = append(keys, it.Expr)
			}
		}
		if len(keys) > 0 {
			b.WriteString(" GROUP BY " + strings.Join(keys, ", "))
		}
	}
	if q.Order {
		var keys []string
		for _, it := range q.Items {
			keys = append(keys, it.Alias+it.Order)
		}
		b.WriteString(" ORDER BY " + strings.Join(keys, ", "))
		if q.Limit > 0 {
			b.WriteString(" LIMIT " + strconv.Itoa(q.Limit))
		}
	}
	return b.String()
}

// used reports whether any remaining part of q, other than part skip of
// Parts, refers to alias.
func (q *Query) used(alias string, skip int) bool {
	has := func(uses []string) bool {
		for _, u := range uses {
			if u == alias {
				return true
			}
		}
		return false
	}
	for _, it := range q.Items {
		if has(it.Uses) {
			return true
		}
	}
	for i, p := range q.Parts {
		if i != skip && has(p.Uses) {
			return true
		}
	}
	for _, w := range q.Where {
		if has(w.Uses) {
			return true
		}
	}
	return false
}

// valid checks the shape rules the generator keeps: at least one item, a
// part's alias used only after it, GROUP BY items either keys or
// aggregates, a Hive select-list generator alone in its list.
func (q *Query) valid() bool {
	if len(q.Items) == 0 {
		return false
	}
	if !q.Group {
		for _, it := range q.Items {
			if it.Agg {
				return false
			}
		}
	}
	for _, it := range q.Items {
		if it.Gen && (q.Group || q.Order || (q.Source == "hive" && len(q.Items) > 1)) {
			return false
		}
	}
	return true
}

// simplifications lists the queries one step simpler than q, for the
// shrinker: an item, a conjunct or an unused part dropped, and the
// DISTINCT, ORDER BY, GROUP BY taken away.
func (q *Query) simplifications() []*Query {
	var out []*Query
	add := func(c *Query) {
		if c.valid() {
			out = append(out, c)
		}
	}
	for i := len(q.Parts) - 1; i >= 0; i-- {
		p := q.Parts[i]
		if p.Alias != "" && q.used(p.Alias, i) {
			continue
		}
		c := q.clone()
		c.Parts = append(c.Parts[:i:i], c.Parts[i+1:]...)
		add(c)
	}
	for i := range q.Where {
		c := q.clone()
		c.Where = append(c.Where[:i:i], c.Where[i+1:]...)
		add(c)
	}
	if len(q.Items) > 1 {
		for i := range q.Items {
			c := q.clone()
			c.Items = append(c.Items[:i:i], c.Items[i+1:]...)
			add(c)
		}
	}
	if q.Distinct {
		c := q.clone()
		c.Distinct = false
		add(c)
	}
	if q.Order {
		c := q.clone()
		c.Order, c.Limit = false, 0
		add(c)
	}
	if q.Group {
		c := q.clone()
		c.Group = false
		var items []Item
		for _, it := range c.Items {
			if !it.Agg {
				items = append(items, it)
			}
		}
		c.Items = items
		add(c)
	}
	return out
}
