// Package vitess compares lateral's parser with Vitess's hand-written (yacc) MySQL parser on
// the plain SELECT corpora of bench/corpus. It is its own module so that the main module does
// not depend on Vitess. Run from this directory (bench/translate.sh runs it):
//
//	go test -run '^$' -bench BenchmarkParseQuery -benchtime 300x
//
// Only queries both parsers accept are timed; TestAccepted lists those Vitess rejects.
package vitess
