package e2e

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRecordHandedOverDone: with --record, a done the runner hands over to
// its watchdog (a guest stuck inside one long built-in when it is
// cancelled) is in the transcript as soon as the host has read it, exactly
// once, even when the runner dies right after (here: killed the moment
// the done is read; in practice, a memory bomb inside a built-in that goes
// on allocating until RLIMIT_DATA ends it). The runner used to record it
// only once its watchdog had written it and exited, so its death in
// between lost the done from the transcript.
func TestRecordHandedOverDone(t *testing.T) {
	for i := 0; i < 3; i++ {
		path := filepath.Join(t.TempDir(), "rec.ndjson")
		r := startHandoverRun(t, "--record", path)
		// The tool call says the array is built: from the result on,
		// the guest is inside a sort of a million numbers (seconds, with
		// no interrupt check) but for the instants between two. The
		// default sort holds a string per element on top of the array
		// and its copy: about 70 MB live, past the default memory limit,
		// which on a slow machine could end the run before the cancel.
		code := `const a = Array.from({ length: 1e6 }, (_, i) => (i * 7919) % 1000003); await tools.echo({}); for (;;) a.slice().sort()`
		r.execute(t, "c", code, `{"timeoutMs":3600000,"memoryLimitBytes":536870912}`, `[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]`)
		out := bufio.NewReader(r.stdout)
		for _, typ := range []string{"started", "tool_call"} {
			if l := readLineWithin(t, out, hangTimeout, typ); !strings.Contains(l, `"type":"`+typ+`"`) {
				t.Fatalf("got %q, want %s", l, typ)
			}
		}
		r.stdin.Write([]byte(`{"type":"tool_result","callId":"call-1","ok":true,"result":{}}` + "\n"))
		time.Sleep(100 * time.Millisecond) // not for correctness: to be inside a sort, as a rule
		r.stdin.Write([]byte(`{"type":"cancel","id":"c"}` + "\n"))
		done := readLineWithin(t, out, hangTimeout, "done")
		_ = syscall.Kill(r.cmd.Process.Pid, syscall.SIGKILL)
		_ = r.cmd.Wait()
		if !strings.Contains(done, `"type":"done"`) {
			t.Fatalf("got %q, want the done", done)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var dones []string
		for _, l := range strings.Split(string(data), "\n") {
			if strings.Contains(l, `"type":"done"`) {
				dones = append(dones, l)
			}
		}
		if len(dones) != 1 || dones[0] != strings.TrimSuffix(done, "\n") {
			t.Errorf("run %d: the transcript has done lines %q, want exactly %q", i, dones, done)
		}
	}
}
