package session

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/watchdog"
)

// TestRunWithAWatchdogThatCannotStart: a watchdog whose process cannot be
// started is no watchdog; the session runs unwatched and writes its done
// itself.
func TestRunWithAWatchdogThatCannotStart(t *testing.T) {
	devnull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer devnull.Close()
	wd, err := watchdog.Start(filepath.Join(t.TempDir(), "missing"), devnull, devnull)
	if err != nil {
		t.Fatal(err)
	}
	if wd.Ready() {
		t.Fatal("a missing executable started")
	}
	var out bytes.Buffer
	input := `{"type":"execute","id":"x","code":"6 * 7","options":{},"providers":[]}` + "\n"
	if code := Run(context.Background(), Config{Watchdog: wd}, strings.NewReader(input), &out); code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.Contains(lines[1], `"result":42`) {
		t.Errorf("stdout %q", out.String())
	}
	wd.Close() // nothing to reap, and no hang
}
