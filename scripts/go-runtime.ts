// The fixed part of the generated Go package: JSON decoding helpers the generated decoders compose.

/** generated/go/runtime.go, without its banner. */
export const GO_RUNTIME = `package chatcontract

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// DecodeError reports a value that does not match the contract, at a JSON pointer.
type DecodeError struct {
	// Path is the JSON pointer of the offending value; empty for the document itself.
	Path string
	// Message says what is wrong.
	Message string
}

func (e *DecodeError) Error() string {
	if e.Path == "" {
		return "(root): " + e.Message
	}
	return e.Path + ": " + e.Message
}

type decoder[T any] = func(json.RawMessage, string) (T, error)

func fail(path, format string, args ...any) error {
	return &DecodeError{Path: path, Message: fmt.Sprintf(format, args...)}
}

func pointer(path, key string) string {
	return path + "/" + strings.ReplaceAll(strings.ReplaceAll(key, "~", "~0"), "/", "~1")
}

func kindOf(raw json.RawMessage) byte {
	t := bytes.TrimLeft(raw, " \\t\\r\\n")
	if len(t) == 0 {
		return 0
	}
	return t[0]
}

func decodeDocument[T any](data []byte, d decoder[T]) (T, error) {
	if !json.Valid(data) {
		var zero T
		return zero, fail("", "not valid JSON")
	}
	return d(json.RawMessage(data), "")
}

func decodeObject(raw json.RawMessage, path string, required, known []string) (map[string]json.RawMessage, error) {
	if kindOf(raw) != '{' {
		return nil, fail(path, "must be object")
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fail(path, "%v", err)
	}
	for _, k := range required {
		if _, ok := m[k]; !ok {
			return nil, fail(path, "must have required property %q", k)
		}
	}
	if known != nil {
		if extra := extraKeys(m, known); len(extra) > 0 {
			return nil, fail(pointer(path, extra[0]), "must NOT have additional properties")
		}
	}
	return m, nil
}

func extraKeys(m map[string]json.RawMessage, known []string) []string {
	var out []string
	for k := range m {
		found := false
		for _, n := range known {
			if k == n {
				found = true
				break
			}
		}
		if !found {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

func extraOf(m map[string]json.RawMessage, known []string) map[string]json.RawMessage {
	keys := extraKeys(m, known)
	if len(keys) == 0 {
		return nil
	}
	out := make(map[string]json.RawMessage, len(keys))
	for _, k := range keys {
		out[k] = m[k]
	}
	return out
}

func withExtra(v any, extra map[string]json.RawMessage) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil || len(extra) == 0 {
		return data, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	for k, x := range extra {
		if _, taken := m[k]; !taken {
			m[k] = x
		}
	}
	return json.Marshal(m)
}

func tagOf(raw json.RawMessage, path, key string) (string, bool, error) {
	if kindOf(raw) != '{' {
		return "", false, fail(path, "must be object")
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", false, fail(path, "%v", err)
	}
	v, ok := m[key]
	if !ok {
		return "", false, nil
	}
	s, err := decodeString(v, pointer(path, key))
	return s, true, err
}

func ref[T any](v T) *T {
	return &v
}

func as[I any](v any, err error) (I, error) {
	if err != nil {
		var zero I
		return zero, err
	}
	return v.(I), nil
}

func deepest(errs []error) error {
	var best error
	depth := -1
	for _, err := range errs {
		d := 0
		if de, ok := err.(*DecodeError); ok {
			d = strings.Count(de.Path, "/")
		}
		if d > depth {
			best, depth = err, d
		}
	}
	return best
}

func firstOf[T any](raw json.RawMessage, path string, decoders ...decoder[T]) (T, error) {
	var errs []error
	for _, d := range decoders {
		v, err := d(raw, path)
		if err == nil {
			return v, nil
		}
		errs = append(errs, err)
	}
	var zero T
	return zero, deepest(errs)
}

func decodeString(raw json.RawMessage, path string) (string, error) {
	if kindOf(raw) != '"' {
		return "", fail(path, "must be string")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fail(path, "%v", err)
	}
	return s, nil
}

func stringRule(minLength int, pattern *regexp.Regexp) decoder[string] {
	return func(raw json.RawMessage, path string) (string, error) {
		s, err := decodeString(raw, path)
		if err != nil {
			return s, err
		}
		if utf8.RuneCountInString(s) < minLength {
			return s, fail(path, "must NOT have fewer than %d characters", minLength)
		}
		if pattern != nil && !pattern.MatchString(s) {
			return s, fail(path, "must match pattern %q", pattern.String())
		}
		return s, nil
	}
}

func noneOf(inner decoder[string], values ...string) decoder[string] {
	return func(raw json.RawMessage, path string) (string, error) {
		s, err := inner(raw, path)
		if err != nil {
			return s, err
		}
		for _, v := range values {
			if s == v {
				return s, fail(path, "must NOT be one of %q", values)
			}
		}
		return s, nil
	}
}

func enumOf[T ~string](values ...string) decoder[T] {
	return func(raw json.RawMessage, path string) (T, error) {
		s, err := decodeString(raw, path)
		if err != nil {
			return T(s), err
		}
		for _, v := range values {
			if s == v {
				return T(s), nil
			}
		}
		return T(s), fail(path, "must be one of %q", values)
	}
}

func decodeNumber(raw json.RawMessage, path string) (float64, error) {
	if k := kindOf(raw); k != '-' && (k < '0' || k > '9') {
		return 0, fail(path, "must be number")
	}
	var f float64
	if err := json.Unmarshal(raw, &f); err != nil {
		return 0, fail(path, "%v", err)
	}
	return f, nil
}

func decodeInteger(raw json.RawMessage, path string) (int64, error) {
	f, err := decodeNumber(raw, path)
	if err != nil {
		return 0, err
	}
	if f != math.Trunc(f) {
		return 0, fail(path, "must be integer")
	}
	var n int64
	if json.Unmarshal(raw, &n) == nil {
		return n, nil
	}
	return int64(f), nil
}

func decodeBool(raw json.RawMessage, path string) (bool, error) {
	var b bool
	if k := kindOf(raw); k != 't' && k != 'f' {
		return b, fail(path, "must be boolean")
	}
	err := json.Unmarshal(raw, &b)
	return b, err
}

// exclusive fails when every one of keys is present (one field in two spellings, never both).
func exclusive(m map[string]json.RawMessage, path string, keys ...string) error {
	for _, k := range keys {
		if _, ok := m[k]; !ok {
			return nil
		}
	}
	return fail(path, "%s: one field spelled two ways, give only one", strings.Join(keys, " and "))
}

func decodeNull(raw json.RawMessage, path string) (json.RawMessage, error) {
	if kindOf(raw) != 'n' {
		return nil, fail(path, "must be null")
	}
	return nil, nil
}

func decodeAny(raw json.RawMessage, _ string) (json.RawMessage, error) {
	return append(json.RawMessage(nil), bytes.TrimSpace(raw)...), nil
}

func arrayOf[T any](item decoder[T]) decoder[[]T] {
	return func(raw json.RawMessage, path string) ([]T, error) {
		if kindOf(raw) != '[' {
			return nil, fail(path, "must be array")
		}
		var parts []json.RawMessage
		if err := json.Unmarshal(raw, &parts); err != nil {
			return nil, fail(path, "%v", err)
		}
		out := make([]T, 0, len(parts))
		for i, p := range parts {
			v, err := item(p, fmt.Sprintf("%s/%d", path, i))
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	}
}

func mapOf[T any](value decoder[T]) decoder[map[string]T] {
	return func(raw json.RawMessage, path string) (map[string]T, error) {
		m, err := decodeObject(raw, path, nil, nil)
		if err != nil {
			return nil, err
		}
		out := make(map[string]T, len(m))
		for k, p := range m {
			v, err := value(p, pointer(path, k))
			if err != nil {
				return nil, err
			}
			out[k] = v
		}
		return out, nil
	}
}

func nullable[T any](inner decoder[T]) decoder[*T] {
	return func(raw json.RawMessage, path string) (*T, error) {
		if kindOf(raw) == 'n' {
			return nil, nil
		}
		v, err := inner(raw, path)
		if err != nil {
			return nil, err
		}
		return &v, nil
	}
}

func orNull[T any](inner decoder[T]) decoder[T] {
	return func(raw json.RawMessage, path string) (T, error) {
		if kindOf(raw) == 'n' {
			var zero T
			return zero, nil
		}
		return inner(raw, path)
	}
}
`;
