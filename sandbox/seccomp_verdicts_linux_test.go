package sandbox

import (
	"syscall"
	"testing"
)

// seccompData is the part of struct seccomp_data the filter reads.
type seccompData struct {
	nr, arch uint32
	args     [6]uint32 // the low words
}

// runFilter runs a classic BPF program on d as the kernel does, for the
// opcodes the assembler emits, and returns its verdict.
func runFilter(t *testing.T, prog []syscall.SockFilter, d seccompData) uint32 {
	t.Helper()
	var acc uint32
	for pc := 0; pc < len(prog); pc++ {
		in := prog[pc]
		switch in.Code {
		case bpfLdAbsW:
			switch {
			case in.K == offNr:
				acc = d.nr
			case in.K == offArch:
				acc = d.arch
			case in.K >= offArgs && (in.K-offArgs)%8 == 0 && in.K < offArgs+48:
				acc = d.args[(in.K-offArgs)/8]
			default:
				t.Fatalf("%d: load at %d", pc, in.K)
			}
		case bpfJeqK, bpfJgeK, bpfJsetK:
			var ok bool
			switch in.Code {
			case bpfJeqK:
				ok = acc == in.K
			case bpfJgeK:
				ok = acc >= in.K
			default:
				ok = acc&in.K != 0
			}
			if ok {
				pc += int(in.Jt)
			} else {
				pc += int(in.Jf)
			}
		case bpfJa:
			pc += int(in.K)
		case bpfRetK:
			return in.K
		default:
			t.Fatalf("%d: opcode %#x", pc, in.Code)
		}
	}
	t.Fatal("the program ran off its end")
	return 0
}

// wantVerdict is what the filter for a process self with peer peer must
// answer, from the tables alone.
func wantVerdict(d seccompData, self, peer uint32) uint32 {
	if d.arch != auditArch {
		return retEPERM
	}
	if d.nr == sysClone3 {
		return retENOSYS
	}
	for _, nr := range allowed {
		if uint32(nr) == d.nr {
			return retAllow
		}
	}
	for _, r := range filterRules() {
		if r.nr != d.nr {
			continue
		}
		a := d.args[r.arg]
		ok := false
		switch {
		case r.oneOf != nil:
			for _, v := range r.oneOf {
				switch v {
				case argSelf:
					v = self
				case argPeer:
					v = peer
				}
				ok = ok || a == v
			}
		case r.hasBits != 0:
			ok = a&r.hasBits != 0
		default:
			ok = a&r.noBits == 0
		}
		if ok {
			return retAllow
		}
		return retEPERM
	}
	return retEPERM
}

// TestFilterVerdicts runs the filter on every system call number up to
// 1,024, on x32's and other high numbers, on another architecture, and on
// the checked calls with arguments that pass and fail, against what the
// tables say.
func TestFilterVerdicts(t *testing.T) {
	prog := program(100, 200)
	var ds []seccompData
	for nr := uint32(0); nr < 1024; nr++ {
		ds = append(ds, seccompData{nr: nr, arch: auditArch})
	}
	for _, nr := range []uint32{0x40000000, 0x40000001, 0x40000000 + 59, 0x7fffffff, 0xfffffffe, 0xffffffff} {
		ds = append(ds, seccompData{nr: nr, arch: auditArch})
	}
	for _, nr := range allowed {
		ds = append(ds, seccompData{nr: uint32(nr), arch: 0x40000003}) // i386
	}
	for _, r := range filterRules() {
		vals := append([]uint32{0, 1, 2, 0xffffffff, r.hasBits, r.noBits, 100, 200, 300}, r.oneOf...)
		for _, v := range vals {
			d := seccompData{nr: r.nr, arch: auditArch}
			d.args[r.arg] = v
			ds = append(ds, d)
		}
	}
	for _, d := range ds {
		if got, want := runFilter(t, prog, d), wantVerdict(d, 100, 200); got != want {
			t.Errorf("nr %d arch %#x args %v: %#x, want %#x", d.nr, d.arch, d.args, got, want)
		}
	}
}
