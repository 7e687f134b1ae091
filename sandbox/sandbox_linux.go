package sandbox

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"github.com/execbox/execbox-runner/internal/pdeath"
)

// What the top of main did, for Apply's report.
var (
	fdsClosed     = -1 // descriptors CloseInherited closed; -1 if it did not run
	fdsErr        error
	earlyUser     *Wall // what SwitchUserEarly did; nil if it did not
	earlyLandlock *Wall // what RestrictEarly did; nil if it did not
	earlyNNP      bool  // RestrictEarly set no_new_privs on every thread
	earlyExec     bool  // RestrictEarly's ruleset lets the process execute its binary
)

// Apply raises every wall of p that this kernel and build allow, in this
// order: rlimits, user, capabilities, Landlock (with no_new_privs), seccomp.
// It returns every wall with whether it is in force, and why not. It never
// fails: a wall that cannot be raised is reported, and the rest still go
// up. Anything that must read a file later is done before: the local time
// zone is loaded now. It is Begin and Finish with p.Peer.
func Apply(p Policy) Walls {
	return Begin(p).Finish(p.Peer)
}

// Raising is the walls of a policy half raised: Begin has done what does
// not depend on the peer, and Finish does the rest.
type Raising struct {
	p       Policy
	rlimits Wall
	rs      landlockRuleset
	prog    []syscall.SockFilter
}

// Begin raises the walls of p that need not know the peer (Policy.Peer)
// and readies the others: it loads the local time zone, sets the rlimits,
// makes the Landlock ruleset and assembles the seccomp filter. A runner
// calls it before it starts its watchdog, whose process id the filter
// needs: once that start returns, the runner gets a processor back only
// as the new process leaves it one, and Finish is what is left to do then.
// The watchdog inherits the rlimits, which it sets the same; the user is
// taken in Finish, after it has started, unless SwitchUserEarly took it
// (the watchdog is executed as root and opens the --record file before
// its own walls, or could not be executed at all as the user).
func Begin(p Policy) *Raising {
	r := &Raising{p: p}
	if p.Off {
		return r
	}
	// time.Local is loaded on first use from TZ and /etc/localtime,
	// which Landlock would then hide: the guest's Date would show UTC.
	_, _ = time.Now().Zone()
	r.rlimits = setRlimits(p)
	// The Landlock ruleset is made before the filter refuses to make one,
	// and enforced after: the filter's TSYNC has then set no_new_privs on
	// every thread, which saves Landlock a stop-the-world of its own.
	// RestrictEarly may have enforced one already.
	if earlyLandlock == nil {
		r.rs = newLandlockRuleset()
	}
	r.prog = assemble()
	return r
}

// Finish raises the rest of the walls Begin readied, with peer the one
// other process the filter lets this one signal (0 for none): the user,
// the capabilities, seccomp, Landlock. It returns every wall.
func (r *Raising) Finish(peer int) Walls {
	if r.p.Off {
		return offWalls("--sandbox=off")
	}
	ws := Walls{fdsWall(), envWall(), r.rlimits}
	user := earlyUser
	if user == nil {
		w := switchUser(r.p)
		user = &w
	}
	ws = append(ws, *user, dropCapabilities())
	seccompErr := installSeccomp(patch(r.prog, os.Getpid(), peer))
	if earlyLandlock != nil {
		ll, nnp := *earlyLandlock, earlyNNP
		if earlyExec && seccompErr != nil {
			// Without the filter nothing refuses execve: a second
			// ruleset, with no exception, closes the early one's (and
			// sets no_new_privs on every thread first).
			ll = closeException(ll)
			nnp = nnp || ll.InForce
		}
		return append(ws, noNewPrivsWall(nnp, seccompErr == nil), ll, seccompWall(seccompErr))
	}
	ll := r.rs.restrict(seccompErr == nil)
	return append(ws, noNewPrivsWall(ll.InForce, seccompErr == nil), ll, seccompWall(seccompErr))
}

