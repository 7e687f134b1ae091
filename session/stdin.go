package session

import (
	"errors"
	"io"
	"os"
	"runtime"
	"syscall"

	"github.com/execbox/execbox-runner/internal/fdwait"
)

// errWoken ends a read of stdin by the loop goroutine that has a job to
// run instead (engine.Inbound).
var errWoken = errors.New("session: the loop has a job")

// rawStdin is a stdin that both goroutines read (engine.Inbound) with
// read(2) on its descriptor, each waiting in poll(2) on its own thread when
// there is nothing to read (package fdwait): the reader goroutine on
// stdin alone, the loop goroutine on its turn through the engine's wait,
// which also ends when a job comes for the loop. Only a pipe or socket in
// non-blocking mode qualifies (main makes stdin so, without handing it to
// Go's poller); a file or a terminal is read as any io.Reader, by the
// reader goroutine alone.
type rawStdin struct {
	f    *os.File // kept reachable: its finalizer would close fd
	fd   int
	name string
	// wait is set for each Read by the goroutine whose turn it is: nil
	// for the reader goroutine.
	wait func(fd int) (woken bool, err error)
}

// newRawStdin returns r as a rawStdin, or nil if it does not qualify.
func newRawStdin(r io.Reader) *rawStdin {
	f, ok := r.(*os.File)
	if !ok || !fdwait.Supported {
		return nil
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return nil
	}
	fd, nonblocking := -1, false
	err = rc.Control(func(u uintptr) {
		fd = int(u)
		nonblocking = isNonblocking(fd)
	})
	if err != nil || fd < 0 || !nonblocking {
		return nil
	}
	return &rawStdin{f: f, fd: fd, name: f.Name()}
}

func (s *rawStdin) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	// The loop comes here once it has written a tool_call: the answer is
	// rarely there yet, so it waits first and reads after. The reader
	// goroutine reads first.
	ready := s.wait == nil
	for {
		if !ready {
			if err := s.await(); err != nil {
				return 0, err
			}
		}
		n, err := syscall.Read(s.fd, p)
		switch {
		case err == syscall.EAGAIN || err == syscall.EINTR:
			ready = false
			continue
		case err != nil:
			return 0, &os.PathError{Op: "read", Path: s.name, Err: err}
		case n == 0:
			return 0, io.EOF
		}
		return n, nil
	}
}

// await waits until stdin is readable, or, for the loop goroutine, until
// it has a job: errWoken.
func (s *rawStdin) await() error {
	var err error
	if s.wait == nil {
		// What the reader just did may have readied a goroutine (the
		// loop, with the execute to run) on this thread's processor,
		// which a thread blocked in a system call keeps until the
		// runtime's monitor takes it back, up to milliseconds later: let
		// it run first.
		runtime.Gosched()
		_, _, err = fdwait.Readable(s.fd, -1)
	} else {
		var woken bool
		if woken, err = s.wait(s.fd); err == nil && woken {
			return errWoken
		}
	}
	if err != nil {
		return &os.PathError{Op: "poll", Path: s.name, Err: err}
	}
	return nil
}
