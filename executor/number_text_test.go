package executor_test

import "testing"

// numberTextCases are DECIMAL and float texts the executor reads as
// DuckDB 1.5 does (floatDecimalText, duck_int_text.go).
func numberTextCases() []duckFidelityCase {
	return []duckFidelityCase{
		{name: "a DECIMAL text of grouped digits", query: "SELECT TRY_CAST('1_000.5_5' AS DECIMAL(10,2)), TRY_CAST(' -1_000.25 ' AS DECIMAL(10,2)), TRY_CAST('.5_5' AS DECIMAL(10,2)), TRY_CAST('1_0e1' AS DECIMAL(10,2))::VARCHAR",
			want: []string{"1000.55 | -1000.25 | 0.55 | 100.00"}},
		{name: "a DECIMAL text's misplaced underscores", query: "SELECT TRY_CAST('1e1_0' AS DECIMAL(10,2)), TRY_CAST('1__000' AS DECIMAL(10,2)), TRY_CAST('1_.5' AS DECIMAL(10,2)), TRY_CAST('_1' AS DECIMAL(10,2))",
			want: []string{"NULL | NULL | NULL | NULL"}},
		{name: "a DECIMAL compared with a text of grouped digits", query: "SELECT d = '1_000.5' FROM (SELECT 1000.5::DECIMAL(6,1) AS d)", want: []string{"true"}},
		{name: "a hexadecimal float text", query: "SELECT TRY_CAST('0x1p4' AS DOUBLE), TRY_CAST(' -0X1p4' AS REAL), TRY_CAST('1_000' AS DOUBLE)::VARCHAR", want: []string{"NULL | NULL | 1000.0"}},
		// IN and BETWEEN: string literals take the common type of the other operands (duck_cmp_literals.go, duckInListType)
		{name: "IN and BETWEEN cast string literals to the common type", query: "SELECT i IN ('1.4', 1.5), i IN ('1.4', 2.5::DOUBLE), i IN ('1.4', d), i BETWEEN '1.4' AND d, i BETWEEN '1.4' AND 2.5, " +
			"'1.5' IN (i, d), i IN ('1.4', 2), t IN ('1.4', 1000), i NOT IN ('1.4', 1.5) FROM (SELECT 1 AS i, 2.5 AS d, 1::TINYINT AS t)",
			want: []string{"false | false | false | false | false | false | true | true | true"}},
		{name: "IN: an integer literal beside a TINYINT keeps it", query: "SELECT t IN ('300', -1) FROM (SELECT 1::TINYINT AS t)", latErr: "300", duckErr: "Could not convert string '300' to INT8"},
		{name: "a hexadecimal float text raises", query: "SELECT CAST('0x1p4' AS DOUBLE)", latErr: "cannot cast '0x1p4' to double", duckErr: "Could not convert string '0x1p4' to DOUBLE"},
	}
}

func TestNumberTextDuckDB(t *testing.T) {
	for _, c := range numberTextCases() {
		runSQL(t, sqlCase{name: c.name, dialect: "duckdb", query: c.query, want: c.want, err: c.latErr})
	}
}

func TestNumberTextDuckDBOnDuckDB(t *testing.T) {
	var cs []sqlCase
	for _, c := range numberTextCases() {
		cs = append(cs, sqlCase{name: c.name, query: c.query, want: c.want, err: c.duckErr})
	}
	casesOnDuckDB(t, cs)
}

// pgNumberTextCases: PostgreSQL reads no underscore in a float's text.
func pgNumberTextCases() []sqlCase {
	return []sqlCase{
		{name: "a float text of grouped digits raises", dialect: "postgres", query: "SELECT CAST('1_000' AS FLOAT8)", err: "1_000"},
		{name: "a real text of grouped digits raises", dialect: "postgres", query: "SELECT CAST(' 1_0' AS REAL)", err: "1_0"},
		{name: "a hexadecimal float text is read", dialect: "postgres", query: "SELECT CAST(CAST('0x1p4' AS FLOAT8) AS TEXT)", want: []string{"16"}},
	}
}

func TestNumberTextPostgres(t *testing.T) {
	for _, c := range pgNumberTextCases() {
		runSQL(t, c)
	}
}

func TestNumberTextOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgNumberTextCases())
}
