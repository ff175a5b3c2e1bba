package executor_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/engines/pgtemp"
	"github.com/lateral-sql/lateral/executor"
)

// The executor reads Parquet through the reader a program installs; the
// lateral command installs DuckDB's, and so do these tests.
func init() { executor.SetParquetReader(engines.ReadParquet) }

// The Parquet fixtures of testdata/parquet were written with a low-level
// Parquet writer that shredded each row into its leaf columns' definition
// and repetition levels (an implementation of the format's rules
// independent of any reader), so they hold layouts DuckDB does not write:
//
//	main.parquet        the main fixture in row groups of 3, Snappy
//	main_plain.parquet  the same rows in row groups of 2, uncompressed
//	legacy.parquet      the legacy fixture in row groups of 2
//	bson.parquet        id INT32 and bs BYTE_ARRAY (BSON): 1, '\x05\x00'; 2, NULL; 3, NULL
//
// The main fixture's fields, in order (optional unless said):
//
//	id INT32 required; name STRING; tags LIST<STRING>; attrs MAP<STRING
//	required, INT64>; points LIST<struct<x INT32, y DOUBLE>>; price
//	DECIMAL(12,2) on INT64; big DECIMAL(38,6) on FIXED(16); day DATE; ts
//	TIMESTAMP(micros, local); tstz TIMESTAMP(millis, UTC); flag BOOLEAN;
//	ratio FLOAT; info struct<age INT(8, signed), city STRING required>; raw
//	BYTE_ARRAY; nums INT32 repeated (outside a LIST); u32 INT(32,
//	unsigned); nested LIST<LIST<INT32>>; uid UUID; tod TIME(micros, local).
//
// The legacy fixture's: id INT32 required; u64 INT(64, unsigned); i16
// INT(16, signed); u8 INT(8, unsigned); f16 FLOAT16; iv INTERVAL; js JSON;
// en ENUM; tms TIME(millis) on INT32; tns TIMESTAMP(nanos); i96 INT96; cstr
// UTF8, cts TIMESTAMP_MILLIS and cdec DECIMAL(9,2) as converted types only;
// l2 a two-level LIST of INT32; l3 a two-level LIST of a repeated group
// named array; m2 MAP with a MAP_KEY_VALUE group; rg a repeated group
// outside a LIST; rl a required three-level LIST of required INT32.

// pqFixture is a table of testdata/parquet and the column types the
// executor (and DuckDB) give it.
type pqFixture struct {
	file      string
	refTypes  []string // the executor's column types
	duckTypes []string // DuckDB's read_parquet column types
}

// pqMainFixture has every shape the loader maps: NULLs, empty and NULL
// lists, NULL elements, a map, a list of structs, a list of lists, decimals,
// a date, timestamps with and without a time zone.
func pqMainFixture() pqFixture {
	return pqFixture{
		file: "main.parquet",
		refTypes: []string{"int", "varchar", "array<varchar>", "map<varchar,bigint>", "array<struct<x:int,y:double>>",
			"decimal(12,2)", "decimal(38,6)", "date", "timestamp", "timestamptz", "boolean", "real",
			"struct<age:tinyint,city:varchar>", "binary", "array<int>", "bigint", "array<array<int>>", "uuid", "time"},
		duckTypes: []string{"INTEGER", "VARCHAR", "VARCHAR[]", "MAP(VARCHAR, BIGINT)", `STRUCT("x" INTEGER, "y" DOUBLE)[]`,
			"DECIMAL(12,2)", "DECIMAL(38,6)", "DATE", "TIMESTAMP", "TIMESTAMPTZ", "BOOLEAN", "FLOAT",
			`STRUCT("age" TINYINT, "city" VARCHAR)`, "BLOB", "INTEGER[]", "UINTEGER", "INTEGER[][]", "UUID", "TIME"},
	}
}

