package session

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// The execute's options, providers and tools are read with ndjson's
// scanner, as the rest of the line is (not encoding/json, whose decoders
// are built with reflection on first use at every spawn): numbers as JSON
// writes them, nesting at any depth, keys unescaped.
func TestDecodeExecuteScannedMembers(t *testing.T) {
	line := func(options, tools string) []byte {
		return []byte(`{"type":"execute","id":"x","code":"","options":` + options + `,"providers":[{"name":"p","tools":` + tools + `}]}`)
	}
	t.Run("numbers in every JSON form", func(t *testing.T) {
		m, err := decode(line(`{"timeoutMs":1.5e3,"memoryLimitBytes":2E+6,"maxLogLines":0,"maxLogChars":-0}`, `{}`))
		if err != nil {
			t.Fatal(err)
		}
		r := m.Execute
		if r.Timeout != 1500*time.Millisecond || r.MemLimit != 2e6 || r.Limits.MaxLogLines != 0 || r.Limits.MaxLogChars != 0 {
			t.Errorf("timeout %v, memory %d, limits %+v", r.Timeout, r.MemLimit, r.Limits)
		}
	})
	t.Run("a number past float64's range is refused", func(t *testing.T) {
		_, err := decode(line(`{"timeoutMs":1e400}`, `{}`))
		var ve *ValidationError
		if !errors.As(err, &ve) || ve.Msg != "execute.options.timeoutMs must be a positive number" {
			t.Errorf("error %v", err)
		}
	})
	t.Run("escaped tool keys are unescaped", func(t *testing.T) {
		_, err := decode(line(`{}`, `{"\u0061-b":5}`))
		var ve *ValidationError
		if !errors.As(err, &ve) || ve.Msg != `execute.providers[0].tools["a-b"] must be an object, not number` {
			t.Errorf("error %v", err)
		}
	})
	t.Run("duplicate tool keys are each read, in order", func(t *testing.T) {
		m, err := decode(line(`{}`, `{"a":{"safeName":"a"},"b":{"safeName":"b"},"a":{"safeName":"c"}}`))
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Execute.Providers[0].Tools; !slices.Equal(got, []string{"a", "b", "c"}) {
			t.Errorf("tools %q", got)
		}
	})
	t.Run("deep nesting is a wrong type, not a depth error", func(t *testing.T) {
		deep := strings.Repeat("[", 20000) + strings.Repeat("]", 20000)
		_, err := decode(line(`{}`, `{"e":{"safeName":"e","description":`+deep+`}}`))
		var ve *ValidationError
		if !errors.As(err, &ve) || ve.Msg != "execute.providers[0].tools.e.description must be a string, not array" {
			t.Errorf("error %v", err)
		}
		_, err = decode([]byte(`{"type":"execute","id":"x","code":"","options":{},"providers":[` + deep + `]}`))
		if !errors.As(err, &ve) || ve.Msg != "execute.providers[0] must be an object, not array" {
			t.Errorf("error %v", err)
		}
	})
}
