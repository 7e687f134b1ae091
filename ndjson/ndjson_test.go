package ndjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// result is one ReadLine outcome, flattened for comparison.
type result struct {
	line    string
	tooLong int64 // Size of a *LineTooLongError; -1 when there was none
	eof     bool
}

func (r result) String() string {
	switch {
	case r.eof:
		return "EOF"
	case r.tooLong >= 0:
		return fmt.Sprintf("tooLong(%d)", r.tooLong)
	}
	return fmt.Sprintf("%q", r.line)
}

func line(s string) result   { return result{line: s, tooLong: -1} }
func tooLong(n int64) result { return result{tooLong: n} }

var eof = result{tooLong: -1, eof: true}

// readAll reads until EOF (or another error, which fails the test) and
// checks that every LineTooLongError carries the reader's bound.
func readAll(t *testing.T, r *Reader) []result {
	t.Helper()
	var out []result
	for i := 0; ; i++ {
		if i > 1e6 {
			t.Fatal("ReadLine never returned io.EOF")
		}
		b, err := r.ReadLine()
		var tl *LineTooLongError
		switch {
		case err == nil:
			out = append(out, line(string(b)))
		case errors.As(err, &tl):
			if tl.Max != r.max {
				t.Errorf("LineTooLongError.Max = %d, want %d", tl.Max, r.max)
			}
			if b != nil {
				t.Errorf("LineTooLongError came with a line %q", b)
			}
			out = append(out, tooLong(tl.Size))
		case err == io.EOF:
			if b != nil {
				t.Errorf("io.EOF came with a line %q", b)
			}
			// EOF is sticky.
			if _, err := r.ReadLine(); err != io.EOF {
				t.Errorf("ReadLine after io.EOF = %v, want io.EOF again", err)
			}
			return append(out, eof)
		default:
			t.Fatalf("ReadLine: unexpected error %v", err)
		}
	}
}

func TestReadLine(t *testing.T) {
	tests := []struct {
		name  string
		input string
		max   int
		want  []result
	}{
		{"empty stream", "", 10, []result{eof}},
		{"one line", "{}\n", 10, []result{line("{}"), eof}},
		{"crlf", "a\r\nb\r\n", 10, []result{line("a"), line("b"), eof}},
		{"mixed endings", "a\nb\r\nc\n", 10, []result{line("a"), line("b"), line("c"), eof}},
		{"last line without newline", "a\nbc", 10, []result{line("a"), line("bc"), eof}},
		{"only a newline", "\n", 10, []result{line(""), eof}},
		{"empty lines", "\n\r\n\nx\n", 10, []result{line(""), line(""), line(""), line("x"), eof}},
		{"lone cr is content", "a\rb\n", 10, []result{line("a\rb"), eof}},
		{"trailing lone cr at eof is content", "ab\r", 10, []result{line("ab\r"), eof}},
		{"cr cr lf keeps one cr", "a\r\r\n", 10, []result{line("a\r"), eof}},
		{"exactly max", "0123456789\n", 10, []result{line("0123456789"), eof}},
		{"exactly max crlf", "0123456789\r\n", 10, []result{line("0123456789"), eof}},
		{"exactly max at eof", "0123456789", 10, []result{line("0123456789"), eof}},
		{"one over", "0123456789a\nnext\n", 10, []result{tooLong(11), line("next"), eof}},
		{"one over crlf", "0123456789a\r\nnext\r\n", 10, []result{tooLong(11), line("next"), eof}},
		{"two over", "0123456789ab\nnext", 10, []result{tooLong(12), line("next"), eof}},
		{"one over at eof", "0123456789a", 10, []result{tooLong(11), eof}},
		{"max plus a lone cr at eof", "0123456789\r", 10, []result{tooLong(11), eof}},
		{"cr counts when it is content", "012345678\r\r\n", 9, []result{tooLong(10), eof}},
		{"long then short then long", "aaaaaa\nb\ncccccc\n", 3, []result{tooLong(6), line("b"), tooLong(6), eof}},
		{"max 1", "a\nbb\n\n", 1, []result{line("a"), tooLong(2), line(""), eof}},
		{"zero max means default", strings.Repeat("x", 100) + "\n", 0, []result{line(strings.Repeat("x", 100)), eof}},
		{"negative max means default", "abc\n", -5, []result{line("abc"), eof}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The same input, whole and one byte per Read: chunking must not
			// change what comes out.
			for _, src := range []struct {
				name string
				r    io.Reader
			}{
				{"whole", strings.NewReader(tt.input)},
				{"onebyte", iotest.OneByteReader(strings.NewReader(tt.input))},
				{"dataerr", iotest.DataErrReader(strings.NewReader(tt.input))},
			} {
				got := readAll(t, NewReader(src.r, tt.max))
				if fmt.Sprint(got) != fmt.Sprint(tt.want) {
					t.Errorf("%s: got %v, want %v", src.name, got, tt.want)
				}
			}
		})
	}
}