func offWalls(why string) Walls {
	var ws Walls
	for _, name := range []string{WallFDs, WallEnv, WallRlimits, WallUser, WallCapabilities, WallNoNewPrivs, WallLandlock, WallSeccomp} {
		ws = append(ws, Wall{Name: name, Detail: why})
	}
	return ws
}

func fdsWall() Wall {
	switch {
	case fdsErr != nil:
		return Wall{Name: WallFDs, Detail: "cannot list the inherited descriptors: " + fdsErr.Error()}
	case fdsClosed < 0:
		return Wall{Name: WallFDs, Detail: "inherited descriptors were not looked at"}
	}
	if fdsFrom > 0 {
		return Wall{Name: WallFDs, InForce: true, Detail: fmt.Sprintf("inherited descriptors other than 0, 1, 2 closed (%d below %d, and every one from %d up)", fdsClosed, fdsFrom, fdsFrom)}
	}
	return Wall{Name: WallFDs, InForce: true, Detail: fmt.Sprintf("inherited descriptors other than 0, 1, 2 closed (%d)", fdsClosed)}
}

func envWall() Wall {
	if envKept < 0 {
		return Wall{Name: WallEnv, Detail: "the environment was not cleared"}
	}
	return Wall{Name: WallEnv, InForce: true, Detail: fmt.Sprintf("cleared, in the Go copy and in the block /proc/PID/environ shows, but for EXECBOX_*, GODEBUG, GOGC, GOMEMLIMIT, GOMAXPROCS, GOTRACEBACK and TZ (%d kept)", envKept)}
}

// nofile is RLIMIT_NOFILE under the walls: a runner uses about ten
// descriptors (stdio, the runtime's epoll and eventfd and cgroup file, its
// watchdog's pipes, a --record file), and opens no new one once they are
// up.
const nofile = 32

func setRlimits(p Policy) Wall {
	set := func(res int, v uint64) error {
		return syscall.Setrlimit(res, &syscall.Rlimit{Cur: v, Max: v})
	}
	var errs []string
	detail := fmt.Sprintf("NOFILE %d, CORE 0", nofile)
	if err := set(syscall.RLIMIT_NOFILE, nofile); err != nil {
		errs = append(errs, "NOFILE: "+err.Error())
	}
	if err := set(syscall.RLIMIT_CORE, 0); err != nil {
		errs = append(errs, "CORE: "+err.Error())
	}
	switch {
	case p.Record:
		detail += ", FSIZE unchanged (--record writes a file)"
	case regularFile(1) || regularFile(2):
		detail += ", FSIZE unchanged (stdout or stderr is a regular file)"
	default:
		if err := set(syscall.RLIMIT_FSIZE, 0); err != nil {
			errs = append(errs, "FSIZE: "+err.Error())
		} else {
			detail += ", FSIZE 0"
		}
	}
	// RLIMIT_NPROC counts every thread of every process of a uid, other
	// runners' included: a small one would make the runtime die when it
	// needs a thread. seccomp refuses fork instead.
	detail += "; NPROC not set (it counts threads per uid; seccomp allows clone for threads only)"
	if errs != nil {
		return Wall{Name: WallRlimits, Detail: fmt.Sprint(errs)}
	}
	return Wall{Name: WallRlimits, InForce: true, Detail: detail}
}

