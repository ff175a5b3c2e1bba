package rewrite_test

import "testing"

// A field read through a struct column inside a subquery whose FROM holds
// a derived table: the derived table binds only its alias and the columns
// its query names, and its body does not see its FROM's other items
// (ansi_struct_nested.go).
func TestAnsiStructNestedDerived(t *testing.T) {
	runExprPassCases(t, "lower_join", []exprCase{
		{name: "in the WHERE of a subquery over a derived table", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT s.id, (SELECT count(*) FROM (SELECT 1 AS k) AS d WHERE d.k < e.item.qty) AS c FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, (SELECT count(*) FROM (SELECT 1 AS k) AS d WHERE d.k < e.qty) AS c FROM s CROSS JOIN UNNEST(s.items) AS e(sku, qty)"},
		{name: "in the body of the derived table", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT s.id, (SELECT max(d.x) FROM (SELECT item.qty AS x FROM s AS s2) AS d, s AS s3) AS m FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, (SELECT max(d.x) FROM (SELECT e.qty AS x FROM s AS s2) AS d, s AS s3) AS m FROM s CROSS JOIN UNNEST(s.items) AS e(sku, qty)"},
		{name: "a derived table's column list", from: "spark", to: "ansi", schema: sparkStructs, fires: true,
			in:   "SELECT s.id, (SELECT count(*) FROM (VALUES (1), (2)) AS d(k) WHERE d.k < e.item.qty) AS c FROM s LATERAL VIEW explode(s.items) e AS item",
			want: "SELECT s.id, (SELECT count(*) FROM (VALUES (1), (2)) AS d(k) WHERE d.k < e.qty) AS c FROM s CROSS JOIN UNNEST(s.items) AS e(sku, qty)"},
		// the derived table has a column e, which could be read instead
		{name: "a derived column of the read's first name is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT s.id, (SELECT count(*) FROM (SELECT 1 AS e) AS d WHERE d.e < e.item.qty) AS c FROM s LATERAL VIEW explode(s.items) e AS item"},
		// a * over a table: its columns are not read here
		{name: "a derived table of unknown columns is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT s.id, (SELECT count(*) FROM (SELECT * FROM s) AS d WHERE d.id < e.item.qty) AS c FROM s LATERAL VIEW explode(s.items) e AS item"},
		// inside the derived table, its own FROM binds e first
		{name: "the derived table's own relation of the name is refused", from: "spark", to: "ansi", schema: sparkStructs, code: "T064",
			in: "SELECT s.id, (SELECT max(d.x) FROM (SELECT e.item.qty AS x FROM s AS e) AS d) AS m FROM s LATERAL VIEW explode(s.items) e AS item"},
	})
}