func TestNewReaderDefaultMax(t *testing.T) {
	for _, max := range []int{0, -1, math.MinInt} {
		if got := NewReader(strings.NewReader(""), max).max; got != DefaultMaxLineBytes {
			t.Errorf("NewReader(max=%d).max = %d, want %d", max, got, DefaultMaxLineBytes)
		}
	}
	if DefaultMaxLineBytes != 64<<20 {
		t.Errorf("DefaultMaxLineBytes = %d, want 64 MiB", DefaultMaxLineBytes)
	}
}

// TestReadLineLongerThanBuffer covers lines that span several fills of the
// internal bufio.Reader, both under and over the bound.
func TestReadLineLongerThanBuffer(t *testing.T) {
	big := strings.Repeat("y", 200<<10) // over the 64 KiB bufio buffer
	in := big + "\r\n" + big + "z\n" + "tail"
	got := readAll(t, NewReader(strings.NewReader(in), len(big)))
	want := []result{line(big), tooLong(int64(len(big) + 1)), line("tail"), eof}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %d results %.200v, want %.200v", len(got), got, want)
	}
}

// TestReadLineCRAtBufferBoundary: a CRLF whose CR is the last byte of one
// buffer fill and whose LF starts the next is still one line ending, and is
// not counted in the dropped line's size.
func TestReadLineCRAtBufferBoundary(t *testing.T) {
	const bufSize = 64 << 10 // NewReader's bufio size
	content := strings.Repeat("a", bufSize-1)
	in := content + "\r\n" + "next\n"

	// Under the bound: the line comes back without its CR.
	got := readAll(t, NewReader(strings.NewReader(in), len(content)))
	want := []result{line(content), line("next"), eof}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("under the bound: got %.80v, want %.80v", got, want)
	}

	t.Run("size of a dropped line", func(t *testing.T) {
		got := readAll(t, NewReader(strings.NewReader(in), 1024))
		want := []result{tooLong(int64(len(content))), line("next"), eof}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})
}

// TestNewReaderHugeMax: a bound near math.MaxInt must not overflow into
// "every line is too long".
func TestNewReaderHugeMax(t *testing.T) {
	for _, max := range []int{math.MaxInt, math.MaxInt - 1} {
		got := readAll(t, NewReader(strings.NewReader("{}\n"), max))
		want := []result{line("{}"), eof}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("max=%d: got %v, want %v", max, got, want)
		}
	}
}

// generator yields n bytes of 'x' followed by tail, without ever holding
// the n bytes.
type generator struct {
	n    int64
	tail *strings.Reader
	read int64
}

func (g *generator) Read(p []byte) (int, error) {
	if g.read < g.n {
		k := min(int64(len(p)), g.n-g.read)
		for i := range p[:k] {
			p[i] = 'x'
		}
		g.read += k
		return int(k), nil
	}
	return g.tail.Read(p)
}

