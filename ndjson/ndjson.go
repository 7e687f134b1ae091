// Package ndjson frames newline-delimited JSON over a byte stream.
//
// A Reader lives as long as its stream: it owns a bufio.Reader, and making a
// new one per line would drop whatever the old one had buffered. Lines are
// bounded. A line longer than the bound is skipped as it streams past, never
// held whole, and reported as a *LineTooLongError so the caller can log it and
// go on with the next line.
//
// A Writer emits one compact JSON value per line and flushes each one, so a
// host reading line by line sees every message as soon as it is written.
package ndjson

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
)

// DefaultMaxLineBytes is the default bound on one inbound line (64 MiB).
const DefaultMaxLineBytes = 64 << 20

// LineTooLongError reports a line that was longer than the reader's bound.
// The line has been consumed and dropped; reading can go on.
type LineTooLongError struct {
	Max  int   // the bound in force
	Size int64 // how many bytes the line had, without its newline
}

func (e *LineTooLongError) Error() string {
	return fmt.Sprintf("line of %d bytes is over the %d-byte limit; dropped", e.Size, e.Max)
}

// Reader reads lines from one stream.
type Reader struct {
	br  *bufio.Reader
	max int
	buf []byte

	// The line in progress when the stream last failed, which the next
	// ReadLine goes on with: a read that a deadline cut short (see
	// ReadLine) loses nothing.
	midLine bool
	size    int64
	tooLong bool
	prev    byte // the last byte of the previous chunk, to see a CR split from its LF
}

// NewReader returns a Reader over r that accepts lines of at most max bytes
// (not counting the line ending). max <= 0 selects DefaultMaxLineBytes.
func NewReader(r io.Reader, max int) *Reader {
	if max <= 0 {
		max = DefaultMaxLineBytes
	}
	return &Reader{br: bufio.NewReaderSize(r, 64<<10), max: max}
}

// ReadLine returns the next line without its "\n" or "\r\n" ending. The
// returned slice is valid only until the next call, unless Release is called.
//
// At the end of the stream it returns io.EOF. A last line that ends without a
// newline is still returned as a line; the following call returns io.EOF. A
// line over the bound yields a *LineTooLongError and is skipped; any other
// error comes from the underlying stream. After such an error the next call
// goes on with the line in progress, if the stream does: a read its caller
// cut short, say, as the session's loop goroutine does when it has a job.
func (r *Reader) ReadLine() ([]byte, error) {
	if !r.midLine {
		r.buf = r.buf[:0]
		r.size, r.tooLong, r.prev = 0, false, 0
	}
	r.midLine = false
	for {
		chunk, err := r.br.ReadSlice('\n')
		r.size += int64(len(chunk))
		if !r.tooLong {
			// The ending is not counted; subtracting keeps a max near
			// MaxInt from overflowing.
			if len(r.buf)+len(chunk)-2 > r.max {
				r.tooLong = true
				r.buf = r.buf[:0]
			} else {
				r.buf = append(r.buf, chunk...)
			}
		}
		switch {
		case err == nil:
			line := trimEnding(r.buf)
			if r.tooLong || len(line) > r.max {
				ending := endingLen(chunk)
				if len(chunk) == 1 && r.prev == '\r' {
					ending = 2
				}
				return nil, &LineTooLongError{Max: r.max, Size: r.size - int64(ending)}
			}
			return line, nil
		case errors.Is(err, bufio.ErrBufferFull):
			if len(chunk) > 0 {
				r.prev = chunk[len(chunk)-1]
			}
			continue
		case errors.Is(err, io.EOF):
			if r.size == 0 {
				return nil, io.EOF
			}
			if r.tooLong || len(r.buf) > r.max {
				return nil, &LineTooLongError{Max: r.max, Size: r.size}
			}
			return trimEnding(r.buf), nil
		default:
			if len(chunk) > 0 {
				r.prev = chunk[len(chunk)-1]
			}
			r.midLine = true
			return nil, err
		}
	}
}