func regularFile(fd int) bool {
	var st syscall.Stat_t
	return syscall.Fstat(fd, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFREG
}

// SwitchUserEarly takes the unprivileged user of p at the top of main,
// rather than in Apply, when the process is root and exe (the executable
// its watchdog runs) can still be executed once it is not: it reports
// whether it did. Apply then reports what it did as the user wall.
//
// Credentials belong to each thread, so the switch stops every thread,
// twice (setresgid, setresuid; syscall.AllThreadsSyscall). At the top of
// main the runtime has started about four threads, and all of them are
// idle; by Apply it has six to eight, and the engine has just run on
// them. On a busy machine each round waits for every thread to be
// scheduled, so the same two rounds cost less here (docs/sandbox.md).
// The watchdog, started next, then inherits the unprivileged user instead
// of being executed as it.
func SwitchUserEarly(p Policy, exe string) bool {
	if p.Off || p.UID == 0 {
		return false
	}
	if r, e, s := getresuid(); r != 0 && e != 0 && s != 0 {
		return false
	}
	if !ExecutableBy(exe, p.UID, p.GID) {
		return false
	}
	w := switchUser(p)
	earlyUser = &w
	return w.InForce
}

// RestrictEarly enforces Landlock at the top of main, rather than in
// Finish, and reports whether it did; Finish then reports what it did as
// the Landlock wall. exe is the executable the process will start as its
// watchdog, the one file the ruleset lets it execute, or "" for none.
//
// Landlock belongs to each thread, and before ABI 8 it is enforced in a
// stop-the-world round (syscall.AllThreadsSyscall), which waits for every
// thread to be scheduled. Here the runtime's few threads are idle and no
// other process of the runner's competes for a processor; in Finish the
// round came right after the watchdog's start, which then holds a
// processor with its own, and on a busy machine it took several
// milliseconds (docs/performance.md). A root process enforces it with
// CAP_SYS_ADMIN; any other sets no_new_privs on every thread first (one
// more round, which Finish would have had for free from seccomp's TSYNC).
//
// The exception for exe is closed before any guest code runs: the seccomp
// filter, installed in Finish on every thread, refuses execve and
// execveat whatever the file. Everything the process reads later is read
// before: the local time zone now, /proc/self/status through a
// descriptor the caller opens first. A process that writes a --record
// file (p.Record), which it opens later, does not call this.
func RestrictEarly(p Policy, exe string) bool {
	if p.Off || p.Record {
		return false
	}
	// time.Local is loaded on first use from TZ and /etc/localtime,
	// which Landlock now hides: the guest's Date would show UTC.
	_, _ = time.Now().Zone()
	rs := newLandlockRuleset()
	if rs.fd < 0 {
		return false
	}
	if exe != "" && !rs.allowExecute(exe) {
		syscall.Close(rs.fd)
		return false
	}
	// CAP_SYS_ADMIN stands in for no_new_privs (landlock_restrict_self(2));
	// every thread has the capabilities of the main thread until the user
	// is taken.
	eff, _, _, err := capabilities()
	admin := err == nil && eff&(1<<capSysAdmin) != 0
	w := rs.restrict(admin)
	if !w.InForce {
		return false
	}
	if exe != "" {
		w.Detail += "; enforced at start-up, with one exception until seccomp refuses execve: reading and executing this binary, as the watchdog's start does"
	} else {
		w.Detail += "; enforced at start-up"
	}
	earlyLandlock, earlyNNP, earlyExec = &w, !admin, exe != ""
	return true
}

// closeException enforces a second ruleset with no exception on top of
// the early one w, for a process whose seccomp filter could not be
// installed, and returns the Landlock wall then in force.
func closeException(w Wall) Wall {
	rs := newLandlockRuleset()
	again := rs.restrict(false) // no_new_privs first: the user has been taken
	if !again.InForce {
		w.InForce = false
		w.Detail += "; the exception could not be closed without seccomp: " + again.Detail
		return w
	}
	return Wall{Name: WallLandlock, InForce: true, Detail: again.Detail + "; enforced at start-up with an exception for the watchdog's start, closed by a second ruleset since seccomp is not in force"}
}

// capSysAdmin is CAP_SYS_ADMIN's bit in a capability set.
const capSysAdmin = 21

// allowExecute adds to the ruleset the rights execve needs on the regular
// file path, to execute it and to read it (the kernel opens it to read
// for execve), and nothing else; it reports whether it could.
func (rs landlockRuleset) allowExecute(path string) bool {
	fd, err := syscall.Open(path, oPath|syscall.O_CLOEXEC, 0)
	if err != nil {
		return false
	}
	defer syscall.Close(fd)
	// struct landlock_path_beneath_attr, packed: the kernel reads the
	// first 12 bytes.
	attr := struct {
		allowed uint64
		parent  int32
	}{allowed: landlockExecute, parent: int32(fd)}
	_, _, e := syscall.RawSyscall6(sysLandlockAddRule, uintptr(rs.fd), landlockRulePathBeneath, uintptr(unsafe.Pointer(&attr)), 0, 0, 0)
	return e == 0
}

// ExecutableBy reports whether the user uid, in group gid and no other,
// may execute the regular file path by its mode bits: search on every
// directory above it and execute on the file. (An ACL that grants more is
// not looked at: the answer is then no, which is the safe one.)
func ExecutableBy(path string, uid, gid int) bool {
	may := func(st *syscall.Stat_t, bit uint32) bool {
		switch {
		case int(st.Uid) == uid:
			return st.Mode&(bit<<6) != 0
		case int(st.Gid) == gid:
			return st.Mode&(bit<<3) != 0
		}
		return st.Mode&bit != 0
	}
	if !strings.HasPrefix(path, "/") {
		return false
	}
	var st syscall.Stat_t
	if syscall.Stat(path, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG || !may(&st, 1) {
		return false
	}
	for dir := path; dir != "/"; {
		dir = dir[:max(strings.LastIndexByte(dir, '/'), 1)]
		if syscall.Stat(dir, &st) != nil || !may(&st, 1) {
			return false
		}
	}
	return true
}

// switchUser takes p's uid and gid when any of this process's uids is 0.
// Credentials belong to each thread: the syscall package changes them on
// every thread (AllThreadsSyscall, one stop-the-world each).
func switchUser(p Policy) Wall {
	r, e, s := getresuid()
	if r != 0 && e != 0 && s != 0 {
		return Wall{Name: WallUser, InForce: true, Detail: fmt.Sprintf("not started as root: uid %d kept", e)}
	}
	if p.UID == 0 {
		return Wall{Name: WallUser, Detail: "--user asks for uid 0"}
	}
	// Each of these three is a stop-the-world round. A process that has
	// no supplementary groups (a container's root, as a rule) skips the
	// first: every thread already has none, since no thread changes them.
	if groups, err := syscall.Getgroups(); err != nil || len(groups) > 0 {
		if err := syscall.Setgroups([]int{}); err != nil {
			return Wall{Name: WallUser, Detail: "setgroups: " + err.Error()}
		}
	}
	if err := syscall.Setresgid(p.GID, p.GID, p.GID); err != nil {
		return Wall{Name: WallUser, Detail: "setresgid: " + err.Error()}
	}
	if err := syscall.Setresuid(p.UID, p.UID, p.UID); err != nil {
		return Wall{Name: WallUser, Detail: "setresuid: " + err.Error()}
	}
	// The change of credentials cleared the parent-death signal; seccomp
	// refuses prctl from here on.
	pdeath.Rearm()
	return Wall{Name: WallUser, InForce: true, Detail: fmt.Sprintf("started as root: now uid %d, gid %d, no supplementary groups", p.UID, p.GID)}
}

func getresuid() (r, e, s int) {
	var ru, eu, su uint32
	syscall.RawSyscall(syscall.SYS_GETRESUID, uintptr(unsafe.Pointer(&ru)), uintptr(unsafe.Pointer(&eu)), uintptr(unsafe.Pointer(&su)))
	return int(ru), int(eu), int(su)
}

type capHeader struct {
	version uint32
	pid     int32
}

type capData struct{ effective, permitted, inheritable uint32 }

const capVersion3 = 0x20080522

// capabilities reads this thread's effective, permitted and inheritable
// sets.
func capabilities() (eff, prm, inh uint64, err error) {
	h := capHeader{version: capVersion3}
	var d [2]capData
	if _, _, e := syscall.RawSyscall(syscall.SYS_CAPGET, uintptr(unsafe.Pointer(&h)), uintptr(unsafe.Pointer(&d[0])), 0); e != 0 {
		return 0, 0, 0, e
	}
	join := func(lo, hi uint32) uint64 { return uint64(hi)<<32 | uint64(lo) }
	return join(d[0].effective, d[1].effective), join(d[0].permitted, d[1].permitted), join(d[0].inheritable, d[1].inheritable), nil
}

// dropCapabilities empties every capability set on every thread. Taking a
// uid other than 0 has already emptied the effective, permitted and
// ambient sets; the inheritable set and a non-root process's capabilities
// go here.
func dropCapabilities() Wall {
	eff, prm, inh, err := capabilities()
	if err != nil {
		return Wall{Name: WallCapabilities, Detail: "capget: " + err.Error()}
	}
	if eff|prm|inh != 0 {
		h := capHeader{version: capVersion3}
		var d [2]capData
		if _, _, e := syscall.AllThreadsSyscall(syscall.SYS_CAPSET, uintptr(unsafe.Pointer(&h)), uintptr(unsafe.Pointer(&d[0])), 0); e != 0 {
			return Wall{Name: WallCapabilities, Detail: fmt.Sprintf("capset on every thread: %v (effective %#x, permitted %#x, inheritable %#x kept)", e, eff, prm, inh)}
		}
	}
	// The bounding set is left as it is. It limits only what execve can
	// grant, and execve is refused (seccomp) under no_new_privs; emptying
	// it takes one stop-the-world per capability (41 on kernel 6.18),
	// which measured 3 to 60 ms on a busy 2-core machine, against about
	// 1 ms for every other wall together.
	return Wall{Name: WallCapabilities, InForce: true, Detail: "none effective, permitted, inheritable or ambient; the bounding set is kept: it limits only execve, which is refused"}
}

// noNewPrivsWall reports no_new_privs from how it was set: Landlock set
// it on every thread before restricting them, and installing the filter
// with TSYNC sets it on every thread the filter reaches. (The filter
// refuses prctl, so it cannot be asked afterwards.)
func noNewPrivsWall(landlock, seccomp bool) Wall {
	if !landlock && !seccomp {
		return Wall{Name: WallNoNewPrivs, Detail: "not set: neither Landlock nor seccomp could set it on every thread"}
	}
	return Wall{Name: WallNoNewPrivs, InForce: true, Detail: "set on every thread"}
}

func seccompWall(err error) Wall {
	if err != nil {
		return Wall{Name: WallSeccomp, Detail: "cannot install the filter: " + err.Error()}
	}
	return Wall{Name: WallSeccomp, InForce: true, Detail: fmt.Sprintf("allow-list of %d system calls on every thread, EPERM for the rest (execve, sockets, opening for write, fork, ptrace, mount, bpf, ...)", len(allowed)+len(filterRules()))}
}

// Landlock (linux/landlock.h).
const (
	sysLandlockCreateRuleset = 444
	sysLandlockAddRule       = 445
	sysLandlockRestrictSelf  = 446
	landlockCreateVersion    = 1
	landlockRulePathBeneath  = 1
	// execve opens the file to read and execute it, and needs both.
	landlockExecute = 1<<0 | 1<<2 // LANDLOCK_ACCESS_FS_EXECUTE | LANDLOCK_ACCESS_FS_READ_FILE
	oPath           = 0x200000
)

// landlockFS is every filesystem access right an ABI version knows.
func landlockFS(abi int) uint64 {
	fs := uint64(1)<<13 - 1 // ABI 1: execute through make_sym
	if abi >= 2 {
		fs |= 1 << 13 // refer
	}
	if abi >= 3 {
		fs |= 1 << 14 // truncate
	}
	if abi >= 5 {
		fs |= 1 << 15 // ioctl_dev
	}
	return fs
}

// landlockRuleset is a ruleset made, not yet enforced, or why there is
// none.
type landlockRuleset struct {
	fd, abi int
	why     string // set when fd < 0
}

// newLandlockRuleset makes a ruleset that forbids every filesystem access
// the kernel's ABI can name, TCP bind and connect (ABI 4), and connecting
// to abstract Unix sockets outside the process (ABI 6), with no
// exception: the process has already opened every file it needs. Signals
// are not scoped: runner and watchdog signal each other across their
// separate domains.
func newLandlockRuleset() landlockRuleset {
	abi, _, e := syscall.RawSyscall(sysLandlockCreateRuleset, 0, 0, landlockCreateVersion)
	switch {
	case e == syscall.ENOSYS:
		return landlockRuleset{fd: -1, why: "this kernel has no Landlock (5.13 or later needed)"}
	case e == syscall.EOPNOTSUPP:
		return landlockRuleset{fd: -1, why: "Landlock is built in but not enabled at boot (lsm=)"}
	case e != 0:
		return landlockRuleset{fd: -1, why: "Landlock ABI version: " + e.Error()}
	}
	attr := struct{ fs, net, scoped uint64 }{fs: landlockFS(int(abi))}
	size := uintptr(8)
	if abi >= 4 {
		attr.net = 1 | 2 // bind_tcp, connect_tcp
		size = 16
	}
	if abi >= 6 {
		attr.scoped = 1 // abstract_unix_socket
		size = 24
	}
	fd, _, e := syscall.RawSyscall(sysLandlockCreateRuleset, uintptr(unsafe.Pointer(&attr)), size, 0)
	if e != 0 {
		return landlockRuleset{fd: -1, why: fmt.Sprintf("ABI %d: creating the ruleset: %v", abi, e)}
	}
	return landlockRuleset{fd: int(fd), abi: int(abi)}
}

// restrict enforces the ruleset on every thread. Each thread restricts
// itself, and needs no_new_privs first: nnp says the seccomp filter has
// set it everywhere already. AllThreadsSyscall works in a build without
// cgo only.
func (rs landlockRuleset) restrict(nnp bool) Wall {
	if rs.fd < 0 {
		return Wall{Name: WallLandlock, Detail: rs.why}
	}
	defer syscall.Close(rs.fd)
	if !nnp {
		if _, _, e := syscall.AllThreadsSyscall(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0); e != 0 {
			return Wall{Name: WallLandlock, Detail: fmt.Sprintf("ABI %d: no_new_privs on every thread: %v (a build with cgo cannot; build with CGO_ENABLED=0)", rs.abi, e)}
		}
	}
	how := "every thread restricted in one stop-the-world round"
	if !rs.restrictAllThreads() {
		if _, _, e := syscall.AllThreadsSyscall(sysLandlockRestrictSelf, uintptr(rs.fd), 0, 0); e != 0 {
			return Wall{Name: WallLandlock, Detail: fmt.Sprintf("ABI %d: restricting every thread: %v (a build with cgo cannot; build with CGO_ENABLED=0)", rs.abi, e)}
		}
	} else {
		how = "every thread restricted by the kernel (TSYNC)"
	}
	d := fmt.Sprintf("ABI %d: no filesystem access", rs.abi)
	if rs.abi >= 4 {
		d += ", no TCP bind or connect"
	}
	if rs.abi >= 6 {
		d += ", no abstract Unix sockets outside"
	}
	return Wall{Name: WallLandlock, InForce: true, Detail: d + "; " + how}
}

// landlockRestrictTSync is LANDLOCK_RESTRICT_SELF_TSYNC (ABI 8): the
// kernel applies the ruleset to every thread of the process, as seccomp's
// TSYNC does, with no stop-the-world round of the Go runtime's.
const landlockRestrictTSync = 1 << 3

// restrictAllThreads enforces the ruleset on every thread with one system
// call, where the kernel's ABI has TSYNC; it reports whether it did. Every
// thread has no_new_privs already (the seccomp filter's TSYNC set it), as
// the flag requires of the siblings of a caller that has it.
func (rs landlockRuleset) restrictAllThreads() bool {
	if rs.abi < 8 {
		return false
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	_, _, e := syscall.RawSyscall(sysLandlockRestrictSelf, uintptr(rs.fd), landlockRestrictTSync, 0)
	return e == 0
}
