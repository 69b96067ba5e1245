package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	chatcontract "github.com/chat-contract/chat-contract/generated/go"
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
		{"null where not nullable", `[{"type": "function_call", "call_id": "c", "name": "f", "arguments": null}]`, "/0/arguments: must be string"},
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

func TestZeroTagMarshalsItsOwnTagAndRoundTrips(t *testing.T) {
	call := chatcontract.FunctionCallItem{CallID: "call_1", Name: "f", Arguments: "{}"}
	data, err := json.Marshal([]chatcontract.Item{call})
	if err != nil {
		t.Fatal(err)
	}
	if want := `[{"type":"function_call","call_id":"call_1","name":"f","arguments":"{}"}]`; string(data) != want {
		t.Fatalf("marshal = %s, want %s", data, want)
	}
	items, err := chatcontract.DecodeItems(data)
	if err != nil {
		t.Fatal(err)
	}
	call.Type = "function_call"
	if !reflect.DeepEqual(items[0], call) {
		t.Fatalf("decoded %#v, want %#v", items[0], call)
	}
}

// Every valid fixture decodes, marshals, and decodes again to the same value and the same JSON.
func TestValidFixturesRoundTrip(t *testing.T) {
	count := 0
	for folder, root := range roots {
		files, err := filepath.Glob(filepath.Join("..", "..", "fixtures", folder, "valid", "*.json"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no fixtures (%v)", folder, err)
		}
		for _, file := range files {
			if filepath.Base(file) == "expectations.json" {
				continue
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			first, err := root.Decode(data)
			if err != nil {
				t.Errorf("%s: %v", file, err)
				continue
			}
			out, err := json.Marshal(first)
			if err != nil {
				t.Errorf("%s: marshal: %v", file, err)
				continue
			}
			second, err := root.Decode(out)
			if err != nil {
				t.Errorf("%s: its own output does not decode: %v\n%s", file, err, out)
				continue
			}
			again, _ := json.Marshal(second)
			if string(again) != string(out) {
				t.Errorf("%s: a second round trip changed the JSON:\n%s\n%s", file, out, again)
			}
			if !reflect.DeepEqual(withoutNulls(t, data), withoutNulls(t, out)) {
				t.Errorf("%s: the marshalled value differs from the fixture (beyond null fields):\n%s", file, out)
			}
			count++
		}
	}
	t.Logf("%d valid fixtures round-trip", count)
}

// withoutNulls parses JSON and drops object keys whose value is null: Go writes neither an absent
// optional field nor one that was null.
func withoutNulls(t *testing.T, data []byte) any {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	var strip func(any) any
	strip = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				if e == nil {
					delete(x, k)
				} else {
					x[k] = strip(e)
				}
			}
		case []any:
			for i, e := range x {
				x[i] = strip(e)
			}
		}
		return v
	}
	return strip(v)
}
