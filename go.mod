module github.com/lateral-sql/lateral

go 1.26

require (
	github.com/antlr4-go/antlr/v4 v4.13.1 // indirect
	github.com/go-chi/chi/v5 v5.5.0 // indirect
	github.com/goccy/go-json v0.12.0 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
)
