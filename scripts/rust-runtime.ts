// The fixed part of the generated Rust crate: JSON checks the generated decoders compose, with the
// same rules and messages as the Go package's.

/** generated/rust/src/runtime.rs, without its banner. */
export const RUST_RUNTIME = `//! Decoding helpers: each checks one JSON value against one rule and names its JSON pointer on failure.

use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::fmt;

/// A value that does not match the contract, at a JSON pointer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    /// The JSON pointer of the offending value; empty for the document itself.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            write!(f, "(root): {}", self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for DecodeError {}

/// A type the contract defines, decoded from a JSON value with every rule of its schema checked.
pub trait Decode: Sized {
    /// Decodes \`value\`, found at the JSON pointer \`path\`.
    fn decode(value: &Value, path: &str) -> Result<Self, DecodeError>;
}

impl<T: Decode> Decode for Vec<T> {
    fn decode(value: &Value, path: &str) -> Result<Self, DecodeError> {
        array(value, path, T::decode)
    }
}

/// Parses JSON text as a \`T\` and checks it against the contract.
pub fn from_str<T: Decode>(text: &str) -> Result<T, DecodeError> {
    let value: Value = serde_json::from_str(text).map_err(|e| DecodeError {
        path: String::new(),
        message: format!("not valid JSON: {e}"),
    })?;
    T::decode(&value, "")
}

/// Checks a parsed JSON value against the contract as a \`T\`.
pub fn from_value<T: Decode>(value: &Value) -> Result<T, DecodeError> {
    T::decode(value, "")
}

pub(crate) type Result<T, E = DecodeError> = std::result::Result<T, E>;

pub(crate) fn fail<T>(path: &str, message: impl Into<String>) -> Result<T> {
    Err(DecodeError {
        path: path.to_string(),
        message: message.into(),
    })
}

pub(crate) fn pointer(path: &str, key: &str) -> String {
    format!("{path}/{}", key.replace('~', "~0").replace('/', "~1"))
}

pub(crate) fn object<'a>(
    value: &'a Value,
    path: &str,
    required: &[&str],
    known: Option<&[&str]>,
) -> Result<&'a Map<String, Value>> {
    let Some(m) = value.as_object() else {
        return fail(path, "must be object");
    };
    for key in required {
        if !m.contains_key(*key) {
            return fail(path, format!("must have required property {key:?}"));
        }
    }
    if let Some(known) = known {
        if let Some(extra) = m.keys().find(|k| !known.contains(&k.as_str())) {
            return fail(&pointer(path, extra), "must NOT have additional properties");
        }
    }
    Ok(m)
}

pub(crate) fn extra_of(m: &Map<String, Value>, known: &[&str]) -> Map<String, Value> {
    m.iter()
        .filter(|(k, _)| !known.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

pub(crate) fn tag<'a>(value: &'a Value, path: &str, key: &str) -> Result<Option<&'a str>> {
    let Some(m) = value.as_object() else {
        return fail(path, "must be object");
    };
    match m.get(key) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => fail(&pointer(path, key), "must be string"),
    }
}

pub(crate) fn one_of_tags<T>(path: &str, key: &str, allowed: &[&str]) -> Result<T> {
    fail(&pointer(path, key), format!("must be one of {allowed:?}"))
}

/// The first success, else the error that got deepest into the value.
pub(crate) fn first_of<T>(tries: impl IntoIterator<Item = Result<T>>) -> Result<T> {
    let mut best: Option<DecodeError> = None;
    for t in tries {
        match t {
            Ok(v) => return Ok(v),
            Err(e) => {
                let deeper = best.as_ref().is_none_or(|b| e.path.matches('/').count() > b.path.matches('/').count());
                if deeper {
                    best = Some(e);
                }
            }
        }
    }
    Err(best.unwrap_or_else(|| DecodeError {
        path: String::new(),
        message: "no alternative".to_string(),
    }))
}

pub(crate) fn string(value: &Value, path: &str) -> Result<String> {
    match value {
        Value::String(s) => Ok(s.clone()),
        _ => fail(path, "must be string"),
    }
}

pub(crate) fn string_rule(value: &Value, path: &str, min_length: usize, pattern: Option<&regex_lite::Regex>) -> Result<String> {
    let s = string(value, path)?;
    if s.chars().count() < min_length {
        return fail(path, format!("must NOT have fewer than {min_length} characters"));
    }
    if let Some(p) = pattern {
        if !p.is_match(&s) {
            return fail(path, format!("must match pattern {:?}", p.as_str()));
        }
    }
    Ok(s)
}

pub(crate) fn none_of(s: Result<String>, path: &str, values: &[&str]) -> Result<String> {
    let s = s?;
    if values.contains(&s.as_str()) {
        fail(path, format!("must NOT be one of {values:?}"))
    } else {
        Ok(s)
    }
}

pub(crate) fn enum_of(value: &Value, path: &str, values: &[&str]) -> Result<String> {
    let s = string(value, path)?;
    if values.contains(&s.as_str()) {
        Ok(s)
    } else {
        fail(path, format!("must be one of {values:?}"))
    }
}

/// A number exactly as written (\`2025\` stays \`2025\`, \`0.5\` stays \`0.5\`).
pub(crate) fn number(value: &Value, path: &str) -> Result<serde_json::Number> {
    match value {
        Value::Number(n) => Ok(n.clone()),
        _ => fail(path, "must be number"),
    }
}

pub(crate) fn integer(value: &Value, path: &str) -> Result<i64> {
    if let Some(n) = value.as_i64() {
        return Ok(n);
    }
    let f = number(value, path)?.as_f64().unwrap_or(f64::NAN);
    if f.fract() != 0.0 {
        return fail(path, "must be integer");
    }
    // Whole numbers beyond i64 saturate, as in the Go package.
    Ok(f as i64)
}

pub(crate) fn boolean(value: &Value, path: &str) -> Result<bool> {
    match value {
        Value::Bool(b) => Ok(*b),
        _ => fail(path, "must be boolean"),
    }
}

/// Fails when every one of the keys is present (one field in two spellings, never both).
pub(crate) fn exclusive(m: &Map<String, Value>, path: &str, keys: &[&str]) -> Result<()> {
    if keys.iter().all(|k| m.contains_key(*k)) {
        fail(path, format!("{}: one field spelled two ways, give only one", keys.join(" and ")))
    } else {
        Ok(())
    }
}

pub(crate) fn null(value: &Value, path: &str) -> Result<()> {
    if value.is_null() {
        Ok(())
    } else {
        fail(path, "must be null")
    }
}

pub(crate) fn any(value: &Value, _path: &str) -> Result<Value> {
    Ok(value.clone())
}

pub(crate) fn array<T>(value: &Value, path: &str, item: impl Fn(&Value, &str) -> Result<T>) -> Result<Vec<T>> {
    let Some(items) = value.as_array() else {
        return fail(path, "must be array");
    };
    items.iter().enumerate().map(|(i, v)| item(v, &format!("{path}/{i}"))).collect()
}

pub(crate) fn map<T>(value: &Value, path: &str, item: impl Fn(&Value, &str) -> Result<T>) -> Result<BTreeMap<String, T>> {
    let m = object(value, path, &[], None)?;
    m.iter().map(|(k, v)| Ok((k.clone(), item(v, &pointer(path, k))?))).collect()
}

pub(crate) fn nullable<T>(value: &Value, path: &str, inner: impl Fn(&Value, &str) -> Result<T>) -> Result<Option<T>> {
    if value.is_null() {
        Ok(None)
    } else {
        inner(value, path).map(Some)
    }
}

/// A compiled pattern of the schema; the patterns are fixed, so one that does not compile is a bug.
pub(crate) fn compiled(cell: &'static std::sync::OnceLock<regex_lite::Regex>, pattern: &str) -> &'static regex_lite::Regex {
    cell.get_or_init(|| regex_lite::Regex::new(pattern).expect("the schema's pattern compiles"))
}

/// Serialize and Deserialize through the contract's decoder and the type's own serializer.
macro_rules! serde_via_decode {
    ($($name:ident),* $(,)?) => {
        $(
            impl<'de> serde::Deserialize<'de> for $name {
                fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> std::result::Result<Self, D::Error> {
                    let value = <serde_json::Value as serde::Deserialize>::deserialize(deserializer)?;
                    <$name as $crate::Decode>::decode(&value, "").map_err(serde::de::Error::custom)
                }
            }
        )*
    };
}
pub(crate) use serde_via_decode;
`;