// pqLegacyFixture has the rarer types and the older writers' layouts.
func pqLegacyFixture() pqFixture {
	return pqFixture{
		file: "legacy.parquet",
		refTypes: []string{"int", "decimal(20,0)", "smallint", "smallint", "real", "interval", "json", "varchar", "time",
			"timestamp", "timestamp", "varchar", "timestamp", "decimal(9,2)", "array<int>", "array<struct<a:int,b:varchar>>",
			"map<varchar,int>", "array<struct<a:int,b:boolean>>", "array<int>"},
	}
}

// pqNeedReader ends a test that loads Parquet in a build without the
// reader, which needs DuckDB (cgo).
func pqNeedReader(t *testing.T) {
	t.Helper()
	if !engines.ParquetAvailable {
		pgtemp.Unavailable(t, "DuckDB", engines.ErrNoDuckDB)
	}
}

// pqCopy copies a file of testdata/parquet to path (for a test that loads
// it: see pqNeedReader).
func pqCopy(t *testing.T, file, path string) {
	t.Helper()
	pqNeedReader(t)
	data, err := os.ReadFile(filepath.Join("testdata", "parquet", file))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// pqQuery runs sql with the data directories and returns its rows as text.
func pqQuery(t *testing.T, dialect, sql string, dirs ...string) ([]executor.Column, []string) {
	t.Helper()
	cols, rows, err := pqQueryRows(dialect, sql, dirs...)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	var got []string
	for _, row := range rows {
		parts := make([]string, len(row))
		for i, v := range row {
			parts[i] = v.String()
		}
		got = append(got, strings.Join(parts, " | "))
	}
	return cols, got
}

func pqQueryRows(dialect, sql string, dirs ...string) ([]executor.Column, [][]executor.Value, error) {
	r, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{DataDirs: dirs})
	if err != nil {
		return nil, nil, err
	}
	defer r.Close()
	rows, err := r.All()
	return r.Columns(), rows, err
}

func pqWantRows(t *testing.T, sql string, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s\n got:\n  %s\nwant:\n  %s", sql, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestLoadDirParquet loads the main fixture, checks its types and values,
// and runs the row generators of several dialects over its lists and map.
func TestLoadDirParquet(t *testing.T) {
	dir := t.TempDir()
	fx := pqMainFixture()
	pqCopy(t, fx.file, filepath.Join(dir, "t.parquet"))

	cols, _ := pqQuery(t, "duckdb", "SELECT * FROM t", dir)
	var types []string
	for _, c := range cols {
		types = append(types, c.Type.String())
	}
	if strings.Join(types, " ") != strings.Join(fx.refTypes, " ") {
		t.Errorf("column types\n got %v\nwant %v", types, fx.refTypes)
	}

	sql := "SELECT id, name, tags, attrs, points, price, big, day, ts, tstz, flag, ratio, info, nums, u32, nested, uid, tod FROM t ORDER BY id"
	_, got := pqQuery(t, "duckdb", sql, dir)
	pqWantRows(t, sql, got,
		"1 | ann | ['a', 'b'] | {'k1'=1, 'k2'=NULL} | [{'x': 1, 'y': 1.5}, {'x': NULL, 'y': 2.5}] | 123.45 | -1234567.000001 | 2022-01-08 | 2022-01-08 01:02:03.000001 | 2023-11-14 22:13:20.123+00 | true | 0.5 | {'age': 30, 'city': 'Oslo'} | [1, 2, 3] | 4000000000 | [[1, 2], [], NULL, [NULL, 3]] | 12345678-9abc-def0-0123-456789abcdef | 12:34:56.000123",
		"2 | NULL | [] | {} | [] | NULL | 0.000000 | NULL | NULL | NULL | false | NULL | NULL | [] | NULL | [] | NULL | NULL",
		"3 | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | [] | NULL | NULL | NULL | NULL",
		"4 | dee | [NULL, 'c', NULL] | {'z'=-7} | [NULL, {'x': 3, 'y': NULL}] | -0.05 | 99999999999999999999999999999999.999999 | 1969-12-31 | 1969-12-31 23:59:59.999999 | 1969-12-31 23:59:59.999+00 | NULL | -2.25 | {'age': NULL, 'city': ''} | [7] | 0 | [NULL] | NULL | 00:00:00")

	// Row generators over the loaded lists: Hive's OUTER posexplode keeps
	// the NULL and empty lists, Trino's UNNEST drops them and spreads the
	// structs, and a map unnests to its entries.
	sql = "SELECT id, pos, tag FROM t LATERAL VIEW OUTER posexplode(tags) v AS pos, tag ORDER BY id, pos"
	_, got = pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, "1 | 0 | a", "1 | 1 | b", "2 | NULL | NULL", "3 | NULL | NULL", "4 | 0 | NULL", "4 | 1 | c", "4 | 2 | NULL")
	sql = "SELECT id, x, y, n FROM t CROSS JOIN UNNEST(points) WITH ORDINALITY AS p(x, y, n) ORDER BY id, n"
	_, got = pqQuery(t, "trino", sql, dir)
	pqWantRows(t, sql, got, "1 | 1 | 1.5 | 1", "1 | NULL | 2.5 | 2", "4 | NULL | NULL | 1", "4 | 3 | NULL | 2")
	sql = "SELECT id, k, v FROM t CROSS JOIN UNNEST(attrs) AS m(k, v) ORDER BY id, k"
	_, got = pqQuery(t, "trino", sql, dir)
	pqWantRows(t, sql, got, "1 | k1 | 1", "1 | k2 | NULL", "4 | z | -7")
	sql = "SELECT id, inner_list, x FROM t LATERAL VIEW explode(nested) a AS inner_list LATERAL VIEW OUTER explode(inner_list) b AS x"
	_, got = pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, "1 | [1, 2] | 1", "1 | [1, 2] | 2", "1 | [] | NULL", "1 | NULL | NULL", "1 | [NULL, 3] | NULL", "1 | [NULL, 3] | 3", "4 | NULL | NULL")
	sql = "SELECT id, n FROM t, unnest(nums) AS u(n) ORDER BY id, n"
	_, got = pqQuery(t, "postgres", sql, dir)
	pqWantRows(t, sql, got, "1 | 1", "1 | 2", "1 | 3", "4 | 7")
}

