package fdwait

import (
	"syscall"
	"unsafe"
)

// Supported says Readable works here.
const Supported = true

// pollFd is struct pollfd.
type pollFd struct {
	fd      int32
	events  int16
	revents int16
}

const pollIn = 0x1 // POLLIN

// Readable blocks until a or b is readable, hung up or failed, and reports
// which. A negative descriptor is not waited on.
func Readable(a, b int) (aReady, bReady bool, err error) {
	fds := [2]pollFd{{fd: int32(a), events: pollIn}, {fd: int32(b), events: pollIn}}
	for {
		// No timeout and no signal mask: ppoll, since arm64 has no poll.
		_, _, e := syscall.Syscall6(syscall.SYS_PPOLL, uintptr(unsafe.Pointer(&fds[0])), uintptr(len(fds)), 0, 0, 0, 0)
		switch e {
		case 0:
			return fds[0].revents != 0, fds[1].revents != 0, nil
		case syscall.EINTR:
			continue
		default:
			return false, false, e
		}
	}
}
