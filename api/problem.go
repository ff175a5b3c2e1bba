package api

import (
	"net/http"
	"strconv"

	json "github.com/goccy/go-json"
)

// Problem is an RFC 9457 problem details object. Ext holds the extension
// members, written beside the standard ones.
type Problem struct {
	Type     string
	Title    string
	Status   int
	Detail   string
	Instance string
	Ext      map[string]any
}

// problemTypeBase prefixes every problem type: the types are URNs, listed
// with their meaning in openapi.json (components.schemas.Problem).
const problemTypeBase = "urn:lateral:problem:"

// Problem types.
const (
	ptInvalidJSON     = "invalid-json"
	ptUnknownField    = "unknown-field"
	ptInvalidType     = "invalid-field-type"
	ptInvalidRequest  = "invalid-request"
	ptBodyTooLarge    = "body-too-large"
	ptReadTimeout     = "read-timeout"
	ptMediaType       = "unsupported-media-type"
	ptSQLError        = "sql-error"
	ptTooMany         = "too-many-requests"
	ptTimeout         = "timeout"
	ptNotImplemented  = "not-implemented"
	ptNotFound        = "not-found"
	ptMethod          = "method-not-allowed"
	ptInternal        = "internal"
	ptShuttingDown    = "shutting-down"
	ptServerCancelled = "cancelled"
)

func newProblem(status int, typ, title, detail string) *Problem {
	return &Problem{Type: problemTypeBase + typ, Title: title, Status: status, Detail: detail}
}

// with sets an extension member and returns p.
func (p *Problem) with(key string, v any) *Problem {
	if p.Ext == nil {
		p.Ext = map[string]any{}
	}
	p.Ext[key] = v
	return p
}

// MarshalJSON writes the standard members first, then the extensions.
func (p *Problem) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 256)
	b = append(b, `{"type":`...)
	b = appendJSON(b, p.Type)
	b = append(b, `,"title":`...)
	b = appendJSON(b, p.Title)
	b = append(b, `,"status":`...)
	b = strconv.AppendInt(b, int64(p.Status), 10)
	if p.Detail != "" {
		b = append(b, `,"detail":`...)
		b = appendJSON(b, p.Detail)
	}
	if p.Instance != "" {
		b = append(b, `,"instance":`...)
		b = appendJSON(b, p.Instance)
	}
	if len(p.Ext) > 0 {
		ext, err := json.Marshal(p.Ext) // keys sorted: stable answers
		if err != nil {
			return nil, err
		}
		if len(ext) > 2 {
			b = append(b, ',')
			b = append(b, ext[1:len(ext)-1]...)
		}
	}
	return append(b, '}'), nil
}

func appendJSON(b []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(b, q...)
}

// writeProblem answers with p as application/problem+json, filling the
// instance (the request path) and the request id.
func writeProblem(w http.ResponseWriter, r *http.Request, p *Problem) {
	if p.Instance == "" {
		p.Instance = r.URL.Path
	}
	if id := requestIDFrom(r.Context()); id != "" {
		p.with("request_id", id)
	}
	body, err := p.MarshalJSON()
	if err != nil { // only from an extension that cannot be encoded: a bug
		p.Ext = map[string]any{"request_id": requestIDFrom(r.Context())}
		body, _ = p.MarshalJSON()
	}
	h := w.Header()
	h.Set("Content-Type", "application/problem+json")
	h.Set("Cache-Control", "no-store")
	h.Del("Content-Length")
	w.WriteHeader(p.Status)
	w.Write(append(body, '\n'))
}
