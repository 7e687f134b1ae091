package session

import (
	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// The outbound messages are few and fixed in shape, so they are appended by
// hand: keys in the order the specification shows, and the guest's result
// and tool inputs, already compact JSON from the serializer, copied as they
// are instead of being re-validated by encoding/json (a 1 MB result spent
// most of its time there).

func appendStarted(dst []byte, id string) []byte {
	dst = append(dst, `{"type":"started","id":`...)
	dst = ndjson.AppendString(dst, id)
	return append(dst, '}')
}

func appendToolCall(dst []byte, c engine.ToolCall) []byte {
	dst = append(dst, `{"type":"tool_call",`...)
	return append(appendCallMembers(dst, c), '}')
}

// appendCallMembers appends a call's members as a tool_call line and a
// journal's call entry both carry them: callId, providerName,
// safeToolName and, when there is one, input.
func appendCallMembers(dst []byte, c engine.ToolCall) []byte {
	dst = append(dst, `"callId":`...)
	dst = ndjson.AppendString(dst, c.CallID)
	dst = append(dst, `,"providerName":`...)
	dst = ndjson.AppendString(dst, c.Provider)
	dst = append(dst, `,"safeToolName":`...)
	dst = ndjson.AppendString(dst, c.Name)
	if c.Input != nil {
		dst = append(dst, `,"input":`...)
		dst = append(dst, c.Input...)
	}
	return dst
}

func (d *doneMsg) appendTo(dst []byte) []byte {
	dst = protocol.AppendDoneHead(dst, d.ID, d.OK, d.DurationMs)
	for i, l := range d.Logs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = ndjson.AppendString(dst, l)
	}
	return protocol.AppendDoneTail(dst, d.Result, d.Error)
}
