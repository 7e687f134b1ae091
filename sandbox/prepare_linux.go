package sandbox

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unsafe"
)

// Prepare is the part of p that must come at the very top of main,
// before the watchdog is started: it closes the inherited descriptors but
// p.KeepFDs, and clears the environment but keepEnv and the Go runtime's
// own variables.
//
// It runs on every spawn, so it opens nothing where the kernel lets it
// avoid that: the descriptors are found with one ppoll and closed with
// close_range, and the environment block is cleared in place (each of the
// /proc files the fallbacks read costs a path walk and a descriptor; the
// two together took 1.0–1.4 ms of a spawn).
func Prepare(p Policy, keepEnv ...string) {
	if p.Off {
		return
	}
	_ = CloseInherited(p.KeepFDs...)
	cleanEnv(keepEnv...)
	scrubEnvBlock(keepEnv)
}

// How Prepare did its work, for the tests: which way the descriptors were
// found and the environment block cleared.
var (
	fdsHow  string // "scan" or "proc"
	envHow  string // "stack" or "proc"
	fdsFrom int    // closeScanned closed every descriptor from this one up, unseen; 0 if it did not
)

// CloseInherited closes every descriptor above 2 that this process
// inherited, but those in keep. It runs at the top of main, before the
// watchdog starts, since a fork passes on every descriptor not marked
// close-on-exec.
//
// An inherited descriptor is one without FD_CLOEXEC: the kernel closed
// every one that had it at exec. The Go runtime opens its own (the cgroup
// CPU quota files it keeps open, later epoll and eventfd) with
// close-on-exec, so they are told apart without knowing their numbers.
func CloseInherited(keep ...int) error {
	n, err := closeScanned(keep)
	if err == nil {
		fdsHow = "scan"
	} else {
		n, err = closeListed(keep)
		fdsHow = "proc"
	}
	if err != nil {
		fdsErr = err
		return err
	}
	fdsClosed = n
	return nil
}

// scanFds is how many descriptor numbers closeScanned looks at with one
// ppoll (fewer if RLIMIT_NOFILE is lower): every descriptor this process
// opened itself lies below it, and every one from it up is closed unseen.
const scanFds = 1024

// errCrowded is closeScanned's answer when half of the numbers it looked
// at or more are taken: closeListed must look then.
var errCrowded = errors.New("half of the low descriptor numbers or more are open")

// closeScanned closes the inherited descriptors without /proc: one ppoll
// over the numbers below scanFds says which are open (the kernel answers
// POLLNVAL for each that is not), FD_CLOEXEC tells the inherited ones
// among them, and close_range closes every number from scanFds up (from
// RLIMIT_NOFILE, if lower).
//
// That last step needs every descriptor of this process's own below
// that number. Each was the lowest free number when it was opened (open, pipe,
// epoll_create and eventfd take the lowest; nothing here asks for a number,
// as dup2 or F_DUPFD do), and no inherited descriptor has been closed
// since exec; so every number below an own descriptor that is free now
// was freed by closing another own descriptor. The runtime and the code
// before Prepare open and close a few files (the runtime's cgroup and
// hugepage files, /etc/passwd for --user): far fewer than half of the
// numbers scanned. So with more than half of them free, no descriptor of
// this process's own lies above them; with fewer, closeListed looks.
func closeScanned(keep []int) (int, error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0, err
	}
	// ppoll refuses more entries than RLIMIT_NOFILE.
	n := int(min(lim.Cur, scanFds))
	if n <= 3 {
		return 0, errCrowded
	}
	type pollFd struct {
		fd             int32
		events, revent int16
	}
	const pollNval = 0x20
	fds := make([]pollFd, n)
	for i := range fds {
		fds[i].fd = int32(i)
	}
	var zero syscall.Timespec
	if _, _, e := syscall.RawSyscall6(syscall.SYS_PPOLL, uintptr(unsafe.Pointer(&fds[0])), uintptr(n), uintptr(unsafe.Pointer(&zero)), 0, 0, 0); e != 0 {
		return 0, e
	}
	free := 0
	for _, f := range fds {
		if f.revent&pollNval != 0 {
			free++
		}
	}
	if free <= n/2 {
		return 0, errCrowded
	}
	// First, so that a kernel without close_range (before 5.9) leaves
	// everything to closeListed.
	if err := closeFrom(n, keep); err != nil {
		return 0, err
	}
	fdsFrom = n
	closed := 0
	for _, f := range fds[3:] {
		fd := int(f.fd)
		if f.revent&pollNval != 0 || contains(keep, fd) {
			continue
		}
		if inherited(fd) {
			syscall.Close(fd)
			closed++
		}
	}
	return closed, nil
}

