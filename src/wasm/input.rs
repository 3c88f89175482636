//! Inputs from JavaScript without JSON text. The TypeScript side (`js/tape.ts`) writes a plain
//! value straight into this module's scratch buffers as numbers and UTF-8 text, and a serde
//! deserializer reads it here, with the values serde_json would give the visitors for the JSON
//! text of that value: the same values decode to the same result. A type's generated encoder
//! writes its objects as shapes of the module's [`Dictionary`] (read by key, or by position when
//! every key is given and they are the struct's fields in serde's order, as serde reads a struct
//! written as an array). It takes only what JSON.stringify would write unchanged (plain objects
//! and arrays, strings, safe integers, booleans, null, at most [`MAX_DEPTH`] deep); for anything
//! else, and for any value that does not decode, the caller answers `RETRY_JSON` and the JSON
//! path decides and words the error.

use serde::de::{
    self,
    value::{BorrowedStrDeserializer, U64Deserializer},
    DeserializeOwned, DeserializeSeed, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};
use std::cell::{Cell, RefCell};
use std::fmt;

use super::tape::{
    ABSENT, ARRAY, FALSE, FIELDS, FULLFIELDS, NULL, NUMBER, OBJECT, STRING, TRUE, WORD,
};

/// The deepest nesting taken (serde_json refuses beyond 128).
pub const MAX_DEPTH: u32 = 64;
/// JavaScript's largest safe integer: beyond it, JSON.stringify may print other digits.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;
/// The scratch buffers' sizes to start with, and the most they grow to: a value that needs more
/// takes the JSON path (whose own limit is the parameter's).
const START_SLOTS: usize = 1024;
const START_TEXT: usize = 4096;
const MAX_SLOTS: usize = 1 << 23;
const MAX_TEXT: usize = 1 << 25;

thread_local! {
    /// The buffers JavaScript writes into: numbers, then text (made when first asked where they
    /// are), and the dictionary at their start.
    static SCRATCH: RefCell<(Vec<f64>, Vec<u8>, Dictionary)> = const { RefCell::new((Vec::new(), Vec::new(), Dictionary::none())) };
    /// Where the buffers are and how big, for JavaScript: four numbers.
    static WHERE: RefCell<[u32; 4]> = const { RefCell::new([0; 4]) };
}

/// The shapes whose struct is noted once found (by number; later ones are compared each time).
const NOTED: usize = 32;

/// What the module's encoders (codecs.ts, written from the declarations) write by number rather
/// than as text: their keys and enum variants (words), and each type's keys in order (shapes).
/// Given once, when the module starts, written into the scratch buffers: `slots` numbers (each
/// word's end in the text, each shape's end among the keys, then the keys' word numbers), which
/// stay at the start of the numbers (every input is written after them), and the words' text,
/// which is copied out. Every number in it is checked where it is used.
pub struct Dictionary {
    slots: usize,
    /// The words' text, copied out of the buffers (checked UTF-8 once).
    text: String,
    words: usize,
    shapes: usize,
    /// The fields of the struct each of the first shapes was found to be, in serde's order (by
    /// address; 0 until then).
    noted: [Cell<usize>; NOTED],
}

impl Dictionary {
    /// No dictionary: inputs start at the start of the buffers.
    const fn none() -> Dictionary {
        Dictionary {
            slots: 0,
            text: String::new(),
            words: 0,
            shapes: 0,
            noted: [const { Cell::new(0) }; NOTED],
        }
    }
}

/// A dictionary as an input reads it.
#[derive(Clone, Copy)]
pub struct Words<'de> {
    tape: &'de [f64],
    text: &'de str,
    words: usize,
    shapes: usize,
    noted: &'de [Cell<usize>],
}

