package goja

import (
	"hash/maphash"
	"math/rand"
	"strconv"
	"testing"
)

// orderedMap's open-addressing table against a plain list searched with
// SameAs: random sets, removals and clears over keys of every kind (ints,
// floats with NaN and -0, ASCII and non-ASCII strings, objects, symbols),
// enough of them to grow the table several times and to fill it with
// deleted slots, checking lookups, the size and the insertion order.
func TestOrderedMapOpenAddressing(t *testing.T) {
	r := New()
	var keys []Value
	for i := 0; i < 300; i++ {
		keys = append(keys, intToValue(int64(i)), asciiString("k"+strconv.Itoa(i)))
	}
	for i := 0; i < 40; i++ {
		keys = append(keys, floatToValue(float64(i)+0.5), newStringValue("ключ"+strconv.Itoa(i)),
			r.NewObject(), NewSymbol(strconv.Itoa(i)))
	}
	keys = append(keys, _NaN, _negativeZero, _positiveZero, _undefined, _null, valueTrue)

	type pair struct{ k, v Value }
	var ref []pair
	find := func(k Value) int {
		if k == _negativeZero {
			k = intToValue(0)
		}
		for i, p := range ref {
			if p.k.SameAs(k) {
				return i
			}
		}
		return -1
	}
	m := newOrderedMap(&maphash.Hash{})
	rnd := rand.New(rand.NewSource(1))
	for step := 0; step < 60000; step++ {
		k := keys[rnd.Intn(len(keys))]
		switch op := rnd.Intn(100); {
		case op < 55:
			v := intToValue(int64(step))
			m.set(k, v)
			if i := find(k); i >= 0 {
				ref[i].v = v
			} else {
				if k == _negativeZero {
					k = intToValue(0)
				}
				ref = append(ref, pair{k, v})
			}
		case op < 99:
			removed := m.remove(k)
			i := find(k)
			if removed != (i >= 0) {
				t.Fatalf("step %d: remove(%v) = %v", step, k, removed)
			}
			if i >= 0 {
				ref = append(ref[:i], ref[i+1:]...)
			}
		default:
			if step%7 == 0 {
				m.clear()
				ref = ref[:0]
			}
		}
		probe := keys[rnd.Intn(len(keys))]
		i := find(probe)
		if got := m.get(probe); (i >= 0) != (got != nil) || (i >= 0 && !got.SameAs(ref[i].v)) {
			t.Fatalf("step %d: get(%v) = %v", step, probe, got)
		}
		if m.has(probe) != (i >= 0) || m.size != len(ref) {
			t.Fatalf("step %d: has(%v) = %v, size %d, want %d", step, probe, m.has(probe), m.size, len(ref))
		}
		if m.used >= len(m.slots) && m.slots != nil {
			t.Fatalf("step %d: no empty slot left", step)
		}
		if step%500 == 0 {
			j := 0
			for e := m.iterFirst; e != nil; e = e.iterNext {
				if j >= len(ref) || !e.key.SameAs(ref[j].k) {
					t.Fatalf("step %d: order differs at %d", step, j)
				}
				j++
			}
			if j != len(ref) {
				t.Fatalf("step %d: %d entries iterated, want %d", step, j, len(ref))
			}
		}
	}
}

// Map and Set keep V8's behaviour: iteration that sees entries added and
// skips entries deleted during it, a key deleted and added again going to
// the end, clear during iteration, -0 and NaN keys, many keys removed and
// added again (the table growing and reusing deleted slots).
func TestMapSetOpenAddressingSemantics(t *testing.T) {
	const SCRIPT = `
const out = [];
const m = new Map([["a", 1], ["b", 2], ["c", 3]]);
for (const [k, v] of m) { out.push(k + v); if (k + v === "a1") { m.delete("b"); m.set("d", 4); m.delete("a"); m.set("a", 5); } }
out.push([...m.keys()].join());
const s = new Set([1, 2, 3]);
for (const x of s) { out.push(x); if (x === 2) { s.clear(); s.add(9); } }
out.push(s.size, new Map([[-0, "z"]]).has(0), new Set([NaN]).has(NaN), Object.is([...new Set([-0])][0], 0));
const big = new Map();
for (let i = 0; i < 5000; i++) big.set("k" + i, i);
for (let i = 0; i < 5000; i += 2) big.delete("k" + i);
for (let i = 0; i < 5000; i += 4) big.set("k" + i, -i);
let sum = 0;
for (const [k, v] of big) sum += v;
out.push(big.size, sum, big.get("k4"), big.get("k3"), big.has("k2"), [...big.keys()].slice(0, 3).join(), [...big.keys()].pop());
const objs = Array.from({ length: 100 }, () => ({}));
const ws = new Set(objs);
objs.forEach((o, i) => { if (i % 3) ws.delete(o); });
out.push(ws.size, ws.has(objs[3]), ws.has(objs[4]));
JSON.stringify(out);
`
	testScript(SCRIPT, asciiString(`["a1","c3","d4","a5","c,d,a",1,2,9,1,true,true,true,3750,3127500,-4,3,false,"k1,k3,k5","k4996",34,true,false]`), t)
}
