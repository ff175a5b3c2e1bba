package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeBQDate: BigQuery's DATE function in a form lateral does not write
// for the target.
const codeBQDate = "T207"

// bqZoneRegion: a literal region name (as Europe/Paris) or UTC.
var bqZoneRegion = regexp.MustCompile(`^(UTC|[A-Za-z]+(/[A-Za-z0-9_+-]+)+)$`)

// bqDate writes BigQuery's DATE function (BigQuery date functions,
// DATE: "Constructs or extracts a date") for PostgreSQL and DuckDB:
//
// DATE(year, month, day) of INT64 values is make_date (PostgreSQL 15
// documentation 9.9: make_date(year int, month int, day int) "Create date
// from year, month and day fields", each cast to INTEGER as PostgreSQL
// has no BIGINT form; DuckDB's make_date takes BIGINTs); each raises for
// a date that does not exist, as BigQuery does. BigQuery raises for a
// year outside 1 to 9999, which the targets read (a negative year BC in
// PostgreSQL): the year is read through bqYearGuard, which raises there.
//
// DATE(timestamp[, zone]) is the date of the instant (a BigQuery
// TIMESTAMP, a TIMESTAMP WITH TIME ZONE in the targets) in zone, by
// default UTC ("If no time zone is specified, the default time zone,
// UTC, is used"): date_in_zone(ts, zone), which the function table
// writes CAST(ts AT TIME ZONE zone AS DATE) (dialects/functions_bq_date.go). The zone
// must be a literal region name or UTC: an offset is read with the
// opposite sign by PostgreSQL's POSIX rules.
//
// DATE(datetime) is CAST(datetime AS DATE), a DATETIME being a TIMESTAMP
// in the targets.
//
// Another form, an argument of another or unknown type and the other
// targets are refused (T207).
func bqDate(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("bigquery") || c.Source.Name == c.Target.Name {
		return s
	}
	how := map[ast.Span]string{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || f.Over != nil || f.Distinct || !strings.EqualFold(f.Name[0].Name, "date") {
			return true
		}
		dst := c.Target.Name
		if !c.Target.is("postgres", "duckdb") {
			c.Refuse(codeBQDate, f, "compute the date in the source, or translate to PostgreSQL or DuckDB",
				"BigQuery's DATE function is not written for %s", dst)
			return true
		}
		kind := func(x ast.Expr) ast.TypeKind {
			if lit, ok := x.(*ast.Literal); ok && lit.Kind == ast.LitNull {
				return ast.TypeUnknown
			}
			if t := c.typeOf(x, sc); t != nil {
				return t.Kind
			}
			return ast.TypeUnknown
		}
		switch len(f.Args) {
		case 3:
			for _, a := range f.Args {
				if k := kind(a); !k.IsInteger() || k == ast.TypeHugeInt {
					if lit, ok := a.(*ast.Literal); ok && lit.Kind == ast.LitNull {
						continue
					}
					c.Refuse(codeBQDate, a, "give the column's type with --schema, or cast the value to INT64 in the source",
						"DATE(year, month, day) is written for %s of INT64 values only, and this argument is not known to be one", dst)
					return true
				}
			}
			if !c.bqYearReusable(f.Args[0]) {
				return true
			}
			how[f.Span] = "make"
		case 1, 2:
			k := kind(f.Args[0])
			switch {
			case k == ast.TypeTimestamp && len(f.Args) == 1:
				how[f.Span] = "cast"
			case k == ast.TypeTimestampTZ:
				if len(f.Args) == 2 {
					z, ok := f.Args[1].(*ast.Literal)
					if !ok || z.Kind != ast.LitString || !bqZoneRegion.MatchString(z.Value) {
						c.Refuse(codeBQDate, f.Args[1], "name the zone by its region, as 'America/New_York', in a string literal",
							"DATE(timestamp, zone) is written for %s only of a literal region name or 'UTC': an offset or a three-letter name is read otherwise there", dst)
						return true
					}
				}
				how[f.Span] = "zone"
			default:
				c.Refuse(codeBQDate, f.Args[0], "give the column's type with --schema, or cast the value to TIMESTAMP or DATETIME in the source",
					"DATE(x) is written for %s of a TIMESTAMP (with or without a zone) or a DATETIME (without one) only, and this argument is not known to be one", dst)
				return true
			}
		default:
			c.Refuse(codeBQDate, f, "write DATE(year, month, day), DATE(timestamp[, zone]) or DATE(datetime)",
				"BigQuery's DATE takes one, two or three arguments")
			return true
		}
		return true
	})
	if len(how) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || how[f.Span] == "" || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "date") {
			return n
		}
		sp := f.Span
		date := func(x ast.Expr) ast.Expr {
			return &ast.Cast{Span: sp, X: x, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}
		}
		switch how[sp] {
		case "make":
			args := append([]ast.Expr(nil), f.Args...)
			args[0] = c.bqYearGuard(args[0]) // bq_range.go
			if c.Target.is("postgres") {
				for i, a := range args {
					args[i] = &ast.Cast{Span: sp, X: a, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}
				}
			}
			g := &ast.Func{Span: sp, Name: ast.QName{{Span: f.Name[0].Span, Name: "make_date"}}, Args: args}
			c.checkedCall(g)
			return g
		case "cast":
			return date(f.Args[0])
		}
		var zone ast.Expr = &ast.Literal{Span: sp, Kind: ast.LitString, Value: "UTC"}
		if len(f.Args) == 2 {
			zone = f.Args[1]
		}
		return canonCall(sp, "date_in_zone", f.Args[0], zone) // dialects/functions_bq_date.go
	})
}
