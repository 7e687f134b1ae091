//go:build linux || darwin

package engine

import (
	"runtime"
	"syscall"
)

// PeakResidentBytes returns the process's peak resident memory (VmHWM on
// Linux), from getrusage: one system call, no file, so it works behind the
// walls. 0 where it cannot be read.
func PeakResidentBytes() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	if runtime.GOOS == "darwin" {
		return int64(ru.Maxrss) // bytes on macOS
	}
	return int64(ru.Maxrss) << 10 // KiB on Linux
}