impl<'de> Words<'de> {
    /// `tape`'s `i`th number as a position, from 0 to `max`.
    fn at(&self, i: usize, max: usize) -> Option<usize> {
        count(*self.tape.get(i)?, max)
    }
    /// The `n`th of the `len` ends from `first` on: where it starts and ends.
    fn span(&self, first: usize, len: usize, n: usize, max: usize) -> Option<(usize, usize)> {
        (n < len).then_some(())?;
        let start = match n.checked_sub(1) {
            Some(before) => self.at(first + before, max)?,
            None => 0,
        };
        Some((start, self.at(first + n, max)?))
    }
    /// Word `n`.
    fn word(&self, n: usize) -> Option<&'de str> {
        let (start, end) = self.span(0, self.words, n, self.text.len())?;
        self.text.get(start..end)
    }
    /// The keys (word numbers, as written) of shape `n`.
    fn shape(&self, n: usize) -> Option<&'de [f64]> {
        let keys = self.words + self.shapes;
        let (start, end) = self.span(self.words, self.shapes, n, self.tape.len())?;
        self.tape
            .get(keys.checked_add(start)?..keys.checked_add(end)?)
    }
}

/// Takes the dictionary of the module's encoders, just written at the start of the scratch
/// buffers: `words` and `shapes`, in `slots` numbers and `text` bytes. False (and the module has
/// none) when it does not fit them or its text is not UTF-8.
#[wasm_bindgen::prelude::wasm_bindgen(js_name = rawDictionary)]
pub fn raw_dictionary(words: u32, shapes: u32, slots: u32, text: u32) -> bool {
    SCRATCH.with(|s| {
        let (tape, bytes, dictionary) = &mut *s.borrow_mut();
        let slots = slots as usize;
        let words_text = bytes
            .get(..text as usize)
            .and_then(|b| std::str::from_utf8(b).ok());
        *dictionary = Dictionary::none();
        match words_text {
            Some(words_text) if slots <= tape.len() / 2 => {
                *dictionary = Dictionary {
                    slots,
                    text: words_text.into(),
                    words: words as usize,
                    shapes: shapes as usize,
                    ..Dictionary::none()
                };
                true
            }
            _ => false,
        }
    })
}

/// Where the scratch buffers are: the address of four numbers (the numbers' address and
/// capacity, the text's address and capacity), valid until the next [`raw_scratch_grow`].
#[wasm_bindgen::prelude::wasm_bindgen(js_name = rawScratch)]
pub fn raw_scratch() -> u32 {
    SCRATCH.with(|s| {
        let (tape, text, dictionary) = &mut *s.borrow_mut();
        if tape.len() < START_SLOTS {
            tape.resize(START_SLOTS, 0.0);
            text.resize(START_TEXT, 0);
        }
        // The numbers after the dictionary's. The addresses fit in 32 bits: wasm32 memory.
        let d = dictionary.slots;
        let place = [
            (tape.as_mut_ptr() as usize + 8 * d) as u32,
            tape.len().saturating_sub(d) as u32,
            text.as_mut_ptr() as usize as u32,
            text.len() as u32,
        ];
        WHERE.with(|w| {
            w.replace(place);
            w.as_ptr() as usize as u32
        })
    })
}

/// Makes the scratch buffers hold at least `slots` numbers and `text` bytes (the text up to its
/// limit: the writer asks for the most its text may take); false (and nothing changes) beyond the
/// numbers' limit. Then [`raw_scratch`] tells where they are.
#[wasm_bindgen::prelude::wasm_bindgen(js_name = rawScratchGrow)]
pub fn raw_scratch_grow(slots: u32, text: u32) -> bool {
    let (slots, text) = (slots as usize, (text as usize).min(MAX_TEXT));
    if slots > MAX_SLOTS {
        return false;
    }
    SCRATCH.with(|s| {
        let (tape, bytes, dictionary) = &mut *s.borrow_mut();
        let slots = slots + dictionary.slots;
        if tape.len() < slots {
            tape.resize(slots, 0.0);
        }
        if bytes.len() < text {
            bytes.resize(text, 0);
        }
    });
    true
}

/// The written input (its first `slots` numbers), decoded; `None` when it does not decode.
pub fn decode_written<T: DeserializeOwned>(slots: usize) -> Option<T> {
    let mut value = None;
    let read = read_written(slots, &mut |reader| {
        value = T::deserialize(reader).ok();
        value.is_some()
    });
    value.filter(|_| read)
}