// Release gives the buffer that holds the line last returned to the
// caller: that line stays valid and unchanged after later calls, which read
// into a fresh buffer. A caller keeps a large line this way instead of
// copying it.
func (r *Reader) Release() { r.buf = nil }

func endingLen(chunk []byte) int {
	if bytes.HasSuffix(chunk, []byte("\r\n")) {
		return 2
	}
	if bytes.HasSuffix(chunk, []byte("\n")) {
		return 1
	}
	return 0
}

func trimEnding(b []byte) []byte {
	return b[:len(b)-endingLen(b)]
}

// ErrClosed is returned by Writer.Encode after Close.
var ErrClosed = errors.New("ndjson: writer closed")

// Writer writes one JSON value per line. It is safe for concurrent use: a
// mutex makes each line atomic, so lines from different goroutines never
// interleave, and after Close nothing more reaches the stream. That last
// property is what lets the session guarantee that no protocol line follows
// the final one.
type Writer struct {
	mu     sync.Mutex
	w      *bufio.Writer
	enc    *json.Encoder // encodes into ebuf
	ebuf   bytes.Buffer
	closed bool
	gate   Gate
}

// A Gate admits each line a Writer writes: Begin is called before the
// first byte of a line reaches the stream, and End after the last byte (its
// newline) has, or after the write failed. last is true for the line of
// EncodeAndClose or WriteLineAndClose. A Begin that fails closes the Writer
// and its error is returned. The watchdog uses a gate to know, without a
// system call, whether a line may be unfinished on stdout, and to take
// stdout over between two lines (package watchdog).
type Gate interface {
	Begin(last bool) error
	End(last, complete bool)
}

// SetGate makes g admit every later line.
func (w *Writer) SetGate(g Gate) {
	w.mu.Lock()
	w.gate = g
	w.mu.Unlock()
}

// NewWriter returns a Writer on w.
func NewWriter(w io.Writer) *Writer {
	bw := bufio.NewWriterSize(w, 32<<10)
	nw := &Writer{w: bw}
	enc := json.NewEncoder(&nw.ebuf)
	// Guest code and results travel as JSON strings; keep <, > and & as they
	// are so the wire shows what the guest wrote.
	enc.SetEscapeHTML(false)
	nw.enc = enc
	return nw
}

// Encode writes v as one compact JSON line and flushes it.
func (w *Writer) Encode(v any) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.encodeLocked(v, false)
}

// EncodeAndClose writes v as the last line and closes the writer, atomically:
// no other line can come between v and the close.
func (w *Writer) EncodeAndClose(v any) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	err := w.encodeLocked(v, true)
	w.closed = true
	return err
}

func (w *Writer) encodeLocked(v any, last bool) error {
	if w.closed {
		return ErrClosed
	}
	w.ebuf.Reset()
	if err := w.enc.Encode(v); err != nil {
		return err
	}
	return w.writeLocked(bytes.TrimSuffix(w.ebuf.Bytes(), []byte("\n")), last)
}

// WriteLine writes line, which must be one compact JSON value without a
// newline, followed by a newline, and flushes it.
func (w *Writer) WriteLine(line []byte) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.writeLocked(line, false)
}

// WriteLineAndClose is WriteLine for the last line; see EncodeAndClose.
func (w *Writer) WriteLineAndClose(line []byte) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	err := w.writeLocked(line, true)
	w.closed = true
	return err
}

func (w *Writer) writeLocked(line []byte, last bool) error {
	if w.closed {
		return ErrClosed
	}
	if w.gate != nil {
		if err := w.gate.Begin(last); err != nil {
			w.closed = true
			return err
		}
	}
	err := w.write(line)
	if w.gate != nil {
		w.gate.End(last, err == nil)
	}
	return err
}

func (w *Writer) write(line []byte) error {
	if _, err := w.w.Write(line); err != nil {
		return err
	}
	if err := w.w.WriteByte('\n'); err != nil {
		return err
	}
	return w.w.Flush()
}

// Close makes every later Encode fail with ErrClosed.
func (w *Writer) Close() {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
}
