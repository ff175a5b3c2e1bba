// Package cdp is a small client of the Chrome DevTools Protocol over a
// pipe (chromium --remote-debugging-pipe: JSON messages ended by a NUL
// byte on file descriptors 3 and 4), enough for the playground's
// end-to-end test to drive a headless Chromium: open a page, evaluate
// JavaScript, type, click, take a screenshot, collect the console. It
// needs no WebSocket and no third-party module.
package cdp

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Browser is a running Chromium.
type Browser struct {
	cmd    *exec.Cmd
	w      io.WriteCloser
	stderr *lockedBuffer

	wmu     sync.Mutex // serializes writes to the pipe
	mu      sync.Mutex // guards what follows
	nextID  int64
	pending map[int64]chan message
	pages   map[string]*Page // by session id
	closed  bool
	readErr error
	done    chan struct{} // closed when the read loop ends

	closeOnce sync.Once
}

type message struct {
	ID        int64           `json:"id,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
		Data    string `json:"data"`
	} `json:"error,omitempty"`
}

// DefaultFlags run Chromium headless, quiet and self-contained: no
// sandbox (tests run as root in containers), no GPU, no network of its
// own, no first-run or sync machinery, no proxy.
var DefaultFlags = []string{
	"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
	"--no-first-run", "--no-default-browser-check", "--disable-background-networking",
	"--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
	"--disable-quic", "--no-proxy-server", "--metrics-recording-only", "--password-store=basic",
	"--use-mock-keychain", "--mute-audio", "--hide-scrollbars", "--window-size=1280,900",
}

// Launch starts the browser at path with DefaultFlags, a user data
// directory and extra flags, talking the protocol on a pipe.
func Launch(path, userDataDir string, extra ...string) (*Browser, error) {
	args := append(append([]string(nil), DefaultFlags...), "--user-data-dir="+userDataDir, "--remote-debugging-pipe")
	args = append(args, extra...)
	args = append(args, "about:blank")
	cmd := exec.Command(path, args...)
	// fd 3: the browser reads commands; fd 4: it writes answers and events.
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd.ExtraFiles = []*os.File{inR, outW}
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	cmd.Stdout = stderr
	if err := cmd.Start(); err != nil {
		for _, f := range []*os.File{inR, inW, outR, outW} {
			f.Close()
		}
		return nil, err
	}
	inR.Close()
	outW.Close()
	b := &Browser{cmd: cmd, w: inW, stderr: stderr, pending: map[int64]chan message{}, pages: map[string]*Page{}, done: make(chan struct{})}
	go b.readLoop(outR)
	return b, nil
}

func (b *Browser) readLoop(r io.ReadCloser) {
	defer close(b.done)
	defer r.Close()
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		raw, err := br.ReadBytes(0)
		if err != nil {
			b.mu.Lock()
			b.readErr = err
			for id, ch := range b.pending {
				close(ch)
				delete(b.pending, id)
			}
			b.mu.Unlock()
			return
		}
		var m message
		if err := json.Unmarshal(raw[:len(raw)-1], &m); err != nil {
			continue
		}
		b.mu.Lock()
		if m.ID != 0 {
			if ch, ok := b.pending[m.ID]; ok {
				delete(b.pending, m.ID)
				ch <- m
			}
		} else if p := b.pages[m.SessionID]; p != nil {
			p.event(m)
		}
		b.mu.Unlock()
	}
}

// Stderr is what the browser wrote to its standard output and error.
func (b *Browser) Stderr() string { return b.stderr.String() }

// call sends a command (to a session, or to the browser when session is
// "") and decodes its result into out (when not nil).
func (b *Browser) call(ctx context.Context, session, method string, params, out any) error {
	if params == nil {
		params = struct{}{}
	}
	p, err := json.Marshal(params)
	if err != nil {
		return err
	}
	ch := make(chan message, 1)
	b.mu.Lock()
	if b.closed || b.readErr != nil {
		b.mu.Unlock()
		return fmt.Errorf("cdp %s: the browser is gone (%v)", method, b.readErr)
	}
	b.nextID++
	id := b.nextID
	b.pending[id] = ch
	b.mu.Unlock()
	msg, _ := json.Marshal(message{ID: id, SessionID: session, Method: method, Params: p})
	b.wmu.Lock()
	_, err = b.w.Write(append(msg, 0))
	b.wmu.Unlock()
	if err != nil {
		return fmt.Errorf("cdp %s: %w", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return fmt.Errorf("cdp %s: the browser closed the pipe", method)
		}
		if m.Error != nil {
			return fmt.Errorf("cdp %s: %s %s", method, m.Error.Message, m.Error.Data)
		}
		if out != nil {
			return json.Unmarshal(m.Result, out)
		}
		return nil
	case <-ctx.Done():
		b.mu.Lock()
		delete(b.pending, id)
		b.mu.Unlock()
		return fmt.Errorf("cdp %s: %w", method, ctx.Err())
	}
}

// Close asks the browser to close, and kills it when it does not within a
// few seconds. It may be called more than once.
func (b *Browser) Close() error {
	b.closeOnce.Do(b.close)
	return nil
}

func (b *Browser) close() {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	_ = b.call(ctx, "", "Browser.close", nil, nil)
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	b.w.Close()
	exited := make(chan error, 1)
	go func() { exited <- b.cmd.Wait() }()
	select {
	case <-exited:
	case <-time.After(5 * time.Second):
		b.cmd.Process.Kill()
		<-exited
	}
	<-b.done
}

// Page is a tab the client is attached to.
type Page struct {
	b       *Browser
	session string
	logs    []string // console messages and exceptions, guarded by b.mu
}

// NewPage opens a blank tab and attaches to it.
func (b *Browser) NewPage(ctx context.Context) (*Page, error) {
	var created struct {
		TargetID string `json:"targetId"`
	}
	if err := b.call(ctx, "", "Target.createTarget", map[string]any{"url": "about:blank"}, &created); err != nil {
		return nil, err
	}
	var attached struct {
		SessionID string `json:"sessionId"`
	}
	if err := b.call(ctx, "", "Target.attachToTarget", map[string]any{"targetId": created.TargetID, "flatten": true}, &attached); err != nil {
		return nil, err
	}
	p := &Page{b: b, session: attached.SessionID}
	b.mu.Lock()
	b.pages[p.session] = p
	b.mu.Unlock()
	for _, m := range []string{"Page.enable", "Runtime.enable", "Log.enable"} {
		if err := p.call(ctx, m, nil, nil); err != nil {
			return nil, err
		}
	}
	return p, nil
}

func (p *Page) call(ctx context.Context, method string, params, out any) error {
	return p.b.call(ctx, p.session, method, params, out)
}

// event records what the page logs (called with b.mu held).
func (p *Page) event(m message) {
	switch m.Method {
	case "Runtime.consoleAPICalled":
		var e struct {
			Type string `json:"type"`
			Args []struct {
				Value       any    `json:"value"`
				Description string `json:"description"`
			} `json:"args"`
		}
		if json.Unmarshal(m.Params, &e) == nil {
			var parts []string
			for _, a := range e.Args {
				if a.Value != nil {
					parts = append(parts, fmt.Sprint(a.Value))
				} else {
					parts = append(parts, a.Description)
				}
			}
			p.logs = append(p.logs, "console."+e.Type+": "+strings.Join(parts, " "))
		}
	case "Runtime.exceptionThrown":
		var e struct {
			ExceptionDetails struct {
				Text      string `json:"text"`
				Exception struct {
					Description string `json:"description"`
				} `json:"exception"`
			} `json:"exceptionDetails"`
		}
		if json.Unmarshal(m.Params, &e) == nil {
			p.logs = append(p.logs, "exception: "+e.ExceptionDetails.Text+" "+e.ExceptionDetails.Exception.Description)
		}
	case "Log.entryAdded":
		var e struct {
			Entry struct {
				Level  string `json:"level"`
				Source string `json:"source"`
				Text   string `json:"text"`
			} `json:"entry"`
		}
		if json.Unmarshal(m.Params, &e) == nil {
			p.logs = append(p.logs, "log."+e.Entry.Level+" ("+e.Entry.Source+"): "+e.Entry.Text)
		}
	}
}

// Logs returns the console messages, uncaught exceptions and browser log
// entries (CSP violations, failed loads) of the page so far.
func (p *Page) Logs() []string {
	p.b.mu.Lock()
	defer p.b.mu.Unlock()
	return append([]string(nil), p.logs...)
}

// Navigate loads url and waits for its load event (document.readyState
// "complete").
func (p *Page) Navigate(ctx context.Context, url string) error {
	var nav struct {
		ErrorText string `json:"errorText"`
	}
	if err := p.call(ctx, "Page.navigate", map[string]any{"url": url}, &nav); err != nil {
		return err
	}
	if nav.ErrorText != "" {
		return fmt.Errorf("navigate %s: %s", url, nav.ErrorText)
	}
	_, err := p.WaitFor(ctx, `document.readyState === "complete" && location.href !== "about:blank"`)
	return err
}

// Eval evaluates a JavaScript expression in the page (awaiting a promise)
// and decodes its value into out (when not nil).
func (p *Page) Eval(ctx context.Context, expr string, out any) error {
	var res struct {
		Result struct {
			Type  string          `json:"type"`
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	err := p.call(ctx, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true}, &res)
	if err != nil {
		return err
	}
	if e := res.ExceptionDetails; e != nil {
		return fmt.Errorf("javascript: %s %s (in %s)", e.Text, e.Exception.Description, expr)
	}
	if out != nil && len(res.Result.Value) > 0 {
		return json.Unmarshal(res.Result.Value, out)
	}
	return nil
}

// WaitFor evaluates expr until it is truthy, and returns that value as
// JSON; on ctx's end the error holds the last value seen.
func (p *Page) WaitFor(ctx context.Context, expr string) (json.RawMessage, error) {
	var last json.RawMessage
	var lastErr error
	for {
		var v json.RawMessage
		lastErr = p.Eval(ctx, expr, &v)
		if lastErr == nil {
			last = v
			if truthy(v) {
				return v, nil
			}
		}
		select {
		case <-ctx.Done():
			if lastErr != nil && !errors.Is(lastErr, context.DeadlineExceeded) {
				return nil, fmt.Errorf("waiting for %s: %w", expr, lastErr)
			}
			return nil, fmt.Errorf("waiting for %s: still %s: %w", expr, last, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func truthy(v json.RawMessage) bool {
	s := string(bytes.TrimSpace(v))
	switch s {
	case "", "null", "false", "0", `""`, "undefined":
		return false
	}
	return true
}

// InsertText types text at the focus, as an input method would: the page
// sees input events.
func (p *Page) InsertText(ctx context.Context, text string) error {
	return p.call(ctx, "Input.insertText", map[string]any{"text": text}, nil)
}

// Click clicks the middle of the first element matching a CSS selector
// with the mouse, after scrolling it into view.
func (p *Page) Click(ctx context.Context, selector string) error {
	sel, _ := json.Marshal(selector)
	var box struct{ X, Y float64 }
	expr := fmt.Sprintf(`(() => { const e = document.querySelector(%s); if (!e) return null; e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect(); return {X: r.x + r.width / 2, Y: r.y + r.height / 2}; })()`, sel)
	var ok json.RawMessage
	if err := p.Eval(ctx, expr, &ok); err != nil {
		return err
	}
	if !truthy(ok) {
		return fmt.Errorf("click: no element matches %s", selector)
	}
	if err := json.Unmarshal(ok, &box); err != nil {
		return err
	}
	for _, typ := range []string{"mouseMoved", "mousePressed", "mouseReleased"} {
		ev := map[string]any{"type": typ, "x": box.X, "y": box.Y}
		if typ != "mouseMoved" {
			ev["button"], ev["clickCount"] = "left", 1
		}
		if err := p.call(ctx, "Input.dispatchMouseEvent", ev, nil); err != nil {
			return err
		}
	}
	return nil
}

// Screenshot returns a PNG of the viewport.
func (p *Page) Screenshot(ctx context.Context) ([]byte, error) {
	var shot struct {
		Data string `json:"data"`
	}
	if err := p.call(ctx, "Page.captureScreenshot", map[string]any{"format": "png"}, &shot); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(shot.Data)
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.b.Len() > 1<<20 {
		return len(p), nil
	}
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
