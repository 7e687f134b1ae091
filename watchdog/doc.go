// Package watchdog supervises the runner process from a second process.
//
// Some guest programs kill the Go runtime outright, with no chance to write
// anything: an allocation the operating system refuses ("fatal error:
// runtime: out of memory"), or native recursion deep enough to exhaust the
// goroutine stack. recover() never sees these. So by default the runner
// starts a second process as it starts, the watchdog: the same executable,
// in a mode that only waits (Watch). The runner's stderr runs through it,
// which is how a crash report reaches it, and a status pipe carries what
// the runner owes: the execution it accepted, an abort (a cancel, a
// signal), and a done it hands over. Each log line it keeps goes into
// memory the two share, the log area after the Page, where it is the
// watchdog's at once, with no system call, and outlives a runtime that
// dies; the status pipe takes the lines past the area's end. When the runtime
// dies owing a done, the watchdog writes the one it can vouch for; a runner
// killed from outside gets none, since whoever killed it knows why. It
// backs the deadline and every cancel too: DefaultBackstop past either (a
// cancel: past the moment the runner read it, which its report carries),
// it takes stdout, kills the runner and writes the done itself.
//
// The watchdog starts beside the runner, not in front of it: the runner is
// the process the host spawned, and every line, done included, goes
// straight to stdout. The runner starts it once its own engine is built,
// just before its walls and its first guest code (Start, Ready): forked
// while the runner was still building, the child took ten times as long
// to execute, and its start competed with the runner's. Nothing the host
// waits for waits for the watchdog but that fork and exec, about half a
// millisecond; its own start goes on beside the execution.
//
// # Exactly one intact done
//
// Two processes can write stdout, and the host must see exactly one done,
// never glued to part of another line, whatever the host's reading speed
// and whatever stops and resumes either process (SIGSTOP, docker pause, a
// suspended VM). The status pipe cannot decide who writes: a message in
// it may sit unread while the other side acts. A word of shared memory
// decides instead, the state of a Page, mapped MAP_SHARED by both
// processes, which the runner changes with atomic operations around each
// stdout line (ndjson.Gate) and the watchdog with compare-and-swap when it
// wants stdout. The states and their moves are listed at stIdle; what
// matters is:
//
//   - The runner writes a line only after moving idle → line, and its done
//     only after idle → done. The watchdog writes only after idle → taken,
//     or after the runner, ending a line during which the watchdog asked
//     for stdout (line → lineWanted), stored taken; or once the runner is
//     gone. done, written and taken are never left. So a line of one
//     process never starts while one of the other is unfinished, and at
//     most one of them ever writes a done: compare-and-swap on one word
//     admits one winner.
//   - The watchdog never kills the runner in the middle of a line. It takes
//     stdout first; while a line is being written it asks for stdout and
//     waits (polling the page every millisecond: the runner's hot path
//     never makes a system call for the watchdog's sake), then kills. A
//     host that reads slowly delays the done by the rest of that line, as
//     it would delay any line; the done it then reads is whole.
//   - After the runner's death the page tells whether a runner line may be
//     unfinished (line, lineWanted or done): the watchdog then starts its
//     done with a newline, so that the host loses the fragment and not the
//     done. It reads the page only once no thread of the runner can write:
//     after the status pipe has ended (the runner's descriptors are closed
//     only when its last thread exits), or once it has been re-parented
//     (Config.Gone).
//
// The interleavings, one by one:
//
//   - The runner claims its done (idle → done) and is frozen, then the
//     backstop fires: take finds done and the watchdog stands down. When
//     the runner resumes it writes its done, the only one. (This was the
//     race of a claim still sitting in the status pipe when the watchdog
//     killed, which gave two done lines.)
//   - The watchdog takes stdout (idle → taken) and is frozen before it
//     kills: the runner, if it goes on, finds every line refused
//     (ErrTaken), writes nothing, and waits for the watchdog (Wait); the
//     watchdog resumes, kills it and writes the done.
//   - The runner is frozen in the middle of a line, or blocked because the
//     host does not read: the watchdog marks lineWanted and waits; the
//     runner's End, finding lineWanted, stores taken, and the watchdog
//     writes after that line. (This was the torn line: the runner held the
//     writer while blocked in write, its grace path could not hand over,
//     and the backstop killed it in the middle of a tool_call line.)
//   - The runner's grace path, which ends an execution while the guest may
//     still run, claims stdout itself (idle → done) on a writer of its own,
//     not the session's, which a stuck write may hold; every later line of
//     the guest's is refused. It needs no watchdog for that, which matters
//     when the watchdog is still starting or starved of the processor.
//     Only when a line is unfinished (or stdout is taken, or --record
//     wants the watchdog to record the done before it goes out) does it
//     hand the done over (HandOver): the watchdog writes it when the page
//     lets it take stdout.
//   - The backstop kills a runner that was sending its done over the
//     status pipe: the line arrives cut short and is not valid JSON, so the
//     watchdog writes its own.
//   - The watchdog is frozen while the runner writes its done: on resuming
//     it finds written and writes nothing.
//   - The runner's runtime dies while it writes a line: the page says line
//     (or done), and the watchdog's done starts on a fresh line.
//   - The runner is frozen right after it accepted an execution: it writes
//     started before it reports the execution, so a done the backstop
//     writes always follows started.
//
// One instant is left: a runner that dies between the kernel's completion
// of a line's last byte and its next instruction, which stores idle or
// written, leaves a state that says "unfinished" about a finished line.
// The watchdog then writes an empty line before its done, or, if that
// line was the runner's own done, a second done. Only a death that no one
// chose can land there: the watchdog kills only after taking stdout, and a
// runner killed from outside gets no done; what is left is the runtime
// dying of a fatal error on another goroutine in those few instructions,
// while the done was being written and no guest code ran.
//
// # The rest of the contract
//
// Diagnostics never block protocol work: the watchdog drains the runner's
// stderr at once, whatever the host does with its own, and passes lines on
// through a DropWriter, which drops and counts what a host that does not
// read stderr cannot take. (A dying runtime blocked on its crash report
// would otherwise never die, and the watchdog never learn why.) The
// runtime's crash dump stays off stderr, but for its first line, unless
// the runner logs at debug level.
//
// Zombies: the runner reaps its watchdog before it exits (Close). A runner
// whose runtime died, or that was killed from outside, cannot: its
// watchdog then ends within milliseconds (the status pipe ends with the
// runner) and is re-parented to the nearest subreaper or PID 1, which must
// reap it. A PID 1 that reaps nothing (a Node host run as PID 1 in a
// container) keeps one zombie per such runner; run the host under an init
// (docker run --init, tini), as the README says.
package watchdog
