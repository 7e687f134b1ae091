package engine

import (
	"os"
	"strings"
	"syscall"
	"unsafe"
)

// heapArenaBytes is the size and alignment of the Go runtime's heap arenas
// on 64-bit Linux: the heap is mapped in such blocks, upwards from its
// first.
const heapArenaBytes = 64 << 20

// madvHugePage is MADV_HUGEPAGE.
const madvHugePage = 14

// heapProbe is a heap object whose address names the first heap arena.
var heapProbe *[8]byte

// noHugePages is set by GODEBUG=disablethp=1, the Go runtime's own switch
// for huge pages on the heap: for a host where compaction stalls would
// cost more than page faults do.
var noHugePages bool

func init() {
	heapProbe = new([8]byte)
	noHugePages = disablesTHP(os.Getenv("GODEBUG"))
}

// disablesTHP reports whether a GODEBUG value sets disablethp=1; as in
// the runtime, the last setting of a key wins.
func disablesTHP(godebug string) bool {
	off := false
	for _, kv := range strings.Split(godebug, ",") {
		if k, v, ok := strings.Cut(strings.TrimSpace(kv), "="); ok && k == "disablethp" {
			off = v == "1"
		}
	}
	return off
}

// adviseHugePages asks the kernel to back the heap arenas with transparent
// huge pages, where its setting is "madvise" (the common default): a page
// fault then brings in 2 MiB instead of 4 KiB. It covers twice the address
// space mapped bytes of heap span. Only memory not yet touched is
// affected, and memory the runtime maps later is not: call it again as
// the heap grows.
//
// Why: the Go heap grows through fresh memory up to each collection's
// target, and every fresh 4 KiB page is a fault. On the virtual machines
// sandboxes run on, a fault costs tens of microseconds: a guest that
// allocates 80 MB spent about half a second of CPU in faults, as much as
// its own work. The Go runtime stopped advising huge pages itself (Go
// 1.21.1) because small heaps grew in resident memory; the runner advises
// only once a guest's heap is large (WatchMemory), where 2 MiB of
// rounding is noise.
//
// Errors are ignored: the range may include addresses not mapped (madvise
// still advises the mapped ones), and a kernel without THP refuses; both
// leave the heap as it was.
func adviseHugePages(mapped int64) {
	if noHugePages {
		return
	}
	base := uintptr(unsafe.Pointer(heapProbe)) &^ (heapArenaBytes - 1)
	n := (2*uintptr(mapped) + 2*heapArenaBytes - 1) &^ (heapArenaBytes - 1)
	_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, base, n, madvHugePage)
}