/// Runs `read` on a reader of the written input (its first `slots` numbers): true when it read
/// the whole of it. One function for every type (only the deserializing is generic).
#[inline(never)]
fn read_written(slots: usize, read: &mut dyn FnMut(&mut Reader<'_>) -> bool) -> bool {
    SCRATCH.with(|s| {
        let (tape, text, d) = &*s.borrow();
        let reader = (|| {
            let (words, tape) = tape.split_at_checked(d.slots)?;
            let words = Words {
                tape: words,
                text: &d.text,
                words: d.words,
                shapes: d.shapes,
                noted: &d.noted,
            };
            Reader::on(tape.get(..slots)?, text, words)
        })();
        reader.is_some_and(|mut reader| read(&mut reader) && reader.at == reader.tape.len())
    })
}

/// Decodes a written value: `tape` starts with the text's length, then the value; its words
/// and shapes are the `dictionary`'s.
#[cfg(test)]
pub fn from_tape_in<T: DeserializeOwned>(tape: &[f64], text: &[u8], words: Words<'_>) -> Option<T> {
    let mut reader = Reader::on(tape, text, words)?;
    let value = T::deserialize(&mut reader).ok()?;
    (reader.at == reader.tape.len()).then_some(value)
}

/// A non-negative integer at most `max` (one conversion, which saturates: a number it changes
/// is not one).
fn count(n: f64, max: usize) -> Option<usize> {
    let i = n as usize;
    (i as f64 == n && i <= max).then_some(i)
}

/// The tags of a string.
const STRINGS: &[f64] = &[STRING, WORD];

/// Why the value was not taken; never shown (the JSON path words the error).
#[derive(Debug)]
pub struct Refused;

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not taken")
    }
}
impl std::error::Error for Refused {}
impl de::Error for Refused {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Refused
    }
}

type Result<T> = std::result::Result<T, Refused>;

struct Reader<'de> {
    tape: &'de [f64],
    at: usize,
    text: &'de str,
    depth: u32,
    /// The words and shapes given by number.
    dictionary: Words<'de>,
}

