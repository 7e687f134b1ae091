package watchdog

import (
	"bufio"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestMain makes this test binary a watchdog when startAs starts it as
// one, from its file or from memory, as a runner's executable is.
func TestMain(m *testing.M) {
	if runner, ok := os.LookupEnv(Env); ok {
		os.Exit(Main(runner, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestStartFromTheProgram: with a program image, the watchdog is that
// image executed from a memfd, not the executable, and it watches: it
// writes the done handed over to it. (The image here is this test
// binary's own bytes; a runner built by scripts/build.sh carries the
// small program, which e2e's TestWatchdogIsTheSmallProgram looks at.)
func TestStartFromTheProgram(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("memfd is Linux's")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	image, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	link := startAndHandOver(t, exe, image)
	if !strings.HasPrefix(link, "/memfd:execbox-runner-watchdog") {
		t.Errorf("the watchdog is %s, not the program executed from memory", link)
	}
}

// TestStartFallsBackToTheExecutable: a program the kernel refuses to
// execute (here: not an executable at all; elsewhere a memfd that
// vm.memfd_noexec forbids) leaves the runner's own executable to be the
// watchdog, which watches as well.
func TestStartFallsBackToTheExecutable(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	link := startAndHandOver(t, exe, []byte("#!not an executable\n"))
	if runtime.GOOS == "linux" && link != exe {
		t.Errorf("the watchdog is %s, not %s", link, exe)
	}
}

// startAndHandOver starts a watchdog of exe and image, reports an
// execution, hands it a done and checks that the done comes out on the
// watchdog's stdout. It returns what /proc says the watchdog executes
// (on Linux).
func startAndHandOver(t *testing.T, exe string, image []byte) string {
	t.Helper()
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer outR.Close()
	w, err := startAs(exe, image, outW, os.Stderr, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !w.Ready() {
		t.Fatal("the watchdog did not start")
	}
	outW.Close() // the watchdog has its own now
	link := ""
	if runtime.GOOS == "linux" {
		link, _ = os.Readlink("/proc/" + strconv.Itoa(w.Pid()) + "/exe")
	}
	w.Accepted("x", time.Now(), 10*time.Second, 1<<20)
	line := `{"type":"done","id":"x","ok":true,"durationMs":1,"logs":[],"result":2}`
	got := make(chan string, 1)
	go func() {
		l, _ := bufio.NewReader(outR).ReadString('\n')
		got <- l
	}()
	if err := w.HandOver([]byte(line)); err != nil {
		t.Errorf("HandOver: %v", err)
	}
	w.Close()
	select {
	case l := <-got:
		if l != line+"\n" {
			t.Errorf("the watchdog wrote %q, want the done handed over", l)
		}
	case <-time.After(hang):
		t.Error("the watchdog wrote nothing")
	}
	return link
}
