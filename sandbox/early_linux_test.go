package sandbox

import (
	"os"
	"path/filepath"
	"testing"
)

// ExecutableBy decides whether a root runner may take its unprivileged
// user before it starts its watchdog: wrong one way, the watchdog cannot
// be started at all.
func TestExecutableBy(t *testing.T) {
	const uid, gid = 4242, 4343
	// Not t.TempDir, whose parent only its owner may search.
	top, err := os.MkdirTemp("", "executable-by-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(top) })
	mk := func(mode os.FileMode, parts ...string) string {
		p := filepath.Join(append([]string{top}, parts...)...)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("#!/bin/true\n"), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	chmod := func(mode os.FileMode, parts ...string) {
		if err := os.Chmod(filepath.Join(append([]string{top}, parts...)...), mode); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(top, 0o755); err != nil {
		t.Fatal(err)
	}
	open := mk(0o755, "open", "bin", "runner")
	ownerOnly := mk(0o700, "open", "bin", "owner-only")
	private := mk(0o755, "private", "bin", "runner")
	chmod(0o700, "private")
	groupOnly := mk(0o750, "group", "runner")
	if err := os.Chown(groupOnly, 0, gid); err != nil && os.Geteuid() == 0 {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want bool
	}{
		{open, true},
		{ownerOnly, false},
		{private, false},
		{filepath.Join(top, "open", "bin"), false}, // a directory
		{filepath.Join(top, "open", "missing"), false},
		{"open/bin/runner", false}, // not absolute
	} {
		if got := ExecutableBy(c.path, uid, gid); got != c.want {
			t.Errorf("ExecutableBy(%s) = %v, want %v", c.path, got, c.want)
		}
	}
	if os.Geteuid() == 0 {
		// Owned by root, group gid, mode 0750: the group's bit decides.
		if !ExecutableBy(groupOnly, uid, gid) || ExecutableBy(groupOnly, uid, gid+1) {
			t.Errorf("group execute bit not honoured")
		}
		// The owner's bit applies to the owner, even when others' would not.
		if !ExecutableBy(ownerOnly, os.Geteuid(), gid) {
			t.Errorf("owner execute bit not honoured")
		}
	}
}
