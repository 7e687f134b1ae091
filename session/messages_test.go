package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
)

// executeLine builds an execute message from a valid one, changed by mod.
func executeLine(mod func(m map[string]any)) []byte {
	m := map[string]any{
		"type": "execute",
		"id":   "exec-1",
		"code": "1",
		"options": map[string]any{
			"timeoutMs": 1000, "memoryLimitBytes": 67108864, "maxLogLines": 100, "maxLogChars": 64000,
		},
		"providers": []any{map[string]any{
			"name":  "tools",
			"tools": map[string]any{"echo": map[string]any{"safeName": "echo", "originalName": "echo", "description": "Echo input"}},
			"types": "declare namespace tools { }",
		}},
	}
	if mod != nil {
		mod(m)
	}
	b, err := json.Marshal(m)
	if err != nil {
		panic(err)
	}
	return b
}

func options(m map[string]any) map[string]any   { return m["options"].(map[string]any) }
func provider0(m map[string]any) map[string]any { return m["providers"].([]any)[0].(map[string]any) }
func tools0(m map[string]any) map[string]any    { return provider0(m)["tools"].(map[string]any) }
func echo0(m map[string]any) map[string]any     { return tools0(m)["echo"].(map[string]any) }

func TestDecodeExecuteValid(t *testing.T) {
	m, err := decode(executeLine(nil))
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != "execute" || !m.IDOK || m.ID != "exec-1" || m.Execute == nil {
		t.Fatalf("decoded %+v", m)
	}
	req := m.Execute
	if req.ID != "exec-1" || req.Code != "1" || req.Timeout != time.Second || req.MemLimit != 67108864 {
		t.Errorf("request %+v", req)
	}
	if req.Limits.MaxLogLines != 100 || req.Limits.MaxLogChars != 64000 {
		t.Errorf("limits %+v", req.Limits)
	}
	if len(req.Providers) != 1 || req.Providers[0].Name != "tools" || !slices.Equal(req.Providers[0].Tools, []string{"echo"}) {
		t.Errorf("providers %+v", req.Providers)
	}
}

func TestDecodeExecuteDefaults(t *testing.T) {
	tests := []struct {
		name string
		mod  func(m map[string]any)
		want executeRequest
	}{
		{"all absent", func(m map[string]any) { m["options"] = map[string]any{} },
			executeRequest{Timeout: 5 * time.Second, MemLimit: 64 << 20, Limits: engine.Limits{MaxLogLines: 100, MaxLogChars: 64000}}},
		{"only timeout", func(m map[string]any) { m["options"] = map[string]any{"timeoutMs": 250} },
			executeRequest{Timeout: 250 * time.Millisecond, MemLimit: 64 << 20, Limits: engine.Limits{MaxLogLines: 100, MaxLogChars: 64000}}},
		{"zero log limits are allowed", func(m map[string]any) { m["options"] = map[string]any{"maxLogLines": 0, "maxLogChars": 0} },
			executeRequest{Timeout: 5 * time.Second, MemLimit: 64 << 20, Limits: engine.Limits{}}},
		{"fractional timeout", func(m map[string]any) { m["options"] = map[string]any{"timeoutMs": 1.5} },
			executeRequest{Timeout: 1500 * time.Microsecond, MemLimit: 64 << 20, Limits: engine.Limits{MaxLogLines: 100, MaxLogChars: 64000}}},
		{"huge values are clamped", func(m map[string]any) {
			m["options"] = map[string]any{"timeoutMs": 1e300, "memoryLimitBytes": 1e300, "maxLogLines": 1e15, "maxLogChars": 1e15}
		}, executeRequest{Timeout: time.Duration(1 << 62), MemLimit: 1 << 62, Limits: engine.Limits{MaxLogLines: math.MaxInt32, MaxLogChars: math.MaxInt32}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := decode(executeLine(tt.mod))
			if err != nil {
				t.Fatal(err)
			}
			req := m.Execute
			if req.Timeout != tt.want.Timeout || req.MemLimit != tt.want.MemLimit ||
				req.Limits.MaxLogLines != tt.want.Limits.MaxLogLines || req.Limits.MaxLogChars != tt.want.Limits.MaxLogChars {
				t.Errorf("got timeout %v mem %d limits %+v; want %v %d %+v",
					req.Timeout, req.MemLimit, req.Limits, tt.want.Timeout, tt.want.MemLimit, tt.want.Limits)
			}
		})
	}
	if DefaultTimeoutMs != 5000 || DefaultMemoryLimitBytes != 67108864 || DefaultMaxLogLines != 100 || DefaultMaxLogChars != 64000 {
		t.Error("defaults differ from execbox's")
	}
}

