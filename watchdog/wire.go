package watchdog

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// appendDone is a done line the watchdog writes itself: never ok, so with
// no result, and with the logs the runner kept: first those in the log
// area (area: JSON strings separated by commas), then those that came as
// status lines (each a JSON string), all as the runner encoded them, so
// that they read exactly as in a done the runner writes (a lone surrogate
// stays its escape).
func appendDone(dst []byte, id string, durationMs int64, area []byte, logs [][]byte, cause *protocol.Error) []byte {
	dst = protocol.AppendDoneHead(dst, id, false, durationMs)
	dst = append(dst, area...)
	for i, l := range logs {
		if i > 0 || len(area) > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, l...)
	}
	return protocol.AppendDoneTail(dst, nil, cause)
}

// appendAccepted is the accepted execution as the runner reports it to the
// watchdog.
func appendAccepted(dst []byte, a acceptedMsg) []byte {
	dst = append(dst, `{"accepted":{"id":`...)
	dst = ndjson.AppendString(dst, a.ID)
	dst = append(dst, `,"received":`...)
	dst = strconv.AppendInt(dst, a.Received, 10)
	dst = append(dst, `,"timeoutMs":`...)
	dst = strconv.AppendInt(dst, a.TimeoutMs, 10)
	dst = append(dst, `,"memoryLimitBytes":`...)
	dst = strconv.AppendInt(dst, a.MemoryLimitBytes, 10)
	return append(dst, `}}`...)
}

// appendLogStatus is a log line as the runner reports it to the watchdog.
func appendLogStatus(dst []byte, line string) []byte {
	dst = append(dst, `{"log":`...)
	dst = ndjson.AppendString(dst, line)
	return append(dst, '}')
}

// statusMsg is one report from the runner on the status pipe: the
// watchdog's settings, the execution it accepted, a log line it kept, or
// the abort of its execution (a cancel, the deadline, the memory limit),
// which arms the backstop. A done line handed over (HandOver) is sent as
// it is, and is told from these by its first bytes.
type statusMsg struct {
	Settings *Settings       `json:"settings,omitempty"`
	Accepted *acceptedMsg    `json:"accepted,omitempty"`
	Log      json.RawMessage `json:"log,omitempty"` // a JSON string, kept encoded`
	Abort    *protocol.Error `json:"abort,omitempty"`
	AbortAt  int64           `json:"abortAt,omitempty"` // when the abort arose, Unix nanoseconds
}

type acceptedMsg struct {
	ID               string `json:"id"`
	Received         int64  `json:"received"` // Unix nanoseconds
	TimeoutMs        int64  `json:"timeoutMs"`
	MemoryLimitBytes int64  `json:"memoryLimitBytes"`
}

// Settings are what the watchdog learns from the runner's command line,
// sent as the first status line once it is parsed, unless they are all
// defaults.
type Settings struct {
	LogLevel  string `json:"logLevel,omitempty"`
	LogFormat string `json:"logFormat,omitempty"`
	Record    string `json:"record,omitempty"` // the --record file, for a done the watchdog writes
}

// appendSettings is the watchdog's settings as the runner sends them.
func appendSettings(dst []byte, st Settings) []byte {
	dst = append(dst, `{"settings":{`...)
	sep := ""
	for _, f := range []struct{ name, value string }{{"logLevel", st.LogLevel}, {"logFormat", st.LogFormat}, {"record", st.Record}} {
		if f.value == "" {
			continue
		}
		dst = append(dst, sep...)
		dst = ndjson.AppendString(dst, f.name)
		dst = append(dst, ':')
		dst = ndjson.AppendString(dst, f.value)
		sep = ","
	}
	return append(dst, `}}`...)
}

// parseStatus reads a status line (not a done handed over) as the append
// functions above write it. It uses ndjson's scanner, not encoding/json:
// the watchdog is a second start of the whole binary at every spawn, and
// encoding/json would build its decoders by reflection at the first line,
// paging in code the watchdog otherwise never runs. As with encoding/json,
// unknown members are skipped, a null leaves a member unset, the last of
// duplicate members wins, and a member of the wrong type (a fraction for
// an integer, say) makes the line no status at all (ok false).
func parseStatus(line []byte) (st statusMsg, ok bool) {
	ok = true
	fail := func() { ok = false }
	err := ndjson.Object(line, func(name string, v []byte) {
		if isNull(v) {
			switch name {
			case "settings":
				st.Settings = nil
			case "accepted":
				st.Accepted = nil
			case "abort":
				st.Abort = nil
			case "log":
				st.Log = nil
			}
			return
		}
		switch name {
		case "settings":
			st.Settings = &Settings{}
			members(v, fail, func(name string, v []byte) {
				switch name {
				case "logLevel":
					stringMember(v, &st.Settings.LogLevel, fail)
				case "logFormat":
					stringMember(v, &st.Settings.LogFormat, fail)
				case "record":
					stringMember(v, &st.Settings.Record, fail)
				}
			})
		case "accepted":
			st.Accepted = &acceptedMsg{}
			members(v, fail, func(name string, v []byte) {
				switch name {
				case "id":
					stringMember(v, &st.Accepted.ID, fail)
				case "received":
					intMember(v, &st.Accepted.Received, fail)
				case "timeoutMs":
					intMember(v, &st.Accepted.TimeoutMs, fail)
				case "memoryLimitBytes":
					intMember(v, &st.Accepted.MemoryLimitBytes, fail)
				}
			})
		case "abort":
			st.Abort = &protocol.Error{}
			members(v, fail, func(name string, v []byte) {
				switch name {
				case "code":
					var c string
					stringMember(v, &c, fail)
					st.Abort.Code = protocol.Code(c)
				case "message":
					stringMember(v, &st.Abort.Message, fail)
				}
			})
		case "log":
			st.Log = v // kept encoded; watch checks it is a string
		case "abortAt":
			intMember(v, &st.AbortAt, fail)
		}
	})
	return st, ok && err == nil
}

func isNull(v []byte) bool { return string(v) == "null" }

// members calls fn with each member of the object v, or fail if v is no
// object.
func members(v []byte, fail func(), fn func(name string, v []byte)) {
	if len(v) == 0 || v[0] != '{' {
		fail()
		return
	}
	_ = ndjson.Object(v, func(name string, v []byte) {
		if !isNull(v) {
			fn(name, v)
		}
	}) // v was checked with its line
}

func stringMember(v []byte, dst *string, fail func()) {
	if len(v) == 0 || v[0] != '"' {
		fail()
		return
	}
	*dst = ndjson.Unquote(v)
}

func intMember(v []byte, dst *int64, fail func()) {
	n, err := strconv.ParseInt(string(v), 10, 64)
	if err != nil {
		fail()
		return
	}
	*dst = n
}

// handedPrefix starts a done line handed over, and no other status line.
const handedPrefix = `{"type":`

// appendAbort is the abort of the execution, with its cause and the time
// it arose.
func appendAbort(dst []byte, cause *protocol.Error, at time.Time) []byte {
	dst = append(dst, `{"abort":{"code":`...)
	dst = ndjson.AppendString(dst, string(cause.Code))
	dst = append(dst, `,"message":`...)
	dst = ndjson.AppendString(dst, cause.Message)
	dst = append(dst, `},"abortAt":`...)
	dst = strconv.AppendInt(dst, at.UnixNano(), 10)
	return append(dst, '}')
}

// deadline is when the accepted execution's time is up.
func (a *acceptedMsg) deadline() time.Time {
	return time.Unix(0, a.Received).Add(time.Duration(a.TimeoutMs) * time.Millisecond)
}
