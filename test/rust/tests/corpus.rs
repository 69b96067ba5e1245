//! Every fixture decodes with the verdict of its folder (valid/ or invalid/). Run from npm test,
//! CHAT_CONTRACT_CASES names a file of cases with ajv's verdicts, fixtures and mutations alike, and
//! CHAT_CONTRACT_VERDICTS a file to write this crate's verdicts to.

use chat_contract::{from_str, ClaudeTextBlock, FunctionCallItem, Item, Items};
use chat_contract_corpus::ROOTS;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

struct Case {
    id: String,
    kind: String,
    text: String,
    want: bool,
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

fn fixture_files(folder: &str, kind: &str) -> Vec<PathBuf> {
    let dir = fixtures_dir().join(folder).join(kind);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.file_name().is_some_and(|n| n != "expectations.json"))
        .collect();
    files.sort();
    files
}

fn cases() -> Vec<Case> {
    if let Ok(file) = std::env::var("CHAT_CONTRACT_CASES") {
        let list: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(&file).expect("cases file")).expect("cases JSON");
        return list
            .iter()
            .map(|c| Case {
                id: c["id"].as_str().expect("id").to_string(),
                kind: c["type"].as_str().expect("type").to_string(),
                text: match c.get("file").and_then(Value::as_str) {
                    Some(f) => std::fs::read_to_string(f).expect("fixture"),
                    None => c["text"].as_str().expect("text").to_string(),
                },
                want: c["want"].as_bool().expect("want"),
            })
            .collect();
    }
    ROOTS
        .iter()
        .flat_map(|(folder, kind, _)| {
            ["valid", "invalid"].into_iter().flat_map(move |verdict| {
                fixture_files(folder, verdict).into_iter().map(move |path| Case {
                    id: format!("{folder}/{verdict}/{}", path.file_name().unwrap().to_string_lossy()),
                    kind: kind.to_string(),
                    text: std::fs::read_to_string(&path).expect("fixture"),
                    want: verdict == "valid",
                })
            })
        })
        .collect()
}

#[test]
fn every_case_gets_the_expected_verdict() {
    let cases = cases();
    assert!(!cases.is_empty(), "no cases");
    let mut wrong = Vec::new();
    let mut verdicts = Vec::new();
    for case in &cases {
        let decode = ROOTS.iter().find(|(_, kind, _)| *kind == case.kind).unwrap_or_else(|| panic!("{}: no decoder for {}", case.id, case.kind)).2;
        let result = decode(&case.text);
        if result.is_ok() != case.want {
            wrong.push(format!("{}: want {}, got {:?}", case.id, if case.want { "valid" } else { "invalid" }, result.as_ref().err()));
        }
        verdicts.push(json!({"id": case.id, "ok": result.is_ok(), "error": result.err().map(|e| e.to_string())}));
    }
    if let Ok(file) = std::env::var("CHAT_CONTRACT_VERDICTS") {
        std::fs::write(file, serde_json::to_string(&verdicts).expect("verdicts JSON")).expect("verdicts file");
    }
    println!("rust: {}/{} agree", cases.len() - wrong.len(), cases.len());
    assert!(wrong.is_empty(), "{} disagreements:\n{}", wrong.len(), wrong.join("\n"));
}

/// Parses JSON and drops object keys whose value is null: an absent optional field and a null one
/// are both `None`.
fn without_nulls(mut v: Value) -> Value {
    fn strip(v: &mut Value) {
        match v {
            Value::Object(m) => {
                m.retain(|_, x| !x.is_null());
                m.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut v);
    v
}

#[test]
fn valid_fixtures_round_trip() {
    let mut count = 0;
    for (folder, _, decode) in ROOTS {
        for path in fixture_files(folder, "valid") {
            let text = std::fs::read_to_string(&path).expect("fixture");
            let out = decode(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let again = decode(&out.to_string()).unwrap_or_else(|e| panic!("{}: its own output does not decode: {e}", path.display()));
            assert_eq!(out, again, "{}: a second round trip changed the value", path.display());
            let original: Value = serde_json::from_str(&text).expect("fixture JSON");
            assert_eq!(without_nulls(original), without_nulls(out), "{}: the value changed", path.display());
            count += 1;
        }
    }
    assert!(count > 0);
    println!("{count} valid fixtures round-trip");
}

#[test]
fn a_variant_writes_its_own_tag_and_decodes_again() {
    let call = FunctionCallItem { call_id: "call_1".into(), name: "f".into(), arguments: "{}".into(), id: None, status: None, namespace: None, caller: None };
    let text = serde_json::to_string(&vec![Item::FunctionCallItem(Box::new(call.clone()))]).expect("serializes");
    assert_eq!(text, r#"[{"type":"function_call","call_id":"call_1","name":"f","arguments":"{}"}]"#);
    let items: Items = from_str(&text).expect("decodes");
    assert_eq!(items, vec![Item::FunctionCallItem(Box::new(call))]);
}

#[test]
fn serde_deserialize_runs_the_same_checks() {
    let ok: Items = serde_json::from_str(r#"[{"role": "user", "content": "hi"}, {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"}]"#).expect("valid");
    assert!(matches!(&ok[0], Item::NewUserMessageItem(_)));
    assert!(matches!(&ok[1], Item::FunctionCallItem(c) if c.call_id == "c1"));
    let err = from_str::<Items>(r#"[{"type": "function_call", "name": "f", "arguments": "{}"}]"#).expect_err("call_id is required");
    assert_eq!(err.to_string(), r#"/0: must have required property "call_id""#);
    let err = serde_json::from_str::<Items>(r#"[{"type": "function_call", "call_id": "c", "name": "f", "arguments": null}]"#).expect_err("arguments is not nullable");
    assert!(err.to_string().contains("/arguments: must be string"), "{err}");
}

#[test]
fn open_objects_keep_unknown_keys_and_never_write_a_key_twice() {
    let mut block: ClaudeTextBlock = from_str(r#"{"type":"text","text":"hi","future_field":1}"#).expect("valid");
    assert_eq!(serde_json::to_string(&block).expect("serializes"), r#"{"type":"text","text":"hi","future_field":1}"#);
    block.extra.insert("type".into(), json!("image"));
    block.extra.insert("text".into(), json!("other"));
    assert_eq!(serde_json::to_string(&block).expect("serializes"), r#"{"type":"text","text":"hi","future_field":1}"#);
}
