"""Reads [{"id", "type", "file" or "text"}] on stdin; prints each fixture's verdict under the generated pydantic models."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "generated" / "python"))

import chat_contract  # noqa: E402
from pydantic import ValidationError  # noqa: E402


def verdict(case: dict) -> dict:
    adapter = getattr(chat_contract, case["type"] + "Adapter")
    try:
        adapter.validate_json(case["text"] if "text" in case else Path(case["file"]).read_bytes())
        return {"id": case["id"], "ok": True}
    except ValidationError as error:
        first = error.errors()[0]
        where = "/".join(str(part) for part in first["loc"])
        return {"id": case["id"], "ok": False, "error": f"{where}: {first['msg']} [{first['type']}]"}


print(json.dumps([verdict(case) for case in json.load(sys.stdin)]))
