"""Validates every fixture with Python's jsonschema (Draft 2020-12) and prints the verdicts as JSON.

Usage: python3 test/python/verdicts.py
Output: {"jsonschema": "<version>", "verdicts": {"<schema>/<valid|invalid>/<file>": {"valid": bool, "error": str|null}}}
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

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "schemas"
FIXTURES = ROOT / "fixtures"


def load(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def registry_of(schemas: dict) -> Registry:
    """Every schema under its relative $id; no retrieval function, so nothing is fetched."""
    resources = [(s["$id"], Resource.from_contents(s, default_specification=DRAFT202012)) for s in schemas.values()]
    return Registry().with_resources(resources)


def array_form(schema: dict) -> dict:
    """The `<Root>s` definition of a schema, e.g. Items for item.schema.json, referenced through its $id."""
    root = schema["$ref"].removeprefix("#/$defs/")
    return {"$schema": schema["$schema"], "$ref": f"{schema['$id']}#/$defs/{root}s"}


def main() -> None:
    schemas = {p.name.removesuffix(".schema.json"): load(p) for p in sorted(SCHEMAS.glob("*.schema.json")) if p.name != "bundle.schema.json"}
    registry = registry_of(schemas)
    verdicts = {}
    for name, schema in schemas.items():
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(array_form(schema), registry=registry)
        for kind in ("valid", "invalid"):
            folder = FIXTURES / name / kind
            if not folder.is_dir():
                continue
            for fixture in sorted(folder.glob("*.json")):
                if fixture.name == "expectations.json":
                    continue
                error = next(iter(validator.iter_errors(load(fixture))), None)
                verdicts[f"{name}/{kind}/{fixture.name}"] = {
                    "valid": error is None,
                    "error": None if error is None else f"{error.json_path}: {error.message[:200]}",
                }
    print(json.dumps({"jsonschema": metadata.version("jsonschema"), "verdicts": verdicts}, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
