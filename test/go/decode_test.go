package main

import (
	"encoding/json"
	"strings"
	"testing"

	chatcontract "github.com/chat-contract/chat-contract-go"
)

func TestDecodeItemsSelectsVariantByTag(t *testing.T) {
	items, err := chatcontract.DecodeItems([]byte(`[
		{"role": "user", "content": "hi"},
		{"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
		{"type": "message", "id": "m1", "role": "assistant", "status": "completed", "content": []}
	]`))
	if err != nil {
		t.Fatal(err)
	}
	call, ok := items[1].(chatcontract.FunctionCallItem)
	if !ok || call.CallID != "c1" {
		t.Fatalf("item 1 = %#v, want a FunctionCallItem with call_id c1", items[1])
	}
	if _, ok := items[2].(chatcontract.AssistantMessageItem); !ok {
		t.Fatalf("item 2 = %T, want AssistantMessageItem", items[2])
	}
}

func TestDecodeItemsRejects(t *testing.T) {
	cases := []struct{ name, doc, want string }{
		{"missing call_id", `[{"type": "function_call", "name": "f", "arguments": "{}"}]`, `/0: must have required property "call_id"`},
		{"unknown tag", `[{"type": "function_calls"}]`, "/0/type: must be one of"},
		{"unknown key", `[{"type": "function_call", "call_id": "c", "name": "f", "arguments": "{}", "callId": "c"}]`, "/0/callId: must NOT have additional properties"},
		{"null where not nullable", `[{"type": "function_call", "call_id": "c", "name": "f", "arguments": "{}", "status": null}]`, "/0/status: must be string"},
	}
	for _, c := range cases {
		_, err := chatcontract.DecodeItems([]byte(c.doc))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestOpenBlocksKeepUnknownKeys(t *testing.T) {
	doc := `{"type":"text","text":"hi","future_field":1}`
	var block chatcontract.ClaudeTextBlock
	if err := json.Unmarshal([]byte(doc), &block); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(block)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != `{"future_field":1,"text":"hi","type":"text"}` {
		t.Fatalf("round trip = %s", out)
	}
}