const sysCloseRange = 436 // the same number on every architecture

// closeFrom closes every descriptor from first up, but those in keep,
// with close_range: one call per range between two kept numbers.
func closeFrom(first int, keep []int) error {
	lo := first
	for {
		hi := -1 // the next kept number at or above lo
		for _, k := range keep {
			if k >= lo && (hi < 0 || k < hi) {
				hi = k
			}
		}
		last := ^uint(0)
		if hi >= 0 {
			last = uint(hi - 1)
		}
		if hi != lo {
			if _, _, e := syscall.RawSyscall(sysCloseRange, uintptr(lo), uintptr(last), 0); e != 0 {
				return e
			}
		}
		if hi < 0 {
			return nil
		}
		lo = hi + 1
	}
}

// inherited reports whether fd is open without FD_CLOEXEC.
func inherited(fd int) bool {
	flags, _, e := syscall.RawSyscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_GETFD, 0)
	return e == 0 && flags&syscall.FD_CLOEXEC == 0
}

// closeListed is CloseInherited by the list in /proc/self/fd, or, without
// /proc, by asking for each number below the RLIMIT_NOFILE soft limit.
func closeListed(keep []int) (int, error) {
	fds, err := openFDs()
	if err != nil {
		return 0, err
	}
	closed := 0
	for _, fd := range fds {
		if fd <= 2 || contains(keep, fd) || !inherited(fd) {
			continue
		}
		syscall.Close(fd)
		closed++
	}
	return closed, nil
}

// openFDs lists the open descriptors from /proc/self/fd, or, without
// /proc, by asking for each number below the RLIMIT_NOFILE soft limit.
func openFDs() ([]int, error) {
	dir, err := syscall.Open("/proc/self/fd", syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		var lim syscall.Rlimit
		if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
			return nil, err
		}
		var fds []int
		for fd := 0; uint64(fd) < min(lim.Cur, 1<<16); fd++ {
			if _, _, e := syscall.RawSyscall(syscall.SYS_FCNTL, uintptr(fd), syscall.F_GETFD, 0); e == 0 {
				fds = append(fds, fd)
			}
		}
		return fds, nil
	}
	defer syscall.Close(dir)
	var fds []int
	buf := make([]byte, 4096)
	for {
		n, err := syscall.ReadDirent(dir, buf)
		if err != nil {
			return nil, err
		}
		if n <= 0 {
			break
		}
		var names []string
		_, _, names = syscall.ParseDirent(buf[:n], -1, names)
		for _, name := range names {
			if fd, err := strconv.Atoi(name); err == nil && fd != dir {
				fds = append(fds, fd)
			}
		}
	}
	return fds, nil
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// scrubEnvBlock zeroes the environment strings the kernel put on the
// stack at exec, but those cleanEnv keeps. os.Clearenv empties the Go copy
// only; the original block is what /proc/PID/environ shows, and it would
// keep the host's secrets in memory for the life of the process. The
// runtime parsed its own variables from it at start-up and does not read
// them again; the os package's copy, which the watchdog inherits, is
// separate.
func scrubEnvBlock(keep []string) {
	env := execEnv()
	if env == nil {
		scrubEnvProc(keep)
		return
	}
	for _, kv := range env {
		name, _, _ := bytes.Cut(kv, []byte("="))
		if !keptVar(string(name), keep) {
			clear(kv)
		}
	}
	envHow = "stack"
}

// runtimeAuxv is the auxiliary vector as the runtime found it: on Linux, a
// slice of the initial stack, just above envp's closing NULL. (The
// runtime exports it to golang.org/x/sys by this name.)
//
//go:linkname runtimeAuxv runtime.getAuxv
func runtimeAuxv() []uintptr

