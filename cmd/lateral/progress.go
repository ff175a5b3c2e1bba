package main

import (
	"fmt"
	"io"
	"os"
	"strings"
)

// isTerminal reports whether w is a character device (a terminal): the
// progress bar is drawn only there, never into a file or a pipe.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// progressBar redraws one line on a terminal: a bar, the counts and the
// name of the item just done. finish ends the line.
type progressBar struct {
	w     io.Writer
	width int // of the whole line
	drawn bool
}

const barCells = 30

// update redraws the line for done items out of total.
func (p *progressBar) update(done, total int, name string) {
	fmt.Fprint(p.w, "\r"+renderBar(done, total, name, p.width))
	p.drawn = true
}

// finish ends the bar's line, so that what follows starts on a line of its
// own.
func (p *progressBar) finish() {
	if p.drawn {
		fmt.Fprint(p.w, "\n")
		p.drawn = false
	}
}

// renderBar renders "[=====>      ]  12/300 feature/name", padded with
// blanks to width (so that a shorter line hides a longer one) and the name
// cut to fit.
func renderBar(done, total int, name string, width int) string {
	filled := 0
	if total > 0 {
		filled = done * barCells / total
	}
	bar := strings.Repeat("=", filled)
	if filled < barCells {
		if done > 0 {
			bar += ">"
		}
		bar += strings.Repeat(" ", barCells-len(bar))
	}
	digits := len(fmt.Sprint(total))
	line := fmt.Sprintf("[%s] %*d/%d", bar, digits, done, total)
	if name != "" {
		line += " " + name
	}
	if width > 0 {
		if len(line) > width {
			line = line[:width]
		}
		line += strings.Repeat(" ", width-len(line))
	}
	return line
}