// TestLoadDirParquetLegacy reads the rarer types and older layouts.
func TestLoadDirParquetLegacy(t *testing.T) {
	dir := t.TempDir()
	fx := pqLegacyFixture()
	pqCopy(t, fx.file, filepath.Join(dir, "old.parquet"))
	cols, got := pqQuery(t, "duckdb", "SELECT id, u64, i16, u8, f16, iv, js, en, tms, tns, i96, cstr, cts, cdec, l2, l3, m2, rg, rl FROM old ORDER BY id", dir)
	var types []string
	for _, c := range cols {
		types = append(types, c.Type.String())
	}
	if strings.Join(types, " ") != strings.Join(fx.refTypes, " ") {
		t.Errorf("column types\n got %v\nwant %v", types, fx.refTypes)
	}
	pqWantRows(t, "SELECT * FROM old", got,
		`1 | 18446744073709551615 | -32768 | 255 | -2.5 | 1 year 2 months 3 days 00:00:04.005 | {"a": 1} | RED | 01:02:03.004 | 2023-11-14 22:13:20.123456 | 1970-01-02 01:00:00.000001 | ü | 1970-01-02 00:00:00 | 123.45 | [1, 2] | [{'a': 1, 'b': 'x'}, {'a': NULL, 'b': NULL}] | {'a'=1, 'b'=NULL} | [{'a': 5, 'b': true}, {'a': NULL, 'b': false}] | [7, 8]`,
		"2 | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | [] | [] | {} | [] | []",
		"3 | 42 | NULL | 0 | 5.9604645e-08 | 00:00:00 | {} | NULL | 00:00:00 | 1969-12-31 23:59:59.999999 | 1970-01-01 00:00:00 | NULL | 1969-12-31 23:59:59.999 | -0.01 | NULL | NULL | NULL | [] | [9]")
}

