// Command verdicts reads [{"id", "type", "file" or "text"}] on stdin and prints each fixture's verdict under the generated Go decoders.
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

type fixture struct {
	ID   string `json:"id"`
	Type string `json:"type"`
	File string `json:"file"`
	Text string `json:"text"`
}

type verdict struct {
	ID    string `json:"id"`
	OK    bool   `json:"ok"`
	Error string `json:"error,omitempty"`
}

func decode(kind string, data []byte) error {
	for _, r := range roots {
		if r.Type == kind {
			_, err := r.Decode(data)
			return err
		}
	}
	return fmt.Errorf("unknown document type %q", kind)
}

func main() {
	var cases []fixture
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := make([]verdict, 0, len(cases))
	for _, c := range cases {
		data, err := []byte(c.Text), error(nil)
		if c.File != "" {
			data, err = os.ReadFile(c.File)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		v := verdict{ID: c.ID, OK: true}
		if err := decode(c.Type, data); err != nil {
			v.OK, v.Error = false, err.Error()
		}
		out = append(out, v)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}