impl<'de> Reader<'de> {
    /// A reader of a written value: `tape` starts with the length of its `text`.
    fn on(tape: &'de [f64], text: &'de [u8], dictionary: Words<'de>) -> Option<Self> {
        let (&len, tape) = tape.split_first()?;
        let text = std::str::from_utf8(text.get(..count(len, text.len())?)?).ok()?;
        Some(Reader {
            tape,
            at: 0,
            text,
            depth: 0,
            dictionary,
        })
    }
    fn next(&mut self) -> Result<f64> {
        let n = *self.tape.get(self.at).ok_or(Refused)?;
        self.at += 1;
        Ok(n)
    }
    fn peek(&self) -> Option<f64> {
        self.tape.get(self.at).copied()
    }
    fn length(&mut self) -> Result<usize> {
        let n = self.next()?;
        count(n, self.tape.len()).ok_or(Refused)
    }
    /// A string's text, after its tag.
    fn text(&mut self) -> Result<&'de str> {
        let start = self.length_in_text()?;
        let len = self.length_in_text()?;
        let end = start.checked_add(len).ok_or(Refused)?;
        self.text.get(start..end).ok_or(Refused)
    }
    fn length_in_text(&mut self) -> Result<usize> {
        let n = self.next()?;
        count(n, self.text.len()).ok_or(Refused)
    }
    /// A key: its text, or a word of the dictionary.
    fn key(&mut self) -> Result<&'de str> {
        let tag = self.next()?;
        self.string(tag)
    }
    /// A word of the dictionary, after its tag.
    fn word(&mut self) -> Result<&'de str> {
        let n = self.next()?;
        count(n, self.dictionary.words)
            .and_then(|i| self.dictionary.word(i))
            .ok_or(Refused)
    }
    /// The `n`th key of `shape`.
    fn shape_key(&self, shape: usize, n: usize) -> Option<&'de str> {
        let word = *self.dictionary.shape(shape)?.get(n)?;
        self.dictionary.word(count(word, self.dictionary.words)?)
    }
    /// `keys`, by index when they are a shape whose keys are `fields` in their order: each
    /// struct's shape is compared once per module.
    #[inline(never)]
    fn by_index(&mut self, keys: Keys, fields: &'static [&'static str]) -> Keys {
        let Keys::Shape {
            shape, n, whole, ..
        } = keys
        else {
            return keys;
        };
        let address = fields.as_ptr() as usize;
        let noted = self.dictionary.noted.get(shape);
        let indexed = noted.is_some_and(|known| known.get() == address) || {
            let same = n == fields.len()
                && (0..n).all(|i| self.shape_key(shape, i) == fields.get(i).copied());
            if let (true, Some(known)) = (same, noted) {
                known.set(address);
            }
            same
        };
        Keys::Shape {
            shape,
            n,
            at: 0,
            indexed,
            whole,
        }
    }
    /// What the next value is, read as a struct with `fields`: an object whose keys are the
    /// fields in serde's order, each with its value, is read by position (`Item::Seq`, as serde
    /// reads a struct written as an array), with no keys to match.
    #[inline(never)]
    fn struct_item(&mut self, fields: &'static [&'static str]) -> Result<Item<'de>> {
        Ok(match self.item()? {
            Item::Map(keys) => match self.by_index(keys, fields) {
                Keys::Shape {
                    indexed: true,
                    whole: true,
                    n,
                    ..
                } => Item::Seq(n),
                keys => Item::Map(keys),
            },
            item => item,
        })
    }
    /// What the next value is (its tag and what follows it read), but for its contents.
    #[inline(never)]
    fn item(&mut self) -> Result<Item<'de>> {
        let tag = self.next()?;
        Ok(if tag == NULL {
            Item::Unit
        } else if tag == FALSE {
            Item::Bool(false)
        } else if tag == TRUE {
            Item::Bool(true)
        } else if tag == NUMBER {
            Item::Number(self.next()?)
        } else if tag == ARRAY {
            Item::Seq(self.length()?)
        } else if tag == OBJECT {
            Item::Map(Keys::Given {
                left: self.length()?,
            })
        } else if tag == FIELDS || tag == FULLFIELDS {
            let shape = self.next()?;
            let shape = count(shape, self.dictionary.shapes).ok_or(Refused)?;
            let n = self.dictionary.shape(shape).ok_or(Refused)?.len();
            Item::Map(Keys::Shape {
                shape,
                n,
                at: 0,
                indexed: false,
                whole: tag == FULLFIELDS,
            })
        } else {
            Item::Str(self.string(tag)?)
        })
    }
    /// A string, its tag first: what [`Reader::item`] reads as `Item::Str`, or refused. The
    /// hints that take only a string or a number read them without `item`'s dispatch.
    fn str_item(&mut self) -> Result<&'de str> {
        let tag = self.next()?;
        self.string(tag)
    }
    /// A number, its tag first (as `Item::Number`), or refused.
    fn number_item(&mut self) -> Result<f64> {
        if self.next()? == NUMBER {
            self.next()
        } else {
            Err(Refused)
        }
    }
    /// A string after its tag (`STRING` or `WORD`).
    fn string(&mut self, tag: f64) -> Result<&'de str> {
        if tag == STRING {
            self.text()
        } else if tag == WORD {
            self.word()
        } else {
            Err(Refused)
        }
    }
    fn items<V: Visitor<'de>>(&mut self, left: usize, visitor: V) -> Result<V::Value> {
        self.nested(|de| {
            let mut seq = Items { de, left };
            let value = visitor.visit_seq(&mut seq)?;
            // serde_json refuses elements left over.
            if seq.left == 0 {
                Ok(value)
            } else {
                Err(Refused)
            }
        })
    }
    fn entries<V: Visitor<'de>>(&mut self, keys: Keys, visitor: V) -> Result<V::Value> {
        self.nested(|de| {
            let mut map = Entries { de, keys };
            let value = visitor.visit_map(&mut map)?;
            if map.keys.done() {
                Ok(value)
            } else {
                Err(Refused)
            }
        })
    }
    fn nested<T>(&mut self, read: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        if self.depth >= MAX_DEPTH {
            return Err(Refused);
        }
        self.depth += 1;
        let value = read(self);
        self.depth -= 1;
        value
    }
}