// TestLoadDirParquetManyRows crosses pages and row groups (a file DuckDB
// writes, Zstandard, data pages of version 2), with lists of every length
// up to 9.
func TestLoadDirParquetManyRows(t *testing.T) {
	duck := enginetest.DuckDB(t)
	dir := t.TempDir()
	enginetest.Exec(t, duck, fmt.Sprintf(`COPY (SELECT i AS id,
		CASE WHEN i %% 11 = 5 THEN NULL ELSE list_transform(range(i %% 10), j -> CASE WHEN (i + j) %% 7 = 3 THEN NULL ELSE i * j END) END AS xs
	FROM range(10000) r(i) ORDER BY i) TO '%s' (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 2048, PARQUET_VERSION v2)`,
		filepath.Join(dir, "big.parquet")))
	var wantCount, wantSum, wantNulls, nullLists int64
	n := int64(10000)
	for i := range n {
		if i%11 == 5 {
			nullLists++
			continue
		}
		for j := range i % 10 {
			if (i+j)%7 == 3 {
				wantNulls++
			} else {
				wantSum += i * j
			}
			wantCount++
		}
	}
	res := enginetest.Query(t, duck, fmt.Sprintf("SELECT count(*) FROM parquet_metadata('%s') GROUP BY row_group_id", filepath.Join(dir, "big.parquet")))
	if len(res.Rows) < 2 {
		t.Fatalf("want several row groups, got %d", len(res.Rows))
	}
	sql := "SELECT count(*), sum(x), count(*) - count(x) FROM big LATERAL VIEW explode(xs) v AS x"
	_, got := pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, fmt.Sprintf("%d | %d | %d", wantCount, wantSum, wantNulls))
	sql = "SELECT count(*), count(xs), sum(size(xs)) FROM big WHERE xs IS NOT NULL OR id < 100"
	_, got = pqQuery(t, "hive", sql, dir)
	// Hive's size(NULL) is -1: nine NULL lists have an id below 100.
	pqWantRows(t, sql, got, fmt.Sprintf("%d | %d | %d", n-nullLists+9, n-nullLists, wantCount-9))
	// Four rows in full, built by the rule that wrote them.
	var want []string
	for _, i := range []int64{0, 5, 9, 9999} {
		if i%11 == 5 {
			want = append(want, fmt.Sprintf("%d | NULL", i))
			continue
		}
		var xs []string
		for j := range i % 10 {
			if (i+j)%7 == 3 {
				xs = append(xs, "NULL")
			} else {
				xs = append(xs, fmt.Sprint(i*j))
			}
		}
		want = append(want, fmt.Sprintf("%d | [%s]", i, strings.Join(xs, ", ")))
	}
	sql = "SELECT id, xs FROM big WHERE id IN (0, 5, 9, 9999) ORDER BY id"
	_, got = pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, want...)
}

// TestLoadDirParquetSchema: NAME.sql types the table from the file's
// columns by name, casting, and refuses what does not fit.
func TestLoadDirParquetSchema(t *testing.T) {
	fx := pqMainFixture()
	cases := []struct {
		name, sql string
		query     string
		want      []string
		err       string
	}{
		{name: "subset, reordered, cast", sql: "CREATE TABLE t (tags ARRAY<STRING>, ID BIGINT, price DOUBLE, info STRUCT<city: STRING>, attrs MAP<STRING, STRING>, day STRING)",
			query: "SELECT * FROM t ORDER BY id",
			want: []string{"['a', 'b'] | 1 | 123.45 | {'city': 'Oslo'} | {'k1'='1', 'k2'=NULL} | 2022-01-08",
				"[] | 2 | NULL | NULL | {} | NULL", "NULL | 3 | NULL | NULL | NULL | NULL",
				"[NULL, 'c', NULL] | 4 | -0.05 | {'city': ''} | {'z'='-7'} | 1969-12-31"}},
		{name: "missing column", sql: "CREATE TABLE t (id INT, nope INT)", err: "t.sql declares column nope, which the Parquet file does not have (its columns: id, name, tags"},
		{name: "array declared, scalar in the file", sql: "CREATE TABLE t (name ARRAY<STRING>)", err: "column name is declared array<string>, the Parquet file has varchar"},
		{name: "struct field missing", sql: "CREATE TABLE t (info STRUCT<zip: INT>)", err: "column info: field zip is declared"},
		{name: "scalar declared, list in the file", sql: "CREATE TABLE t (tags STRING)", err: "column tags is declared string, the Parquet file has array<varchar>"},
		{name: "value that does not cast", sql: "CREATE TABLE t (u32 INT)", err: "row 1: column u32: value 4000000000 out of range for int"},
		{name: "NULL in a NOT NULL column", sql: "CREATE TABLE t (id INT, name STRING NOT NULL)", err: "row 2: column name is NULL, and t.sql declares it NOT NULL"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			pqCopy(t, fx.file, filepath.Join(dir, "t.parquet"))
			if err := os.WriteFile(filepath.Join(dir, "t.sql"), []byte(c.sql), 0o644); err != nil {
				t.Fatal(err)
			}
			dialect := "hive"
			if c.err != "" {
				_, _, err := pqQueryRows(dialect, "SELECT * FROM t", dir)
				if err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "t.parquet") {
					t.Fatalf("want an error naming t.parquet and containing %q, got %v", c.err, err)
				}
				return
			}
			_, got := pqQuery(t, dialect, c.query, dir)
			pqWantRows(t, c.query, got, c.want...)
		})
	}
}

