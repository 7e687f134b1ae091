package session

import (
	"log/slog"
	"os"
	"strings"
	"syscall"
)

// hardMemoryOverhead is what the operating-system cap (RLIMIT_DATA) allows
// above the guest's memoryLimitBytes and the runtime's own footprint. The
// in-process watchdog stops the guest first; the cap catches the single
// allocations that land faster than the watchdog can look.
const hardMemoryOverhead = 128 << 20

// setHardMemoryLimit caps the process's data segment a fixed overhead above
// what it used before the guest ran (used, read at start-up so that the
// execution does not wait for /proc) plus the guest's limit. It is the
// backstop behind the heap watchdog; exceeding it kills the process, which
// the watchdog process reports.
func setHardMemoryLimit(limit, used int64, log *slog.Logger) {
	if used <= 0 {
		return
	}
	max := uint64(used + limit + hardMemoryOverhead)
	if err := syscall.Setrlimit(syscall.RLIMIT_DATA, &syscall.Rlimit{Cur: max, Max: max}); err != nil {
		log.Warn("cannot set RLIMIT_DATA", "err", err)
	}
}

// dataBytes reads the process's data segment size (VmData).
func dataBytes() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmData:"); ok {
			var kb int64
			for _, f := range strings.Fields(rest) {
				for _, c := range f {
					if c < '0' || c > '9' {
						break
					}
					kb = kb*10 + int64(c-'0')
				}
				break
			}
			return kb << 10
		}
	}
	return 0
}