// maxEnv bounds the walk down envp: execve takes at most a quarter of the
// stack limit in strings, and each is at least one byte.
const maxEnv = 1 << 22

// execEnv returns the environment strings execve left on the initial
// stack, each a slice of that memory without its NUL, and makes sure
// their pages are writable; or nil where it cannot be sure of them.
//
// execve lays the stack out (System V ABI) as argc, argv[0..argc-1],
// NULL, envp[0..envc-1], NULL, the auxiliary vector, and above them the
// strings. The runtime's auxv slice gives the place of the vector; the
// argv found below it must hold os.Args' own pointers, which the runtime
// took from there without copying.
func execEnv() [][]byte {
	auxv := runtimeAuxv()
	args := os.Args
	if len(auxv) == 0 || len(args) == 0 || args[0] == "" {
		return nil
	}
	base := unsafe.Pointer(unsafe.SliceData(auxv))
	arg0 := unsafe.Pointer(unsafe.StringData(args[0]))
	// A vector the runtime had to read from /proc/self/auxv lies in its
	// own data, far from the strings; the one on the stack just below.
	if uintptr(arg0) <= uintptr(base) || uintptr(arg0)-uintptr(base) > 64<<20 {
		return nil
	}
	word := func(i int) unsafe.Pointer {
		return *(*unsafe.Pointer)(unsafe.Add(base, i*int(unsafe.Sizeof(uintptr(0)))))
	}
	if word(-1) != nil {
		return nil
	}
	null := -2 // argv's closing NULL, below envp
	for word(null) != nil {
		if null--; -null > maxEnv {
			return nil
		}
	}
	argv := null - len(args)
	if uintptr(word(argv-1)) != uintptr(len(args)) {
		return nil
	}
	for i, a := range args {
		if a != "" && word(argv+i) != unsafe.Pointer(unsafe.StringData(a)) {
			return nil
		}
	}
	env := make([][]byte, 0, -2-null)
	lo, hi := ^uintptr(0), uintptr(0)
	for i := null + 1; i <= -2; i++ {
		p := word(i)
		// The kernel ends each string with a NUL; MAX_ARG_STRLEN is
		// 32 pages.
		s := unsafe.Slice((*byte)(p), 32*4096)
		n := 0
		for n < len(s) && s[n] != 0 {
			n++
		}
		if n == len(s) {
			return nil
		}
		env = append(env, s[:n:n])
		lo, hi = min(lo, uintptr(p)), max(hi, uintptr(p)+uintptr(n))
	}
	if len(env) > 0 {
		// The stack is mapped writable; mprotect says so without
		// reading /proc/self/maps (and fails for memory not mapped).
		page := uintptr(os.Getpagesize())
		start := lo &^ (page - 1)
		if _, _, e := syscall.RawSyscall(syscall.SYS_MPROTECT, start, (hi+page-1)&^(page-1)-start, syscall.PROT_READ|syscall.PROT_WRITE); e != 0 {
			return nil
		}
	}
	return env
}

// scrubEnvProc is scrubEnvBlock through /proc: the block's bounds from
// /proc/self/stat, read and written through /proc/self/mem.
func scrubEnvProc(keep []string) {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return
	}
	// Fields after the command name, which may hold spaces, start at
	// field 3; env_start and env_end are fields 50 and 51.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 49 {
		return
	}
	start, err1 := strconv.ParseUint(f[47], 10, 64)
	end, err2 := strconv.ParseUint(f[48], 10, 64)
	if err1 != nil || err2 != nil || start == 0 || end <= start || end-start > 1<<20 {
		return
	}
	mem, err := syscall.Open("/proc/self/mem", syscall.O_RDWR|syscall.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	defer syscall.Close(mem)
	block := make([]byte, end-start)
	if n, err := syscall.Pread(mem, block, int64(start)); err != nil || n != len(block) {
		return
	}
	for off := 0; off < len(block); {
		n := bytes.IndexByte(block[off:], 0)
		if n < 0 {
			n = len(block) - off
		}
		name, _, _ := strings.Cut(string(block[off:off+n]), "=")
		if !keptVar(name, keep) {
			clear(block[off : off+n])
		}
		off += n + 1
	}
	if _, err := syscall.Pwrite(mem, block, int64(start)); err == nil {
		envHow = "proc"
	}
}
