package sjson

import (
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// dump renders a value with everything that reaches the wire: Go types, order, float bits (-0), instants.
func dump(v any) string {
	switch v := v.(type) {
	case *types.Document:
		var b strings.Builder
		b.WriteString("{")
		for i, k := range v.Keys() {
			fmt.Fprintf(&b, "%q:%s,", k, dump(v.Values()[i]))
		}
		return b.String() + "}"
	case *types.Array:
		var b strings.Builder
		b.WriteString("[")
		for i := 0; i < v.Len(); i++ {
			e, _ := v.Get(i)
			b.WriteString(dump(e) + ",")
		}
		return b.String() + "]"
	case float64:
		return fmt.Sprintf("double(%x)", math.Float64bits(v))
	case time.Time:
		return fmt.Sprintf("date(%d %s)", v.UnixNano(), v.Location())
	case types.Binary:
		return fmt.Sprintf("bin(%d %q %v)", v.Subtype, v.B, v.B == nil)
	default:
		return fmt.Sprintf("%T(%#v)", v, v)
	}
}

// same asserts that UnmarshalStored answers what Unmarshal answers: the same document, or an error for both.
func same(t *testing.T, data []byte) {
	t.Helper()

	want, wantErr := Unmarshal(data)
	got, gotErr := UnmarshalStored(data)

	if (wantErr == nil) != (gotErr == nil) {
		t.Fatalf("%s\nUnmarshal error %v, UnmarshalStored error %v", data, wantErr, gotErr)
	}

	if wantErr != nil {
		return
	}

	if dump(got) != dump(want) || !reflect.DeepEqual(got, want) {
		t.Fatalf("%s\nUnmarshal       %s\nUnmarshalStored %s", data, dump(want), dump(got))
	}
}

// fast asserts that the one-pass reading decodes data itself, without Unmarshal.
func fast(t *testing.T, data []byte) {
	t.Helper()

	s := scanner{b: data}
	if _, ok := s.storedDocument(); !ok {
		t.Fatalf("read by Unmarshal, not in one pass: %s", data)
	}
}

var keyChars = []string{"a", "b", "_id", "é", "名", "<", "&", ">", " ", ".", "$", "\u2028", "x1", "\"", "\\", "\n", "\x01"}

func randomKey(r *rand.Rand, top bool) string {
	var b strings.Builder
	for n := 1 + r.Intn(3); n > 0; n-- {
		c := keyChars[r.Intn(len(keyChars))]
		// Marshal writes top-level keys without escaping them: such keys cannot be stored.
		if top && (c == "\"" || c == "\\" || c == "\n" || c == "\x01") {
			c = "k"
		}
		b.WriteString(c)
	}
	return b.String()
}

var texts = []string{"", "Utilisateur 42", "Société", "é\u0301", "<script>&", "a\"b\\c", "tab\tnl\ncr\r", "\x00\x1f", "\u2028\u2029", "😀", "\xff\xfe invalide", "\ufffd"}

func randomValue(r *rand.Rand, depth int) any {
	n := 13
	if depth > 2 {
		n = 11
	}
	switch r.Intn(n) {
	case 0:
		return []float64{0, math.Copysign(0, -1), 0.1, 1e21, -1e-7, math.MaxFloat64, math.SmallestNonzeroFloat64, 42, -3.5}[r.Intn(9)]
	case 1:
		return texts[r.Intn(len(texts))]
	case 2:
		b := make([]byte, r.Intn(9))
		r.Read(b)
		return types.Binary{B: b, Subtype: []types.BinarySubtype{0, 4, 0x80}[r.Intn(3)]}
	case 3:
		var id types.ObjectID
		r.Read(id[:])
		return id
	case 4:
		return r.Intn(2) == 0
	case 5:
		return time.UnixMilli([]int64{0, -62135596800000, 1765100000123, 253402300799999}[r.Intn(4)])
	case 6:
		return types.Null
	case 7:
		return types.Regex{Pattern: texts[r.Intn(len(texts))], Options: []string{"", "i", "imsx"}[r.Intn(3)]}
	case 8:
		return []int32{0, -1, math.MaxInt32, math.MinInt32}[r.Intn(4)]
	case 9:
		return types.Timestamp([]uint64{0, 1, math.MaxUint64}[r.Intn(3)])
	case 10:
		return []int64{0, math.MaxInt64, math.MinInt64, 1 << 53}[r.Intn(4)]
	case 11:
		return randomDocument(r, depth+1, false)
	default:
		a := types.MakeArray(0)
		for i := r.Intn(4); i > 0; i-- {
			a.Append(randomValue(r, depth+1))
		}
		return a
	}
}

func randomDocument(r *rand.Rand, depth int, top bool) *types.Document {
	d := new(types.Document)
	for i := r.Intn(6); i > 0; i-- {
		k := randomKey(r, top)
		if top && k == "$s" {
			continue
		}
		d.Set(k, randomValue(r, depth))
	}
	return d
}

func TestUnmarshalStoredGenerated(t *testing.T) {
	r := rand.New(rand.NewSource(39))
	read := 0
	for i := 0; i < 20000; i++ {
		doc := randomDocument(r, 0, true)
		data, err := Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		same(t, data)
		if plainKeys(doc) {
			fast(t, data)
			read++
		}
	}
	if read < 5000 {
		t.Fatalf("only %d documents read in one pass", read)
	}
}

// plainKeys tells whether Marshal writes every key of v, at any depth, without an escape (json.Marshal escapes these).
func plainKeys(v any) bool {
	switch v := v.(type) {
	case *types.Document:
		for i, k := range v.Keys() {
			if strings.ContainsAny(k, "<>&\u2028\"\\\n\x01") || !plainKeys(v.Values()[i]) {
				return false
			}
		}
	case *types.Array:
		for i := 0; i < v.Len(); i++ {
			if e, _ := v.Get(i); !plainKeys(e) {
				return false
			}
		}
	}
	return true
}

func TestUnmarshalStoredUser(t *testing.T) {
	created := time.UnixMilli(1765100000123)
	doc, err := types.NewDocument(
		"_id", types.ObjectID{0x65, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
		"name", "Utilisateur 42", "email", "utilisateur42@exemple.fr", "company", "Société 42", "role", "user",
		"password", "$2b$10$abcdefghijklmnopqrstuuKq0n0ZzS6Jp8Vq3m0o3C1pQm6y3bQ2", "active", true,
		"created_at", created, "updated_at", created, "__v", int32(0),
		"_sort", must.NotFail(types.NewDocument("name", "utilisateur 0000000042", "company", "societe 42")),
		"tags", must.NotFail(types.NewArray("a", int64(2), 2.5, types.Null)),
	)
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	fast(t, data)
	same(t, data)
}

// Texts Marshal does not write, or not like this: each is read by Unmarshal, with its answer or its error.
var unusual = []string{
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1}`,
	` {"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1} `,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1}x`,
	`{ "$s" : { "p" : { "a" : { "t" : "int" } } , "$k" : [ "a" ] } , "a" : 1 }`,
	`{"a":1,"$s":{"p":{"a":{"t":"int"}},"$k":["a"]}}`,
	`{"$s":{"$k":["a"],"p":{"a":{"t":"int"}}},"a":1}`,
	`{"$s":{"p":{"a":{"t":"int"},"b":{"t":"int"}},"$k":["b","a"]},"a":1,"b":2}`,
	`{"$s":{"p":{"a":{"t":"int"},"b":{"t":"int"}},"$k":["a","b"]},"b":2,"a":1}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a","a"]},"a":1,"a":2}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1,"a":2}`,
	`{"$s":{"p":{"\u0061":{"t":"int"}},"$k":["\u0061"]},"\u0061":1}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"\u0061":1}`,
	`{"$s":{"p":{"$s":{"t":"int"}},"$k":["$s"]},"$s":1}`,
	`{"$s":{"p":{"a":{"T":"int"}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"int","x":1}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1.0}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":2147483648}`,
	`{"$s":{"p":{"a":{"t":"long"}},"$k":["a"]},"a":9223372036854775808}`,
	`{"$s":{"p":{"a":{"t":"long"}},"$k":["a"]},"a":1e2}`,
	`{"$s":{"p":{"a":{"t":"double"}},"$k":["a"]},"a":1e400}`,
	`{"$s":{"p":{"a":{"t":"double"}},"$k":["a"]},"a":-0}`,
	`{"$s":{"p":{"a":{"t":"double"}},"$k":["a"]},"a":"NaN"}`,
	`{"$s":{"p":{"a":{"t":"timestamp"}},"$k":["a"]},"a":-1}`,
	`{"$s":{"p":{"a":{"t":"string"}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"string"}},"$k":["a"]},"a":"\ud800 seul"}`,
	`{"$s":{"p":{"a":{"t":"string"}},"$k":["a"]},"a":"\ud83d\ude00 paire"}`,
	"{\"$s\":{\"p\":{\"a\":{\"t\":\"string\"}},\"$k\":[\"a\"]},\"a\":\"\xff brut\"}",
	`{"$s":{"p":{"a":{"t":"bool"}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"null"}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":null}`,
	`{"$s":{"p":{"a":{"t":"unknown"}},"$k":["a"]},"a":null}`,
	`{"$s":{"p":{"a":{"t":"unknown"}},"$k":["a"]},"a":1}`,
	`{"$s":{"p":{"a":{"t":"objectId"}},"$k":["a"]},"a":"65010203040506070809aBcD"}`,
	`{"$s":{"p":{"a":{"t":"objectId"}},"$k":["a"]},"a":"6501020304050607080910"}`,
	`{"$s":{"p":{"a":{"t":"objectId"}},"$k":["a"]},"a":"zz010203040506070809aBcD"}`,
	`{"$s":{"p":{"a":{"t":"binData","s":0}},"$k":["a"]},"a":"AQI="}`,
	`{"$s":{"p":{"a":{"t":"binData","s":0}},"$k":["a"]},"a":"AQ\nI="}`,
	`{"$s":{"p":{"a":{"t":"binData","s":0}},"$k":["a"]},"a":"AQ\/I="}`,
	`{"$s":{"p":{"a":{"t":"binData","s":0}},"$k":["a"]},"a":"!!"}`,
	`{"$s":{"p":{"a":{"t":"binData","s":256}},"$k":["a"]},"a":""}`,
	`{"$s":{"p":{"a":{"t":"binData"}},"$k":["a"]},"a":""}`,
	`{"$s":{"p":{"a":{"t":"regex","o":"i"}},"$k":["a"]},"a":"^a"}`,
	`{"$s":{"p":{"a":{"t":"regex"}},"$k":["a"]},"a":"^a"}`,
	`{"$s":{"p":{"a":{"t":"object","$s":{}}},"$k":["a"]},"a":{}}`,
	`{"$s":{"p":{"a":{"t":"object","$s":{"p":{"b":{"t":"int"}},"$k":["b"]}}},"$k":["a"]},"a":{}}`,
	`{"$s":{"p":{"a":{"t":"object"}},"$k":["a"]},"a":{}}`,
	`{"$s":{"p":{"a":{"t":"object","$s":{}}},"$k":["a"]},"a":{"b":1}}`,
	`{"$s":{"p":{"a":{"t":"array","i":[]}},"$k":["a"]},"a":[]}`,
	`{"$s":{"p":{"a":{"t":"array"}},"$k":["a"]},"a":[]}`,
	`{"$s":{"p":{"a":{"t":"array","i":[{"t":"int"}]}},"$k":["a"]},"a":[]}`,
	`{"$s":{"p":{"a":{"t":"array","i":[{"t":"int"}]}},"$k":["a"]},"a":[1,2]}`,
	`{"$s":{"p":{"a":{"t":"array","i":[{"t":"int"},{"t":"string"}]}},"$k":["a"]},"a":[null,"x"]}`,
	`{"$s":{},"a":1}`,
	`{"$s":{}}`,
	`{}`,
	`[]`,
	`{"$s":{"p":{"a":{"t":"int"}},"$k":["a"]},"a":1`,
	``,
}

func TestUnmarshalStoredUnusual(t *testing.T) {
	for _, text := range unusual {
		same(t, []byte(text))
	}
}

func FuzzUnmarshalStored(f *testing.F) {
	for _, text := range unusual {
		f.Add([]byte(text))
	}
	f.Fuzz(func(t *testing.T, data []byte) { same(t, data) })
}

func BenchmarkUnmarshalUser(b *testing.B) {
	doc := must.NotFail(types.NewDocument(
		"_id", types.ObjectID{0x65, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11},
		"name", "Utilisateur 42", "email", "utilisateur42@exemple.fr", "company", "Société 42", "role", "user",
		"active", true, "created_at", time.UnixMilli(1765100000123), "updated_at", time.UnixMilli(1765100000123), "__v", int32(0),
		"_sort", must.NotFail(types.NewDocument("name", "utilisateur 0000000042", "company", "societe 42")),
	))
	data := must.NotFail(Marshal(doc))
	for _, decode := range []struct {
		name string
		fn   func([]byte) (*types.Document, error)
	}{{"Unmarshal", Unmarshal}, {"UnmarshalStored", UnmarshalStored}} {
		b.Run(decode.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := decode.fn(data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
