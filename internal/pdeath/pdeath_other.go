//go:build !linux

package pdeath

import (
	"errors"
	"syscall"
)

func set(syscall.Signal) error { return errors.New("no parent-death signal on this system") }
