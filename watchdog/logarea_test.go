package watchdog

import (
	"io"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/ndjson"
)

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.n += len(p)
	return c.w.Write(p)
}

// TestLogArea: the runner's log lines go into the log area it shares with
// the watchdog, with no status line, and once the area is full through
// the status pipe; a done the watchdog writes after the runner's death
// has them all, in order, encoded as the runner encodes them.
func TestLogArea(t *testing.T) {
	defer func(n int) { logAreaSize = n }(logAreaSize)
	logAreaSize = 64
	page, fd, err := newPage()
	if err != nil {
		t.Skip("no memory file:", err)
	}
	syscall.Close(fd)
	statusR, statusW := io.Pipe()
	diagR, diagW := io.Pipe()
	var stdout, stderr syncBuffer
	code := make(chan int, 1)
	go func() {
		code <- Watch(Config{Status: statusR, Diag: diagR, Page: page, Stdout: &stdout, Stderr: &stderr})
	}()
	sent := &countingWriter{w: statusW}
	runner := &Watchdog{page: page, status: ndjson.NewWriter(sent)}
	runner.Accepted("x", time.Now(), 10*time.Second, 1<<20)
	before := sent.n

	runner.Log("first")
	runner.Log("a\xed\xa0\x80b") // a lone surrogate, as the runner holds it (WTF-8)
	if sent.n != before {
		t.Errorf("%d bytes of status lines for lines the area had room for", sent.n-before)
	}
	if got, want := string(page.loggedArea()), `"first","a\ud800b"`; got != want {
		t.Errorf("log area %s, want %s", got, want)
	}
	long := strings.Repeat("y", 60)
	runner.Log(long)   // does not fit: the status pipe
	runner.Log("last") // would fit, but lines stay in order: the pipe too
	if sent.n == before {
		t.Error("no status line for lines past the area's end")
	}

	io.WriteString(diagW, "fatal error: runtime: out of memory\n")
	diagW.Close()
	statusW.Close()
	select {
	case <-code:
	case <-time.After(hang):
		t.Fatal("Watch did not return")
	}
	want := `"logs":["first","a\ud800b","` + long + `","last"]`
	if !strings.Contains(stdout.String(), want) {
		t.Errorf("done %q, want logs %s", stdout.String(), want)
	}
}
