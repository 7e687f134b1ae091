// Package sandbox is least privilege applied by the runner to itself: the
// walls a runner (and its watchdog) raise around themselves after start-up
// and before any guest code runs, so that a logic bug that hands the guest
// a Go object finds a process that can do little more than the runner
// itself needs.
//
// On Linux, the walls are, in the order Apply raises them:
//
//   - file descriptors: every inherited descriptor but 0, 1, 2 and the ones
//     the process uses is closed (Prepare, at the top of main);
//   - environment: cleared of everything the process does not read
//     (Prepare, at the top of main);
//   - rlimits: RLIMIT_NOFILE small, RLIMIT_FSIZE 0 unless a --record file
//     is being written, RLIMIT_CORE 0;
//   - user: started as root, the process takes an unprivileged uid and gid
//     (65534 unless --user says otherwise), with no supplementary groups;
//   - capabilities: none in any set, the bounding set included;
//   - no_new_privs;
//   - Landlock: no filesystem access at all, and no TCP, where the kernel
//     has it;
//   - seccomp: an allow-list of the system calls the Go runtime and the
//     runner make after start-up, installed on every thread; every other
//     call fails with EPERM, so the runtime survives and the guest sees an
//     error. Among those refused: execve, opening a file for writing or
//     creating one, sockets, ptrace, mount, bpf, unshare, setns, kexec,
//     keyctl, and fork (clone is allowed only for threads, which also
//     makes RLIMIT_NPROC moot).
//
// A wall the kernel or the build cannot raise is reported, never a reason
// to refuse to run (DECISIONS.md, "The walls"). On other systems every
// wall is reported as not available.
package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
)

// Environment variables through which a runner passes its sandbox to the
// watchdog it starts, which raises its own walls before it reads a line.
const (
	// Env is "off", or "UID:GID", the identity the runner takes when
	// started as root.
	Env = "EXECBOX_RUNNER_SANDBOX"
	// RecordEnv names the runner's --record file, which the watchdog
	// opens before its walls go up, since it cannot open one after.
	RecordEnv = "EXECBOX_RUNNER_SANDBOX_RECORD"
)

// Nobody is the default uid and gid for a runner started as root.
const Nobody = 65534

// Policy says which walls to raise and how.
type Policy struct {
	// Off raises no wall (--sandbox=off, for debugging).
	Off bool
	// UID and GID are the identity to take when started as root.
	UID, GID int
	// Record says that a --record file is being written: RLIMIT_FSIZE
	// stays as it was.
	Record bool
	// KeepFDs lists the descriptors beyond 0, 1 and 2 the process needs
	// (the watchdog's pipes, say). CloseInherited keeps them.
	KeepFDs []int
	// Peer is the one other process that may be sent a signal (the
	// runner's watchdog, or the watchdog's runner); 0 for none.
	Peer int
}

// Default is a runner's policy with no flags: every wall, nobody/nogroup.
func Default() Policy { return Policy{UID: Nobody, GID: Nobody} }

// A Wall is one wall and whether it is in force.
type Wall struct {
	Name    string `json:"name"`
	InForce bool   `json:"inForce"`
	// Detail says what the wall is when in force, or why it is not.
	Detail string `json:"detail"`
}

// Walls is the list Apply returns, in the order raised.
type Walls []Wall

// Missing lists the walls not in force, with why, for a diagnostic.
func (ws Walls) Missing() string {
	var b strings.Builder
	for _, w := range ws {
		if !w.InForce {
			if b.Len() > 0 {
				b.WriteString("; ")
			}
			b.WriteString(w.Name + ": " + w.Detail)
		}
	}
	return b.String()
}

// Names of the walls, as info reports them.
const (
	WallFDs          = "file_descriptors"
	WallEnv          = "environment"
	WallRlimits      = "rlimits"
	WallUser         = "user"
	WallCapabilities = "capabilities"
	WallNoNewPrivs   = "no_new_privs"
	WallLandlock     = "landlock"
	WallSeccomp      = "seccomp"
)

// EnvValue is the policy as the watchdog's environment carries it.
func (p Policy) EnvValue() string {
	if p.Off {
		return "off"
	}
	return strconv.Itoa(p.UID) + ":" + strconv.Itoa(p.GID)
}

// FromEnv reads the policy a runner passed to its watchdog. Without one
// (a watchdog started by an older runner, or by a test), it is Default.
func FromEnv() Policy {
	v, ok := os.LookupEnv(Env)
	if !ok {
		return Default()
	}
	if v == "off" {
		return Policy{Off: true}
	}
	p := Default()
	if uid, gid, err := parseIDs(v); err == nil {
		p.UID, p.GID = uid, gid
	}
	_, p.Record = os.LookupEnv(RecordEnv)
	return p
}

// envKept is how many variables cleanEnv kept, for Apply's report; -1 if
// it did not run.
var envKept = -1

