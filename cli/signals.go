package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"sync/atomic"
	"syscall"
)

// HostSignals are the signals a host, an operator or a terminal may send
// the runner (or its whole process group). Each one ends the active
// execution exactly as cancel does, with a done; before any execute it
// ends the runner with exit 1. Left to the Go runtime, SIGHUP would kill
// the runner without a done, and SIGQUIT, SIGABRT, SIGTRAP and SIGSYS
// would dump every goroutine onto the host's stderr and exit 2.
var HostSignals = []os.Signal{
	syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP,
	syscall.SIGQUIT, syscall.SIGABRT, syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGTRAP, syscall.SIGSYS,
}

// dumpOnQuit makes SIGQUIT also write every goroutine's stack to stderr,
// as Go programs do: set with --log-level debug, for someone looking into
// a runner that seems stuck.
var dumpOnQuit atomic.Bool

// cancelOnSignal returns a context that the first of HostSignals cancels,
// and a channel closed once that holds. Registering is done on a
// goroutine: the first signal.Notify waits for the runtime to start a
// thread for signal masks, about 0.15 ms that the start-up need not wait
// for. The session accepts no execute before the channel is closed.
// Signals after the first change nothing, and stay caught: a second
// SIGQUIT must not dump either.
func cancelOnSignal() (context.Context, <-chan struct{}) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ready := make(chan struct{})
	go func() {
		c := make(chan os.Signal, 1)
		signal.Notify(c, HostSignals...)
		close(ready)
		first := true
		for s := range c {
			if s == syscall.SIGQUIT && dumpOnQuit.Load() {
				buf := make([]byte, 1<<20)
				_, _ = os.Stderr.Write(buf[:runtime.Stack(buf, true)])
			}
			if first {
				cancel(fmt.Errorf("signal: %v", s))
				first = false
			}
		}
	}()
	return ctx, ready
}
