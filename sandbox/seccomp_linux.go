package sandbox

import (
	"runtime"
	"syscall"
	"unsafe"
)

// The seccomp filter is an allow-list in classic BPF. The system calls in
// it are those the Go runtime makes (the list gVisor's Sentry runs under:
// memory, futexes, signals, threads, timers, epoll), plus what the runner
// and the watchdog do after their walls are up: read and write their
// descriptors, reap and signal each other, set RLIMIT_DATA, and read the
// cgroup CPU quota through a descriptor the runtime keeps open. A few are
// allowed only with arguments that keep them harmless (filterRules).
// Every other call, and every call from another ABI (i386 through int
// 0x80, x32), fails with EPERM.
//
// The program is assembled from constant tables in a few microseconds,
// once per process; only the process ids in it are patched per process.

// Classic BPF opcodes and seccomp constants (linux/filter.h, linux/seccomp.h).
const (
	bpfLdAbsW = 0x20 // BPF_LD | BPF_W | BPF_ABS
	bpfJeqK   = 0x15 // BPF_JMP | BPF_JEQ | BPF_K
	bpfJgeK   = 0x35 // BPF_JMP | BPF_JGE | BPF_K
	bpfJsetK  = 0x45 // BPF_JMP | BPF_JSET | BPF_K
	bpfRetK   = 0x06 // BPF_RET | BPF_K
	bpfJa     = 0x05 // BPF_JMP | BPF_JA

	retAllow  = 0x7fff0000                          // SECCOMP_RET_ALLOW
	retEPERM  = 0x00050000 | uint32(syscall.EPERM)  // SECCOMP_RET_ERRNO | EPERM
	retENOSYS = 0x00050000 | uint32(syscall.ENOSYS) // SECCOMP_RET_ERRNO | ENOSYS

	// sysClone3 is refused with ENOSYS rather than EPERM: glibc's
	// pthread_create (a build with cgo, such as the race detector's) then
	// falls back to clone, which the filter checks.
	sysClone3 = 435

	offNr   = 0  // seccomp_data.nr
	offArch = 4  // seccomp_data.arch
	offArgs = 16 // seccomp_data.args[0]; the low word on little-endian

	seccompSetModeFilter = 1 // SECCOMP_SET_MODE_FILTER
	seccompFlagTSync     = 1 // SECCOMP_FILTER_FLAG_TSYNC
	prSetNoNewPrivs      = 38
	prSetVMA             = 0x53564d41

	cloneThread = 0x00010000
	// openWriteFlags are the open flags that write or create: O_WRONLY,
	// O_RDWR, O_CREAT, O_TRUNC, O_APPEND and __O_TMPFILE.
	openWriteFlags = 0x1 | 0x2 | 0x40 | 0x200 | 0x400 | 0x400000
	ioctlFIONREAD  = 0x541b
	ioctlTCGETS    = 0x5401
)

// Placeholders in the rules, patched per process by program.
const (
	argSelf = 0xffff_fff1 // this process's id
	argPeer = 0xffff_fff2 // the peer's (Policy.Peer)
)

// A rule allows a system call when its argument, taken as the 32-bit int
// the kernel reads, passes the check.
type rule struct {
	nr  uint32
	arg int // index of the argument checked
	// Exactly one of:
	oneOf   []uint32 // the argument is one of these
	hasBits uint32   // the argument has all these bits
	noBits  uint32   // the argument has none of these bits
}

// filterRules are the calls allowed with a check. The nr of each is set in
// the arch's table file.
func filterRules() []rule {
	rules := []rule{
		// Threads, never processes.
		{nr: sysClone, arg: 0, hasBits: cloneThread},
		// Signals to itself (the runtime's preemption, a crash) and to its
		// peer (the watchdog's kill, the runner's reaping kill). Other
		// processes of the same uid, other runners among them, are out of
		// reach.
		{nr: syscall.SYS_KILL, arg: 0, oneOf: []uint32{argSelf, argPeer}},
		{nr: syscall.SYS_TGKILL, arg: 0, oneOf: []uint32{argSelf}},
		// Opening to read only; Landlock refuses even that where present.
		{nr: syscall.SYS_OPENAT, arg: 2, noBits: openWriteFlags},
		// FIONREAD for the runner's look at unread stderr, TCGETS for a
		// terminal check; never TIOCSTI and the like.
		{nr: syscall.SYS_IOCTL, arg: 1, oneOf: []uint32{ioctlFIONREAD, ioctlTCGETS}},
		// Its own rlimits only (RLIMIT_DATA per execution).
		{nr: syscall.SYS_PRLIMIT64, arg: 0, oneOf: []uint32{0}},
		// Landlock is enforced after the filter (Apply), on every thread
		// by the kernel where it can (TSYNC); enforcing it again only
		// restricts more.
		{nr: sysLandlockRestrictSelf, arg: 1, oneOf: []uint32{0, landlockRestrictTSync}},
		// The runtime names its mappings; nothing else.
		{nr: syscall.SYS_PRCTL, arg: 0, oneOf: []uint32{prSetVMA}},
	}
	if legacyOpen.noBits != 0 {
		rules = append(rules, legacyOpen)
	}
	return rules
}

