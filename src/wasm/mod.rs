//! JavaScript bindings (feature `wasm`).