func TestReadLineHugeLineIsStreamed(t *testing.T) {
	const huge = 10 << 20
	const max = 1 << 10
	g := &generator{n: huge, tail: strings.NewReader("\r\n{\"ok\":1}\n")}
	r := NewReader(g, max)

	_, err := r.ReadLine()
	var tl *LineTooLongError
	if !errors.As(err, &tl) {
		t.Fatalf("ReadLine = %v, want *LineTooLongError", err)
	}
	if tl.Size != huge || tl.Max != max {
		t.Errorf("LineTooLongError = %+v, want Size %d Max %d", tl, huge, max)
	}
	if want := fmt.Sprintf("line of %d bytes is over the %d-byte limit; dropped", huge, max); tl.Error() != want {
		t.Errorf("Error() = %q, want %q", tl.Error(), want)
	}
	// The reader never held the line: its line buffer is bounded by max,
	// and the bufio.Reader by its fixed size.
	if c := cap(r.buf); c > 2*(max+2)+64 {
		t.Errorf("line buffer grew to %d bytes for a %d-byte bound", c, max)
	}
	if s := r.br.Size(); s > 64<<10 {
		t.Errorf("bufio.Reader size %d, want at most 64 KiB", s)
	}
	b, err := r.ReadLine()
	if err != nil || string(b) != `{"ok":1}` {
		t.Fatalf("line after the huge one = %q, %v; want {\"ok\":1}", b, err)
	}
	if _, err := r.ReadLine(); err != io.EOF {
		t.Fatalf("then %v, want io.EOF", err)
	}
}

func TestReadLineReusesBuffer(t *testing.T) {
	r := NewReader(strings.NewReader("aaaa\nbbbb\n"), 10)
	first, _ := r.ReadLine()
	keep := string(first)
	second, _ := r.ReadLine()
	if keep != "aaaa" || string(second) != "bbbb" {
		t.Fatalf("got %q then %q", keep, second)
	}
}

var errBroken = errors.New("broken pipe")

func TestReadLineUnderlyingError(t *testing.T) {
	tests := []struct {
		name string
		r    io.Reader
		want []string // lines before the error
	}{
		{"error at once", iotest.ErrReader(errBroken), nil},
		{"error after a whole line", io.MultiReader(strings.NewReader("a\n"), iotest.ErrReader(errBroken)), []string{"a"}},
		// A line cut short by an error is not delivered as a line: it may be
		// an incomplete JSON object.
		{"error mid-line", io.MultiReader(strings.NewReader("a\npartial"), iotest.ErrReader(errBroken)), []string{"a"}},
		{"error mid over-long line", io.MultiReader(strings.NewReader("a\n"+strings.Repeat("z", 100)), iotest.ErrReader(errBroken)), []string{"a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(tt.r, 10)
			var got []string
			for {
				b, err := r.ReadLine()
				if err != nil {
					if !errors.Is(err, errBroken) {
						t.Fatalf("error %v, want %v", err, errBroken)
					}
					if errors.Is(err, io.EOF) {
						t.Fatal("a read error must not look like io.EOF")
					}
					break
				}
				got = append(got, string(b))
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("lines %q, want %q", got, tt.want)
			}
		})
	}
}

// chunkReader returns its chunks one Read at a time; a nil chunk is a
// read that fails with errBroken, as a read a deadline cut short does.
type chunkReader struct{ chunks [][]byte }

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.chunks) == 0 {
		return 0, io.EOF
	}
	chunk := c.chunks[0]
	c.chunks = c.chunks[1:]
	if chunk == nil {
		return 0, errBroken
	}
	return copy(p, chunk), nil
}

