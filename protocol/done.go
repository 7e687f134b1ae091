package protocol

import (
	"strconv"

	"github.com/execbox/execbox-runner/ndjson"
)

// A done line has its keys in the order the specification shows:
//
//	{"type":"done","id":ID,"ok":BOOL,"durationMs":N,"logs":[...],"result":R,"error":{"code":C,"message":M}}
//
// with "result" absent for an undefined result or a failure, and "error"
// present only when ok is false. The runner's session and its watchdog
// both write done lines, by hand (they are hot and fixed in shape), with
// AppendDoneHead, their logs, and AppendDoneTail.

// AppendDoneHead appends a done line up to and including the opening
// bracket of its logs. The caller appends the logs, each a JSON string,
// separated by commas, then calls AppendDoneTail.
func AppendDoneHead(dst []byte, id string, ok bool, durationMs int64) []byte {
	dst = append(dst, `{"type":"done","id":`...)
	dst = ndjson.AppendString(dst, id)
	if ok {
		dst = append(dst, `,"ok":true`...)
	} else {
		dst = append(dst, `,"ok":false`...)
	}
	dst = append(dst, `,"durationMs":`...)
	dst = strconv.AppendInt(dst, durationMs, 10)
	return append(dst, `,"logs":[`...)
}

// AppendDoneTail closes the logs of a done line begun by AppendDoneHead
// and appends its result (compact JSON, or nil for none) and its error
// (nil for none), and the closing brace.
func AppendDoneTail(dst []byte, result []byte, err *Error) []byte {
	dst = append(dst, ']')
	if result != nil {
		dst = append(dst, `,"result":`...)
		dst = append(dst, result...)
	}
	if err != nil {
		dst = append(dst, `,"error":{"code":`...)
		dst = ndjson.AppendString(dst, string(err.Code))
		dst = append(dst, `,"message":`...)
		dst = ndjson.AppendString(dst, err.Message)
		dst = append(dst, '}')
	}
	return append(dst, '}')
}
