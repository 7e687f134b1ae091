// Package fdwait waits for descriptors to become readable in poll(2), in a
// system call on the calling goroutine's own thread, as a blocking read
// would, rather than in Go's network poller.
//
// Why: a goroutine that waits in the poller is woken by whichever thread
// polls, and the runtime's monitor thread, which sleeps while every
// processor is idle, is woken again by the next system call. A goroutine
// blocked in a system call of its own keeps its processor, wakes on its
// own thread, and leaves the monitor asleep: that is how a program that
// only reads and writes a pipe answers each message with one wake-up. The
// session's stdin is read this way (session/stdin.go, engine/handoff.go).
// A descriptor waited on here must not be registered with Go's poller
// too: each event would then wake a poller thread as well.
package fdwait