/// Visits a number as serde_json visits its JSON text: non-negative integers as `u64`, negative
/// ones as `i64`. Only safe integers are written; anything else is not taken.
fn number<'de, V: Visitor<'de>>(n: f64, visitor: V) -> Result<V::Value> {
    if n.fract() != 0.0 || n.abs() > MAX_SAFE {
        Err(Refused)
    } else if n >= 0.0 {
        visitor.visit_u64(n as u64)
    } else {
        visitor.visit_i64(n as i64)
    }
}

/// Deserializer methods that take only a number (as serde_json's do).
macro_rules! only_numbers {
    ($($method:ident)*) => {
        $(
            fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
                number(self.number_item()?, visitor)
            }
        )*
    };
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Refused;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        // What the value is, read by one function for every visitor; only the visiting is generic.
        match self.item()? {
            Item::Unit => visitor.visit_unit(),
            Item::Bool(b) => visitor.visit_bool(b),
            Item::Number(n) => number(n, visitor),
            Item::Str(s) => visitor.visit_borrowed_str(s),
            Item::Seq(left) => self.items(left, visitor),
            Item::Map(keys) => self.entries(keys, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.peek() == Some(NULL) {
            self.at += 1;
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.next()? == NULL {
            visitor.visit_unit()
        } else {
            Err(Refused)
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_newtype_struct(self)
    }

    /// As serde_json: a string is a unit variant, an object of one entry a variant with data.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        let tag = self.next()?;
        if STRINGS.contains(&tag) {
            visitor.visit_enum(BorrowedStrDeserializer::new(self.string(tag)?))
        } else if tag == OBJECT && self.length()? == 1 {
            self.nested(|de| visitor.visit_enum(Variant { de }))
        } else {
            Err(Refused)
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        de::Deserializer::deserialize_any(&mut *self, de::IgnoredAny)?;
        visitor.visit_unit()
    }

    // As serde_json, each hint takes only its kind of value: an identifier or a number in
    // the wrong place is refused rather than visited (a variant's index is not its name).
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_borrowed_str(self.str_item()?)
    }
    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_borrowed_str(self.str_item()?)
    }
    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_borrowed_str(self.str_item()?)
    }
    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        visitor.visit_borrowed_str(self.str_item()?)
    }
    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let tag = self.next()?;
        if tag == TRUE || tag == FALSE {
            visitor.visit_bool(tag == TRUE)
        } else {
            Err(Refused)
        }
    }
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.item()? {
            Item::Seq(left) => self.items(left, visitor),
            _ => Err(Refused),
        }
    }
    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value> {
        match self.item()? {
            Item::Seq(left) => self.items(left, visitor),
            _ => Err(Refused),
        }
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value> {
        match self.item()? {
            Item::Seq(left) => self.items(left, visitor),
            _ => Err(Refused),
        }
    }
    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.item()? {
            Item::Map(keys) => self.entries(keys, visitor),
            _ => Err(Refused),
        }
    }
    /// serde_json takes a struct as an object or as an array of its fields.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        match self.struct_item(fields)? {
            Item::Map(keys) => self.entries(keys, visitor),
            Item::Seq(left) => self.items(left, visitor),
            _ => Err(Refused),
        }
    }
    fn deserialize_bytes<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value> {
        Err(Refused)
    }
    fn deserialize_byte_buf<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value> {
        Err(Refused)
    }

    // Numbers take only numbers.
    only_numbers! {
        deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_f32 deserialize_f64
    }
    // serde_json reads 128-bit integers from their digits; left to it.
    fn deserialize_i128<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value> {
        Err(Refused)
    }
    fn deserialize_u128<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value> {
        Err(Refused)
    }
}

