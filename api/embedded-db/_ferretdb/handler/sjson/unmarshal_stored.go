package sjson

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/FerretDB/FerretDB/internal/types"
)

// UnmarshalStored decodes a document the way Unmarshal does, in one pass over the text and without
// encoding/json's reflection: Unmarshal decodes every value several times (the document into a map of raw
// messages, each nested document or array again, each scalar through a json.Decoder of its own), about 0.13 ms
// for a user of our lists, most of a page's cost in the database. It reads the text Marshal writes: `$s` first,
// the schema's properties and the values in the order of `$k`, keys without escapes. Anything else (whitespace,
// another order, an escaped key, a duplicate, a value that does not fit its schema, invalid JSON) goes to
// Unmarshal, so that the result, or the error, is always Unmarshal's.
func UnmarshalStored(data []byte) (*types.Document, error) {
	if json.Valid(data) {
		s := scanner{b: data}
		if doc, ok := s.storedDocument(); ok {
			return doc, nil
		}
	}

	return Unmarshal(data)
}

// scanner reads a JSON text that json.Valid accepted.
type scanner struct {
	b []byte
	i int
}

func (s *scanner) skipSpace() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// consume skips whitespace and then c if it comes next.
func (s *scanner) consume(c byte) bool {
	s.skipSpace()
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}

	return false
}

// token returns the next value's text, nested values included.
func (s *scanner) token() ([]byte, bool) {
	s.skipSpace()
	start := s.i

	if s.i >= len(s.b) {
		return nil, false
	}

	switch s.b[s.i] {
	case '"':
		_, ok := s.quoted()
		return s.b[start:s.i], ok
	case '{', '[':
		for depth := 0; s.i < len(s.b); s.i++ {
			switch s.b[s.i] {
			case '"':
				if _, ok := s.quoted(); !ok {
					return nil, false
				}
				s.i--
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					s.i++
					return s.b[start:s.i], true
				}
			}
		}

		return nil, false
	}

	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return s.b[start:s.i], s.i > start
		}
		s.i++
	}

	return s.b[start:s.i], s.i > start
}

// quoted reads a string at the cursor and returns its text between the quotes, escapes kept.
func (s *scanner) quoted() ([]byte, bool) {
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return nil, false
	}

	start := s.i + 1
	for i := start; i < len(s.b); i++ {
		switch s.b[i] {
		case '\\':
			i++
		case '"':
			s.i = i + 1
			return s.b[start:i], true
		}
	}

	return nil, false
}

// plain reads a string without escapes, in valid UTF-8: its bytes are then exactly its value.
func (s *scanner) plain() ([]byte, bool) {
	s.skipSpace()

	raw, ok := s.quoted()
	if !ok || !utf8.Valid(raw) {
		return nil, false
	}

	for _, c := range raw {
		if c == '\\' {
			return nil, false
		}
	}

	return raw, true
}

// key reads `"<want>":`.
func (s *scanner) key(want string) bool {
	raw, ok := s.plain()
	return ok && string(raw) == want && s.consume(':')
}

// storedSchema is a document's schema as Marshal writes it: the keys in order, each with its element.
type storedSchema struct {
	keys  []string
	elems []storedElem
}

// storedElem is a schema element as marshalElemForSingleValue writes it.
type storedElem struct {
	t       elemType
	schema  *storedSchema // object
	items   []storedElem  // array
	options string        // regex
	subtype types.BinarySubtype
}

// maxSchemas bounds the schemas kept by their text (a few kilobytes each).
const maxSchemas = 1024

// schemas are the schemas already read, by their text: the documents of a collection share a few (a field
// null or not, an array's length), and reading a schema is about half of a document's decoding. A schema read
// is never changed: the goroutines share it.
var schemas = struct {
	sync.RWMutex
	byText map[string]*storedSchema
}{byText: make(map[string]*storedSchema)}

// knownSchema reads a top-level schema, or finds it among those already read.
func knownSchema(text []byte) (*storedSchema, bool) {
	schemas.RLock()
	sch, ok := schemas.byText[string(text)]
	schemas.RUnlock()

	if ok {
		return sch, true
	}

	s := scanner{b: text}
	if sch, ok = s.schemaOf(); !ok || s.i != len(text) {
		return nil, false
	}

	schemas.Lock()
	if len(schemas.byText) >= maxSchemas {
		clear(schemas.byText)
	}
	schemas.byText[string(text)] = sch
	schemas.Unlock()

	return sch, true
}