// TestReadLineGoesOnAfterAnError checks that a line cut by a failed read
// is completed by the next ReadLine, byte for byte, over-long or not, with
// a CR and its LF split by the failure: the session's stdin is read under
// a deadline that may cut a read anywhere.
func TestReadLineGoesOnAfterAnError(t *testing.T) {
	r := NewReader(&chunkReader{chunks: [][]byte{
		[]byte(`{"a":`), nil, []byte(`1}`), nil, nil, []byte("\r"), nil, []byte("\nshort\n"),
		[]byte("0123456789"), nil, []byte("abc\nlast"), nil, []byte("!"),
	}}, 10)
	var got []string
	errs := 0
	for {
		line, err := r.ReadLine()
		var tooLong *LineTooLongError
		switch {
		case errors.Is(err, errBroken):
			errs++
			continue
		case errors.As(err, &tooLong):
			got = append(got, fmt.Sprintf("too long: %d", tooLong.Size))
			continue
		case errors.Is(err, io.EOF):
		case err != nil:
			t.Fatal(err)
		default:
			got = append(got, string(line))
			continue
		}
		break
	}
	want := []string{`{"a":1}`, "short", "too long: 13", "last!"}
	if !slices.Equal(got, want) || errs != 6 {
		t.Fatalf("lines %q after %d errors, want %q after 6", got, errs, want)
	}
}

func TestWriterCompactOneLine(t *testing.T) {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	v := map[string]any{
		"type": "done",
		"nested": map[string]any{
			"list": []any{1, "two", nil, true},
		},
		"code": "if (a < b && c > d) { x = '<script>' }",
		"nl":   "line\nbreak\u2028",
	}
	if err := w.Encode(v); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
		t.Fatalf("want exactly one line ending in \\n, got %q", out)
	}
	if strings.Contains(out, "\r") || strings.Contains(out, ": ") || strings.Contains(out, ", ") {
		t.Errorf("output is not compact: %q", out)
	}
	if !strings.Contains(out, `if (a < b && c > d) { x = '<script>' }`) {
		t.Errorf("<, > or & was escaped: %q", out)
	}
	if strings.Contains(out, `\u003c`) || strings.Contains(out, `\u0026`) {
		t.Errorf("HTML escaping in %q", out)
	}
	var back map[string]any
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatalf("line is not JSON: %v", err)
	}
	if back["nl"] != "line\nbreak\u2028" {
		t.Errorf("round trip of a string with a newline: %q", back["nl"])
	}
}

func TestWriterFieldOrderAndRawMessage(t *testing.T) {
	type msg struct {
		Type   string          `json:"type"`
		ID     string          `json:"id"`
		Result json.RawMessage `json:"result,omitempty"`
	}
	var buf bytes.Buffer
	w := NewWriter(&buf)
	if err := w.Encode(msg{Type: "done", ID: "x", Result: json.RawMessage(`{"a": [1, 2]}`)}); err != nil {
		t.Fatal(err)
	}
	if err := w.Encode(msg{Type: "done", ID: "y"}); err != nil {
		t.Fatal(err)
	}
	want := `{"type":"done","id":"x","result":{"a":[1,2]}}` + "\n" + `{"type":"done","id":"y"}` + "\n"
	if buf.String() != want {
		t.Errorf("got %q, want %q", buf.String(), want)
	}
}

