package watchdog

import (
	"errors"
	"fmt"
	"strconv"
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

// programFile puts the watchdog program image into a sealed memfd and
// returns the path to execute it by: the runner then executes the small
// program from memory, with no file written anywhere. The descriptor the
// path names is read-only (the kernel refuses to execute a file open for
// writing), close-on-exec, and numbered above those ForkExec uses in the
// child while it arranges the watchdog's six and before it executes the
// path (it moves them to 6 and up, 13 at most). release closes it once the
// child has executed.
// programFd is the lowest descriptor programFile's path may name.
const programFd = 16

func programFile(image []byte) (path string, release func(), err error) {
	if sysMemfdCreate < 0 {
		return "", nil, errors.New("no memfd on this architecture")
	}
	const (
		mfdCloexec      = 0x1
		mfdAllowSealing = 0x2
		mfdExec         = 0x10 // Linux 6.3: executable even where vm.memfd_noexec = 1
	)
	name := [...]byte{'e', 'x', 'e', 'c', 'b', 'o', 'x', '-', 'r', 'u', 'n', 'n', 'e', 'r', '-', 'w', 'a', 't', 'c', 'h', 'd', 'o', 'g', 0}
	fd, _, errno := syscall.Syscall(uintptr(sysMemfdCreate), uintptr(unsafe.Pointer(&name[0])), mfdCloexec|mfdAllowSealing|mfdExec, 0)
	if errno == syscall.EINVAL {
		// A kernel before 6.3 knows no MFD_EXEC; its memfds are
		// executable.
		fd, _, errno = syscall.Syscall(uintptr(sysMemfdCreate), uintptr(unsafe.Pointer(&name[0])), mfdCloexec|mfdAllowSealing, 0)
	}
	if errno != 0 {
		return "", nil, fmt.Errorf("memfd_create: %w", errno)
	}
	rw := int(fd)
	defer syscall.Close(rw)
	for b := image; len(b) > 0; {
		n, err := syscall.Write(rw, b)
		if err != nil {
			return "", nil, fmt.Errorf("writing the watchdog program: %w", err)
		}
		b = b[n:]
	}
	// Sealed: nothing can change the program once it is checked in.
	const fAddSeals, sealAll = 1033, 0x1 | 0x2 | 0x4 | 0x8 // F_ADD_SEALS; SEAL, SHRINK, GROW, WRITE
	if _, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(rw), fAddSeals, sealAll); errno != 0 {
		return "", nil, fmt.Errorf("sealing the watchdog program: %w", errno)
	}
	ro, err := syscall.Open("/proc/self/fd/"+strconv.Itoa(rw), syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return "", nil, fmt.Errorf("reopening the watchdog program: %w", err)
	}
	if ro < programFd {
		high, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(ro), syscall.F_DUPFD_CLOEXEC, programFd)
		syscall.Close(ro)
		if errno != 0 {
			return "", nil, errno
		}
		ro = int(high)
	}
	return "/proc/self/fd/" + strconv.Itoa(ro), func() { syscall.Close(ro) }, nil
}
