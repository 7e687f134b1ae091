package engine

import "sync/atomic"

// Counters for done.usage (--usage). They are atomic so that the session
// can read them from any goroutine, including the deadline's when the loop
// is stuck inside a long built-in.

// toolUsage counts the guest's tool calls.
type toolUsage struct {
	issued  atomic.Int64 // tool_calls written
	settled atomic.Int64 // calls resolved or rejected by a result
}

// ToolCounts reports how many tool calls the guest has made and how many of
// them have been settled. Safe from any goroutine.
func (e *Engine) ToolCounts() (issued, settled int64) {
	return e.usage.issued.Load(), e.usage.settled.Load()
}

// LogsDropped reports the console lines not kept at all, and the UTF-16
// units not kept of those and of a clipped line. Lines are measured only
// when the execution's Limits.CountDropped is set; the chars of a clipped
// line always are. Safe from any goroutine.
func (e *Engine) LogsDropped() (lines, chars int64) {
	logs := e.published.Load()
	if logs == nil {
		return 0, 0
	}
	logs.mu.Lock()
	defer logs.mu.Unlock()
	return logs.linesDropped, logs.charsDropped
}

// drop measures a line the buffer does not keep.
func (b *logBuffer) drop(line string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.linesDropped++
	b.charsDropped += int64(utf16Len(line))
}
