//! Serde helpers for unvalidated input.

use serde::{Deserialize, Deserializer};

/// For optional fields: absent means `None` (with `#[serde(default)]`), but an explicit `null`
/// is refused, as the TypeScript types (`field?: T`) refuse it. This also keeps a `NaN` from
/// JavaScript, which JSON turns into `null`, from passing silently as "absent".
pub fn present<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    T::deserialize(deserializer).map(Some)
}

/// For optional fields where `null` means something of its own: absent is `None` (with
/// `#[serde(default)]`), `null` is `Some(None)`, a value is `Some(Some(value))`.
pub fn nullable<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct Input {
        #[serde(default, deserialize_with = "super::present")]
        max: Option<u32>,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    struct Nullable {
        #[serde(default, deserialize_with = "super::nullable")]
        off: Option<Option<u32>>,
    }

    #[test]
    fn nullable_tells_absent_null_and_a_value_apart() {
        let parse = |s: &str| serde_json::from_str::<Nullable>(s).map(|n| n.off).ok();
        assert_eq!(parse("{}"), Some(None));
        assert_eq!(parse(r#"{"off":null}"#), Some(Some(None)));
        assert_eq!(parse(r#"{"off":2}"#), Some(Some(Some(2))));
        assert_eq!(parse(r#"{"off":"x"}"#), None);
    }

    #[test]
    fn absent_is_none_null_is_an_error() {
        assert_eq!(
            serde_json::from_str::<Input>("{}").ok(),
            Some(Input { max: None })
        );
        assert_eq!(
            serde_json::from_str::<Input>(r#"{"max":3}"#).ok(),
            Some(Input { max: Some(3) })
        );
        let err = serde_json::from_str::<Input>(r#"{"max":null}"#)
            .map(|_| ())
            .unwrap_err();
        assert!(
            err.to_string()
                .starts_with("invalid type: null, expected u32"),
            "{err}"
        );
    }
}
