package executor_test

import "testing"

// PostgreSQL's composite types (CREATE TYPE name AS (fields)): a column,
// a cast, an array element or a field of that type is a struct of those
// fields. The rows were checked on PostgreSQL 15.
func TestCreateTypeComposite(t *testing.T) {
	setup := []string{
		"CREATE TYPE item_t AS (sku TEXT, qty INTEGER)",
		"CREATE TYPE order_t AS (n INTEGER, items item_t[])",
		"CREATE TABLE s (id INTEGER, items item_t[], o order_t)",
		"INSERT INTO s VALUES (1, ARRAY[CAST(ROW('a', 1) AS item_t), CAST(NULL AS item_t)], " +
			"CAST(ROW(7, ARRAY[CAST(ROW('z', 3) AS item_t)]) AS order_t)), (2, CAST(ARRAY[] AS item_t[]), NULL), (3, NULL, NULL)",
	}
	for _, c := range []sqlCase{
		{name: "unnest in FROM expands the fields", dialect: "postgres", setup: setup,
			query: "SELECT s.id, u.sku, u.qty, u.n FROM s CROSS JOIN LATERAL unnest(s.items) WITH ORDINALITY AS u(sku, qty, n) ORDER BY 1, 4",
			want:  []string{"1 | a | 1 | 1", "1 | NULL | NULL | 2"}},
		{name: "a select-list unnest keeps the element whole", dialect: "postgres", setup: setup,
			query: "SELECT s.id, (e.item).sku, (e.item).qty FROM s LEFT JOIN LATERAL (SELECT unnest(s.items) AS item) AS e ON TRUE ORDER BY 1, 2",
			want:  []string{"1 | a | 1", "1 | NULL | NULL", "2 | NULL | NULL", "3 | NULL | NULL"}},
		{name: "nested composite types", dialect: "postgres", setup: setup,
			query: "SELECT (o).n, ((o).items[1]).sku FROM s WHERE id = 1", want: []string{"7 | z"}},
		{name: "a type declared twice", dialect: "postgres", setup: setup,
			query: "CREATE TYPE ITEM_T AS (a INT)", err: "already exists"},
	} {
		runSQL(t, c)
	}
}
