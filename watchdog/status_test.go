package watchdog

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/protocol"
)

// parseStatus reads status lines as encoding/json read them before (the
// watchdog's status lines no longer go through reflection): the same
// message from every line the runner writes, and the same refusals.
func TestParseStatusAsEncodingJSON(t *testing.T) {
	written := [][]byte{
		appendSettings(nil, Settings{LogLevel: "debug", LogFormat: "json", Record: "/tmp/r \"q\".ndjson"}),
		appendSettings(nil, Settings{LogFormat: "text"}),
		appendSettings(nil, Settings{}),
		appendAccepted(nil, acceptedMsg{ID: "id \u2028 ✓", Received: time.Now().UnixNano(), TimeoutMs: 5000, MemoryLimitBytes: 1 << 26}),
		appendAbort(nil, protocol.Errorf(protocol.CodeTimeout, "cancelled: %s", "host"), time.Now()),
		appendLogStatus(nil, "a log line with \"quotes\" and \n"),
	}
	lines := []string{
		`{"accepted":{"id":"x","received":1,"timeoutMs":2,"memoryLimitBytes":3},"extra":[1,{"a":null}]}`,
		`{"accepted":{"id":"x","received":1.5}}`,
		`{"accepted":{"id":"x","received":1e3}}`,
		`{"accepted":{"id":7}}`,
		`{"accepted":null,"abortAt":null}`,
		`{"accepted":[]}`,
		`{"settings":{"logLevel":null,"logFormat":"json"}}`,
		`{"abort":{"code":"timeout","message":"m"},"abortAt":-5}`,
		`{"abort":{"code":"timeout","message":"m"},"abortAt":"5"}`,
		`{"abortAt":1,"abortAt":2}`,
		`{"log":"\ud800"}`,
		`{"log":5}`,
		`{}`,
		`[]`,
		`"settings"`,
		`{"accepted":{"id":"x"}`,
	}
	for _, b := range written {
		lines = append(lines, string(b))
	}
	for _, line := range lines {
		var want statusMsg
		wantOK := json.Unmarshal([]byte(line), &want) == nil
		got, ok := parseStatus([]byte(line))
		if ok != wantOK {
			t.Errorf("%s: ok %v, encoding/json %v", line, ok, wantOK)
			continue
		}
		if ok && !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", line, got, want)
		}
	}
}

// What the runner sends, the watchdog reads back the same.
func TestSettingsRoundTrip(t *testing.T) {
	for _, s := range []Settings{{}, {LogLevel: "warn"}, {LogLevel: "debug", LogFormat: "json", Record: "a\\b\"c\x01.ndjson"}} {
		st, ok := parseStatus(appendSettings(nil, s))
		if !ok || st.Settings == nil || *st.Settings != s {
			t.Errorf("%+v: read back %+v (ok %v)", s, st.Settings, ok)
		}
	}
}
