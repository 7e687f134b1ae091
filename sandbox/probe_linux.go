package sandbox

import (
	"bytes"
	"fmt"
	"strings"
	"syscall"
	"unsafe"
)

// Probe raises p's walls in this process, as Apply does, and then checks
// each one from the outside of the code that raised it: it reads the
// kernel's own account in /proc/self/status (through a descriptor opened
// before the walls went up) and tries what each wall forbids. A wall is
// reported in force only when Apply raised it and the check agrees. info
// runs it in a child process, which it leaves unusable.
func Probe(p Policy) Walls {
	status, err := syscall.Open("/proc/self/status", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		status = -1
	}
	ws := Apply(p)
	if p.Off {
		return ws
	}
	st := procStatus(status)
	for i := range ws {
		w := &ws[i]
		var bad string
		switch w.Name {
		case WallUser:
			if !st.has("Uid", fmt.Sprintf("%d\t%d\t%d\t%d", p.UID, p.UID, p.UID, p.UID)) && strings.HasPrefix(w.Detail, "started as root") {
				bad = "Uid is " + st["Uid"]
			}
		case WallCapabilities:
			for _, k := range []string{"CapEff", "CapPrm", "CapInh", "CapAmb"} {
				if !st.has(k, "0000000000000000") {
					bad += k + " is " + st[k] + " "
				}
			}
		case WallNoNewPrivs:
			if !st.has("NoNewPrivs", "1") {
				bad = "NoNewPrivs is " + st["NoNewPrivs"]
			}
		case WallSeccomp:
			if !st.has("Seccomp", "2") {
				bad = "Seccomp is " + st["Seccomp"] + "; "
			}
			bad += refused()
		case WallLandlock:
			if w.InForce {
				fd, err := syscall.Open("/", syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
				if err == nil {
					syscall.Close(fd)
					bad = "opening / to read still works"
				} else if err != syscall.EACCES {
					bad = "opening / to read: " + err.Error()
				}
			}
		case WallRlimits:
			var l syscall.Rlimit
			if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l) != nil || l.Max != nofile {
				bad = fmt.Sprintf("RLIMIT_NOFILE is %d", l.Max)
			}
		}
		if bad = strings.TrimSpace(bad); bad != "" {
			if w.InForce {
				w.Detail += "; but the check disagrees: " + bad
			}
			w.InForce = false
		}
	}
	return ws
}

// refused tries what seccomp must refuse, each in a way that would fail
// harmlessly without it (a path that does not exist), and says what was
// not refused with EPERM.
func refused() string {
	var bad []string
	path := []byte("/nonexistent-execbox-probe/x\x00")
	argv := [2]uintptr{uintptr(unsafe.Pointer(&path[0])), 0}
	if _, _, e := syscall.RawSyscall(syscall.SYS_EXECVE, uintptr(unsafe.Pointer(&path[0])), uintptr(unsafe.Pointer(&argv[0])), 0); e != syscall.EPERM {
		bad = append(bad, "execve: "+e.Error())
	}
	fd, _, e := syscall.RawSyscall6(syscall.SYS_OPENAT, uintptr(atFDCWD), uintptr(unsafe.Pointer(&path[0])), syscall.O_WRONLY|syscall.O_CREAT|syscall.O_CLOEXEC, 0o600, 0, 0)
	if e != syscall.EPERM {
		if e == 0 {
			syscall.Close(int(fd))
		}
		bad = append(bad, "openat with O_CREAT: "+e.Error())
	}
	if fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0); err != syscall.EPERM {
		if err == nil {
			syscall.Close(fd)
		}
		bad = append(bad, fmt.Sprintf("socket: %v", err))
	}
	if bad == nil {
		return ""
	}
	return "not refused with EPERM: " + strings.Join(bad, ", ")
}

var atFDCWD = -100 // AT_FDCWD; a variable, since a negative constant cannot become a uintptr

type statusFields map[string]string

func (s statusFields) has(k, v string) bool { return s[k] == v }

// procStatus reads /proc/self/status from fd at offset 0, which makes the
// kernel write it afresh.
func procStatus(fd int) statusFields {
	f := statusFields{}
	if fd < 0 {
		return f
	}
	buf := make([]byte, 8192)
	n, err := syscall.Pread(fd, buf, 0)
	if err != nil {
		return f
	}
	for _, line := range bytes.Split(buf[:n], []byte("\n")) {
		k, v, ok := bytes.Cut(line, []byte(":"))
		if ok {
			f[string(k)] = strings.TrimSpace(string(v))
		}
	}
	return f
}