// TestLoadDirParquetBadFiles: a file that is not Parquet, or is cut short,
// is an error naming it, never a panic.
func TestLoadDirParquetBadFiles(t *testing.T) {
	pqNeedReader(t)
	files := map[string][]byte{}
	for codec, file := range map[string]string{"UNCOMPRESSED": "main_plain.parquet", "SNAPPY": "main.parquet"} {
		data, err := os.ReadFile(filepath.Join("testdata", "parquet", file))
		if err != nil {
			t.Fatal(err)
		}
		files[codec] = data
	}
	data := files["UNCOMPRESSED"]
	cases := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"text", []byte("id,name\n1,ann\n")},
		{"magic only", []byte("PAR1PAR1")},
		{"truncated", data[:len(data)/2]},
		{"no footer", data[:len(data)-8]},
	}
	// Pages damaged under an intact footer: every eleventh byte of the
	// column chunks, from several starting points.
	for codec, data := range files {
		footer := len(data) - 8 - int(binary.LittleEndian.Uint32(data[len(data)-8:]))
		for start := 4; start < 15; start++ {
			bad := append([]byte(nil), data...)
			for i := start; i < footer; i += 11 {
				bad[i] ^= 0xa5
			}
			cases = append(cases, struct {
				name string
				data []byte
			}{fmt.Sprintf("%s pages from %d", codec, start), bad})
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "bad.parquet"), c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			e := executor.New(executor.Options{})
			err := e.LoadDir(dir)
			if err == nil || !strings.HasPrefix(err.Error(), "bad.parquet: ") {
				t.Fatalf("want an error naming bad.parquet, got %v", err)
			}
			t.Log(err)
		})
	}
}

// TestLoadDirParquetDamagedBytes: with one byte changed (every 31st
// byte in turn, in two files), a file loads (a value may differ) or is an
// error naming it; nothing panics and nothing hangs.
func TestLoadDirParquetDamagedBytes(t *testing.T) {
	pqNeedReader(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "t.parquet")
	for k, codec := range []string{"main_plain.parquet", "main.parquet"} {
		data, err := os.ReadFile(filepath.Join("testdata", "parquet", codec))
		if err != nil {
			t.Fatal(err)
		}
		loaded, failed := 0, 0
		for i := k * 15; i < len(data); i += 31 {
			bad := append([]byte(nil), data...)
			bad[i] ^= 0xff
			if err := os.WriteFile(path, bad, 0o644); err != nil {
				t.Fatal(err)
			}
			err := executor.New(executor.Options{}).LoadDir(dir)
			switch {
			case err == nil:
				loaded++
			case strings.HasPrefix(err.Error(), "t.parquet: "):
				failed++
			default:
				t.Fatalf("%s byte %d: an error not naming the file: %v", codec, i, err)
			}
		}
		t.Logf("%s: %d bytes: %d damaged files loaded, %d refused", codec, len(data), loaded, failed)
	}
}

