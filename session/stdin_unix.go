//go:build unix

package session

import "syscall"

// isNonblocking reports whether the descriptor fd is in non-blocking mode.
func isNonblocking(fd int) bool {
	flags, _, e := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_GETFL, 0)
	return e == 0 && flags&syscall.O_NONBLOCK != 0
}
