package watchdog

import (
	"syscall"
	"unsafe"
)

// pipeCloexec makes a pipe whose ends no child inherits unless given them.
func pipeCloexec() (r, w int, err error) {
	var p [2]int
	err = syscall.Pipe2(p[:], syscall.O_CLOEXEC)
	return p[0], p[1], err
}

// dupCloexec duplicates fd, close-on-exec, in one step: a child started
// on another thread in between cannot inherit the copy.
func dupCloexec(fd int) (int, error) {
	r, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_DUPFD_CLOEXEC, 0)
	if errno != 0 {
		return -1, errno
	}
	return int(r), nil
}

// dupTo makes newfd a copy of oldfd, not inherited by children.
func dupTo(oldfd, newfd int) error { return syscall.Dup3(oldfd, newfd, 0) }

// unread reports how many bytes wait in the pipe fd, and whether it could
// tell.
func unread(fd int) (int, bool) {
	var n int32
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, uintptr(fd), syscall.TIOCINQ, uintptr(unsafe.Pointer(&n)))
	return int(n), errno == 0
}

// memoryFile makes the file behind the shared page: a memfd, which needs
// no file system, or, on a kernel or architecture without it, an unlinked
// temporary file.
func memoryFile() (int, error) {
	if trap := sysMemfdCreate; trap >= 0 {
		name := [...]byte{'e', 'x', 'e', 'c', 'b', 'o', 'x', '-', 'w', 'a', 't', 'c', 'h', 'd', 'o', 'g', 0}
		const mfdCloexec = 1
		fd, _, errno := syscall.Syscall(uintptr(trap), uintptr(unsafe.Pointer(&name[0])), mfdCloexec, 0)
		if errno == 0 {
			return int(fd), nil
		}
	}
	return tempMemoryFile()
}