// TestLoadDirParquetSymlinkOutside: a .parquet link leading out of the
// data directory is refused like any other data file.
func TestLoadDirParquetSymlinkOutside(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "secret.parquet")
	pqCopy(t, pqMainFixture().file, outside)
	dir := filepath.Join(base, "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "t.parquet")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	err := executor.New(executor.Options{}).LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), "resolves outside the data directory") {
		t.Fatalf("want a refusal, got %v", err)
	}
}

// TestLoadDirParquetDuckDB checks the conversion of DuckDB's values into
// the executor's: the loaded rows, normalized by engines.FromReference,
// equal DuckDB's own rows of read_parquet, normalized by the engines
// package, for the fixtures and for a file DuckDB writes itself. (The
// loader reads through DuckDB too; the expected rows of TestLoadDirParquet
// and TestLoadDirParquetLegacy were checked against the earlier reader,
// which decoded the files itself.)
func TestLoadDirParquetDuckDB(t *testing.T) {
	duck := enginetest.DuckDB(t)
	dir := t.TempDir()
	fx := pqMainFixture()
	path := filepath.Join(dir, "t.parquet")
	pqCopy(t, fx.file, path)

	res := enginetest.Query(t, duck, fmt.Sprintf("SELECT * FROM read_parquet('%s') ORDER BY id", path))
	if strings.Join(res.Types, " | ") != strings.Join(fx.duckTypes, " | ") {
		t.Errorf("DuckDB's column types\n got %v\nwant %v", res.Types, fx.duckTypes)
	}
	_, ref, err := pqQueryRows("duckdb", "SELECT * FROM t ORDER BY id", dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(engines.FromReferenceRows(ref), res.Rows, true); !ok {
		t.Errorf("reference executor (-) vs DuckDB (+): %s", diff)
	}

	// The rarer types and older layouts.
	lpath := filepath.Join(dir, "old.parquet")
	pqCopy(t, pqLegacyFixture().file, lpath)
	// DuckDB keeps TIMESTAMP(NANOS) to the nanosecond, the executor to the
	// microsecond, rounding down (DuckDB's cast rounds toward zero).
	res = enginetest.Query(t, duck, fmt.Sprintf(`SELECT * REPLACE (
		make_timestamp((epoch_ns(tns) - ((epoch_ns(tns) %% 1000) + 1000) %% 1000) // 1000) AS tns)
		FROM read_parquet('%s') ORDER BY id`, lpath))
	t.Logf("DuckDB's types of the older layouts: %v", res.Types)
	_, ref, err = pqQueryRows("duckdb", "SELECT * FROM old ORDER BY id", dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(engines.FromReferenceRows(ref), res.Rows, true); !ok {
		t.Errorf("older layouts: reference executor (-) vs DuckDB (+): %s", diff)
	}

	// A file DuckDB writes (its encodings, compression and list layout).
	ddir := t.TempDir()
	dpath := filepath.Join(ddir, "d.parquet")
	enginetest.Exec(t, duck, fmt.Sprintf(`COPY (SELECT id::INT AS id, tags::VARCHAR[] AS tags, m::MAP(VARCHAR, DECIMAL(4,1)) AS m,
		items::STRUCT(p INT, q INT[])[] AS items, st::STRUCT(s VARCHAR, n INT) AS st, d::DECIMAL(9,3) AS d, dt::DATE AS dt,
		ts::TIMESTAMP AS ts, tz::TIMESTAMPTZ AS tz, bl::BLOB AS bl, u8::UTINYINT AS u8, i16::SMALLINT AS i16, f::FLOAT AS f,
		j::JSON AS j
	FROM (VALUES
		(1, ['a', NULL, 'b'], MAP {'x': 1.5, 'y': NULL}, [{'p': 1, 'q': [2, NULL]}, NULL], {'s': 'one', 'n': NULL},
		 12.5, '2024-02-29', '2024-02-29 12:00:00.5', '2024-02-29 12:00:00.25+00', '\xAA\x00ab', 200, -300, 0.25, '{"a": [1, null]}'),
		(2, [], MAP {}, [], NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
		(3, NULL, NULL, NULL, {'s': NULL, 'n': 3}, -0.001, '1900-01-01', '1900-01-01 00:00:00', '1969-12-31 23:59:59.999999+00', '', 0, 32767, -1024.75, '{"b": "c"}'),
		(4, [NULL], MAP {'z': -0.5}, [NULL, {'p': NULL, 'q': []}, {'p': 9, 'q': NULL}], {'s': '', 'n': 0}, 999999.999, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)
	) v(id, tags, m, items, st, d, dt, ts, tz, bl, u8, i16, f, j)) TO '%s' (FORMAT parquet)`, dpath))
	res = enginetest.Query(t, duck, fmt.Sprintf("SELECT * FROM read_parquet('%s') ORDER BY id", dpath))
	_, ref, err = pqQueryRows("duckdb", "SELECT * FROM d ORDER BY id", ddir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(engines.FromReferenceRows(ref), res.Rows, true); !ok {
		t.Errorf("DuckDB-written file: reference executor (-) vs DuckDB (+): %s", diff)
	}
	want := enginetest.Query(t, duck, fmt.Sprintf("SELECT id, tag FROM read_parquet('%s') AS d, unnest(d.tags) AS t(tag)", dpath))
	sql := "SELECT id, tag FROM d CROSS JOIN UNNEST(tags) AS t(tag)"
	_, ref, err = pqQueryRows("trino", sql, ddir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(engines.FromReferenceRows(ref), want.Rows, false); !ok {
		t.Errorf("%s: reference executor (-) vs DuckDB (+): %s", sql, diff)
	}
}

// TestDataFileTable: the files LoadDir reads, which the HTTP API also
// keeps request tables from shadowing.
func TestDataFileTable(t *testing.T) {
	for name, want := range map[string]string{"a.ndjson": "a", "b.jsonl": "b", "c.json": "c", "d.csv": "d", "e.f.parquet": "e.f"} {
		if got, ok := executor.DataFileTable(name); !ok || got != want {
			t.Errorf("%s: got %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, name := range []string{"a.sql", "b.txt", "parquet", "c.parquet.gz", "d"} {
		if got, ok := executor.DataFileTable(name); ok {
			t.Errorf("%s: loaded as %q", name, got)
		}
	}
}

// TestLoadDirParquetBSON: DuckDB's reader refuses the BSON logical type,
// so a file with a BSON column is an error naming the file and the type's
// code (BSON is converted type 20).
func TestLoadDirParquetBSON(t *testing.T) {
	dir := t.TempDir()
	pqCopy(t, "bson.parquet", filepath.Join(dir, "b.parquet"))
	err := executor.New(executor.Options{}).LoadDir(dir)
	if err == nil || !strings.HasPrefix(err.Error(), "b.parquet: not a readable Parquet file: ") || !strings.Contains(err.Error(), "(20)") {
		t.Fatalf("want a refusal naming b.parquet, got %v", err)
	}
	if strings.Contains(err.Error(), dir) {
		t.Errorf("the error shows the directory: %v", err)
	}
}

// TestLoadDirParquetMemory: a file may declare a page or a row group of
// any size; loading it is bounded by Options.MaxMemory and ends with the
// max_memory limit error, whether DuckDB's buffers (a 40 MB page, a few
// kilobytes compressed) or the values read (300,000 rows in one row
// group) pass the budget. Without a budget both load.
func TestLoadDirParquetMemory(t *testing.T) {
	duck := enginetest.DuckDB(t)
	for _, c := range []struct {
		name, query string
		check       string
		want        string
	}{
		{"one large page", "SELECT repeat('x', 40000000) AS s", "SELECT length(s) FROM f", "40000000"},
		{"one large row group", "SELECT range AS i, 'value ' || range AS s FROM range(300000)", "SELECT count(*), sum(i) FROM f", "300000 | 44999850000"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "f.parquet")
			enginetest.Exec(t, duck, fmt.Sprintf("COPY (%s) TO '%s' (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 1000000)", c.query, path))
			if st, err := os.Stat(path); err != nil || st.Size() > 4<<20 {
				t.Fatalf("the file: %v, %v", st, err)
			}
			const budget = 16 << 20
			err := executor.New(executor.Options{MaxMemory: budget}).LoadDir(dir)
			var lim *executor.LimitError
			if !errors.As(err, &lim) || lim.Limit != "max_memory" || lim.Value != budget || !strings.HasPrefix(err.Error(), "f.parquet: ") {
				t.Fatalf("want f.parquet: limit max_memory, got %v", err)
			}
			t.Log(err)
			_, got := pqQuery(t, "duckdb", c.check, dir)
			pqWantRows(t, c.check, got, c.want)
		})
	}
}

// TestLoadDirParquetPathCharacters: a path with a quote and the characters
// of read_parquet's patterns names the one file.
func TestLoadDirParquetPathCharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "it's [1]*?{a,b}")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	pqCopy(t, "main.parquet", filepath.Join(dir, "t.parquet"))
	// A neighbour the pattern would also match.
	if err := os.Mkdir(filepath.Join(filepath.Dir(dir), "it's 1zz{a,b}"), 0o755); err != nil {
		t.Fatal(err)
	}
	pqCopy(t, "legacy.parquet", filepath.Join(filepath.Dir(dir), "it's 1zz{a,b}", "t.parquet"))
	sql := "SELECT count(*), max(name) FROM t"
	_, got := pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, "4 | dee")
}

// TestLoadDirParquetNoReader: without an installed reader a .parquet file
// is an error naming it.
func TestLoadDirParquetNoReader(t *testing.T) {
	executor.SetParquetReader(nil)
	defer executor.SetParquetReader(engines.ReadParquet)
	dir := t.TempDir()
	pqCopy(t, "main.parquet", filepath.Join(dir, "t.parquet"))
	err := executor.New(executor.Options{}).LoadDir(dir)
	if err == nil || err.Error() != "t.parquet: this program cannot read Parquet files (no Parquet reader is installed)" {
		t.Fatalf("got %v", err)
	}
}

// TestLoadDirParquetWideDecimal: the format allows a DECIMAL of any
// precision on a FIXED_LEN_BYTE_ARRAY; DuckDB reads one of more than 38
// digits as an approximate DOUBLE, so the loader refuses it rather than
// change its values. The file is DuckDB's DECIMAL(38,2) with the footer's
// precision (two thrift fields: scale 2, then precision, zigzag varints)
// made 40.
func TestLoadDirParquetWideDecimal(t *testing.T) {
	duck := enginetest.DuckDB(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "w.parquet")
	enginetest.Exec(t, duck, fmt.Sprintf(`COPY (SELECT 123456789012345678901234567890123456.78::DECIMAL(38,2) AS d) TO '%s' (FORMAT parquet)`, path))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p38, p40 := []byte{0x15, 0x04, 0x15, 2 * 38}, []byte{0x15, 0x04, 0x15, 2 * 40}
	if n := bytes.Count(data, p38); n != 2 { // the schema element and its logical type
		t.Fatalf("%d fields of scale 2 and precision 38 in the file", n)
	}
	if err := os.WriteFile(path, bytes.ReplaceAll(data, p38, p40), 0o644); err != nil {
		t.Fatal(err)
	}
	res := enginetest.Query(t, duck, fmt.Sprintf("SELECT * FROM read_parquet('%s')", path))
	if res.Types[0] != "DOUBLE" {
		t.Fatalf("DuckDB reads the column as %s", res.Types[0])
	}
	err = executor.New(executor.Options{}).LoadDir(dir)
	if err == nil || err.Error() != "w.parquet: column d: DECIMAL(40,2) is wider than the 38 digits the Parquet reader keeps exact" {
		t.Fatalf("got %v", err)
	}
}