// assemble builds the filter for this architecture.
func assemble() []syscall.SockFilter {
	stmt := func(code uint16, k uint32) syscall.SockFilter { return syscall.SockFilter{Code: code, K: k} }
	jump := func(code uint16, k uint32, jt, jf uint8) syscall.SockFilter {
		return syscall.SockFilter{Code: code, K: k, Jt: jt, Jf: jf}
	}
	prog := []syscall.SockFilter{
		stmt(bpfLdAbsW, offArch),
		jump(bpfJeqK, auditArch, 1, 0),
		stmt(bpfRetK, retEPERM),
		stmt(bpfLdAbsW, offNr),
	}
	prog = append(prog, jump(bpfJeqK, sysClone3, 0, 1), stmt(bpfRetK, retENOSYS))
	if x32Bit != 0 {
		prog = append(prog, jump(bpfJgeK, x32Bit, 0, 1), stmt(bpfRetK, retEPERM))
	}
	// The plain allow-list: each match jumps to the one ALLOW after it.
	n := len(allowed)
	for i, nr := range allowed {
		prog = append(prog, jump(bpfJeqK, uint32(nr), uint8(n-i), 0))
	}
	if n > 255 {
		panic("sandbox: allow-list too long for 8-bit jumps")
	}
	prog = append(prog, stmt(bpfJa, 1), stmt(bpfRetK, retAllow))
	// The checked calls: a match falls into its block, which ends in a
	// return; a miss skips the block.
	for _, r := range filterRules() {
		var block []syscall.SockFilter
		block = append(block, stmt(bpfLdAbsW, uint32(offArgs+8*r.arg)))
		switch {
		case r.oneOf != nil:
			m := len(r.oneOf)
			for i, v := range r.oneOf {
				block = append(block, jump(bpfJeqK, v, uint8(m-i), 0))
			}
			block = append(block, stmt(bpfRetK, retEPERM), stmt(bpfRetK, retAllow))
		case r.hasBits != 0:
			// Every bit: JSET tests any, so one bit per rule.
			block = append(block, jump(bpfJsetK, r.hasBits, 1, 0), stmt(bpfRetK, retEPERM), stmt(bpfRetK, retAllow))
		default:
			block = append(block, jump(bpfJsetK, r.noBits, 0, 1), stmt(bpfRetK, retEPERM), stmt(bpfRetK, retAllow))
		}
		prog = append(prog, jump(bpfJeqK, r.nr, 0, uint8(len(block))))
		// A skipped block leaves the accumulator as it was: nr.
		prog = append(prog, block...)
	}
	return append(prog, stmt(bpfRetK, retEPERM))
}

// program is the filter for a process with id self and peer peer.
func program(self, peer int) []syscall.SockFilter {
	return patch(assemble(), self, peer)
}

// patch writes the process ids into prog, an assembled filter.
func patch(prog []syscall.SockFilter, self, peer int) []syscall.SockFilter {
	for i := range prog {
		if prog[i].Code != bpfJeqK {
			continue
		}
		switch prog[i].K {
		case argSelf:
			prog[i].K = uint32(self)
		case argPeer:
			if peer <= 0 {
				// No peer: a second test of self, which never adds a
				// target.
				prog[i].K = uint32(self)
			} else {
				prog[i].K = uint32(peer)
			}
		}
	}
	return prog
}

// installSeccomp sets no_new_privs and installs prog on every thread of
// the process. The thread is locked so that the prctl and the seccomp
// call are made by the same thread; TSYNC then gives every other thread
// the filter and no_new_privs too.
func installSeccomp(prog []syscall.SockFilter) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if _, _, e := syscall.RawSyscall6(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0, 0, 0, 0); e != 0 {
		return e
	}
	fprog := syscall.SockFprog{Len: uint16(len(prog)), Filter: &prog[0]}
	r, _, e := syscall.RawSyscall(sysSeccomp, seccompSetModeFilter, seccompFlagTSync, uintptr(unsafe.Pointer(&fprog)))
	runtime.KeepAlive(prog)
	if e != 0 {
		return e
	}
	if r != 0 {
		// With TSYNC, a positive result is the id of a thread that could
		// not be synchronized; no thread got the filter.
		return syscall.Errno(syscall.EAGAIN)
	}
	return nil
}
