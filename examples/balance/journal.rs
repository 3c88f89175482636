//! The results file of one engine line (`npm run balance -- --only chess-engines`, ...): each
//! finished game is appended as one line, so that an interrupted run resumes where it stopped.
//! A file written with other settings is set aside (renamed `.old`), never mixed in.
//!
//! The file is `target/balance/<line>.jsonl`: a first line `{"settings": "..."}`, then one line
//! per finished game, `{"key": "...", "record": ...}` (the record is the line's own JSON).

use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fs::{self, File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::sync::Mutex;

pub struct Journal {
    path: PathBuf,
    done: BTreeMap<String, Value>,
    file: Mutex<File>,
}

impl Journal {
    /// Opens (or starts) the results file of `line`, written with `settings` (the engines'
    /// versions and options, the bot's levels: anything that would change a result).
    pub fn open(line: &str, settings: &str) -> Journal {
        let dir = PathBuf::from("target/balance");
        if let Err(e) = fs::create_dir_all(&dir) {
            panic!("cannot create {}: {e}", dir.display());
        }
        let path = dir.join(format!("{line}.jsonl"));
        let mut done = BTreeMap::new();
        let mut fresh = true;
        if let Ok(file) = File::open(&path) {
            let mut lines = BufReader::new(file).lines().map_while(Result::ok);
            let header: Option<Value> = lines.next().and_then(|l| serde_json::from_str(&l).ok());
            if header.as_ref().and_then(|h| h.get("settings")?.as_str()) == Some(settings) {
                fresh = false;
                for l in lines {
                    // A line cut short by an interruption is dropped: that game is played again.
                    let Ok(v) = serde_json::from_str::<Value>(&l) else {
                        continue;
                    };
                    if let (Some(key), Some(record)) =
                        (v.get("key").and_then(Value::as_str), v.get("record"))
                    {
                        done.insert(key.to_string(), record.clone());
                    }
                }
            } else {
                let old = path.with_extension("jsonl.old");
                eprintln!(
                    "{}: other settings; set aside as {}",
                    path.display(),
                    old.display()
                );
                let _ = fs::rename(&path, &old);
            }
        }
        let mut file = match OpenOptions::new().create(true).append(true).open(&path) {
            Ok(f) => f,
            Err(e) => panic!("cannot open {}: {e}", path.display()),
        };
        if fresh {
            let _ = writeln!(file, "{}", json!({ "settings": settings }));
        } else if !done.is_empty() {
            eprintln!(
                "{}: resuming, {} games already played",
                path.display(),
                done.len()
            );
        }
        Journal {
            path,
            done,
            file: Mutex::new(file),
        }
    }

    /// The record of a game already played in an earlier run.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.done.get(key)
    }

    /// Appends a finished game (flushed at once).
    pub fn record(&self, key: &str, record: &Value) {
        let line = json!({ "key": key, "record": record });
        if let Ok(mut file) = self.file.lock() {
            if writeln!(file, "{line}").and_then(|_| file.flush()).is_err() {
                eprintln!("cannot append to {}", self.path.display());
            }
        }
    }

    /// The record of game `key`: the one from an earlier run, else `play()`'s, appended.
    pub fn game(&self, key: &str, play: impl FnOnce() -> Value) -> Value {
        if let Some(record) = self.get(key) {
            return record.clone();
        }
        let record = play();
        self.record(key, &record);
        record
    }
}
