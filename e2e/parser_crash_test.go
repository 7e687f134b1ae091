package e2e

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestAstralEscapeEndToEnd: 'x\u{10FFFF}' panicked in goja's parser
// (issue 21). At the top level the runner died and the watchdog answered
// internal_error; through eval the guest caught "TypeError: Internal error
// in a built-in function". Both are V8's 3 now, with and without the
// watchdog.
func TestAstralEscapeEndToEnd(t *testing.T) {
	for _, code := range []string{
		`'x\u{10FFFF}'.length`,
		`eval("'x\\u{10FFFF}'").length`,
		"`x\\u{10FFFF}`.length",
		`const s: string = 'x\u{10FFFF}'; s.length`,
	} {
		c, _ := json.Marshal(code)
		line := `{"type":"execute","id":"a","code":` + string(c) + `,"options":{"timeoutMs":5000},"providers":[]}` + "\n"
		for _, args := range [][]string{nil, {"--no-supervise"}} {
			stdout, stderr, exit := runCLI(t, line, args...)
			if exit != 0 {
				t.Fatalf("%s %v: exit %d\n%s\n%.2000s", code, args, exit, stdout, stderr)
			}
			wantTail(t, lastLine(stdout), `,"logs":[],"result":3}`)
		}
	}
}

// lastLine is the last line of a runner's stdout.
func lastLine(stdout string) string {
	stdout = strings.TrimRight(stdout, "\n")
	return stdout[strings.LastIndexByte(stdout, '\n')+1:]
}
