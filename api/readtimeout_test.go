package api

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	json "github.com/goccy/go-json"

	"github.com/lateral-sql/lateral/api/internal/apitest"
)

// A body that does not arrive within read_timeout is answered 408
// read-timeout, as documented, and the connection is closed. (It was
// answered 400 "Malformed request body", naming the server's socket
// addresses: found by TestStress's slow-body clients.)
func TestSlowBodyReadTimeout(t *testing.T) {
	cfg := testConfig()
	cfg.ReadTimeout = Duration(300 * time.Millisecond)
	ts := newTestServer(t, cfg, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	base, _ := serveOn(t, ts, ctx)
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"sql": "SELECT 1", "from": "hive", "to": "trino"}`
	fmt.Fprintf(conn, "POST /v1/translate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:10])
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	t0 := time.Now()
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("no answer to a body cut short: %v", err)
	}
	if d := time.Since(t0); d > 3*time.Second {
		t.Errorf("answered after %s, read_timeout 300ms", d)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestTimeout {
		t.Fatalf("status %d, want 408: %s", resp.StatusCode, b)
	}
	var p map[string]any
	if err := json.Unmarshal(b, &p); err != nil || p["type"] != problemTypeBase+ptReadTimeout {
		t.Errorf("problem %s", b)
	}
	if strings.Contains(string(b), "127.0.0.1") {
		t.Errorf("the answer names the server's address: %s", b)
	}
	if !resp.Close {
		t.Error("the connection is kept open after a read timeout")
	}
	doc, err := apitest.Parse(OpenAPI())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body = io.NopCloser(bytes.NewReader(b))
	apitest.CheckResponse(t, doc, "POST", "/v1/translate", resp)
	// The server closed the connection.
	if n, err := br.Read(make([]byte, 1)); n != 0 || err == nil {
		t.Errorf("read after the answer: %d, %v", n, err)
	}
}
