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
func appendDone(dst []byte, id string, durationMs int64, area []byte, logs []json.RawMessage, cause *protocol.Error) []byte {
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
