package engines

import (
	"math"
	"math/big"
	"strings"
	"testing"
	"time"
)

func TestCanonical(t *testing.T) {
	cases := []struct {
		v    Value
		want string
	}{
		{nil, "NULL"},
		{true, "true"},
		{int64(-42), "-42"},
		{1.5, "1.5"},
		{3.0, "3"},
		{math.Copysign(0, -1), "0"},
		{0.1, "0.1"},
		{1e21, "1e+21"},
		{1e-20, "1e-20"},
		{math.NaN(), "NaN"},
		{math.Inf(-1), "-Infinity"},
		{Decimal("12.5"), "12.5"},
		{"it's", "'it''s'"},
		{"", "''"},
		{[]Value{int64(1), int64(2), nil}, "[1, 2, NULL]"},
		{[]Value{}, "[]"},
		{[]Value{[]Value{int64(1)}, []Value{}}, "[[1], []]"},
		{Map{{"b", int64(2)}, {"a", nil}}, "MAP{'a': NULL, 'b': 2}"},
		{Map{}, "MAP{}"},
		{Struct{{"b", "x"}, {"a", int64(1)}}, "{b: 'x', a: 1}"},
		{Struct{{"A B", int64(1)}, {`q"`, nil}}, `{"A B": 1, "q""": NULL}`},
		{[]Value{Struct{{"k", Map{{int64(1), []Value{"x"}}}}}}, "[{k: MAP{1: ['x']}}]"},
	}
	for _, c := range cases {
		if got := Canonical(c.v); got != c.want {
			t.Errorf("Canonical(%#v) = %s, want %s", c.v, got, c.want)
		}
	}
	if got := CanonicalRow([]Value{int64(1), "a", nil}); got != "(1, 'a', NULL)" {
		t.Errorf("CanonicalRow = %s", got)
	}
	// Numbers of every kind that are equal print alike.
	for _, v := range []Value{int64(3), Decimal("3"), 3.0} {
		if Canonical(v) != "3" {
			t.Errorf("Canonical(%#v) = %s, want 3", v, Canonical(v))
		}
	}
}

func TestNormalize(t *testing.T) {
	huge, _ := new(big.Int).SetString("170141183460469231731687303715884105727", 10)
	cases := []struct {
		in   any
		want string
	}{
		{int8(-3), "-3"},
		{uint32(7), "7"},
		{uint64(math.MaxUint64), "18446744073709551615"},
		{float32(0.1), "0.1"},
		{huge, "170141183460469231731687303715884105727"},
		{big.NewInt(5), "5"},
		{big.NewRat(1, 8), "0.125"},
		{[]byte{0xde, 0xad}, `'\xdead'`},
		{time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC), "'2024-01-02 03:04:05'"},
		{[]Value{int32(1), nil, "x"}, "[1, NULL, 'x']"},
		{map[string]any{"b": 1, "a": int16(2)}, "MAP{'a': 2, 'b': 1}"},
		{Struct{{"x", uint8(1)}}, "{x: 1}"},
	}
	for _, c := range cases {
		v, err := Normalize(c.in)
		if err != nil {
			t.Errorf("Normalize(%#v): %v", c.in, err)
			continue
		}
		if got := Canonical(v); got != c.want {
			t.Errorf("Normalize(%#v) = %s, want %s", c.in, got, c.want)
		}
	}
	if v, _ := Normalize(uint64(math.MaxUint64)); v != Decimal("18446744073709551615") {
		t.Errorf("uint64 max: %#v, want a Decimal", v)
	}
	if _, err := Normalize(struct{}{}); err == nil {
		t.Errorf("Normalize(struct{}{}) succeeded")
	}
}

