package api

import (
	"bytes"
	"errors"
	"flag"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	json "github.com/goccy/go-json"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestConfigDefaults(t *testing.T) {
	cfg, err := LoadConfig(nil, env(nil), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cfg, DefaultConfig()) {
		t.Errorf("defaults changed: %+v", cfg)
	}
	if cfg.Addr != "127.0.0.1:8080" {
		t.Errorf("addr %q", cfg.Addr)
	}
	if cfg.Concurrency() < 2 {
		t.Errorf("concurrency %d", cfg.Concurrency())
	}
}

func TestConfigPrecedence(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "lateral.json")
	os.WriteFile(file, []byte(`{"addr": "0.0.0.0:1", "max_body_bytes": 100, "request_timeout": "3s", "write_timeout": 7.5, "cache_entries": 5, "playground": false}`), 0o644)
	e := env(map[string]string{
		"LATERAL_MAX_BODY_BYTES":  "200",
		"LATERAL_REQUEST_TIMEOUT": "4s",
		"LATERAL_LOG_LEVEL":       "debug",
	})
	cfg, err := LoadConfig([]string{"--config", file, "--addr", "127.0.0.1:9", "--max-body-bytes=300", "--playground"}, e, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultConfig()
	want.Addr = "127.0.0.1:9"                             // flag over file
	want.MaxBodyBytes = 300                               // flag over env over file
	want.RequestTimeout = Duration(4 * time.Second)       // env over file
	want.WriteTimeout = Duration(7500 * time.Millisecond) // file, in seconds
	want.CacheEntries = 5                                 // file
	want.Playground = true                                // flag over file
	want.LogLevel = "debug"                               // env
	if !reflect.DeepEqual(cfg, want) {
		t.Errorf("got  %+v\nwant %+v", cfg, want)
	}
	// LATERAL_CONFIG names the file too.
	cfg, err = LoadConfig(nil, env(map[string]string{"LATERAL_CONFIG": file}), &bytes.Buffer{})
	if err != nil || cfg.Addr != "0.0.0.0:1" {
		t.Errorf("LATERAL_CONFIG: %v %+v", err, cfg)
	}
}

func TestConfigErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"adr": "x"}`), 0o644)
	cases := []struct {
		args []string
		env  map[string]string
		want string
	}{
		{[]string{"--config", bad}, nil, `unknown field "adr"`},
		{[]string{"--config", filepath.Join(dir, "none.json")}, nil, "no such file"},
		{nil, map[string]string{"LATERAL_MAX_BODY_BYTES": "lots"}, "LATERAL_MAX_BODY_BYTES"},
		{nil, map[string]string{"LATERAL_READ_TIMEOUT": "5"}, "LATERAL_READ_TIMEOUT"},
		{[]string{"--max-concurrent", "x"}, nil, "max-concurrent"},
		{[]string{"--playground=maybe"}, nil, "playground"},
		{[]string{"--request-timeout", "1m"}, nil, "must exceed request_timeout"},
		{[]string{"--log-level", "loud"}, nil, "log_level"},
		{[]string{"--max-body-bytes", "0"}, nil, "max_body_bytes"},
		{[]string{"--idle-timeout", "-1s"}, nil, "idle_timeout must not be negative"},
		{[]string{"extra"}, nil, "unexpected argument"},
		{[]string{"--nope"}, nil, "not defined"},
		{[]string{"--max-memory", "-1"}, nil, "max_memory must not be negative"},
		{[]string{"--max-memory", "1GiB"}, nil, "max-memory"},
	}
	for _, c := range cases {
		_, err := LoadConfig(c.args, env(c.env), &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v: err %v, want %q", c.args, c.env, err, c.want)
		}
	}
	var usage bytes.Buffer
	if _, err := LoadConfig([]string{"-h"}, env(nil), &usage); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
	for _, s := range ConfigSettings() {
		if !strings.Contains(usage.String(), "-"+s.Flag) || !strings.Contains(usage.String(), s.Env) {
			t.Errorf("usage lacks --%s / %s", s.Flag, s.Env)
		}
	}
}

// The executor's settings: max_memory in bytes, data_dirs a list (a JSON
// array in the file, comma-separated in the environment and flags).
func TestConfigExecutorSettings(t *testing.T) {
	def := DefaultConfig()
	if def.MaxMemory != 256<<20 || len(def.DataDirs) != 0 {
		t.Errorf("defaults: max_memory %d, data_dirs %v", def.MaxMemory, def.DataDirs)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "lateral.json")
	os.WriteFile(file, []byte(`{"data_dirs": ["/srv/a", "/srv/b"], "max_memory": 1048576}`), 0o644)
	cfg, err := LoadConfig([]string{"--config", file}, env(nil), &bytes.Buffer{})
	if err != nil || !reflect.DeepEqual(cfg.DataDirs, []string{"/srv/a", "/srv/b"}) || cfg.MaxMemory != 1<<20 {
		t.Errorf("file: %v %v %d", err, cfg.DataDirs, cfg.MaxMemory)
	}
	cfg, err = LoadConfig([]string{"--config", file, "--data-dirs", " /x , ,/y"}, env(map[string]string{"LATERAL_MAX_MEMORY": "0"}), &bytes.Buffer{})
	if err != nil || !reflect.DeepEqual(cfg.DataDirs, []string{"/x", "/y"}) || cfg.MaxMemory != 0 {
		t.Errorf("flag and env: %v %v %d", err, cfg.DataDirs, cfg.MaxMemory)
	}
	cfg, err = LoadConfig([]string{"--data-dirs", ""}, env(map[string]string{"LATERAL_DATA_DIRS": "/z"}), &bytes.Buffer{})
	if err != nil || len(cfg.DataDirs) != 0 {
		t.Errorf("an empty flag empties the list: %v %v", err, cfg.DataDirs)
	}
	os.WriteFile(file, []byte(`{"data_dirs": [""]}`), 0o644)
	if _, err := LoadConfig([]string{"--config", file}, env(nil), &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "data_dirs") {
		t.Errorf("an empty path: %v", err)
	}
}

func TestConfigSettingsComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range ConfigSettings() {
		if s.Flag == "" || s.Env == "" || s.Key == "" || s.Help == "" {
			t.Errorf("setting %+v lacks a name or help", s)
		}
		if !strings.HasPrefix(s.Env, "LATERAL_") || seen[s.Env] {
			t.Errorf("env name %s", s.Env)
		}
		seen[s.Env] = true
	}
}

func TestConfigSecretsRedacted(t *testing.T) {
	type withSecret struct {
		Name  string `json:"name"`
		Token string `json:"token" secret:"true"`
		Unset string `json:"unset" secret:"true"`
	}
	var buf bytes.Buffer
	slog.New(slog.NewJSONHandler(&buf, nil)).Info("x", "config", slog.GroupValue(configAttrs(withSecret{Name: "n", Token: "hunter2"})...))
	out := buf.String()
	if strings.Contains(out, "hunter2") || !strings.Contains(out, `"token":"[redacted]"`) || !strings.Contains(out, `"unset":""`) || !strings.Contains(out, `"name":"n"`) {
		t.Errorf("redaction: %s", out)
	}
}

// The start-up line is one JSON line holding every setting.
func TestStartupLogLine(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	ts.LogStart("127.0.0.1:1234")
	lines := strings.Split(strings.TrimSpace(ts.logs.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("%d lines: %s", len(lines), ts.logs)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &m); err != nil {
		t.Fatal(err)
	}
	cfg, _ := m["config"].(map[string]any)
	if m["listen"] != "127.0.0.1:1234" || cfg == nil {
		t.Fatalf("start-up line %v", m)
	}
	for _, s := range ConfigSettings() {
		if _, ok := cfg[s.Key]; !ok {
			t.Errorf("the start-up line lacks %s", s.Key)
		}
	}
	if cfg["request_timeout"] != "10s" {
		t.Errorf("durations are logged as text: %v", cfg["request_timeout"])
	}
}

// gc_percent and gc_memory_limit set the collector; left at 0, $GOGC (or
// the server's default) and $GOMEMLIMIT decide.
func TestApplyGC(t *testing.T) {
	oldPercent := debug.SetGCPercent(100)
	oldLimit := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetGCPercent(oldPercent); debug.SetMemoryLimit(oldLimit) })

	cases := []struct {
		percent int
		limit   int64
		env     map[string]string
		want    int
	}{
		{0, 0, nil, DefaultGCPercent},
		{0, 0, map[string]string{"GOGC": "150"}, 100}, // the runtime read $GOGC: left alone
		{250, 0, map[string]string{"GOGC": "150"}, 250},
		{300, 64 << 20, nil, 300},
	}
	for _, c := range cases {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		cfg := DefaultConfig()
		cfg.GCPercent, cfg.GCMemoryLimit = c.percent, c.limit
		percent, limit := cfg.ApplyGC(env(c.env))
		wantLimit := int64(math.MaxInt64)
		if c.limit > 0 {
			wantLimit = c.limit
		}
		if percent != c.want || debug.SetGCPercent(c.want) != c.want || limit != wantLimit || debug.SetMemoryLimit(-1) != wantLimit {
			t.Errorf("gc_percent %d, gc_memory_limit %d, env %v: got %d and %d, want %d and %d", c.percent, c.limit, c.env, percent, limit, c.want, wantLimit)
		}
	}
}