// keptEnv are the variables a sandboxed process keeps: the Go runtime's
// own knobs, which a watchdog started later reads at its start, and TZ,
// which the time package reads when local time is first used. Variables
// named EXECBOX_* are kept too: they are the runner's own namespace (its
// watchdog's settings), which a host may also use to mark its runners and
// find them in /proc, and they carry no secret of the host's.
var keptEnv = []string{"GODEBUG", "GOGC", "GOMEMLIMIT", "GOMAXPROCS", "GOTRACEBACK", "TZ"}

// keptPrefix names the variables kept whatever their name.
const keptPrefix = "EXECBOX_"

// keptVar reports whether the variable name is kept.
func keptVar(name string, keep []string) bool {
	if strings.HasPrefix(name, keptPrefix) {
		return true
	}
	for _, k := range keptEnv {
		if k == name {
			return true
		}
	}
	for _, k := range keep {
		if k == name {
			return true
		}
	}
	return false
}

// cleanEnv clears the environment of everything but the variables named
// in keep and keptEnv. The runner reads none of the host's others, and a
// watchdog started afterwards inherits what is left.
func cleanEnv(keep ...string) {
	var saved []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if keptVar(k, keep) {
			saved = append(saved, kv)
		}
	}
	os.Clearenv()
	envKept = len(saved)
	for _, kv := range saved {
		k, v, _ := strings.Cut(kv, "=")
		_ = os.Setenv(k, v)
	}
}

// ParseUser resolves --user: "NAME", "UID", "UID:GID" or "NAME:GROUP",
// where a bare name or uid takes its primary group from /etc/passwd (or
// the uid itself when it has no entry). Names are looked up in /etc/passwd
// and /etc/group by reading them, without cgo; a name resolved later,
// after Landlock, could not be. So each string is resolved once: the
// flag's validator, which runs after Landlock went up at the top of
// main, gets the answer the scan of the command line got there.
func ParseUser(s string) (uid, gid int, err error) {
	parsedUsersMu.Lock()
	defer parsedUsersMu.Unlock()
	if r, ok := parsedUsers[s]; ok {
		return r.uid, r.gid, r.err
	}
	uid, gid, err = parseUser(s)
	if parsedUsers == nil {
		parsedUsers = map[string]parsedUser{}
	}
	parsedUsers[s] = parsedUser{uid, gid, err}
	return uid, gid, err
}

// parsedUsers are ParseUser's answers, by the string it was given.
var (
	parsedUsersMu sync.Mutex
	parsedUsers   map[string]parsedUser
)

type parsedUser struct {
	uid, gid int
	err      error
}

func parseUser(s string) (uid, gid int, err error) {
	if s == "" {
		return 0, 0, errors.New("--user is empty")
	}
	if strings.Contains(s, ":") {
		if uid, gid, err := parseIDs(s); err == nil {
			return uid, gid, nil
		}
	}
	user, group, hasGroup := strings.Cut(s, ":")
	uid, gid = -1, -1
	if n, err := strconv.Atoi(user); err == nil && n >= 0 {
		uid = n
	}
	err = scanDB("/etc/passwd", func(f []string) bool {
		if len(f) < 4 || (f[0] != user && f[2] != user) {
			return false
		}
		u, err1 := strconv.Atoi(f[2])
		g, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil {
			return false
		}
		uid, gid = u, g
		return true
	})
	if err != nil && uid < 0 {
		return 0, 0, fmt.Errorf("--user %q: %w", s, err)
	}
	if uid < 0 {
		return 0, 0, fmt.Errorf("--user %q: no such user in /etc/passwd", s)
	}
	if gid < 0 {
		gid = uid
	}
	if hasGroup {
		if n, err := strconv.Atoi(group); err == nil && n >= 0 {
			return uid, n, nil
		}
		gid = -1
		_ = scanDB("/etc/group", func(f []string) bool {
			if len(f) < 3 || f[0] != group {
				return false
			}
			g, err := strconv.Atoi(f[2])
			if err != nil {
				return false
			}
			gid = g
			return true
		})
		if gid < 0 {
			return 0, 0, fmt.Errorf("--user %q: no such group in /etc/group", s)
		}
	}
	return uid, gid, nil
}

// parseIDs reads "UID" or "UID:GID"; a lone uid is its own gid.
func parseIDs(s string) (uid, gid int, err error) {
	u, g, hasGroup := strings.Cut(s, ":")
	if uid, err = strconv.Atoi(u); err != nil || uid < 0 {
		return 0, 0, fmt.Errorf("%q is not a uid", u)
	}
	if !hasGroup {
		return uid, uid, nil
	}
	if gid, err = strconv.Atoi(g); err != nil || gid < 0 {
		return 0, 0, fmt.Errorf("%q is not a gid", g)
	}
	return uid, gid, nil
}

// scanDB calls match with the colon-separated fields of each line of a
// passwd-style file until it returns true.
func scanDB(path string, match func([]string) bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if match(strings.Split(sc.Text(), ":")) {
			return nil
		}
	}
	return sc.Err()
}
