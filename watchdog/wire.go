package watchdog

import (
	"strconv"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
)

// appendDone is a done line the watchdog writes itself: never ok, so with
// no result, and with the logs the runner streamed.
func appendDone(dst []byte, id string, durationMs int64, logs []string, cause *engine.Error) []byte {
	dst = append(dst, `{"type":"done","id":`...)
	dst = ndjson.AppendString(dst, id)
	dst = append(dst, `,"ok":false,"durationMs":`...)
	dst = strconv.AppendInt(dst, durationMs, 10)
	dst = append(dst, `,"logs":[`...)
	for i, l := range logs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = ndjson.AppendString(dst, l)
	}
	dst = append(dst, `],"error":{"code":`...)
	dst = ndjson.AppendString(dst, string(cause.Code))
	dst = append(dst, `,"message":`...)
	dst = ndjson.AppendString(dst, cause.Message)
	return append(dst, `}}`...)
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
