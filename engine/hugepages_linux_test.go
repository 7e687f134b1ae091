package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
	"unsafe"
)

// hugePagesAdvised reports whether the mapping holding addr carries the
// kernel's huge-page advice ("hg" in its VmFlags).
func hugePagesAdvised(t *testing.T, addr uintptr) bool {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	inside := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if lo, hi, ok := parseRange(line); ok {
			inside = lo <= addr && addr < hi
			continue
		}
		if inside && strings.HasPrefix(line, "VmFlags:") {
			return strings.Contains(line+" ", " hg ")
		}
	}
	t.Fatalf("no mapping holds %#x", addr)
	return false
}

// parseRange reads the "lo-hi" address range that starts a mapping's
// header line in smaps.
func parseRange(line string) (lo, hi uintptr, ok bool) {
	r, _, _ := strings.Cut(line, " ")
	a, b, found := strings.Cut(r, "-")
	if !found {
		return 0, 0, false
	}
	l, err1 := strconv.ParseUint(a, 16, 64)
	h, err2 := strconv.ParseUint(b, 16, 64)
	if err1 != nil || err2 != nil {
		return 0, 0, false
	}
	return uintptr(l), uintptr(h), true
}

func skipWithoutTHP(t *testing.T) {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(b), "[never]") {
		t.Skip("no transparent huge pages here")
	}
}

var hugeSink []byte

// TestWatchMemoryAdvisesHugePages: once a guest's heap passes
// HugePageHeap, the memory watchdog advises huge pages for the heap,
// including memory mapped after it started.
func TestWatchMemoryAdvisesHugePages(t *testing.T) {
	skipWithoutTHP(t)
	before := HeapBytes()
	hugeSink = make([]byte, 2*HugePageHeap)
	defer func() { hugeSink = nil }()
	addr := uintptr(unsafe.Pointer(&hugeSink[len(hugeSink)/2]))
	if hugePagesAdvised(t, addr) {
		t.Skip("this test process's heap was advised already")
	}
	done := make(chan struct{})
	defer close(done)
	WatchMemory(1<<40, before, done, nil, func(int64) { t.Error("over the limit") })
	deadline := time.Now().Add(10 * time.Second) // a hang guard only
	for !hugePagesAdvised(t, addr) {
		if time.Now().After(deadline) {
			t.Fatal("the heap is not advised huge pages")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestDisablesTHP(t *testing.T) {
	for godebug, want := range map[string]bool{
		"":                            false,
		"disablethp=1":                true,
		"madvdontneed=1,disablethp=1": true,
		"disablethp=0":                false,
		"disablethp=1,disablethp=0":   false,
		"xdisablethp=1":               false,
	} {
		if got := disablesTHP(godebug); got != want {
			t.Errorf("GODEBUG=%q: %v, want %v", godebug, got, want)
		}
	}
}
