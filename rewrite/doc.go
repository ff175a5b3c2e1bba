// Package rewrite holds lateral's tree passes: the canonical passes that
// move every dialect's row-generating syntax into ast.Lateral, and the
// lowering passes that turn ast.Lateral back into what a target dialect
// can spell, exactly or not at all.
//
// Each pass lives in its own file and is a function over one statement with
// a narrow Context (fresh names, diagnostics, the optional schema). Passes
// never mutate their input: they use ast.Rewrite, which copies on write.
// The order is one list, in pipeline.go.
package rewrite