func TestDecodeExecuteValidation(t *testing.T) {
	tests := []struct {
		name   string
		mod    func(m map[string]any)
		want   string
		wantID string // "" with idOK false when the id is not a string
	}{
		{"id missing", func(m map[string]any) { delete(m, "id") }, "execute.id is missing", ""},
		{"id number", func(m map[string]any) { m["id"] = 7 }, "execute.id must be a string, not number", ""},
		{"id null", func(m map[string]any) { m["id"] = nil }, "execute.id must be a string, not null", ""},
		{"code missing", func(m map[string]any) { delete(m, "code") }, "execute.code is missing", "exec-1"},
		{"code array", func(m map[string]any) { m["code"] = []any{"1"} }, "execute.code must be a string, not array", "exec-1"},
		{"options missing", func(m map[string]any) { delete(m, "options") }, "execute.options is missing", "exec-1"},
		{"options array", func(m map[string]any) { m["options"] = []any{} }, "execute.options must be an object, not array", "exec-1"},
		{"options null", func(m map[string]any) { m["options"] = nil }, "execute.options must be an object, not null", "exec-1"},

		{"timeout zero", func(m map[string]any) { options(m)["timeoutMs"] = 0 }, "execute.options.timeoutMs must be a positive number", "exec-1"},
		{"timeout negative", func(m map[string]any) { options(m)["timeoutMs"] = -1 }, "execute.options.timeoutMs must be a positive number", "exec-1"},
		{"timeout string", func(m map[string]any) { options(m)["timeoutMs"] = "1000" }, "execute.options.timeoutMs must be a positive number", "exec-1"},
		{"timeout null", func(m map[string]any) { options(m)["timeoutMs"] = nil }, "execute.options.timeoutMs must be a positive number", "exec-1"},
		{"memory zero", func(m map[string]any) { options(m)["memoryLimitBytes"] = 0 }, "execute.options.memoryLimitBytes must be a positive number", "exec-1"},
		{"memory boolean", func(m map[string]any) { options(m)["memoryLimitBytes"] = true }, "execute.options.memoryLimitBytes must be a positive number", "exec-1"},
		{"log lines negative", func(m map[string]any) { options(m)["maxLogLines"] = -1 }, "execute.options.maxLogLines must be a non-negative integer", "exec-1"},
		{"log lines fractional", func(m map[string]any) { options(m)["maxLogLines"] = 1.5 }, "execute.options.maxLogLines must be a non-negative integer", "exec-1"},
		{"log lines string", func(m map[string]any) { options(m)["maxLogLines"] = "5" }, "execute.options.maxLogLines must be a non-negative integer", "exec-1"},
		{"log chars negative", func(m map[string]any) { options(m)["maxLogChars"] = -0.5 }, "execute.options.maxLogChars must be a non-negative integer", "exec-1"},
		{"log chars object", func(m map[string]any) { options(m)["maxLogChars"] = map[string]any{} }, "execute.options.maxLogChars must be a non-negative integer", "exec-1"},

		{"providers missing", func(m map[string]any) { delete(m, "providers") }, "execute.providers is missing", "exec-1"},
		{"providers object", func(m map[string]any) { m["providers"] = map[string]any{} }, "execute.providers must be an array, not object", "exec-1"},
		{"provider not an object", func(m map[string]any) { m["providers"] = []any{"tools"} }, "execute.providers[0] must be an object, not string", "exec-1"},
		{"provider name missing", func(m map[string]any) { delete(provider0(m), "name") }, "execute.providers[0].name is missing", "exec-1"},
		{"provider name number", func(m map[string]any) { provider0(m)["name"] = 1 }, "execute.providers[0].name must be a string, not number", "exec-1"},
		{"provider name empty", func(m map[string]any) { provider0(m)["name"] = "" }, `execute.providers[0].name "" is not a usable identifier`, "exec-1"},
		{"provider name not an identifier", func(m map[string]any) { provider0(m)["name"] = "my-tools" }, `execute.providers[0].name "my-tools" is not a usable identifier`, "exec-1"},
		{"provider name starts with a digit", func(m map[string]any) { provider0(m)["name"] = "1tools" }, `execute.providers[0].name "1tools" is not a usable identifier`, "exec-1"},
		{"provider name reserved word", func(m map[string]any) { provider0(m)["name"] = "class" }, `execute.providers[0].name "class" is not a usable identifier`, "exec-1"},
		{"provider name await", func(m map[string]any) { provider0(m)["name"] = "await" }, `execute.providers[0].name "await" is not a usable identifier`, "exec-1"},
		{"provider name console", func(m map[string]any) { provider0(m)["name"] = "console" }, `execute.providers[0].name "console" would replace the guest global of that name`, "exec-1"},
		{"provider name JSON", func(m map[string]any) { provider0(m)["name"] = "JSON" }, `execute.providers[0].name "JSON" would replace the guest global of that name`, "exec-1"},
		{"provider name globalThis", func(m map[string]any) { provider0(m)["name"] = "globalThis" }, `execute.providers[0].name "globalThis" would replace the guest global of that name`, "exec-1"},
		{"provider name setTimeout", func(m map[string]any) { provider0(m)["name"] = "setTimeout" }, `execute.providers[0].name "setTimeout" would replace the guest global of that name`, "exec-1"},
		{"duplicate provider", func(m map[string]any) {
			m["providers"] = append(m["providers"].([]any), map[string]any{"name": "tools", "tools": map[string]any{}})
		}, `execute.providers[1].name "tools" is a duplicate`, "exec-1"},
		{"types number", func(m map[string]any) { provider0(m)["types"] = 1 }, "execute.providers[0].types must be a string, not number", "exec-1"},
		{"tools missing", func(m map[string]any) { delete(provider0(m), "tools") }, "execute.providers[0].tools is missing", "exec-1"},
		{"tools array", func(m map[string]any) { provider0(m)["tools"] = []any{} }, "execute.providers[0].tools must be an object, not array", "exec-1"},
		{"tools null", func(m map[string]any) { provider0(m)["tools"] = nil }, "execute.providers[0].tools must be an object, not null", "exec-1"},
		{"tool not an object", func(m map[string]any) { tools0(m)["echo"] = "echo" }, "execute.providers[0].tools.echo must be an object, not string", "exec-1"},
		{"tool key not an identifier", func(m map[string]any) { tools0(m)["a-b"] = 5 }, `execute.providers[0].tools["a-b"] must be an object, not number`, "exec-1"},
		{"safeName missing", func(m map[string]any) { delete(echo0(m), "safeName") }, "execute.providers[0].tools.echo.safeName is missing", "exec-1"},
		{"safeName number", func(m map[string]any) { echo0(m)["safeName"] = 3 }, "execute.providers[0].tools.echo.safeName must be a string, not number", "exec-1"},
		{"safeName not an identifier", func(m map[string]any) { echo0(m)["safeName"] = "echo-it" }, `execute.providers[0].tools.echo.safeName "echo-it" is not a usable identifier`, "exec-1"},
		{"safeName empty", func(m map[string]any) { echo0(m)["safeName"] = "" }, `execute.providers[0].tools.echo.safeName "" is not a usable identifier`, "exec-1"},
		{"safeName duplicate", func(m map[string]any) {
			tools0(m)["zecho"] = map[string]any{"safeName": "echo"}
		}, `execute.providers[0].tools.zecho.safeName "echo" is a duplicate`, "exec-1"},
		{"originalName number", func(m map[string]any) { echo0(m)["originalName"] = 1 }, "execute.providers[0].tools.echo.originalName must be a string, not number", "exec-1"},
		{"description object", func(m map[string]any) { echo0(m)["description"] = map[string]any{} }, "execute.providers[0].tools.echo.description must be a string, not object", "exec-1"},
		{"second provider bad", func(m map[string]any) {
			m["providers"] = append(m["providers"].([]any), map[string]any{"name": "b", "tools": map[string]any{"x": map[string]any{}}})
		}, "execute.providers[1].tools.x.safeName is missing", "exec-1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := decode(executeLine(tt.mod))
			var ve *ValidationError
			if !errors.As(err, &ve) {
				t.Fatalf("decode error %v, want *ValidationError %q", err, tt.want)
			}
			if ve.Error() != tt.want || ve.Msg != tt.want {
				t.Errorf("error %q, want %q", ve.Error(), tt.want)
			}
			if m.Type != "execute" || m.Execute != nil {
				t.Errorf("decoded %+v, want type execute and no request", m)
			}
			if m.IDOK != (tt.wantID != "") || m.ID != tt.wantID {
				t.Errorf("id %q (ok %v), want %q", m.ID, m.IDOK, tt.wantID)
			}
		})
	}
}

