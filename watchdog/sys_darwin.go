package watchdog

import "syscall"

// The macOS counterparts of sys_linux.go. macOS has neither pipe2, dup3,
// memfd nor TIOCINQ: descriptors are made close-on-exec right after they
// are made, under syscall.ForkLock so that no child starts in between.

func pipeCloexec() (r, w int, err error) {
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	var p [2]int
	if err := syscall.Pipe(p[:]); err != nil {
		return -1, -1, err
	}
	syscall.CloseOnExec(p[0])
	syscall.CloseOnExec(p[1])
	return p[0], p[1], nil
}

func dupCloexec(fd int) (int, error) {
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	nfd, err := syscall.Dup(fd)
	if err != nil {
		return -1, err
	}
	syscall.CloseOnExec(nfd)
	return nfd, nil
}

func dupTo(oldfd, newfd int) error { return syscall.Dup2(oldfd, newfd) }

// unread cannot tell on macOS; Close then waits for the watchdog to end
// instead of killing it.
func unread(int) (int, bool) { return 0, false }

func memoryFile() (int, error) { return tempMemoryFile() }
