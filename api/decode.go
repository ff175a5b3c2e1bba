package api

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"reflect"
	"strconv"
	"strings"

	json "github.com/goccy/go-json"
)

// readJSON reads the request body (at most maxBytes) and decodes it into v,
// strictly: the content type must be JSON, unknown fields are refused, and
// nothing may follow the value. On failure it returns the problem to answer.
func readJSON(w http.ResponseWriter, r *http.Request, maxBytes int64, v any) *Problem {
	if p := checkContentType(r); p != nil {
		return p
	}
	if r.ContentLength > maxBytes {
		return tooLarge(maxBytes)
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBytes))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return tooLarge(maxBytes)
		}
		if errors.Is(err, os.ErrDeadlineExceeded) {
			// The connection's read deadline (read_timeout) passed: a
			// client too slow, not a malformed body.
			return newProblem(http.StatusRequestTimeout, ptReadTimeout, "Request body not received in time",
				"the request body did not arrive within the server's read timeout")
		}
		return newProblem(http.StatusBadRequest, ptInvalidJSON, "Malformed request body",
			"the request body could not be read: "+err.Error())
	}
	return decodeJSON(body, v)
}

func tooLarge(limit int64) *Problem {
	return newProblem(http.StatusRequestEntityTooLarge, ptBodyTooLarge, "Request body too large",
		fmt.Sprintf("the request body exceeds the limit of %d bytes", limit)).with("limit_bytes", limit)
}

// checkContentType accepts application/json and application/*+json, in
// UTF-8 (the only charset JSON has).
func checkContentType(r *http.Request) *Problem {
	ct := r.Header.Get("Content-Type")
	bad := func(detail string) *Problem {
		return newProblem(http.StatusUnsupportedMediaType, ptMediaType, "Unsupported media type", detail).
			with("content_type", ct).with("accepted", []string{"application/json"})
	}
	if ct == "" {
		return bad("the request has no Content-Type: send the body as application/json")
	}
	mt, params, err := mime.ParseMediaType(ct)
	if err != nil {
		return bad("the Content-Type header cannot be parsed: " + err.Error())
	}
	if mt != "application/json" && !(strings.HasPrefix(mt, "application/") && strings.HasSuffix(mt, "+json")) {
		return bad(fmt.Sprintf("the body must be application/json, not %s", mt))
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") && !strings.EqualFold(cs, "utf8") {
		return bad(fmt.Sprintf("the body must be UTF-8, not %s", cs))
	}
	return nil
}

// decodeJSON decodes body into v and turns each kind of decoding error into
// a 400 problem naming the offset, the field or the type.
func decodeJSON(body []byte, v any) *Problem {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		// Nothing but white space may follow the value.
		end := int(dec.InputOffset())
		for end < len(body) && isSpace(body[end]) {
			end++
		}
		if end < len(body) {
			return syntaxProblem(body, end, "unexpected data after the JSON value")
		}
		return nil
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		// Offset counts the bytes read, the last of which is the bad one.
		off := int(se.Offset) - 1
		if off < 0 {
			off = 0
		}
		return syntaxProblem(body, off, se.Error())
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			p := newProblem(http.StatusBadRequest, ptInvalidType, "Wrong JSON type",
				fmt.Sprintf("the request body must be a JSON object, not %s", jsonKind(te.Value)))
			return withPosition(p, body, int(te.Offset)-1).with("expected", "object").with("got", jsonKind(te.Value))
		}
		t := te.Type
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		want := jsonTypeName(t.Kind().String())
		p := newProblem(http.StatusBadRequest, ptInvalidType, "Wrong JSON type",
			fmt.Sprintf("field %q must be %s, not %s", field, want, jsonKind(te.Value)))
		return withPosition(p, body, int(te.Offset)-1).with("field", field).with("expected", want).with("got", jsonKind(te.Value))
	case errors.Is(err, io.EOF):
		return syntaxProblem(body, len(body), "the request body is empty: send a JSON object")
	case errors.Is(err, io.ErrUnexpectedEOF) || err.Error() == "unexpected EOF":
		return syntaxProblem(body, len(body), "unexpected end of JSON input")
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		if f, uerr := strconv.Unquote(name); uerr == nil {
			name = f
		}
		return newProblem(http.StatusBadRequest, ptUnknownField, "Unknown field",
			fmt.Sprintf("unknown field %q", name)).with("field", name)
	}
	return syntaxProblem(body, len(body), msg)
}

// syntaxProblem is a malformed-JSON problem at byte offset off of body.
func syntaxProblem(body []byte, off int, msg string) *Problem {
	p := newProblem(http.StatusBadRequest, ptInvalidJSON, "Malformed JSON", "")
	withPosition(p, body, off)
	p.Detail = fmt.Sprintf("%s (line %d, column %d)", msg, p.Ext["line"], p.Ext["column"])
	return p
}

// withPosition adds the offset, line and column (1-based, in bytes) of off.
func withPosition(p *Problem, body []byte, off int) *Problem {
	off = max(0, min(off, len(body)))
	line := 1 + bytes.Count(body[:off], []byte{'\n'})
	col := off - bytes.LastIndexByte(body[:off], '\n')
	return p.with("offset", off).with("line", line).with("column", col)
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// jsonKind turns the decoder's description of a value ("number",
// "number -5", "string") into a JSON type name.
func jsonKind(v string) string {
	k, _, _ := strings.Cut(v, " ")
	switch k {
	case "bool":
		return "boolean"
	case "":
		return "a value"
	}
	return k
}

// jsonTypeName names the JSON type a Go kind is decoded from.
func jsonTypeName(kind string) string {
	switch kind {
	case "string":
		return "string"
	case "bool":
		return "boolean"
	case "slice", "array":
		return "array"
	case "struct", "map":
		return "object"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
		return "integer"
	case "float32", "float64":
		return "number"
	}
	return kind
}
