package cdp

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
)

// The test binary is its own fake browser: with CDP_FAKE_BROWSER=1 it
// answers the protocol on fds 3 and 4 the way Chromium does.
func TestMain(m *testing.M) {
	if os.Getenv("CDP_FAKE_BROWSER") == "1" {
		fakeBrowser()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func fakeBrowser() {
	in, out := bufio.NewReader(os.NewFile(3, "in")), os.NewFile(4, "out")
	send := func(v any) {
		b, _ := json.Marshal(v)
		out.Write(append(b, 0))
	}
	for {
		raw, err := in.ReadBytes(0)
		if err != nil {
			return
		}
		var m struct {
			ID        int64  `json:"id"`
			SessionID string `json:"sessionId"`
			Method    string `json:"method"`
			Params    struct {
				Expression string `json:"expression"`
			} `json:"params"`
		}
		json.Unmarshal(raw[:len(raw)-1], &m)
		reply := map[string]any{"id": m.ID}
		if m.SessionID != "" {
			reply["sessionId"] = m.SessionID
		}
		switch m.Method {
		case "Target.createTarget":
			reply["result"] = map[string]any{"targetId": "T1"}
		case "Target.attachToTarget":
			reply["result"] = map[string]any{"sessionId": "S1"}
		case "Page.enable", "Runtime.enable", "Log.enable", "Input.insertText", "Browser.close":
			reply["result"] = map[string]any{}
		case "Runtime.evaluate":
			switch m.Params.Expression {
			case "boom":
				reply["result"] = map[string]any{"result": map[string]any{"type": "object"},
					"exceptionDetails": map[string]any{"text": "Uncaught", "exception": map[string]any{"description": "Error: boom"}}}
			default:
				// An event first, as the page logs while evaluating.
				send(map[string]any{"sessionId": m.SessionID, "method": "Runtime.consoleAPICalled",
					"params": map[string]any{"type": "log", "args": []any{map[string]any{"value": "hello"}}}})
				reply["result"] = map[string]any{"result": map[string]any{"type": "number", "value": 2}}
			}
		default:
			reply["error"] = map[string]any{"code": -32601, "message": "'" + m.Method + "' wasn't found"}
		}
		send(reply)
		if m.Method == "Browser.close" {
			return
		}
	}
}

func TestProtocol(t *testing.T) {
	t.Setenv("CDP_FAKE_BROWSER", "1")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Launch(exe, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	p, err := b.NewPage(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := p.Eval(ctx, "1+1", &n); err != nil || n != 2 {
		t.Errorf("eval: %d %v", n, err)
	}
	if v, err := p.WaitFor(ctx, "1+1"); err != nil || string(v) != "2" {
		t.Errorf("wait: %s %v", v, err)
	}
	if err := p.Eval(ctx, "boom", nil); err == nil || !strings.Contains(err.Error(), "Error: boom") {
		t.Errorf("exception: %v", err)
	}
	if err := p.call(ctx, "Nope.nothing", nil, nil); err == nil || !strings.Contains(err.Error(), "wasn't found") {
		t.Errorf("unknown method: %v", err)
	}
	if err := p.InsertText(ctx, "x"); err != nil {
		t.Error(err)
	}
	if logs := p.Logs(); len(logs) == 0 || logs[0] != "console.log: hello" {
		t.Errorf("logs %q", logs)
	}
	if err := b.Close(); err != nil {
		t.Error(err)
	}
	// Once closed, calls fail instead of hanging.
	if err := p.Eval(ctx, "1+1", nil); err == nil {
		t.Error("eval after close")
	}
}

func TestTruthy(t *testing.T) {
	for v, want := range map[string]bool{"true": true, "1": true, `"x"`: true, "[]": true, "{}": true, "false": false, "null": false, "0": false, `""`: false, "": false} {
		if truthy(json.RawMessage(v)) != want {
			t.Errorf("truthy(%s) != %v", v, want)
		}
	}
}