func TestCanonicalDecimal(t *testing.T) {
	cases := map[string]Decimal{
		"1.50":    "1.5",
		"001.0":   "1",
		"-0.000":  "0",
		"-0.5":    "-0.5",
		".5":      "0.5",
		"5.":      "5",
		"1.5e3":   "1500",
		"1.5E-3":  "0.0015",
		"+12e0":   "12",
		"100":     "100",
		"1000e-3": "1",
		"NaN":     "NaN",
		"-inf":    "-Infinity",
	}
	for in, want := range cases {
		got, err := CanonicalDecimal(in)
		if err != nil || got != want {
			t.Errorf("CanonicalDecimal(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "-", "1.2.3", "abc", "1e", "."} {
		if d, err := CanonicalDecimal(bad); err == nil {
			t.Errorf("CanonicalDecimal(%q) = %q, want an error", bad, d)
		}
	}
	if got := DecimalFromScaled(big.NewInt(-150), 2); got != "-1.5" {
		t.Errorf("DecimalFromScaled(-150, 2) = %s", got)
	}
	if got := DecimalFromScaled(big.NewInt(15), -2); got != "1500" {
		t.Errorf("DecimalFromScaled(15, -2) = %s", got)
	}
}

func TestFormatInterval(t *testing.T) {
	// Expected texts are PostgreSQL 15's output for the same intervals
	// (IntervalStyle postgres), e.g. select interval '-1 day 2 hours'.
	h := int64(3_600_000_000)
	cases := []struct {
		months, days int32
		micros       int64
		want         string
	}{
		{0, 0, 0, "00:00:00"},
		{14, 3, 4*h + 5*60_000_000 + 6_500_000, "1 year 2 mons 3 days 04:05:06.5"},
		{0, -1, 2 * h, "-1 days +02:00:00"},
		{0, 1, -2 * h, "1 day -02:00:00"},
		{-13, 0, 0, "-1 years -1 mons"},
		{1, 0, 0, "1 mon"},
		{0, 0, 100 * h, "100:00:00"},
		{0, 0, -1, "-00:00:00.000001"},
		{0, 2, 0, "2 days"},
	}
	for _, c := range cases {
		if got := FormatInterval(c.months, c.days, c.micros); got != c.want {
			t.Errorf("FormatInterval(%d, %d, %d) = %q, want %q", c.months, c.days, c.micros, got, c.want)
		}
	}
}

func TestFormatTimes(t *testing.T) {
	ts := time.Date(2024, 1, 2, 3, 4, 5, 250_000_000, time.FixedZone("", 2*3600))
	if got := FormatTimestamp(ts); got != "2024-01-02 03:04:05.25" {
		t.Errorf("FormatTimestamp = %s", got)
	}
	if got := FormatTimestampTZ(ts); got != "2024-01-02 01:04:05.25+00" {
		t.Errorf("FormatTimestampTZ = %s", got)
	}
	if got := FormatDate(ts); got != "2024-01-02" {
		t.Errorf("FormatDate = %s", got)
	}
	if got := FormatTime(ts); got != "03:04:05.25" {
		t.Errorf("FormatTime = %s", got)
	}
	if got := FormatTimeTZ(time.Date(1, 1, 1, 3, 4, 5, 0, time.FixedZone("", 5*3600+1800))); got != "03:04:05+05:30" {
		t.Errorf("FormatTimeTZ = %s", got)
	}
	if got := FormatTimeTZ(time.Date(1, 1, 1, 3, 4, 5, 0, time.FixedZone("", -8*3600))); got != "03:04:05-08" {
		t.Errorf("FormatTimeTZ = %s", got)
	}
	if got := FormatUUID([16]byte{0xa0, 0xee, 0xbc, 0x99, 0x9c, 0x0b, 0x4e, 0xf8, 0xbb, 0x6d, 0x6b, 0xb9, 0xbd, 0x38, 0x0a, 0x11}); got != "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11" {
		t.Errorf("FormatUUID = %s", got)
	}
}

func TestCanonicalJSON(t *testing.T) {
	cases := map[string]string{
		`{"b": [1, 2.0, 1e2], "a": null}`: `{"a":null,"b":[1,2,100]}`,
		` "x<y" `:                         `"x<y"`,
		`{"a":1,"a":2}`:                   `{"a":2}`,
		`[true, false, {"é": "\u00e9"}]`:  `[true,false,{"é":"é"}]`,
		`-0.50`:                           `-0.5`,
	}
	for in, want := range cases {
		got, err := CanonicalJSON(in)
		if err != nil || got != want {
			t.Errorf("CanonicalJSON(%s) = %s, %v; want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{`{`, `1 2`, ``} {
		if _, err := CanonicalJSON(bad); err == nil {
			t.Errorf("CanonicalJSON(%q) succeeded", bad)
		}
	}
}

func TestEqual(t *testing.T) {
	eq := []struct{ a, b Value }{
		{nil, nil},
		{int64(1), Decimal("1")},
		{int64(1), 1.0},
		{Decimal("0.1"), 0.1},
		{0.1 + 0.2, 0.3},
		{1e300, 1e300 * (1 + 1e-12)},
		{math.NaN(), math.NaN()},
		{math.Inf(1), Decimal("Infinity")},
		{[]Value{int64(1), nil}, []Value{1.0, nil}},
		{Map{{"a", int64(1)}, {"b", int64(2)}}, Map{{"b", int64(2)}, {"a", int64(1)}}},
		{Struct{{"x", "s"}}, Struct{{"x", "s"}}},
	}
	for _, c := range eq {
		if !Equal(c.a, c.b) || !Equal(c.b, c.a) {
			t.Errorf("Equal(%s, %s) = false", Canonical(c.a), Canonical(c.b))
		}
	}
	ne := []struct{ a, b Value }{
		{nil, int64(0)},
		{int64(1), "1"},
		{true, int64(1)},
		{int64(1), int64(2)},
		{Decimal("1.5"), Decimal("1.50001")},
		{1.0, 1.0001},
		{math.Inf(1), math.Inf(-1)},
		{[]Value{int64(1)}, []Value{int64(1), int64(1)}},
		{Map{{"a", int64(1)}}, Map{{"a", int64(2)}}},
		{Struct{{"x", int64(1)}}, Struct{{"y", int64(1)}}},
		{Struct{{"x", int64(1)}, {"y", int64(2)}}, Struct{{"y", int64(2)}, {"x", int64(1)}}},
		{[]Value{}, Map{}},
	}
	for _, c := range ne {
		if Equal(c.a, c.b) || Equal(c.b, c.a) {
			t.Errorf("Equal(%s, %s) = true", Canonical(c.a), Canonical(c.b))
		}
	}
}

func TestEqualRows(t *testing.T) {
	a := [][]Value{{int64(1), "a"}, {int64(2), nil}, {int64(1), "a"}, {0.1 + 0.2, "f"}}
	b := [][]Value{{int64(2), nil}, {0.3, "f"}, {int64(1), "a"}, {Decimal("1"), "a"}}
	if ok, diff := EqualRows(a, b, false); !ok {
		t.Errorf("unordered: not equal:\n%s", diff)
	}
	if ok, _ := EqualRows(a, b, true); ok {
		t.Errorf("ordered: equal, want a difference")
	}
	if ok, diff := EqualRows(a, a, true); !ok {
		t.Errorf("ordered self-comparison:\n%s", diff)
	}
	// Duplicates count.
	ok, diff := EqualRows([][]Value{{int64(1)}, {int64(1)}}, [][]Value{{int64(1)}}, false)
	if ok || !strings.Contains(diff, "- (1)") {
		t.Errorf("duplicates: ok=%v diff=%q", ok, diff)
	}
	ok, diff = EqualRows([][]Value{{"x"}}, [][]Value{{"y"}, {"z"}}, true)
	if ok || !strings.Contains(diff, "row 1: - ('x')") || !strings.Contains(diff, "row 2: + ('z')") {
		t.Errorf("ordered diff: %q", diff)
	}
	if ok, diff := EqualRows(nil, [][]Value{}, false); !ok {
		t.Errorf("nil vs empty: %s", diff)
	}
}

func TestParseDuckType(t *testing.T) {
	cases := map[string]string{
		"INTEGER":                            "INTEGER",
		"INTEGER[]":                          "INTEGER[]",
		"INTEGER[][]":                        "INTEGER[][]",
		"INTEGER[3]":                         "INTEGER[n]",
		"DECIMAL(18,3)":                      "DECIMAL",
		`STRUCT("b" VARCHAR, "a" INTEGER[])`: `STRUCT("b" VARCHAR, "a" INTEGER[])`,
		`STRUCT("we""ird name" MAP(VARCHAR, DATE[]))[]`: `STRUCT("we\"ird name" MAP(VARCHAR, DATE[]))[]`,
		`MAP(INTEGER, STRUCT("x" UUID))`:                `MAP(INTEGER, STRUCT("x" UUID))`,
		`UNION("num" INTEGER, "s" VARCHAR)`:             `UNION("num" INTEGER, "s" VARCHAR)`,
	}
	for in, want := range cases {
		typ, err := parseDuckType(in)
		if err != nil {
			t.Errorf("parseDuckType(%s): %v", in, err)
			continue
		}
		if got := typ.String(); got != want {
			t.Errorf("parseDuckType(%s) = %s, want %s", in, got, want)
		}
	}
	for _, bad := range []string{"", "STRUCT(", "MAP(INTEGER)", "INTEGER[", "INTEGER)"} {
		if _, err := parseDuckType(bad); err == nil {
			t.Errorf("parseDuckType(%q) succeeded", bad)
		}
	}
}