struct Items<'a, 'de> {
    de: &'a mut Reader<'de>,
    left: usize,
}

impl<'de> SeqAccess<'de> for Items<'_, 'de> {
    type Error = Refused;
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.de).map(Some)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

/// What a value is, its contents not yet read.
enum Item<'de> {
    Unit,
    Bool(bool),
    Number(f64),
    Str(&'de str),
    /// An array of this many elements.
    Seq(usize),
    Map(Keys),
}

/// Where an object's keys come from.
enum Keys {
    /// Before each value (`OBJECT`): this many entries left.
    Given { left: usize },
    /// From a shape of the dictionary (`FIELDS`): its number, its `n` keys, the next at `at`; a
    /// value may be `ABSENT`. `indexed`: its keys are the struct's
    /// fields in serde's order, so each is given by its index (as serde's own visitors take it).
    /// `whole`: no value is `ABSENT` (`FULLFIELDS`).
    Shape {
        shape: usize,
        n: usize,
        at: usize,
        indexed: bool,
        whole: bool,
    },
}

/// The next key of an object.
enum Next<'de> {
    Name(&'de str),
    Index(u64),
    End,
}

impl Keys {
    fn done(&self) -> bool {
        match *self {
            Keys::Given { left } => left == 0,
            Keys::Shape { n, at, .. } => at == n,
        }
    }
}

struct Entries<'a, 'de> {
    de: &'a mut Reader<'de>,
    keys: Keys,
}

impl<'de> Entries<'_, 'de> {
    /// The next key.
    #[inline(never)]
    fn next_key(&mut self) -> Result<Next<'de>> {
        match &mut self.keys {
            Keys::Given { left } => {
                if *left == 0 {
                    return Ok(Next::End);
                }
                *left -= 1;
                self.de.key().map(Next::Name)
            }
            Keys::Shape {
                shape,
                n,
                at,
                indexed,
                ..
            } => {
                while *at < *n {
                    let i = *at;
                    *at += 1;
                    if self.de.peek() == Some(ABSENT) {
                        self.de.at += 1;
                        continue;
                    }
                    if *indexed {
                        return Ok(Next::Index(i as u64));
                    }
                    let key = self.de.shape_key(*shape, i);
                    return key.map(Next::Name).ok_or(Refused);
                }
                Ok(Next::End)
            }
        }
    }
}

impl<'de> MapAccess<'de> for Entries<'_, 'de> {
    type Error = Refused;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        match self.next_key()? {
            Next::Name(key) => seed
                .deserialize(BorrowedStrDeserializer::new(key))
                .map(Some),
            Next::Index(i) => seed.deserialize(U64Deserializer::new(i)).map(Some),
            Next::End => Ok(None),
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        seed.deserialize(&mut *self.de)
    }
    fn size_hint(&self) -> Option<usize> {
        match self.keys {
            Keys::Given { left } => Some(left),
            Keys::Shape { n, at, .. } => Some(n - at),
        }
    }
}

/// `{ variant: data }`.
struct Variant<'a, 'de> {
    de: &'a mut Reader<'de>,
}

impl<'a, 'de> EnumAccess<'de> for Variant<'a, 'de> {
    type Error = Refused;
    type Variant = Self;
    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self)> {
        let key = self.de.key()?;
        let variant = seed.deserialize(BorrowedStrDeserializer::new(key))?;
        Ok((variant, self))
    }
}

impl<'de> VariantAccess<'de> for Variant<'_, 'de> {
    type Error = Refused;
    /// `{ variant: null }`, which serde_json takes too.
    fn unit_variant(self) -> Result<()> {
        de::Deserializer::deserialize_unit(self.de, de::IgnoredAny).map(|_| ())
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        seed.deserialize(self.de)
    }
    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value> {
        de::Deserializer::deserialize_seq(self.de, visitor)
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        de::Deserializer::deserialize_any(self.de, visitor)
    }
}

// proptest is a native dev-dependency.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "input_tests.rs"]
mod tests;
