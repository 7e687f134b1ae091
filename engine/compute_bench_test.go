package engine

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dop251/goja"
)

// BenchmarkAgentCompute runs the agent-shaped workloads of
// scripts/bench/agent/ in a runtime with the whole guest environment, as
// the runner builds it, so that `-cpuprofile` shows what the runner adds
// to goja's own BenchmarkCompute (the Intl delegate behind localeCompare,
// for one). The records are built once per workload, outside the timer.
// Besides wall time it reports cpu-ns/op, the process's CPU time per run
// (collector included), which varies much less than wall time on a
// shared machine.
func BenchmarkAgentCompute(b *testing.B) {
	dir := filepath.Join("..", "scripts", "bench", "agent")
	setup, err := os.ReadFile(filepath.Join(dir, "records.js"))
	if err != nil {
		b.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "[0-9]*.js"))
	sort.Strings(files)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.TrimSuffix(filepath.Base(f), ".js"), func(b *testing.B) {
			e, _ := benchValue(b, string(setup)+"\nvar __work = function() {\n"+string(src)+"\n};")
			work, _ := goja.AssertFunction(e.vm.Get("__work"))
			b.ReportAllocs()
			cpu := processCPU()
			for b.Loop() {
				if _, err := work(nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(processCPU()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}

// processCPU is the CPU time this process has used, user and system.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
