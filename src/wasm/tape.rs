//! Results to JavaScript as a tape: a serde serializer that writes numbers saying what to build
//! (read by `tape.js`), the text of the value's strings in one string, and each field name or enum
//! variant once per module, by number afterwards. The objects come out as JSON.parse would build
//! them from serde_json's text (the same keys in the same order, `null` for `None`, NaN and
//! infinities), without the text: about three times as fast for the small values most calls return.
//! The tags below are the protocol: `scripts/build-js.mjs` writes them into the TypeScript reader
//! and writer (`tags.ts`), so they are written once.

use serde::ser::{self, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

pub(crate) const NULL: f64 = 0.0;
pub(crate) const FALSE: f64 = 1.0;
pub(crate) const TRUE: f64 = 2.0;
pub(crate) const NUMBER: f64 = 3.0;
pub(crate) const NAME: f64 = 4.0;
pub(crate) const STRING: f64 = 5.0;
pub(crate) const ARRAY: f64 = 6.0;
pub(crate) const OBJECT: f64 = 7.0;
/// An object of a known shape (its keys, in order, sent once): only the values follow.
pub(crate) const SHAPED: f64 = 8.0;
/// A short string sent before (ids, enum tags): by number.
pub(crate) const CACHED: f64 = 9.0;
/// In an input: a word of the module's dictionary (an encoder's key or enum variant), by number.
pub(crate) const WORD: f64 = 10.0;
/// In an input: an object of a shape of the module's dictionary: the shape's number, then a value
/// per key.
pub(crate) const FIELDS: f64 = 11.0;
/// In an input: as `FIELDS`, and every key has its value (no `ABSENT`): a struct whose fields the
/// keys are, in serde's order, is read by position.
pub(crate) const FULLFIELDS: f64 = 12.0;
/// In an input's shaped object: this key is not there.
pub(crate) const ABSENT: f64 = 13.0;
/// Short strings recur (player ids, tags): up to this many of at most this many bytes are kept on
/// both sides, so memory stays bounded whatever strings pass.
const MAX_CACHED: usize = 4096;
const MAX_CACHED_LEN: usize = 32;

/// Hashes a name's address (the map is only looked up, never iterated, so its order is moot).
#[derive(Default)]
struct AddressHasher(u64);

impl Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        // A product's low bits depend only on the factors' low bits: fold the well-mixed high
        // half into them, as the map finds a bucket by the low bits.
        self.0 ^ (self.0 >> 32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            for (w, b) in word.iter_mut().zip(chunk) {
                *w = *b;
            }
            self.0 = (self.0 ^ u64::from_le_bytes(word)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (self.0 ^ n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type Names = HashMap<(usize, usize), u32, BuildHasherDefault<AddressHasher>>;

/// Gives a written value's buffers back for the next one (cleared; kept if not too large).
pub fn recycle(written: Written) {
    let (mut tape, mut text) = (written.tape, written.text);
    if tape.capacity() <= 1 << 16 && text.capacity() <= 1 << 16 {
        tape.clear();
        text.clear();
        SPARE.with(|s| s.replace((tape, text)));
    }
}

/// Gives the key stacks back for the next value (cleared; kept if not too large).
fn recycle_keys(mut keys: Vec<&'static str>, mut ids: Vec<u32>) {
    if keys.capacity() <= 1 << 12 && ids.capacity() <= 1 << 12 {
        keys.clear();
        ids.clear();
        SPARE_KEYS.with(|s| s.replace((keys, ids)));
    }
}

type Shapes = HashMap<Vec<u32>, u32, BuildHasherDefault<AddressHasher>>;
type Strings = HashMap<Box<str>, u32, BuildHasherDefault<AddressHasher>>;

thread_local! {
    /// The short strings sent so far, as the JavaScript side numbers them.
    static STRINGS: RefCell<Strings> = RefCell::new(Strings::default());
    /// The shapes sent so far (their keys' name numbers), as the JavaScript side numbers them.
    static SHAPES: RefCell<Shapes> = RefCell::new(Shapes::default());
    /// The key stacks for the next value.
    static SPARE_KEYS: RefCell<(Vec<&'static str>, Vec<u32>)> = const { RefCell::new((Vec::new(), Vec::new())) };
    /// Buffers for the next value, so small results allocate nothing.
    static SPARE: RefCell<(Vec<f64>, String)> = RefCell::new((Vec::with_capacity(256), String::with_capacity(256)));
    /// The shapes of structs written lately, by their keys' addresses: a struct whose keys are
    /// the same static texts as one of these has its shape without a name being looked up.
    /// Each in the slot of its keys' hash; `None` in a slot not filled yet.
    static SEEN_SHAPES: RefCell<[(Vec<&'static str>, Option<u32>); RECENT_SHAPES]> =
        const { RefCell::new([const { (Vec::new(), None) }; RECENT_SHAPES]) };
    /// The names sent so far, by address: the JavaScript side holds them in the same order.
    static NAMES: RefCell<Names> = RefCell::new(Names::default());
    /// Short strings already sent (at most 8 bytes: most ids), each in the slot of its bytes'
    /// hash as (its bytes as a number, its length << 32 | its number): found without hashing
    /// and comparing its text. A slot not filled yet has length 0, which no string has here.
    static SHORT: RefCell<[(u64, u64); SHORT_SLOTS]> = const { RefCell::new([(0, 0); SHORT_SLOTS]) };
}

const SHORT_SLOTS: usize = 4096;

/// A short string's bytes as a number and its length, and its slot in `SHORT`.
fn short_key(s: &str) -> Option<(u64, u64, usize)> {
    let bytes = s.as_bytes();
    if bytes.is_empty() || bytes.len() > 8 {
        return None;
    }
    // Shifted in byte by byte: a copy into a buffer would be a `memory.copy`, which engines
    // run as a call (several times slower for a few bytes).
    let key = bytes
        .iter()
        .rev()
        .fold(0u64, |key, &b| key << 8 | u64::from(b));
    let len = (bytes.len() as u64) << 32;
    let slot = ((key ^ len).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 52) as usize;
    Some((key, len, slot % SHORT_SLOTS))
}

/// A value written out: the numbers (the value's `value_len`, then where each new name is in the
/// text, then each new shape as its length and its names' numbers), the strings' text, and how
/// many names and shapes are new.
pub struct Written {
    pub tape: Vec<f64>,
    pub value_len: u32,
    pub text: String,
    pub added: u32,
    pub added_shapes: u32,
}

impl Written {
    /// Whether the text is ASCII (JavaScript then reads it without a decoder).
    pub fn ascii(&self) -> bool {
        self.text.is_ascii()
    }
}

#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Error {}
impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

type Result<T> = std::result::Result<T, Error>;

struct Tape {
    tape: Vec<f64>,
    text: String,
    /// The text's length in UTF-16 code units, which JavaScript slices by.
    text16: usize,
    /// Names new in this value: their address, and where their text starts.
    added: Vec<((usize, usize), usize, usize)>,
    known: usize,
    /// The keys of the structs being written, innermost last.
    keys: Vec<&'static str>,
    /// Room for a shape's name numbers.
    ids: Vec<u32>,
    /// Shapes new in this value, and how many were known before it.
    new_shapes: Vec<Vec<u32>>,
    known_shapes: usize,
    /// Short strings new in this value: where each one's text is (by number), the numbers by
    /// text, and how many were known.
    new_strings: Vec<(usize, usize)>,
    pending: Strings,
    known_strings: usize,
}

const RECENT_SHAPES_BITS: u32 = 6;
const RECENT_SHAPES: usize = 1 << RECENT_SHAPES_BITS;

/// Writes `value`. The names it adds are registered once it is written whole: the caller hands
/// the result to `readTape` at once, which takes them first.
pub fn write<T: Serialize + ?Sized>(value: &T) -> Result<Written> {
    // Only the serializing is generic: what comes before and after is one function each, shared
    // by every type written (smaller wasm, the same work).
    let mut t = Tape::start();
    value.serialize(&mut t)?;
    Ok(t.end())
}

impl Tape {
    /// A tape for the next value, on the spare buffers.
    #[inline(never)]
    fn start() -> Tape {
        let (tape, text) = SPARE.with(|s| s.take());
        let (keys, ids) = SPARE_KEYS.with(|s| s.take());
        Tape {
            known: NAMES.with(|n| n.borrow().len()),
            tape,
            text,
            text16: 0,
            added: Vec::new(),
            keys,
            ids,
            new_shapes: Vec::new(),
            known_shapes: SHAPES.with(|s| s.borrow().len()),
            new_strings: Vec::new(),
            pending: Strings::default(),
            known_strings: STRINGS.with(|s| s.borrow().len()),
        }
    }

    /// The value written: registers the names, shapes and strings it adds.
    #[inline(never)]
    fn end(self) -> Written {
        let mut t = self;
        recycle_keys(std::mem::take(&mut t.keys), std::mem::take(&mut t.ids));
        let mut tape = t.tape;
        let value_len = tape.len() as u32;
        for (_, start, len) in &t.added {
            tape.extend([*start as f64, *len as f64]);
        }
        for shape in &t.new_shapes {
            tape.push(shape.len() as f64);
            tape.extend(shape.iter().map(|&id| f64::from(id)));
        }
        tape.push(t.new_strings.len() as f64);
        for (start, len) in &t.new_strings {
            tape.extend([*start as f64, *len as f64]);
        }
        let added = t.added.len() as u32;
        let added_shapes = t.new_shapes.len() as u32;
        // Most values add nothing: then no map is touched.
        if !t.new_strings.is_empty() {
            STRINGS.with(|s| {
                let mut strings = s.borrow_mut();
                strings.extend(t.pending);
            });
        }
        if !t.added.is_empty() {
            NAMES.with(|n| {
                let mut names = n.borrow_mut();
                for (key, _, _) in t.added {
                    let id = names.len() as u32;
                    names.insert(key, id);
                }
            });
        }
        if !t.new_shapes.is_empty() {
            SHAPES.with(|s| {
                let mut shapes = s.borrow_mut();
                for shape in t.new_shapes {
                    let id = shapes.len() as u32;
                    shapes.insert(shape, id);
                }
            });
        }
        Written {
            tape,
            value_len,
            text: t.text,
            added,
            added_shapes,
        }
    }
}

impl Tape {
    fn push_text(&mut self, s: &str) -> (usize, usize) {
        let start = self.text16;
        let len = if s.is_ascii() {
            s.len()
        } else {
            s.encode_utf16().count()
        };
        self.text.push_str(s);
        self.text16 += len;
        (start, len)
    }
    fn string(&mut self, s: &str) {
        let short = short_key(s);
        if let Some((key, len, slot)) = short {
            let seen = SHORT.with(|c| c.borrow().get(slot).copied());
            if let Some((_, v)) = seen.filter(|&(k, v)| k == key && v >> 32 << 32 == len) {
                self.tape.extend([CACHED, f64::from(v as u32)]);
                return;
            }
        }
        if s.len() <= MAX_CACHED_LEN {
            let sent = STRINGS.with(|c| c.borrow().get(s).copied());
            if let (Some(id), Some((key, len, slot))) = (sent, short) {
                SHORT.with(|c| {
                    if let Some(place) = c.borrow_mut().get_mut(slot) {
                        *place = (key, len | u64::from(id));
                    }
                });
            }
            let known = sent.or_else(|| self.pending.get(s).copied());
            let id = match known {
                Some(id) => Some(id),
                None if self.known_strings + self.new_strings.len() < MAX_CACHED => {
                    let (start, len) = self.push_text(s);
                    let id = (self.known_strings + self.new_strings.len()) as u32;
                    self.new_strings.push((start, len));
                    self.pending.insert(s.into(), id);
                    Some(id)
                }
                None => None,
            };
            if let Some(id) = id {
                self.tape.extend([CACHED, f64::from(id)]);
                return;
            }
        }
        let (start, len) = self.push_text(s);
        self.tape.extend([STRING, start as f64, len as f64]);
    }
    fn name(&mut self, name: &'static str) {
        let id = self.name_id(name);
        self.tape.extend([NAME, f64::from(id)]);
    }
    fn name_id(&mut self, name: &'static str) -> u32 {
        let key = (name.as_ptr() as usize, name.len());
        let id = NAMES.with(|n| n.borrow().get(&key).copied()).or_else(|| {
            self.added
                .iter()
                .position(|(k, _, _)| *k == key)
                .map(|i| (self.known + i) as u32)
        });
        match id {
            Some(id) => id,
            None => {
                let (start, len) = self.push_text(name);
                self.added.push((key, start, len));
                (self.known + self.added.len() - 1) as u32
            }
        }
    }
    /// The number of a struct's shape, from its keys. Most structs have the keys of one
    /// written lately (the elements of an array, the entries of a log): found by a cheap hash
    /// of the keys' addresses and compared by address, without looking up a name.
    fn struct_shape(&mut self, keys: &[&'static str]) -> u32 {
        // The high bits of a multiplicative hash of the first and last keys and the count: the
        // few shapes of a game rarely share a slot.
        let at = |k: Option<&&'static str>| k.map_or(0, |k| k.as_ptr() as u64);
        let hash = ((at(keys.first()) ^ (keys.len() as u64) << 40)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ at(keys.last()))
        .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let slot = (hash >> (64 - RECENT_SHAPES_BITS)) as usize;
        let same = |seen: &[&'static str]| {
            seen.len() == keys.len()
                && seen
                    .iter()
                    .zip(keys)
                    .all(|(a, b)| std::ptr::eq(a.as_ptr(), b.as_ptr()) && a.len() == b.len())
        };
        let recent = SEEN_SHAPES.with(|r| match r.borrow().get(slot) {
            Some((seen, Some(id))) if same(seen) => Some(*id),
            _ => None,
        });
        if let Some(id) = recent {
            return id;
        }
        let mut ids = std::mem::take(&mut self.ids);
        ids.clear();
        for key in keys {
            ids.push(self.name_id(key));
        }
        let id = self.shape_id(&ids);
        self.ids = ids;
        // Only a shape the JavaScript side has already (not one new in this value).
        if (id as usize) < self.known_shapes {
            SEEN_SHAPES.with(|r| {
                if let Some((seen, known)) = r.borrow_mut().get_mut(slot) {
                    seen.clear();
                    seen.extend_from_slice(keys);
                    *known = Some(id);
                }
            });
        }
        id
    }
    /// The number of a shape (its keys' name numbers), new or known.
    fn shape_id(&mut self, keys: &[u32]) -> u32 {
        if let Some(id) = SHAPES.with(|s| s.borrow().get(keys).copied()) {
            return id;
        }
        let pending = self.new_shapes.iter().position(|s| s.as_slice() == keys);
        let index = pending.unwrap_or_else(|| {
            self.new_shapes.push(keys.to_vec());
            self.new_shapes.len() - 1
        });
        (self.known_shapes + index) as u32
    }
    fn number(&mut self, n: f64) {
        if n.is_finite() {
            self.tape.extend([NUMBER, n]);
        } else {
            self.tape.push(NULL); // as serde_json writes them
        }
    }
    /// Opens an array or object whose length is patched in at the end.
    fn open(&mut self, kind: f64) -> Compound<'_> {
        self.tape.extend([kind, 0.0]);
        let at = self.tape.len() - 1;
        Compound {
            t: self,
            at,
            count: 0,
            shape: None,
        }
    }
    /// Opens a struct: its shape is patched in at the end, once its fields are known.
    fn open_shaped(&mut self) -> Compound<'_> {
        self.tape.extend([SHAPED, 0.0]);
        let at = self.tape.len() - 1;
        let start = self.keys.len();
        Compound {
            t: self,
            at,
            count: 0,
            shape: Some(start),
        }
    }
    /// `{ variant: ... }`, as serde_json writes a variant with data.
    fn variant(&mut self, variant: &'static str) {
        self.tape.extend([OBJECT, 1.0]);
        self.name(variant);
    }
}

/// An array or object being written (inside a variant's `{ variant: ... }`, whose count is 1).
struct Compound<'a> {
    t: &'a mut Tape,
    at: usize,
    count: u32,
    /// A struct: where its keys start on the keys stack.
    shape: Option<usize>,
}

impl Compound<'_> {
    fn close(self) -> Result<()> {
        let value = match self.shape {
            None => self.count,
            Some(start) => {
                let keys = std::mem::take(&mut self.t.keys);
                let id = self.t.struct_shape(keys.get(start..).unwrap_or(&[]));
                self.t.keys = keys;
                self.t.keys.truncate(start);
                id
            }
        };
        if let Some(slot) = self.t.tape.get_mut(self.at) {
            *slot = f64::from(value);
        }
        Ok(())
    }
}

impl<'a> ser::Serializer for &'a mut Tape {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<()> {
        self.tape.push(if v { TRUE } else { FALSE });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<()> {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<()> {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<()> {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<()> {
        self.number(v as f64);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<()> {
        self.number(f64::from(v));
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<()> {
        self.number(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<()> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<()> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<()> {
        self.tape.extend([ARRAY, v.len() as f64]);
        for b in v {
            self.number(f64::from(*b));
        }
        Ok(())
    }
    fn serialize_none(self) -> Result<()> {
        self.tape.push(NULL);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<()> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<()> {
        self.tape.push(NULL);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<()> {
        self.tape.push(NULL);
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<()> {
        self.name(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<()> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<()> {
        self.variant(variant);
        value.serialize(self)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>> {
        Ok(self.open(ARRAY))
    }
    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a>> {
        Ok(self.open(ARRAY))
    }
    fn serialize_tuple_struct(self, _: &'static str, _len: usize) -> Result<Compound<'a>> {
        Ok(self.open(ARRAY))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(self.open(ARRAY))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>> {
        Ok(self.open(OBJECT))
    }
    fn serialize_struct(self, _: &'static str, _len: usize) -> Result<Compound<'a>> {
        Ok(self.open_shaped())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(self.open_shaped())
    }
}

impl Compound<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.count += 1;
        value.serialize(&mut *self.t)
    }
    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<()> {
        self.count += 1;
        self.t.keys.push(key);
        value.serialize(&mut *self.t)
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.element(value)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}
impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.element(value)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}
impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.element(value)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}
impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        self.element(value)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}
impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<()> {
        self.count += 1;
        key.serialize(KeySerializer(&mut *self.t))
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        value.serialize(&mut *self.t)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}
impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        self.field(key, value)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}
impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        self.field(key, value)
    }
    fn end(self) -> Result<()> {
        self.close()
    }
}

/// Map keys are strings, as JSON's are: strings as they are, numbers and chars in decimal or as
/// the character, unit variants by name. Anything else is an error, as it is in serde_json.
struct KeySerializer<'a>(&'a mut Tape);

fn not_a_key() -> Error {
    Error("a map key must be a string".into())
}

impl ser::Serializer for KeySerializer<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = ser::Impossible<(), Error>;
    type SerializeTuple = ser::Impossible<(), Error>;
    type SerializeTupleStruct = ser::Impossible<(), Error>;
    type SerializeTupleVariant = ser::Impossible<(), Error>;
    type SerializeMap = ser::Impossible<(), Error>;
    type SerializeStruct = ser::Impossible<(), Error>;
    type SerializeStructVariant = ser::Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Result<()> {
        self.0.string(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<()> {
        self.0.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<()> {
        self.0.string(&v.to_string());
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<()> {
        self.0.name(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Result<()> {
        v.serialize(self)
    }
    fn serialize_bool(self, _: bool) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_f32(self, _: f32) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_f64(self, _: f64) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_none(self) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_unit(self) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<()> {
        Err(not_a_key())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq> {
        Err(not_a_key())
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple> {
        Err(not_a_key())
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct> {
        Err(not_a_key())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant> {
        Err(not_a_key())
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap> {
        Err(not_a_key())
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct> {
        Err(not_a_key())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant> {
        Err(not_a_key())
    }
}
