package backend

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/api/internal/cdp"
)

// findChromium returns the browser the end-to-end test drives:
// LATERAL_CHROMIUM, else the first of the usual names on PATH.
func findChromium() string {
	if p := os.Getenv("LATERAL_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// TestPlaygroundInChromium drives the playground, served by lateral's
// translator and executor on 127.0.0.1, in a headless Chromium through the
// DevTools protocol: it types SQL, picks the dialects, waits for the
// translation, triggers diagnostics and checks they are marked where they
// point, draws the plan and runs the query on the sample tables, edits
// them and runs again. Without a browser the test is skipped, unless
// LATERAL_REQUIRE_BROWSER=1 (CI), which makes that a failure. Set
// LATERAL_E2E_ARTIFACTS to a directory to keep a screenshot of each step.
func TestPlaygroundInChromium(t *testing.T) {
	required := os.Getenv("LATERAL_REQUIRE_BROWSER") == "1"
	if testing.Short() && !required {
		t.Skip("-short: the browser test takes seconds")
	}
	browser := findChromium()
	if browser == "" {
		msg := "no Chromium: install one with scripts/install-chromium.sh (Debian's chromium) or set LATERAL_CHROMIUM to a Chrome/Chromium binary"
		if required {
			t.Fatal(msg + " (LATERAL_REQUIRE_BROWSER=1)")
		}
		t.Skip(msg + "; set LATERAL_REQUIRE_BROWSER=1 to fail instead of skipping")
	}
	srv := httptest.NewServer(newServer(t).Handler()) // 127.0.0.1:0
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	b, err := cdp.Launch(browser, t.TempDir())
	if err != nil {
		t.Fatalf("starting %s: %v", browser, err)
	}
	defer b.Close()
	p, err := b.NewPage(ctx)
	if err != nil {
		t.Fatalf("%v\nbrowser output:\n%s", err, b.Stderr())
	}
	artifacts := os.Getenv("LATERAL_E2E_ARTIFACTS")
	step := 0
	shot := func(name string) {
		if artifacts == "" {
			return
		}
		step++
		if png, err := p.Screenshot(ctx); err == nil {
			os.MkdirAll(artifacts, 0o755)
			os.WriteFile(filepath.Join(artifacts, fmt.Sprintf("playground-%02d-%s.png", step, name)), png, 0o644)
		}
	}
	// fail reports a failed step with what the page shows and logged.
	fail := func(format string, args ...any) {
		t.Helper()
		shot("failed")
		var text string
		p.Eval(context.Background(), `document.body.innerText`, &text)
		t.Fatalf("%s\n--- page text:\n%s\n--- page logs:\n%s", fmt.Sprintf(format, args...), text, strings.Join(p.Logs(), "\n"))
	}
	wait := func(what, expr string) json.RawMessage {
		t.Helper()
		wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		v, err := p.WaitFor(wctx, expr)
		if err != nil {
			fail("%s: %v", what, err)
		}
		return v
	}
	eval := func(expr string, out any) {
		t.Helper()
		if err := p.Eval(ctx, expr, out); err != nil {
			fail("%v", err)
		}
	}
	// typeInto replaces a textarea's text by typing, as a user would.
	typeInto := func(id, text string) {
		t.Helper()
		eval(fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.focus(); e.select(); return true; })()`, id), nil)
		if err := p.InsertText(ctx, text); err != nil {
			fail("typing into #%s: %v", id, err)
		}
	}
	pick := func(id, value string) {
		t.Helper()
		eval(fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %q; e.dispatchEvent(new Event("change")); return e.value; })()`, id, value), nil)
	}
	click := func(selector string) {
		t.Helper()
		if err := p.Click(ctx, selector); err != nil {
			fail("%v", err)
		}
	}

	if err := p.Navigate(ctx, srv.URL+"/"); err != nil {
		fail("%v", err)
	}
	// The sample (Hive, LATERAL VIEW OUTER posexplode) is translated to Trino.
	wait("the first translation", `document.getElementById("from").options.length >= 10 && document.getElementById("out").textContent.includes("WITH ORDINALITY")`)
	shot("loaded")

	// Type a query, pick Spark to PostgreSQL, wait for the translation.
	typeInto("sql", "SELECT o.id, item FROM orders o LATERAL VIEW OUTER explode(o.items) t AS item WHERE o.id > 1")
	pick("from", "spark")
	pick("to", "postgres")
	out := wait("the Spark to PostgreSQL translation", `(() => { const s = document.getElementById("out").textContent; return s.includes("LEFT JOIN unnest(o.items) AS t(item) ON TRUE") && s; })()`)
	if !strings.Contains(string(out), "WHERE o.id > 1") {
		fail("translation %s", out)
	}
	shot("translated")

	// A syntax error: marked on the token it points at, listed with its code.
	typeInto("sql", "SELECT o.id, FROM orders o")
	mark := wait("the syntax error's mark", `(() => { const m = document.querySelector("#sql-hl mark.error"); return m && m.textContent; })()`)
	if string(mark) != `"FROM"` {
		fail("the error marks %s, want FROM", mark)
	}
	wait("the syntax error in the list", `!!document.querySelector('#diags li.error[data-code="P001"]')`)
	var failedText string
	eval(`document.getElementById("out").textContent`, &failedText)
	if !strings.Contains(failedText, "syntax error") {
		fail("the translation pane says %q", failedText)
	}
	shot("diagnostic")

	// The plan of a valid query: a tree of boxes, the table function node
	// between the filter and the scan.
	typeInto("sql", "SELECT o.id, item FROM orders o LATERAL VIEW OUTER explode(o.items) t AS item WHERE o.id > 1")
	wait("the diagnostics to clear", `!document.querySelector("#sql-hl mark") && document.getElementById("out").textContent.includes("unnest")`)
	click(`.tabs button[data-tab="plan"]`)
	chain := wait("the plan tree", `(() => {
		const root = document.querySelector("#plan.plan > ul > li");
		if (!root) return null;
		const ops = [];
		for (let li = root; li; li = li.querySelector(":scope > ul > li")) ops.push(li.querySelector(":scope > .node").dataset.op);
		return ops.join(" <- ");
	})()`)
	if string(chain) != `"PROJECT <- FILTER <- TABLE FUNCTION NODE <- SCAN orders"` {
		fail("plan chain %s", chain)
	}
	var tf string
	eval(`document.querySelector('.node.tf').innerText`, &tf)
	if !strings.Contains(tf, "outer") || !strings.Contains(tf, "true") || !strings.Contains(tf, "explode") {
		fail("the table function node shows %q", tf)
	}
	var planText string
	eval(`document.getElementById("plan-text").textContent`, &planText)
	if !strings.Contains(planText, "TABLE FUNCTION NODE") || !strings.HasPrefix(planText, "3:PROJECT") {
		fail("plan text %q", planText)
	}
	shot("plan")

	// The rows, on the sample tables: an empty array and a NULL one under
	// OUTER give a row each with NULL.
	click(`.tabs button[data-tab="rows"]`)
	rows := wait("the result rows", `(() => {
		const trs = document.querySelectorAll("#rows table.rows tbody tr");
		return trs.length > 0 && [...trs].map(tr => [...tr.cells].map(td => td.textContent).join("|")).join("; ");
	})()`)
	if string(rows) != `"2|NULL; 3|NULL; 4|cap"` {
		fail("rows %s", rows)
	}
	var heads string
	eval(`[...document.querySelectorAll("#rows th")].map(th => th.innerText.replace(/\s+/g, " ")).join(", ")`, &heads)
	if heads != "id int, item string" {
		fail("columns %q", heads)
	}
	shot("rows")

	// Edit the tables: the rows follow.
	typeInto("setup", "CREATE TABLE orders (id INT, items ARRAY<STRING>);\nINSERT INTO orders VALUES (5, array('hat', 'scarf')), (6, NULL);")
	wait("the rows of the edited tables", `(() => {
		const trs = document.querySelectorAll("#rows table.rows tbody tr");
		return [...trs].map(tr => [...tr.cells].map(td => td.textContent).join("|")).join("; ") === "5|hat; 5|scarf; 6|NULL";
	})()`)

	// An error in the tables is marked there, and the results say so.
	typeInto("setup", "CREATE TABLE orders (id INT, items ARRAY<STRING>);\nINSERT INTO nope VALUES (1);")
	mark = wait("the setup error's mark", `(() => { const m = document.querySelector("#setup-hl mark.error"); return m && m.textContent; })()`)
	if string(mark) != `"INSERT INTO nope VALUES (1)"` {
		fail("the setup error marks %s", mark)
	}
	wait("the setup error in the list", `!!document.querySelector('#diags li.error[data-code="X002"]') && document.getElementById("rows").className === "problem"`)
	shot("setup-error")

	// A runtime error of the dialect's semantics: Trino divides integers by
	// zero with an error, which the results report (X001).
	click("#sample")
	pick("from", "trino")
	typeInto("sql", "SELECT id / 0 FROM orders")
	wait("the runtime error", `!!document.querySelector('#diags li.error[data-code="X001"]') && document.getElementById("rows").textContent.includes("division by zero")`)
	shot("runtime-error")

	// Nothing went wrong in the page itself (exceptions, CSP violations).
	for _, l := range p.Logs() {
		if strings.HasPrefix(l, "exception") || strings.Contains(l, "Content Security Policy") || strings.HasPrefix(l, "console.error") {
			fail("the page logged: %s", l)
		}
	}
}
