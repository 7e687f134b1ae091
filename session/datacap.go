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

// statusFd is /proc/self/status as KeepStatus opened it, or -1.
var statusFd = -1

// KeepStatus opens /proc/self/status for dataBytes to read later, for a
// process whose walls will refuse to open it by then (Landlock raised at
// the top of main). The descriptor is close-on-exec.
func KeepStatus() {
	if statusFd >= 0 {
		return
	}
	if fd, err := syscall.Open("/proc/self/status", syscall.O_RDONLY|syscall.O_CLOEXEC, 0); err == nil {
		statusFd = fd
	}
}

// readStatus reads /proc/self/status, through the descriptor KeepStatus
// opened if there is one: the kernel writes the file afresh for each read
// from offset 0.
func readStatus() ([]byte, error) {
	if statusFd < 0 {
		return os.ReadFile("/proc/self/status")
	}
	b := make([]byte, 0, 4096)
	for {
		n, err := syscall.Pread(statusFd, b[len(b):cap(b)], int64(len(b)))
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return b, nil
		}
		b = b[:len(b)+n]
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
	}
}

// dataBytes reads the process's data segment size (VmData).
func dataBytes() int64 {
	b, err := readStatus()
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
