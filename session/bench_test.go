package session

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/ndjson"
)

// BenchmarkToolRoundTrip is one tool call through a whole in-process
// session over in-memory pipes: the guest's call, the tool_call line, the
// host's tool_result line, and the guest resuming.
func BenchmarkToolRoundTrip(b *testing.B) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	code := make(chan int, 1)
	go func() {
		code <- Run(context.Background(), Config{}, inR, outW)
		outW.Close()
	}()
	execute := fmt.Sprintf(`{"type":"execute","id":"b","code":"for (let i = 0; i < %d; i++) await tools.echo(i); 1","options":{"timeoutMs":600000,"memoryLimitBytes":1073741824},"providers":[{"name":"tools","tools":{"echo":{"safeName":"echo"}}}]}`, b.N)
	if _, err := io.WriteString(inW, execute+"\n"); err != nil {
		b.Fatal(err)
	}
	r := ndjson.NewReader(outR, 0)
	b.ResetTimer()
	for {
		line, err := r.ReadLine()
		if err != nil {
			b.Fatal(err)
		}
		s := string(line)
		switch {
		case strings.Contains(s, `"tool_call"`):
			id := s[strings.Index(s, `"callId":"`)+10:]
			id = id[:strings.IndexByte(id, '"')]
			if _, err := io.WriteString(inW, `{"type":"tool_result","callId":"`+id+`","ok":true,"result":1}`+"\n"); err != nil {
				b.Fatal(err)
			}
		case strings.Contains(s, `"done"`):
			b.StopTimer()
			if !strings.Contains(s, `"ok":true`) {
				b.Fatal(s)
			}
			inW.Close()
			<-code
			return
		}
	}
}