func TestWriterFlushesEachLine(t *testing.T) {
	pr, pw := io.Pipe()
	defer pr.Close()
	w := NewWriter(pw)
	errc := make(chan error, 1)
	go func() { errc <- w.Encode(map[string]int{"n": 1}) }()
	// Encode returns only once the line has passed through the pipe, so a
	// reader line by line sees it without any further write or close.
	r := NewReader(pr, 100)
	b, err := r.ReadLine()
	if err != nil || string(b) != `{"n":1}` {
		t.Fatalf("read %q, %v", b, err)
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	pw.Close()
}

func TestWriterClose(t *testing.T) {
	t.Run("EncodeAndClose", func(t *testing.T) {
		var buf bytes.Buffer
		w := NewWriter(&buf)
		if err := w.EncodeAndClose("last"); err != nil {
			t.Fatal(err)
		}
		if err := w.Encode("after"); !errors.Is(err, ErrClosed) {
			t.Errorf("Encode after EncodeAndClose = %v, want ErrClosed", err)
		}
		if err := w.EncodeAndClose("again"); !errors.Is(err, ErrClosed) {
			t.Errorf("EncodeAndClose after EncodeAndClose = %v, want ErrClosed", err)
		}
		if buf.String() != "\"last\"\n" {
			t.Errorf("stream %q, want only the last line", buf.String())
		}
	})
	t.Run("Close", func(t *testing.T) {
		var buf bytes.Buffer
		w := NewWriter(&buf)
		w.Close()
		w.Close() // idempotent
		if err := w.Encode(1); !errors.Is(err, ErrClosed) {
			t.Errorf("Encode after Close = %v, want ErrClosed", err)
		}
		if buf.Len() != 0 {
			t.Errorf("wrote %q after Close", buf.String())
		}
	})
	t.Run("EncodeAndClose closes even when the write fails", func(t *testing.T) {
		w := NewWriter(failWriter{})
		if err := w.EncodeAndClose("x"); err == nil || errors.Is(err, ErrClosed) {
			t.Errorf("EncodeAndClose on a broken stream = %v, want the write error", err)
		}
		if err := w.Encode("y"); !errors.Is(err, ErrClosed) {
			t.Errorf("Encode after a failed EncodeAndClose = %v, want ErrClosed", err)
		}
	})
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errBroken }

func TestWriterErrors(t *testing.T) {
	w := NewWriter(failWriter{})
	if err := w.Encode("x"); !errors.Is(err, errBroken) {
		t.Errorf("Encode on a broken stream = %v, want %v", err, errBroken)
	}
	var buf bytes.Buffer
	w = NewWriter(&buf)
	if err := w.Encode(math.NaN()); err == nil {
		t.Error("Encode(NaN) succeeded")
	}
	if err := w.Encode(func() {}); err == nil {
		t.Error("Encode(func) succeeded")
	}
	if buf.Len() != 0 {
		t.Errorf("a value that failed to encode left %q on the stream", buf.String())
	}
	if err := w.Encode("ok"); err != nil || buf.String() != "\"ok\"\n" {
		t.Errorf("after failed encodes: %q, %v", buf.String(), err)
	}
}

// TestWriterConcurrent: lines from many goroutines, each larger than the
// writer's buffer so that one line takes several writes, never interleave.
func TestWriterConcurrent(t *testing.T) {
	var buf bytes.Buffer // not goroutine-safe: the race detector checks the Writer's lock
	w := NewWriter(&buf)
	const goroutines, each = 8, 20
	payload := func(g, i int) string {
		return strings.Repeat(string(rune('a'+g)), 40<<10+i)
	}
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range each {
				if err := w.Encode(map[string]any{"g": g, "i": i, "p": payload(g, i)}); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()

	r := NewReader(&buf, 1<<20)
	seen := make(map[[2]int]bool)
	for {
		b, err := r.ReadLine()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			G, I int
			P    string
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("interleaved line: %v (%.60s…)", err, b)
		}
		if m.P != payload(m.G, m.I) {
			t.Fatalf("line g=%d i=%d has a corrupted payload", m.G, m.I)
		}
		seen[[2]int{m.G, m.I}] = true
	}
	if len(seen) != goroutines*each {
		t.Errorf("read %d distinct lines, want %d", len(seen), goroutines*each)
	}
}

// TestWriterConcurrentClose: once EncodeAndClose returns, nothing more
// reaches the stream, whatever other goroutines are doing.
func TestWriterConcurrentClose(t *testing.T) {
	var mu sync.Mutex
	var buf bytes.Buffer
	w := NewWriter(writerFunc(func(p []byte) (int, error) {
		mu.Lock()
		defer mu.Unlock()
		return buf.Write(p)
	}))
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if err := w.Encode("x"); errors.Is(err, ErrClosed) {
					return
				}
			}
		}()
	}
	if err := w.EncodeAndClose("last"); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	final := buf.String()
	mu.Unlock()
	close(stop)
	wg.Wait()
	if !strings.HasSuffix(final, "\"last\"\n") {
		t.Fatalf("stream does not end with the last line: …%q", final[max(0, len(final)-40):])
	}
	if buf.String() != final {
		t.Errorf("lines were written after EncodeAndClose returned")
	}
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