// schemaOf reads `{}` or `{"p":{<key>:<elem>,…},"$k":[<key>,…]}`, the properties in the order of `$k`. Unmarshal decodes
// the whole schema before any value (strictly: no unknown field), so every element is read here, a null value's too.
func (s *scanner) schemaOf() (*storedSchema, bool) {
	sch := new(storedSchema)

	if !s.consume('{') {
		return nil, false
	}

	if s.consume('}') {
		return sch, true
	}

	if !s.key("p") || !s.consume('{') {
		return nil, false
	}

	var props [][]byte

	for first := true; !s.consume('}'); first = false {
		if !first && !s.consume(',') {
			return nil, false
		}

		k, ok := s.plain()
		if !ok || !s.consume(':') {
			return nil, false
		}

		e, ok := s.elemOf()
		if !ok {
			return nil, false
		}

		props = append(props, k)
		sch.elems = append(sch.elems, e)
	}

	if !s.consume(',') || !s.key("$k") || !s.consume('[') {
		return nil, false
	}

	sch.keys = make([]string, 0, len(props))

	for first := true; !s.consume(']'); first = false {
		if !first && !s.consume(',') {
			return nil, false
		}

		k, ok := s.plain()
		if !ok || len(sch.keys) == len(props) || string(k) != string(props[len(sch.keys)]) {
			return nil, false
		}

		sch.keys = append(sch.keys, string(k))
	}

	return sch, len(sch.keys) == len(props) && s.consume('}')
}

// elemOf reads `{"t":"<type>"}`, or with the member of its type: `"$s"` of an object, `"i"` of an array, `"s"` of
// binary data, `"o"` of a regular expression.
func (s *scanner) elemOf() (storedElem, bool) {
	var e storedElem

	if !s.consume('{') || !s.key("t") {
		return e, false
	}

	t, ok := s.plain()
	if !ok {
		return e, false
	}

	e.t = elemType(t)

	switch e.t {
	case elemTypeObject:
		ok = s.consume(',') && s.key("$s")
		if ok {
			e.schema, ok = s.schemaOf()
		}
	case elemTypeArray:
		ok = s.consume(',') && s.key("i") && s.consume('[')
		for first := true; ok && !s.consume(']'); first = false {
			if !first && !s.consume(',') {
				return e, false
			}

			var item storedElem
			if item, ok = s.elemOf(); ok {
				e.items = append(e.items, item)
			}
		}
	case elemTypeBinData:
		ok = s.consume(',') && s.key("s")
		if ok {
			var sub []byte
			sub, ok = s.token()
			subtype, err := strconv.ParseUint(string(sub), 10, 8)
			ok = ok && err == nil
			e.subtype = types.BinarySubtype(subtype)
		}
	case elemTypeRegex:
		ok = s.consume(',') && s.key("o")
		if ok {
			e.options, ok = stringOf(s)
		}
	}

	return e, ok && s.consume('}')
}

// storedDocument reads a whole stored document: `{"$s":<schema>,<key>:<value>,…}`.
func (s *scanner) storedDocument() (*types.Document, bool) {
	if !s.consume('{') || !s.key("$s") {
		return nil, false
	}

	text, ok := s.token()
	if !ok {
		return nil, false
	}

	sch, ok := knownSchema(text)
	if !ok {
		return nil, false
	}

	for _, k := range sch.keys {
		// Unmarshal reads the schema from the last `$s` of the text: a field of that name is its business.
		if k == "$s" {
			return nil, false
		}
	}

	doc := new(types.Document)
	if !s.fields(doc, sch, true) {
		return nil, false
	}

	// Unmarshal refuses anything after the document, whitespace included (checkConsumed).
	return doc, s.i == len(s.b)
}

