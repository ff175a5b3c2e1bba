package executor_test

import "testing"

// TestUnnestExpandsRows: Trino's and Presto's UNNEST of an array of rows
// yields one column per field, named by the row type's field names when
// no column aliases are given (Options.UnnestExpandsRows).
func TestUnnestExpandsRows(t *testing.T) {
	setup := []string{"CREATE TABLE t (id INTEGER, sa ARRAY(ROW(a INTEGER, b VARCHAR)))",
		"INSERT INTO t VALUES (1, ARRAY[CAST(ROW(1, 'x') AS ROW(a INTEGER, b VARCHAR)), NULL]), (2, NULL)"}
	for _, dialect := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "fields named by the row type", setup: setup, query: "SELECT id, a1.a, b FROM t CROSS JOIN UNNEST(t.sa) AS a1 ORDER BY a1.a",
				want: []string{"1 | 1 | x", "1 | NULL | NULL"}},
			{name: "aliases rename them", setup: setup, query: "SELECT p, q FROM t CROSS JOIN UNNEST(t.sa) AS a1(p, q) ORDER BY p",
				want: []string{"1 | x", "NULL | NULL"}},
			{name: "through a WITH query, a row of one field", setup: []string{"CREATE TABLE o (s1 ARRAY(ROW(a INTEGER)))",
				"INSERT INTO o VALUES (ARRAY[CAST(ROW(7) AS ROW(a INTEGER))])"},
				query: "WITH w AS (SELECT s1 FROM o) SELECT r FROM w CROSS JOIN UNNEST(w.s1) AS u(r)", want: []string{"7"}},
		} {
			c.dialect = dialect
			runShown(t, c)
		}
	}
}

// TestUnnestZipExpandsRows: Trino's and Presto's UNNEST of several
// arguments expands each array of rows into its fields (Trino
// documentation, SELECT, UNNEST: "If an argument is an array of ROW type,
// the rows are expanded into columns"), zipped with the other arguments:
// the shorter padded with NULLs, a NULL array as empty, a NULL row element
// giving NULL fields. reverse(t.sa) is an argument whose type only the
// executor tells (the translator does not type it), t.sa one the
// translator expands from the schema. The alias list names every column,
// WITH ORDINALITY's last, or none.
func TestUnnestZipExpandsRows(t *testing.T) {
	setup := []string{"CREATE TABLE t (id INTEGER, sa ARRAY(ROW(x INTEGER, y VARCHAR)), b ARRAY(INTEGER))",
		"INSERT INTO t VALUES (1, ARRAY[CAST(ROW(1, 'p') AS ROW(x INTEGER, y VARCHAR)), NULL], ARRAY[10, 20, 30]), (2, NULL, ARRAY[5]), " +
			"(3, ARRAY[], NULL), (4, NULL, NULL), (5, ARRAY[CAST(ROW(2, 'q') AS ROW(x INTEGER, y VARCHAR))], ARRAY[])"}
	zipped := []string{"1 | NULL | NULL | 10", "1 | 1 | p | 20", "1 | NULL | NULL | 30", "2 | NULL | NULL | 5", "5 | 2 | q | NULL"}
	for _, dialect := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "one column per field, zipped", setup: setup,
				query: "SELECT id, p, q, r FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) AS u(p, q, r) ORDER BY id, r", want: zipped},
			{name: "the fields named by the row type without aliases", setup: setup,
				query: "SELECT id, u.x, y FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) AS u WHERE id IN (1, 5) ORDER BY id, x",
				want:  []string{"1 | 1 | p", "1 | NULL | NULL", "1 | NULL | NULL", "5 | 2 | q"}},
			{name: "u.* has the three columns", setup: setup,
				query: "SELECT u.* FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) AS u WHERE id = 5", want: []string{"2 | q | NULL"}},
			{name: "the array of rows second", setup: setup,
				query: "SELECT id, p, q, r FROM t CROSS JOIN UNNEST(t.b, reverse(t.sa)) AS u(r, p, q) ORDER BY id, r",
				want:  []string{"1 | NULL | NULL | 10", "1 | 1 | p | 20", "1 | NULL | NULL | 30", "2 | NULL | NULL | 5", "5 | 2 | q | NULL"}},
			{name: "two arrays of rows", setup: setup,
				query: "SELECT e, f, g, h FROM t CROSS JOIN UNNEST(reverse(t.sa), t.sa) AS u(e, f, g, h) WHERE id = 1 ORDER BY e",
				want:  []string{"1 | p | NULL | NULL", "NULL | NULL | 1 | p"}},
			{name: "typed by the schema", setup: setup,
				query: "SELECT id, p, q, r FROM t CROSS JOIN UNNEST(t.sa, t.b) AS u(p, q, r) ORDER BY id, r",
				want:  []string{"1 | 1 | p | 10", "1 | NULL | NULL | 20", "1 | NULL | NULL | 30", "2 | NULL | NULL | 5", "5 | 2 | q | NULL"}},
			{name: "WITH ORDINALITY, its alias last", setup: setup,
				query: "SELECT p, q, r, o FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) WITH ORDINALITY AS u(p, q, r, o) WHERE id = 1 ORDER BY o",
				want:  []string{"NULL | NULL | 10 | 1", "1 | p | 20 | 2", "NULL | NULL | 30 | 3"}},
			{name: "LEFT JOIN keeps NULL and empty arrays", setup: setup,
				query: "SELECT id, p, q, r FROM t LEFT JOIN UNNEST(reverse(t.sa), t.b) AS u(p, q, r) ON true WHERE id >= 3 ORDER BY id, r",
				want:  []string{"3 | NULL | NULL | NULL", "4 | NULL | NULL | NULL", "5 | 2 | q | NULL"}},
			{name: "an alias per argument is too few", setup: setup,
				query: "SELECT * FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) AS u(p, r)",
				err:   "the column alias list has 2 entries, but the UNNEST yields 3 columns"},
			{name: "too many aliases", setup: setup,
				query: "SELECT * FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) AS u(p, q, r, s)",
				err:   "the column alias list has 4 entries, but the UNNEST yields 3 columns"},
			{name: "WITH ORDINALITY needs its alias too", setup: setup,
				query: "SELECT * FROM t CROSS JOIN UNNEST(reverse(t.sa), t.b) WITH ORDINALITY AS u(p, q, r)",
				err:   "the column alias list has 3 entries, but the UNNEST WITH ORDINALITY yields 4 columns"},
			{name: "one argument WITH ORDINALITY counts its alias", setup: setup,
				query: "SELECT * FROM t CROSS JOIN UNNEST(reverse(t.sa)) WITH ORDINALITY AS u(p, o)",
				err:   "the column alias list has 2 entries, but the UNNEST WITH ORDINALITY yields 3 columns"},
			// the executor does not type a lambda's result, so it cannot
			// count the fields of the rows transform makes: refused, not
			// one column of rows with the second alias dropped
			{name: "elements not typed", setup: setup,
				query: "SELECT * FROM t CROSS JOIN UNNEST(transform(t.b, v -> CAST(ROW(v, 'a') AS ROW(m INTEGER, n VARCHAR)))) AS u(m, n)",
				err:   "needs a typed form"},
		} {
			c.dialect = dialect
			runShown(t, c)
		}
	}
}
