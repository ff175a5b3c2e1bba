package api

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"net/http"
)

// openAPI is the OpenAPI 3.1 description of every route, with examples
// that the tests send and check.
//
//go:embed openapi.json
var openAPI []byte

// OpenAPI returns the embedded OpenAPI document.
func OpenAPI() []byte { return bytes.Clone(openAPI) }

// playground is the page served at /: HTML, CSS and JavaScript in one file,
// with no external resource.
//
//go:embed playground.html
var playground []byte

// playgroundCSP allows the page's own inline script and style (by hash)
// and requests to this origin only.
var playgroundCSP = func() string {
	hash := func(open, close string) string {
		i := bytes.Index(playground, []byte(open))
		if i < 0 {
			return ""
		}
		rest := playground[i+len(open):]
		j := bytes.Index(rest, []byte(close))
		if j < 0 {
			return ""
		}
		sum := sha256.Sum256(rest[:j])
		return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	return "default-src 'none'; script-src " + hash("<script>", "</script>") +
		"; style-src " + hash("<style>", "</style>") +
		"; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}()

func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Write(openAPI)
}

func (s *Server) handlePlayground(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", playgroundCSP)
	h.Set("Cache-Control", "no-cache")
	w.Write(playground)
}
