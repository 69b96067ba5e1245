"""Judges documents with Python's jsonschema (Draft 2020-12), against the split schemas and the bundle.

Usage: python3 test/python/verdicts.py < manifest.json
Input: [{"id", "schema": "<file name without .schema.json>", "type": "<array definition>", "file" or "text"}]
Output: {"version": "<jsonschema version>", "verdicts": [{"id", "ok", "error"?, "bundle_ok"}]}
Exit 2 when jsonschema or referencing is not installed, so the caller can tell "missing" from "broken".
"""

import json
import sys
from importlib import metadata
from pathlib import Path

try:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012
except ImportError as missing:
    print(f"python jsonschema is not installed: {missing}", file=sys.stderr)
    sys.exit(2)

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


def load(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def main() -> None:
    files = {p.name: load(p) for p in sorted(SCHEMAS.glob("*.schema.json"))}
    for schema in files.values():
        Draft202012Validator.check_schema(schema)
    # Every schema under its relative $id; no retrieval function, so nothing is fetched.
    registry = Registry().with_resources(
        (s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in files.values()
    )
    validators = {}

    def validator(file: str, definition: str) -> Draft202012Validator:
        key = (file, definition)
        if key not in validators:
            ref = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": f"{file}#/$defs/{definition}"}
            validators[key] = Draft202012Validator(ref, registry=registry)
        return validators[key]

    verdicts = []
    for case in json.load(sys.stdin):
        value = json.loads(case["text"]) if "text" in case else load(Path(case["file"]))
        error = next(iter(validator(case["schema"] + ".schema.json", case["type"]).iter_errors(value)), None)
        bundle_ok = validator("bundle.schema.json", case["type"]).is_valid(value)
        verdict = {"id": case["id"], "ok": error is None, "bundle_ok": bundle_ok}
        if error is not None:
            verdict["error"] = f"{error.json_path}: {error.message[:200]}"
        verdicts.append(verdict)
    print(json.dumps({"version": metadata.version("jsonschema"), "verdicts": verdicts}))


if __name__ == "__main__":
    main()