func TestDecodeExecuteAccepted(t *testing.T) {
	tests := []struct {
		name string
		line string
		want []engine.Provider
	}{
		{"tool order is document order",
			`{"type":"execute","id":"x","code":"","options":{},"providers":[{"name":"p","tools":{"zeta":{"safeName":"zeta"},"alpha":{"safeName":"alpha"},"mid":{"safeName":"mid"}}}]}`,
			[]engine.Provider{{Name: "p", Tools: []string{"zeta", "alpha", "mid"}}}},
		{"safeName differs from the key",
			`{"type":"execute","id":"x","code":"","options":{},"providers":[{"name":"fire","tools":{"scrape-url":{"safeName":"scrape_url","originalName":"scrape-url"}}}]}`,
			[]engine.Provider{{Name: "fire", Tools: []string{"scrape_url"}}}},
		{"reserved word as a tool name",
			`{"type":"execute","id":"x","code":"","options":{},"providers":[{"name":"db","tools":{"delete":{"safeName":"delete"},"new":{"safeName":"new"}}}]}`,
			[]engine.Provider{{Name: "db", Tools: []string{"delete", "new"}}}},
		{"no providers", `{"type":"execute","id":"x","code":"","options":{},"providers":[]}`, []engine.Provider{}},
		{"empty tools and no types", `{"type":"execute","id":"x","code":"","options":{},"providers":[{"name":"e","tools":{}}]}`,
			[]engine.Provider{{Name: "e"}}},
		{"unicode names", `{"type":"execute","id":"x","code":"","options":{},"providers":[{"name":"café","tools":{"ℵ":{"safeName":"ℵ"}}}]}`,
			[]engine.Provider{{Name: "café", Tools: []string{"ℵ"}}}},
		{"unknown fields are ignored", `{"type":"execute","id":"x","code":"","options":{"extra":1},"providers":[],"more":true}`, []engine.Provider{}},
		{"whitespace around values", "{ \"type\" : \"execute\" , \"id\" : \"x\" , \"code\" : \"\" , \"options\" : { \"timeoutMs\" : 5 } , \"providers\" : [ ] }\r", []engine.Provider{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := decode([]byte(tt.line))
			if err != nil {
				t.Fatal(err)
			}
			got := m.Execute.Providers
			if len(got) != len(tt.want) {
				t.Fatalf("providers %+v, want %+v", got, tt.want)
			}
			for i := range got {
				if got[i].Name != tt.want[i].Name || !slices.Equal(got[i].Tools, tt.want[i].Tools) {
					t.Errorf("provider %d = %+v, want %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
}

func TestDecodeOtherMessages(t *testing.T) {
	tests := []struct {
		name    string
		line    string
		wantErr string // "" for none
		check   func(t *testing.T, m inbound)
	}{
		{"not JSON", `{"type":`, "message is not valid JSON: ", nil},
		{"garbage", `hello`, "message is not a JSON object", nil},
		{"array", `[1,2]`, "message is not a JSON object", nil},
		{"string", `"execute"`, "message is not a JSON object", nil},
		{"number", `42`, "message is not a JSON object", nil},
		{"null", `null`, "message is not a JSON object", nil},
		{"empty", ``, "message is not a JSON object", nil},
		{"type missing", `{"id":"x"}`, "message.type is missing", nil},
		{"type number", `{"type":1}`, "message.type must be a string, not number", nil},
		{"unknown type", `{"type":"started","id":"x"}`, `message.type "started" is not a message a runner accepts`, nil},
		{"done is not accepted", `{"type":"done","id":"x"}`, `message.type "done" is not a message a runner accepts`, nil},
		{"trailing garbage", `{"type":"cancel","id":"x"} x`, "message is not valid JSON: ", nil},

		{"cancel", `{"type":"cancel","id":"exec-2"}`, "", func(t *testing.T, m inbound) {
			if m.Type != "cancel" || m.ID != "exec-2" {
				t.Errorf("decoded %+v", m)
			}
		}},
		{"cancel without id", `{"type":"cancel"}`, "cancel.id is missing", nil},
		{"cancel with number id", `{"type":"cancel","id":2}`, "cancel.id must be a string, not number", nil},

		{"tool_result ok", `{"type":"tool_result","callId":"call-1","ok":true,"result":{"a": [1, 2]}}`, "", func(t *testing.T, m inbound) {
			if m.Type != "tool_result" || m.CallID != "call-1" || m.Result.Err != nil {
				t.Fatalf("decoded %+v", m)
			}
			var v any
			if err := json.Unmarshal(m.Result.Result, &v); err != nil {
				t.Errorf("result %s: %v", m.Result.Result, err)
			}
		}},
		{"tool_result ok null", `{"type":"tool_result","callId":"call-1","ok":true,"result":null}`, "", func(t *testing.T, m inbound) {
			if string(m.Result.Result) != "null" || m.Result.Err != nil {
				t.Errorf("null result decoded as %q, %v", m.Result.Result, m.Result.Err)
			}
		}},
		{"tool_result ok without result is undefined", `{"type":"tool_result","callId":"call-1","ok":true}`, "", func(t *testing.T, m inbound) {
			if m.Result.Result != nil || m.Result.Err != nil {
				t.Errorf("decoded %+v, want undefined", m.Result)
			}
		}},
		{"tool_result failure", `{"type":"tool_result","callId":"call-2","ok":false,"error":{"code":"tool_error","message":"upstream failed"}}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeTool, "upstream failed")
		}},
		{"tool_result known code kept", `{"type":"tool_result","callId":"call-2","ok":false,"error":{"code":"timeout","message":"slow"}}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeTimeout, "slow")
		}},
		{"tool_result unknown code", `{"type":"tool_result","callId":"call-2","ok":false,"error":{"code":"E_UPSTREAM","message":"m"}}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeTool, "m")
		}},
		{"tool_result error missing", `{"type":"tool_result","callId":"call-2","ok":false}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeInternal, "malformed tool_result: error must be an object with string code and message")
		}},
		{"tool_result error a string", `{"type":"tool_result","callId":"call-2","ok":false,"error":"boom"}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeInternal, "malformed tool_result: error must be an object with string code and message")
		}},
		{"tool_result error without code", `{"type":"tool_result","callId":"call-2","ok":false,"error":{"message":"m"}}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeInternal, "malformed tool_result: error.code and error.message must be strings")
		}},
		{"tool_result error message number", `{"type":"tool_result","callId":"call-2","ok":false,"error":{"code":"tool_error","message":5}}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeInternal, "malformed tool_result: error.code and error.message must be strings")
		}},
		{"tool_result ok a string", `{"type":"tool_result","callId":"call-3","ok":"true","result":1}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeInternal, "malformed tool_result: ok must be a boolean, not string")
		}},
		{"tool_result ok missing", `{"type":"tool_result","callId":"call-3","result":1}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeInternal, "malformed tool_result: ok must be a boolean, not missing")
		}},
		{"tool_result ok false ignores result", `{"type":"tool_result","callId":"call-3","ok":false,"result":1,"error":{"code":"tool_error","message":"no"}}`, "", func(t *testing.T, m inbound) {
			wantErr(t, m, protocol.CodeTool, "no")
			if m.Result.Result != nil {
				t.Errorf("result %s kept on a failure", m.Result.Result)
			}
		}},
		{"tool_result without callId", `{"type":"tool_result","ok":true}`, "tool_result.callId is missing", nil},
		{"tool_result with number callId", `{"type":"tool_result","callId":1,"ok":true}`, "tool_result.callId must be a string, not number", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := decode([]byte(tt.line))
			if tt.wantErr != "" {
				var ve *ValidationError
				if !errors.As(err, &ve) || !strings.HasPrefix(ve.Error(), tt.wantErr) {
					t.Fatalf("error %v, want a *ValidationError %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, m)
		})
	}
}

func wantErr(t *testing.T, m inbound, code protocol.Code, msg string) {
	t.Helper()
	if m.Result.Err == nil || m.Result.Err.Code != code || m.Result.Err.Message != msg {
		t.Errorf("error %+v, want %s: %q", m.Result.Err, code, msg)
	}
}

func TestKind(t *testing.T) {
	tests := map[string]string{
		``: "missing", `  `: "missing", `"s"`: "string", `{}`: "object", `[]`: "array", `true`: "boolean",
		`false`: "boolean", `null`: "null", `1`: "number", `-1`: "number", " \n\t\"x\"": "string",
	}
	for raw, want := range tests {
		if got := kind(json.RawMessage(raw)); got != want {
			t.Errorf("kind(%q) = %s, want %s", raw, got, want)
		}
	}
}

func TestDescribe(t *testing.T) {
	if got := describe([]byte(`{"a":1}`)); got != `{"a":1}` {
		t.Errorf("describe short = %q", got)
	}
	long := []byte(strings.Repeat("x", 500))
	if got := describe(long); got != strings.Repeat("x", 120)+"… (500 bytes)" {
		t.Errorf("describe long = %q", got)
	}
	if got := describe([]byte("a\xffb")); got != "a?b" {
		t.Errorf("describe invalid UTF-8 = %q", got)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(executeLine(nil))
	f.Add(executeLine(func(m map[string]any) { m["options"] = map[string]any{} }))
	f.Add([]byte(`{"type":"execute","id":"x","code":"","options":{"timeoutMs":1e-9,"maxLogLines":1e400},"providers":[{"name":"a","tools":{"b":{"safeName":"b"},"c":{"safeName":"b"}}}]}`))
	f.Add([]byte(`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"x","message":"y"}}`))
	f.Add([]byte(`{"type":"tool_result","callId":"call-1","ok":true,"result":[1,{"a":null}]}`))
	f.Add([]byte(`{"type":"cancel","id":"exec-1"}`))
	f.Add([]byte(`{"type":"execute","providers":[{"name":"console"}]}`))
	f.Add([]byte(`[{"type":"cancel"}]`))
	f.Fuzz(func(t *testing.T, line []byte) {
		m, err := decode(line)
		if err != nil {
			var ve *ValidationError
			if !errors.As(err, &ve) || ve.Msg == "" {
				t.Fatalf("error %v (%T) is not a *ValidationError with a message", err, err)
			}
			if m.Execute != nil {
				t.Fatal("a refused message carries a request")
			}
			return
		}
		switch m.Type {
		case typeCancel:
		case typeToolResult:
			if r := m.Result; r.Err != nil {
				if !protocol.KnownCode(string(r.Err.Code)) {
					t.Fatalf("tool_result error code %q is not a stable code", r.Err.Code)
				}
			} else if r.Result != nil && ndjson.Object([]byte(`{"r":`+string(r.Result)+`}`), func(string, []byte) {}) != nil {
				t.Fatalf("tool_result result %q is not valid JSON", r.Result)
			}
		case typeExecute:
			req := m.Execute
			if req == nil || !m.IDOK || req.ID != m.ID {
				t.Fatalf("accepted execute without a request or string id: %+v", m)
			}
			// A positive timeout below a nanosecond, or a memory limit
			// below one byte, truncates to zero: already expired, already
			// over. Never negative.
			if req.Timeout < 0 || req.MemLimit < 0 || req.Limits.MaxLogLines < 0 || req.Limits.MaxLogChars < 0 {
				t.Fatalf("limits out of range: %+v", req)
			}
			names := map[string]bool{}
			for _, p := range req.Providers {
				if !engine.IsBindingIdentifier(p.Name) || engine.IsGuestGlobal(p.Name) || names[p.Name] {
					t.Fatalf("provider name %q accepted", p.Name)
				}
				names[p.Name] = true
				tools := map[string]bool{}
				for _, name := range p.Tools {
					if !engine.IsIdentifierName(name) || tools[name] {
						t.Fatalf("tool name %q accepted", name)
					}
					tools[name] = true
				}
			}
		default:
			t.Fatalf("message type %q accepted", m.Type)
		}
	})
}

// TestDecodeExecuteEveryProblem: one validation_error names every problem
// of an execute, in document order, not only the first.
func TestDecodeExecuteEveryProblem(t *testing.T) {
	tests := []struct {
		name string
		line string
		want string
	}{
		{"options and providers missing", `{"type":"execute","id":"x","code":"1"}`,
			"execute.options is missing; execute.providers is missing"},
		{"every field", `{"type":"execute","id":1,"code":null,"options":{"timeoutMs":0,"maxLogLines":-1},"providers":[{"name":"console","tools":{"a":{"safeName":"a-b"}},"types":1},"x"]}`,
			`execute.id must be a string, not number; execute.code must be a string, not null; ` +
				`execute.options.timeoutMs must be a positive number; execute.options.maxLogLines must be a non-negative integer; ` +
				`execute.providers[0].name "console" would replace the guest global of that name; execute.providers[0].types must be a string, not number; ` +
				`execute.providers[0].tools.a.safeName "a-b" is not a usable identifier; execute.providers[1] must be an object, not string`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decode([]byte(tt.line))
			var ve *ValidationError
			if !errors.As(err, &ve) || ve.Msg != tt.want {
				t.Errorf("error %v,\nwant %q", err, tt.want)
			}
		})
	}
	// A bounded list: a host's thousand bad tools make one short message.
	var b strings.Builder
	b.WriteString(`{"type":"execute","id":"x","code":"1","options":{},"providers":[{"name":"p","tools":{`)
	for i := range 1000 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"t%d":{}`, i)
	}
	b.WriteString(`}}]}`)
	_, err := decode([]byte(b.String()))
	if err == nil || strings.Count(err.Error(), "safeName is missing") != maxProblems || !strings.HasSuffix(err.Error(), "; and 990 more") {
		t.Errorf("1000 bad tools: %v", err)
	}
}

// TestDecodeUnknownFields: members no message of its type has are listed,
// with the nearest known name, and change nothing else.
func TestDecodeUnknownFields(t *testing.T) {
	tests := []struct {
		name string
		line string
		want []string
	}{
		{"misspelt option and an extra member",
			`{"type":"execute","id":"x","code":"1","options":{"timeoutMS":200},"providers":[],"extra":1}`,
			[]string{"execute.extra is not a known field", "execute.options.timeoutMS is not a known field; did you mean timeoutMs?"}},
		{"provider and tool members",
			`{"type":"execute","id":"x","code":"1","options":{},"providers":[{"name":"p","tool":{},"tools":{"t":{"safeName":"t","descripton":"d","x-y":1}}}]}`,
			[]string{"execute.providers[0].tool is not a known field; did you mean tools?",
				"execute.providers[0].tools.t.descripton is not a known field; did you mean description?",
				`execute.providers[0].tools.t["x-y"] is not a known field`}},
		{"cancel", `{"type":"cancel","id":"x","reason":"user"}`, []string{"cancel.reason is not a known field"}},
		{"tool_result", `{"type":"tool_result","callId":"call-1","ok":true,"results":[1]}`,
			[]string{"tool_result.results is not a known field; did you mean result?"}},
		{"tool_result error", `{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"tool_error","message":"m","mesage":"n"}}`,
			[]string{"tool_result.error.mesage is not a known field; did you mean message?"}},
		{"every known field", string(executeLine(nil)), nil},
		{"a full tool_result", `{"type":"tool_result","callId":"call-1","ok":false,"result":1,"error":{"code":"tool_error","message":"m"}}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := decode([]byte(tt.line))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, u := range m.Unknown {
				got = append(got, u.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("unknown fields %q,\nwant %q", got, tt.want)
			}
		})
	}
	// The option misspelt is ignored: the default holds.
	m, _ := decode([]byte(`{"type":"execute","id":"x","code":"1","options":{"timeoutMS":200},"providers":[]}`))
	if m.Execute == nil || m.Execute.Timeout != DefaultTimeoutMs*time.Millisecond {
		t.Errorf("decoded %+v", m.Execute)
	}
	// Bounded: a line of a thousand members reports maxUnknown, and counts the rest.
	var b strings.Builder
	b.WriteString(`{"type":"cancel","id":"x"`)
	for i := range 1000 {
		fmt.Fprintf(&b, `,"k%d":1`, i)
	}
	b.WriteString(`}`)
	m, err := decode([]byte(b.String()))
	if err != nil || len(m.Unknown) != maxUnknown || m.UnknownMore != 1000-maxUnknown {
		t.Errorf("1000 unknown members: %d listed, %d more, %v", len(m.Unknown), m.UnknownMore, err)
	}
}

// TestDecodeMalformedToolResult: one rule for every malformed field of a
// tool_result that names its call: it rejects the call with a trusted
// internal_error, and Malformed says why, for the stderr warning.
func TestDecodeMalformedToolResult(t *testing.T) {
	for line, want := range map[string]string{
		`{"type":"tool_result","callId":"call-1","ok":"yes"}`:                                   "ok must be a boolean, not string",
		`{"type":"tool_result","callId":"call-1"}`:                                              "ok must be a boolean, not missing",
		`{"type":"tool_result","callId":"call-1","ok":false}`:                                   "error must be an object with string code and message",
		`{"type":"tool_result","callId":"call-1","ok":false,"error":[]}`:                        "error must be an object with string code and message",
		`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":1,"message":"m"}}`:  "error.code and error.message must be strings",
		`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"c","message":{}}}`: "error.code and error.message must be strings",
	} {
		m, err := decode([]byte(line))
		if err != nil || m.CallID != "call-1" || m.Malformed != want {
			t.Errorf("%s: malformed %q, %v; want %q", line, m.Malformed, err, want)
			continue
		}
		wantErr(t, m, protocol.CodeInternal, "malformed tool_result: "+want)
	}
	for _, line := range []string{
		`{"type":"tool_result","callId":"call-1","ok":true,"result":"yes"}`,
		`{"type":"tool_result","callId":"call-1","ok":false,"error":{"code":"x","message":"m"}}`,
	} {
		if m, err := decode([]byte(line)); err != nil || m.Malformed != "" {
			t.Errorf("%s: malformed %q, %v", line, m.Malformed, err)
		}
	}
}
