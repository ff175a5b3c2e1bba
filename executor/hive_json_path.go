package executor

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/internal/jsontext"
)

// hiveSimplePath is a get_json_object path of member names and indexes
// only, which hiveJSONPath reads.
var hiveSimplePath = regexp.MustCompile(`^\$(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9]{1,9}\])+$`)

// hiveJSONPath reads a path of member names and indexes as Hive's UDFJson
// does (UDFJson.java in apache/hive, extract_json_withkey and
// extract_json_withindex): a member name applied to an array is applied
// to each object in it, the values found collected into a new array (an
// array value's elements spliced in, a JSON null or missing member
// skipped), NULL when none is found; a document that is not an object
// (a path opening with $.) or not an array (a path opening with $[) gives
// NULL; an index applied to anything but an
// array finds nothing; of a repeated name the last member is read. ok is
// false where the path is not of that form (the caller reads it
// otherwise).
func hiveJSONPath(root *jsontext.Node, path string) (n *jsontext.Node, found, ok bool) {
	if !hiveSimplePath.MatchString(path) {
		return nil, false, false
	}
	// the document is read as a map for a path opening with $. and as a
	// list for one opening with $[ (UDFJson: MAP_TYPE or LIST_TYPE), and
	// anything else fails to read: NULL
	if path[1] == '.' && root.Kind != jsontext.Object || path[1] == '[' && root.Kind != jsontext.Array {
		return nil, false, true
	}
	cur := root
	for s := path[1:]; s != ""; {
		if cur == nil || cur.Kind == jsontext.Null {
			return nil, false, true
		}
		if s[0] == '[' {
			end := strings.IndexByte(s, ']')
			i, _ := strconv.Atoi(s[1:end])
			s = s[end+1:]
			if cur.Kind != jsontext.Array || i >= len(cur.Arr) {
				return nil, false, true
			}
			cur = cur.Arr[i]
			continue
		}
		end := strings.IndexAny(s[1:], ".[")
		if end < 0 {
			end = len(s) - 1
		}
		key := s[1 : end+1]
		s = s[end+1:]
		switch cur.Kind {
		case jsontext.Object:
			v, _ := cur.MemberLast(key, false)
			cur = v
		case jsontext.Array:
			var got []*jsontext.Node
			for _, e := range cur.Arr {
				v, has := e.MemberLast(key, false)
				switch {
				case !has || v.Kind == jsontext.Null:
				case v.Kind == jsontext.Array:
					got = append(got, v.Arr...)
				default:
					got = append(got, v)
				}
			}
			if len(got) == 0 {
				return nil, false, true
			}
			cur = &jsontext.Node{Kind: jsontext.Array, Arr: got}
		default:
			return nil, false, true
		}
	}
	if cur == nil {
		return nil, false, true
	}
	return cur, true, true
}