// model is the reference splitter ReadLine must agree with: lines end at
// "\n", one "\r" before it belongs to the ending, and a last line without
// "\n" counts if it is not empty.
func model(data []byte, max int) []result {
	var out []result
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		var l []byte
		if i < 0 {
			l, data = data, nil
		} else {
			l, data = data[:i], data[i+1:]
			l = bytes.TrimSuffix(l, []byte("\r"))
		}
		if len(l) > max {
			out = append(out, tooLong(int64(len(l))))
		} else {
			out = append(out, line(string(l)))
		}
	}
	return append(out, eof)
}

func FuzzReadLine(f *testing.F) {
	f.Add([]byte("a\nb\r\nc"), 1)
	f.Add([]byte("{\"type\":\"execute\"}\n\n\r\n"), 18)
	f.Add([]byte("0123456789a\r\n012345\n"), 10)
	f.Add([]byte("\r\r\n\r"), 0)
	f.Add([]byte(strings.Repeat("x", 300)+"\n"+strings.Repeat("y", 10)), 64)
	f.Fuzz(func(t *testing.T, data []byte, max int) {
		// Bounds near math.MaxInt overflow (see TestNewReaderHugeMax);
		// keep max in a range where lines can be both under and over it.
		max %= 1 << 12
		r := NewReader(iotest.HalfReader(bytes.NewReader(data)), max)
		bound := r.max
		got := readAll(t, r)

		// Every line is within the bound and has no newline, and lines
		// and dropped sizes together account for the input.
		var total int64
		for _, g := range got {
			if g.eof {
				continue
			}
			if g.tooLong >= 0 {
				if g.tooLong <= int64(bound) {
					t.Fatalf("dropped a line of %d bytes under the bound %d", g.tooLong, bound)
				}
				total += g.tooLong
				continue
			}
			if strings.Contains(g.line, "\n") {
				t.Fatalf("line contains a newline: %q", g.line)
			}
			if len(g.line) > bound {
				t.Fatalf("line of %d bytes over the bound %d", len(g.line), bound)
			}
			total += int64(len(g.line))
		}
		endings := int64(bytes.Count(data, []byte("\n")) + bytes.Count(data, []byte("\r\n")))
		if total+endings != int64(len(data)) {
			t.Fatalf("lines and dropped sizes add up to %d bytes (+%d of endings), input has %d", total, endings, len(data))
		}
		if want := model(data, bound); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("got %v, want %v", got, want)
		}
	})
}

