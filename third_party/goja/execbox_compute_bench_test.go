package goja

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time this process has used, user and system,
// garbage collector included.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// The agent-shaped compute workloads of execbox-runner
// (scripts/bench/agent/ in the runner's repository, two folders up), run
// in a bare Runtime so that `go test -bench Compute -cpuprofile` profiles
// the engine alone. Each iteration runs one workload's body on records
// built once per sub-benchmark, outside the timer. Outside the runner's
// repository the folder is absent and the benchmark is skipped.
//
// Besides wall time each reports cpu-ns/op, the process's CPU time per
// run: on a machine shared with other work it varies much less than wall
// time does.
func BenchmarkCompute(b *testing.B) {
	dir := filepath.Join("..", "..", "scripts", "bench", "agent")
	setup, err := os.ReadFile(filepath.Join(dir, "records.js"))
	if err != nil {
		b.Skip("no agent workloads here:", err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "[0-9]*.js"))
	sort.Strings(files)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".js")
		b.Run(name, func(b *testing.B) {
			r := New()
			if _, err := r.RunString(string(setup) + "\nvar __work = function() {\n" + string(src) + "\n};"); err != nil {
				b.Fatal(err)
			}
			work, _ := AssertFunction(r.Get("__work"))
			b.ResetTimer()
			cpu := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := work(nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