// fields reads the members of an object after its first one (`after`) or its `{`, in the order of sch, up to `}`.
func (s *scanner) fields(doc *types.Document, sch *storedSchema, after bool) bool {
	for i, k := range sch.keys {
		if (after || i > 0) && !s.consume(',') {
			return false
		}

		if !s.key(k) {
			return false
		}

		v, ok := s.value(&sch.elems[i])
		if !ok {
			return false
		}

		doc.Set(k, v)
	}

	// A key twice in `$k` would have been set twice: Unmarshal refuses such a document.
	return doc.Len() == len(sch.keys) && s.consume('}')
}

// value reads the value at the cursor as its schema element says.
func (s *scanner) value(e *storedElem) (any, bool) {
	s.skipSpace()

	if s.i >= len(s.b) {
		return nil, false
	}

	switch e.t {
	case elemTypeObject:
		if s.b[s.i] == '{' {
			return s.object(e.schema)
		}
	case elemTypeArray:
		if s.b[s.i] == '[' {
			return s.array(e.items)
		}
	}

	tok, ok := s.token()
	if !ok {
		return nil, false
	}

	// Unmarshal takes null for null whatever the schema says.
	if string(tok) == "null" {
		return types.Null, true
	}

	return scalarValue(tok, e)
}

// object reads a nested document.
func (s *scanner) object(sch *storedSchema) (any, bool) {
	s.i++

	// An empty document is empty whatever its schema says (documentType.UnmarshalJSONWithSchema).
	if s.consume('}') {
		return new(types.Document), true
	}

	doc := new(types.Document)

	return doc, len(sch.keys) > 0 && s.fields(doc, sch, false)
}

// array reads an array.
func (s *scanner) array(items []storedElem) (any, bool) {
	s.i++
	arr := types.MakeArray(len(items))

	for i := range items {
		if i > 0 && !s.consume(',') {
			return nil, false
		}

		v, ok := s.value(&items[i])
		if !ok {
			return nil, false
		}

		arr.Append(v)
	}

	return arr, s.consume(']')
}

// stringOf reads a string at the cursor: its bytes when it holds no escape, encoding/json's reading otherwise.
func stringOf(s *scanner) (string, bool) {
	s.skipSpace()
	start := s.i

	if raw, ok := s.plain(); ok {
		return string(raw), true
	}

	s.i = start

	if _, ok := s.quoted(); !ok {
		return "", false
	}

	var str string
	if err := json.Unmarshal(s.b[start:s.i], &str); err != nil {
		return "", false
	}

	return str, true
}

// scalarValue reads a scalar as encoding/json reads it into the Go type Unmarshal uses for its element.
func scalarValue(tok []byte, e *storedElem) (any, bool) {
	if tok[0] == '"' {
		s := scanner{b: tok}

		switch e.t {
		case elemTypeString:
			return stringOf(&s)
		case elemTypeRegex:
			pattern, ok := stringOf(&s)
			return types.Regex{Pattern: pattern, Options: e.options}, ok
		case elemTypeObjectID:
			raw, ok := s.plain()
			if !ok || len(raw) != 2*types.ObjectIDLen {
				return nil, false
			}
			var id types.ObjectID
			_, err := hex.Decode(id[:], raw)
			return id, err == nil
		case elemTypeBinData:
			raw, ok := s.plain()
			if !ok {
				return nil, false
			}
			// As encoding/json decodes a []byte.
			b := make([]byte, base64.StdEncoding.DecodedLen(len(raw)))
			n, err := base64.StdEncoding.Decode(b, raw)
			return types.Binary{B: b[:n], Subtype: e.subtype}, err == nil
		}

		return nil, false
	}

	switch e.t {
	case elemTypeBool:
		switch string(tok) {
		case "true":
			return true, true
		case "false":
			return false, true
		}
		return nil, false
	case elemTypeDouble:
		f, err := strconv.ParseFloat(string(tok), 64)
		return f, err == nil
	case elemTypeInt:
		i, err := strconv.ParseInt(string(tok), 10, 32)
		return int32(i), err == nil
	case elemTypeLong:
		i, err := strconv.ParseInt(string(tok), 10, 64)
		return i, err == nil
	case elemTypeDate:
		ms, err := strconv.ParseInt(string(tok), 10, 64)
		return time.UnixMilli(ms), err == nil
	case elemTypeTimestamp:
		ts, err := strconv.ParseUint(string(tok), 10, 64)
		return types.Timestamp(ts), err == nil
	}

	return nil, false
}
