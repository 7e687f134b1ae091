//go:build !linux

package sandbox

// notHere is why no wall is raised outside Linux: each rests on a Linux
// kernel interface (seccomp, Landlock, capabilities, /proc/self/fd).
const notHere = "not available on this OS"

// Prepare does nothing here (see Apply).
func Prepare(p Policy, keepEnv ...string) {}

// CloseInherited does nothing here: listing the inherited descriptors
// needs Linux's /proc/self/fd, and the walls it belongs to are Linux's.
func CloseInherited(keep ...int) error { return nil }

// RestrictEarly does nothing here (see Apply).
func RestrictEarly(p Policy, exe string) bool { return false }

// SwitchUserEarly does nothing here (see Apply).
func SwitchUserEarly(p Policy, exe string) bool { return false }

// Apply raises nothing here, and says so for every wall.
func Apply(p Policy) Walls {
	if p.Off {
		return offWalls("--sandbox=off")
	}
	return offWalls(notHere)
}

// Raising is Begin's work, none here.
type Raising struct{ p Policy }

// Begin does nothing here (see Apply).
func Begin(p Policy) *Raising { return &Raising{p} }

// Finish raises nothing here, and says so for every wall.
func (r *Raising) Finish(peer int) Walls { return Apply(r.p) }

func offWalls(why string) Walls {
	var ws Walls
	for _, name := range []string{WallFDs, WallEnv, WallRlimits, WallUser, WallCapabilities, WallNoNewPrivs, WallLandlock, WallSeccomp} {
		ws = append(ws, Wall{Name: name, Detail: why})
	}
	return ws
}

// Probe reports what Apply does here.
func Probe(p Policy) Walls { return Apply(p) }
