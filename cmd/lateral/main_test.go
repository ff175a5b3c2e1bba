package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestTranslateExitCodes(t *testing.T) {
	code, out, _ := runCLI(t, "", "translate", "--from", "hive", "--to", "trino", "-e",
		"SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag")
	if code != 0 || !strings.Contains(out, "LEFT JOIN UNNEST(transform(tags, x -> ROW(x))) WITH ORDINALITY") {
		t.Fatalf("exit %d, out %q", code, out)
	}
	// Standard input when neither -e nor files are given.
	code, out, _ = runCLI(t, "SELECT 1 AS one", "translate", "--from", "trino", "--to", "postgres")
	if code != 0 || out != "SELECT 1 AS one;\n" {
		t.Fatalf("stdin: exit %d, out %q", code, out)
	}
	// An SQL error: exit 1 with a positioned diagnostic and a caret.
	code, out, errs := runCLI(t, "", "translate", "--from", "trino", "--to", "hive", "-e", "SELECT * FROM t CROSS JOIN UNNEST(m) AS u(k, v)")
	if code != exitSQL || !strings.Contains(errs, "<expr>:1:35: error[T056]") || !strings.Contains(errs, "^") {
		t.Fatalf("refusal: exit %d, stderr %q", code, errs)
	}
	code, _, errs = runCLI(t, "", "translate", "--from", "hive", "--to", "trino", "-e", "SELECT FROM WHERE")
	if code != exitSQL || !strings.Contains(errs, "error[P") {
		t.Fatalf("syntax error: exit %d, stderr %q", code, errs)
	}
	// --strict refuses what would be translated with a warning.
	code, out, errs = runCLI(t, "", "translate", "--from", "spark", "--to", "ansi", "--strict", "-e", "SELECT CAST(x AS STRING) AS a FROM t")
	if code != exitSQL || out != "" || !strings.Contains(errs, "<expr>:1:8: error[W024]") {
		t.Fatalf("strict: exit %d, out %q, stderr %q", code, out, errs)
	}
	// A usage error: exit 2, and an unknown dialect lists the known ones.
	code, _, errs = runCLI(t, "", "translate", "--from", "oracle", "--to", "trino", "-e", "SELECT 1")
	if code != exitUsage || !strings.Contains(errs, "known: ansi, bigquery") {
		t.Fatalf("unknown dialect: exit %d, stderr %q", code, errs)
	}
	if code, _, _ = runCLI(t, "", "frobnicate"); code != exitUsage {
		t.Fatalf("unknown command: exit %d", code)
	}
}

func TestTranslateFiles(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "q.sql")
	if err := os.WriteFile(f, []byte("SELECT a FROM t;\nSELECT b FROM u"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "", "translate", "--from", "postgres", "--to", "duckdb", f)
	if code != 0 || out != "SELECT a FROM t;\nSELECT b FROM u;\n" {
		t.Fatalf("exit %d, out %q, err %q", code, out, errs)
	}
}

func TestParseTree(t *testing.T) {
	code, out, _ := runCLI(t, "", "parse", "--dialect", "hive", "-e", "SELECT a FROM t LATERAL VIEW explode(x) v AS c")
	if code != 0 || !strings.Contains(out, "LateralView 1:17 table=v columns=c") {
		t.Fatalf("exit %d, out %q", code, out)
	}
	code, out, _ = runCLI(t, "", "parse", "--dialect", "trino", "--json", "-e", "SELECT 1")
	if code != 0 || !strings.HasPrefix(out, "{") || !strings.Contains(out, `"node": "Script"`) {
		t.Fatalf("json: exit %d, out %q", code, out)
	}
}

func TestRunFormats(t *testing.T) {
	dir := t.TempDir()
	setup := filepath.Join(dir, "setup.sql")
	if err := os.WriteFile(setup, []byte(`CREATE TABLE events (id INT, tags ARRAY<STRING>);
INSERT INTO events VALUES (1, array('a', 'b')), (2, array()), (3, NULL)`), 0o644); err != nil {
		t.Fatal(err)
	}
	q := "SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag ORDER BY id, pos"
	// Hive's OUTER keeps rows 2 and 3 once, with a NULL position (T2).
	code, out, errs := runCLI(t, "", "run", "--dialect", "hive", "--setup", setup, "--format", "csv", "-e", q)
	want := "id,pos,tag\n1,0,a\n1,1,b\n2,NULL,NULL\n3,NULL,NULL\n"
	if code != 0 || out != want {
		t.Fatalf("csv: exit %d, out %q, err %q", code, out, errs)
	}
	code, out, _ = runCLI(t, "", "run", "--dialect", "hive", "--setup", setup, "--format", "json", "-e", "SELECT id, tags FROM events ORDER BY id")
	if code != 0 || out != `{"columns":["id","tags"],"rows":[[1,["a","b"]],[2,[]],[3,null]]}`+"\n" {
		t.Fatalf("json: exit %d, out %q", code, out)
	}
	code, _, errs = runCLI(t, "", "run", "--dialect", "hive", "--setup", setup, "--max-rows", "2", "-e", q)
	if code != exitSQL || !strings.Contains(errs, "max_rows") {
		t.Fatalf("max rows: exit %d, stderr %q", code, errs)
	}
	code, out, _ = runCLI(t, "", "explain", "--dialect", "hive", "--setup", setup, "-e", q)
	if code != 0 || !strings.Contains(out, "TABLE FUNCTION NODE") || !strings.Contains(out, "outer: true") {
		t.Fatalf("explain: exit %d, out %q", code, out)
	}
}

// lateral run shows binary and interval values in the executor's own text,
// not in the PostgreSQL spelling that comparisons between engines use.
func TestRunDisplaysOwnText(t *testing.T) {
	code, out, errOut := runCLI(t, "", "run", "--dialect", "hive", "--format", "json", "-e",
		"SELECT INTERVAL 2 MONTH AS i, CAST('ab' AS BINARY) AS b, array(CAST('ab' AS BINARY)) AS a")
	const want = `{"columns":["i","b","a"],"rows":[["2 months","ab",["ab"]]]}`
	if code != 0 || strings.TrimSpace(out) != want {
		t.Errorf("exit %d, stdout %s, stderr %s; want %s", code, out, errOut, want)
	}
}