func TestWriteLine(t *testing.T) {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	if err := w.WriteLine([]byte(`{"type":"started","id":"a"}`)); err != nil {
		t.Fatal(err)
	}
	if err := w.Encode(map[string]string{"type": "x"}); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteLineAndClose([]byte(`{"type":"done"}`)); err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{w.WriteLine([]byte(`{}`)), w.WriteLineAndClose([]byte(`{}`)), w.Encode(1)} {
		if !errors.Is(err, ErrClosed) {
			t.Errorf("write after WriteLineAndClose = %v, want ErrClosed", err)
		}
	}
	want := `{"type":"started","id":"a"}` + "\n" + `{"type":"x"}` + "\n" + `{"type":"done"}` + "\n"
	if buf.String() != want {
		t.Errorf("stream %q, want %q", buf.String(), want)
	}

	t.Run("flushed at once", func(t *testing.T) {
		pr, pw := io.Pipe()
		defer pr.Close()
		w := NewWriter(pw)
		go func() { _ = w.WriteLine([]byte(`{"n":2}`)) }()
		b, err := NewReader(pr, 100).ReadLine()
		if err != nil || string(b) != `{"n":2}` {
			t.Fatalf("read %q, %v", b, err)
		}
	})
	t.Run("write error", func(t *testing.T) {
		w := NewWriter(failWriter{})
		if err := w.WriteLine([]byte(`{}`)); !errors.Is(err, errBroken) {
			t.Errorf("WriteLine on a broken stream = %v", err)
		}
		if err := w.WriteLineAndClose([]byte(`{}`)); !errors.Is(err, errBroken) {
			t.Errorf("WriteLineAndClose on a broken stream = %v", err)
		}
		if err := w.WriteLine([]byte(`{}`)); !errors.Is(err, ErrClosed) {
			t.Errorf("WriteLine after a failed WriteLineAndClose = %v, want ErrClosed", err)
		}
	})
	t.Run("concurrent with Encode", func(t *testing.T) {
		var buf bytes.Buffer
		w := NewWriter(&buf)
		big := strings.Repeat("z", 50<<10)
		line := []byte(`{"p":"` + big + `"}`)
		var wg sync.WaitGroup
		for i := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for range 10 {
					var err error
					if i%2 == 0 {
						err = w.WriteLine(line)
					} else {
						err = w.Encode(map[string]string{"p": big})
					}
					if err != nil {
						t.Error(err)
						return
					}
				}
			}()
		}
		wg.Wait()
		r := NewReader(&buf, 1<<20)
		n := 0
		for {
			b, err := r.ReadLine()
			if err == io.EOF {
				break
			}
			if err != nil || string(b) != string(line) {
				t.Fatalf("line %d corrupted (%v)", n, err)
			}
			n++
		}
		if n != 80 {
			t.Errorf("%d lines, want 80", n)
		}
	})
}

func TestAppendString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", `""`},
		{"abc", `"abc"`},
		{`"\`, `"\"\\"`},
		{"\n\r\t\b\f", `"\n\r\t\b\f"`},
		{"\x00\x01\x1f", `"\u0000\u0001\u001f"`},
		{"\x7f", "\"\x7f\""},
		{"<>&", `"<>&"`},
		{"\u2028x\u2029", `"\u2028x\u2029"`},
		{"é😀", `"é😀"`},
		{"a\xffb", `"a\ufffdb"`},
		{"\xe2\x82", `"\ufffd\ufffd"`},
	}
	for _, tt := range tests {
		got := string(AppendString([]byte("prefix:"), tt.in))
		if got != "prefix:"+tt.want {
			t.Errorf("AppendString(%q) = %s, want %s", tt.in, got, tt.want)
		}
		if !json.Valid([]byte(got[len("prefix:"):])) {
			t.Errorf("AppendString(%q) is not valid JSON", tt.in)
		}
	}
}

// FuzzAppendString: the output is valid JSON that decodes to the input
// (with U+FFFD for invalid UTF-8, as encoding/json does), and agrees with
// encoding/json apart from the escapes encoding/json adds for HTML.
func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "a\"b", "\u2028", "\x00", "é😀", "\xff", "<&>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := AppendString(nil, s)
		var back string
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("AppendString(%q) = %s: %v", s, out, err)
		}
		if want := strings.ToValidUTF8(s, "\ufffd"); utf8.ValidString(s) && back != want {
			t.Fatalf("round trip of %q gave %q", s, back)
		}
		var ref bytes.Buffer
		enc := json.NewEncoder(&ref)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(s)
		if utf8.ValidString(s) && string(out) != strings.TrimSuffix(ref.String(), "\n") {
			t.Fatalf("AppendString(%q) = %s, encoding/json writes %s", s, out, ref.String())
		}
	})
}
