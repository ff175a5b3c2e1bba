package difftest

// Window functions of the seeds from WindowSeeds on: an aggregate over a
// window partitioned by a scalar in scope, or over the whole result
// (count, max, min, sum: one value per partition whatever the rows'
// order), and rank and dense_rank ordered by a scalar, whose values the
// order of ties does not change but where the dialects put NULLs does
// (first in Hive, Spark and BigQuery for an ascending key, last in the
// others).

// WindowSeeds is the first seed whose cases hold window functions; the
// seeds below it generate the cases they always did.
const WindowSeeds = 70000

// windowItem is a select item computing a window function over the
// scalars in scope.
func (g *gen) windowItem() Item {
	p, v := pick(g, g.scalars), pick(g, g.scalars)
	part, val := g.unqualified(p), g.unqualified(v)
	var e string
	switch g.r.IntN(6) {
	case 0:
		e = "count(*)"
	case 1:
		e = "count(" + val + ")"
	case 2:
		e = "max(" + val + ")"
	case 3:
		e = "min(" + val + ")"
		if v.t.Kind == KInt {
			e = "sum(" + val + ")"
		}
	case 4:
		e = "rank()"
	default:
		e = "dense_rank()"
	}
	over := "PARTITION BY " + part
	if g.chance(4) {
		over = ""
	}
	uses := append(append([]string(nil), p.uses...), v.uses...)
	if e == "rank()" || e == "dense_rank()" {
		key := val + pick(g, []string{"", "", " DESC"})
		if over == "" {
			over = "ORDER BY " + key
		} else {
			over += " ORDER BY " + key
		}
	} else if over == "" {
		uses = v.uses
	}
	return Item{Expr: e + " OVER (" + over + ")", Alias: g.fresh("w"), Uses: uses}
}
