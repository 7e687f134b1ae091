package pdeath

import "syscall"

const prSetPdeathsig = 1 // PR_SET_PDEATHSIG

func set(sig syscall.Signal) error {
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetPdeathsig, uintptr(sig), 0); errno != 0 {
		return errno
	}
	return nil
}
