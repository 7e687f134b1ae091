package watchdog

import (
	"errors"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"unsafe"

	"github.com/execbox/execbox-runner/ndjson"
)

// A Page is the memory the runner and its watchdog share: one page, mapped
// MAP_SHARED from a memory file (a memfd on Linux) that the watchdog
// inherits as fd FdPage. The runner changes it with plain atomic
// operations, so its hot path (one line written to stdout) costs no
// system call; the watchdog reads it only when it must decide something.
type Page struct {
	// state says who may write stdout now and whether a line there may
	// be unfinished; see the st constants and the package comment.
	state atomic.Uint32
	// queued counts the diagnostic lines the watchdog has read from the
	// runner's stderr and not yet passed on, so that the runner, at exit,
	// can tell an idle watchdog (killed rather than waited for) from one
	// with lines to write.
	queued atomic.Int32
	// logged is how many bytes of the log area the runner has filled with
	// complete entries (Watchdog.Log). The runner writes an entry first
	// and then stores the new length, so the watchdog, which loads it
	// only when it writes a done of its own, finds whole entries up to it
	// whenever the runner stopped.
	logged atomic.Int64
}

// The values of Page.state. Only these moves happen:
//
//	runner:   idle → line → idle           a line, begun and ended
//	          line → (lineWanted) → taken  a line ended after the watchdog asked for stdout
//	          idle → done → written        the runner's done
//	watchdog: idle → taken                 stdout taken between two lines
//	          line → lineWanted            stdout asked for during a line
//
// Every move but the runner's last two stores is a compare-and-swap, and
// done, written and taken are final: once one of the two processes holds
// stdout for a done, the other can never write there again.
const (
	stIdle       uint32 = iota // no line is being written; stdout is the runner's
	stLine                     // the runner is writing a line
	stLineWanted               // the runner is writing a line; stdout is the watchdog's after it
	stDone                     // the runner is writing its done
	stWritten                  // the runner's done is out
	stTaken                    // stdout is the watchdog's; the runner writes nothing more
)

// pageSize is the length of the Page: one page on every platform we run on.
const pageSize = 4096

// logAreaSize is the length of the log area, which follows the page in the
// same memory file: the kept log lines as the runner's done would write
// them, JSON strings separated by commas, which the watchdog puts into a
// done of its own as they are. Being memory both processes share, a line
// is there for the watchdog the moment it is written, with no system call,
// and stays there when the runner's runtime dies. The file is sparse: only
// what is written takes memory. Lines past its end go through the status
// pipe instead.
var logAreaSize = 64 << 20 // a variable so that tests can make it small

// logAreas holds the log area mapped after each Page this process mapped.
var logAreas sync.Map // *Page → []byte

// mapPage maps the memory file fd as a Page and the log area after it.
func mapPage(fd int) (*Page, error) {
	mem, err := syscall.Mmap(fd, 0, pageSize+logAreaSize, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_SHARED)
	if err != nil {
		return nil, err
	}
	// The mapping is never unmapped: it lives as long as the process, and
	// the garbage collector never looks at memory it did not allocate.
	p := (*Page)(unsafe.Pointer(&mem[0]))
	logAreas.Store(p, mem[pageSize:])
	return p, nil
}

// logArea is the log area mapped after p, or nil (a Page a test made).
func (p *Page) logArea() []byte {
	if a, ok := logAreas.Load(p); ok {
		return a.([]byte)
	}
	return nil
}

// loggedArea is the part of the log area the runner has filled.
func (p *Page) loggedArea() []byte {
	a := p.logArea()
	return a[:min(max(p.logged.Load(), 0), int64(len(a)))]
}

// newPage makes the memory file and maps it, for the runner. The caller
// passes fd to the watchdog and then closes it; the mapping stays.
func newPage() (p *Page, fd int, err error) {
	fd, err = memoryFile()
	if err != nil {
		return nil, -1, err
	}
	if err := syscall.Ftruncate(fd, int64(pageSize+logAreaSize)); err != nil {
		syscall.Close(fd)
		return nil, -1, err
	}
	if p, err = mapPage(fd); err != nil {
		syscall.Close(fd)
		return nil, -1, err
	}
	return p, fd, nil
}

// tempMemoryFile is a memory file for systems without memfd: a file
// created close-on-exec in a temporary directory and unlinked at once.
func tempMemoryFile() (int, error) {
	var errs []error
	for _, dir := range []string{"/dev/shm", os.TempDir()} {
		f, err := os.CreateTemp(dir, "execbox-watchdog-")
		if err != nil {
			errs = append(errs, err)
			continue
		}
		_ = os.Remove(f.Name())
		// Dup keeps the descriptor once f is closed; dupCloexec keeps it
		// out of any other child.
		fd, err := dupCloexec(int(f.Fd()))
		f.Close()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		return fd, nil
	}
	return -1, errors.Join(errs...)
}

// OpenPage maps the page the runner passed as fd, for the watchdog, and
// closes fd.
func OpenPage(fd int) (*Page, error) {
	p, err := mapPage(fd)
	syscall.Close(fd)
	return p, err
}

// Pending is the count of diagnostic lines the watchdog holds, for the
// DropWriter that passes them on.
func (p *Page) Pending() *atomic.Int32 { return &p.queued }

// gate is the runner's ndjson.Gate on stdout: every line the session
// writes goes through Begin and End (see the package comment).
type gate struct{ p *Page }

var _ ndjson.Gate = gate{}

func (g gate) Begin(last bool) error {
	to := stLine
	if last {
		to = stDone
	}
	if g.p.state.CompareAndSwap(stIdle, to) {
		return nil
	}
	return ErrTaken
}

func (g gate) End(last, complete bool) {
	if !complete {
		// The write failed: part of the line may be out and stdout is
		// broken. The state keeps saying that a line may be unfinished.
		return
	}
	if last {
		g.p.state.Store(stWritten)
		return
	}
	if !g.p.state.CompareAndSwap(stLine, stIdle) {
		// The watchdog asked for stdout during the line (lineWanted):
		// it is the watchdog's from this instant.
		g.p.state.Store(stTaken)
	}
}

// take is the watchdog's attempt to take stdout. It returns the state it
// found: stTaken when stdout is now the watchdog's; stLineWanted when a
// runner line is being written and stdout passes to the watchdog at its
// end; stDone or stWritten when the runner's done is on its way or out,
// and the watchdog must write none.
func (p *Page) take() uint32 {
	for {
		switch s := p.state.Load(); s {
		case stIdle:
			if p.state.CompareAndSwap(stIdle, stTaken) {
				return stTaken
			}
		case stLine:
			if p.state.CompareAndSwap(stLine, stLineWanted) {
				return stLineWanted
			}
		default:
			return s
		}
	}
}
